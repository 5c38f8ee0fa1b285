import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZTotpSetup } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../platform/totp.ts';
import { checkedCall, passedChecks } from '../../../test/human-check.ts';
import { sessionTokenOf } from '../../../test/session-token-of.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { listOutbox } from '../../messaging/service.ts';

let server: TestServer;
const HOME = '203.0.113.10';
const password = 'Lotus-2026!';
const STEP_MS = 30_000;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server?.close());

const GUARDED = new Set(['/wps/session/login', '/wps/member/register']);

async function call(
  method: string,
  path: string,
  { body, ip = HOME, token }: { body?: object; ip?: string; token?: string } = {},
) {
  // Logins and registrations pass the human checks, as the site's widget would.
  const checks = GUARDED.has(path) ? await passedChecks(server) : undefined;
  return checkedCall(server, method, path, {
    body,
    headers: { 'X-Forwarded-For': ip, ...(token ? { Authorization: token } : {}) },
    checks,
  });
}

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];
const loginFrom = (username: string, ip: string) =>
  call('POST', '/wps/session/login', { body: { username, password }, ip });
const loginValue = (answer: { body: unknown }) => ZSuccess(ZLoginValue).parse(answer.body).value;

async function registeredWithAuthenticator(username: string) {
  const registered = await call('PUT', '/wps/member/register', {
    body: { username, password, confirmPassword: password, ageConfirmed: true },
  });
  const token = sessionTokenOf(registered.body);
  const setup = ZSuccess(ZTotpSetup).parse((await call('POST', '/wps/member/totp', { token })).body).value;
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const confirmCode = totpCode(setup.secret, new Date());
  const confirmed = await call('PUT', '/wps/member/totp', { body: { code: confirmCode }, token });
  expect(confirmed.status).toBe(200);
  return { token, secret: setup.secret, confirmCode };
}

describe('a login from an address the member never used', () => {
  it('goes straight through for a member with no second step to take, and the address becomes known', async () => {
    await call('PUT', '/wps/member/register', {
      body: { username: 'nostep01', password, confirmPassword: password, ageConfirmed: true },
    });
    expect(loginValue(await loginFrom('nostep01', '198.51.100.7'))).toMatchObject({ secondStep: null });
  });

  it('is held for the authenticator code; the right code completes it once and the address becomes known', async () => {
    const { secret, confirmCode } = await registeredWithAuthenticator('stepper01');
    expect(loginValue(await loginFrom('stepper01', HOME)).token).toEqual(expect.any(String));

    const held = loginValue(await loginFrom('stepper01', '198.51.100.20'));
    expect(held.token).toBeNull();
    expect(held.secondStep?.methods).toEqual(['totp']);
    const ticket = held.secondStep?.ticket ?? '';

    // The code that confirmed the set-up has been used: it cannot be used again.
    const replayed = await call('POST', '/wps/session/login/verify', {
      body: { ticket, method: 'totp', code: confirmCode },
    });
    expect(refusal(replayed)).toEqual([400, 'second.step.code.invalid']);

    const next = totpCode(secret, new Date(Date.now() + STEP_MS));
    const done = await call('POST', '/wps/session/login/verify', {
      body: { ticket, method: 'totp', code: next },
    });
    const token = sessionTokenOf(done.body);
    expect((await call('GET', '/wps/member/info', { token })).status).toBe(200);

    const again = await call('POST', '/wps/session/login/verify', {
      body: { ticket, method: 'totp', code: next },
    });
    expect(refusal(again)).toEqual([401, 'second.step.expired']);
    expect(loginValue(await loginFrom('stepper01', '198.51.100.20')).secondStep).toBeNull();
  });

  it('dies after 5 wrong codes, refuses unknown methods and tickets, and says nothing more', async () => {
    await registeredWithAuthenticator('stepper02');
    const ticket = loginValue(await loginFrom('stepper02', '198.51.100.30')).secondStep?.ticket ?? '';
    const unavailable = await call('POST', '/wps/session/login/verify', {
      body: { ticket, method: 'sms', code: '123456' },
    });
    expect(refusal(unavailable)).toEqual([400, 'second.step.method.unavailable']);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('POST', '/wps/session/login/verify', {
        body: { ticket, method: 'totp', code: '000000' },
      });
      expect(refusal(wrong)).toEqual([400, 'second.step.code.invalid']);
    }
    const dead = await call('POST', '/wps/session/login/verify', {
      body: { ticket, method: 'totp', code: '000000' },
    });
    expect(refusal(dead)).toEqual([401, 'second.step.expired']);
    const forged = await call('POST', '/wps/session/login/verify', {
      body: { ticket: 'A'.repeat(43), method: 'totp', code: '000000' },
    });
    expect(refusal(forged)).toEqual([401, 'second.step.expired']);
    const malformed = await call('POST', '/wps/session/login/verify', {
      body: { ticket, method: 'totp', code: '12ab56' },
    });
    expect(refusal(malformed)).toEqual([400, 'request.invalid']);
  });

  it('ten wrong codes in an hour, over any number of held logins, stop new ones', async () => {
    await registeredWithAuthenticator('stepper04');
    for (let ticketNumber = 0; ticketNumber < 2; ticketNumber += 1) {
      const ticket = loginValue(await loginFrom('stepper04', '198.51.100.60')).secondStep?.ticket ?? '';
      for (let attempt = 0; attempt < 5; attempt += 1)
        await call('POST', '/wps/session/login/verify', { body: { ticket, method: 'totp', code: '000000' } });
    }
    expect(refusal(await loginFrom('stepper04', '198.51.100.60'))).toEqual([423, 'second.step.locked']);
    expect(loginValue(await loginFrom('stepper04', HOME)).token).toEqual(expect.any(String));
  });

  it('two answers with the same right code at once open one session only', async () => {
    const { secret } = await registeredWithAuthenticator('stepper03');
    const ticket = loginValue(await loginFrom('stepper03', '198.51.100.40')).secondStep?.ticket ?? '';
    const code = totpCode(secret, new Date(Date.now() + STEP_MS));
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/wps/session/login/verify', { body: { ticket, method: 'totp', code } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});

describe('a second step by SMS or email', () => {
  const latestCode = async (recipient: string) => {
    const [message] = await listOutbox(server.database.db, undefined, { recipient, limit: 1 });
    return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
  };

  it('offers the verified number and the profile address, and a code sent to either completes the login', async () => {
    await call('PUT', '/wps/member/register', {
      body: {
        username: 'coded01',
        password,
        confirmPassword: password,
        ageConfirmed: true,
        email: 'coded01@example.com',
      },
    });
    await server.database.db
      .updateTable('members')
      .set({ verified_mobile: '0912000001' })
      .where('account_key', '=', 'coded01')
      .execute();

    for (const [method, recipient, ip] of [
      ['email', 'coded01@example.com', '198.51.100.81'],
      ['sms', '0912000001', '198.51.100.82'],
    ] as const) {
      const held = loginValue(await loginFrom('coded01', ip)).secondStep;
      expect(held?.methods).toEqual(['sms', 'email']);
      const ticket = held?.ticket ?? '';
      const sent = await call('POST', '/wps/session/login/verify/code', { body: { ticket, method }, ip });
      expect(sent.status).toBe(200);
      const code = await latestCode(recipient);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await call('POST', '/wps/session/login/verify', {
        body: { ticket, method, code: code === '000000' ? '111111' : '000000' },
        ip,
      });
      expect(refusal(wrong)).toEqual([400, 'second.step.code.invalid']);
      const done = await call('POST', '/wps/session/login/verify', { body: { ticket, method, code }, ip });
      expect(sessionTokenOf(done.body)).toEqual(expect.any(String));
      const replay = await call('POST', '/wps/session/login/verify', { body: { ticket, method, code }, ip });
      expect(refusal(replay)).toEqual([401, 'second.step.expired']);
    }
  });

  it('refuses to send for a method the member lacks, or for a dead ticket', async () => {
    const { secret } = await registeredWithAuthenticator('coded02');
    expect(secret).toBeTruthy();
    const ticket = loginValue(await loginFrom('coded02', '198.51.100.90')).secondStep?.ticket ?? '';
    const noPhone = await call('POST', '/wps/session/login/verify/code', { body: { ticket, method: 'sms' } });
    expect(refusal(noPhone)).toEqual([400, 'second.step.method.unavailable']);
    const dead = await call('POST', '/wps/session/login/verify/code', {
      body: { ticket: 'B'.repeat(43), method: 'email' },
    });
    expect(refusal(dead)).toEqual([401, 'second.step.expired']);
  });
});

describe('authenticator set-up', () => {
  it('needs a right code to confirm, cannot be set up twice, and is removed with the password', async () => {
    const registered = await call('PUT', '/wps/member/register', {
      body: { username: 'setup01', password, confirmPassword: password, ageConfirmed: true },
    });
    const token = sessionTokenOf(registered.body);
    expect(refusal(await call('PUT', '/wps/member/totp', { body: { code: '123456' }, token }))).toEqual([
      409,
      'totp.not.pending',
    ]);
    const { secret } = ZSuccess(ZTotpSetup).parse(
      (await call('POST', '/wps/member/totp', { token })).body,
    ).value;
    expect(refusal(await call('PUT', '/wps/member/totp', { body: { code: '000000' }, token }))).toEqual([
      400,
      'second.step.code.invalid',
    ]);
    expect(
      (await call('PUT', '/wps/member/totp', { body: { code: totpCode(secret, new Date()) }, token })).status,
    ).toBe(200);
    expect(refusal(await call('POST', '/wps/member/totp', { token }))).toEqual([409, 'totp.already.enabled']);

    expect(
      refusal(await call('POST', '/wps/member/totp/remove', { body: { password: 'wrong' }, token })),
    ).toEqual([400, 'password.wrong']);
    expect((await call('POST', '/wps/member/totp/remove', { body: { password }, token })).status).toBe(200);
    expect(loginValue(await loginFrom('setup01', '198.51.100.50')).secondStep).toBeNull();
    expect(refusal(await call('POST', '/wps/member/totp'))).toEqual([401, 'login.not.session']);
  });
});
