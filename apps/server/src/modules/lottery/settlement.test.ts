import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { settleDue } from './settlement.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;
let gameCode: string;

const at = (text: string) => new Date(`${text}+08:00`);
const FUNDS = 100_00n;
/** Per slip: a bet that wins whatever is drawn, one that wins about half the time, and a long shot. */
const SELECTIONS = [
  { playType: 'fixed-position', selection: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
  { playType: 'fixed-position', selection: [[0, 1, 2, 3, 4], [], [], [], []] },
  { playType: 'five-direct', selection: [[1], [2], [3], [4], [5]] },
].map((selection) => ({ ...selection, unitAmount: 100n, multiplier: 1 }));

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ merchant, gameCode } = await lotteryBrand(db));
});
afterAll(() => database.close());

/** Members each staking five slips on the draw open at `opensAt`; answers them and the draw's period. */
async function betsOnDraw(prefix: string, opensAt: string) {
  const members = await Promise.all(
    Array.from({ length: 8 }, (_, index) => fundedMember(db, merchant, `${prefix}${index}`, FUNDS)),
  );
  const { game, draw } = await currentDrawAt(db, merchant, gameCode, at(opensAt));
  for (const { member } of members)
    for (let slip = 0; slip < 5; slip += 1)
      await placeSlip(
        db,
        member,
        `${prefix}-${member.memberId}-${slip}`,
        { gameCode, period: draw.period, oddsVersion: game.oddsVersion, selections: SELECTIONS },
        new Date(at(opensAt).getTime() + 5_000),
      );
  return { members, period: draw.period };
}

/**
 * A crash inside the settlement's transaction: the database refuses the lottery payout transfers, or
 * only the one paying the chunk that holds bet `betId`, so that chunk rolls back whole, as when the
 * process dies mid-chunk.
 */
async function refusePayouts(betId?: bigint) {
  await sql`CREATE OR REPLACE FUNCTION test_killed_midway() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'settlement killed midway'; END $$`.execute(db);
  const chunk =
    betId === undefined
      ? ''
      : `AND (NEW.memo->>'firstBet')::bigint <= ${betId} AND (NEW.memo->>'lastBet')::bigint >= ${betId}`;
  await sql
    .raw(`CREATE TRIGGER test_killed_midway BEFORE INSERT ON ledger_transfers FOR EACH ROW
      WHEN (NEW.idempotency_key LIKE 'lottery.payout:%' ${chunk}) EXECUTE FUNCTION test_killed_midway()`)
    .execute(db);
}
const allowPayouts = () => sql`DROP TRIGGER test_killed_midway ON ledger_transfers`.execute(db);

const betsOfDraw = (period: string) =>
  db
    .selectFrom('lottery_bets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_bets.draw_id')
    .select([
      'lottery_bets.id',
      'lottery_bets.draw_id',
      'lottery_bets.member_id',
      'lottery_bets.status',
      'lottery_bets.stake',
      'lottery_bets.win',
      'lottery_bets.refunded',
    ])
    .where('lottery_draws.period', '=', period)
    .orderBy('lottery_bets.id')
    .execute();

/**
 * Every settled bet that pays is paid once: the draw's payout transfers credit each member exactly
 * what that member's settled bets won, and each wallet adds up.
 */
async function expectPaidOnce(period: string, members: Awaited<ReturnType<typeof betsOnDraw>>['members']) {
  const bets = await betsOfDraw(period);
  const drawId = bets[0]?.draw_id;
  const credits = await db
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .select(['ledger_entries.account_id', 'ledger_entries.amount'])
    .where('ledger_transfers.idempotency_key', 'like', `lottery.payout:${drawId}:%`)
    .where('ledger_entries.amount', '>', 0n)
    .execute();
  for (const { member, main } of members) {
    const own = bets.filter((bet) => bet.member_id === member.memberId);
    const staked = own.reduce((sum, bet) => sum + bet.stake, 0n);
    const paid = own
      .filter((bet) => bet.status !== 'open')
      .reduce((sum, bet) => sum + bet.win + bet.refunded, 0n);
    const credited = credits
      .filter(({ account_id }) => account_id === main)
      .reduce((sum, { amount }) => sum + amount, 0n);
    expect(credited).toBe(paid);
    expect(await balanceOf(db, main)).toBe(FUNDS - staked + paid);
  }
  await expectLedgerHealthy(db);
  return bets;
}

describe('settling a draw in chunks', () => {
  it('pays every bet exactly once when two runners settle the same draw at once', async () => {
    const { members, period } = await betsOnDraw('twice', '2026-11-27T09:00:05');
    // The draw is drawn by the job, whose own settlement is held back until both runners start.
    await refusePayouts();
    await expect(runLotteryJobs(db, at('2026-11-27T09:01:00'))).rejects.toThrow();
    await allowPayouts();
    expect((await betsOfDraw(period)).every((bet) => bet.status === 'open')).toBe(true);

    const runs = await Promise.all([
      settleDue(db, at('2026-11-27T09:01:01'), { chunkSize: 25 }),
      settleDue(db, at('2026-11-27T09:01:01'), { chunkSize: 25 }),
    ]);
    const bets = await expectPaidOnce(period, members);
    expect(runs[0] + runs[1]).toBe(bets.length);
    expect(bets.every((bet) => bet.status !== 'open')).toBe(true);
    expect(bets.filter((bet) => bet.status === 'won').length).toBeGreaterThanOrEqual(members.length * 5);
    const draw = await db
      .selectFrom('lottery_draws')
      .select('status')
      .where('period', '=', period)
      .executeTakeFirstOrThrow();
    expect(draw.status).toBe('settled');
  });

  it('pays nothing twice when a run is killed midway and run again', async () => {
    const { members, period } = await betsOnDraw('killed', '2026-11-27T09:02:05');
    const bets = await betsOfDraw(period);
    // Dies in the third chunk of 25: the first two are settled and paid, the rest untouched.
    await refusePayouts(bets[60]?.id);
    await expect(runLotteryJobs(db, at('2026-11-27T09:03:00'))).rejects.toThrow();
    await expect(settleDue(db, at('2026-11-27T09:03:01'), { chunkSize: 25 })).rejects.toThrow();
    const halfway = await expectPaidOnce(period, members);
    expect(halfway.slice(0, 50).every((bet) => bet.status !== 'open')).toBe(true);
    expect(halfway.slice(50).every((bet) => bet.status === 'open')).toBe(true);

    await allowPayouts();
    expect(await settleDue(db, at('2026-11-27T09:03:02'), { chunkSize: 25 })).toBe(bets.length - 50);
    const settled = await expectPaidOnce(period, members);
    expect(settled.every((bet) => bet.status !== 'open')).toBe(true);
    expect(await settleDue(db, at('2026-11-27T09:03:03'), { chunkSize: 25 })).toBe(0);
  });
});
