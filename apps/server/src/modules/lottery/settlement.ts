import type { Kysely } from 'kysely';
import type { DB, LotteryBetStatus, LotteryChaseStopReason } from '../../db/schema.ts';
import { memberChanged } from '../../platform/member-changes.ts';
import { inMoneyTransaction, transfer } from '../ledger/service.ts';
import * as limits from '../protection/limits.ts';
import { merchantById } from '../system/service.ts';
import * as betsRepo from './bets-repo.ts';
import * as chasesRepo from './chases-repo.ts';
import { type Brand, lotteryAccounts, move, payoutAccounts } from './money.ts';
import * as repo from './repo.ts';
import { checkSelection, type Family, oddsOf, type PrizeMode, settle } from './rules/index.ts';

type Outcome = { status: LotteryBetStatus; win: bigint; refunded: bigint };

/**
 * What a bet pays against the balls (rules/index.ts): per prize won, floor(unit * multiplier * count
 * * odds / 10000) minor units at the odds of the prize mode the bet was accepted under; the single
 * bets a tie rule voids are given back at their stake.
 */
function outcomeOf(
  draw: { family: string; balls: readonly number[]; drawsAt: Date },
  bet: Omit<betsRepo.OpenBet, 'id' | 'member_id' | 'chase_id'>,
): Outcome {
  const family = draw.family as Family;
  const checked = checkSelection(family, bet.play_type, bet.selection);
  // A stored selection passed this check when the bet was placed; failing now is a broken rule table.
  if (!checked.ok) throw new Error(`A stored ${family} ${bet.play_type} selection no longer checks`);
  const result = settle(family, bet.play_type, checked.selection, draw.balls, { drawnAt: draw.drawsAt });
  const perBet = bet.unit_amount * BigInt(bet.multiplier);
  const win = result.wins.reduce(
    (sum, { prize, count }) =>
      sum +
      (perBet * BigInt(count) * BigInt(oddsOf(family, bet.play_type, prize, bet.prize_mode as PrizeMode))) /
        10_000n,
    0n,
  );
  const refunded = perBet * BigInt(result.refunded);
  if (win > 0n) return { status: 'won', win, refunded };
  return { status: refunded === bet.stake ? 'refunded' : 'lost', win, refunded };
}

/**
 * Ends an active chase, and gives back what it still held; answers that amount, or nothing if it had
 * ended. The held draws were counted as staked with the slip: given back, they no longer count.
 */
export async function endChase(
  db: Kysely<DB>,
  brand: Brand,
  filter: { chaseId: bigint; memberId?: bigint },
  ending: { status: 'won' } | { status: 'stopped'; reason: LotteryChaseStopReason },
  now: Date,
): Promise<{ released: bigint } | undefined> {
  const ended = await chasesRepo.endChase(db, filter, ending, now);
  if (!ended) return undefined;
  const held = ended.stake_per_draw * BigInt(ended.draws_total - ended.draws_placed);
  if (held > 0n) {
    const accounts = await lotteryAccounts(db, brand, ended.member_id);
    await move(db, brand, {
      key: `lottery.chase.release:${ended.id}`,
      kind: 'lottery.chase.release',
      from: accounts.chaseHold,
      to: accounts.main,
      amount: held,
    });
    await limits.recordStakeReturned(db, brand, {
      memberId: ended.member_id,
      amount: held,
      stakedAt: ended.created_at,
    });
  }
  return { released: held };
}

/**
 * Bets a settlement reads and writes together: one transaction, one update of the bets and at most
 * two ledger transfers (wins, refunds) for the payouts of the lot.
 */
const CHUNK = 5_000;

type Settling = { bet: betsRepo.OpenBet; outcome: Outcome };
const PAYOUT_KINDS = ['win', 'refund'] as const;
const payoutKindOf = ({ win }: Outcome) => (win > 0n ? 'win' : 'refund');

/**
 * The legs of one transfer paying these bets: each house shard gives what its members' bets won,
 * each member's wallet takes the sum of their own bets, so a chunk writes an entry per member and
 * shard instead of two per bet.
 */
function payoutLegs(
  paying: readonly Settling[],
  accountsOf: (memberId: bigint) => { house: bigint; main: bigint },
) {
  const amounts = new Map<bigint, bigint>();
  for (const { bet, outcome } of paying) {
    const { house, main } = accountsOf(bet.member_id);
    const amount = outcome.win + outcome.refunded;
    amounts.set(house, (amounts.get(house) ?? 0n) - amount);
    amounts.set(main, (amounts.get(main) ?? 0n) + amount);
  }
  return [...amounts].map(([accountId, amount]) => ({ accountId, amount }));
}

/** The payout accounts of a draw's winners, each opened once per draw: most bet in several chunks. */
function drawAccounts(db: Kysely<DB>, brand: Brand) {
  const known = new Map<bigint, { house: bigint; main: bigint }>();
  return {
    async open(memberIds: readonly bigint[]) {
      const missing = [...new Set(memberIds)].filter((memberId) => !known.has(memberId));
      if (missing.length === 0) return;
      const accountsOf = await payoutAccounts(db, brand, missing);
      for (const memberId of missing) known.set(memberId, accountsOf(memberId));
    },
    of(memberId: bigint) {
      const accounts = known.get(memberId);
      if (!accounts) throw new Error(`No payout accounts opened for member ${memberId}`);
      return accounts;
    },
  };
}

const isPaying = ({ outcome }: Settling) => outcome.win + outcome.refunded > 0n;

/**
 * Settles a chunk of bets in one transaction: the bets still open move to their outcome in one
 * statement, and only those this call moved are paid, by one transfer per kind (wins, refunds) keyed
 * by the draw and the first and last bet this call settled. Exactly once comes from the bets: a bet
 * leaves `open` once, in the transaction that pays it, so a second runner (or a rerun after a crash,
 * which rolled the chunk back whole) finds it settled and pays nothing again; and two transactions
 * never settle a common bet, so their first and last bets, and so their keys, always differ.
 */
async function settleChunk(
  db: Kysely<DB>,
  brand: Brand,
  drawId: bigint,
  bets: readonly Settling[],
  accountsOf: (memberId: bigint) => { house: bigint; main: bigint },
  now: Date,
): Promise<number> {
  return inMoneyTransaction(db, async (trx) => {
    const settled = await betsRepo.settleBets(
      trx,
      bets.map(({ bet, outcome }) => ({ id: bet.id, ...outcome })),
      now,
    );
    const [first, last] = [settled[0], settled.at(-1)];
    if (first === undefined || last === undefined) return 0;
    const mine = new Set(settled);
    await memberChanged(trx, {
      merchantId: brand.id,
      kind: 'bets',
      memberIds: [...new Set(bets.filter(({ bet }) => mine.has(bet.id)).map(({ bet }) => bet.member_id))],
    });
    const paid = bets.filter((settling) => isPaying(settling) && mine.has(settling.bet.id));
    for (const kind of PAYOUT_KINDS) {
      const ofKind = paid.filter(({ outcome }) => payoutKindOf(outcome) === kind);
      if (ofKind.length === 0) continue;
      const payout = await transfer(trx, {
        merchantId: brand.id,
        idempotencyKey: `lottery.payout:${drawId}:${first}-${last}:${kind}`,
        kind: `lottery.${kind}`,
        legs: payoutLegs(ofKind, accountsOf),
        memo: {
          draw: String(drawId),
          firstBet: String(first),
          lastBet: String(last),
          bets: ofKind.length,
        },
      });
      // The key names bets this transaction settled: finding it taken means a bet left open twice.
      if (payout.replayed) throw new Error(`Lottery payout ${drawId}:${first}-${last} exists`);
    }
    // As a game's credit counts once it is paid: a win is room under the loss limit, and a stake
    // given back (a cancelled draw, a tie's void bets) no longer counts as staked.
    await limits.recordWins(
      trx,
      brand,
      paid.map(({ bet, outcome }) => ({ memberId: bet.member_id, amount: outcome.win })),
      now,
    );
    await limits.recordReturns(
      trx,
      brand,
      paid.map(({ bet, outcome }) => ({
        memberId: bet.member_id,
        amount: outcome.refunded,
        stakedAt: bet.staked_at,
      })),
    );
    for (const { bet, outcome } of paid) {
      if (outcome.win === 0n || bet.chase_id === null) continue;
      const chase = await chasesRepo.stopOnWinChase(trx, bet.chase_id);
      if (chase.stop_on_win) await endChase(trx, brand, { chaseId: chase.id }, { status: 'won' }, now);
    }
    return settled.length;
  });
}

type DueDraw = Awaited<ReturnType<typeof repo.drawsToSettle>>[number];

/** Settles the open bets of one draw in chunks; the draw becomes settled once none is left open. */
async function settleDraw(db: Kysely<DB>, draw: DueDraw, now: Date, chunkSize: number): Promise<number> {
  const merchant = await merchantById(db, draw.merchant_id);
  if (!merchant) return 0;
  const brand = { id: merchant.id, currency: merchant.currency, timeZone: merchant.timeZone };
  const accounts = drawAccounts(db, brand);
  const outcomeIn = (bet: betsRepo.OpenBet): Outcome =>
    draw.status === 'cancelled' || !draw.balls
      ? { status: 'refunded', win: 0n, refunded: bet.stake }
      : outcomeOf({ family: draw.family, balls: draw.balls, drawsAt: draw.draws_at }, bet);
  /** The open bets after `afterId` with their outcomes, their winners' accounts opened. */
  const prepare = async (afterId: bigint): Promise<Settling[]> => {
    const bets = await betsRepo.openBetsOfDraw(db, draw.id, afterId, chunkSize);
    const chunk = bets.map((bet) => ({ bet, outcome: outcomeIn(bet) }));
    await accounts.open(chunk.filter(isPaying).map(({ bet }) => bet.member_id));
    return chunk;
  };
  /**
   * Reads ahead: the next chunk is read and judged while the database writes this one, so on two
   * cores the rules and the writes overlap. Its failure is marked handled at once and thrown where
   * the chunk is awaited; a read failing during a long write would otherwise end the process as an
   * unhandled rejection.
   */
  const readAhead = (afterId: bigint) => {
    const chunk = prepare(afterId);
    chunk.catch(() => undefined);
    return chunk;
  };
  let settled = 0;
  let next = readAhead(0n);
  try {
    for (;;) {
      const chunk = await next;
      const last = chunk.at(-1);
      if (!last) break;
      next = readAhead(last.bet.id);
      settled += await settleChunk(db, brand, draw.id, chunk, accounts.of, now);
    }
  } finally {
    // After a chunk failed, the read of the next one ends before this call does; it is not used.
    await next.catch(() => undefined);
  }
  if (draw.status === 'drawn') await repo.markSettled(db, draw.id, now);
  return settled;
}

/**
 * Settles every drawn draw and refunds every bet of a cancelled one. Safe in several instances at once
 * and after a crash at any point. A draw that fails does not hold up the others: the failures are
 * thrown together at the end, and the next pass tries those draws again.
 */
export async function settleDue(
  db: Kysely<DB>,
  now: Date,
  { chunkSize = CHUNK }: { chunkSize?: number } = {},
): Promise<number> {
  let settled = 0;
  const failures: unknown[] = [];
  for (const draw of await repo.drawsToSettle(db)) {
    try {
      settled += await settleDraw(db, draw, now, chunkSize);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} lottery draws failed to settle`);
  return settled;
}
