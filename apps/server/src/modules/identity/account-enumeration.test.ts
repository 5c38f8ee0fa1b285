import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { registeredMember, registration, TEST_PASSWORD } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { listOutbox } from '../messaging/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { sendSmsCode } from './phone/phone-auth.ts';

/**
 * A stranger who has not passed the human check of an attempt learns nothing of which names exist:
 * every call a stranger can make answers a taken name exactly as a free one (no account enumeration:
 * a taken name may be said only after the human check).
 */
const TAKEN_MOBILE = '0913000001';
const NO_CLIENT = { ip: null, userAgent: null };
const form = { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, ageConfirmed: true };
let server: TestServer;
let clients = 0;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await registeredMember(server, 'takenname');
  // A number taken by a mobile registration, as its owner made it.
  const demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  await sendSmsCode(
    server.database.db,
    demo,
    { mobileNum: TAKEN_MOBILE, purpose: 'register' },
    NO_CLIENT,
    'en',
  );
  const [sms] = await listOutbox(server.database.db, demo.id, { recipient: TAKEN_MOBILE, limit: 1 });
  const verificationCode = sms?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
  const opened = await server.request('/wps/member/register/mobile', {
    method: 'PUT',
    headers: { Merchant: 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ ...form, mobileNum: TAKEN_MOBILE, verificationCode, registerMethod: 'WEB' }),
  });
  expect(opened.status).toBe(200);
});
afterAll(() => server?.close());

async function answer(method: string, path: string, body: unknown) {
  clients += 1;
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      'content-type': 'application/json',
      // A new address each call, so that per-address limits answer alike for both names.
      'x-forwarded-for': `10.7.${clients >> 8}.${clients & 255}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const CALLS: Array<[string, string, string, (name: string, mobile: string) => unknown]> = [
  [
    'registration without a human check',
    'PUT',
    '/wps/member/register',
    (username) => ({ ...form, username }),
  ],
  [
    'registration with a forged human check',
    'PUT',
    '/wps/member/register',
    (username) => ({ ...form, username, humanCheck: Buffer.from('{}').toString('base64') }),
  ],
  [
    'mobile registration without the number’s code',
    'PUT',
    '/wps/member/register/mobile',
    (_, mobileNum) => ({ ...form, mobileNum, verificationCode: '123456', registerMethod: 'WEB' }),
  ],
  [
    'a login without a human check',
    'POST',
    '/wps/session/login',
    (username) => ({ username, password: 'Wrong-2026!' }),
  ],
  [
    'forgotten password',
    'POST',
    '/wps/member/password/email',
    (username) => ({ username, email: 'someone@example.com' }),
  ],
  [
    'an SMS code without a human check',
    'POST',
    '/wps/verification/sms/noLogin',
    (_, mobileNum) => ({ mobileNum, purpose: 'register' }),
  ],
];

describe('nothing tells a stranger which names exist', () => {
  it.each(CALLS)('%s answers a taken name as a free one', async (_, method, path, body) => {
    const taken = await answer(method, path, body('takenname', TAKEN_MOBILE));
    const free = await answer(method, path, body('freename99', '0913000002'));
    expect(taken).toEqual(free);
  });

  it('after the human check of the attempt, the form may say the name is taken', async () => {
    const response = await registration(server, 'TakenName');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errorCode: 'register.account.unavailable' });
  });
});
