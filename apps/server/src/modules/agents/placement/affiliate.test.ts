import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZOneClickRegisterValue } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import { checkedCall, passedChecks } from '../../../test/human-check.ts';
import { accountCount } from '../../../test/member.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { treeMember } from '../test-tree.ts';
import { addAffiliateCode, affiliateCodes } from './affiliate.ts';

let server: TestServer;
let agentId: bigint;
let demo: NonNullable<Awaited<ReturnType<typeof resolveMerchant>>>;

const form = (username: string, changes: Record<string, unknown> = {}) => ({
  username,
  password: 'Lotus-2026!',
  confirmPassword: 'Lotus-2026!',
  ageConfirmed: true,
  ...changes,
});

const ONE_CLICK = '/wps/member/register/oneClick';

/** Registrations pass the human checks, as the site's widget would. */
async function call(method: string, path: string, body?: object) {
  const checks = ['/wps/member/register', ONE_CLICK].includes(path) ? await passedChecks(server) : undefined;
  return checkedCall(server, method, path, { body, checks });
}

const memberRow = (account: string) =>
  server.database.db
    .selectFrom('members')
    .select(['id', 'upline_id'])
    .where('account_key', '=', account.toLowerCase())
    .executeTakeFirst();

const memberCount = () => accountCount(server.database.db);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const found = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!found) throw new Error('no demo brand');
  demo = found;
  ZSuccess(ZLoginValue).parse((await call('PUT', '/wps/member/register', form('agent01'))).body);
  await db.updateTable('members').set({ type: 1 }).where('account_key', '=', 'agent01').execute();
  agentId = (await memberRow('agent01'))?.id ?? 0n;
  await addAffiliateCode(db, demo, agentId, 'LOTUS88');
});
afterAll(() => server?.close());

describe('GET /wps/agent/affiliate', () => {
  it('answers success for a live code, whatever its letter case', async () => {
    for (const code of ['LOTUS88', 'lotus88', ' Lotus88 ']) {
      const { status, body } = await call('GET', `/wps/agent/affiliate?code=${encodeURIComponent(code)}`);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, value: { valid: true } });
    }
  });

  it('answers the invitation-code error for unknown, malformed and other-brand codes', async () => {
    for (const code of ['NOPE1234', 'x', 'LOTUS88; drop table', '']) {
      const { status, body } = await call('GET', `/wps/agent/affiliate?code=${encodeURIComponent(code)}`);
      expect([status, ZFailure.parse(body).errorCode]).toEqual([404, 'affiliate.invalid']);
    }
    const missing = await call('GET', '/wps/agent/affiliate');
    expect([missing.status, ZFailure.parse(missing.body).errorCode]).toEqual([400, 'request.invalid']);
  });
});

describe('registration with an affiliate code', () => {
  it('puts the new account under the agent of the code', async () => {
    const { status } = await call(
      'PUT',
      '/wps/member/register',
      form('invited01', { affiliateCode: 'lotus88' }),
    );
    expect(status).toBe(200);
    expect((await memberRow('invited01'))?.upline_id).toBe(agentId);
  });

  it('refuses an unknown code beside the field and opens nothing', async () => {
    const { status, body } = await call(
      'PUT',
      '/wps/member/register',
      form('invited02', { affiliateCode: 'WRONG123' }),
    );
    const failure = ZFailure.parse(body);
    expect([status, failure.errorCode]).toEqual([400, 'register.invalid']);
    expect(failure.issues).toContainEqual({ path: 'body.affiliateCode', code: 'invalid' });
    expect(await memberRow('invited02')).toBeUndefined();
  });

  it('puts a one-click account under the agent of the code', async () => {
    const { status, body } = await call('PUT', ONE_CLICK, { ageConfirmed: true, affiliateCode: 'lotus88' });
    expect(status).toBe(200);
    const { account } = ZSuccess(ZOneClickRegisterValue).parse(body).value;
    expect((await memberRow(account))?.upline_id).toBe(agentId);
  });

  it('refuses a one-click registration whose code names no agent, opening nothing', async () => {
    const before = await memberCount();
    const { status, body } = await call('PUT', ONE_CLICK, { ageConfirmed: true, affiliateCode: 'NOSUCH1' });
    expect(status).toBe(400);
    expect(ZFailure.parse(body)).toMatchObject({
      errorCode: 'register.invalid',
      issues: [{ path: 'body.affiliateCode', code: 'invalid' }],
    });
    expect(await memberCount()).toBe(before);
  });

  it('an account registered without a code has no upline', async () => {
    expect((await call('PUT', '/wps/member/register', form('walkin01'))).status).toBe(200);
    expect((await memberRow('walkin01'))?.upline_id).toBeNull();
  });
});

describe("the agent's affiliate codes", () => {
  it('count the registrations each code brought, not the refused ones nor those without a code', async () => {
    await addAffiliateCode(server.database.db, demo, agentId, 'Quiet01');
    const origin = { protocol: 'http', host: 'localhost' };
    expect((await affiliateCodes(server.database.db, demo, agentId, origin)).codes).toEqual([
      { code: 'LOTUS88', createdAt: expect.any(String), registrations: 2 },
      { code: 'Quiet01', createdAt: expect.any(String), registrations: 0 },
    ]);
  });

  it("link to the brand's primary member site from its agent site or a mirror, on the agent's port", async () => {
    const { db } = server.database;
    await createMerchant(db, {
      ...DEMO_BRAND,
      code: 'links',
      domains: ['www.links.example', 'mirror.links.example'],
      agentDomains: ['agent.links.example'],
    });
    const brand = await resolveMerchant(db, { code: 'links', host: '' });
    if (!brand) throw new Error('no links brand');
    const agent = await treeMember(db, brand, 'linksagent');
    const siteUrlOn = async (host: string) => {
      const answer = await server.sendWithHost({
        method: 'GET',
        path: '/wps/agent/affiliate/codes',
        host,
        headers: { Authorization: agent.token },
      });
      expect(answer.status).toBe(200);
      return JSON.parse(answer.body).value.siteUrl;
    };
    expect(await siteUrlOn('agent.links.example:8443')).toBe('http://www.links.example:8443');
    expect(await siteUrlOn('mirror.links.example')).toBe('http://www.links.example');
    // Without a primary member-site host (a brand reached by its Merchant header alone) the link stays.
    await db
      .updateTable('merchant_domains')
      .set({ is_primary: false })
      .where('merchant_id', '=', brand.id)
      .execute();
    expect(await siteUrlOn('agent.links.example')).toBe('http://agent.links.example');
  });
});
