import {
  ZLeaderboard,
  ZMissionClaim,
  ZMissions,
  ZStaffMission,
} from '@platform/contracts/engagement/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { slotRound } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let demo: Merchant;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  staff = await staffToken(server, 'missions.content', { roles: ['content'] });
});
afterAll(() => server?.close());

const json = { 'content-type': 'application/json' };
const createMission = async (body: Record<string, unknown>) =>
  server.request('/ops/missions', {
    method: 'POST',
    headers: { Authorization: staff, ...json },
    body: JSON.stringify({ merchant: 'demo', ...body }),
  });
const asMember = (token: string, path: string, body?: unknown) =>
  server.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Merchant: 'demo', Authorization: token, ...json },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const missionsOf = async (token: string) =>
  ZSuccess(ZMissions).parse(await (await asMember(token, '/wps/member/missions')).json()).value;
const mainBalance = async (memberId: bigint) =>
  (await memberBalances(server.database.db, demo, memberId)).find(({ kind }) => kind === 'member.main')
    ?.balance ?? 0n;

describe('missions and the reward centre', () => {
  it("titles a mission in the member's language where it has one, else in its own title", async () => {
    const made = await createMission({
      title: 'Log in today',
      titles: { VI: 'Đăng nhập hôm nay', CN: '今日登录' },
      period: 'daily',
      metric: 'login',
      target: '1',
      reward: '0.50',
    });
    const mission = ZSuccess(ZStaffMission).parse(await made.json()).value;
    expect(mission.titles).toEqual({ VI: 'Đăng nhập hôm nay', CN: '今日登录' });
    const member = await registeredMember(server, 'polyglot1');
    const titleIn = async (language: string) => {
      const answer = await server.request('/wps/member/missions', {
        headers: { Merchant: 'demo', Authorization: member.token, Language: language },
      });
      return ZSuccess(ZMissions)
        .parse(await answer.json())
        .value.missions.find(({ id }) => id === mission.id)?.title;
    };
    expect(await titleIn('VI')).toBe('Đăng nhập hôm nay');
    expect(await titleIn('CN')).toBe('今日登录');
    expect(await titleIn('TH')).toBe('Log in today');
    expect(await titleIn('EN')).toBe('Log in today');

    const bad = await createMission({
      title: 'Odd',
      titles: { vi: 'lower-case code' },
      period: 'daily',
      metric: 'login',
      target: '1',
      reward: '0.50',
    });
    expect(bad.status).toBe(400);
  });

  it('tracks deposits, bets and logins in the period, pays a done mission once, and ranks claimers', async () => {
    const { db } = server.database;
    const made = await Promise.all(
      [
        { title: 'Deposit 50', period: 'daily', metric: 'deposit', target: '50.00', reward: '5.00' },
        { title: 'Bet 30', period: 'weekly', metric: 'bet', target: '30', reward: '3.00' },
        { title: 'Log in', period: 'daily', metric: 'login', target: '1', reward: '1.00' },
      ].map(async (body) => ZSuccess(ZStaffMission).parse(await (await createMission(body)).json()).value),
    );
    const [depositMission, betMission, loginMission] = made.map(({ id }) => id);
    const member = await registeredMember(server, 'quest01');
    const states = async () =>
      Object.fromEntries(
        (await missionsOf(member.token)).missions
          .filter(({ id }) => made.some((mission) => mission.id === id))
          .map(({ title, state, progress }) => [title, [state, progress]]),
      );
    // Registration logged the member in once.
    expect(await states()).toEqual({
      'Deposit 50': ['open', '0.00'],
      'Bet 30': ['open', '0.00'],
      'Log in': ['done', '1'],
    });

    const early = await asMember(member.token, '/wps/member/missions/claim', { missionId: depositMission });
    expect(early.status).toBe(409);
    expect(ZFailure.parse(await early.json()).errorCode).toBe('mission.not.done');

    const main = await accountFor(db, demo, 'member.main', { memberId: member.id });
    await deposit(db, demo, main, 6_000n, 'quest01:deposit');
    await slotRound(server, { merchantId: demo.id, memberId: member.id }, 'quest01:bet', {
      debits: ['35.00'],
      close: true,
    });
    expect(await states()).toEqual({
      'Deposit 50': ['done', '60.00'],
      'Bet 30': ['done', '35.00'],
      'Log in': ['done', '1'],
    });
    expect((await missionsOf(member.token)).available).toBeGreaterThanOrEqual(3);

    const before = await mainBalance(member.id);
    for (const missionId of [depositMission, betMission, loginMission]) {
      const claimed = await asMember(member.token, '/wps/member/missions/claim', { missionId });
      expect(ZSuccess(ZMissionClaim).parse(await claimed.json()).value.missionId).toBe(missionId);
    }
    expect(await mainBalance(member.id)).toBe(before + 500n + 300n + 100n);
    const twice = await asMember(member.token, '/wps/member/missions/claim', { missionId: depositMission });
    expect(twice.status).toBe(409);
    expect(ZFailure.parse(await twice.json()).errorCode).toBe('mission.claimed');
    expect(await mainBalance(member.id)).toBe(before + 900n);
    expect(Object.values(await states()).every(([state]) => state === 'claimed')).toBe(true);

    const board = ZSuccess(ZLeaderboard).parse(
      await (await asMember(member.token, '/wps/member/missions/leaderboard')).json(),
    ).value;
    expect(board.find(({ player }) => player === 'qu***1')).toMatchObject({ missions: 3, rewards: '9.00' });
    await expectLedgerHealthy(db);
  });

  it('counts bets once they can no longer come back: not an open round, nor one rolled back', async () => {
    const { db } = server.database;
    const made = await createMission({
      title: 'Bet 100',
      period: 'daily',
      metric: 'bet',
      target: '100',
      reward: '7.00',
    });
    const mission = ZSuccess(ZStaffMission).parse(await made.json()).value;
    const member = await registeredMember(server, 'quest04');
    const player = { merchantId: demo.id, memberId: member.id };
    await deposit(
      db,
      demo,
      await accountFor(db, demo, 'member.main', { memberId: member.id }),
      300_00n,
      'quest04:deposit',
    );
    const progress = async () =>
      (await missionsOf(member.token)).missions.find(({ id }) => id === mission.id);
    await slotRound(server, player, 'quest04:open', { debits: ['100.00'], close: false });
    await slotRound(server, player, 'quest04:back', { debits: ['100.00'], rollBack: [0], close: false });
    expect(await progress()).toMatchObject({ state: 'open', progress: '0.00' });
    const early = await asMember(member.token, '/wps/member/missions/claim', { missionId: mission.id });
    expect(ZFailure.parse(await early.json()).errorCode).toBe('mission.not.done');
    // The open round, rolled back now, gave its stake back: nothing was ever at risk.
    await slotRound(server, player, 'quest04:open', { debits: [], rollBack: [0], close: false });
    expect(await progress()).toMatchObject({ state: 'open', progress: '0.00' });
    await slotRound(server, player, 'quest04:lost', { debits: ['100.00'], close: true });
    expect(await progress()).toMatchObject({ state: 'done', progress: '100.00' });
    await expectLedgerHealthy(db);
  });

  it('pays a mission claimed ten times at once exactly once', async () => {
    const { db } = server.database;
    const mission = ZSuccess(ZStaffMission).parse(
      await (
        await createMission({ title: 'Race', period: 'daily', metric: 'login', target: '1', reward: '2.50' })
      ).json(),
    ).value;
    const member = await registeredMember(server, 'quest02');
    const before = await mainBalance(member.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asMember(member.token, '/wps/member/missions/claim', { missionId: mission.id }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await mainBalance(member.id)).toBe(before + 250n);
    await expectLedgerHealthy(db);
  });

  it('refuses bad missions, closed and unknown ones, and other roles', async () => {
    const member = await registeredMember(server, 'quest03');
    for (const body of [
      { title: 'Zero', period: 'daily', metric: 'deposit', target: '0', reward: '1.00' },
      { title: 'Fraction', period: 'daily', metric: 'login', target: '1.5', reward: '1.00' },
      { title: 'Money', period: 'daily', metric: 'bet', target: '1.001', reward: '1.00' },
    ]) {
      const refused = await createMission(body);
      expect(ZFailure.parse(await refused.json()).errorCode).toBe('mission.target.invalid');
    }
    const noReward = await createMission({
      title: 'Free',
      period: 'daily',
      metric: 'login',
      target: '1',
      reward: '0',
    });
    expect(ZFailure.parse(await noReward.json()).errorCode).toBe('amount.invalid');
    expect(
      (
        await createMission({
          title: 'Monthly',
          period: 'monthly',
          metric: 'login',
          target: '1',
          reward: '1',
        })
      ).status,
    ).toBe(400);

    const mission = ZSuccess(ZStaffMission).parse(
      await (
        await createMission({
          title: 'Soon closed',
          period: 'daily',
          metric: 'login',
          target: '1',
          reward: '1',
        })
      ).json(),
    ).value;
    const closed = await server.request('/ops/missions/close', {
      method: 'POST',
      headers: { Authorization: staff, ...json },
      body: JSON.stringify({ merchant: 'demo', missionId: mission.id, reason: 'Replaced by a weekly one' }),
    });
    expect(ZSuccess(ZStaffMission).parse(await closed.json()).value.active).toBe(false);
    expect((await missionsOf(member.token)).missions.map(({ id }) => id)).not.toContain(mission.id);
    for (const missionId of [mission.id, '99999999']) {
      const refused = await asMember(member.token, '/wps/member/missions/claim', { missionId });
      expect(refused.status).toBe(404);
      expect(ZFailure.parse(await refused.json()).errorCode).toBe('mission.not.found');
    }
    const support = await staffToken(server, 'missions.support', { roles: ['support'] });
    const forbidden = await server.request('/ops/missions?merchant=demo', {
      headers: { Authorization: support },
    });
    expect(forbidden.status).toBe(403);
    expect((await server.request('/wps/member/missions', { headers: { Merchant: 'demo' } })).status).toBe(
      401,
    );
  });
});
