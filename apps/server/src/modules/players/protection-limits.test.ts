import { ZDeposit } from '@platform/contracts/deposits/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { ZLimits, ZPlayerLimits, ZRealityCheck } from '@platform/contracts/protection/limit-schemas';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { testClient } from '../../test/api-client.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { withHumanCheck } from '../../test/human-check.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand, staffSession } from '../../test/lottery.ts';
import { registeredMember, TEST_PASSWORD } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { depositedInWindow } from '../deposits/service.ts';
import { accountFor } from '../ledger/service.ts';
import { placeSlip, type SlipRequest, stopChase } from '../lottery/betting.ts';
import { runLotteryJobs } from '../lottery/draws.ts';
import { cancelDrawByStaff } from '../lottery/results.ts';
import { changeLimit, checkDeposit, memberLimits, recordPlayTime } from '../protection/limits.ts';
import { periodOf } from '../protection/limits-rules.ts';
import { createMerchant } from '../system/service.ts';
import { askPlayerRealityCheck } from './protection-limits.ts';

let server: TestServer;
let demo: Merchant;
let walletCall: ReturnType<typeof houseWalletClient>;
let members = 0;

beforeAll(async () => {
  server = await startTestServer();
  walletCall = houseWalletClient(server);
  ({ merchant: demo } = await lotteryBrand(server.database.db));
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const HOUR_MS = 3_600_000;
const { call } = testClient(() => server);
const failureOf = async (response: Response) => ZFailure.parse(await response.json());
const limitsOf = async (response: Response) => ZSuccess(ZLimits).parse(await response.json()).value;

/** A member of the demo brand holding 100.00 in the main wallet, with a launch of the dice game. */
async function player() {
  const { db } = server.database;
  members += 1;
  const memberId = await testMember(db, demo.id, `limits${members}`);
  const main = await accountFor(db, demo, 'member.main', { memberId });
  await deposit(db, demo, main, 100_00n, `limits-${members}`);
  const token = await houseGameToken(db, { merchantId: demo.id, memberId }, HOUSE_GAMES.dice);
  const tag = `lim${members}`;
  const debit = (roundId: string, transactionId: string, amount: string) =>
    walletCall('debit', {
      token,
      playerId: `P${memberId}`,
      gameCode: HOUSE_GAMES.dice,
      roundId,
      transactionId,
      amount,
      currency: 'USD',
    });
  return { memberId, main, tag, debit };
}

const limit = (
  memberId: bigint,
  kind: 'deposit' | 'loss' | 'wager',
  amount: bigint | null,
  now = new Date(),
) => changeLimit(server.database.db, demo, memberId, { kind, period: 'day' }, { type: 'set', amount }, now);

describe('a deposit limit', () => {
  it('refuses an order over the daily limit, naming the limit and its reset, and nothing is created', async () => {
    const member = await registeredMember(server, 'limitdeposit1');
    const set = await call(member.token, 'POST', '/wps/member/protection/limits', {
      kind: 'deposit',
      period: 'day',
      amount: '50.00',
    });
    expect((await limitsOf(set)).limits).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        amount: '50.00',
        pending: null,
        used: '0.00',
      }),
    ]);
    const refused = await call(member.token, 'POST', '/wps/deposits', {
      requestId: 'limit-deposit-1',
      method: 'bank-transfer',
      amount: '60.00',
      reference: 'An Nguyen',
    });
    expect(refused.status).toBe(403);
    const failure = await failureOf(refused);
    expect(failure.errorCode).toBe('protection.limit.deposit');
    expect(failure.message).toContain('50.00');
    const orders = await server.database.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(orders).toEqual([]);
    const within = await call(member.token, 'POST', '/wps/deposits', {
      requestId: 'limit-deposit-2',
      method: 'bank-transfer',
      amount: '40.00',
      reference: 'An Nguyen',
    });
    expect(within.status).toBe(200);
  });

  it('takes a raise only after the cooldown and the player confirming it; a lower one at once', async () => {
    const { db } = server.database;
    const { memberId } = await player();
    const start = new Date('2026-03-10T02:00:00Z');
    await limit(memberId, 'deposit', 50_00n, start);
    const raised = await limit(memberId, 'deposit', 500_00n, new Date(start.getTime() + HOUR_MS));
    expect(raised.after).toMatchObject({ amount: 50_00n, pending: { amount: 500_00n } });
    await expect(
      checkDeposit(db, demo, memberId, 100_00n, new Date(start.getTime() + 2 * HOUR_MS), depositedInWindow),
    ).rejects.toThrow('protection.limit.deposit');
    const early = new Date(start.getTime() + 24 * HOUR_MS);
    const target = { kind: 'deposit', period: 'day' } as const;
    await expect(changeLimit(db, demo, memberId, target, { type: 'confirm' }, early)).rejects.toThrow(
      'protection.limit.not.due',
    );
    // Still the old limit the day after, unconfirmed.
    const dayAfter = new Date(start.getTime() + 26 * HOUR_MS);
    await expect(checkDeposit(db, demo, memberId, 100_00n, dayAfter, depositedInWindow)).rejects.toThrow(
      'protection.limit.deposit',
    );
    await changeLimit(db, demo, memberId, target, { type: 'confirm' }, dayAfter);
    await checkDeposit(db, demo, memberId, 100_00n, dayAfter, depositedInWindow);
    await limit(memberId, 'deposit', 20_00n, dayAfter);
    await expect(checkDeposit(db, demo, memberId, 30_00n, dayAfter, depositedInWindow)).rejects.toThrow(
      'protection.limit.deposit',
    );
  });
  it('counts pending orders: two stacked orders cannot pass it, and a rejected one frees its room', async () => {
    const member = await registeredMember(server, 'limitdeposit2');
    const finance = await staffToken(server, 'limits.finance', { roles: ['finance'] });
    await call(member.token, 'POST', '/wps/member/protection/limits', {
      kind: 'deposit',
      period: 'day',
      amount: '50.00',
    });
    const order = (requestId: string, amount: string) =>
      call(member.token, 'POST', '/wps/deposits', {
        requestId,
        method: 'bank-transfer',
        amount,
        reference: 'An Nguyen',
      });
    const first = await order('limit-stack-1', '30.00');
    expect(first.status).toBe(200);
    const { id } = ZSuccess(ZDeposit).parse(await first.json()).value;
    // Nothing is credited yet, but the first order can still be: the second would pass 50.00.
    const stacked = await order('limit-stack-2', '30.00');
    expect((await failureOf(stacked)).errorCode).toBe('protection.limit.deposit');
    const used = await limitsOf(await call(member.token, 'GET', '/wps/member/protection/limits'));
    expect(used.limits).toEqual([expect.objectContaining({ kind: 'deposit', used: '30.00' })]);
    const rejected = await call(finance, 'POST', '/ops/deposits/reject', {
      merchant: 'demo',
      depositId: id,
      reason: 'No transfer arrived',
    });
    expect(rejected.status).toBe(200);
    expect((await order('limit-stack-3', '30.00')).status).toBe(200);
    expect((await failureOf(await order('limit-stack-4', '20.01'))).errorCode).toBe(
      'protection.limit.deposit',
    );
  });
});

describe('a loss limit on the seamless wallet', () => {
  it('answers a debit over it with the protocol limit code and moves nothing; a win gives room back', async () => {
    const { db } = server.database;
    const who = await player();
    await limit(who.memberId, 'loss', 30_00n);
    expect((await who.debit(`${who.tag}-a`, `${who.tag}-a-d`, '20.00')).body.code).toBe('OK');
    const refused = await who.debit(`${who.tag}-b`, `${who.tag}-b-d`, '15.00');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'RESPONSIBLE_GAMING_LIMIT', balance: '80.00' });
    expect(await balanceOf(db, who.main)).toBe(80_00n);
    const ledgerRows = await db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', 'like', `%${who.tag}-b-d`)
      .execute();
    expect(ledgerRows).toEqual([]);
    // A rollback gives the stake back and its room under the limit with it.
    expect(
      (
        await walletCall('rollback', {
          token: await houseGameToken(db, { merchantId: demo.id, memberId: who.memberId }, HOUSE_GAMES.dice),
          playerId: `P${who.memberId}`,
          gameCode: HOUSE_GAMES.dice,
          roundId: `${who.tag}-a`,
          transactionId: `${who.tag}-a-r`,
          refTransactionId: `${who.tag}-a-d`,
        })
      ).body.code,
    ).toBe('OK');
    expect((await who.debit(`${who.tag}-c`, `${who.tag}-c-d`, '25.00')).body.code).toBe('OK');
  });
});

describe('a loss limit set while the player plays', () => {
  it('counts from the next debit after it commits, though the debits before went in one statement', async () => {
    const { db } = server.database;
    const who = await player();
    // Without a limit each debit is vendor_debit alone; the limit has to reach the next one all the same.
    for (const step of ['a', 'b'])
      expect((await who.debit(`${who.tag}-${step}`, `${who.tag}-${step}-d`, '10.00')).body.code).toBe('OK');
    await limit(who.memberId, 'loss', 30_00n);
    expect((await who.debit(`${who.tag}-c`, `${who.tag}-c-d`, '25.00')).body.code).toBe('OK');
    const refused = await who.debit(`${who.tag}-d`, `${who.tag}-d-d`, '5.01');
    expect(refused.body).toMatchObject({ code: 'RESPONSIBLE_GAMING_LIMIT', balance: '55.00' });
    expect(await balanceOf(db, who.main)).toBe(55_00n);
  });
});

describe('a member without a wager or loss limit', () => {
  it('keeps no usage of their stakes and wins, while the reality check still counts them', async () => {
    const { db } = server.database;
    const member = await registeredMember(server, 'limitnone1');
    const main = await accountFor(db, demo, 'member.main', { memberId: member.id });
    await deposit(db, demo, main, 50_00n, 'limit-none-1');
    await call(member.token, 'GET', '/wps/member/protection/reality-check');
    const token = await houseGameToken(db, { merchantId: demo.id, memberId: member.id }, HOUSE_GAMES.dice);
    const round = { token, playerId: `P${member.id}`, gameCode: HOUSE_GAMES.dice, roundId: 'none-1' };
    const debited = await walletCall('debit', {
      ...round,
      transactionId: 'none-1-d',
      amount: '5.00',
      currency: 'USD',
    });
    expect(debited.body.code).toBe('OK');
    const credited = await walletCall('credit', {
      ...round,
      transactionId: 'none-1-c',
      amount: '3.00',
      currency: 'USD',
      closeRound: true,
    });
    expect(credited.body.code).toBe('OK');
    const usage = await db
      .selectFrom('player_limit_usage')
      .select('day')
      .where('member_id', '=', member.id)
      .execute();
    expect(usage).toEqual([]);
    const check = ZSuccess(ZRealityCheck).parse(
      await (await call(member.token, 'GET', '/wps/member/protection/reality-check')).json(),
    ).value;
    expect(check).toMatchObject({ wagered: '5.00', won: '3.00' });
  });
});

describe('stakes racing for the last of a limit', () => {
  it('lets only one of two parallel slips pass a wager limit, and refuses a slip over it', async () => {
    const { db } = server.database;
    const { member, main } = await fundedMember(db, demo, `limitslip${members}`, 100_00n);
    // Inside a draw's open window, on the test's own clock.
    const now = new Date('2026-11-25T00:00:05+08:00');
    await limit(member.memberId, 'wager', 15_00n, now);
    const { game, draw } = await currentDrawAt(db, demo, 'TEST_SSC_1M', now);
    const slip = (unitAmount: bigint): SlipRequest => ({
      gameCode: 'TEST_SSC_1M',
      period: draw.period,
      oddsVersion: game.oddsVersion,
      selections: [
        { playType: 'fixed-position', selection: [[1], [], [], [], []], unitAmount, multiplier: 1 },
      ],
    });
    const results = await Promise.allSettled([
      placeSlip(db, member, 'race-1', slip(10_00n), now),
      placeSlip(db, member, 'race-2', slip(10_00n), now),
    ]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(String(rejected?.reason)).toContain('protection.limit.wager');
    expect(await balanceOf(db, main)).toBe(90_00n);
    await expect(placeSlip(db, member, 'race-3', slip(6_00n), now)).rejects.toThrow('protection.limit.wager');
    await placeSlip(db, member, 'race-4', slip(5_00n), now);
  });
});

describe('lottery play under a loss limit', () => {
  const GAME = 'TEST_SSC_1M';
  const at = (text: string) => new Date(`${text}+08:00`);
  /** A slip on the draw open at `now`: every digit in the first position wins whatever is drawn. */
  const slipAt = async (now: Date, unitAmount: bigint, digits: number[]): Promise<SlipRequest> => {
    const { game, draw } = await currentDrawAt(server.database.db, demo, GAME, now);
    return {
      gameCode: GAME,
      period: draw.period,
      oddsVersion: game.oddsVersion,
      selections: [
        { playType: 'fixed-position', selection: [digits, [], [], [], []], unitAmount, multiplier: 1 },
      ],
    };
  };
  const EVERY_DIGIT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const lossUsed = async (memberId: bigint, now: Date) =>
    (await memberLimits(server.database.db, demo, memberId, now, depositedInWindow)).find(
      ({ kind, period }) => kind === 'loss' && period === 'day',
    )?.used;

  it('counts a settled win: a member at the limit wins a draw and may stake again', async () => {
    const { db } = server.database;
    const { member } = await fundedMember(db, demo, 'limitlottowin', 100_00n);
    const now = at('2026-11-26T00:00:05');
    await limit(member.memberId, 'loss', 30_00n, now);
    await placeSlip(db, member, 'lotto-win-1', await slipAt(now, 2_50n, EVERY_DIGIT), now);
    const more = await slipAt(now, 10_00n, [1]);
    await expect(placeSlip(db, member, 'lotto-win-2', more, now)).rejects.toThrow('protection.limit.loss');
    // The draw is made and settled a minute later, on the same day.
    const later = new Date(now.getTime() + 2 * 60_000);
    await runLotteryJobs(db, later);
    const [bet] = await db
      .selectFrom('lottery_bets')
      .select(['status', 'win'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(bet?.status).toBe('won');
    const win = bet?.win ?? 0n;
    expect(win).toBeGreaterThan(5_00n);
    expect(await lossUsed(member.memberId, later)).toBe(25_00n - win);
    await placeSlip(db, member, 'lotto-win-3', await slipAt(later, 10_00n, [1]), later);
  });

  it('takes off a refunded stake, but never one staked before the limit was set', async () => {
    const { db } = server.database;
    const { member, main } = await fundedMember(db, demo, 'limitlottorefund', 100_00n);
    const now = at('2026-11-27T00:00:05');
    const second = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const slip = await slipAt(now, 20_00n, [1]);
    // Staked with no limit: nothing counted it, so its refund gives nothing back either.
    await placeSlip(db, member, 'lotto-refund-1', slip, now);
    await limit(member.memberId, 'loss', 30_00n, second(1));
    await placeSlip(db, member, 'lotto-refund-2', await slipAt(second(2), 25_00n, [2]), second(2));
    expect(await lossUsed(member.memberId, second(2))).toBe(25_00n);
    const staff = await staffSession(db, 'limits.lottery');
    const cancelled = await cancelDrawByStaff(
      db,
      staff,
      demo.id,
      { gameCode: GAME, period: slip.period, reason: 'Result feed down' },
      second(3),
    );
    expect(cancelled.cancelled).toBe(true);
    await runLotteryJobs(db, second(4));
    expect(await balanceOf(db, main)).toBe(100_00n);
    expect(await lossUsed(member.memberId, second(4))).toBe(0n);
    // The next draw: the full 30.00 of the limit is free again, and not a cent more.
    const next = second(70);
    await expect(
      placeSlip(db, member, 'lotto-refund-3', await slipAt(next, 30_01n, [1]), next),
    ).rejects.toThrow('protection.limit.loss');
    await placeSlip(db, member, 'lotto-refund-4', await slipAt(next, 30_00n, [1]), next);
  });

  it('gives back the draws a stopped chase had not bought', async () => {
    const { db } = server.database;
    const { member } = await fundedMember(db, demo, 'limitlottochase', 100_00n);
    const now = at('2026-11-28T00:00:05');
    await limit(member.memberId, 'wager', 50_00n, now);
    const chased = { ...(await slipAt(now, 10_00n, [1])), chase: { draws: 3, stopOnWin: false } };
    const { chaseId } = await placeSlip(db, member, 'lotto-chase-1', chased, now);
    await expect(placeSlip(db, member, 'lotto-chase-2', await slipAt(now, 20_01n, [2]), now)).rejects.toThrow(
      'protection.limit.wager',
    );
    await stopChase(db, member, chaseId ?? 0n, new Date(now.getTime() + 1000));
    // 10.00 staked on the first draw; the other two draws' 20.00 came back.
    await placeSlip(db, member, 'lotto-chase-3', await slipAt(now, 40_00n, [2]), now);
  });
});

describe('a session time limit', () => {
  it('refuses a login once the day’s minutes are used, saying the limit and when it resets', async () => {
    const member = await registeredMember(server, 'limitsession1');
    const set = await call(member.token, 'POST', '/wps/member/protection/limits', {
      kind: 'session',
      period: 'day',
      amount: '1',
    });
    expect(set.status).toBe(200);
    const login = async () =>
      server.request('/wps/session/login', {
        method: 'POST',
        headers: { Merchant: 'demo', 'content-type': 'application/json' },
        body: JSON.stringify(
          await withHumanCheck(server.url, 'demo', {
            method: 'POST',
            path: '/wps/session/login',
            body: { username: 'limitsession1', password: TEST_PASSWORD },
          }),
        ),
      });
    expect((await login()).status).toBe(200);
    // The login route reads the server's clock: the minute of play is recorded on the same clock's day.
    const now = new Date();
    await recordPlayTime(server.database.db, demo, member.id, 60, now);
    const refused = await login();
    expect(refused.status).toBe(403);
    const failure = await failureOf(refused);
    expect(failure.errorCode).toBe('protection.limit.session');
    const { resetsAt } = periodOf('day', now, demo.timeZone);
    const resetText = new Intl.DateTimeFormat('sv-SE', {
      timeZone: demo.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(resetsAt);
    expect(failure.message).toBe(
      `You have used today's playing time (1 minutes). It resets at ${resetText} (${demo.timeZone}).`,
    );
  });
});

describe('a reality check', () => {
  it('refuses debits while due, and continuing lifts it', async () => {
    const { db } = server.database;
    const member = await registeredMember(server, 'limitreality1');
    const main = await accountFor(db, demo, 'member.main', { memberId: member.id });
    await deposit(db, demo, main, 50_00n, 'limit-reality-1');
    const interval = await call(member.token, 'POST', '/wps/member/protection/reality-check/interval', {
      minutes: 1,
    });
    expect((await limitsOf(interval)).realityCheck.intervalMinutes).toBe(1);
    const first = ZSuccess(ZRealityCheck).parse(
      await (await call(member.token, 'GET', '/wps/member/protection/reality-check')).json(),
    ).value;
    expect(first.due).toBe(false);
    // A minute of play: the check falls due (the server's clock cannot be moved, the due time can).
    await sql`UPDATE reality_checks SET due_at = now() - interval '1 second' WHERE member_id = ${member.id}`.execute(
      db,
    );
    const due = ZSuccess(ZRealityCheck).parse(
      await (await call(member.token, 'GET', '/wps/member/protection/reality-check')).json(),
    ).value;
    expect(due.due).toBe(true);
    const token = await houseGameToken(db, { merchantId: demo.id, memberId: member.id }, HOUSE_GAMES.dice);
    const debit = (id: string) =>
      walletCall('debit', {
        token,
        playerId: `P${member.id}`,
        gameCode: HOUSE_GAMES.dice,
        roundId: `rc-${id}`,
        transactionId: `rc-${id}-d`,
        amount: '1.00',
        currency: 'USD',
      });
    expect((await debit('1')).body.code).toBe('REALITY_CHECK_DUE');
    expect(await balanceOf(db, main)).toBe(50_00n);
    const continued = ZSuccess(ZRealityCheck).parse(
      await (await call(member.token, 'POST', '/wps/member/protection/reality-check/continue', {})).json(),
    ).value;
    expect(continued.due).toBe(false);
    expect((await debit('2')).body.code).toBe('OK');
    expect(await balanceOf(db, main)).toBe(49_00n);
  });
});

describe('staff and a player’s limits', () => {
  it('may tighten a limit with a reason, audited, never loosen it; the profile change is audited too', async () => {
    const { db } = server.database;
    const { memberId } = await player();
    await limit(memberId, 'loss', 100_00n);
    const admin = await staffToken(server, 'limits.admin', { roles: ['admin'] });
    const staffCall = (method: string, path: string, body?: unknown) =>
      testClient(() => server, { brand: null }).call(admin, method, path, body);
    const tighten = (amount: string) =>
      staffCall('POST', '/ops/players/limits/tighten', {
        merchant: 'demo',
        memberId: String(memberId),
        kind: 'loss',
        period: 'day',
        amount,
        reason: 'Asked by the player on the phone',
      });
    expect((await failureOf(await tighten('150.00'))).errorCode).toBe('protection.limit.not.lower');
    const lowered = ZSuccess(ZPlayerLimits).parse(await (await tighten('40.00')).json()).value;
    expect(lowered.limits).toEqual([expect.objectContaining({ kind: 'loss', amount: '40.00' })]);
    const audit = await db
      .selectFrom('staff_actions')
      .select(['action', 'reason', 'detail'])
      .where('subject', '=', `member:${memberId}`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'player.limit.tighten',
        reason: 'Asked by the player on the phone',
        detail: { kind: 'loss', period: 'day', before: '100.00', after: '40.00' },
      },
    ]);
    const profile = await staffCall('PUT', '/ops/brands/protection', { merchant: 'demo', profile: 'ukgc' });
    expect(profile.status).toBe(200);
    const changed = await db
      .selectFrom('staff_actions')
      .select('detail')
      .where('action', '=', 'brand.protection.update')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(changed.detail)).toContain('ukgc');
    await staffCall('PUT', '/ops/brands/protection', { merchant: 'demo', profile: 'basic' });
  });
});

describe('staff asking a player for a reality check', () => {
  const staffCall = (token: string, body: object) =>
    server.request('/ops/players/reality-check/ask', {
      method: 'POST',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const poll = async (token: string) =>
    ZSuccess(ZRealityCheck).parse(
      await (await call(token, 'GET', '/wps/member/protection/reality-check')).json(),
    ).value;
  const answer = async (token: string) =>
    ZSuccess(ZRealityCheck).parse(
      await (await call(token, 'POST', '/wps/member/protection/reality-check/continue', {})).json(),
    ).value;
  /** A registered member of the demo brand holding 50.00, and a house dice debit of 1.00 of theirs. */
  async function member(name: string) {
    const { db } = server.database;
    const registered = await registeredMember(server, name);
    const main = await accountFor(db, demo, 'member.main', { memberId: registered.id });
    await deposit(db, demo, main, 50_00n, `${name}-funds`);
    const token = await houseGameToken(
      db,
      { merchantId: demo.id, memberId: registered.id },
      HOUSE_GAMES.dice,
    );
    const debit = (id: string) =>
      walletCall('debit', {
        token,
        playerId: `P${registered.id}`,
        gameCode: HOUSE_GAMES.dice,
        roundId: `${name}-${id}`,
        transactionId: `${name}-${id}-d`,
        amount: '1.00',
        currency: 'USD',
      });
    const ledgerRowsOf = (id: string) =>
      db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_key', 'like', `%${name}-${id}-d`)
        .execute();
    return { ...registered, main, debit, ledgerRowsOf };
  }

  it('makes the check due at once with the interval off, refuses stakes until continued, audited', async () => {
    const { db } = server.database;
    const player = await member('realityask1');
    // With the interval off, no check would ever fall due by itself.
    await call(player.token, 'POST', '/wps/member/protection/reality-check/interval', { minutes: 0 });
    expect(await poll(player.token)).toMatchObject({ due: false, dueAt: null, intervalMinutes: null });
    const support = await staffToken(server, 'realityask.support', { roles: ['support'] });
    const asked = await staffCall(support, {
      merchant: 'demo',
      memberId: String(player.id),
      reason: 'Long session and chasing losses on the phone',
    });
    expect(asked.status).toBe(200);
    const askedAt = ZSuccess(ZPlayerLimits).parse(await asked.json()).value.realityCheck.askedAt;
    expect(askedAt).not.toBeNull();
    expect(await poll(player.token)).toMatchObject({ due: true });

    const refused = await player.debit('1');
    expect([refused.status, refused.body.code, refused.body.balance]).toEqual([
      403,
      'REALITY_CHECK_DUE',
      '50.00',
    ]);
    expect(await player.ledgerRowsOf('1')).toEqual([]);
    expect(await balanceOf(db, player.main)).toBe(50_00n);
    // Choosing an interval does not answer the check.
    await call(player.token, 'POST', '/wps/member/protection/reality-check/interval', { minutes: 30 });
    await call(player.token, 'POST', '/wps/member/protection/reality-check/interval', { minutes: 0 });
    expect(await poll(player.token)).toMatchObject({ due: true });
    expect((await player.debit('2')).body.code).toBe('REALITY_CHECK_DUE');

    expect(await answer(player.token)).toMatchObject({ due: false, dueAt: null });
    const after = await call(support, 'GET', `/ops/players/limits?merchant=demo&memberId=${player.id}`);
    expect(ZSuccess(ZPlayerLimits).parse(await after.json()).value.realityCheck.askedAt).toBeNull();
    expect((await player.debit('3')).body.code).toBe('OK');
    expect(await balanceOf(db, player.main)).toBe(49_00n);

    const audit = await db
      .selectFrom('staff_actions')
      .select(['action', 'reason', 'detail'])
      .where('subject', '=', `member:${player.id}`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'player.reality.ask',
        reason: 'Long session and chasing losses on the phone',
        detail: { before: { dueAt: null, asked: false }, after: { dueAt: askedAt, asked: true } },
      },
    ]);
  });

  it('holds for a member who has not polled yet and through a new login; then a full interval follows', async () => {
    const player = await member('realityask2');
    await call(player.token, 'POST', '/wps/member/protection/reality-check/interval', { minutes: 30 });
    await server.database.db.deleteFrom('reality_checks').where('member_id', '=', player.id).execute();
    const admin = await staffToken(server, 'realityask.admin', { roles: ['admin'] });
    const body = { merchant: 'demo', memberId: String(player.id), reason: 'Asked after a complaint' };
    expect((await staffCall(admin, body)).status).toBe(200);
    // Refused before the site asked anything.
    expect((await player.debit('1')).body.code).toBe('REALITY_CHECK_DUE');

    const login = await call(
      '',
      'POST',
      '/wps/session/login',
      await withHumanCheck(server.url, 'demo', {
        method: 'POST',
        path: '/wps/session/login',
        body: { username: 'realityask2', password: TEST_PASSWORD },
      }),
    );
    const later = ZSuccess(ZLoginValue).parse(await login.json()).value.token ?? '';
    expect(later).not.toBe('');
    const check = await poll(later);
    expect(check.due).toBe(true);
    expect(check.intervalMinutes).toBe(30);
    expect((await player.debit('2')).body.code).toBe('REALITY_CHECK_DUE');

    const continued = await answer(later);
    expect(continued.due).toBe(false);
    const next = new Date(continued.dueAt ?? 0).getTime() - Date.now();
    expect(next).toBeGreaterThan(29 * 60_000);
    expect(next).toBeLessThanOrEqual(30 * 60_000);
    expect((await player.debit('3')).body.code).toBe('OK');
  });

  it('refuses a lottery slip while asked, moving nothing', async () => {
    const { db } = server.database;
    const { member: staker, main } = await fundedMember(db, demo, 'realityaskslip', 20_00n);
    // A day of its own: the loss-limit tests above run the draw jobs up to 2026-11-28.
    const now = new Date('2026-11-29T00:00:05+08:00');
    const staff = await staffSession(db, 'realityask.slip');
    await askPlayerRealityCheck(
      db,
      staff,
      demo,
      { merchant: 'demo', memberId: String(staker.memberId), reason: 'Asked by the risk team' },
      now,
    );
    const { game, draw } = await currentDrawAt(db, demo, 'TEST_SSC_1M', now);
    const slip: SlipRequest = {
      gameCode: 'TEST_SSC_1M',
      period: draw.period,
      oddsVersion: game.oddsVersion,
      selections: [
        { playType: 'fixed-position', selection: [[1], [], [], [], []], unitAmount: 1_00n, multiplier: 1 },
      ],
    };
    await expect(placeSlip(db, staker, 'reality-ask-slip', slip, now)).rejects.toThrow(
      'protection.reality.due',
    );
    expect(await balanceOf(db, main)).toBe(20_00n);
  });

  it('is refused without the permission and on another brand, and changes nothing', async () => {
    const { db } = server.database;
    const player = await member('realityask3');
    const other = await createMerchant(db, {
      ...DEMO_BRAND,
      code: 'askother',
      domains: ['askother.example'],
    });
    const stranger = await testMember(db, other, 'realityaskother');
    const body = { merchant: 'demo', memberId: String(player.id), reason: 'Checking on the player' };
    const finance = await staffToken(server, 'realityask.finance', { roles: ['finance'] });
    const otherBrandRisk = await staffToken(server, 'realityask.otherrisk', {
      roles: ['risk'],
      merchantIds: [other],
    });
    const risk = await staffToken(server, 'realityask.risk', { roles: ['risk'], merchantIds: [demo.id] });
    const refusals = [
      await staffCall(finance, body),
      await staffCall(otherBrandRisk, body),
      await staffCall(risk, { ...body, memberId: String(stranger) }),
      await staffCall(risk, { ...body, reason: ' ' }),
    ];
    expect(
      await Promise.all(
        refusals.map(async (response) => [response.status, (await failureOf(response)).errorCode]),
      ),
    ).toEqual([
      [403, 'access.forbidden'],
      [403, 'access.forbidden'],
      [404, 'player.not.found'],
      [400, 'request.invalid'],
    ]);
    const rows = await db
      .selectFrom('reality_checks')
      .select('member_id')
      .where('member_id', 'in', [player.id, stranger])
      .execute();
    expect(rows).toEqual([]);
    expect((await player.debit('1')).body.code).toBe('OK');
  });
});
