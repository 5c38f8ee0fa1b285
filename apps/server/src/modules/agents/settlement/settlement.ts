import type { ExclusionKind } from '@platform/contracts/protection/exclusion-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { closeSettledPlayWindows } from '../../../db/settled-play-barrier.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { accountFor, accountsForMembers, inMoneyTransaction, transfer } from '../../ledger/service.ts';
import { settledPlayByMember } from '../../lottery/service.ts';
import { breaksOverlapping } from '../../protection/exclusion.ts';
import { merchantById } from '../../system/service.ts';
import { closedPlayByMember } from '../../vendor-wallet/service.ts';
import { expireContracts } from '../contracts/repo.ts';
import { followingPeriod, type Period, periodOf } from './periods.ts';
import * as repo from './repo.ts';
import {
  addPlay,
  type LeftOut,
  leftOutPlay,
  minStakeOf,
  NO_PLAY,
  ofLinePeriod,
  type Payout,
  type PlayTotals,
  payableAt,
  periodPayouts,
  RUN_KINDS,
  type RunKind,
  type SettlementContract,
} from './rules.ts';

/**
 * Each member's play of the period from the lottery and the game wallet, bets of `minStake` or more,
 * but for bets settled while the member was on a time-out or self-exclusion: an upline is not paid on
 * a member's activity during a break. That play is read apart (`leftOut`), with each member's gravest
 * break, for the contract report.
 */
async function playOf(db: Kysely<DB>, merchantId: bigint, period: Period, minStake: bigint) {
  const range = { from: period.start, until: period.end };
  const breaks = await breaksOverlapping(db, merchantId, range);
  const filter = { merchantId, ...range, minStake, breaks };
  const sum = (rows: readonly (PlayTotals & { memberId: bigint })[]) => {
    const play = new Map<bigint, PlayTotals>();
    for (const row of rows) play.set(row.memberId, addPlay(play.get(row.memberId) ?? NO_PLAY, row));
    return play;
  };
  const inside = { ...filter, insideBreaks: true };
  const [lottery, rounds, lotteryLeft, roundsLeft] = await Promise.all([
    settledPlayByMember(db, filter),
    closedPlayByMember(db, filter),
    settledPlayByMember(db, inside),
    closedPlayByMember(db, inside),
  ]);
  const breakOf = new Map<bigint, ExclusionKind>();
  for (const { memberId, kind } of breaks)
    if (breakOf.get(memberId) !== 'self-exclusion') breakOf.set(memberId, kind);
  return { counted: sum([...lottery, ...rounds]), leftOut: sum([...lotteryLeft, ...roundsLeft]), breakOf };
}

/** A contract's pay for a period, with the team play left out of it because members were on a break. */
export type PeriodPayout = Payout & { leftOut: LeftOut };

/**
 * What the contracts of a run would pay for a period, read from the database but paying nothing (the
 * play is read once per distinct smallest bet the contracts count).
 */
export async function computePeriod(
  db: Kysely<DB>,
  merchantId: bigint,
  contracts: readonly SettlementContract[],
  period: Period,
): Promise<PeriodPayout[]> {
  const links = await repo.teamLinks(db, [...new Set(contracts.map(({ lowerId }) => lowerId))]);
  const plays = new Map<bigint, Awaited<ReturnType<typeof playOf>>>();
  for (const minStake of new Set(contracts.map(minStakeOf)))
    plays.set(minStake, await playOf(db, merchantId, period, minStake));
  const none = new Map<bigint, PlayTotals>();
  const payouts = periodPayouts(contracts, links, (minStake) => plays.get(minStake)?.counted ?? none);
  const breakOf = new Map([...plays.values()].flatMap(({ breakOf }) => [...breakOf]));
  const leftOut = leftOutPlay(contracts, links, (minStake) => plays.get(minStake)?.leftOut ?? none, breakOf);
  return payouts.map((payout) => ({
    ...payout,
    leftOut: leftOut.get(payout.contract.id) ?? { ...NO_PLAY, members: 0, reason: null },
  }));
}

/**
 * The contracts a run settles for the period ending at `at`: those of its kind in force then, and for a
 * dividend run those whose line has the run's period.
 */
export async function contractsOfRun(db: Kysely<DB>, merchantId: bigint, runKind: RunKind, at: Date) {
  const run = RUN_KINDS[runKind];
  const inForce = await repo.contractsInForceAt(db, merchantId, { kind: run.kind, at });
  return run.dividendPeriod === null ? inForce : ofLinePeriod(inForce, run.dividendPeriod);
}

/** A hook the crash tests use to stop a run inside a payout's transaction, as a kill would. */
type PaidHook = (payout: Payout) => void;

/** Payouts written per transaction: a commit each would make a brand's daily period take minutes. */
const PAYOUTS_PER_TRANSACTION = 200;

/**
 * The ledger accounts a period's payouts move money between, opened before the payments (an account is
 * opened on first use, whether or not the payment that needed it lands).
 */
async function payoutAccounts(db: Kysely<DB>, merchant: Merchant, payouts: readonly Payout[]) {
  const holders = [
    ...new Set(payouts.filter(({ amount }) => amount > 0n).map(({ contract }) => contract.lowerId)),
  ];
  const [house, agents] = await Promise.all([
    accountFor(db, merchant, 'system.house', { subKey: 'agent-settlement' }),
    accountsForMembers(db, merchant, 'member.main', holders),
  ]);
  return { house, agents };
}

const rowOf = (
  merchant: Merchant,
  period: Period,
  { contract, team, gross, downline, amount, leftOut }: PeriodPayout,
) => ({
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
  gross,
  downline,
  amount,
  excluded_valid_bet: leftOut.validBet,
  excluded_profit_loss: leftOut.profitLoss,
  excluded_members: leftOut.members,
  excluded_reason: leftOut.reason,
  ledger_transfer_id: null,
});

/**
 * Pays contracts' periods, each once. In one transaction: the settlement rows first, unique by
 * (contract, period start), so a row another run holds (written, or being written: the insert waits
 * for it) is left to that run and only the rows written here are paid; then one ledger transfer from
 * the house to every agent of those rows, keyed by the first of them (a contract's period belongs to
 * one transaction only, so no other transfer can have that key); then the rows point at it. A kill at
 * any point leaves all of it or none of it.
 */
async function payBatch(
  db: Kysely<DB>,
  merchant: Merchant,
  batch: {
    payouts: readonly PeriodPayout[];
    period: Period;
    accounts: Awaited<ReturnType<typeof payoutAccounts>>;
  },
  onPaid?: PaidHook,
): Promise<number> {
  const { period, accounts } = batch;
  return inMoneyTransaction(db, async (trx) => {
    const written = await repo.insertSettlements(
      trx,
      batch.payouts.map((payout) => rowOf(merchant, period, payout)),
    );
    const mine = new Set(written.map(({ contract_id }) => contract_id));
    const paying = batch.payouts.filter(({ contract, amount }) => mine.has(contract.id) && amount > 0n);
    for (const payout of paying) onPaid?.(payout);
    const first = paying[0];
    if (first) {
      const legs = paying.map(({ contract, amount }) => {
        const accountId = accounts.agents.get(contract.lowerId);
        if (accountId === undefined) throw new Error(`no account opened for agent ${contract.lowerId}`);
        return { accountId, amount };
      });
      const total = legs.reduce((sum, { amount }) => sum + amount, 0n);
      const done = await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: `agent.settlement:${first.contract.id}:${period.start.toISOString()}`,
        kind: `agent.${first.contract.kind}`,
        legs: [{ accountId: accounts.house, amount: -total }, ...legs],
        memo: { periodStart: period.start.toISOString(), contracts: paying.length },
      });
      await repo.linkTransfer(
        trx,
        paying.map(({ contract }) => contract.id),
        period.start,
        done.transferId,
      );
    }
    return written.length;
  });
}

/**
 * Settles one period of a run for a brand: every contract in force at its end not yet settled for it
 * is paid once, then the period is recorded as finished. Safe to run again, in several instances at
 * once, and after a crash part-way (what was committed stays paid; the rest is paid by the next run).
 */
export async function settlePeriod(
  db: Kysely<DB>,
  merchant: Merchant,
  runKind: RunKind,
  period: Period,
  onPaid?: PaidHook,
): Promise<{ paid: number }> {
  // A bet a long settling pass stamps inside the period but commits later is waited for, or lands after.
  await closeSettledPlayWindows(db, period.end);
  const contracts = await contractsOfRun(db, merchant.id, runKind, period.end);
  const settled = await repo.settledContracts(
    db,
    contracts.map(({ id }) => id),
    period,
  );
  let paid = 0;
  if (contracts.length > settled.size) {
    // A team with no play at all earned nothing: no row, or every five minutes would leave one per contract.
    // Play left out for a break still gets its row: the report says why it earned nothing.
    const due = (await computePeriod(db, merchant.id, contracts, period)).filter(
      (payout) =>
        !settled.has(payout.contract.id) &&
        (payout.amount > 0n ||
          payout.team.validBet !== 0n ||
          payout.team.profitLoss !== 0n ||
          payout.leftOut.members > 0),
    );
    const accounts = await payoutAccounts(db, merchant, due);
    for (let from = 0; from < due.length; from += PAYOUTS_PER_TRANSACTION) {
      const payouts = due.slice(from, from + PAYOUTS_PER_TRANSACTION);
      paid += await payBatch(db, merchant, { payouts, period, accounts }, onPaid);
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
  const signed = await repo.firstSigning(db, merchantId, run);
  if (signed === null) return [];
  const resume = await repo.resumeAt(db, merchantId, runKind, periodOf(run.unit, signed).start);
  const periods: Period[] = [];
  for (
    let period = periodOf(run.unit, resume);
    payableAt(runKind, period) <= now && periods.length < limit;
  ) {
    periods.push(period);
    period = followingPeriod(run.unit, period);
  }
  return periods;
}

/**
 * The scheduled settlements: first the contracts past their end time are ended, then for each brand
 * with contracts and each run, every period that has become payable since the last one finished (so
 * periods missed while no instance ran are caught up).
 */
export async function runDueSettlements(
  db: Kysely<DB>,
  now: Date,
): Promise<{ periods: number; paid: number }> {
  await expireContracts(db, now);
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
