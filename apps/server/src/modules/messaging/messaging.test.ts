import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZOutboxValue } from '@platform/contracts/messaging/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { listOutbox, sendMessage } from './service.ts';

let server: TestServer;
let demo: Merchant;
let other: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createMerchant(db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  other = (await resolveMerchant(db, { code: 'other', host: '' })) as Merchant;
  const message = { subject: null, body: 'hello', purpose: 'test' };
  await sendMessage(db, demo, { ...message, channel: 'sms', recipient: '0911000001', body: 'first' });
  await sendMessage(db, demo, { ...message, channel: 'email', recipient: 'a@example.com', subject: 'Hi' });
  await sendMessage(db, demo, { ...message, channel: 'sms', recipient: '0911000001', body: 'second' });
  await sendMessage(db, other, { ...message, channel: 'sms', recipient: '0911000001', body: 'elsewhere' });
});
afterAll(() => server?.close());

describe('the outbox provider', () => {
  it("records a brand's messages, listed newest first and filtered by channel and recipient", async () => {
    const { db } = server.database;
    const all = await listOutbox(db, demo.id, { limit: 10 });
    expect(all.map(({ body }) => body)).toEqual(['second', 'hello', 'first']);
    const sms = await listOutbox(db, demo.id, { channel: 'sms', recipient: '0911000001', limit: 1 });
    expect(sms).toEqual([
      expect.objectContaining({ merchantCode: 'demo', channel: 'sms', body: 'second', subject: null }),
    ]);
    expect((await listOutbox(db, demo.id, { channel: 'email', limit: 10 }))[0]).toMatchObject({
      recipient: 'a@example.com',
      subject: 'Hi',
    });
    expect(await listOutbox(db, undefined, { limit: 10 })).toHaveLength(4);
  });
});

describe('GET /ops/outbox', () => {
  const get = (query: string, token?: string) =>
    server.request(`/ops/outbox?${query}`, token ? { headers: { Authorization: token } } : {});

  it("answers a brand's messages to staff of that brand", async () => {
    const token = await staffToken(server, 'ops.outbox.all', { roles: ['support'] });
    const response = await get('merchant=demo&channel=sms&recipient=0911000001&limit=5', token);
    expect(response.status).toBe(200);
    const { messages } = ZSuccess(ZOutboxValue).parse(await response.json()).value;
    expect(messages.map(({ body }) => body)).toEqual(['second', 'first']);
    // Waiting for the delivery job, which no provider has run yet.
    expect(messages[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null });
  });

  it('refuses without a staff token, for another brand, and for an unknown brand', async () => {
    expect((await get('merchant=demo')).status).toBe(401);
    const limited = await staffToken(server, 'ops.outbox.other', {
      roles: ['support'],
      merchantIds: [other.id],
    });
    const forbidden = await get('merchant=demo', limited);
    expect(forbidden.status).toBe(403);
    expect(ZFailure.parse(await forbidden.json()).errorCode).toBe('access.forbidden');
    expect((await get('merchant=nosuchbrand', limited)).status).toBe(403);
    const all = await staffToken(server, 'ops.outbox.all2', { roles: ['support'] });
    expect((await get('merchant=nosuchbrand', all)).status).toBe(404);
    expect((await get('merchant=demo&limit=500', all)).status).toBe(400);
  });
});
