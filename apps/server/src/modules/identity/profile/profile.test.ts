import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZProfile } from '@platform/contracts/identity/profile-schemas';
import { catalogueRule, REAL_NAME_PATTERN_ID } from '@platform/contracts/patterns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { registeredMember, registration } from '../../../test/member.ts';
import { sessionTokenOf } from '../../../test/session-token-of.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { listOutbox } from '../../messaging/service.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { memberIdByAccount } from '../directory.ts';
import { sendMobileCode, verifyMobile } from './profile.ts';

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

const PASSWORD = 'Lotus-2026!';
let badOnes = 0;

const member = async (username: string) => (await registeredMember(server, username)).token;

const send = (token: string, method: string, path: string, body?: unknown) =>
  server.request(path, {
    method,
    headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const profileOf = async (response: Response) => ZSuccess(ZProfile).parse(await response.json()).value;
const errorOf = async (response: Response) => ZFailure.parse(await response.json()).errorCode;

async function lastCode(mobile: string): Promise<string> {
  const [message] = await listOutbox(server.database.db, demo.id, {
    channel: 'sms',
    recipient: mobile,
    limit: 1,
  });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

describe('my account: the profile', () => {
  it('starts empty, saves the labels of spec section 3, and clears a label sent empty', async () => {
    const token = await member('profile01');
    expect(await profileOf(await send(token, 'GET', '/wps/member/profile'))).toEqual({
      account: 'profile01',
      nickname: null,
      payeeName: '',
      birthday: '',
      nationality: '',
      address: '',
      occupation: '',
      incomeSource: '',
      zalo: '',
      telegram: '',
      lineId: '',
      email: '',
      mobile: null,
      locked: [],
      hasPaymentPassword: false,
    });
    const saved = await profileOf(
      await send(token, 'PUT', '/wps/member/profile', {
        nickname: 'Lucky Star',
        payeeName: 'Nguyễn Văn An',
        birthday: '1990-05-17',
        nationality: 'Vietnam',
        address: '12 Lê Lợi, Quận 1',
        occupation: 'Engineer',
        incomeSource: 'Salary',
        zalo: '0912345678',
        telegram: '@lucky_star',
        lineId: 'lucky.star',
      }),
    );
    expect(saved).toMatchObject({
      nickname: 'Lucky Star',
      payeeName: 'Nguyễn Văn An',
      birthday: '1990-05-17',
      telegram: '@lucky_star',
      locked: ['payeeName', 'birthday'],
    });
    const cleared = await profileOf(await send(token, 'PUT', '/wps/member/profile', { occupation: '' }));
    expect(cleared.occupation).toBe('');
    expect(cleared.nationality).toBe('Vietnam');
  });

  it('sets the full name and the birthday once; then only customer service changes them', async () => {
    const token = await member('profile02');
    await send(token, 'PUT', '/wps/member/profile', { payeeName: 'Tran Thi Bich' });
    const again = await send(token, 'PUT', '/wps/member/profile', { payeeName: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('profile.field.locked');
    // Sending the same value back (a form saved whole) is no change.
    const same = await send(token, 'PUT', '/wps/member/profile', {
      payeeName: 'Tran Thi Bich',
      address: 'Hà Nội',
    });
    expect(same.status).toBe(200);
    expect((await profileOf(same)).payeeName).toBe('Tran Thi Bich');
  });

  it.each([
    [{ birthday: '2015-01-01' }, 'profile.birthday.invalid', 400],
    [{ birthday: '1890-01-01' }, 'profile.birthday.invalid', 400],
    [{ birthday: '1990-02-30' }, 'request.invalid', 400],
    [{ payeeName: 'R2-D2' }, 'request.invalid', 400],
    [{ nickname: 'x'.repeat(21) }, 'request.invalid', 400],
    [{ telegram: 'bad handle!' }, 'request.invalid', 400],
    [{ email: 'not-an-email' }, 'request.invalid', 400],
  ])('refuses %j with %s, saving nothing', async (body, code, status) => {
    badOnes += 1;
    const token = await member(`profilebad${badOnes}`);
    const refused = await send(token, 'PUT', '/wps/member/profile', { ...body, nationality: 'Laos' });
    expect(refused.status).toBe(status);
    expect(await errorOf(refused)).toBe(code);
    expect((await profileOf(await send(token, 'GET', '/wps/member/profile'))).nationality).toBe('');
  });

  it('changes the email only with the login password', async () => {
    const token = await member('profile03');
    const without = await send(token, 'PUT', '/wps/member/profile', { email: 'an@example.com' });
    expect(await errorOf(without)).toBe('password.wrong');
    const wrong = await send(token, 'PUT', '/wps/member/profile', {
      email: 'an@example.com',
      password: 'nope',
    });
    expect(await errorOf(wrong)).toBe('password.wrong');
    const right = await send(token, 'PUT', '/wps/member/profile', {
      email: 'an@example.com',
      password: PASSWORD,
    });
    expect((await profileOf(right)).email).toBe('an@example.com');
  });

  it('verifies a mobile number once with an SMS code, shows it masked, and keeps it', async () => {
    const token = await member('profile04');
    const sent = await send(token, 'POST', '/wps/member/profile/mobile/code', { mobileNum: '0913555001' });
    expect(sent.status).toBe(200);
    const wrong = await send(token, 'POST', '/wps/member/profile/mobile', {
      mobileNum: '0913555001',
      verificationCode: '000000',
    });
    expect(await errorOf(wrong)).toBe('phone.code.invalid');
    const verified = await send(token, 'POST', '/wps/member/profile/mobile', {
      mobileNum: '0913555001',
      verificationCode: await lastCode('0913555001'),
    });
    expect((await profileOf(verified)).mobile).toBe('******5001');
    const second = await send(token, 'POST', '/wps/member/profile/mobile/code', { mobileNum: '0913555002' });
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toBe('phone.already.verified');

    // Another account can receive a code for that number (a minute later: one send a minute per
    // number) but not make it its own.
    await member('profile05');
    const { db } = server.database;
    const otherId = (await memberIdByAccount(db, demo.id, 'profile05')) as bigint;
    const later = new Date(Date.now() + 61_000);
    const client = { ip: '10.1.2.3', userAgent: null };
    await sendMobileCode(db, demo, otherId, '0913555001', client, 'EN', later);
    const taken = verifyMobile(
      db,
      demo,
      otherId,
      { mobileNum: '0913555001', verificationCode: await lastCode('0913555001') },
      later,
    );
    await expect(taken).rejects.toMatchObject({ code: 'register.mobile.unavailable', status: 409 });
  });

  it("holds the full name to the brand's real-name rule: no diacritics, a space between the parts", async () => {
    const { db } = server.database;
    const registerFields = {
      ...DEMO_BRAND.registerFields,
      payeeName: { enabled: true, required: false, rule: catalogueRule(REAL_NAME_PATTERN_ID, 3, 60) },
    };
    await createMerchant(db, {
      ...DEMO_BRAND,
      code: 'realname',
      domains: ['realname.example'],
      registerFields,
    });
    // Registration holds the payee name to the same rule.
    const refusedSignUp = await registration(server, 'realname02', 'realname', {
      payeeName: 'Nguyễn Văn An',
    });
    expect(refusedSignUp.status).toBe(400);
    expect(await refusedSignUp.json()).toMatchObject({
      issues: [{ path: 'body.payeeName', code: `pattern.${REAL_NAME_PATTERN_ID}` }],
    });
    const token = (await registeredMember(server, 'realname01', 'realname')).token;
    const put = (payeeName: string) =>
      server.request('/wps/member/profile', {
        method: 'PUT',
        headers: {
          Merchant: 'realname',
          Authorization: token,
          'content-type': 'application/json',
          Language: 'VI',
        },
        body: JSON.stringify({ payeeName }),
      });
    for (const payeeName of ['Nguyễn Văn An', 'Nguyen']) {
      const refused = await put(payeeName);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        errorCode: 'profile.payee.format',
        message: expect.stringContaining('Sai định dạng họ tên thật'),
      });
    }
    const saved = await put('Nguyen Van An');
    expect(saved.status).toBe(200);
    expect((await profileOf(saved)).payeeName).toBe('Nguyen Van An');
  });

  it('refuses guests and demo accounts', async () => {
    expect((await send('', 'GET', '/wps/member/profile')).status).toBe(401);
    const demoLogin = await server.request('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ os: 'web', platform: 'W', Encryption: false, gatewayVersion: 3 }),
    });
    const demoToken = sessionTokenOf(await demoLogin.json());
    const refused = await send(demoToken, 'GET', '/wps/member/profile');
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('member.not.official');
  });
});
