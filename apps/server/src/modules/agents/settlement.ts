import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { settledPlayByMember } from '../lottery/service.ts';
import type { Merchant } from '../system/merchant.ts';
import { merchantById } from '../system/service.ts';
import { closedPlayByMember } from '../vendor-wallet/service.ts';
import { followingPeriod, type Period, periodOf } from './periods.ts';
import * as repo from './settlement-repo.ts';
import {
  addPlay,
  minStakeOf,
  NO_PLAY,
  type Payout,
  type PlayTotals,
  payableAt,
  periodPayouts,
  RUN_KINDS,
  type RunKind,
  type SettlementContract,
} from './settlement-rules.ts';

/** Each member's play of the period from the lottery and the game wallet, bets of `minStake` or more. */
async function playOf(db: Kysely<DB>, merchantId: bigint, period: Period, minStake: bigint) {
  const filter = { merchantId, from: period.start, until: period.end, minStake };
  const [lottery, rounds] = await Promise.all([
    settledPlayByMember(db, filter),
    closedPlayByMember(db, filter),
  ]);
  const play = new Map<bigint, PlayTotals>();
  for (const row of [...lottery, ...rounds])
    play.set(row.memberId, addPlay(play.get(row.memberId) ?? NO_PLAY, row));
  return play;
}

/**
 * What the contracts of a run would pay for a period, read from the database but paying nothing (the
 * play is read once per distinct smallest bet the contracts count).
 */
export async function computePeriod(
  db: Kysely<DB>,
  merchantId: bigint,
  contracts: readonly SettlementContract[],
  period: Period,
): Promise<Payout[]> {
  const links = await repo.teamLinks(db, [...new Set(contracts.map(({ lowerId }) => lowerId))]);
  const plays = new Map<bigint, Map<bigint, PlayTotals>>();
  for (const minStake of new Set(contracts.map(minStakeOf)))
    plays.set(minStake, await playOf(db, merchantId, period, minStake));
  return periodPayouts(contracts, links, (minStake) => plays.get(minStake) ?? new Map());
}

/** A hook the crash tests use to stop a run inside a payout's transaction, as a kill would. */
type PaidHook = (payout: Payout) => void;

/**
 * Pays one contract's period, once: the settlement row and the ledger transfer land together, keyed
 * by (contract, period start); a row already there means another run paid it, and nothing moves.
 */
async function payOnce(
  db: Kysely<DB>,
  merchant: Merchant,
  payout: Payout,
  period: Period,
  onPaid?: PaidHook,
) {
  const { contract, team } = payout;
  return inMoneyTransaction(db, async (trx) => {
    let transferId: bigint | null = null;
    if (payout.amount > 0n) {
      const [house, agent] = await Promise.all([
        accountFor(trx, merchant, 'system.house', { subKey: 'agent-settlement' }),
        accountFor(trx, merchant, 'member.main', { memberId: contract.lowerId }),
      ]);
      const done = await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: `agent.settlement:${contract.id}:${period.start.toISOString()}`,
        kind: `agent.${contract.kind}`,
        legs: [
          { accountId: house, amount: -payout.amount },
          { accountId: agent, amount: payout.amount },
        ],
        memo: { contractId: String(contract.id), periodStart: period.start.toISOString() },
      });
      transferId = done.transferId;
    }
    const id = await repo.insertSettlement(trx, {
      merchant_id: merchant.id,
      contract_id: contract.id,
      member_id: contract.lowerId,
      upper_id: contract.upperId,
      kind: contract.kind,
      period_start: period.start,
      period_end: period.end,
      valid_bet: team.validBet,
      profit_loss: team.profitLoss,
      active_members: team.activeMembers,
      rate: contract.rate,
      loss_rate: contract.lossRate,
      gross: payout.gross,
      downline: payout.downline,
      amount: payout.amount,
      ledger_transfer_id: transferId,
    });
    // Settled by another run already: its transfer has this key, so the one above was its replay.
    if (id === undefined) return false;
    onPaid?.(payout);
    return true;
  });
}

/**
 * Settles one period of a run for a brand: every contract in force at its end not yet settled for it
 * is paid once, then the period is recorded as finished. Safe to run again, in several instances at
 * once, and after a crash part-way (what was paid stays paid; the rest is paid).
 */
export async function settlePeriod(
  db: Kysely<DB>,
  merchant: Merchant,
  runKind: RunKind,
  period: Period,
  onPaid?: PaidHook,
): Promise<{ paid: number }> {
  const run = RUN_KINDS[runKind];
  const contracts = await repo.contractsInForceAt(db, merchant.id, { ...run, at: period.end });
  const settled = await repo.settledContracts(
    db,
    contracts.map(({ id }) => id),
    period.start,
  );
  let paid = 0;
  if (contracts.length > settled.size) {
    for (const payout of await computePeriod(db, merchant.id, contracts, period)) {
      // A team with no play at all earned nothing: no row, or every five minutes would leave one per contract.
      if (
        settled.has(payout.contract.id) ||
        (payout.amount === 0n && payout.team.validBet === 0n && payout.team.profitLoss === 0n)
      )
        continue;
      if (await payOnce(db, merchant, payout, period, onPaid)) paid += 1;
    }
  }
  await repo.recordRun(db, { merchantId: merchant.id, runKind, start: period.start, end: period.end });
  return { paid };
}

/** At most this many periods per run and brand in one pass: a long catch-up goes on at the next tick. */
const PERIODS_PER_PASS = 48;

/** The periods of a run due by `now` that it has not finished, oldest first, at most `limit`. */
async function duePeriods(db: Kysely<DB>, merchantId: bigint, runKind: RunKind, now: Date, limit: number) {
  const run = RUN_KINDS[runKind];
  const resumeAt =
    (await repo.lastRunEnd(db, merchantId, runKind)) ?? (await repo.firstSigning(db, merchantId, run));
  if (resumeAt === null) return [];
  const periods: Period[] = [];
  for (
    let period = periodOf(run.unit, resumeAt);
    payableAt(runKind, period) <= now && periods.length < limit;
  ) {
    periods.push(period);
    period = followingPeriod(run.unit, period);
  }
  return periods;
}

/**
 * The scheduled settlements: for each brand with contracts and each run, every period that has become
 * payable since the last one finished (so periods missed while no instance ran are caught up).
 */
export async function runDueSettlements(
  db: Kysely<DB>,
  now: Date,
): Promise<{ periods: number; paid: number }> {
  let periods = 0;
  let paid = 0;
  for (const merchantId of await repo.brandsWithContracts(db)) {
    const merchant = await merchantById(db, merchantId);
    if (!merchant) continue;
    for (const runKind of Object.keys(RUN_KINDS) as RunKind[]) {
      for (const period of await duePeriods(db, merchantId, runKind, now, PERIODS_PER_PASS)) {
        paid += (await settlePeriod(db, merchant, runKind, period)).paid;
        periods += 1;
      }
    }
  }
  return { periods, paid };
}
