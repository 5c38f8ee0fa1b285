import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand, staffSession } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cancelBet, placeSlip, type SlipRequest } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { cancelDrawByStaff } from './results.ts';
import { ballsFromSeed } from './rules/index.ts';
import { lotteryResults } from './service.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;
let gameCode: string;

const at = (text: string) => new Date(`${text}+08:00`);
/** Ball 1 covered by all ten digits: one of its ten single bets wins whatever is drawn. */
const SURE = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []];
/** One five-digit number: wins once in 100,000 draws. */
const LONG_SHOT = [[1], [2], [3], [4], [5]];

function slip(period: string, oddsVersion: number, changes: Partial<SlipRequest> = {}): SlipRequest {
  return {
    gameCode,
    period,
    oddsVersion,
    selections: [{ playType: 'fixed-position', selection: SURE, unitAmount: 100n, multiplier: 1 }],
    ...changes,
  };
}

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ merchant, gameCode } = await lotteryBrand(db));
});
afterAll(() => database.close());

describe('a draw from scheduled to settled', () => {
  it('publishes the seed hash at opening, reveals the seed with the balls, and pays the bet once', async () => {
    const { member, main } = await fundedMember(db, merchant, 'lifecycle', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:00:05'));
    expect(draw).toMatchObject({ period: '20261125-0001', status: 'open', seed: null, balls: null });
    expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const placed = await placeSlip(
      db,
      member,
      'lifecycle-1',
      slip(draw.period, game.oddsVersion),
      at('2026-11-25T00:00:20'),
    );
    expect(placed.bets).toHaveLength(1);
    expect(await balanceOf(db, main)).toBe(100_00n - 10_00n);

    await runLotteryJobs(db, at('2026-11-25T00:00:50'));
    await expect(
      placeSlip(db, member, 'lifecycle-2', slip(draw.period, game.oddsVersion), at('2026-11-25T00:00:51')),
    ).rejects.toMatchObject({ code: 'lottery.draw.closed' });

    const run = await runLotteryJobs(db, at('2026-11-25T00:01:00'));
    expect(run).toMatchObject({ drawn: 1, settled: 1 });
    const [result] = (await lotteryResults(db, merchant, { gameCode, page: 1, pageSize: 1 })).draws;
    expect(result).toMatchObject({ period: draw.period, status: 'settled', seedHash: draw.seedHash });
    const seed = Buffer.from(result?.seed ?? '', 'hex');
    expect(createHash('sha256').update(seed).digest('hex')).toBe(draw.seedHash);
    expect(result?.balls).toEqual(ballsFromSeed('SSC', new Uint8Array(seed)));
    const bet = await db
      .selectFrom('lottery_bets')
      .selectAll()
      .where('id', '=', placed.bets[0]?.id ?? 0n)
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('won');
    expect(bet.win).toBeGreaterThan(0n);
    expect(await balanceOf(db, main)).toBe(100_00n - 10_00n + bet.win);

    expect(await runLotteryJobs(db, at('2026-11-25T00:01:01'))).toMatchObject({ drawn: 0, settled: 0 });
    await expectLedgerHealthy(db);
  });
});

describe('jobs in several instances at once', () => {
  it('open, draw and settle each draw exactly once', async () => {
    const members = await Promise.all(
      ['race1', 'race2', 'race3'].map((account) => fundedMember(db, merchant, account, 1_000_00n)),
    );
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:01:05'));
    for (const [index, { member }] of members.entries()) {
      for (let slipNumber = 0; slipNumber < 4; slipNumber += 1) {
        const selection = slipNumber % 2 === 0 ? SURE : LONG_SHOT;
        await placeSlip(
          db,
          member,
          `race-${index}-${slipNumber}`,
          slip(draw.period, game.oddsVersion, {
            selections: [
              {
                playType: selection === SURE ? 'fixed-position' : 'five-direct',
                selection,
                unitAmount: 100n,
                multiplier: 2,
              },
            ],
          }),
          at('2026-11-25T00:01:10'),
        );
      }
    }
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => runLotteryJobs(db, at('2026-11-25T00:02:00'))),
    );
    expect(runs.reduce((sum, run) => sum + run.drawn, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(12);
    const payouts = await db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .select((eb) => eb.fn.sum<string>('ledger_entries.amount').as('total'))
      .where('ledger_transfers.kind', '=', 'lottery.win')
      .where('ledger_entries.amount', '>', 0n)
      .executeTakeFirstOrThrow();
    const won = await db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.sum<string>(eb('win', '+', eb.ref('refunded'))).as('total'))
      .where('status', '=', 'won')
      .executeTakeFirstOrThrow();
    expect(payouts.total).not.toBeNull();
    expect(payouts.total).toBe(won.total);
    const draws = await db
      .selectFrom('lottery_draws')
      .select(['period', 'status'])
      .where('period', '=', draw.period)
      .execute();
    expect(draws.map(({ status }) => status)).toEqual(['settled']);
    await expectLedgerHealthy(db);
  });
});

describe('bets refused with a code, no money moved', () => {
  it('answers each bad slip with its code and leaves balance and bets as they were', async () => {
    const { member, main } = await fundedMember(db, merchant, 'refused', 50_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:02:05'));
    const now = at('2026-11-25T00:02:10');
    const one = (selection: unknown, playType = 'fixed-position', unitAmount = 100n, multiplier = 1) => ({
      selections: [{ playType, selection, unitAmount, multiplier }],
    });
    const cases: [string, SlipRequest, string][] = [
      ['stale odds', slip(draw.period, game.oddsVersion + 1), 'lottery.odds.changed'],
      [
        'impossible number',
        slip(draw.period, game.oddsVersion, one([[11], [], [], [], []])),
        'lottery.selection.invalid',
      ],
      [
        'repeated number',
        slip(draw.period, game.oddsVersion, one([[1, 1], [], [], [], []])),
        'lottery.selection.invalid',
      ],
      [
        'unknown play type',
        slip(draw.period, game.oddsVersion, one(SURE, 'no-such-play')),
        'lottery.playtype.unknown',
      ],
      [
        'below the minimum',
        slip(draw.period, game.oddsVersion, one([[1], [], [], [], []], 'fixed-position', 10n)),
        'lottery.stake.limit',
      ],
      [
        'over the maximum',
        slip(draw.period, game.oddsVersion, one(SURE, 'fixed-position', 100n, 1001)),
        'lottery.stake.limit',
      ],
      [
        'unknown game',
        { ...slip(draw.period, game.oddsVersion), gameCode: 'NO_SUCH_GAME' },
        'lottery.game.unknown',
      ],
      ['unknown draw', slip('20991231-0001', game.oddsVersion), 'lottery.draw.closed'],
      [
        'more than the wallet',
        slip(draw.period, game.oddsVersion, one(SURE, 'fixed-position', 100n, 60)),
        'funds.insufficient',
      ],
    ];
    for (const [label, request, code] of cases) {
      await expect(placeSlip(db, member, `refused-${label}`, request, now), label).rejects.toMatchObject({
        code,
      });
    }
    expect(await balanceOf(db, main)).toBe(50_00n);
    const bets = await db
      .selectFrom('lottery_bets')
      .select('id')
      .where('member_id', '=', member.memberId)
      .execute();
    expect(bets).toEqual([]);
    await expectLedgerHealthy(db);
  });

  it('keeps a member within the per-draw limit across slips', async () => {
    const { member, main } = await fundedMember(db, merchant, 'per-draw', 100_000_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:03:05'));
    const big = {
      selections: [{ playType: 'fixed-position', selection: SURE, unitAmount: 100n, multiplier: 1000 }],
    };
    await placeSlip(
      db,
      member,
      'per-draw-1',
      slip(draw.period, game.oddsVersion, big),
      at('2026-11-25T00:03:10'),
    );
    await placeSlip(
      db,
      member,
      'per-draw-2',
      slip(draw.period, game.oddsVersion, big),
      at('2026-11-25T00:03:10'),
    );
    await expect(
      placeSlip(db, member, 'per-draw-3', slip(draw.period, game.oddsVersion), at('2026-11-25T00:03:10')),
    ).rejects.toMatchObject({ code: 'lottery.stake.limit' });
    expect(await balanceOf(db, main)).toBe(100_000_00n - 2_000_000n);
  });

  it('refuses a bet on a cancelled draw, and refunds the bets it had', async () => {
    const { member, main } = await fundedMember(db, merchant, 'cancelled', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:04:05'));
    await placeSlip(
      db,
      member,
      'cancelled-1',
      slip(draw.period, game.oddsVersion),
      at('2026-11-25T00:04:10'),
    );
    const staff = await staffSession(db, 'lottery-cancel');
    await cancelDrawByStaff(
      db,
      staff,
      merchant.id,
      { gameCode, period: draw.period, reason: 'feed outage' },
      at('2026-11-25T00:04:20'),
    );
    await expect(
      placeSlip(db, member, 'cancelled-2', slip(draw.period, game.oddsVersion), at('2026-11-25T00:04:21')),
    ).rejects.toMatchObject({ code: 'lottery.draw.cancelled' });
    expect(await runLotteryJobs(db, at('2026-11-25T00:04:30'))).toMatchObject({ settled: 1 });
    expect(await balanceOf(db, main)).toBe(100_00n);
    const bets = await db
      .selectFrom('lottery_bets')
      .select(['status', 'refunded'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(bets).toEqual([{ status: 'refunded', refunded: 10_00n }]);
    await expectLedgerHealthy(db);
  });
});

describe('idempotency and cancellation', () => {
  it('answers a replayed key with the first slip, and another slip under it with a conflict', async () => {
    const { member, main } = await fundedMember(db, merchant, 'replay', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:05:05'));
    const request = slip(draw.period, game.oddsVersion);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeSlip(db, member, 'replay-key', request, at('2026-11-25T00:05:10')),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await balanceOf(db, main)).toBe(90_00n);
    await expect(
      placeSlip(
        db,
        member,
        'replay-key',
        slip(draw.period, game.oddsVersion, { oddsVersion: 99 }),
        at('2026-11-25T00:05:11'),
      ),
    ).rejects.toMatchObject({ code: 'idempotency.conflict' });
    await expectLedgerHealthy(db);
  });

  it('answers every copy of a slip the wallet cannot pay with the same refusal, moving nothing', async () => {
    const { member, main } = await fundedMember(db, merchant, 'replay-poor', 5_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:05:20'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        placeSlip(db, member, 'replay-poor', slip(draw.period, game.oddsVersion), at('2026-11-25T00:05:25')),
      ),
    );
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'funds.insufficient' } });
    expect(await balanceOf(db, main)).toBe(5_00n);
    await expectLedgerHealthy(db);
  });

  it("cancels an open bet before the close only, and only the member's own", async () => {
    const { member, main } = await fundedMember(db, merchant, 'canceller', 100_00n);
    const other = await fundedMember(db, merchant, 'other-member', 0n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:06:05'));
    const first = await placeSlip(
      db,
      member,
      'cancel-1',
      slip(draw.period, game.oddsVersion),
      at('2026-11-25T00:06:10'),
    );
    const second = await placeSlip(
      db,
      member,
      'cancel-2',
      slip(draw.period, game.oddsVersion),
      at('2026-11-25T00:06:10'),
    );
    const firstBet = first.bets[0]?.id ?? 0n;
    const secondBet = second.bets[0]?.id ?? 0n;
    await expect(cancelBet(db, other.member, firstBet, at('2026-11-25T00:06:20'))).rejects.toMatchObject({
      code: 'lottery.bet.not.cancellable',
    });
    await cancelBet(db, member, firstBet, at('2026-11-25T00:06:20'));
    await expect(cancelBet(db, member, firstBet, at('2026-11-25T00:06:21'))).rejects.toMatchObject({
      code: 'lottery.bet.not.cancellable',
    });
    expect(await balanceOf(db, main)).toBe(90_00n);
    await runLotteryJobs(db, at('2026-11-25T00:06:50'));
    await expect(cancelBet(db, member, secondBet, at('2026-11-25T00:06:51'))).rejects.toMatchObject({
      code: 'lottery.bet.not.cancellable',
    });
    await runLotteryJobs(db, at('2026-11-25T00:07:00'));
    await expectLedgerHealthy(db);
  });

  it('answers a replayed chase slip with the bets it placed at first (as they stand now), not the draws the chase bought since', async () => {
    const { member } = await fundedMember(db, merchant, 'replay-chase', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:10:05'));
    const request = slip(draw.period, game.oddsVersion, { chase: { draws: 3, stopOnWin: false } });
    const first = await placeSlip(db, member, 'replay-chase', request, at('2026-11-25T00:10:10'));
    await runLotteryJobs(db, at('2026-11-25T00:11:00'));
    const replay = await placeSlip(db, member, 'replay-chase', request, at('2026-11-25T00:11:05'));
    expect(replay).toMatchObject({ slipId: first.slipId, chaseId: first.chaseId });
    expect(replay.bets.map(({ id }) => id)).toEqual(first.bets.map(({ id }) => id));
  });
});

describe('slips at once', () => {
  it('lets no burst of slips at once past the per-draw limit', async () => {
    const { member, main } = await fundedMember(db, merchant, 'burst', 100_000_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:12:05'));
    const big = {
      selections: [{ playType: 'fixed-position', selection: SURE, unitAmount: 100n, multiplier: 1000 }],
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        placeSlip(
          db,
          member,
          `burst-${index}`,
          slip(draw.period, game.oddsVersion, big),
          at('2026-11-25T00:12:10'),
        ),
      ),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(2);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'lottery.stake.limit' });
    expect(await balanceOf(db, main)).toBe(100_000_00n - 2_000_000n);
    await expectLedgerHealthy(db);
  });
});

describe('after downtime', () => {
  it('draws and settles every draw that came due while no instance ran, and lays out none in the past', async () => {
    const { member, main } = await fundedMember(db, merchant, 'downtime', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-25T00:20:05'));
    const placed = await placeSlip(
      db,
      member,
      'downtime-1',
      slip(draw.period, game.oddsVersion),
      at('2026-11-25T00:20:10'),
    );
    const back = at('2026-11-25T02:00:30');
    const run = await runLotteryJobs(db, back);
    expect(run.drawn).toBeGreaterThanOrEqual(10);
    expect(run.settled).toBe(1);
    const stale = await db
      .selectFrom('lottery_draws')
      .select(['period', 'status'])
      .where('draws_at', '<=', back)
      .where('status', 'not in', ['settled', 'cancelled'])
      .execute();
    expect(stale).toEqual([]);
    const missed = await db
      .selectFrom('lottery_draws')
      .select('period')
      .where('draws_at', '>', at('2026-11-25T00:31:00'))
      .where('draws_at', '<=', back)
      .execute();
    expect(missed).toEqual([]);
    const bet = await db
      .selectFrom('lottery_bets')
      .select(['status', 'win'])
      .where('id', '=', placed.bets[0]?.id ?? 0n)
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('won');
    expect(await balanceOf(db, main)).toBe(100_00n - 10_00n + bet.win);
    const now = await currentDrawAt(db, merchant, gameCode, back);
    expect(now.draw).toMatchObject({ period: '20261125-0121', status: 'open' });
    await expectLedgerHealthy(db);
  });
});

describe('a deleted member', () => {
  it("takes the member's slips, chases and bets along, and only the member's", async () => {
    const draw = await db
      .selectFrom('lottery_draws')
      .select(['id', 'game_id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const gone = await testMember(db, merchant.id, 'deleted1');
    const kept = await testMember(db, merchant.id, 'deleted2');
    // Written as a slip writes them, without money: a member with ledger accounts is never deleted.
    for (const memberId of [gone, kept])
      await sql`
        WITH slip AS (
          INSERT INTO lottery_slips (merchant_id, member_id, idempotency_key, fingerprint)
          VALUES (${merchant.id}, ${memberId}, 'deleted', '\\x00') RETURNING id
        ),
        chase AS (
          INSERT INTO lottery_chases (merchant_id, member_id, game_id, slip_id, selections, stake_per_draw,
            draws_total, draws_placed, stop_on_win, odds_version)
          SELECT ${merchant.id}, ${memberId}, ${draw.game_id}, slip.id, '[]', 100, 2, 1, false, 1 FROM slip
          RETURNING id, slip_id
        )
        INSERT INTO lottery_bets (merchant_id, member_id, draw_id, slip_id, chase_id, play_type, selection,
          bet_count, unit_amount, multiplier, stake, odds_version, prize_mode, placed_at)
        SELECT ${merchant.id}, ${memberId}, ${draw.id}, chase.slip_id, chase.id, 'fixed-position', '[]', 1, 100, 1, 100,
          1, 'Elott', now()
        FROM chase`.execute(db);
    await db.deleteFrom('members').where('id', '=', gone).execute();
    const left = async (table: 'lottery_slips' | 'lottery_chases' | 'lottery_bets') =>
      (await db.selectFrom(table).select('member_id').where('member_id', 'in', [gone, kept]).execute()).map(
        ({ member_id }) => member_id,
      );
    expect(await left('lottery_slips')).toEqual([kept]);
    expect(await left('lottery_chases')).toEqual([kept]);
    expect(await left('lottery_bets')).toEqual([kept]);
  });
});
