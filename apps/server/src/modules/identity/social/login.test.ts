import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo } from '@platform/contracts/identity/schemas';
import type { SocialLoginResult } from '@platform/contracts/identity/social';
import { sql } from 'kysely';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import { createDomainEvents } from '../../../platform/domain-events.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { solvedHumanCheck } from '../../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { takeExclusion } from '../../protection/exclusion.ts';
import { secretBox } from '../../system/secrets.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { loginFreePlay } from './login.ts';
import { configureSocialProvider } from './providers.ts';

let server: TestServer;
let provider: OAuth2Server;
let demoId: bigint;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  server = await startTestServer();
  const { db } = server.database;
  const demo = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!demo) throw new Error('no demo brand');
  demoId = demo.id;
  await setSwitch('LOGIN_SOCIAL', true);
  // Sealed as the console's Brands section stores it: the login opens it with the server's box.
  await configureSocialProvider(db, await secretBox(db), demoId, {
    channel: 'google',
    issuerUrl: provider.issuer.url ?? '',
    clientId: 'lotus-google',
    clientSecret: 'lotus-google-secret',
    enabled: true,
  });
  const features = DEMO_BRAND.features.map((node) => ({
    ...node,
    childrenNodes: node.childrenNodes.map((child) =>
      child.modId === 'FREE_PLAY' ? { ...child, enabled: false } : child,
    ),
  }));
  await createMerchant(db, { ...DEMO_BRAND, code: 'nofree', domains: ['nofree.example'], features });
});
afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

async function setSwitch(modId: string, enabled: boolean) {
  await server.database.db
    .updateTable('merchant_features')
    .set({ enabled })
    .where('merchant_id', '=', demoId)
    .where('mod_id', '=', modId)
    .execute();
}

const noFollow = { redirect: 'manual' } as const;

type MutableToken = { payload: Record<string, unknown> };

/** Changes the next ID token the provider signs (the access token, signed first, is left alone). */
function nextIdToken(change: (token: MutableToken) => void) {
  const listener = (token: MutableToken) => {
    if (!('nonce' in token.payload)) return;
    provider.service.off('beforeTokenSigning', listener);
    change(token);
  };
  provider.service.on('beforeTokenSigning', listener);
}

/** What the popup page hands to the opener, read from the page as the relay script reads it. */
function relayed(html: string): SocialLoginResult {
  const attribute = /data-result="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) throw new Error(`no result in ${html}`);
  return JSON.parse(attribute.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}

type Visit = { callbackUrl: string; cookie: string };

/** The popup up to the provider's redirect back: start, then the provider's (mock) login. */
async function visitProvider(channel = 'google', query = ''): Promise<Visit> {
  const start = await server.request(`/wps/session/oauth/${channel}?language=EN${query}`, noFollow);
  expect(start.status).toBe(302);
  const location = start.headers.get('location') ?? '';
  const authorize = new URL(location);
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    `${server.url}/wps/session/oauth/${channel}/callback`,
  );
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const setCookie = start.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  const atProvider = await fetch(location, noFollow);
  expect(atProvider.status).toBe(302);
  return { callbackUrl: atProvider.headers.get('location') ?? '', cookie: setCookie.split(';')[0] ?? '' };
}

async function callback({ callbackUrl, cookie }: Visit) {
  const path = new URL(callbackUrl);
  const response = await server.request(`${path.pathname}${path.search}`, {
    headers: { cookie },
    ...noFollow,
  });
  return { status: response.status, headers: response.headers, result: relayed(await response.text()) };
}

async function memberOf(token: string) {
  const response = await server.request('/wps/member/info', { headers: { Authorization: token } });
  expect(response.status).toBe(200);
  return ZSuccess(ZMemberInfo).parse(await response.json()).value;
}

function tokenOf(result: SocialLoginResult): string {
  if (!('value' in result)) throw new Error(`login failed: ${result.message}`);
  expect(result.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, secondStep: null });
  return sessionOf(result.value.token);
}

/** These logins never hold the session back for a second step. */
function sessionOf(token: string | null): string {
  if (token === null) throw new Error('no session token');
  return token;
}

const errorOf = (result: SocialLoginResult) => ('errorCode' in result ? result.errorCode : 'none');

describe('social login (OpenID Connect)', () => {
  it('opens a member for a new subject, then logs the same subject in as the same member', async () => {
    nextIdToken((token) => {
      token.payload.sub = 'subject-reuse';
      token.payload.email = 'lotus.fan@example.com';
    });
    const first = await callback(await visitProvider());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const member = await memberOf(tokenOf(first.result));
    expect(member.account).toMatch(/^google_[a-z2-9]{10}$/);
    expect(member.type).toBe(0);
    const stored = await server.database.db
      .selectFrom('members')
      .select(['profile', 'password_hash'])
      .where('id', '=', BigInt(member.id))
      .executeTakeFirstOrThrow();
    expect(stored.profile).toEqual({ email: 'lotus.fan@example.com' });

    nextIdToken((token) => {
      token.payload.sub = 'subject-reuse';
    });
    const again = await callback(await visitProvider());
    expect((await memberOf(tokenOf(again.result))).id).toBe(member.id);

    // No password opens the account: the stored hash is no hash of any password.
    const login = await server.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: member.account,
        password: stored.password_hash,
        humanCheck: await solvedHumanCheck(server.url),
      }),
    });
    expect(login.status).toBe(401);
  });

  it('applies a break at the callback: refused with its end date, or let in only to withdraw', async () => {
    const subject = (email?: string) =>
      nextIdToken((token) => {
        token.payload.sub = email ? `subject-${email}` : 'subject-on-break';
        if (email) token.payload.email = email;
      });
    subject();
    const member = await memberOf(tokenOf((await callback(await visitProvider())).result));
    const { db } = server.database;
    const demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
    const keys = { email: 'on.break@example.com' };
    const state = await takeExclusion(
      db,
      createDomainEvents(),
      demo,
      BigInt(member.id),
      '1w',
      keys,
      new Date(),
    );

    subject();
    const refused = await callback(await visitProvider());
    expect([refused.status, errorOf(refused.result)]).toEqual([403, 'protection.excluded']);
    // The message names the end date, in the brand's zone, as the password login's does.
    const endDay = new Intl.DateTimeFormat('sv-SE', { timeZone: demo.timeZone }).format(
      new Date(state.active?.endsAt ?? 0),
    );
    expect('message' in refused.result ? refused.result.message : '').toContain(endDay);

    subject();
    const withdrawing = await callback(await visitProvider('google', '&withdrawOnly=1'));
    const restricted = tokenOf(withdrawing.result);
    expect((await memberOf(restricted)).id).toBe(member.id);
    const deposit = await server.request('/wps/deposits', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: restricted, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'bank-transfer', amount: '10.00', requestId: 'social-break-deposit' }),
    });
    expect(ZFailure.parse(await deposit.json()).errorCode).toBe('member.suspended');

    // The same person through another account of the provider opens no account here.
    subject(keys.email);
    const opened = await callback(await visitProvider());
    expect(errorOf(opened.result)).toBe('protection.excluded');
    const accounts = await db
      .selectFrom('members')
      .select('id')
      .where(sql<string>`profile->>'email'`, '=', keys.email)
      .execute();
    expect(accounts).toEqual([]);
  });

  it('refuses a callback replayed with the same state', async () => {
    const visit = await visitProvider();
    expect((await callback(visit)).status).toBe(200);
    const replay = await callback(visit);
    expect(replay.status).toBe(400);
    expect(errorOf(replay.result)).toBe('social.state.invalid');
  });

  it('refuses a state other than the one the browser holds, and a callback without the cookie', async () => {
    const mine = await visitProvider();
    const other = await visitProvider();
    const swapped = await callback({ callbackUrl: mine.callbackUrl, cookie: other.cookie });
    expect(swapped.status).toBe(400);
    expect(errorOf(swapped.result)).toBe('social.state.invalid');
    const noCookie = await callback({ callbackUrl: other.callbackUrl, cookie: '' });
    expect(errorOf(noCookie.result)).toBe('social.state.invalid');
  });

  it('refuses an expired ID token and opens no account', async () => {
    const before = await countMembers();
    nextIdToken((token) => {
      token.payload.exp = Math.floor(Date.now() / 1000) - 3600;
      token.payload.iat = Math.floor(Date.now() / 1000) - 7200;
    });
    const expired = await callback(await visitProvider());
    expect(expired.status).toBe(401);
    expect(errorOf(expired.result)).toBe('social.login.failed');
    expect(await countMembers()).toBe(before);
  });

  it('refuses a tampered ID token', async () => {
    provider.service.once('beforeResponse', (response) => {
      const body = response.body as { id_token: string };
      const [header, payload, signature] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      body.id_token = [header, forged, signature].join('.');
    });
    const tampered = await callback(await visitProvider());
    expect(tampered.status).toBe(401);
    expect(errorOf(tampered.result)).toBe('social.login.failed');
  });

  it('refuses an ID token for another client', async () => {
    nextIdToken((token) => {
      token.payload.aud = 'another-client';
    });
    expect(errorOf((await callback(await visitProvider())).result)).toBe('social.login.failed');
  });

  it('answers a provider refusal (the visitor declined) with a translated failure', async () => {
    const visit = await visitProvider();
    const declined = new URL(visit.callbackUrl);
    declined.searchParams.delete('code');
    declined.searchParams.set('error', 'access_denied');
    const start = await server.request('/wps/session/oauth/google?language=CN', noFollow);
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    declined.searchParams.set('state', decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '');
    const result = await callback({ callbackUrl: declined.href, cookie });
    expect(result.status).toBe(401);
    expect(result.result).toMatchObject({
      errorCode: 'social.login.failed',
      message: '使用该账号登录失败，请重试。',
    });
  });

  it('refuses a channel without a provider, or whose switch is off', async () => {
    const facebook = await server.request('/wps/session/oauth/facebook?language=EN', noFollow);
    expect(facebook.status).toBe(403);
    expect(errorOf(relayed(await facebook.text()))).toBe('social.channel.off');

    const visit = await visitProvider();
    await setSwitch('LOGIN_GOOGLE', false);
    try {
      const start = await server.request('/wps/session/oauth/google', noFollow);
      expect(start.status).toBe(403);
      expect(errorOf(relayed(await start.text()))).toBe('social.channel.off');
      // A login already at the provider does not complete once the channel is off.
      expect(errorOf((await callback(visit)).result)).toBe('social.channel.off');
    } finally {
      await setSwitch('LOGIN_GOOGLE', true);
    }
  });

  it('serves the relay script as a file the CSP allows', async () => {
    const response = await server.request('/wps/session/oauth/relay.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toContain('postMessage(result, window.location.origin)');
  });
});

async function countMembers() {
  const row = await server.database.db
    .selectFrom('members')
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function freePlay(headers: Record<string, string> = {}) {
  const response = await server.request('/wps/session/login/freeplay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ os: 'Linux', platform: 'W', Encryption: false, gatewayVersion: 3 }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('free play', () => {
  it('opens a demo account (type 4) with a short session and logs it in', async () => {
    const { status, body } = await freePlay();
    expect(status).toBe(200);
    const value = ZSuccess(ZLoginValue).parse(body).value;
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const member = await memberOf(sessionOf(value.token));
    expect(member).toMatchObject({ type: 4 });
    expect(member.account).toMatch(/^demo_/);
    const session = await server.database.db
      .selectFrom('member_sessions')
      .select(['created_at', 'expires_at'])
      .where('member_id', '=', BigInt(member.id))
      .executeTakeFirstOrThrow();
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBeLessThanOrEqual(
      2 * 3600_000 + 5000,
    );
  });

  it('refuses a demo account what needs an official account, with 403 and the message', async () => {
    const token = sessionOf(ZSuccess(ZLoginValue).parse((await freePlay()).body).value.token);
    const response = await server.request('/wps/member/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token, Language: 'EN' },
      body: JSON.stringify({
        oldPassword: 'x',
        newPassword: 'Lotus-2027!',
        confirmNewPassword: 'Lotus-2027!',
      }),
    });
    expect(response.status).toBe(403);
    expect(ZFailure.parse(await response.json())).toMatchObject({
      errorCode: 'member.not.official',
      message:
        'This is a demo account. Please register or log in to an official account to use this feature.',
    });
  });

  it('refuses a demo account an authenticator app, which only an official account may set up', async () => {
    const token = sessionOf(ZSuccess(ZLoginValue).parse((await freePlay()).body).value.token);
    const response = await server.request('/wps/member/totp', {
      method: 'POST',
      headers: { Authorization: token },
    });
    expect(response.status).toBe(403);
    expect(ZFailure.parse(await response.json()).errorCode).toBe('member.not.official');
  });

  it('is refused with 403 when the brand has free play off, and opens nothing', async () => {
    const before = await countMembers();
    const { status, body } = await freePlay({ Merchant: 'nofree' });
    expect(status).toBe(403);
    expect(ZFailure.parse(body).errorCode).toBe('freeplay.off');
    expect(await countMembers()).toBe(before);
  });

  it('removes demo accounts a day after they were opened, with their sessions', async () => {
    const { db } = server.database;
    const demo = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!demo) throw new Error('no demo brand');
    const client = { ip: '127.0.0.1', userAgent: null };
    const opened = new Date('2026-01-01T00:00:00Z');
    await loginFreePlay(db, demo, client, 'EN', opened);
    const old = await db
      .selectFrom('members')
      .select('id')
      .where('type', '=', 4)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await sql`UPDATE members SET created_at = ${opened} WHERE id = ${old.id}`.execute(db);
    await loginFreePlay(db, demo, client, 'EN', new Date(opened.getTime() + 25 * 3600_000));
    const left = await db.selectFrom('members').select('id').where('id', '=', old.id).execute();
    const sessions = await db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', old.id)
      .execute();
    expect(sessions).toEqual([]);
    expect(left).toEqual([]);
  });
});
