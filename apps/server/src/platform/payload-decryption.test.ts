import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { type PayloadKey, ZSystemStatus } from '@platform/contracts/system/status';
import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLikeBrand } from '../test/brand.ts';
import { passedChecks } from '../test/human-check.ts';
import { sessionTokenOf } from '../test/session-token-of.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let brandKey: PayloadKey;
const account = { username: 'sealed01', password: 'Sealed-2026!' };

beforeAll(async () => {
  server = await startTestServer();
  const status = await (await server.request('/wps/system/status', { headers: { Merchant: 'demo' } })).json();
  brandKey = ZSuccess(ZSystemStatus).parse(status).value.encryption;
  const registered = await post('/wps/member/register', {
    ...account,
    confirmPassword: account.password,
    ageConfirmed: true,
  });
  expect(registered.status).toBe(200);
});
afterAll(() => server?.close());

async function seal(payload: unknown, header: Record<string, unknown> = {}, key: PayloadKey = brandKey) {
  const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: key.kid,
      htu: '/wps/session/login',
      ...header,
    })
    .encrypt(publicKey);
}

/** Plain logins and registrations pass the human checks, as the site's widget would. */
async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const checks = 'value' in body ? undefined : await passedChecks(server);
  const response = await server.request(path, {
    method: path.startsWith('/wps/member/register') ? 'PUT' : 'POST',
    headers: { Merchant: 'demo', 'content-type': 'application/json', ...checks?.headers, ...headers },
    body: JSON.stringify({ ...body, ...checks?.body }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const refused = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

describe('encrypted payloads', () => {
  it('a login sealed to the brand key opens and logs in; the same login in plain text works too', async () => {
    // The human checks travel inside the sealed body, as the site sends them.
    const checks = await passedChecks(server);
    const sealed = await post(
      '/wps/session/login',
      { value: await seal({ ...account, ...checks.body }) },
      { Encryption: 'jwe', ...checks.headers },
    );
    expect(sealed.status).toBe(200);
    expect(sessionTokenOf(sealed.body)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await post('/wps/session/login', account)).status).toBe(200);
  });

  it("keeps the brand key's private half sealed in the database", async () => {
    const row = await server.database.db
      .selectFrom('merchant_payload_keys')
      .select('private_pkcs8')
      .where('kid', '=', brandKey.kid)
      .executeTakeFirstOrThrow();
    expect(row.private_pkcs8).toMatch(/^sealed:v1:/);
    expect(row.private_pkcs8).not.toContain('PRIVATE KEY');
  });

  it('the opened body is validated like a plain one', async () => {
    const answer = await post(
      '/wps/session/login',
      { value: await seal({ username: 'x' }) },
      { Encryption: 'jwe' },
    );
    expect(refused(answer)).toEqual([400, 'request.invalid']);
  });

  it('refuses tampered, misaddressed, unknown-key, foreign-brand and malformed payloads with one code', async () => {
    const good = await seal(account);
    const parts = good.split('.');
    const flipped = parts[3]?.startsWith('A') ? `B${parts[3].slice(1)}` : `A${parts[3]?.slice(1)}`;
    const tampered = [parts[0], parts[1], parts[2], flipped, parts[4]].join('.');
    const otherStatus = await (
      await server.request('/wps/system/status', { headers: { Merchant: 'demo' } })
    ).json();
    expect(ZSuccess(ZSystemStatus).parse(otherStatus).value.encryption.kid).toBe(brandKey.kid);
    const cases = [
      { value: tampered },
      { value: await seal(account, { htu: '/wps/member/register' }) },
      { value: await seal(account, { kid: '00000000-0000-0000-0000-000000000000' }) },
      { value: 'not a jwe' },
      { value: 42 },
      account,
    ];
    for (const body of cases)
      expect(refused(await post('/wps/session/login', body, { Encryption: 'jwe' }))).toEqual([
        400,
        'payload.encryption.invalid',
      ]);
    expect(refused(await post('/wps/session/login', { value: good }, { Encryption: 'rot13' }))).toEqual([
      400,
      'payload.encryption.invalid',
    ]);
  });

  it('a key id of another brand does not open this brand', async () => {
    await demoLikeBrand(server.database.db, 'sealed-other');
    const status = await (
      await server.request('/wps/system/status', { headers: { Merchant: 'sealed-other' } })
    ).json();
    const foreignKey = ZSuccess(ZSystemStatus).parse(status).value.encryption;
    expect(foreignKey.kid).not.toBe(brandKey.kid);
    const answer = await post(
      '/wps/session/login',
      { value: await seal(account, {}, foreignKey) },
      { Encryption: 'jwe' },
    );
    expect(refused(answer)).toEqual([400, 'payload.encryption.invalid']);
  });
});

describe('encrypted registration, mobile registration and password change', () => {
  const sealedTo = (path: string, payload: unknown) => seal(payload, { htu: path });

  it('a registration sealed to the brand key opens the account; sealed for another call it is refused', async () => {
    const form = {
      username: 'sealed02',
      password: 'Sealed-2026!',
      confirmPassword: 'Sealed-2026!',
      ageConfirmed: true,
    };
    const misaddressed = await post(
      '/wps/member/register',
      { value: await sealedTo('/wps/session/login', form) },
      { Encryption: 'jwe' },
    );
    expect(refused(misaddressed)).toEqual([400, 'payload.encryption.invalid']);
    const checks = await passedChecks(server);
    const sealed = await post(
      '/wps/member/register',
      { value: await sealedTo('/wps/member/register', { ...form, ...checks.body }) },
      { Encryption: 'jwe', ...checks.headers },
    );
    expect(sealed.status).toBe(200);
    expect(sessionTokenOf(sealed.body)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (await post('/wps/session/login', { username: 'sealed02', password: 'Sealed-2026!' })).status,
    ).toBe(200);
  });

  it('a mobile registration sealed to the brand key opens the account with the SMS code', async () => {
    const mobileNum = '0913000002';
    expect((await post('/wps/verification/sms/noLogin', { mobileNum, purpose: 'register' })).status).toBe(
      200,
    );
    const [message] = await server.database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', mobileNum)
      .execute();
    const verificationCode = message?.body.match(/\b(\d{6})\b/)?.[1];
    const form = {
      mobileNum,
      verificationCode,
      password: 'Sealed-2026!',
      confirmPassword: 'Sealed-2026!',
      ageConfirmed: true,
    };
    const misaddressed = await post(
      '/wps/member/register/mobile',
      { value: await sealedTo('/wps/member/register', form) },
      { Encryption: 'jwe' },
    );
    expect(refused(misaddressed)).toEqual([400, 'payload.encryption.invalid']);
    const sealed = await post(
      '/wps/member/register/mobile',
      { value: await sealedTo('/wps/member/register/mobile', form) },
      { Encryption: 'jwe' },
    );
    expect(sealed.status).toBe(200);
    const members = await server.database.db
      .selectFrom('members')
      .select('verified_mobile')
      .where('account_key', '=', mobileNum)
      .execute();
    expect(members).toEqual([{ verified_mobile: mobileNum }]);
  });

  it('a password change sealed to the brand key changes the password', async () => {
    const login = await post('/wps/session/login', account);
    const token = sessionTokenOf(login.body);
    const change = {
      oldPassword: account.password,
      newPassword: 'Sealed-2027!',
      confirmNewPassword: 'Sealed-2027!',
    };
    const misaddressed = await post(
      '/wps/member/password',
      { value: await sealedTo('/wps/member/register', change) },
      { Encryption: 'jwe', Authorization: token },
    );
    expect(refused(misaddressed)).toEqual([400, 'payload.encryption.invalid']);
    const sealed = await post(
      '/wps/member/password',
      { value: await sealedTo('/wps/member/password', change) },
      { Encryption: 'jwe', Authorization: token },
    );
    expect(sealed.status).toBe(200);
    expect((await post('/wps/session/login', { ...account, password: 'Sealed-2027!' })).status).toBe(200);
    expect((await post('/wps/session/login', account)).status).toBe(401);
  });
});
