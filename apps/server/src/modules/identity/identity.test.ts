import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { checkedCall, passedChecks } from '../../test/human-check.ts';
import { sessionTokenOf } from '../../test/session-token-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant } from '../system/service.ts';

let server: TestServer;
beforeAll(async () => {
  // Addresses from X-Forwarded-For, so that a test's failed logins do not put another's behind the captcha.
  server = await startTestServer({ trustProxy: true });
  await createMerchant(server.database.db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
});
afterAll(() => server?.close());

const form = (changes: Record<string, unknown> = {}) => ({
  username: 'player01',
  password: 'Lotus-2026!',
  confirmPassword: 'Lotus-2026!',
  ageConfirmed: true,
  registerMethod: 'WEB',
  ...changes,
});

const GUARDED = new Set(['/wps/session/login', '/wps/member/register']);

/** Logins and registrations carry a solved human check and a right captcha answer. */
async function call(method: string, path: string, body?: object, headers: Record<string, string> = {}) {
  const checks =
    body && GUARDED.has(path) ? await passedChecks(server, headers.Merchant ?? 'demo') : undefined;
  return checkedCall(server, method, path, { body, headers, checks });
}

async function registered(username: string, password = 'Lotus-2026!') {
  const { status, body } = await call(
    'PUT',
    '/wps/member/register',
    form({ username, password, confirmPassword: password }),
  );
  expect(status).toBe(200);
  return sessionTokenOf(body);
}

const failure = (body: unknown) => ZFailure.parse(body);

describe('registration', () => {
  it('opens the account, logs it in, and the token reads the member (raw or as Bearer)', async () => {
    const token = await registered('Player01');
    for (const authorization of [token, `Bearer ${token}`]) {
      const { status, body } = await call('GET', '/wps/member/info', undefined, {
        Authorization: authorization,
      });
      expect(status).toBe(200);
      expect(ZSuccess(ZMemberInfo).parse(body).value).toMatchObject({
        account: 'Player01',
        type: 0,
        language: 'EN',
      });
    }
  });

  it.each([
    ['a username that breaks the brand rule', { username: '1player' }, 'body.username', 'pattern.1'],
    ['a username that is too short', { username: 'abc' }, 'body.username', 'length'],
    ['no username', { username: '' }, 'body.username', 'required'],
    ['a short password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'body.password', 'length'],
    ['a confirmation that differs', { confirmPassword: 'other-pass-1' }, 'body.confirmPassword', 'mismatch'],
    ['no age and terms declaration', { ageConfirmed: false }, 'body.ageConfirmed', 'required'],
    ['a malformed email', { username: 'player77', email: 'not-an-email' }, 'body.email', 'pattern.3'],
  ])('refuses %s with 400 register.invalid naming the field', async (_, changes, path, code) => {
    const { status, body } = await call('PUT', '/wps/member/register', form(changes), { Language: 'CN' });
    expect(status).toBe(400);
    const refused = failure(body);
    expect(refused.errorCode).toBe('register.invalid');
    expect(refused.message).toBe('请修正标出的字段。');
    expect(refused.issues).toContainEqual({ path, code });
  });

  it('refuses a taken username whatever its case, and creates nothing', async () => {
    await registered('TakenName');
    const members = () => server.database.db.selectFrom('members').select('id').execute();
    const sessions = () => server.database.db.selectFrom('member_sessions').select('id').execute();
    const [beforeMembers, beforeSessions] = [(await members()).length, (await sessions()).length];
    const { status, body } = await call('PUT', '/wps/member/register', form({ username: 'takenname' }));
    expect(status).toBe(409);
    expect(failure(body).errorCode).toBe('register.account.unavailable');
    expect((await members()).length).toBe(beforeMembers);
    expect((await sessions()).length).toBe(beforeSessions);
  });

  it('keeps brands apart: the same name can open an account on another brand', async () => {
    await registered('sharedname');
    const { status } = await call('PUT', '/wps/member/register', form({ username: 'sharedname' }), {
      Merchant: 'other',
    });
    expect(status).toBe(200);
  });

  it('never stores the password itself', async () => {
    await registered('hashcheck', 'Secret-Pass-9');
    const row = await server.database.db
      .selectFrom('members')
      .select(['password_hash', 'profile'])
      .where('account_key', '=', 'hashcheck')
      .executeTakeFirstOrThrow();
    // An argon2id hash (at the test run's cost; passwords.test.ts checks the production one).
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(JSON.stringify(row)).not.toContain('Secret-Pass-9');
  });
});

describe('login', () => {
  it('logs in with the account in any case and trimmed input, and tells the previous login time', async () => {
    await registered('loginuser');
    const { status, body } = await call('POST', '/wps/session/login', {
      username: ' LOGINUSER ',
      password: ' Lotus-2026! ',
    });
    expect(status).toBe(200);
    const value = ZSuccess(ZLoginValue).parse(body).value;
    expect(value).toMatchObject({
      secondStep: null,
      firstTimeLogin: false,
      passwordExpired: false,
      captcha: false,
    });
    expect(value.previousLoginAt).not.toBeNull();
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    await registered('knownuser');
    const from = { 'x-forwarded-for': '203.0.113.50' };
    const wrong = await call(
      'POST',
      '/wps/session/login',
      { username: 'knownuser', password: 'wrong-password' },
      from,
    );
    const unknown = await call(
      'POST',
      '/wps/session/login',
      { username: 'nobody-here', password: 'wrong-password' },
      from,
    );
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
    expect(failure(wrong.body).errorCode).toBe('login.failed');
  });

  it('locks an account name after 5 failures, even against the right password, and the same for unknown names', async () => {
    await registered('lockme');
    for (const username of ['lockme', 'ghost-account']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { status } = await call('POST', '/wps/session/login', { username, password: 'bad-guess-123' });
        expect(status).toBe(401);
      }
      const locked = await call('POST', '/wps/session/login', { username, password: 'Lotus-2026!' });
      expect(locked.status).toBe(423);
      expect(failure(locked.body)).toMatchObject({ errorCode: 'login.locked' });
      expect(failure(locked.body).message).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\)/);
    }
  });
});

describe('per-address ceiling', () => {
  it('refuses the 21st login attempt in a minute from one address with 429, whatever the account', async () => {
    const own = await startTestServer({ loginAttemptsPerMinute: 20 });
    try {
      const attempt = async (index: number) => {
        const checks = await passedChecks(own);
        return own.request('/wps/session/login', {
          method: 'POST',
          headers: { Merchant: 'demo', 'content-type': 'application/json', ...checks.headers },
          body: JSON.stringify({ username: `guess-${index}`, password: 'wrong-password', ...checks.body }),
        });
      };
      for (let index = 0; index < 20; index += 1) expect((await attempt(index)).status).toBe(401);
      const refused = await attempt(20);
      expect(refused.status).toBe(429);
      expect(failure(await refused.json()).errorCode).toBe('rate.limited');
    } finally {
      await own.close();
    }
  });
});

describe('sessions', () => {
  it('refuses a missing, tampered or other-brand token with 401 login.not.session', async () => {
    const token = await registered('sessionuser');
    const tampered = `${token.slice(0, -2)}xx`;
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: tampered },
      { Authorization: token, Merchant: 'other' },
    ];
    for (const headers of attempts) {
      const { status, body } = await call('GET', '/wps/member/info', undefined, headers);
      expect(status).toBe(401);
      expect(failure(body).errorCode).toBe('login.not.session');
    }
  });

  it('logout ends the session', async () => {
    const token = await registered('logoutuser');
    expect((await call('DELETE', '/wps/session/logout', undefined, { Authorization: token })).status).toBe(
      200,
    );
    expect((await call('GET', '/wps/member/info', undefined, { Authorization: token })).status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the current password, the rules and the confirmation, then ends the other sessions', async () => {
    const token = await registered('changer');
    const other = sessionTokenOf(
      (await call('POST', '/wps/session/login', { username: 'changer', password: 'Lotus-2026!' })).body,
    );
    const change = (body: Record<string, string>) =>
      call('POST', '/wps/member/password', body, { Authorization: token });
    const cases: [Record<string, string>, string][] = [
      [
        { oldPassword: 'wrong-one-1', newPassword: 'Brand-New-7', confirmNewPassword: 'Brand-New-7' },
        'password.wrong',
      ],
      [
        { oldPassword: 'Lotus-2026!', newPassword: 'Brand-New-7', confirmNewPassword: 'Brand-New-8' },
        'password.mismatch',
      ],
      [{ oldPassword: 'Lotus-2026!', newPassword: 'short', confirmNewPassword: 'short' }, 'password.invalid'],
      [
        { oldPassword: 'Lotus-2026!', newPassword: 'Lotus-2026!', confirmNewPassword: 'Lotus-2026!' },
        'password.reused',
      ],
    ];
    for (const [body, code] of cases) {
      const { status, body: answer } = await change(body);
      expect(status, code).toBe(400);
      expect(failure(answer).errorCode).toBe(code);
    }
    const done = await change({
      oldPassword: 'Lotus-2026!',
      newPassword: 'Brand-New-7',
      confirmNewPassword: 'Brand-New-7',
    });
    expect(done.status).toBe(200);
    expect((await call('GET', '/wps/member/info', undefined, { Authorization: token })).status).toBe(200);
    expect((await call('GET', '/wps/member/info', undefined, { Authorization: other })).status).toBe(401);
    expect(
      (await call('POST', '/wps/session/login', { username: 'changer', password: 'Lotus-2026!' })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/wps/session/login', { username: 'changer', password: 'Brand-New-7' })).status,
    ).toBe(200);
  });
});

describe('language', () => {
  it("remembers the member's language, and refuses one the site does not offer", async () => {
    const token = await registered('polyglot');
    const auth = { Authorization: token };
    expect((await call('PUT', '/wps/member/language', { language: 'VI' }, auth)).status).toBe(200);
    const info = ZSuccess(ZMemberInfo).parse(
      (await call('GET', '/wps/member/info', undefined, auth)).body,
    ).value;
    expect(info.language).toBe('VI');
    expect((await call('PUT', '/wps/member/language', { language: 'XX' }, auth)).status).toBe(400);
  });
});
