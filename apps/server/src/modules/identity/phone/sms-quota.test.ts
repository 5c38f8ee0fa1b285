import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { checkedCall, passedChecks, solvedHumanCheck } from '../../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { sendMobileCode } from '../profile/profile.ts';
import { sendSmsCode } from './phone-auth.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  const { db } = server.database;
  for (const [code, smsDailyQuota] of [
    ['quota3', 3],
    ['quota5', 5],
    ['quota0', 0],
  ] as const) {
    await createMerchant(db, { ...DEMO_BRAND, code, domains: [`${code}.example`], smsDailyQuota });
  }
});
afterAll(() => server?.close());

let clients = 0;
/** Each send from its own address to its own number, so that only the brand's quota can refuse it. */
async function send(brand: string, purpose: 'register' | 'login' = 'register') {
  clients += 1;
  const response = await server.request('/wps/verification/sms/noLogin', {
    method: 'POST',
    headers: {
      Merchant: brand,
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${clients >> 8}.${clients & 255}`,
    },
    body: JSON.stringify({
      mobileNum: `0977${String(clients).padStart(6, '0')}`,
      purpose,
      humanCheck: await solvedHumanCheck(server.url, { Merchant: brand }),
    }),
  });
  const body = (await response.json()) as unknown;
  return response.status === 200 ? 'sent' : ZFailure.parse(body).errorCode;
}

async function brandOf(code: string): Promise<Merchant> {
  const merchant = await resolveMerchant(server.database.db, { code, host: '' });
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

async function outboxCount(code: string): Promise<number> {
  const merchant = await brandOf(code);
  const rows = await server.database.db
    .selectFrom('outbox_messages')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('channel', '=', 'sms')
    .execute();
  return rows.length;
}

describe("a brand's daily SMS quota", () => {
  it('sends up to the quota, then answers phone.quota.exceeded alike for every number', async () => {
    expect([await send('quota3'), await send('quota3'), await send('quota3')]).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    expect(await send('quota3')).toBe('phone.quota.exceeded');
    // A login code to a number no member has is refused the same way: the quota tells nothing.
    expect(await send('quota3', 'login')).toBe('phone.quota.exceeded');
    expect(await outboxCount('quota3')).toBe(3);
    // Nothing was spent on the refused sends: no code waits for them.
    const merchant = await brandOf('quota3');
    const codes = await server.database.db
      .selectFrom('one_time_codes')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(codes).toHaveLength(3);
  });

  it('concurrent sends cannot pass the quota together', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => send('quota5')));
    expect(answers.filter((answer) => answer === 'sent')).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'phone.quota.exceeded')).toHaveLength(7);
    expect(await outboxCount('quota5')).toBe(5);
  });

  it('starts again on the next GMT+8 day', async () => {
    const merchant = await brandOf('quota5');
    const request = { mobileNum: '0966000001', purpose: 'register' as const };
    const client = { ip: '10.78.0.1', userAgent: null };
    const today = new Date();
    await expect(
      sendSmsCode(server.database.db, merchant, request, client, 'EN', today),
    ).rejects.toMatchObject({
      code: 'phone.quota.exceeded',
    });
    const tomorrow = new Date(today.getTime() + 24 * 3_600_000);
    await sendSmsCode(server.database.db, merchant, request, client, 'EN', tomorrow);
    expect(await outboxCount('quota5')).toBe(6);
  });

  it('a quota of 0 sends nothing; a brand without one is not limited', async () => {
    expect(await send('quota0')).toBe('phone.quota.exceeded');
    expect(await outboxCount('quota0')).toBe(0);
    expect([await send('demo'), await send('demo'), await send('demo'), await send('demo')]).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('a spent quota refuses the verify-mobile and second-step codes before making one', async () => {
    const { db } = server.database;
    const brand = { Merchant: 'quota0' };
    const password = 'Lotus-2026!';
    const registered = await checkedCall(server, 'PUT', '/wps/member/register', {
      body: { username: 'spent01', password, confirmPassword: password, ageConfirmed: true },
      headers: { ...brand, 'X-Forwarded-For': '10.79.0.1' },
      checks: await passedChecks(server, 'quota0'),
    });
    expect(registered.status).toBe(200);
    const merchant = await brandOf('quota0');
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('account_key', '=', 'spent01')
      .executeTakeFirstOrThrow();
    const client = { ip: '10.79.0.1', userAgent: null };
    await expect(sendMobileCode(db, merchant, member.id, '0966000002', client, 'EN')).rejects.toMatchObject({
      code: 'phone.quota.exceeded',
    });

    // With a verified number, a login from a new address is held for a code the quota cannot pay for.
    await db
      .updateTable('members')
      .set({ verified_mobile: '0966000003' })
      .where('id', '=', member.id)
      .execute();
    const held = await checkedCall(server, 'POST', '/wps/session/login', {
      body: { username: 'spent01', password },
      headers: { ...brand, 'X-Forwarded-For': '10.79.0.2' },
      checks: await passedChecks(server, 'quota0'),
    });
    const { ticket } = (held.body as { value: { secondStep: { ticket: string } } }).value.secondStep;
    const sent = await checkedCall(server, 'POST', '/wps/session/login/verify/code', {
      body: { ticket, method: 'sms' },
      headers: { ...brand, 'X-Forwarded-For': '10.79.0.2' },
    });
    expect([sent.status, ZFailure.parse(sent.body).errorCode]).toEqual([429, 'phone.quota.exceeded']);
    const codes = await db
      .selectFrom('one_time_codes')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(codes).toEqual([]);
  });
});
