import { randomBytes } from 'node:crypto';
import { ZDeposit, ZDepositList, ZDepositMethods } from '@platform/contracts/deposits/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { errorMessage } from '@platform/contracts/errors/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { depositCallbackFields, sandboxCallback } from '../../test/gateway-callback.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { memberBalances } from '../ledger/service.ts';
import { secretBox } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';

/**
 * The sandbox gateway is a development tool: it runs only where the operator turns it on, never
 * credits more than the order, and only the member holding the order's pay link can pay it, from
 * this site.
 */
let server: TestServer;
let demo: Merchant;
let secret: string;
let requests = 0;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  const method = await server.database.db
    .selectFrom('deposit_methods')
    .select('gateway_secret')
    .where('code', '=', 'sandbox-pay')
    .executeTakeFirstOrThrow();
  // Kept sealed, as every gateway secret is: the test plays the gateway, which holds it in the clear.
  secret = (await secretBox(server.database.db)).open(method.gateway_secret ?? '');
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const api = (target: TestServer, token: string, method: string, path: string, body?: unknown) =>
  target.request(path, {
    method,
    headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function onlineDeposit(token: string, amount: string) {
  requests += 1;
  const response = await api(server, token, 'POST', '/wps/deposits', {
    method: 'sandbox-pay',
    amount,
    requestId: `sbx-${requests}-${Date.now()}`,
  });
  const deposit = ZSuccess(ZDeposit).parse(await response.json()).value;
  const { order_id: orderId } = await server.database.db
    .selectFrom('deposits')
    .select('order_id')
    .where('id', '=', BigInt(deposit.id))
    .executeTakeFirstOrThrow();
  return { deposit, orderId, payUrl: deposit.payUrl ?? '' };
}

/** The pay page's form, as a browser on this site sends it. */
const pay = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
  target = server,
) =>
  target.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** The gateway's callback reporting `paidAmount` for the order, signed with the brand's key. */
const signedCallback = (target: TestServer, orderId: string, paidAmount: string) =>
  sandboxCallback(
    target,
    '/wps/payments/callback/sandbox',
    depositCallbackFields({ orderId, paidAmount }),
    secret,
  ).response;

async function mainBalance(memberId: bigint): Promise<bigint> {
  const held = await memberBalances(server.database.db, demo, memberId);
  return held.find(({ kind }) => kind === 'member.main')?.balance ?? 0n;
}

const outcomes = async (orderId: string) =>
  (
    await server.database.db
      .selectFrom('deposit_callbacks')
      .select('outcome')
      .where('order_id', '=', orderId)
      .execute()
  ).map(({ outcome }) => outcome);

describe('where the operator has not turned the sandbox on', () => {
  it('is off in production unless SANDBOX_PAYMENTS turns it on, and on in development', () => {
    // Production requires its secrets from the environment, and message providers or the outbox said.
    const production = {
      NODE_ENV: 'production',
      HOUSE_VENDOR_SECRET: randomBytes(32).toString('hex'),
      SPORTSBOOK_SECRET: randomBytes(32).toString('hex'),
      LOTTERY_SEED_SECRET: randomBytes(32).toString('hex'),
      GATEWAY_SEAL_KEY: randomBytes(32).toString('hex'),
      PROTECTION_KEY_SECRET: randomBytes(32).toString('hex'),
      EMAIL_TRANSPORT: 'outbox',
      SMS_TRANSPORT: 'outbox',
    };
    expect(loadConfig(production).sandboxPayments).toBe(false);
    expect(loadConfig({ ...production, SANDBOX_PAYMENTS: 'true' }).sandboxPayments).toBe(true);
    expect(loadConfig({}).sandboxPayments).toBe(true);
    expect(loadConfig({ SANDBOX_PAYMENTS: 'false' }).sandboxPayments).toBe(false);
  });

  it('answers 404 for its page and form, offers no sandbox method, and credits no callback', async () => {
    const off = await startTestServer({ database: server.database, sandboxPayments: false });
    try {
      const { id, token } = await registeredMember(server, 'sandbx01');
      // An order taken while it was on (as before a restart with it off).
      const { orderId, payUrl } = await onlineDeposit(token, '10.00');
      expect((await off.request(payUrl)).status).toBe(404);
      expect((await off.request(`/sandbox-pay/${orderId}`)).status).toBe(404);
      const posted = await pay(payUrl, { outcome: 'paid', paidAmount: '10.00' }, {}, off);
      expect(posted.status).toBe(404);

      const methods = ZSuccess(ZDepositMethods).parse(
        await (await api(off, token, 'GET', '/wps/deposits/methods')).json(),
      ).value.methods;
      expect(methods.map(({ code }) => code)).toEqual(['bank-transfer']);
      const created = await api(off, token, 'POST', '/wps/deposits', {
        method: 'sandbox-pay',
        amount: '10.00',
        requestId: `sbx-off-${Date.now()}`,
      });
      expect(created.status).toBe(400);
      expect(ZFailure.parse(await created.json()).errorCode).toBe('deposit.method.unknown');
      const listed = ZSuccess(ZDepositList).parse(
        await (await api(off, token, 'GET', '/wps/deposits')).json(),
      ).value;
      expect(listed.deposits[0]).toMatchObject({ status: 'pending', payUrl: null });

      const callback = await signedCallback(off, orderId, '10.00');
      expect(callback.status).toBe(401);
      expect(await mainBalance(id)).toBe(0n);
    } finally {
      await off.close();
    }
  });
});

describe('the amount paid', () => {
  it('refuses a payment above the order with a translated message, crediting nothing', async () => {
    const { id, token } = await registeredMember(server, 'sandbx02');
    const { orderId, payUrl } = await onlineDeposit(token, '10.00');
    const refused = await pay(payUrl, { outcome: 'paid', paidAmount: '99999999.99' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(errorMessage('deposit.paid.above.order', 'EN'));
    const justAbove = await pay(payUrl, { outcome: 'paid', paidAmount: '10.01' });
    expect(justAbove.status).toBe(400);
    expect(await mainBalance(id)).toBe(0n);
    expect(await outcomes(orderId)).toEqual([]);
    // The order is still open: the right amount pays it.
    expect((await pay(payUrl, { outcome: 'paid', paidAmount: '10.00' })).status).toBe(303);
    expect(await mainBalance(id)).toBe(10_00n);
  });

  it('refuses a signed callback reporting more than the order, crediting nothing', async () => {
    const { id, token } = await registeredMember(server, 'sandbx03');
    const { orderId } = await onlineDeposit(token, '10.00');
    const callback = await signedCallback(server, orderId, '99999999.99');
    expect(callback.status).toBe(400);
    expect(ZFailure.parse(await callback.json()).errorCode).toBe('deposit.paid.above.order');
    expect(await mainBalance(id)).toBe(0n);
    expect(await outcomes(orderId)).toEqual(['refused: paid more than the order']);
  });
});

describe('who may pay an order', () => {
  it('shows and pays an order only through its own pay link: the order id alone finds nothing', async () => {
    const { id, token } = await registeredMember(server, 'sandbx04');
    const { orderId, payUrl } = await onlineDeposit(token, '42.00');
    expect(payUrl).toMatch(new RegExp(`^/sandbox-pay/${orderId}/[A-Za-z0-9_-]{32,}$`));
    const page = await server.request(payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('42.00 USD');

    // Another member, or a stranger, who learned or guessed the order id.
    for (const path of [
      `/sandbox-pay/${orderId}`,
      `/sandbox-pay/${orderId}/${'A'.repeat(43)}`,
      `${payUrl.slice(0, -1)}${payUrl.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const seen = await server.request(path);
      expect(seen.status).toBe(404);
      expect(await seen.text()).not.toContain('42.00');
      expect((await pay(path, { outcome: 'paid', paidAmount: '42.00' })).status).toBe(404);
    }
    expect(await mainBalance(id)).toBe(0n);
  });

  it('refuses a form posted from another site, crediting nothing', async () => {
    const { id, token } = await registeredMember(server, 'sandbx05');
    const { orderId, payUrl } = await onlineDeposit(token, '20.00');
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://attacker.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const refused = await pay(payUrl, { outcome: 'paid', paidAmount: '20.00' }, headers);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(errorMessage('access.forbidden', 'EN'));
    }
    expect(await mainBalance(id)).toBe(0n);
    expect(await outcomes(orderId)).toEqual([]);
    const failed = await pay(payUrl, { outcome: 'failed' }, { Origin: 'https://attacker.example' });
    expect(failed.status).toBe(403);
    expect(await outcomes(orderId)).toEqual([]);
  });
});

describe('paying one order many times, on PostgreSQL', () => {
  it('credits once when the form is sent 10 times at once, and every copy answers alike', async () => {
    const { id, token } = await registeredMember(server, 'sandbx06');
    const { orderId, payUrl } = await onlineDeposit(token, '30.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(payUrl, { outcome: 'paid', paidAmount: '30.00' })),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(303));
    expect(await mainBalance(id)).toBe(30_00n);
    const seen = await outcomes(orderId);
    expect(seen.filter((outcome) => outcome.startsWith('credited'))).toHaveLength(1);
    // Paying it again later: still credited once.
    expect((await pay(payUrl, { outcome: 'paid', paidAmount: '30.00' })).status).toBe(303);
    expect(await mainBalance(id)).toBe(30_00n);
  });
});
