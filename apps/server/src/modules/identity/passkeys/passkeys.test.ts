import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import {
  ZPasskey,
  ZPasskeyList,
  ZPasskeyLoginOptions,
  ZPasskeyRegistrationOptions,
} from '@platform/contracts/identity/passkey-schemas';
import { ZLoginValue, ZTotpSetup } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import { totpCode } from '../../../platform/totp.ts';
import { passedChecks } from '../../../test/human-check.ts';
import { sessionTokenOf } from '../../../test/session-token-of.ts';
import {
  assertion,
  attestation,
  newSoftPasskey,
  type SoftPasskey,
} from '../../../test/soft-authenticator.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';

let server: TestServer;
const password = 'Lotus-2026!';
const HOME = '203.0.113.40';
/** The demo brand answers on 127.0.0.1; a second brand on its own hosts. */
const DEMO_HOST = '127.0.0.1';
const OTHER_HOST = 'other.example';
const OTHER_AGENT_HOST = 'agents.other.example';

type Call = { host?: string; body?: object; token?: string; ip?: string; origin?: string };

async function call(method: string, path: string, { host = DEMO_HOST, body, token, ip = HOME }: Call = {}) {
  const guarded = path === '/wps/member/register' || path === '/wps/session/login';
  const merchant = host === DEMO_HOST ? 'demo' : 'other';
  const checks = guarded ? await passedChecks(server, merchant) : undefined;
  const response = await server.sendWithHost({
    method,
    path,
    host,
    headers: {
      'X-Forwarded-For': ip,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { Authorization: token } : {}),
      ...checks?.headers,
    },
    ...(body ? { body: JSON.stringify({ ...body, ...checks?.body }) } : {}),
  });
  return { status: response.status, body: JSON.parse(response.body) as unknown };
}

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];
const originOf = (host: string) => `http://${host}`;

async function register(username: string, host = DEMO_HOST) {
  const answer = await call('PUT', '/wps/member/register', {
    host,
    body: { username, password, confirmPassword: password, ageConfirmed: true },
  });
  return sessionTokenOf(answer.body);
}

/** Adds a passkey the way the site does: options, the authenticator's answer, the check. */
async function addPasskey(token: string, host = DEMO_HOST) {
  const started = await call('POST', '/wps/member/passkeys/options', { host, token });
  const { challengeId, options } = ZSuccess(ZPasskeyRegistrationOptions).parse(started.body).value;
  const user = options.user as { id: string };
  const passkey = newSoftPasskey(host, user.id);
  const credential = attestation(passkey, { challenge: options.challenge, origin: originOf(host) });
  const saved = await call('POST', '/wps/member/passkeys', {
    host,
    token,
    body: { challengeId, name: 'Test phone', credential },
  });
  expect(saved.status).toBe(200);
  return { passkey, saved: ZSuccess(ZPasskey).parse(saved.body).value };
}

async function loginOptions(host = DEMO_HOST) {
  const answer = await call('POST', '/wps/session/login/passkey/options', { host });
  return ZSuccess(ZPasskeyLoginOptions).parse(answer.body).value;
}

/** A quick login: the options, then the passkey's signature; `tamper` plays a wrong browser or device. */
async function quickLogin(
  passkey: SoftPasskey,
  {
    host = DEMO_HOST,
    ip = HOME,
    tamper = {},
  }: {
    host?: string;
    ip?: string;
    tamper?: {
      origin?: string;
      rpId?: string;
      challenge?: string;
      counter?: number;
      isUserVerified?: boolean;
    };
  } = {},
) {
  const { challengeId, options } = await loginOptions(host);
  const credential = assertion(passkey, {
    challenge: tamper.challenge ?? options.challenge,
    origin: tamper.origin ?? originOf(host),
    ...(tamper.rpId ? { rpId: tamper.rpId } : {}),
    ...(tamper.counter === undefined ? {} : { counter: tamper.counter }),
    ...(tamper.isUserVerified === undefined ? {} : { isUserVerified: tamper.isUserVerified }),
  });
  return call('POST', '/wps/session/login/passkey', { host, ip, body: { challengeId, credential } });
}

async function memberOf(account: string) {
  return server.database.db
    .selectFrom('members')
    .select(['id', 'last_login_at'])
    .where('account_key', '=', account)
    .executeTakeFirstOrThrow();
}

async function sessionCount(account: string) {
  const { id } = await memberOf(account);
  const row = await server.database.db
    .selectFrom('member_sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function setPasskeySwitch(enabled: boolean) {
  const demo = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  await server.database.db
    .updateTable('merchant_features')
    .set({ enabled })
    .where('merchant_id', '=', demo?.id ?? 0n)
    .where('mod_id', '=', 'LOGIN_PASSKEY')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'other',
    domains: [OTHER_HOST],
    agentDomains: [OTHER_AGENT_HOST],
  });
});
afterAll(() => server?.close());

describe('adding passkeys', () => {
  it('asks for a discoverable, verified passkey bound to the host, keeps it, and lists it', async () => {
    const token = await register('pkadd01');
    const started = await call('POST', '/wps/member/passkeys/options', { token });
    const { options } = ZSuccess(ZPasskeyRegistrationOptions).parse(started.body).value;
    expect(options).toMatchObject({
      rp: { id: DEMO_HOST, name: DEMO_BRAND.name },
      user: { name: 'pkadd01' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

    const { passkey, saved } = await addPasskey(token);
    expect(saved).toMatchObject({ name: 'Test phone', lastUsedAt: null });
    const listed = ZSuccess(ZPasskeyList).parse((await call('GET', '/wps/member/passkeys', { token })).body);
    expect(listed.value.passkeys).toEqual([saved]);

    // The next device is offered the same user handle, and the first device is not asked again.
    const next = await call('POST', '/wps/member/passkeys/options', { token });
    const nextOptions = ZSuccess(ZPasskeyRegistrationOptions).parse(next.body).value.options;
    expect(nextOptions.user).toMatchObject({ id: passkey.userHandle });
    expect(nextOptions.excludeCredentials).toEqual([
      expect.objectContaining({ id: saved.id, transports: ['internal'] }),
    ]);
  });

  it('refuses an answer to another challenge, a reused or expired challenge, another origin or host, and no user verification', async () => {
    const token = await register('pkadd02');
    const other = await register('pkadd03');
    const attempt = async (
      change: {
        origin?: string;
        rpId?: string;
        isUserVerified?: boolean;
        by?: string;
        expire?: boolean;
      } = {},
    ) => {
      const started = await call('POST', '/wps/member/passkeys/options', { token });
      const { challengeId, options } = ZSuccess(ZPasskeyRegistrationOptions).parse(started.body).value;
      if (change.expire)
        await server.database.db
          .updateTable('passkey_challenges')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', challengeId)
          .execute();
      const passkey = newSoftPasskey(DEMO_HOST, (options.user as { id: string }).id);
      const credential = attestation(passkey, {
        challenge: options.challenge,
        origin: change.origin ?? originOf(DEMO_HOST),
        ...(change.rpId ? { rpId: change.rpId } : {}),
        ...(change.isUserVerified === false ? { isUserVerified: false } : {}),
      });
      const body = { challengeId, credential };
      const first = await call('POST', '/wps/member/passkeys', { token: change.by ?? token, body });
      return { first, again: () => call('POST', '/wps/member/passkeys', { token, body }) };
    };

    expect(refusal((await attempt({ origin: 'https://phish.example' })).first)).toEqual([
      400,
      'passkey.registration.failed',
    ]);
    expect(refusal((await attempt({ rpId: 'phish.example' })).first)).toEqual([
      400,
      'passkey.registration.failed',
    ]);
    expect(refusal((await attempt({ isUserVerified: false })).first)).toEqual([
      400,
      'passkey.registration.failed',
    ]);
    expect(refusal((await attempt({ expire: true })).first)).toEqual([400, 'passkey.challenge.expired']);
    // Another member cannot answer this member's challenge, and the challenge is still there for its own.
    const stolen = await attempt({ by: other });
    expect(refusal(stolen.first)).toEqual([400, 'passkey.challenge.expired']);
    expect((await stolen.again()).status).toBe(200);
    const used = await attempt();
    expect(used.first.status).toBe(200);
    expect(refusal(await used.again())).toEqual([400, 'passkey.challenge.expired']);

    const listed = ZSuccess(ZPasskeyList).parse((await call('GET', '/wps/member/passkeys', { token })).body);
    expect(listed.value.passkeys).toHaveLength(2);
  });

  it('keeps at most 10 per member, even when answers race past the first check', async () => {
    const token = await register('pkadd04');
    for (let count = 0; count < 8; count += 1) await addPasskey(token);
    const starts = await Promise.all(
      [1, 2].map(() => call('POST', '/wps/member/passkeys/options', { token })),
    );
    await addPasskey(token);
    await addPasskey(token);
    expect(refusal(await call('POST', '/wps/member/passkeys/options', { token }))).toEqual([
      409,
      'passkey.limit.reached',
    ]);
    // A challenge issued at 8 is refused at 10, and nothing is kept.
    const { challengeId, options } = ZSuccess(ZPasskeyRegistrationOptions).parse(starts[0]?.body).value;
    const late = attestation(newSoftPasskey(DEMO_HOST, (options.user as { id: string }).id), {
      challenge: options.challenge,
      origin: originOf(DEMO_HOST),
    });
    const answer = await call('POST', '/wps/member/passkeys', {
      token,
      body: { challengeId, credential: late },
    });
    expect(refusal(answer)).toEqual([409, 'passkey.limit.reached']);
    const listed = ZSuccess(ZPasskeyList).parse((await call('GET', '/wps/member/passkeys', { token })).body);
    expect(listed.value.passkeys).toHaveLength(10);
  });

  it('is for official members only, and removing takes only the member’s own passkey', async () => {
    const demo = await call('POST', '/wps/session/login/freeplay', { body: {} });
    const demoToken = sessionTokenOf(demo.body);
    expect(refusal(await call('GET', '/wps/member/passkeys', { token: demoToken }))).toEqual([
      403,
      'member.not.official',
    ]);
    expect(refusal(await call('POST', '/wps/member/passkeys/options', { token: demoToken }))).toEqual([
      403,
      'member.not.official',
    ]);
    expect(refusal(await call('GET', '/wps/member/passkeys'))).toEqual([401, 'login.not.session']);

    const owner = await register('pkrm01');
    const stranger = await register('pkrm02');
    const { passkey, saved } = await addPasskey(owner);
    const remove = (token: string) =>
      call('POST', '/wps/member/passkeys/remove', { token, body: { id: saved.id } });
    expect(refusal(await remove(stranger))).toEqual([404, 'passkey.not.found']);
    expect(sessionTokenOf((await quickLogin(passkey)).body)).toEqual(expect.any(String));
    expect((await remove(owner)).status).toBe(200);
    expect(refusal(await remove(owner))).toEqual([404, 'passkey.not.found']);
    // A removed passkey no longer logs in.
    expect(refusal(await quickLogin(passkey))).toEqual([401, 'passkey.login.failed']);
  });
});

describe('quick login', () => {
  it('asks any passkey of the host with user verification, and logs in as its member with no second step', async () => {
    const token = await register('pklogin01');
    // The member guards new addresses with an authenticator app: a password login from one is held.
    const setup = ZSuccess(ZTotpSetup).parse((await call('POST', '/wps/member/totp', { token })).body).value;
    await call('PUT', '/wps/member/totp', { token, body: { code: totpCode(setup.secret, new Date()) } });
    const { passkey } = await addPasskey(token);
    const held = await call('POST', '/wps/session/login', {
      ip: '198.51.100.50',
      body: { username: 'pklogin01', password },
    });
    expect(ZSuccess(ZLoginValue).parse(held.body).value.token).toBeNull();

    const { options } = await loginOptions();
    expect(options).toMatchObject({ rpId: DEMO_HOST, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const before = await memberOf('pklogin01');
    const answer = await quickLogin(passkey, { ip: '198.51.100.51' });
    expect(answer.status).toBe(200);
    const value = ZSuccess(ZLoginValue).parse(answer.body).value;
    expect(value).toMatchObject({
      secondStep: null,
      firstTimeLogin: false,
      passwordExpired: false,
      previousLoginAt: before.last_login_at?.toISOString(),
    });
    const info = await call('GET', '/wps/member/info', { token: value.token ?? '' });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ value: { account: 'pklogin01' } });
    // The login is marked, and its address is known from now on: a password login from it goes through.
    expect((await memberOf('pklogin01')).last_login_at?.getTime()).toBeGreaterThan(
      before.last_login_at?.getTime() ?? 0,
    );
    const fromThere = await call('POST', '/wps/session/login', {
      ip: '198.51.100.51',
      body: { username: 'pklogin01', password },
    });
    expect(sessionTokenOf(fromThere.body)).toEqual(expect.any(String));
    const listed = ZSuccess(ZPasskeyList).parse((await call('GET', '/wps/member/passkeys', { token })).body);
    expect(listed.value.passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a wrong origin, host, challenge or missing verification, and writes nothing', async () => {
    const token = await register('pklogin02');
    const { passkey } = await addPasskey(token);
    const sessions = await sessionCount('pklogin02');
    const { last_login_at } = await memberOf('pklogin02');
    for (const tamper of [
      { origin: 'https://phish.example' },
      { rpId: 'phish.example' },
      { challenge: Buffer.from('a challenge the server never gave').toString('base64url') },
      { isUserVerified: false },
    ]) {
      expect(refusal(await quickLogin(passkey, { tamper })), JSON.stringify(tamper)).toEqual([
        401,
        'passkey.login.failed',
      ]);
    }
    expect(await sessionCount('pklogin02')).toBe(sessions);
    expect((await memberOf('pklogin02')).last_login_at).toEqual(last_login_at);
    expect((await quickLogin(passkey)).status).toBe(200);
  });

  it('uses a challenge once, and not after five minutes', async () => {
    const token = await register('pklogin03');
    const { passkey } = await addPasskey(token);
    const { challengeId, options } = await loginOptions();
    const credential = assertion(passkey, { challenge: options.challenge, origin: originOf(DEMO_HOST) });
    const login = () => call('POST', '/wps/session/login/passkey', { body: { challengeId, credential } });
    const [first, second] = await Promise.all([login(), login()]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(refusal(await login())).toEqual([400, 'passkey.challenge.expired']);

    const stale = await loginOptions();
    await server.database.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stale.challengeId)
      .execute();
    const late = assertion(passkey, { challenge: stale.options.challenge, origin: originOf(DEMO_HOST) });
    expect(
      refusal(
        await call('POST', '/wps/session/login/passkey', {
          body: { challengeId: stale.challengeId, credential: late },
        }),
      ),
    ).toEqual([400, 'passkey.challenge.expired']);
  });

  it('refuses a counter that went backwards', async () => {
    const token = await register('pklogin04');
    const { passkey } = await addPasskey(token);
    expect((await quickLogin(passkey, { tamper: { counter: 5 } })).status).toBe(200);
    expect(refusal(await quickLogin(passkey, { tamper: { counter: 5 } }))).toEqual([
      401,
      'passkey.login.failed',
    ]);
    expect(refusal(await quickLogin(passkey, { tamper: { counter: 3 } }))).toEqual([
      401,
      'passkey.login.failed',
    ]);
    expect(refusal(await quickLogin(passkey, { tamper: { counter: 0 } }))).toEqual([
      401,
      'passkey.login.failed',
    ]);
    expect((await quickLogin(passkey, { tamper: { counter: 6 } })).status).toBe(200);
  });

  it('accepts an authenticator that keeps no counter', async () => {
    const token = await register('pklogin05');
    const { passkey } = await addPasskey(token);
    expect((await quickLogin(passkey, { tamper: { counter: 0 } })).status).toBe(200);
    expect((await quickLogin(passkey, { tamper: { counter: 0 } })).status).toBe(200);
  });

  it("refuses an unknown passkey and another brand's passkey", async () => {
    const stranger = newSoftPasskey(DEMO_HOST, Buffer.from('nobody').toString('base64url'));
    expect(refusal(await quickLogin(stranger))).toEqual([401, 'passkey.login.failed']);

    const elsewhere = await register('pkother01', OTHER_HOST);
    const { passkey } = await addPasskey(elsewhere, OTHER_HOST);
    expect((await quickLogin(passkey, { host: OTHER_HOST })).status).toBe(200);
    // The same credential presented to the demo brand, signed for its host: the brand does not know it.
    const moved = { ...passkey, rpId: DEMO_HOST };
    expect(refusal(await quickLogin(moved))).toEqual([401, 'passkey.login.failed']);
  });

  it("checks the member's status and site", async () => {
    const token = await register('pkblocked01');
    const { passkey } = await addPasskey(token);
    await server.database.db
      .updateTable('members')
      .set({ status: 'CLOSED' })
      .where('account_key', '=', 'pkblocked01')
      .execute();
    expect(refusal(await quickLogin(passkey))).toEqual([403, 'member.no.enter']);
    // Without a good signature nothing is said about the member behind the credential.
    expect(refusal(await quickLogin(passkey, { tamper: { origin: 'https://phish.example' } }))).toEqual([
      401,
      'passkey.login.failed',
    ]);

    // A plain member's passkey for the agent site's host does not open the agent site.
    const member = await register('pkplain01', OTHER_HOST);
    const { passkey: agentSiteKey } = await addPasskey(member, OTHER_AGENT_HOST);
    expect(refusal(await quickLogin(agentSiteKey, { host: OTHER_AGENT_HOST }))).toEqual([
      403,
      'login.not.agent',
    ]);
  });

  it('is refused everywhere while the brand has it switched off', async () => {
    const token = await register('pkoff01');
    const { passkey } = await addPasskey(token);
    const { challengeId, options } = await loginOptions();
    await setPasskeySwitch(false);
    try {
      expect(refusal(await call('POST', '/wps/session/login/passkey/options'))).toEqual([403, 'passkey.off']);
      const credential = assertion(passkey, { challenge: options.challenge, origin: originOf(DEMO_HOST) });
      expect(
        refusal(await call('POST', '/wps/session/login/passkey', { body: { challengeId, credential } })),
      ).toEqual([403, 'passkey.off']);
      expect(refusal(await call('POST', '/wps/member/passkeys/options', { token }))).toEqual([
        403,
        'passkey.off',
      ]);
      // The member can still see and remove what it added.
      expect((await call('GET', '/wps/member/passkeys', { token })).status).toBe(200);
    } finally {
      await setPasskeySwitch(true);
    }
  });
});

describe('the per-address ceiling', () => {
  it('holds quick logins to the login attempts per minute', async () => {
    const limited = await startTestServer({ loginAttemptsPerMinute: 2 });
    try {
      const options = () =>
        limited.request('/wps/session/login/passkey/options', {
          method: 'POST',
          headers: { Merchant: 'demo' },
        });
      expect((await options()).status).toBe(200);
      expect((await options()).status).toBe(200);
      const refused = await options();
      expect(refused.status).toBe(429);
      expect(ZFailure.parse(await refused.json()).errorCode).toBe('rate.limited');
    } finally {
      await limited.close();
    }
  });
});
