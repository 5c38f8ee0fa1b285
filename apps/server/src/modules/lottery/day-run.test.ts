import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, fundedMember, lotteryBrand, staffSession } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { accountFor } from '../ledger/service.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { cancelDrawByStaff } from './results.ts';
import { ballsFromSeed } from './rules/index.ts';
import { lotteryGame } from './service.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;
let gameCode: string;

const MINUTE = 60_000;
/**
 * Six hours of draws across midnight (GMT+8), where one day's periods end and the next one's begin; a
 * whole day in `npm run test:deep` (PROPERTY_RUNS of 1,000 or more). The hours between add no path.
 */
const DRAWS = Number(process.env.PROPERTY_RUNS ?? 100) >= 1_000 ? 1_440 : 360;
const START = new Date('2026-12-02T00:00:00+08:00').getTime() - (DRAWS / 2) * MINUTE;
const DEPOSIT = 100_000_00n;
/** Chases start early enough to end inside the day (at most 5 draws). */
const LAST_CHASE_MINUTE = DRAWS - 10;
/** About one draw in 60 is cancelled, with whatever bets it holds. */
const CANCEL_EVERY = 60;

const digit = fc.integer({ min: 0, max: 9 });
const ballRow = fc.uniqueArray(digit, { minLength: 1, maxLength: 2 });
/** A selection of a few SSC play types, valid by construction. */
const selection = fc.oneof(
  fc.record({
    playType: fc.constant('fixed-position'),
    selection: fc.tuple(ballRow, fc.constant([]), ballRow, fc.constant([]), fc.constant([])),
  }),
  fc.record({
    playType: fc.constant('five-direct'),
    selection: fc.tuple(ballRow, ballRow, ballRow, ballRow, ballRow),
  }),
  fc.record({
    playType: fc.constant('dragon-tiger'),
    selection: fc.tuple(fc.subarray(['dragon', 'tiger', 'tie'], { minLength: 1 })),
  }),
  fc.record({
    playType: fc.constant('two-sides'),
    selection: fc.tuple(
      fc.subarray(['big', 'small', 'odd', 'even'], { minLength: 1 }),
      fc.constant([]),
      fc.constant([]),
      fc.constant([]),
      fc.subarray(['big', 'small', 'odd', 'even']),
    ),
  }),
);
const minuteOfBets = fc.array(
  fc.record({
    member: fc.integer({ min: 0, max: 3 }),
    selections: fc.array(
      fc.record({
        entry: selection,
        unit: fc.constantFrom(100n, 200n, 500n),
        multiplier: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    chase: fc.option(fc.record({ draws: fc.integer({ min: 2, max: 5 }), stopOnWin: fc.boolean() }), {
      freq: 8,
    }),
  }),
  { maxLength: 2 },
);

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ merchant, gameCode } = await lotteryBrand(db, { code: 'DAY_SSC_1M' }));
}, 300_000);
afterAll(() => database.close());

describe('hours of one-minute e-lottery draws across midnight', () => {
  it('settles every bet exactly once, refunds the cancelled draws and keeps the ledger whole', {
    timeout: 900_000,
  }, async () => {
    const members = await Promise.all(
      [0, 1, 2, 3].map((index) => fundedMember(db, merchant, `day-player-${index}`, DEPOSIT)),
    );
    const staff = await staffSession(db, 'day-staff');
    const plan = fc.sample(minuteOfBets, { numRuns: DRAWS, seed: 20261201 });
    let refused = 0;
    for (let minute = 0; minute <= DRAWS; minute += 1) {
      const now = new Date(START + minute * MINUTE + 5_000);
      await runLotteryJobs(db, now);
      const game = await lotteryGame(db, merchant, gameCode, now);
      const draw = game.currentDraw;
      if (!draw || minute === DRAWS) continue;
      for (const [index, slip] of (plan[minute] ?? []).entries()) {
        const player = members[slip.member];
        if (!player) continue;
        await placeSlip(
          db,
          player.member,
          `day-${minute}-${index}`,
          {
            gameCode,
            period: draw.period,
            oddsVersion: game.oddsVersion,
            selections: slip.selections.map(({ entry, unit, multiplier }) => ({
              playType: entry.playType,
              selection: entry.selection,
              unitAmount: unit,
              multiplier,
            })),
            chase: minute < LAST_CHASE_MINUTE ? (slip.chase ?? undefined) : undefined,
          },
          new Date(now.getTime() + 10_000),
        ).catch((error: unknown) => {
          // Only a limit or an emptied wallet may refuse a valid slip here; anything else fails the run.
          const code = (error as { code?: string }).code;
          if (code !== 'lottery.stake.limit' && code !== 'funds.insufficient') throw error;
          refused += 1;
        });
      }
      if (minute % CANCEL_EVERY === CANCEL_EVERY - 1)
        await cancelDrawByStaff(
          db,
          staff,
          merchant.id,
          { gameCode, period: draw.period, reason: 'drill' },
          new Date(now.getTime() + 20_000),
        );
    }
    await runLotteryJobs(db, new Date(START + (DRAWS + 2) * MINUTE));

    const draws = await db
      .selectFrom('lottery_draws')
      .select(['id', 'status', 'seed', 'seed_hash', 'balls'])
      .where('draws_at', '<=', new Date(START + DRAWS * MINUTE))
      .where('draws_at', '>', new Date(START))
      .execute();
    expect(draws).toHaveLength(DRAWS);
    expect(draws.filter(({ status }) => status !== 'settled' && status !== 'cancelled')).toEqual([]);
    const cancelled = draws.filter(({ status }) => status === 'cancelled').length;
    expect(cancelled).toBe(DRAWS / CANCEL_EVERY);
    for (const draw of draws.filter(({ status }) => status === 'settled')) {
      const seed = draw.seed ?? new Uint8Array();
      expect(
        Buffer.from(createHash('sha256').update(seed).digest()).equals(Buffer.from(draw.seed_hash ?? [])),
      ).toBe(true);
      expect(draw.balls).toEqual(ballsFromSeed('SSC', seed));
    }

    const bets = await db
      .selectFrom('lottery_bets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_bets.draw_id')
      .select([
        'lottery_bets.id',
        'lottery_bets.status',
        'lottery_bets.stake',
        'lottery_bets.win',
        'lottery_bets.refunded',
        'lottery_draws.status as draw_status',
      ])
      .execute();
    expect(bets.length).toBeGreaterThan((DRAWS * 2) / 3);
    expect(bets.filter(({ status }) => status === 'open')).toEqual([]);
    expect(
      bets.filter(({ draw_status, status }) => draw_status === 'cancelled' && status !== 'refunded'),
    ).toEqual([]);
    expect(bets.some(({ draw_status }) => draw_status === 'cancelled')).toBe(true);
    // The payout transfers moved exactly what the bets won, no more (a bet paid twice) and no less.
    const payouts = await db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ledger_entries.amount'), eb.val('0')).as('total'))
      .where('ledger_transfers.idempotency_key', 'like', 'lottery.payout:%')
      .where('ledger_entries.amount', '>', 0n)
      .executeTakeFirstOrThrow();
    expect(BigInt(payouts.total)).toBe(bets.reduce((sum, { win, refunded }) => sum + win + refunded, 0n));

    // Each player's money is what they paid in, less their stakes, plus what came back (or is still held).
    for (const { member, main } of members) {
      const hold = await accountFor(db, merchant, 'member.held', {
        memberId: member.memberId,
        subKey: 'lottery-chase',
      });
      const own = await db
        .selectFrom('lottery_bets')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>('stake'), eb.val('0')).as('stake'),
          eb.fn.coalesce(eb.fn.sum<string>(eb('win', '+', eb.ref('refunded'))), eb.val('0')).as('back'),
        ])
        .where('member_id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      expect((await balanceOf(db, main)) + (await balanceOf(db, hold))).toBe(
        DEPOSIT - BigInt(own.stake) + BigInt(own.back),
      );
    }
    expect(refused).toBeLessThan(bets.length);
    await expectLedgerHealthy(db);
  });
});
