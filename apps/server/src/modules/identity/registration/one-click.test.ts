import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo, ZOneClickRegisterValue } from '@platform/contracts/identity/schemas';
import { catalogueRule, checkFieldRule } from '@platform/contracts/patterns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import { passedChecks, solvedHumanCheck } from '../../../test/human-check.ts';
import { accountCount } from '../../../test/member.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant } from '../../system/service.ts';

const PATH = '/wps/member/register/oneClick';

let server: TestServer;

/** The demo brand's switches with REGISTER_ONE_CLICK set to `enabled`. */
const withOneClick = (enabled: boolean) =>
  DEMO_BRAND.features.map((node) => ({
    ...node,
    childrenNodes: node.childrenNodes.map((child) =>
      child.modId === 'REGISTER_ONE_CLICK' ? { ...child, enabled } : child,
    ),
  }));

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  const { db } = server.database;
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'noclick',
    domains: ['noclick.example'],
    features: withOneClick(false),
  });
  // A brand whose account names must be Thai: nothing the site makes up can meet it.
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'thai',
    domains: ['thai.example'],
    registerFields: {
      ...DEMO_BRAND.registerFields,
      username: { enabled: true, required: true, rule: catalogueRule(16, 4, 16) },
    },
  });
});
afterAll(() => server?.close());

async function call(
  body: object,
  { merchant = 'demo', ip = '203.0.113.10', checks = true } = {},
): Promise<{ status: number; body: unknown }> {
  const passed = checks ? await passedChecks(server, merchant) : undefined;
  const response = await server.request(PATH, {
    method: 'PUT',
    headers: {
      Merchant: merchant,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...passed?.headers,
    },
    body: JSON.stringify({ ...body, ...passed?.body }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function oneClick(body: object) {
  const { status, body: answer } = await call(body);
  expect(status).toBe(200);
  return ZSuccess(ZOneClickRegisterValue).parse(answer).value;
}

const memberRow = (account: string) =>
  server.database.db
    .selectFrom('members')
    .select(['id', 'upline_id', 'password_hash', 'profile', 'type'])
    .where('account', '=', account)
    .executeTakeFirst();

const memberCount = () => accountCount(server.database.db);

const failure = (body: unknown) => ZFailure.parse(body);

describe('PUT /wps/member/register/oneClick', () => {
  it('opens an account with a made-up name and password under the brand rules, and logs it in', async () => {
    const value = await oneClick({ ageConfirmed: true });
    expect(checkFieldRule(value.account, catalogueRule(1, 6, 16))).toBeNull();
    expect(checkFieldRule(value.password, catalogueRule(19, 8, 64))).toBeNull();
    expect(value.token).toEqual(expect.any(String));
    expect(value.secondStep).toBeNull();
    expect(value.firstTimeLogin).toBe(false);

    const info = await server.request('/wps/member/info', {
      headers: { Merchant: 'demo', Authorization: value.token ?? '' },
    });
    const member = ZSuccess(ZMemberInfo).parse(await info.json()).value;
    expect(member.account).toBe(value.account);
    expect(member.type).toBe(0);

    const row = await memberRow(value.account);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(value.password);
  });

  it('gives a password that logs in from the same address with no second step', async () => {
    const { account, password } = await oneClick({ ageConfirmed: true });
    const checks = await passedChecks(server);
    const response = await server.request('/wps/session/login', {
      method: 'POST',
      headers: {
        Merchant: 'demo',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.10',
        ...checks.headers,
      },
      body: JSON.stringify({ username: account, password, ...checks.body }),
    });
    expect(response.status).toBe(200);
    const login = ZSuccess(ZLoginValue).parse(await response.json()).value;
    expect(login.token).toEqual(expect.any(String));
    expect(login.secondStep).toBeNull();
  });

  it('makes up a different account each time', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => oneClick({ ageConfirmed: true })));
    expect(new Set(accounts.map(({ account }) => account)).size).toBe(4);
    expect(new Set(accounts.map(({ password }) => password)).size).toBe(4);
  });

  it('keeps the referral code of the link', async () => {
    const { account } = await oneClick({ ageConfirmed: true, referralCode: ' FRIEND7 ' });
    expect((await memberRow(account))?.profile).toEqual({ referralCode: 'FRIEND7' });
  });

  it('refuses without the age and terms declaration, opening nothing', async () => {
    const before = await memberCount();
    const { status, body } = await call({ ageConfirmed: false });
    expect(status).toBe(400);
    expect(failure(body)).toMatchObject({
      errorCode: 'register.invalid',
      issues: [{ path: 'body.ageConfirmed', code: 'required' }],
    });
    expect(await memberCount()).toBe(before);
  });

  it('refuses without a solved human check, and a solved check is good once', async () => {
    const before = await memberCount();
    const missing = await call({ ageConfirmed: true }, { checks: false });
    expect(missing.status).toBe(400);
    expect(failure(missing.body).errorCode).toBe('human.check.failed');

    const humanCheck = await solvedHumanCheck(server.url);
    const send = () =>
      server.request(PATH, {
        method: 'PUT',
        headers: { Merchant: 'demo', 'content-type': 'application/json' },
        body: JSON.stringify({ ageConfirmed: true, humanCheck }),
      });
    expect((await send()).status).toBe(200);
    const replay = await send();
    expect(replay.status).toBe(400);
    expect(failure(await replay.json()).errorCode).toBe('human.check.failed');
    expect(await memberCount()).toBe(before + 1);
  });

  it('answers oneclick.off on a brand with the switch off, opening nothing', async () => {
    const before = await memberCount();
    const { status, body } = await call({ ageConfirmed: true }, { merchant: 'noclick' });
    expect(status).toBe(403);
    expect(failure(body).errorCode).toBe('oneclick.off');
    expect(await memberCount()).toBe(before);
  });

  it('answers oneclick.off when no name the site makes up meets the brand rule', async () => {
    const before = await memberCount();
    const { status, body } = await call({ ageConfirmed: true }, { merchant: 'thai' });
    expect(status).toBe(403);
    expect(failure(body).errorCode).toBe('oneclick.off');
    expect(await memberCount()).toBe(before);
  });
});
