import type { Kysely } from 'kysely';
import type { DB, LotteryBetStatus } from '../../db/schema.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import { merchantById } from '../system/service.ts';
import * as betsRepo from './bets-repo.ts';
import * as chasesRepo from './chases-repo.ts';
import { type Brand, lotteryAccounts, move } from './money.ts';
import * as repo from './repo.ts';
import { checkSelection, type Family, oddsOf, type PrizeMode, settle } from './rules/index.ts';

const BATCH = 500;

type Outcome = { status: LotteryBetStatus; win: bigint; refunded: bigint };

/**
 * What a bet pays against the balls (rules/index.ts): per prize won, floor(unit * multiplier * count
 * * odds / 10000) minor units; the single bets a tie rule voids are given back at their stake.
 */
function outcomeOf(
  draw: { family: string; prizeMode: string; balls: readonly number[]; drawsAt: Date },
  bet: Pick<betsRepo.BetRow, 'play_type' | 'selection' | 'unit_amount' | 'multiplier' | 'stake'>,
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
      (perBet * BigInt(count) * BigInt(oddsOf(family, bet.play_type, prize, draw.prizeMode as PrizeMode))) /
        10_000n,
    0n,
  );
  const refunded = perBet * BigInt(result.refunded);
  if (win > 0n) return { status: 'won', win, refunded };
  return { status: refunded === bet.stake ? 'refunded' : 'lost', win, refunded };
}

/** Ends a chase that stopped after a win, and gives back what it still held. */
export async function endChase(
  db: Kysely<DB>,
  brand: Brand,
  filter: { chaseId: bigint; memberId?: bigint },
  status: 'stopped' | 'won',
  now: Date,
): Promise<boolean> {
  const ended = await chasesRepo.endChase(db, filter, status, now);
  if (!ended) return false;
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
  }
  return true;
}

/**
 * Settles one bet in its own transaction: the row moves from open exactly once, and its payout's
 * ledger key is the bet's, so a second runner (or a rerun after a crash) pays nothing again.
 */
async function settleOne(
  db: Kysely<DB>,
  brand: Brand,
  bet: betsRepo.BetRow,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  return inMoneyTransaction(db, async (trx) => {
    if (!(await betsRepo.settleBet(trx, bet.id, { ...outcome, at: now }))) return false;
    const payout = outcome.win + outcome.refunded;
    if (payout > 0n) {
      const accounts = await lotteryAccounts(trx, brand, bet.member_id);
      await move(trx, brand, {
        key: `lottery.payout:${bet.id}`,
        kind: outcome.win > 0n ? 'lottery.win' : 'lottery.refund',
        from: accounts.house,
        to: accounts.main,
        amount: payout,
      });
    }
    if (outcome.win > 0n && bet.chase_id !== null) {
      const chase = await chasesRepo.stopOnWinChase(trx, bet.chase_id);
      if (chase.stop_on_win) await endChase(trx, brand, { chaseId: chase.id }, 'won', now);
    }
    return true;
  });
}

type DueDraw = Awaited<ReturnType<typeof repo.drawsToSettle>>[number];

/** Settles the open bets of one draw in batches; the draw becomes settled once none is left open. */
async function settleDraw(db: Kysely<DB>, draw: DueDraw, now: Date): Promise<number> {
  const merchant = await merchantById(db, draw.merchant_id);
  if (!merchant) return 0;
  const brand = { id: merchant.id, currency: merchant.currency };
  let settled = 0;
  for (;;) {
    const bets = await betsRepo.openBetsOfDraw(db, draw.id, BATCH);
    const lost: bigint[] = [];
    for (const bet of bets) {
      const outcome: Outcome =
        draw.status === 'cancelled' || !draw.balls
          ? { status: 'refunded', win: 0n, refunded: bet.stake }
          : outcomeOf(
              { family: draw.family, prizeMode: draw.prize_mode, balls: draw.balls, drawsAt: draw.draws_at },
              bet,
            );
      // A bet that pays nothing moves no money: the batch's losers are settled in one statement.
      if (outcome.status === 'lost' && outcome.refunded === 0n) lost.push(bet.id);
      else if (await settleOne(db, brand, bet, outcome, now)) settled += 1;
    }
    settled += await betsRepo.settleLost(db, lost, now);
    if (bets.length < BATCH) break;
  }
  if (draw.status === 'drawn') await repo.markSettled(db, draw.id, now);
  return settled;
}

/**
 * Settles every drawn draw and refunds every bet of a cancelled one. Safe in several instances at once
 * and after a crash at any point. A draw that fails does not hold up the others: the failures are
 * thrown together at the end, and the next pass tries those draws again.
 */
export async function settleDue(db: Kysely<DB>, now: Date): Promise<number> {
  let settled = 0;
  const failures: unknown[] = [];
  for (const draw of await repo.drawsToSettle(db)) {
    try {
      settled += await settleDraw(db, draw, now);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} lottery draws failed to settle`);
  return settled;
}
