import { ZSuccess } from '@platform/contracts/envelope';
import { ZPointsSummary, ZVipSettings } from '@platform/contracts/loyalty/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const COPIES = 10;

// The embedded database runs one statement at a time, which hides the race these tests look for.
describe('identical staff settings saved at the same moment', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await staffToken(server, 'settings-admin', { roles: ['admin'] });
  });
  afterAll(() => server?.close());

  const put = (path: string, body: unknown) =>
    server.request(path, {
      method: 'PUT',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it(`${COPIES} copies of PUT /ops/points/ratios all succeed and leave the ratios sent`, async () => {
    const ratios = [
      { type: 'deposit', moneyPerPoint: '7.00' },
      { type: 'rng', moneyPerPoint: '3.50' },
    ];
    const responses = await Promise.all(
      Array.from({ length: COPIES }, () => put('/ops/points/ratios', { merchant: 'demo', ratios })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(COPIES).fill(200));
    const last = ZSuccess(ZPointsSummary).parse(await responses[0]?.json()).value;
    expect(last.ratios).toEqual(expect.arrayContaining(ratios));
  });

  it(`${COPIES} copies of PUT /ops/vip/levels all succeed and leave the levels sent`, async () => {
    const current = await server.request('/ops/vip/levels?merchant=demo', {
      headers: { Authorization: token },
    });
    const settings = ZSuccess(ZVipSettings).parse(await current.json()).value;
    const changed = {
      windowDays: settings.windowDays === 30 ? 31 : 30,
      levels: settings.levels.map((level) => ({ ...level, name: `${level.name.slice(0, 28)} II` })),
    };
    const responses = await Promise.all(
      Array.from({ length: COPIES }, () => put('/ops/vip/levels', { merchant: 'demo', ...changed })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(COPIES).fill(200));
    const after = await server.request('/ops/vip/levels?merchant=demo', {
      headers: { Authorization: token },
    });
    expect(ZSuccess(ZVipSettings).parse(await after.json()).value).toEqual(changed);
  });

  it.each([
    ['/ops/points/convert', { rate: { points: '100', amount: '1.00', minPoints: '200' } }],
    ['/ops/withdrawals/settings', { autoReceiveMinutes: 95 }],
    [
      '/ops/engagement/settings',
      {
        feedbackMinWords: 3,
        feedbackMaxWords: 400,
        referralMinDeposit: '50.00',
        referralMinBets: '100.00',
        referralReward: '8.00',
      },
    ],
  ])(`${COPIES} copies of PUT %s all succeed alike`, async (path, settings) => {
    const responses = await Promise.all(
      Array.from({ length: COPIES }, () => put(path, { merchant: 'demo', ...settings })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(COPIES).fill(200));
    const answers = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});
