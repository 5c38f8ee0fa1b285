import { ZFailure } from '@platform/contracts/envelope';
import { gmt8DayOf } from '@platform/contracts/gmt8';
import { ZVipSettings, ZVipStatus } from '@platform/contracts/loyalty/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { answerOf, confirmedDeposit, demoCall, lostRound } from '../../test/loyalty.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { rebateDay, runRebates } from './rebate.ts';
import { vipLevelOf } from './vip.ts';

const DAY_MS = 86_400_000;
let server: TestServer;
let demo: Merchant;
let finance: string;
let player: { id: bigint; token: string };
const today = gmt8DayOf(new Date());

const call = (token: string, method: string, path: string, body?: unknown) =>
  demoCall(server, token, method, path, body);
const mainOf = async (memberId: bigint) =>
  (await memberBalances(server.database.db, demo, memberId)).find(({ kind }) => kind === 'member.main')
    ?.balance ?? 0n;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'vip.finance', { roles: ['finance'] });
  // 6,000.00 deposited and 5,000.00 validly bet today: the default VIP1 (1,000 and 5,000), rebate 0.3%.
  player = await registeredMember(server, 'vipplayer');
  await confirmedDeposit(server, { member: player.token, finance }, '6000.00', 'vip-deposit-1');
  await lostRound(server, { merchantId: demo.id, memberId: player.id }, 'vip-r1', '5000.00');
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

describe('VIP level', () => {
  it('rests on the rolling deposits and valid bets, shown with the next level', async () => {
    const status = await answerOf(ZVipStatus, await call(player.token, 'GET', '/wps/vip'));
    expect(status).toMatchObject({
      level: 1,
      name: 'VIP1',
      windowDays: 30,
      deposit: '6000.00',
      validBet: '5000.00',
    });
    expect(status.next).toMatchObject({ level: 2, minDeposit: '10000.00', minBet: '50000.00' });
    expect(status.levels).toHaveLength(5);
    expect(await vipLevelOf(server.database.db, demo.id, player.id)).toBe(1);
    const newcomer = await registeredMember(server, 'vipnew');
    expect(await vipLevelOf(server.database.db, demo.id, newcomer.id)).toBe(0);
  });
});

describe('daily rebate', () => {
  it('pays each member once per GMT+8 day with the upgrade bonus, and catches up missed days in order', async () => {
    const tomorrow = new Date(`${today}T01:00:00+08:00`).getTime() + DAY_MS;
    expect(await runRebates(server.database.db, new Date(tomorrow))).toEqual({ days: 1, paid: 1 });
    // 6,000 in, 5,000 lost, 0.3% of 5,000 back (15.00) and VIP1's upgrade bonus (18.00).
    expect(await mainOf(player.id)).toBe(1_033_00n);
    expect(await runRebates(server.database.db, new Date(tomorrow))).toEqual({ days: 0, paid: 0 });
    expect(await rebateDay(server.database.db, today)).toBe(0);
    expect(await mainOf(player.id)).toBe(1_033_00n);
    const rows = await server.database.db
      .selectFrom('vip_rebates')
      .select(['day', 'level', 'valid_bets', 'amount'])
      .where('member_id', '=', player.id)
      .execute();
    expect(rows).toEqual([{ day: today, level: 1, valid_bets: { rng: '500000' }, amount: 1500n }]);
    // Down for three days: the job runs each missed day once, oldest first.
    expect(await runRebates(server.database.db, new Date(tomorrow + 3 * DAY_MS))).toEqual({
      days: 3,
      paid: 0,
    });
  });
});

describe('VIP settings', () => {
  const levels = [
    {
      level: 0,
      name: 'Bronze',
      minDeposit: '0.00',
      minBet: '0.00',
      upgradeBonus: '0.00',
      rebateRates: { live: 10 },
    },
    {
      level: 1,
      name: 'Silver',
      minDeposit: '100.00',
      minBet: '100.00',
      upgradeBonus: '0.00',
      rebateRates: { rng: 80 },
    },
  ];
  it('are replaced by staff, audited, and decide the level at once', async () => {
    const saved = await answerOf(
      ZVipSettings,
      await call(finance, 'PUT', '/ops/vip/levels', { merchant: 'demo', windowDays: 7, levels }),
    );
    expect(saved).toEqual({ windowDays: 7, levels });
    expect((await answerOf(ZVipStatus, await call(player.token, 'GET', '/wps/vip'))).name).toBe('Silver');
    const audited = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('action', '=', 'vip.levels.update')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('refuse levels that do not start at an open level 0 or ask less than the level below', async () => {
    const bad = [...levels, { ...levels[1], level: 2, name: 'Gold', minDeposit: '50.00' }];
    const response = await call(finance, 'PUT', '/ops/vip/levels', {
      merchant: 'demo',
      windowDays: 7,
      levels: bad,
    });
    expect(ZFailure.parse(await response.json()).errorCode).toBe('loyalty.settings.invalid');
    const unchanged = await answerOf(
      ZVipSettings,
      await call(finance, 'GET', '/ops/vip/levels?merchant=demo'),
    );
    expect(unchanged.levels.map(({ name }) => name)).toEqual(['Bronze', 'Silver']);
  });
});
