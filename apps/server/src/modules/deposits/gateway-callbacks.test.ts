import { ZDeposit } from '@platform/contracts/deposits/schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { errorOf, requestIds, testClient } from '../../test/api-client.ts';
import { failUpdatesOf } from '../../test/database-fault.ts';
import { depositCallbackFields, runningGateways, sandboxCallback } from '../../test/gateway-callback.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { memberBalances } from '../ledger/service.ts';
import { type PaymentGateways, settleSandboxOrder } from '../payments/gateways.ts';
import { secretBox } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';
import { checkOpenOrders, expireUnpaidDeposits } from './service.ts';

/**
 * The gateway interface a real gateway needs, through the sandbox adapter: callbacks signed over
 * their raw body with a timestamp and a nonce spent once, and a status query for orders whose
 * callback never came, on PostgreSQL with the ledger's invariants after each test.
 */
const CALLBACK = '/wps/payments/callback/sandbox';
let server: TestServer;
let demo: Merchant;
let key: string;
let gateways: PaymentGateways;
const requestId = requestIds('gwc');

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const method = await db
    .selectFrom('deposit_methods')
    .select('gateway_secret')
    .where('code', '=', 'sandbox-pay')
    .executeTakeFirstOrThrow();
  const box = await secretBox(db);
  key = box.open(method.gateway_secret ?? '');
  gateways = runningGateways(db, box);
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const { call } = testClient(() => server);

async function order(username: string, amount: string) {
  const { id, token } = await registeredMember(server, username);
  const created = ZSuccess(ZDeposit).parse(
    await (
      await call(token, 'POST', '/wps/deposits', { method: 'sandbox-pay', amount, requestId: requestId() })
    ).json(),
  ).value;
  const { order_id: orderId } = await server.database.db
    .selectFrom('deposits')
    .select('order_id')
    .where('id', '=', BigInt(created.id))
    .executeTakeFirstOrThrow();
  return { memberId: id, created, orderId };
}

async function mainBalance(memberId: bigint) {
  const rows = await memberBalances(server.database.db, demo, memberId);
  return rows.find(({ kind }) => kind === 'member.main')?.balance ?? 0n;
}

const depositState = async (orderId: string) =>
  server.database.db
    .selectFrom('deposits')
    .select(['status', 'note'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const outcomes = async (orderId: string) =>
  (
    await server.database.db
      .selectFrom('deposit_callbacks')
      .select('outcome')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
  ).map(({ outcome }) => outcome);

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('signed callbacks', () => {
  it('refuses a callback sent again with its nonce, even at once, crediting once', async () => {
    const { memberId, orderId } = await order('gwcb01', '25.00');
    const fields = depositCallbackFields({ orderId, paidAmount: '25.00' });
    const first = sandboxCallback(server, CALLBACK, fields, key);
    const copies = await Promise.all([
      first.response,
      ...Array.from(
        { length: 4 },
        () => sandboxCallback(server, CALLBACK, fields, key, { headers: first.headers }).response,
      ),
    ]);
    expect(copies.map(({ status }) => status).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(await mainBalance(memberId)).toBe(25_00n);
    expect((await outcomes(orderId)).filter((outcome) => outcome === 'refused: replayed')).toHaveLength(4);
    // A new nonce on the same report is a duplicate of a credited order: acknowledged, nothing moves.
    expect((await sandboxCallback(server, CALLBACK, fields, key).response).status).toBe(200);
    expect(await mainBalance(memberId)).toBe(25_00n);
  });

  it('applies a callback the gateway sends again after the database failed to apply it, once', async () => {
    const { memberId, orderId } = await order('gwcb03', '20.00');
    const fields = depositCallbackFields({ orderId, paidAmount: '20.00' });
    const heal = await failUpdatesOf(server.database.db, 'deposits', 'order_id', orderId);
    const first = sandboxCallback(server, CALLBACK, fields, key);
    expect((await first.response).status).toBe(500);
    expect(await mainBalance(memberId)).toBe(0n);
    await heal();
    // The gateway retries the same signed callback, nonce and all: it was never applied, so it is now.
    const again = () => sandboxCallback(server, CALLBACK, fields, key, { headers: first.headers }).response;
    expect((await again()).status).toBe(200);
    expect(await depositState(orderId)).toEqual({ status: 'succeeded', note: null });
    expect(await mainBalance(memberId)).toBe(20_00n);
    // Applied, its nonce is spent: a copy of it is a replay.
    expect(await errorOf(await again())).toBe('payment.callback.invalid');
    expect(await mainBalance(memberId)).toBe(20_00n);
    // The failed attempt is kept too, so staff see the gateway's every call.
    expect(await outcomes(orderId)).toEqual([
      'failed: not applied (server error)',
      'credited 2000',
      'refused: replayed',
    ]);
  });

  it('refuses one outside the time window, a forged one and one whose body was changed', async () => {
    const { memberId, orderId } = await order('gwcb02', '25.00');
    const fields = depositCallbackFields({ orderId, paidAmount: '25.00' });
    const stale = sandboxCallback(server, CALLBACK, fields, key, { at: Date.now() - 6 * 60_000 });
    const early = sandboxCallback(server, CALLBACK, fields, key, { at: Date.now() + 6 * 60_000 });
    const forged = sandboxCallback(server, CALLBACK, fields, 'k'.repeat(64));
    const changed = sandboxCallback(server, CALLBACK, fields, key, {
      rawBody: JSON.stringify({ ...fields, paidAmount: '20.00' }),
    });
    for (const refused of [stale, early, forged, changed])
      expect(await errorOf(await refused.response)).toBe('payment.callback.invalid');
    expect(await mainBalance(memberId)).toBe(0n);
    // Sent at once, they are kept in whatever order they arrived.
    expect((await outcomes(orderId)).sort()).toEqual([
      'refused: bad signature',
      'refused: bad signature',
      'refused: outside the time window',
      'refused: outside the time window',
    ]);
    expect((await depositState(orderId)).status).toBe('pending');
  });
});

describe('the status query, for an order whose callback never came', () => {
  it('credits a payment the gateway holds, once, and the late callback after it changes nothing', async () => {
    const { db } = server.database;
    const { memberId, orderId, created } = await order('gwsq01', '30.00');
    expect(created.payUrl).toMatch(/^\/sandbox-pay\//);
    // Not yet paid at the gateway: asked, still pending.
    await checkOpenOrders(db, gateways, minutesFromNow(3));
    expect((await depositState(orderId)).status).toBe('pending');
    // The payer pays; the gateway's callback is lost.
    await settleSandboxOrder(db, orderId, { status: 'paid', paidAmount: '30.00' });
    // Asked again no sooner than its interval: two runs at once credit it once.
    await checkOpenOrders(db, gateways, minutesFromNow(5));
    expect((await depositState(orderId)).status).toBe('pending');
    await Promise.all([
      checkOpenOrders(db, gateways, minutesFromNow(9)),
      checkOpenOrders(db, gateways, minutesFromNow(9)),
    ]);
    expect(await depositState(orderId)).toEqual({ status: 'succeeded', note: null });
    expect(await mainBalance(memberId)).toBe(30_00n);
    const late = sandboxCallback(
      server,
      CALLBACK,
      depositCallbackFields({ orderId, paidAmount: '30.00' }),
      key,
    );
    expect((await late.response).status).toBe(200);
    expect(await mainBalance(memberId)).toBe(30_00n);
    const [first, ...rest] = await outcomes(orderId);
    const lateOutcome = rest.pop();
    expect(first).toBe('status query: pending');
    // The two runs at once: one credits, the other finds it credited, kept in whichever order they
    // finished (the crediting run may record its outcome after the other has).
    expect(rest.sort()).toEqual(['status query: credited 3000', 'status query: duplicate: already credited']);
    expect(lateOutcome).toBe('duplicate: already credited');
  });

  it('credits a payment made after the order expired, noted late', async () => {
    const { db } = server.database;
    const { memberId, orderId } = await order('gwsq02', '12.50');
    await expireUnpaidDeposits(db, minutesFromNow(31));
    expect((await depositState(orderId)).status).toBe('expired');
    await settleSandboxOrder(db, orderId, { status: 'paid', paidAmount: '12.50' });
    await checkOpenOrders(db, gateways, minutesFromNow(32));
    expect(await depositState(orderId)).toEqual({ status: 'succeeded', note: 'late' });
    expect(await mainBalance(memberId)).toBe(12_50n);
  });

  it('fails an order the payment failed at the gateway, crediting nothing', async () => {
    const { db } = server.database;
    const { memberId, orderId } = await order('gwsq03', '15.00');
    await settleSandboxOrder(db, orderId, { status: 'failed', paidAmount: null });
    await checkOpenOrders(db, gateways, minutesFromNow(3));
    expect((await depositState(orderId)).status).toBe('failed');
    expect(await mainBalance(memberId)).toBe(0n);
    expect(await outcomes(orderId)).toEqual(['status query: failed']);
  });
});
