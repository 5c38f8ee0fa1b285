import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo } from '@platform/contracts/identity/schemas';
import type { WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { withHumanCheck } from '../../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { login } from '../login/login.ts';
import { authenticate } from '../login/session.ts';
import { newInitialPassword, openAccountWithInitialPassword } from './initial-password.ts';
import { isPasswordExpired } from './state.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const client = { ip: '203.0.113.9', userAgent: 'vitest' };

function withForceSwitch(nodes: WhitelabelNode[]): WhitelabelNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: node.modId === 'FORCE_PASSWORD_EXPIRY_CHANGE' ? true : node.enabled,
    childrenNodes: withForceSwitch(node.childrenNodes),
  }));
}

let server: TestServer;
const brands: Record<'demo' | 'expiring' | 'forcing' | 'brief', Merchant> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'expiring',
    domains: ['expiring.example'],
    passwordMaxAgeDays: 90,
  });
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'forcing',
    domains: ['forcing.example'],
    passwordMaxAgeDays: 90,
    features: withForceSwitch(DEMO_BRAND.features),
  });
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'brief',
    domains: ['brief.example'],
    sessionIdleMinutes: 5,
    sessionLifetimeMinutes: 60,
  });
  for (const code of ['demo', 'expiring', 'forcing', 'brief'] as const) {
    const merchant = await resolveMerchant(db, { code, host: '' });
    if (!merchant) throw new Error(`brand ${code} missing`);
    brands[code] = merchant;
  }
});
afterAll(() => server?.close());

async function call(
  merchant: string,
  method: string,
  path: string,
  { body: given, token }: { body?: unknown; token?: string } = {},
) {
  const body = await withHumanCheck(server.url, merchant, { method, path, body: given });
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: merchant,
      ...(token ? { Authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function logIn(merchant: string, username: string, password: string) {
  const { status, body } = await call(merchant, 'POST', '/wps/session/login', {
    body: { username, password },
  });
  expect(status).toBe(200);
  const value = ZSuccess(ZLoginValue).parse(body).value;
  if (value.token === null) throw new Error('the login was held for a second step');
  return { ...value, token: value.token };
}

async function registered(merchant: string, username: string, password = 'Lotus-2026!') {
  const body = { username, password, confirmPassword: password, ageConfirmed: true };
  expect((await call(merchant, 'PUT', '/wps/member/register', { body })).status).toBe(200);
}

/** Dates the member's password back, as if it had been set that many days ago. */
async function agePassword(username: string, days: number) {
  await server.database.db
    .updateTable('members')
    .set({ password_changed_at: new Date(Date.now() - days * DAY_MS) })
    .where('account_key', '=', username)
    .execute();
}

const setLanguage = (merchant: string, token: string) =>
  call(merchant, 'PUT', '/wps/member/language', { token, body: { language: 'TH' } });

async function expectChangeRequired(merchant: string, token: string) {
  const { status, body } = await setLanguage(merchant, token);
  expect(status).toBe(403);
  expect(ZFailure.parse(body).errorCode).toBe('password.change.required');
}

describe('one-time initial passwords', () => {
  it('are random, 14 characters, with a capital, a small letter and a digit and no look-alikes', () => {
    const passwords = Array.from({ length: 200 }, () => newInitialPassword());
    expect(new Set(passwords).size).toBe(200);
    for (const password of passwords) {
      expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[2-9])[A-HJ-NP-Za-km-z2-9]{14}$/);
    }
  });

  it('force a change at first login: until then the session only changes it, reads the member and logs out', async () => {
    const { initialPassword } = await openAccountWithInitialPassword(server.database.db, brands.demo, {
      account: 'SubAccount1',
      type: 0,
      language: 'EN',
    });
    const value = await logIn('demo', 'subaccount1', initialPassword);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });

    const info = await call('demo', 'GET', '/wps/member/info', { token: value.token });
    expect(info.status).toBe(200);
    expect(ZSuccess(ZMemberInfo).parse(info.body).value.account).toBe('SubAccount1');
    await expectChangeRequired('demo', value.token);

    const change = (newPassword: string) =>
      call('demo', 'POST', '/wps/member/password', {
        token: value.token,
        body: { oldPassword: initialPassword, newPassword, confirmNewPassword: newPassword },
      });
    // A refused change lifts nothing.
    expect((await change('short')).status).toBe(400);
    await expectChangeRequired('demo', value.token);

    expect((await change('Chosen-Pass-8')).status).toBe(200);
    expect((await setLanguage('demo', value.token)).status).toBe(200);
    expect(await logIn('demo', 'SubAccount1', 'Chosen-Pass-8')).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(
      (
        await call('demo', 'POST', '/wps/session/login', {
          body: { username: 'SubAccount1', password: initialPassword },
        })
      ).status,
    ).toBe(401);
  });

  it('lets a session that must change its password log out', async () => {
    const { initialPassword } = await openAccountWithInitialPassword(server.database.db, brands.demo, {
      account: 'SubAccount2',
      type: 1,
      language: 'EN',
    });
    const { token } = await logIn('demo', 'SubAccount2', initialPassword);
    expect((await call('demo', 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
    expect((await call('demo', 'GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('refuses a name already taken, whatever its case', async () => {
    await registered('demo', 'TakenByPlayer');
    await expect(
      openAccountWithInitialPassword(server.database.db, brands.demo, {
        account: 'takenbyplayer',
        type: 0,
        language: 'EN',
      }),
    ).rejects.toMatchObject({ code: 'register.account.unavailable' });
  });
});

describe('password maximum age', () => {
  it('counts from the last change, and is off when the brand sets none', () => {
    const changedAt = new Date('2026-01-01T00:00:00Z');
    expect(isPasswordExpired(changedAt, null, new Date('2036-01-01T00:00:00Z'))).toBe(false);
    expect(isPasswordExpired(changedAt, 90, new Date(changedAt.getTime() + 90 * DAY_MS - 1))).toBe(false);
    expect(isPasswordExpired(changedAt, 90, new Date(changedAt.getTime() + 90 * DAY_MS))).toBe(true);
  });

  it('never expires passwords on a brand without a maximum age', async () => {
    await registered('demo', 'oldtimer');
    await agePassword('oldtimer', 3000);
    const value = await logIn('demo', 'oldtimer', 'Lotus-2026!');
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it('tells an expired password without forcing the change when the brand switch is off', async () => {
    await registered('expiring', 'expiredfree');
    expect(await logIn('expiring', 'expiredfree', 'Lotus-2026!')).toMatchObject({ passwordExpired: false });
    await agePassword('expiredfree', 91);
    const value = await logIn('expiring', 'expiredfree', 'Lotus-2026!');
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
    expect((await setLanguage('expiring', value.token)).status).toBe(200);
  });

  it('forces the change of an expired password when the brand switch is on, and the change lifts it', async () => {
    await registered('forcing', 'expiredforced');
    await agePassword('expiredforced', 91);
    const value = await logIn('forcing', 'expiredforced', 'Lotus-2026!');
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
    await expectChangeRequired('forcing', value.token);
    const changed = await call('forcing', 'POST', '/wps/member/password', {
      token: value.token,
      body: { oldPassword: 'Lotus-2026!', newPassword: 'Fresh-Pass-9', confirmNewPassword: 'Fresh-Pass-9' },
    });
    expect(changed.status).toBe(200);
    expect((await setLanguage('forcing', value.token)).status).toBe(200);
    expect(await logIn('forcing', 'expiredforced', 'Fresh-Pass-9')).toMatchObject({ passwordExpired: false });
  });
});

describe('session lifetimes per brand', () => {
  async function sessionAt(merchant: Merchant, username: string, start: Date) {
    await registered(merchant.code, username);
    const { token } = await login(
      server.database.db,
      merchant,
      { username, password: 'Lotus-2026!' },
      client,
      'member',
      start,
    );
    if (token === null) throw new Error('the login was held for a second step');
    return (minutes: number) =>
      authenticate(server.database.db, merchant, token, new Date(start.getTime() + minutes * MINUTE_MS));
  }

  it('ends an unused session after the brand idle time (5 minutes here, 30 by default)', async () => {
    const start = new Date(Date.now() + DAY_MS);
    const brief = await sessionAt(brands.brief, 'idlebrief', start);
    expect(await brief(4)).toBeDefined();
    expect(await brief(9.5)).toBeUndefined();

    const standard = await sessionAt(brands.demo, 'idlestandard', start);
    expect(await standard(29)).toBeDefined();
    expect(await standard(60)).toBeUndefined();
  });

  it('keeps a session in use alive on a one-minute idle setting, and ends it once unused past the minute', async () => {
    const start = new Date(Date.now() + DAY_MS);
    const busy = await sessionAt({ ...brands.brief, sessionIdleMinutes: 1 }, 'busyminute', start);
    for (let seconds = 40; seconds <= 400; seconds += 40)
      expect(await busy(seconds / 60), `${seconds} s`).toBeDefined();
    expect(await busy(459 / 60), 'a use 59 s after the last').toBeDefined();
    // Unused for the minute and the tenth of it a last use may go unwritten: ended.
    expect(await busy((459 + 67) / 60)).toBeUndefined();
  });

  it('ends a session in use at the brand lifetime (1 hour here, 12 by default)', async () => {
    const start = new Date(Date.now() + DAY_MS);
    const brief = await sessionAt(brands.brief, 'busybrief', start);
    for (let minute = 4; minute < 60; minute += 4) expect(await brief(minute), `${minute}`).toBeDefined();
    expect(await brief(61)).toBeUndefined();

    const standard = await sessionAt(brands.demo, 'busystandard', start);
    for (let minute = 20; minute < 720; minute += 20)
      expect(await standard(minute), `${minute}`).toBeDefined();
    expect(await standard(721)).toBeUndefined();
  });
});
