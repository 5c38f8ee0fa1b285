import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand, staffSession } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { accountFor } from '../ledger/service.ts';
import { moneyMessages } from '../member-messages/service.ts';
import { placeSlip, type SlipRequest, stopChase } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { setGameSettings } from './game-settings.ts';
import { approveResult, cancelDrawByStaff, enterResult, importResults } from './results.ts';
import { oddsOf, type PrizeMode } from './rules/index.ts';
import { addLotteryGames, lotteryResults, memberChases } from './service.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;
let gameCode: string;

const at = (text: string) => new Date(`${text}+08:00`);
const SURE = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []];
const LONG_SHOT = [[1], [2], [3], [4], [5]];
/** Each slip below stakes 10.00 a draw. */
const STAKE = 10_00n;

function chaseSlip(
  period: string,
  oddsVersion: number,
  chase: { draws: number; stopOnWin: boolean },
  selection = LONG_SHOT,
): SlipRequest {
  const isSure = selection === SURE;
  return {
    gameCode,
    period,
    oddsVersion,
    selections: [
      {
        playType: isSure ? 'fixed-position' : 'five-direct',
        selection,
        unitAmount: isSure ? 100n : 10_00n,
        multiplier: 1,
      },
    ],
    chase,
  };
}

const betsOf = (memberId: bigint) =>
  db
    .selectFrom('lottery_bets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_bets.draw_id')
    .select(['lottery_draws.period', 'lottery_bets.status'])
    .where('lottery_bets.member_id', '=', memberId)
    .orderBy('lottery_draws.period')
    .execute();

/** What the member's bets won in all. */
async function winsOf(memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('lottery_bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('win'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ merchant, gameCode } = await lotteryBrand(db));
});
afterAll(() => database.close());

describe('chase', () => {
  it('holds the later draws, bets one draw after another from the hold, and ends done', async () => {
    const { member, main } = await fundedMember(db, merchant, 'chaser', 100_00n);
    const hold = await accountFor(db, merchant, 'member.held', {
      memberId: member.memberId,
      subKey: 'lottery-chase',
    });
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-26T10:00:05'));
    await placeSlip(
      db,
      member,
      'chase-1',
      chaseSlip(draw.period, game.oddsVersion, { draws: 3, stopOnWin: false }),
      at('2026-11-26T10:00:10'),
    );
    expect(await balanceOf(db, main)).toBe(100_00n - 3n * STAKE);
    expect(await balanceOf(db, hold)).toBe(2n * STAKE);
    // Several runners at the opening of each next draw place its bet once.
    await Promise.all([1, 2, 3].map(() => runLotteryJobs(db, at('2026-11-26T10:01:00'))));
    expect(await balanceOf(db, hold)).toBe(STAKE);
    await runLotteryJobs(db, at('2026-11-26T10:02:00'));
    await runLotteryJobs(db, at('2026-11-26T10:03:00'));
    await runLotteryJobs(db, at('2026-11-26T10:04:00'));
    expect(await balanceOf(db, hold)).toBe(0n);
    expect((await betsOf(member.memberId)).map(({ period }) => period)).toEqual([
      '20261126-0601',
      '20261126-0602',
      '20261126-0603',
    ]);
    const { chases } = await memberChases(db, merchant, member.memberId);
    expect(chases[0]).toMatchObject({ status: 'done', drawsTotal: 3, drawsPlaced: 3 });
    await expectLedgerHealthy(db);
  });

  it('gives back the draws not yet bet on when the member stops it', async () => {
    const { member, main } = await fundedMember(db, merchant, 'stopper', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-26T11:00:05'));
    const placed = await placeSlip(
      db,
      member,
      'chase-stop',
      chaseSlip(draw.period, game.oddsVersion, { draws: 5, stopOnWin: false }),
      at('2026-11-26T11:00:10'),
    );
    await runLotteryJobs(db, at('2026-11-26T11:01:00'));
    await stopChase(db, member, placed.chaseId ?? 0n, at('2026-11-26T11:01:05'));
    await expect(
      stopChase(db, member, placed.chaseId ?? 0n, at('2026-11-26T11:01:06')),
    ).rejects.toMatchObject({
      code: 'lottery.chase.not.found',
    });
    await runLotteryJobs(db, at('2026-11-26T11:02:00'));
    await runLotteryJobs(db, at('2026-11-26T11:03:00'));
    expect(await betsOf(member.memberId)).toHaveLength(2);
    expect(await balanceOf(db, main)).toBe(100_00n - 2n * STAKE + (await winsOf(member.memberId)));
    await expectLedgerHealthy(db);
  });

  it('refuses to stop another member’s chase, saying nothing of it', async () => {
    const { member } = await fundedMember(db, merchant, 'chase-owner', 100_00n);
    const other = await fundedMember(db, merchant, 'chase-stranger', 0n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-26T12:00:05'));
    const placed = await placeSlip(
      db,
      member,
      'chase-own',
      chaseSlip(draw.period, game.oddsVersion, { draws: 2, stopOnWin: false }),
      at('2026-11-26T12:00:10'),
    );
    await expect(
      stopChase(db, other.member, placed.chaseId ?? 0n, at('2026-11-26T12:00:20')),
    ).rejects.toMatchObject({
      code: 'lottery.chase.not.found',
    });
  });

  it('stops after a win when asked, giving back the rest', async () => {
    const { member, main } = await fundedMember(db, merchant, 'stop-on-win', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-26T13:00:05'));
    await placeSlip(
      db,
      member,
      'chase-win',
      chaseSlip(draw.period, game.oddsVersion, { draws: 6, stopOnWin: true }, SURE),
      at('2026-11-26T13:00:10'),
    );
    // The first draw's bet wins whatever is drawn; the second draw opened at the same moment and was bet on.
    await runLotteryJobs(db, at('2026-11-26T13:01:00'));
    await runLotteryJobs(db, at('2026-11-26T13:02:00'));
    await runLotteryJobs(db, at('2026-11-26T13:03:00'));
    const bets = await betsOf(member.memberId);
    expect(bets.map(({ status }) => status)).toEqual(['won', 'won']);
    const { chases } = await memberChases(db, merchant, member.memberId);
    expect(chases[0]).toMatchObject({ status: 'won', drawsPlaced: 2 });
    expect(await balanceOf(db, main)).toBe(100_00n - 2n * STAKE + (await winsOf(member.memberId)));
    await expectLedgerHealthy(db);
  });
});

describe('official results with four eyes', () => {
  const OFFICIAL = 'TEST_SSC_DAILY';
  const period = '20261127-2000';

  beforeAll(async () => {
    await addLotteryGames(db, merchant.id, [
      {
        code: OFFICIAL,
        name: 'Daily SSC',
        family: 'SSC',
        kind: 'LOTT',
        prizeMode: 'Lott',
        groupCode: 'SSC',
        groupLabel: 'Time Lottery',
        intervalSeconds: null,
        scheduleTimes: ['20:00'],
        closeSeconds: 600,
        minStake: 100n,
        maxStake: 1_000_000n,
        maxStakePerDraw: 2_000_000n,
        sortOrder: 1,
      },
    ]);
  });

  it('applies a result only when a second staff member approves it, then settles the draw', async () => {
    const { member, main } = await fundedMember(db, merchant, 'official', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, OFFICIAL, at('2026-11-27T12:00:00'));
    expect(draw).toMatchObject({ period, seedHash: null });
    await placeSlip(
      db,
      member,
      'official-1',
      {
        gameCode: OFFICIAL,
        period,
        oddsVersion: game.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[3], [], [], [], []], unitAmount: 10_00n, multiplier: 1 },
        ],
      },
      at('2026-11-27T12:00:10'),
    );
    const first = await staffSession(db, 'results-first');
    const second = await staffSession(db, 'results-second');
    const ref = { gameCode: OFFICIAL, period };
    const entered = { ...ref, balls: [3, 1, 4, 1, 5] };
    await expect(
      enterResult(db, first, merchant.id, { ...ref, balls: [3, 1, 4, 1, 5] }),
    ).rejects.toMatchObject({
      code: 'lottery.result.state',
    });
    await runLotteryJobs(db, at('2026-11-27T19:50:00'));
    await expect(enterResult(db, first, merchant.id, { ...ref, balls: [3, 1, 4, 1] })).rejects.toMatchObject({
      code: 'lottery.result.invalid',
    });
    await expect(
      enterResult(db, first, merchant.id, { ...ref, balls: [3, 1, 4, 1, 10] }),
    ).rejects.toMatchObject({
      code: 'lottery.result.invalid',
    });
    await enterResult(db, first, merchant.id, { ...ref, balls: [3, 1, 4, 1, 5] });
    await expect(
      approveResult(db, first, merchant.id, entered, at('2026-11-27T20:05:00')),
    ).rejects.toMatchObject({
      code: 'lottery.result.same.operator',
    });
    await runLotteryJobs(db, at('2026-11-27T20:05:00'));
    expect((await lotteryResults(db, merchant, { gameCode: OFFICIAL, page: 1, pageSize: 1 })).draws).toEqual(
      [],
    );
    await approveResult(db, second, merchant.id, entered, at('2026-11-27T20:06:00'));
    await expect(
      approveResult(db, second, merchant.id, entered, at('2026-11-27T20:06:01')),
    ).rejects.toMatchObject({
      code: 'lottery.result.state',
    });
    expect(await runLotteryJobs(db, at('2026-11-27T20:06:05'))).toMatchObject({ settled: 1 });
    const [result] = (await lotteryResults(db, merchant, { gameCode: OFFICIAL, page: 1, pageSize: 1 })).draws;
    expect(result).toMatchObject({ period, status: 'settled', balls: [3, 1, 4, 1, 5], seed: null });
    expect(await balanceOf(db, main)).toBeGreaterThan(100_00n);
    const actions = await db
      .selectFrom('staff_actions')
      .select(['action', 'operator_id'])
      .where('action', 'like', 'lottery.result.%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'lottery.result.enter', operator_id: first.operatorId },
      { action: 'lottery.result.approve', operator_id: second.operatorId },
    ]);
    await expectLedgerHealthy(db);
  });

  const resultsOf = (drawPeriod: string) =>
    db
      .selectFrom('lottery_results')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_results.draw_id')
      .select(['lottery_results.balls', 'lottery_results.entered_by', 'lottery_results.approved_by'])
      .where('lottery_draws.period', '=', drawPeriod)
      .executeTakeFirst();

  it('takes an import as its importer’s entry: a colleague approves it, never the importer', async () => {
    const importer = await staffSession(db, 'results-import');
    const colleague = await staffSession(db, 'results-import-check');
    const next = '20261128-2000';
    const ref = { gameCode: OFFICIAL, period: next };
    await runLotteryJobs(db, at('2026-11-28T19:55:00'));
    expect(await importResults(db, importer, merchant.id, [{ ...ref, balls: [0, 0, 0, 0, 0] }])).toBe(1);
    expect(await resultsOf(next)).toMatchObject({ entered_by: importer.operatorId, approved_by: null });
    await expect(
      approveResult(db, importer, merchant.id, { ...ref, balls: [0, 0, 0, 0, 0] }, at('2026-11-28T20:01:00')),
    ).rejects.toMatchObject({ code: 'lottery.result.same.operator' });
    await approveResult(
      db,
      colleague,
      merchant.id,
      { ...ref, balls: [0, 0, 0, 0, 0] },
      at('2026-11-28T20:01:00'),
    );
    await runLotteryJobs(db, at('2026-11-28T20:01:05'));
    const [result] = (await lotteryResults(db, merchant, { gameCode: OFFICIAL, page: 1, pageSize: 1 })).draws;
    expect(result).toMatchObject({ period: next, status: 'settled', balls: [0, 0, 0, 0, 0] });
    await expectLedgerHealthy(db);
  });

  it('never replaces a colleague’s pending entry, and approves only the balls the approver saw', async () => {
    const first = await staffSession(db, 'results-pending-first');
    const second = await staffSession(db, 'results-pending-second');
    const next = '20261129-2000';
    const ref = { gameCode: OFFICIAL, period: next };
    await runLotteryJobs(db, at('2026-11-29T19:55:00'));
    await enterResult(db, first, merchant.id, { ...ref, balls: [1, 1, 1, 1, 1] });
    await expect(
      enterResult(db, second, merchant.id, { ...ref, balls: [2, 2, 2, 2, 2] }),
    ).rejects.toMatchObject({
      code: 'lottery.result.pending',
    });
    await expect(
      importResults(db, second, merchant.id, [{ ...ref, balls: [2, 2, 2, 2, 2] }]),
    ).rejects.toMatchObject({ code: 'lottery.result.pending' });
    expect(await resultsOf(next)).toMatchObject({ balls: [1, 1, 1, 1, 1], entered_by: first.operatorId });
    // Its author may correct an entry while it waits; an approval of what was shown before is refused.
    await enterResult(db, first, merchant.id, { ...ref, balls: [3, 3, 3, 3, 3] });
    await expect(
      approveResult(db, second, merchant.id, { ...ref, balls: [1, 1, 1, 1, 1] }, at('2026-11-29T20:01:00')),
    ).rejects.toMatchObject({ code: 'lottery.result.changed' });
    await approveResult(
      db,
      second,
      merchant.id,
      { ...ref, balls: [3, 3, 3, 3, 3] },
      at('2026-11-29T20:01:00'),
    );
    expect(await resultsOf(next)).toMatchObject({
      balls: [3, 3, 3, 3, 3],
      entered_by: first.operatorId,
      approved_by: second.operatorId,
    });
  });

  it('takes one of two entries made at once, and one of two approvals made at once, paying once', async () => {
    const { member, main } = await fundedMember(db, merchant, 'official-race', 100_00n);
    const next = '20261130-2000';
    const ref = { gameCode: OFFICIAL, period: next };
    const { game } = await currentDrawAt(db, merchant, OFFICIAL, at('2026-11-30T12:00:00'));
    await placeSlip(
      db,
      member,
      'official-race',
      {
        ...ref,
        oddsVersion: game.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: 10_00n, multiplier: 1 },
        ],
      },
      at('2026-11-30T12:00:10'),
    );
    await runLotteryJobs(db, at('2026-11-30T19:55:00'));
    const staff = await Promise.all(
      ['race-a', 'race-b', 'race-c', 'race-d'].map((account) => staffSession(db, account)),
    );
    const [a, b, c, d] = staff as [OperatorSession, OperatorSession, OperatorSession, OperatorSession];
    const entries = await Promise.allSettled([
      enterResult(db, a, merchant.id, { ...ref, balls: [7, 0, 0, 0, 0] }),
      enterResult(db, b, merchant.id, { ...ref, balls: [8, 0, 0, 0, 0] }),
    ]);
    expect(entries.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(entries.find(({ status }) => status === 'rejected')).toMatchObject({
      reason: { code: 'lottery.result.pending' },
    });
    const pending = await resultsOf(next);
    const balls = pending?.balls ?? [];
    const approvals = await Promise.allSettled(
      [c, d].map((approver) =>
        approveResult(db, approver, merchant.id, { ...ref, balls }, at('2026-11-30T20:01:00')),
      ),
    );
    expect(approvals.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(approvals.find(({ status }) => status === 'rejected')).toMatchObject({
      reason: { code: 'lottery.result.state' },
    });
    await Promise.all([1, 2, 3].map(() => runLotteryJobs(db, at('2026-11-30T20:01:05'))));
    const [bet] = await db
      .selectFrom('lottery_bets')
      .select(['status', 'win'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(bet?.status).toBe(balls[0] === 7 ? 'won' : 'lost');
    expect(await balanceOf(db, main)).toBe(100_00n - 10_00n + (bet?.win ?? 0n));
    await expectLedgerHealthy(db);
  });
});

describe('a prize mode change', () => {
  const winOf = (mode: PrizeMode) => (100n * BigInt(oddsOf('SSC', 'fixed-position', 'win', mode))) / 10_000n;
  const setPrizeMode = async (prizeMode: PrizeMode) => {
    const staff = await staffSession(db, `odds-${prizeMode}-${Date.now()}`);
    return setGameSettings(db, staff, merchant, { merchant: merchant.code, gameCode, prizeMode });
  };
  const sureSlip = (period: string, oddsVersion: number): SlipRequest => ({
    gameCode,
    period,
    oddsVersion,
    selections: [{ playType: 'fixed-position', selection: SURE, unitAmount: 100n, multiplier: 1 }],
  });

  it('pays a bet at the odds it was placed under, and a bet placed after the change at the new ones', async () => {
    // The two modes pay this bet differently, so paying the wrong one shows.
    expect(winOf('Elott')).not.toBe(winOf('SEA'));
    const { member, main } = await fundedMember(db, merchant, 'odds-bettor', 100_00n);
    const before = await currentDrawAt(db, merchant, gameCode, at('2026-12-01T10:00:05'));
    expect(before.game.prizeMode).toBe('Elott');
    await placeSlip(
      db,
      member,
      'odds-before',
      sureSlip(before.draw.period, before.game.oddsVersion),
      at('2026-12-01T10:00:10'),
    );
    const settings = await setPrizeMode('SEA');
    await expect(
      placeSlip(
        db,
        member,
        'odds-stale',
        sureSlip(before.draw.period, before.game.oddsVersion),
        at('2026-12-01T10:00:20'),
      ),
    ).rejects.toMatchObject({ code: 'lottery.odds.changed' });
    await placeSlip(
      db,
      member,
      'odds-after',
      sureSlip(before.draw.period, settings.oddsVersion),
      at('2026-12-01T10:00:30'),
    );
    await runLotteryJobs(db, at('2026-12-01T10:01:05'));
    const bets = await db
      .selectFrom('lottery_bets')
      .innerJoin('lottery_slips', 'lottery_slips.id', 'lottery_bets.slip_id')
      .select(['lottery_slips.idempotency_key', 'lottery_bets.status', 'lottery_bets.win'])
      .where('lottery_bets.member_id', '=', member.memberId)
      .orderBy('lottery_bets.id')
      .execute();
    expect(bets).toEqual([
      { idempotency_key: 'odds-before', status: 'won', win: winOf('Elott') },
      { idempotency_key: 'odds-after', status: 'won', win: winOf('SEA') },
    ]);
    expect(await balanceOf(db, main)).toBe(100_00n - 2n * 10_00n + winOf('Elott') + winOf('SEA'));
    await expectLedgerHealthy(db);
  });

  it('stops a chase at its next draw, buying nothing at the new odds, gives the rest back and tells the member', async () => {
    const { member, main } = await fundedMember(db, merchant, 'odds-chaser', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-12-01T11:00:05'));
    const placed = await placeSlip(
      db,
      member,
      'odds-chase',
      chaseSlip(draw.period, game.oddsVersion, { draws: 5, stopOnWin: false }),
      at('2026-12-01T11:00:10'),
    );
    await runLotteryJobs(db, at('2026-12-01T11:01:00'));
    expect(await betsOf(member.memberId)).toHaveLength(2);
    await setPrizeMode(game.prizeMode === 'SEA' ? 'Elott' : 'SEA');
    await runLotteryJobs(db, at('2026-12-01T11:02:00'));
    await runLotteryJobs(db, at('2026-12-01T11:03:00'));
    expect(await betsOf(member.memberId)).toHaveLength(2);
    const { chases } = await memberChases(db, merchant, member.memberId);
    expect(chases[0]).toMatchObject({ chaseId: String(placed.chaseId), status: 'stopped', drawsPlaced: 2 });
    const stopped = await db
      .selectFrom('lottery_chases')
      .select('stop_reason')
      .where('id', '=', placed.chaseId ?? 0n)
      .executeTakeFirstOrThrow();
    expect(stopped.stop_reason).toBe('odds');
    const { messages } = await moneyMessages(db, merchant, member.memberId, { page: 1, pageSize: 10 });
    expect(messages).toMatchObject([{ kind: 'lottery.chase.odds', amount: '30.00' }]);
    expect(await balanceOf(db, main)).toBe(100_00n - 2n * STAKE + (await winsOf(member.memberId)));
    await expectLedgerHealthy(db);
  });
});

describe('cancelling a closed draw', () => {
  it('takes a second staff member, as a result does: betting is over and the result may be known', async () => {
    const { member, main } = await fundedMember(db, merchant, 'closed-cancel', 100_00n);
    const period = '20261202-2000';
    const ref = { gameCode: 'TEST_SSC_DAILY', period, reason: 'feed outage' };
    const { game } = await currentDrawAt(db, merchant, ref.gameCode, at('2026-12-02T12:00:00'));
    await placeSlip(
      db,
      member,
      'closed-cancel',
      {
        gameCode: ref.gameCode,
        period,
        oddsVersion: game.oddsVersion,
        selections: [{ playType: 'five-direct', selection: LONG_SHOT, unitAmount: 10_00n, multiplier: 1 }],
      },
      at('2026-12-02T12:00:10'),
    );
    await runLotteryJobs(db, at('2026-12-02T19:55:00'));
    const [first, second] = [await staffSession(db, 'cancel-first'), await staffSession(db, 'cancel-second')];
    const statusOf = async () =>
      (
        await db
          .selectFrom('lottery_draws')
          .select('status')
          .where('period', '=', period)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await cancelDrawByStaff(db, first, merchant.id, ref, at('2026-12-02T19:56:00'))).toEqual({
      cancelled: false,
    });
    await expect(
      cancelDrawByStaff(db, first, merchant.id, ref, at('2026-12-02T19:56:10')),
    ).rejects.toMatchObject({
      code: 'lottery.cancel.same.operator',
    });
    expect(await statusOf()).toBe('closed');
    expect(await cancelDrawByStaff(db, second, merchant.id, ref, at('2026-12-02T19:57:00'))).toEqual({
      cancelled: true,
    });
    await runLotteryJobs(db, at('2026-12-02T19:58:00'));
    expect(await balanceOf(db, main)).toBe(100_00n);
    const actions = await db
      .selectFrom('staff_actions')
      .select(['action', 'operator_id'])
      .where('action', 'like', 'lottery.draw.cancel%')
      .where('operator_id', 'in', [first.operatorId, second.operatorId])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'lottery.draw.cancel.request', operator_id: first.operatorId },
      { action: 'lottery.draw.cancel', operator_id: second.operatorId },
    ]);
    await expectLedgerHealthy(db);
  });
});
