import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import { passedChecks } from '../../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant } from '../../system/service.ts';

let server: TestServer;
const password = 'Lotus-2026!';

/** A login or registration sent to one of the brand's hosts, with the human checks a browser passes. */
async function send(method: 'POST' | 'PUT', url: string, host: string, payload: Record<string, unknown>) {
  const checks = await passedChecks(server, 'sites');
  return server.app.inject({
    method,
    url,
    headers: { host, 'content-type': 'application/json', ...checks.headers },
    payload: { ...payload, ...checks.body },
  });
}

/** A login sent to one of the brand's hosts, as a browser on that site would. */
async function loginOn(host: string, username: string) {
  const response = await send('POST', '/wps/session/login', host, { username, password });
  return { status: response.statusCode, body: response.json() as unknown };
}

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'sites',
    domains: ['www.sites.example'],
    agentDomains: ['agents.sites.example'],
  });
  for (const [account, type, memberSite] of [
    ['plain01', 0, true],
    ['agent01', 1, true],
    ['agent41', 41, true],
    ['pureagent', 42, false],
    ['demo01', 4, true],
  ] as const) {
    const response = await send('PUT', '/wps/member/register', 'www.sites.example', {
      username: account,
      password,
      confirmPassword: password,
      ageConfirmed: true,
    });
    expect(response.statusCode).toBe(200);
    await db
      .updateTable('members')
      .set({ type, member_site: memberSite })
      .where('account_key', '=', account)
      .execute();
  }
});
afterAll(() => server?.close());

describe('member site and agent site', () => {
  it('the member site lets members and agents in, and refuses accounts opened as pure agents', async () => {
    for (const account of ['plain01', 'agent01', 'agent41'])
      expect((await loginOn('www.sites.example', account)).status).toBe(200);
    expect(refusal(await loginOn('www.sites.example', 'pureagent'))).toEqual([403, 'member.no.enter']);
  });

  it('the agent site lets agent types in, and refuses members and demo accounts', async () => {
    for (const account of ['agent01', 'agent41', 'pureagent'])
      expect((await loginOn('agents.sites.example', account)).status).toBe(200);
    for (const account of ['plain01', 'demo01'])
      expect(refusal(await loginOn('agents.sites.example', account))).toEqual([403, 'login.not.agent']);
  });

  it('a wrong password on either site says only that, whatever the account is', async () => {
    const response = await send('POST', '/wps/session/login', 'agents.sites.example', {
      username: 'plain01',
      password: 'Wrong-2026!',
    });
    expect([response.statusCode, ZFailure.parse(response.json()).errorCode]).toEqual([401, 'login.failed']);
  });
});
