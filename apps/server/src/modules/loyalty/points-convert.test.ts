import { ZFailure } from '@platform/contracts/envelope';
import {
  ZConversion,
  ZConvertSetting,
  ZPointsDetails,
  ZPointsReward,
  ZPointsSummary,
} from '@platform/contracts/loyalty/schemas';
import { ZRecords } from '@platform/contracts/wallet/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { answerOf, demoCall } from '../../test/loyalty.ts';
import { TEST_PASSWORD as PASSWORD, registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { mainBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { convert } from './convert.ts';
import { movePoints, pointsBalance } from './points.ts';

const PIN = '246810';
let server: TestServer;
let demo: Merchant;
let finance: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'convert.finance', { roles: ['finance'] });
});
afterAll(() => server?.close());
// Points and money move together here: both ledgers' invariants are checked after every test.
afterEach(() => expectLedgerHealthy(server.database.db));

const call = (token: string, method: string, path: string, body?: unknown) =>
  demoCall(server, token, method, path, body);
const errorOf = async (response: Response) => ZFailure.parse(await response.json()).errorCode;
const setRate = (rate: { points: string; amount: string; minPoints: string } | null) =>
  call(finance, 'PUT', '/ops/points/convert', { merchant: 'demo', rate });
const grant = (memberId: bigint, points: bigint, kind: string, key: string) =>
  movePoints(server.database.db, { merchantId: demo.id, memberId, points, kind, key });
const mainOf = async (memberId: bigint) =>
  (await mainBalances(server.database.db, demo, [memberId])).get(memberId) ?? 0n;

async function pointsMember(username: string, points: bigint) {
  const member = await registeredMember(server, username);
  await call(member.token, 'POST', '/wps/member/payment-password', {
    password: PASSWORD,
    newPaymentPassword: PIN,
  });
  await grant(member.id, points, 'points.deposit', `convert-grant:${username}`);
  return member;
}

const convertCall = (token: string, points: string, requestId: string, paymentPassword = PIN) =>
  call(token, 'POST', '/wps/points/convert', { points, paymentPassword, requestId });

describe('points convert', () => {
  it('is off until staff set a rate, and the rate change is audited', async () => {
    const member = await pointsMember('cvoffline', 500n);
    expect(await errorOf(await convertCall(member.token, '100', 'convert-off-1'))).toBe('points.convert.off');
    const summary = await answerOf(ZPointsSummary, await call(member.token, 'GET', '/wps/points'));
    expect(summary.convert).toBeNull();

    const set = await answerOf(
      ZConvertSetting,
      await setRate({ points: '100', amount: '1.00', minPoints: '200' }),
    );
    expect(set.rate).toEqual({ points: '100', amount: '1.00', minPoints: '200' });
    const after = await answerOf(ZPointsSummary, await call(member.token, 'GET', '/wps/points'));
    expect(after.convert).toEqual({ points: '100', amount: '1.00', minPoints: '200' });
    const audited = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('action', '=', 'points.convert.rate')
      .execute();
    expect(audited).toHaveLength(1);
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(500n);
  });

  it('converts points into the main wallet once per request id, shown in the points details and the account record', async () => {
    await setRate({ points: '100', amount: '1.00', minPoints: '200' });
    const member = await pointsMember('cvonce', 1_000n);
    const first = await answerOf(ZConversion, await convertCall(member.token, '300', 'convert-once-1'));
    expect(first).toMatchObject({ points: '300', amount: '3.00', pointsBalance: '700' });
    // The rate changing between a request and its retry does not change what the retry answers.
    await setRate({ points: '100', amount: '2.00', minPoints: '200' });
    const again = await answerOf(ZConversion, await convertCall(member.token, '300', 'convert-once-1'));
    expect(again).toEqual(first);
    expect(await errorOf(await convertCall(member.token, '400', 'convert-once-1'))).toBe(
      'idempotency.conflict',
    );
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(700n);
    expect(await mainOf(member.id)).toBe(300n);

    const details = await answerOf(ZPointsDetails, await call(member.token, 'GET', '/wps/points/details'));
    expect(details.entries[0]).toMatchObject({ type: 'convert', change: '-300', balance: '700' });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const records = await answerOf(
      ZRecords,
      await call(member.token, 'GET', `/wps/member/records?from=${today}&to=${today}`),
    );
    expect(records.records).toContainEqual(
      expect.objectContaining({ wallet: 'main', amount: '3.00', balanceAfter: '3.00' }),
    );
  });

  it('refuses short points, an amount off the rate, a wrong payment password, and moves nothing', async () => {
    await setRate({ points: '100', amount: '1.00', minPoints: '200' });
    const member = await pointsMember('cvrefuse', 250n);
    const refused = async (points: string, requestId: string, password = PIN) =>
      errorOf(await convertCall(member.token, points, requestId, password));
    expect(await refused('300', 'convert-refuse-1')).toBe('points.insufficient');
    expect(await refused('100', 'convert-refuse-2')).toBe('points.convert.invalid');
    expect(await refused('250', 'convert-refuse-3')).toBe('points.convert.invalid');
    expect(await refused('200', 'convert-refuse-4', '000000')).toBe('payment.password.wrong');
    expect(
      await errorOf(
        await call(member.token, 'POST', '/wps/points/convert', {
          points: '-200',
          paymentPassword: PIN,
          requestId: 'convert-refuse-5',
        }),
      ),
    ).toBe('request.invalid');
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(250n);
    expect(await mainOf(member.id)).toBe(0n);
  });

  it('20 conversions of the same points at once: only what the points pay for, never overdrawn', async () => {
    await setRate({ points: '100', amount: '0.50', minPoints: '100' });
    const { db } = server.database;
    const memberId = await testMember(db, demo.id, 'cvrace', {
      paymentPasswordHash: await hashPassword(PIN),
    });
    await grant(memberId, 500n, 'points.deposit', 'convert-race-grant');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        convert(db, demo, memberId, {
          points: '200',
          paymentPassword: PIN,
          requestId: `convert-race-${index}`,
        }).then(
          () => 'converted',
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'converted')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'points.insufficient')).toHaveLength(18);
    expect(await pointsBalance(db, demo.id, memberId)).toBe(100n);
    expect(await mainOf(memberId)).toBe(200n);
  });

  it('the same request id 10 times at once converts once', async () => {
    await setRate({ points: '100', amount: '1.00', minPoints: '100' });
    const { db } = server.database;
    const memberId = await testMember(db, demo.id, 'cvsame', {
      paymentPasswordHash: await hashPassword(PIN),
    });
    await grant(memberId, 1_000n, 'points.deposit', 'convert-same-grant');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        convert(db, demo, memberId, { points: '300', paymentPassword: PIN, requestId: 'convert-same-1' }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await pointsBalance(db, demo.id, memberId)).toBe(700n);
    expect(await mainOf(memberId)).toBe(300n);
  });
});

describe('points reward', () => {
  it("shows the member's points per type with the brand's ratios, and the totals earned and spent", async () => {
    await setRate({ points: '100', amount: '1.00', minPoints: '100' });
    const member = await pointsMember('cvreward', 400n);
    await grant(member.id, 60n, 'points.live', 'reward-live');
    await grant(member.id, -50n, 'points.redeem', 'reward-redeem');
    await grant(member.id, 10n, 'points.adjust', 'reward-adjust');
    await answerOf(ZConversion, await convertCall(member.token, '100', 'reward-convert-1'));
    const reward = await answerOf(ZPointsReward, await call(member.token, 'GET', '/wps/points/reward'));
    expect(reward).toMatchObject({ points: '320', earned: '460', spent: '150' });
    const byType = Object.fromEntries(reward.types.map(({ type, ...rest }) => [type, rest]));
    expect(byType).toMatchObject({
      deposit: { points: '400', moneyPerPoint: '10.00' },
      live: { points: '60', moneyPerPoint: '100.00' },
      sports: { points: '0', moneyPerPoint: '100.00' },
      redeem: { points: '-50', moneyPerPoint: null },
      convert: { points: '-100', moneyPerPoint: null },
      adjust: { points: '10', moneyPerPoint: null },
    });
    expect((await call('', 'GET', '/wps/points/reward')).status).toBe(401);
  });
});
