import { ZFailure } from '@platform/contracts/envelope';
import { ZConvertSetting, ZPointsSettings, ZPointsSummary } from '@platform/contracts/loyalty/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, demoCall } from '../../test/loyalty.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let finance: string;
let marketing: string;
let support: string;

beforeAll(async () => {
  server = await startTestServer();
  finance = await staffToken(server, 'points-settings.finance', { roles: ['finance'] });
  marketing = await staffToken(server, 'points-settings.marketing', { roles: ['marketing'] });
  support = await staffToken(server, 'points-settings.support', { roles: ['support'] });
});
afterAll(() => server?.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  demoCall(server, token, method, path, body);
const settingsOf = async (token: string) =>
  answerOf(ZPointsSettings, await call(token, 'GET', '/ops/points/settings?merchant=demo'));
const putRatios = (token: string, ratios: unknown) =>
  call(token, 'PUT', '/ops/points/ratios', { merchant: 'demo', ratios });
const putRate = (token: string, rate: unknown) =>
  call(token, 'PUT', '/ops/points/convert', { merchant: 'demo', rate });
const failureOf = async (response: Response) => ({
  status: response.status,
  code: ZFailure.parse(await response.json()).errorCode,
});
const lastAudit = (action: string) =>
  server.database.db
    .selectFrom('staff_actions')
    .select(['detail', 'reason'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const ALL_TYPES = ['live', 'lott', 'pvp', 'rng', 'sports', 'deposit'] as const;

describe('GET /ops/points/settings and the ratio and rate editors', () => {
  it("answers the platform's ratios until the brand sets its own, to staff holding points.settings.read only", async () => {
    const first = await settingsOf(marketing);
    expect(first.ownRatios).toBe(false);
    expect(first.ratios.map(({ type }) => type).sort()).toEqual([...ALL_TYPES].sort());
    expect(first.ratios.find(({ type }) => type === 'deposit')?.moneyPerPoint).toBe('10.00');
    expect(await failureOf(await call(support, 'GET', '/ops/points/settings?merchant=demo'))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
  });

  it('saves ratios that the settings, the member and the audit log (before and after) then show', async () => {
    const before = await settingsOf(finance);
    const ratios = ALL_TYPES.map((type) => ({
      type,
      moneyPerPoint: type === 'deposit' ? '25.50' : '150.00',
    }));
    await answerOf(ZPointsSummary, await putRatios(finance, ratios));

    const after = await settingsOf(finance);
    expect(after.ownRatios).toBe(true);
    expect(after.ratios).toEqual(expect.arrayContaining(ratios));
    const member = await registeredMember(server, 'ptset01');
    const seen = await answerOf(ZPointsSummary, await call(member.token, 'GET', '/wps/points'));
    expect(seen.ratios.find(({ type }) => type === 'deposit')?.moneyPerPoint).toBe('25.50');

    const audit = await lastAudit('points.ratios.update');
    expect(audit.detail).toEqual({
      before: expect.arrayContaining(before.ratios),
      after: expect.arrayContaining(after.ratios),
    });
  });

  it('refuses ratios that are not money above nothing and within bounds, with a 400 and nothing saved', async () => {
    const kept = await settingsOf(finance);
    for (const moneyPerPoint of ['0', '0.00', '-5.00', '1000000.01', '99999999999', '1.001', 'ten', '1e3'])
      expect((await putRatios(finance, [{ type: 'deposit', moneyPerPoint }])).status, moneyPerPoint).toBe(
        400,
      );
    const twice = [
      { type: 'rng', moneyPerPoint: '1.00' },
      { type: 'rng', moneyPerPoint: '2.00' },
    ];
    expect(await failureOf(await putRatios(finance, twice))).toEqual({
      status: 400,
      code: 'loyalty.settings.invalid',
    });
    expect((await putRatios(finance, [{ type: 'redeem', moneyPerPoint: '1.00' }])).status).toBe(400);
    expect((await putRatios(finance, 'all of them')).status).toBe(400);
    expect(await settingsOf(finance)).toEqual(kept);
  });

  it('lets only points.settings.manage change ratios or the rate (403 before anything is read)', async () => {
    const kept = await settingsOf(finance);
    for (const response of [
      await putRatios(marketing, [{ type: 'deposit', moneyPerPoint: '1.00' }]),
      await putRate(marketing, null),
      await putRatios(support, 'not even valid'),
    ])
      expect(await failureOf(response)).toEqual({ status: 403, code: 'access.forbidden' });
    expect(await settingsOf(finance)).toEqual(kept);
  });

  it('sets the points-to-cash rate and switches it off, each audited with the rate before and after', async () => {
    const rate = { points: '100', amount: '2.50', minPoints: '300' };
    expect((await answerOf(ZConvertSetting, await putRate(finance, rate))).rate).toEqual(rate);
    expect((await settingsOf(finance)).convert).toEqual(rate);
    const member = await registeredMember(server, 'ptset02');
    expect((await answerOf(ZPointsSummary, await call(member.token, 'GET', '/wps/points'))).convert).toEqual(
      rate,
    );
    await answerOf(ZConvertSetting, await putRate(finance, null));
    expect((await settingsOf(finance)).convert).toBeNull();
    expect((await lastAudit('points.convert.rate')).detail).toEqual({ before: rate, after: null });
  });

  it('refuses a rate whose cash is nothing, negative, too large or finer than the currency', async () => {
    await answerOf(
      ZConvertSetting,
      await putRate(finance, { points: '10', amount: '1.00', minPoints: '10' }),
    );
    for (const amount of ['0', '-1.00', '1000001', '0.001'])
      expect((await putRate(finance, { points: '10', amount, minPoints: '10' })).status, amount).toBe(400);
    for (const points of ['0', '-10', '1.5', '10000000000000000'])
      expect((await putRate(finance, { points, amount: '1.00', minPoints: '10' })).status, points).toBe(400);
    expect((await settingsOf(finance)).convert).toEqual({ points: '10', amount: '1.00', minPoints: '10' });
  });
});
