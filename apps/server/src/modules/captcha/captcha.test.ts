import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import type { Payload } from 'altcha-lib/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { AppError } from '../../platform/app-error.ts';
import { knownCaptcha, passedChecks, solvedHumanCheck } from '../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { requireHumanCheck } from './service.ts';

let server: TestServer;
beforeAll(async () => {
  // Addresses from X-Forwarded-For, so each test acts as its own client.
  server = await startTestServer({ trustProxy: true });
  await createMerchant(server.database.db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'strict',
    domains: ['strict.example'],
    registerFields: { ...DEMO_BRAND.registerFields, captcha: { enabled: true, required: true } },
  });
});
afterAll(() => server?.close());

const PASSWORD = 'Lotus-2026!';

type Call = {
  body: Record<string, unknown>;
  from: string;
  headers?: Record<string, string>;
};

async function send(method: 'POST' | 'PUT', path: string, { body, from, headers = {} }: Call) {
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const login = (call: Call) => send('POST', '/wps/session/login', call);
const registration = (call: Call) => send('PUT', '/wps/member/register', call);
const humanCheck = (merchant = 'demo') => solvedHumanCheck(server.url, { Merchant: merchant });

async function open(username: string, merchant = 'demo') {
  const checks = await passedChecks(server, merchant);
  const { status } = await registration({
    body: { username, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true, ...checks.body },
    from: '192.0.2.1',
    headers: { Merchant: merchant, ...checks.headers },
  });
  expect(status).toBe(200);
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString()) as Payload;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('human check (proof of work)', () => {
  it('issues a signed challenge with a short expiry and keeps the brand key to itself', async () => {
    const response = await server.request('/wps/human-check/challenge', { headers: { Merchant: 'demo' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { value } = (await response.json()) as {
      value: { parameters: Record<string, unknown>; signature: string };
    };
    expect(value.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(value.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInMs = Number(value.parameters.expiresAt) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(9 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60_000);
    const keys = await server.database.db.selectFrom('human_check_keys').select('secret').execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { secret } of keys) expect(JSON.stringify(value)).not.toContain(secret);
  });

  it('accepts a solved challenge once: a replay is refused, also for another account', async () => {
    const payload = await humanCheck();
    const form = (username: string) => ({
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ageConfirmed: true,
      humanCheck: payload,
    });
    expect((await registration({ body: form('onceonly1'), from: '192.0.2.2' })).status).toBe(200);
    const replay = await registration({ body: form('onceonly2'), from: '192.0.2.3' });
    expect(replay.status).toBe(400);
    expect(ZFailure.parse(replay.body)).toMatchObject({
      errorCode: 'human.check.failed',
      message: 'Please complete verification first.',
    });
    const logins = await login({
      body: { username: 'onceonly1', password: PASSWORD, humanCheck: payload },
      from: '192.0.2.4',
    });
    expect(logins.status).toBe(400);
  });

  it('refuses a missing, malformed, tampered or other-brand solution with 400 human.check.failed', async () => {
    const solved = decode(await humanCheck());
    const tampered = [
      { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } },
      {
        ...solved,
        challenge: {
          ...solved.challenge,
          parameters: {
            ...solved.challenge.parameters,
            expiresAt: (solved.challenge.parameters.expiresAt ?? 0) + 86_400,
          },
        },
      },
      { ...solved, challenge: { ...solved.challenge, signature: 'f'.repeat(64) } },
    ].map(encode);
    const attempts = [
      undefined,
      '',
      'not base64 json',
      encode({ hello: 'world' }),
      ...tampered,
      await humanCheck('other'),
    ];
    for (const payload of attempts) {
      const { status, body } = await login({
        body: {
          username: 'anyone',
          password: PASSWORD,
          ...(payload === undefined ? {} : { humanCheck: payload }),
        },
        from: '192.0.2.5',
      });
      expect(status, String(payload).slice(0, 40)).toBe(400);
      expect(ZFailure.parse(body).errorCode).toBe('human.check.failed');
    }
    // The untouched solution still works: the refusals above were about the changes.
    const { status } = await login({
      body: { username: 'anyone', password: PASSWORD, humanCheck: encode(solved) },
      from: '192.0.2.5',
    });
    expect(status).toBe(401);
  });

  it('refuses a solution once its challenge has expired', async () => {
    const { db } = server.database;
    const demo = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!demo) throw new Error('no demo brand');
    const late = new Date(Date.now() + 10 * 60_000 + 1_000);
    await expect(requireHumanCheck(db, demo, await humanCheck(), late)).rejects.toThrowError(
      new AppError('human.check.failed'),
    );
    await expect(requireHumanCheck(db, demo, await humanCheck())).resolves.toBeUndefined();
  });

  it('says nothing about the account when the check fails, and counts no failure', async () => {
    await open('quietuser');
    const answers = [];
    for (const username of ['quietuser', 'nobody-at-all']) {
      for (let round = 0; round < 3; round += 1) {
        answers.push(await login({ body: { username, password: 'wrong-pass-1' }, from: '192.0.2.6' }));
      }
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(400);
    const { status } = await login({
      body: { username: 'quietuser', password: PASSWORD, humanCheck: await humanCheck() },
      from: '192.0.2.6',
    });
    expect(status).toBe(200);
  });
});

describe('image captcha', () => {
  it('answers a PNG as a data URL and binds it to the browser with an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await server.request('/wps/captcha', {
      headers: { Merchant: 'demo', 'x-forwarded-for': '192.0.2.10' },
    });
    expect(response.status).toBe(200);
    const { value } = ZSuccess(ZFailure.shape.message).parse(await response.json());
    expect(value).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(300);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^captcha_id=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/wps; HttpOnly; SameSite=Strict$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a browser at most one new image a second', async () => {
    const get = (cookie?: string) =>
      server.request('/wps/captcha', {
        headers: { Merchant: 'demo', 'x-forwarded-for': '192.0.2.11', ...(cookie ? { cookie } : {}) },
      });
    const first = await get();
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // Two at once, so that they fall in one second however slow the machine: one at most is served
    // (the first call's second may have passed meanwhile, on a busy CI).
    const pair = await Promise.all([get(cookie), get(cookie)]);
    const tooSoon = pair.find((answer) => answer.status !== 200);
    expect(pair.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    expect(tooSoon?.status).toBe(429);
    expect(tooSoon?.headers.get('retry-after')).toBe('1');
    expect(ZFailure.parse(await tooSoon?.json()).errorCode).toBe('rate.limited');
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const later = await get(cookie);
    expect(later.status).toBe(200);
    expect((later.headers.get('set-cookie') ?? '').split(';')[0]).toBe(cookie);
  });

  it('limits new images per address, cookie or not', async () => {
    const own = await startTestServer({ loginAttemptsPerMinute: 3 });
    try {
      const statuses = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await own.request('/wps/captcha', { headers: { Merchant: 'demo' } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await own.close();
    }
  });
});

describe('captcha demanded after failed logins', () => {
  it('after 2 failures on a name: asks for it, refuses a missing or wrong one, takes a right one in any case once', async () => {
    await open('captchauser');
    const from = '198.51.100.20';
    const wrong = async () =>
      ZFailure.parse(
        (
          await login({
            body: { username: 'CaptchaUser', password: 'wrong-pass-1', humanCheck: await humanCheck() },
            from,
          })
        ).body,
      );
    expect(await wrong()).toMatchObject({ errorCode: 'login.failed', value: { captcha: false } });
    expect(await wrong()).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });

    const right = { username: 'captchauser', password: PASSWORD };
    const missing = await login({ body: { ...right, humanCheck: await humanCheck() }, from });
    expect(missing.status).toBe(400);
    expect(ZFailure.parse(missing.body)).toEqual({
      success: false,
      errorCode: 'captcha.failed',
      message: 'Captcha check failed, please try again.',
      value: { captcha: true },
    });

    const captcha = await knownCaptcha(server.database.db);
    const withAnswer = async (answer: string) =>
      login({
        body: { ...right, captcha: answer, humanCheck: await humanCheck() },
        from,
        headers: { cookie: captcha.cookie },
      });
    expect((await withAnswer(`${captcha.answer}x`)).status).toBe(400);
    // Checked once: after a wrong answer, the right one for that image no longer counts.
    expect((await withAnswer(captcha.answer)).status).toBe(400);

    const fresh = await knownCaptcha(server.database.db);
    const swapped = [...fresh.answer]
      .map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()))
      .join('');
    const accepted = await login({
      body: { ...right, captcha: ` ${swapped} `, humanCheck: await humanCheck() },
      from,
      headers: { cookie: fresh.cookie },
    });
    expect(accepted.status).toBe(200);
    expect(ZSuccess(ZLoginValue).parse(accepted.body).value.captcha).toBe(false);

    // A success clears the name: the next login needs no captcha.
    expect((await login({ body: { ...right, humanCheck: await humanCheck() }, from })).status).toBe(200);
  });

  it('after 5 failures from an address: every name from it needs the captcha, and a success says so', async () => {
    await open('neighbour');
    const from = '198.51.100.21';
    for (let index = 0; index < 5; index += 1) {
      const { body } = await login({
        body: { username: `guess-${index}`, password: 'wrong-pass-1', humanCheck: await humanCheck() },
        from,
      });
      expect(ZFailure.parse(body).value).toEqual({ captcha: index === 4 });
    }
    const right = { username: 'neighbour', password: PASSWORD };
    const refused = await login({ body: { ...right, humanCheck: await humanCheck() }, from });
    expect(ZFailure.parse(refused.body).errorCode).toBe('captcha.failed');

    const checks = await passedChecks(server);
    const accepted = await login({ body: { ...right, ...checks.body }, from, headers: checks.headers });
    expect(accepted.status).toBe(200);
    expect(ZSuccess(ZLoginValue).parse(accepted.body).value.captcha).toBe(true);

    const elsewhere = await login({
      body: { ...right, humanCheck: await humanCheck() },
      from: '198.51.100.22',
    });
    expect(elsewhere.status).toBe(200);
    expect(ZSuccess(ZLoginValue).parse(elsewhere.body).value.captcha).toBe(false);
  });

  it("does not take another brand's captcha", async () => {
    await open('brandbound');
    const from = '198.51.100.23';
    for (let index = 0; index < 2; index += 1) {
      await login({
        body: { username: 'brandbound', password: 'wrong-pass-1', humanCheck: await humanCheck() },
        from,
      });
    }
    const foreign = await knownCaptcha(server.database.db, 'other');
    const { status, body } = await login({
      body: {
        username: 'brandbound',
        password: PASSWORD,
        captcha: foreign.answer,
        humanCheck: await humanCheck(),
      },
      from,
      headers: { cookie: foreign.cookie },
    });
    expect(status).toBe(400);
    expect(ZFailure.parse(body).errorCode).toBe('captcha.failed');
  });
});

describe('registration with the brand captcha on', () => {
  it('refuses a missing or wrong captcha with 400 and opens nothing, then opens with a right one', async () => {
    const form = {
      username: 'strictuser',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ageConfirmed: true,
    };
    const headers = { Merchant: 'strict' };
    const members = async () =>
      (
        await server.database.db
          .selectFrom('members')
          .select('id')
          .where('account_key', '=', 'strictuser')
          .execute()
      ).length;

    const missing = await registration({
      body: { ...form, humanCheck: await humanCheck('strict') },
      from: '192.0.2.30',
      headers,
    });
    expect(missing.status).toBe(400);
    expect(ZFailure.parse(missing.body)).toMatchObject({
      errorCode: 'captcha.failed',
      value: { captcha: true },
    });

    const captcha = await knownCaptcha(server.database.db, 'strict');
    const wrong = await registration({
      body: { ...form, captcha: `${captcha.answer}x`, humanCheck: await humanCheck('strict') },
      from: '192.0.2.30',
      headers: { ...headers, cookie: captcha.cookie },
    });
    expect(wrong.status).toBe(400);
    expect(await members()).toBe(0);

    const fresh = await knownCaptcha(server.database.db, 'strict');
    const opened = await registration({
      body: { ...form, captcha: fresh.answer, humanCheck: await humanCheck('strict') },
      from: '192.0.2.30',
      headers: { ...headers, cookie: fresh.cookie },
    });
    expect(opened.status).toBe(200);
    expect(await members()).toBe(1);
  });
});
