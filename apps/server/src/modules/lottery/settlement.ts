import type { Kysely } from 'kysely';
import type { DB, LotteryBetStatus } from '../../db/schema.ts';
import { inMoneyTransaction, transferMany } from '../ledger/service.ts';
import { merchantById } from '../system/service.ts';
import * as betsRepo from './bets-repo.ts';
import * as chasesRepo from './chases-repo.ts';
import { type Brand, lotteryAccounts, move, payoutAccounts } from './money.ts';
import * as repo from './repo.ts';
import { checkSelection, type Family, oddsOf, type PrizeMode, settle } from './rules/index.ts';

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
 * Bets a settlement reads and writes together: one transaction, one update of the bets and one
 * ledger statement for the payouts of the lot.
 */
const CHUNK = 5_000;

/**
 * Settles a chunk of bets in one transaction: the bets still open move to their outcome in one
 * statement, and only those this call moved are paid, each through its own transfer keyed by the bet,
 * in one ledger statement. A second runner (or a rerun after a crash, which rolled back the chunk
 * whole) finds them settled and pays nothing again.
 */
async function settleChunk(
  db: Kysely<DB>,
  brand: Brand,
  bets: readonly { bet: betsRepo.BetRow; outcome: Outcome }[],
  now: Date,
): Promise<number> {
  const paid = bets.filter(({ outcome }) => outcome.win + outcome.refunded > 0n);
  const accountsOf = await payoutAccounts(
    db,
    brand,
    paid.map(({ bet }) => bet.member_id),
  );
  return inMoneyTransaction(db, async (trx) => {
    const settled = new Set(
      await betsRepo.settleBets(
        trx,
        bets.map(({ bet, outcome }) => ({ id: bet.id, ...outcome })),
        now,
      ),
    );
    const mine = paid.filter(({ bet }) => settled.has(bet.id));
    await transferMany(
      trx,
      brand.id,
      mine.map(({ bet, outcome }) => {
        const accounts = accountsOf(bet.member_id);
        return {
          key: `lottery.payout:${bet.id}`,
          kind: outcome.win > 0n ? 'lottery.win' : 'lottery.refund',
          from: accounts.house,
          to: accounts.main,
          amount: outcome.win + outcome.refunded,
        };
      }),
    );
    for (const { bet, outcome } of mine) {
      if (outcome.win === 0n || bet.chase_id === null) continue;
      const chase = await chasesRepo.stopOnWinChase(trx, bet.chase_id);
      if (chase.stop_on_win) await endChase(trx, brand, { chaseId: chase.id }, 'won', now);
    }
    return settled.size;
  });
}

type DueDraw = Awaited<ReturnType<typeof repo.drawsToSettle>>[number];

/** Settles the open bets of one draw in chunks; the draw becomes settled once none is left open. */
async function settleDraw(db: Kysely<DB>, draw: DueDraw, now: Date, chunkSize: number): Promise<number> {
  const merchant = await merchantById(db, draw.merchant_id);
  if (!merchant) return 0;
  const brand = { id: merchant.id, currency: merchant.currency };
  let settled = 0;
  let afterId = 0n;
  for (;;) {
    const bets = await betsRepo.openBetsOfDraw(db, draw.id, afterId, chunkSize);
    const last = bets.at(-1);
    if (!last) break;
    settled += await settleChunk(
      db,
      brand,
      bets.map((bet) => ({
        bet,
        outcome:
          draw.status === 'cancelled' || !draw.balls
            ? { status: 'refunded', win: 0n, refunded: bet.stake }
            : outcomeOf(
                {
                  family: draw.family,
                  prizeMode: draw.prize_mode,
                  balls: draw.balls,
                  drawsAt: draw.draws_at,
                },
                bet,
              ),
      })),
      now,
    );
    afterId = last.id;
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
