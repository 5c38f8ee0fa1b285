import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo } from '@platform/contracts/identity/schemas';
import type { WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { solvedHumanCheck, withHumanCheck } from '../../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { listOutbox } from '../../messaging/service.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { loginBySms, sendSmsCode } from './phone-auth.ts';

/** The demo brand's switches with some turned on or off. */
function features(switches: Record<string, boolean>): WhitelabelNode[] {
  const apply = (node: WhitelabelNode): WhitelabelNode => ({
    ...node,
    enabled: switches[node.modId] ?? node.enabled,
    childrenNodes: node.childrenNodes.map(apply),
  });
  return DEMO_BRAND.features.map(apply);
}

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  const { db } = server.database;
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'smsoff',
    domains: ['smsoff.example'],
    features: features({ REGISTER_MOBILE: false, SMS_VERIFICATION: false, LOGIN_SMS_CODE: false }),
  });
  await createMerchant(db, {
    ...DEMO_BRAND,
    code: 'smson',
    domains: ['smson.example'],
    features: features({ SMS_VERIFICATION: true }),
  });
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

let clients = 0;
/** Each call comes from its own address unless told, so the per-address send limit stays out of the way. */
async function call(path: string, given: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const body = await withHumanCheck(server.url, headers.Merchant ?? 'demo', { method, path, body: given });
  clients += 1;
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${clients >> 8}.${clients & 255}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const sendCode = (mobileNum: string, purpose: 'register' | 'login', headers: Record<string, string> = {}) =>
  call('/wps/verification/sms/noLogin', { mobileNum, purpose }, headers);

async function lastCode(mobile: string, merchantId = demo.id): Promise<string> {
  const [message] = await listOutbox(server.database.db, merchantId, {
    channel: 'sms',
    recipient: mobile,
    limit: 1,
  });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

async function sentCount(mobile: string) {
  return (await listOutbox(server.database.db, demo.id, { recipient: mobile, limit: 100 })).length;
}

const mobileForm = (mobileNum: string, verificationCode: string, changes: Record<string, unknown> = {}) => ({
  mobileNum,
  verificationCode,
  password: 'Lotus-2026!',
  confirmPassword: 'Lotus-2026!',
  ageConfirmed: true,
  registerMethod: 'WEB',
  ...changes,
});

/** Opens an account by mobile; its sends are forgotten unless a test wants them counted. */
async function registerByMobile(mobile: string, { forget = true } = {}) {
  expect((await sendCode(mobile, 'register')).status).toBe(200);
  const { status, body } = await call(
    '/wps/member/register/mobile',
    mobileForm(mobile, await lastCode(mobile)),
    {},
    'PUT',
  );
  expect(status).toBe(200);
  if (forget) await forgetCodes(mobile);
  return ZSuccess(ZLoginValue).parse(body).value;
}

/** Forgets a number's sends, so that a test can send to it again within the minute. */
async function forgetCodes(mobile: string) {
  await server.database.db.deleteFrom('one_time_codes').where('recipient', '=', mobile).execute();
}

const errorOf = (body: unknown) => ZFailure.parse(body).errorCode;

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a 6-digit registration code by SMS to the outbox, and keeps only its hash', async () => {
    const { status, body } = await sendCode('0912000001', 'register', { Language: 'CN' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { done: true } });
    const [message] = await listOutbox(server.database.db, demo.id, { recipient: '0912000001', limit: 5 });
    expect(message).toMatchObject({ channel: 'sms', purpose: 'register-code', merchantCode: 'demo' });
    expect(message?.body).toMatch(/^Lucky Lotus：您的验证码是 \d{6}，10 分钟内有效/);
    const code = await lastCode('0912000001');
    const rows = await server.database.db.selectFrom('one_time_codes').selectAll().execute();
    expect(
      JSON.stringify(rows, (_, value) => (typeof value === 'bigint' ? String(value) : value)),
    ).not.toContain(code);
  });

  it('answers a login code request the same for an unknown number, but sends nothing to it', async () => {
    await registerByMobile('0912000002', { forget: false });
    const known = await sendCode('0912000002', 'login');
    const unknown = await sendCode('0912000003', 'login');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    expect(await sentCount('0912000003')).toBe(0);
    expect(
      (await listOutbox(server.database.db, demo.id, { recipient: '0912000002', limit: 1 }))[0]?.purpose,
    ).toBe('login-code');
  });

  it.each([
    ['', 'phone.missing'],
    ['09-12', 'phone.invalid'],
    ['123', 'phone.invalid'],
  ])('refuses the number %j with 400 %s', async (mobileNum, code) => {
    const { status, body } = await sendCode(mobileNum, 'register');
    expect(status).toBe(400);
    expect(errorOf(body)).toBe(code);
  });

  it('refuses without a solved proof of work, or with one already spent, and sends nothing', async () => {
    const send = (humanCheck: string | undefined) =>
      server.request('/wps/verification/sms/noLogin', {
        method: 'POST',
        headers: { Merchant: 'demo', 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
        body: JSON.stringify({ mobileNum: '0912000020', purpose: 'register', humanCheck }),
      });
    const missing = await send(undefined);
    expect(missing.status).toBe(400);
    expect(errorOf(await missing.json())).toBe('human.check.failed');
    const humanCheck = await solvedHumanCheck(server.url);
    expect((await send(humanCheck)).status).toBe(200);
    await forgetCodes('0912000020');
    const replayed = await send(humanCheck);
    expect(replayed.status).toBe(400);
    expect(errorOf(await replayed.json())).toBe('human.check.failed');
    expect(await sentCount('0912000020')).toBe(1);
  });

  it('refuses with 403 phone.not.allowed where the brand has SMS switched off', async () => {
    for (const purpose of ['register', 'login'] as const) {
      const { status, body } = await sendCode('0912000004', purpose, { Merchant: 'smsoff' });
      expect(status).toBe(403);
      expect(errorOf(body)).toBe('phone.not.allowed');
    }
  });

  it('allows one send a minute per number: the next gets 429 phone.too.many with Retry-After 300', async () => {
    expect((await sendCode('0912000005', 'register')).status).toBe(200);
    const again = await sendCode('0912000005', 'register', { Language: 'EN' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('300');
    expect(ZFailure.parse(again.body)).toMatchObject({
      errorCode: 'phone.too.many',
      message: 'Too many requests. Please try again in 5 minutes.',
    });
    expect(await sentCount('0912000005')).toBe(1);
  });

  it('allows five sends an hour per number and twenty per address', async () => {
    const { db } = server.database;
    const start = Date.parse('2030-01-01T00:00:00Z');
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const send = (mobileNum: string, ip: string, minutes: number) =>
      sendSmsCode(db, demo, { mobileNum, purpose: 'register' }, { ip, userAgent: null }, 'EN', at(minutes));
    for (let i = 0; i < 5; i += 1) await send('0912000006', `10.8.0.${i}`, i * 2);
    await expect(send('0912000006', '10.8.0.9', 12)).rejects.toMatchObject({ code: 'phone.too.many' });
    await expect(send('0912000006', '10.8.0.9', 61)).resolves.toBeUndefined();
    for (let i = 0; i < 20; i += 1) await send(`09130000${String(i).padStart(2, '0')}`, '10.8.1.1', 100);
    await expect(send('0913000099', '10.8.1.1', 101)).rejects.toMatchObject({ code: 'phone.too.many' });
    await expect(send('0913000099', '10.8.1.2', 101)).resolves.toBeUndefined();
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('opens an account named by the verified number, logs it in, and the code cannot be replayed', async () => {
    expect((await sendCode('0912000010', 'register')).status).toBe(200);
    const code = await lastCode('0912000010');
    const first = await call('/wps/member/register/mobile', mobileForm('0912000010', code), {}, 'PUT');
    expect(first.status).toBe(200);
    const { token } = ZSuccess(ZLoginValue).parse(first.body).value;
    const info = await server.request('/wps/member/info', {
      headers: { Merchant: 'demo', Authorization: token ?? '' },
    });
    expect(ZSuccess(ZMemberInfo).parse(await info.json()).value.account).toBe('0912000010');
    const replay = await call('/wps/member/register/mobile', mobileForm('0912000010', code), {}, 'PUT');
    expect(replay.status).toBe(400);
    expect(errorOf(replay.body)).toBe('phone.code.invalid');
  });

  it.each([
    ['no number', { mobileNum: '' }, 'phone.missing', 'mobileNum'],
    ['a malformed number', { mobileNum: '12ab' }, 'register.invalid', 'mobileNum'],
    ['no code', { verificationCode: '' }, 'phone.code.missing', 'verificationCode'],
    ['a wrong code', { verificationCode: '000000x' }, 'phone.code.invalid', 'verificationCode'],
    ['a number that was sent no code', { mobileNum: '0912000019' }, 'phone.code.invalid', 'verificationCode'],
  ])('refuses %s with 400 beside its field and opens nothing', async (_, changes, code, field) => {
    expect((await sendCode('0912000011', 'register')).status).toBe(200);
    const before = await server.database.db.selectFrom('members').select('id').execute();
    const { status, body } = await call(
      '/wps/member/register/mobile',
      mobileForm('0912000011', await lastCode('0912000011'), changes),
      {},
      'PUT',
    );
    expect(status).toBe(400);
    expect(errorOf(body)).toBe(code);
    expect(ZFailure.parse(body).issues?.map(({ path }) => path)).toEqual([`body.${field}`]);
    expect(await server.database.db.selectFrom('members').select('id').execute()).toEqual(before);
    await forgetCodes('0912000011');
  });

  it('refuses a number already registered with 409, and where mobile registration is off with 403', async () => {
    await registerByMobile('0912000012');
    expect((await sendCode('0912000012', 'register')).status).toBe(200);
    const again = await call(
      '/wps/member/register/mobile',
      mobileForm('0912000012', await lastCode('0912000012')),
      {},
      'PUT',
    );
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toBe('register.mobile.unavailable');
    const off = await call(
      '/wps/member/register/mobile',
      mobileForm('0912000013', '123456'),
      { Merchant: 'smsoff' },
      'PUT',
    );
    expect(off.status).toBe(403);
    expect(errorOf(off.body)).toBe('phone.not.allowed');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    expect((await sendCode('0912000014', 'register')).status).toBe(200);
    const code = await lastCode('0912000014');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await call('/wps/member/register/mobile', mobileForm('0912000014', wrong), {}, 'PUT');
      expect(errorOf(body)).toBe('phone.code.invalid');
    }
    const right = await call('/wps/member/register/mobile', mobileForm('0912000014', code), {}, 'PUT');
    expect(right.status).toBe(400);
    expect(errorOf(right.body)).toBe('phone.code.invalid');
  });
});

describe('username registration with SMS verification on', () => {
  const form = (username: string, mobileNum: string, verificationCode: string) =>
    mobileForm(mobileNum, verificationCode, { username });

  it('requires the code, and a refused registration does not use it up', async () => {
    const headers = { Merchant: 'smson' };
    const smson = (await resolveMerchant(server.database.db, { code: 'smson', host: '' })) as Merchant;
    const missing = await call('/wps/member/register', form('smsuser1', '0912000020', ''), headers, 'PUT');
    expect(errorOf(missing.body)).toBe('phone.code.missing');
    expect(
      (await call('/wps/member/register', form('takenname', '0912000021', ''), headers, 'PUT')).status,
    ).toBe(400);
    expect((await sendCode('0912000021', 'register', headers)).status).toBe(200);
    const otherCode = await lastCode('0912000021', smson.id);
    expect(
      (await call('/wps/member/register', form('takenname', '0912000021', otherCode), headers, 'PUT')).status,
    ).toBe(200);

    expect((await sendCode('0912000020', 'register', headers)).status).toBe(200);
    const code = await lastCode('0912000020', smson.id);
    const taken = await call('/wps/member/register', form('TakenName', '0912000020', code), headers, 'PUT');
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)).toBe('register.account.unavailable');
    const sessions = await server.database.db.selectFrom('member_sessions').select('id').execute();
    const opened = await call('/wps/member/register', form('smsuser1', '0912000020', code), headers, 'PUT');
    expect(opened.status).toBe(200);
    expect(await server.database.db.selectFrom('member_sessions').select('id').execute()).toHaveLength(
      sessions.length + 1,
    );

    // The verified number is now a login name with the password too.
    const byMobile = await call(
      '/wps/session/login',
      { username: '0912000020', password: 'Lotus-2026!' },
      headers,
    );
    expect(byMobile.status).toBe(200);
  });
});

describe('SMS login', () => {
  it('logs in by number and code once, without forcing a password change', async () => {
    await registerByMobile('0912000030');
    expect((await sendCode('0912000030', 'login')).status).toBe(200);
    const code = await lastCode('0912000030');
    const login = { type: 'sms', mobileNum: '0912000030', verificationCode: code };
    const first = await call('/wps/session/login', login);
    expect(first.status).toBe(200);
    expect(ZSuccess(ZLoginValue).parse(first.body).value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const replay = await call('/wps/session/login', login);
    expect(replay.status).toBe(400);
    expect(errorOf(replay.body)).toBe('phone.code.invalid');
  });

  it.each([
    ['no number', { mobileNum: '' }, 'phone.missing'],
    ['no code', { verificationCode: ' ' }, 'phone.code.missing'],
    ['a code of another purpose', { mobileNum: '0912000032' }, 'phone.code.invalid'],
  ])('refuses %s with 400', async (_, changes, code) => {
    expect((await sendCode('0912000032', 'register')).status).toBe(200);
    const { status, body } = await call('/wps/session/login', {
      type: 'sms',
      mobileNum: '0912000031',
      verificationCode: await lastCode('0912000032'),
      ...changes,
    });
    expect(status).toBe(400);
    expect(errorOf(body)).toBe(code);
    await forgetCodes('0912000032');
  });

  it('refuses an expired code with phone.code.expired', async () => {
    await registerByMobile('0912000033');
    const sentAt = new Date(Date.parse('2031-01-01T00:00:00Z'));
    await sendSmsCode(
      server.database.db,
      demo,
      { mobileNum: '0912000033', purpose: 'login' },
      { ip: '10.7.0.1', userAgent: null },
      'EN',
      sentAt,
    );
    const code = await lastCode('0912000033');
    const login = { mobileNum: '0912000033', verificationCode: code };
    const client = { ip: null, userAgent: null };
    await expect(
      loginBySms(
        server.database.db,
        demo,
        login,
        client,
        'member',
        new Date(sentAt.getTime() + 10 * 60_000 + 1),
      ),
    ).rejects.toMatchObject({ code: 'phone.code.expired' });
    await expect(
      loginBySms(server.database.db, demo, login, client, 'member', new Date(sentAt.getTime() + 9 * 60_000)),
    ).resolves.toMatchObject({ firstTimeLogin: false });
  });

  it('lets only one of two concurrent logins use a code', async () => {
    await registerByMobile('0912000034');
    expect((await sendCode('0912000034', 'login')).status).toBe(200);
    const login = { type: 'sms', mobileNum: '0912000034', verificationCode: await lastCode('0912000034') };
    const results = await Promise.all(Array.from({ length: 4 }, () => call('/wps/session/login', login)));
    expect(results.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('is refused with 403 where SMS login is off', async () => {
    const { status, body } = await call(
      '/wps/session/login',
      { type: 'sms', mobileNum: '0912000035', verificationCode: '123456' },
      { Merchant: 'smsoff' },
    );
    expect(status).toBe(403);
    expect(errorOf(body)).toBe('phone.not.allowed');
  });
});
