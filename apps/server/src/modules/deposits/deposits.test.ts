import {
  ZDeposit,
  ZDepositCallbacks,
  ZDepositList,
  ZDepositMethods,
  ZDepositQueue,
  ZStaffDeposit,
  ZStaffDepositList,
} from '@platform/contracts/deposits/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZMoneyMessages } from '@platform/contracts/member-messages/schemas';
import { ZPaymentMethod, ZPaymentMethodList } from '@platform/contracts/payments/schemas';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { errorOf, requestIds, testClient } from '../../test/api-client.ts';
import { depositCallbackFields, sandboxCallback } from '../../test/gateway-callback.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf, memberBalances } from '../ledger/service.ts';
import { secretBox } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';
import { depositedBetween, expireUnpaidDeposits } from './service.ts';

let server: TestServer;
let demo: Merchant;
let finance: string;
let secret: string;
const requestId = requestIds('dep');
let badMembers = 0;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'deposit.finance', { roles: ['finance'] });
  const method = await server.database.db
    .selectFrom('deposit_methods')
    .select('gateway_secret')
    .where('code', '=', 'sandbox-pay')
    .executeTakeFirstOrThrow();
  // Kept sealed, as every gateway secret is: the test plays the gateway, which holds it in the clear.
  secret = (await secretBox(server.database.db)).open(method.gateway_secret ?? '');
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const member = (username: string) => registeredMember(server, username);

const { call } = testClient(() => server);
const deposit = async (token: string, body: Record<string, unknown>) =>
  call(token, 'POST', '/wps/deposits', { requestId: requestId(), ...body });
const depositOf = async (response: Response) => ZSuccess(ZDeposit).parse(await response.json()).value;
const staff = (path: string, body: Record<string, unknown>, token = finance) =>
  call(token, 'POST', path, { merchant: 'demo', ...body });

async function mainBalance(memberId: bigint): Promise<bigint> {
  const held = await memberBalances(server.database.db, demo, memberId);
  return held.find(({ kind }) => kind === 'member.main')?.balance ?? 0n;
}

/** The sandbox's signed callback about an order, signed at `timestamp` (unix seconds) or now. */
function callback(
  fields: { orderId: string; status?: 'paid' | 'failed'; paidAmount?: string; timestamp?: number },
  signWith = secret,
) {
  return sandboxCallback(server, CALLBACK, depositCallbackFields(fields), signWith, {
    ...(fields.timestamp === undefined ? {} : { at: fields.timestamp * 1000 }),
  }).response;
}

const orderOf = async (depositId: string) =>
  (
    await server.database.db
      .selectFrom('deposits')
      .select('order_id')
      .where('id', '=', BigInt(depositId))
      .executeTakeFirstOrThrow()
  ).order_id;

const CALLBACK = '/wps/payments/callback/sandbox';
const NO_FEE = { fixed: '0.00', bps: 0, cap: null };

describe('deposit methods', () => {
  it('lists the brand’s methods with their limits, and the account a bank transfer pays into', async () => {
    const { token } = await member('depo01');
    const response = await call(token, 'GET', '/wps/deposits/methods');
    expect(ZSuccess(ZDepositMethods).parse(await response.json()).value).toEqual({
      currency: demo.currency,
      pendingLimit: 3,
      methods: [
        {
          code: 'bank-transfer',
          kind: 'bank_transfer',
          name: 'Bank transfer',
          minAmount: '10.00',
          maxAmount: '50000.00',
          bank: {
            bankName: 'Lotus Commercial Bank',
            accountName: 'Lucky Lotus Ltd',
            accountNumber: '0071000123456',
            branch: 'Central',
          },
          fee: NO_FEE,
        },
        {
          code: 'sandbox-pay',
          kind: 'online',
          name: 'Online payment (sandbox)',
          minAmount: '5.00',
          maxAmount: '10000.00',
          bank: null,
          fee: NO_FEE,
        },
      ],
    });
  });
});

describe('bank transfer deposits', () => {
  it('waits for staff, who confirm it once: the member is credited, told, and the action audited', async () => {
    const { id, token } = await member('depo02');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '250.00', reference: 'NGUYEN VAN AN' }),
    );
    expect(created).toMatchObject({ status: 'pending', amount: '250.00', paidAmount: null, payUrl: null });
    expect(await mainBalance(id)).toBe(0n);

    const confirmed = await staff('/ops/deposits/confirm', { depositId: created.id });
    expect(confirmed.status).toBe(200);
    expect(ZSuccess(ZStaffDeposit).parse(await confirmed.json()).value).toMatchObject({
      status: 'succeeded',
      paidAmount: '250.00',
      memberAccount: 'depo02',
    });
    expect(await mainBalance(id)).toBe(25_000n);
    const again = await staff('/ops/deposits/confirm', { depositId: created.id });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('deposit.not.pending');
    expect(await mainBalance(id)).toBe(25_000n);

    const messages = ZSuccess(ZMoneyMessages).parse(
      await (await call(token, 'GET', '/wps/member/messages/money?topic=deposit')).json(),
    ).value;
    expect(messages.messages.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['deposit.success', '250.00'],
    ]);
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'subject'])
      .where('subject', '=', `deposit:${created.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'deposit.confirm', subject: `deposit:${created.id}` }]);
  });

  it('credits what arrived when staff confirm another amount, noting it, and refuses a bad one', async () => {
    const { id, token } = await member('depo03');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '100', reference: 'ref 77' }),
    );
    const refused = await staff('/ops/deposits/confirm', { depositId: created.id, amount: '-1' });
    expect(await errorOf(refused)).toBe('amount.invalid');
    const confirmed = ZSuccess(ZStaffDeposit).parse(
      await (await staff('/ops/deposits/confirm', { depositId: created.id, amount: '90.50' })).json(),
    ).value;
    expect(confirmed).toMatchObject({ amount: '100.00', paidAmount: '90.50', note: 'underpaid' });
    expect(await mainBalance(id)).toBe(9_050n);
  });

  it('refuses staff confirming more than the member’s order, crediting nothing', async () => {
    const { id, token } = await member('depo09');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '10', reference: 'ref 78' }),
    );
    const refused = await staff('/ops/deposits/confirm', { depositId: created.id, amount: '99999999.99' });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('deposit.paid.above.order');
    expect(await mainBalance(id)).toBe(0n);
    const confirmed = await staff('/ops/deposits/confirm', { depositId: created.id, amount: '10.00' });
    expect(ZSuccess(ZStaffDeposit).parse(await confirmed.json()).value.status).toBe('succeeded');
    expect(await mainBalance(id)).toBe(1_000n);
  });

  it('from the brand’s four-eyes amount, a confirmation is a request a second person approves', async () => {
    const second = await staffToken(server, 'deposit.finance.two', { roles: ['finance'] });
    const third = await staffToken(server, 'deposit.finance.three', { roles: ['finance'] });
    const { id, token } = await member('depo15');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '12000', reference: 'An' }),
    );
    const bare = await staff('/ops/deposits/confirm', { depositId: created.id });
    expect([bare.status, await errorOf(bare)]).toEqual([400, 'request.invalid']);
    const first = await staff('/ops/deposits/confirm', {
      depositId: created.id,
      amount: '11000',
      reason: 'Seen on the bank statement',
    });
    expect(first.status).toBe(200);
    const asked = ZSuccess(ZStaffDeposit).parse(await first.json()).value;
    expect(asked).toMatchObject({
      status: 'pending',
      pendingApproval: { amount: '11000.00', requestedBy: 'deposit.finance' },
    });
    const requestId = asked.pendingApproval?.id ?? '';
    expect(await mainBalance(id)).toBe(0n);
    // The request locks the deposit: no second confirmation or rejection beside it.
    const again = await staff('/ops/deposits/confirm', { depositId: created.id, reason: 'Seen it too' });
    expect(await errorOf(again)).toBe('approval.target.locked');
    const rejected = await staff('/ops/deposits/reject', { depositId: created.id, reason: 'Not there' });
    expect(await errorOf(rejected)).toBe('approval.target.locked');
    const approve = (by: string) =>
      server.request('/ops/approvals/approve', {
        method: 'POST',
        headers: { Authorization: by, 'content-type': 'application/json' },
        body: JSON.stringify({ merchant: 'demo', requestId }),
      });
    expect(await errorOf(await approve(finance))).toBe('staff.second.person');
    const answers = await Promise.all([second, third].map(approve));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(await mainBalance(id)).toBe(1_100_000n);

    // Below the amount, one person confirms.
    const small = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '9999.99', reference: 'An' }),
    );
    const alone = await staff('/ops/deposits/confirm', { depositId: small.id });
    expect(ZSuccess(ZStaffDeposit).parse(await alone.json()).value.status).toBe('succeeded');
  });

  it('is rejected by staff with a reason the member sees, moving nothing', async () => {
    const { id, token } = await member('depo04');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '20', reference: 'An' }),
    );
    const rejected = await staff('/ops/deposits/reject', {
      depositId: created.id,
      reason: 'No transfer arrived',
    });
    expect(ZSuccess(ZStaffDeposit).parse(await rejected.json()).value).toMatchObject({
      status: 'rejected',
      note: 'No transfer arrived',
    });
    const listed = ZSuccess(ZDepositList).parse(
      await (await call(token, 'GET', '/wps/deposits')).json(),
    ).value;
    expect(listed.deposits[0]).toMatchObject({
      id: created.id,
      status: 'rejected',
      note: 'No transfer arrived',
    });
    expect(await mainBalance(id)).toBe(0n);
    const confirm = await staff('/ops/deposits/confirm', { depositId: created.id });
    expect(await errorOf(confirm)).toBe('deposit.not.pending');
  });

  it('credits once when two staff confirm at the same moment', async () => {
    const { id, token } = await member('depo05');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '40', reference: 'An' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staff('/ops/deposits/confirm', { depositId: created.id })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await mainBalance(id)).toBe(4_000n);
  });

  it('admits finance and admin staff of the brand only, and finds no deposit of another id', async () => {
    const { token } = await member('depo06');
    const created = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '40', reference: 'An' }),
    );
    const support = await staffToken(server, 'deposit.support', { roles: ['support'] });
    expect((await staff('/ops/deposits/confirm', { depositId: created.id }, support)).status).toBe(403);
    expect((await staff('/ops/deposits/confirm', { depositId: created.id }, '')).status).toBe(401);
    const missing = await staff('/ops/deposits/confirm', { depositId: '999999999' });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe('deposit.not.found');
    const listed = await call(finance, 'GET', '/ops/deposits?merchant=demo&status=pending');
    const pending = ZSuccess(ZStaffDepositList)
      .parse(await listed.json())
      .value.deposits.map(({ id }) => id);
    expect(pending).toContain(created.id);
  });
});

describe('deposit requests', () => {
  it('answers a repeated request id with the same deposit; the id with another amount is a conflict', async () => {
    const { token } = await member('depo07');
    const body = { method: 'bank-transfer', amount: '15', reference: 'An', requestId: requestId() };
    const first = await depositOf(await call(token, 'POST', '/wps/deposits', body));
    const again = await depositOf(await call(token, 'POST', '/wps/deposits', body));
    expect(again).toEqual(first);
    const conflict = await call(token, 'POST', '/wps/deposits', { ...body, amount: '16' });
    expect(conflict.status).toBe(409);
    expect(await errorOf(conflict)).toBe('idempotency.conflict');
  });

  it('keeps at most 3 unfinished deposits, even when 10 arrive at once', async () => {
    const { token } = await member('depo08');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        deposit(token, { method: 'bank-transfer', amount: '15', reference: 'An' }),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const refused = answers.find(({ status }) => status === 409) as Response;
    const failure = ZFailure.parse(await refused.json());
    expect(failure.errorCode).toBe('deposit.pending.limit');
    expect(failure.message).toContain('3');
  });

  it.each([
    [{ amount: '0' }, 'amount.invalid'],
    [{ amount: '-10' }, 'amount.invalid'],
    [{ amount: '10.001' }, 'amount.invalid'],
    [{ amount: 'abc' }, 'amount.invalid'],
    [{ amount: '9.99' }, 'deposit.amount.range'],
    [{ amount: '50000.01' }, 'deposit.amount.range'],
    [{ method: 'crypto' }, 'deposit.method.unknown'],
    [{ reference: ' ' }, 'deposit.reference.required'],
    [{ requestId: 'bad id!' }, 'request.invalid'],
  ])('refuses %j with %s', async (change, code) => {
    badMembers += 1;
    const { token } = await member(`depobad${badMembers}`);
    const response = await deposit(token, {
      method: 'bank-transfer',
      amount: '20',
      reference: 'An',
      ...change,
    });
    expect(response.status).toBe(400);
    const failure = ZFailure.parse(await response.json());
    expect(failure.errorCode).toBe(code);
    if (code === 'deposit.amount.range')
      expect(failure.message).toBe('Enter an amount between 10.00 and 50000.00.');
  });
});

describe('online deposits through the sandbox gateway', () => {
  it('answers where to pay; the signed callback credits once, even sent 10 times at once', async () => {
    const { id, token } = await member('depo10');
    const created = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '75.00' }));
    const orderId = await orderOf(created.id);
    expect(created.status).toBe('pending');
    expect(created.payUrl?.startsWith(`/sandbox-pay/${orderId}/`)).toBe(true);
    const payPage = await server.request(created.payUrl ?? '');
    expect(payPage.status).toBe(200);
    expect(await payPage.text()).toContain('75.00 USD');

    const paid = { orderId, paidAmount: '75.00', timestamp: Math.floor(Date.now() / 1000) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(paid)));
    expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(200));
    expect(await mainBalance(id)).toBe(7_500n);
    const listed = ZSuccess(ZDepositList).parse(
      await (await call(token, 'GET', '/wps/deposits')).json(),
    ).value;
    expect(listed.deposits[0]).toMatchObject({
      status: 'succeeded',
      paidAmount: '75.00',
      note: null,
      payUrl: null,
    });
    const kept = await server.database.db
      .selectFrom('deposit_callbacks')
      .select('outcome')
      .where('order_id', '=', orderId)
      .execute();
    expect(kept).toHaveLength(10);
    expect(kept.filter(({ outcome }) => outcome.startsWith('credited'))).toHaveLength(1);
  });

  it('refuses forged, tampered and stale callbacks, changing nothing', async () => {
    const { id, token } = await member('depo11');
    const created = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '30' }));
    const orderId = await orderOf(created.id);
    const forged = await callback({ orderId, paidAmount: '30.00' }, 'x'.repeat(64));
    expect(forged.status).toBe(401);
    expect(await errorOf(forged)).toBe('payment.callback.invalid');
    // A genuine signature moved onto another amount.
    const genuine = depositCallbackFields({ orderId, paidAmount: '30.00' });
    const tampered = await sandboxCallback(server, CALLBACK, genuine, secret, {
      rawBody: JSON.stringify({ ...genuine, paidAmount: '3000.00' }),
    }).response;
    expect(tampered.status).toBe(401);
    const stale = await callback({
      orderId,
      paidAmount: '30.00',
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(401);
    const unknown = await callback({ orderId: 'no-such-order-123', paidAmount: '30.00' });
    expect(unknown.status).toBe(401);
    expect(await mainBalance(id)).toBe(0n);
    const listed = ZSuccess(ZDepositList).parse(
      await (await call(token, 'GET', '/wps/deposits')).json(),
    ).value;
    expect(listed.deposits[0]?.status).toBe('pending');
  });

  it('credits an underpayment, noted, and refuses more than the order, crediting nothing', async () => {
    const { id, token } = await member('depo12');
    const under = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '50' }));
    await callback({ orderId: await orderOf(under.id), paidAmount: '45.00' });
    const over = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '50' }));
    const refused = await callback({ orderId: await orderOf(over.id), paidAmount: '50.01' });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('deposit.paid.above.order');
    const listed = ZSuccess(ZDepositList).parse(
      await (await call(token, 'GET', '/wps/deposits')).json(),
    ).value;
    expect(listed.deposits.map(({ status, paidAmount, note }) => [status, paidAmount, note])).toEqual([
      ['pending', null, null],
      ['succeeded', '45.00', 'underpaid'],
    ]);
    expect(await mainBalance(id)).toBe(4_500n);
  });

  it('closes a failed payment with a message, and still credits a payment reported after it', async () => {
    const { id, token } = await member('depo13');
    const created = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '20' }));
    const orderId = await orderOf(created.id);
    expect((await callback({ orderId, status: 'failed', paidAmount: '0' })).status).toBe(200);
    let listed = ZSuccess(ZDepositList).parse(await (await call(token, 'GET', '/wps/deposits')).json()).value;
    expect(listed.deposits[0]?.status).toBe('failed');
    await callback({ orderId, paidAmount: '20.00' });
    listed = ZSuccess(ZDepositList).parse(await (await call(token, 'GET', '/wps/deposits')).json()).value;
    expect(listed.deposits[0]).toMatchObject({ status: 'succeeded', note: 'late' });
    expect(await mainBalance(id)).toBe(2_000n);
    const messages = ZSuccess(ZMoneyMessages).parse(
      await (await call(token, 'GET', '/wps/member/messages/money')).json(),
    ).value;
    expect(messages.messages.map(({ kind }) => kind)).toEqual(['deposit.success', 'deposit.failure']);
  });

  it('expires, from the scheduled job, an online deposit unpaid past 30 minutes, once, and still credits its late payment', async () => {
    const { db } = server.database;
    const { id, token } = await member('depo20');
    const stale = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '15' }));
    const fresh = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '16' }));
    const bank = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '17', reference: 'An' }),
    );
    const createdAgo = (depositId: string, minutes: number) =>
      sql`UPDATE deposits SET created_at = now() - make_interval(mins => ${minutes})
        WHERE id = ${BigInt(depositId)}`.execute(db);
    await createdAgo(stale.id, 31);
    await createdAgo(fresh.id, 29);
    // Staff confirm a bank transfer whenever it arrives: it never expires.
    await createdAgo(bank.id, 120);

    // As several instances' jobs would, at the same moment: one of them expires it.
    const expired = await Promise.all(Array.from({ length: 5 }, () => expireUnpaidDeposits(db)));
    expect(expired.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await expireUnpaidDeposits(db)).toBe(0);
    const statuses = async () =>
      ZSuccess(ZDepositList)
        .parse(await (await call(token, 'GET', '/wps/deposits')).json())
        .value.deposits.map(({ id: depositId, status }) => [depositId, status]);
    expect(await statuses()).toEqual([
      [bank.id, 'pending'],
      [fresh.id, 'pending'],
      [stale.id, 'expired'],
    ]);
    const kinds = async () =>
      ZSuccess(ZMoneyMessages)
        .parse(await (await call(token, 'GET', '/wps/member/messages/money')).json())
        .value.messages.map(({ kind }) => kind);
    expect(await kinds()).toEqual(['deposit.failure']);

    // The money arrived after all: it is credited, noted late; a failure reported after is ignored.
    const orderId = await orderOf(stale.id);
    expect((await callback({ orderId, paidAmount: '15.00' })).status).toBe(200);
    expect((await callback({ orderId, status: 'failed', paidAmount: '0' })).status).toBe(200);
    const listed = ZSuccess(ZDepositList).parse(
      await (await call(token, 'GET', '/wps/deposits')).json(),
    ).value;
    expect(listed.deposits.find(({ id: depositId }) => depositId === stale.id)).toMatchObject({
      status: 'succeeded',
      note: 'late',
    });
    expect(await mainBalance(id)).toBe(1_500n);
    expect(await kinds()).toEqual(['deposit.success', 'deposit.failure']);
  });

  it('pays through the hosted page: the gateway calls back over HTTP and returns the browser to the site', async () => {
    const { id, token } = await member('depo14');
    const created = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '12.34' }));
    const submitted = await server.request(created.payUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid', paidAmount: '12.34' }).toString(),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe('/member?page=depositv2');
    expect(await mainBalance(id)).toBe(1_234n);
  });
});

describe('the deposit queue', () => {
  const queue = async (query: string, token = finance) => {
    const response = await call(token, 'GET', `/ops/deposits/queue?merchant=demo&${query}`);
    expect(response.status).toBe(200);
    return ZSuccess(ZDepositQueue).parse(await response.json()).value;
  };

  it('lists bank transfers and online orders apart, with each order’s callbacks, filtered and paged', async () => {
    const { token } = await member('depq01');
    const bank = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '60.00', reference: '=cmd|calc' }),
    );
    const online = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '20.00' }));
    const orderId = await orderOf(online.id);
    const paid = { orderId, paidAmount: '20.00', timestamp: Math.floor(Date.now() / 1000) };
    await callback(paid);
    await callback(paid);

    const mine = await queue('memberAccount=depq01');
    expect(mine.deposits.map(({ id }) => id)).toEqual([bank.id, online.id]);
    const transfers = await queue('memberAccount=depq01&kind=bank_transfer&status=pending');
    expect(transfers.deposits).toMatchObject([{ id: bank.id, reference: '=cmd|calc', callbackCount: 0 }]);
    const orders = await queue(`kind=online&orderId=${orderId}`);
    expect(orders.deposits).toMatchObject([
      { id: online.id, status: 'succeeded', orderId, callbackCount: 2 },
    ]);
    const largest = await queue('memberAccount=depq01&sort=largest&pageSize=1');
    expect(largest.deposits.map(({ id }) => id)).toEqual([bank.id]);
    expect(largest.hasMore).toBe(true);
    expect((await queue('memberAccount=depq01&sort=largest&pageSize=1&page=2')).hasMore).toBe(false);
    expect((await queue('memberAccount=nobody-at-all')).deposits).toEqual([]);

    const answer = await call(finance, 'GET', `/ops/deposits/callbacks?merchant=demo&depositId=${online.id}`);
    const { callbacks } = ZSuccess(ZDepositCallbacks).parse(await answer.json()).value;
    expect(callbacks).toHaveLength(2);
    expect(callbacks[0]?.outcome.startsWith('credited')).toBe(true);
    expect(callbacks[0]?.body).toContain(orderId);
    await staff('/ops/deposits/reject', { depositId: bank.id, reason: 'Nothing arrived' });
  });

  it.each([
    'sort=sideways',
    'kind=cash',
    'status=lost',
    "orderId=x'%20OR%201=1",
    'page=0',
    'pageSize=101',
    'from=yesterday',
  ])('refuses %s with 400', async (query) => {
    const response = await call(finance, 'GET', `/ops/deposits/queue?merchant=demo&${query}`);
    expect(response.status).toBe(400);
  });

  it('answers callbacks only for the brand’s own deposits, and to money and risk staff only', async () => {
    const missing = await call(finance, 'GET', '/ops/deposits/callbacks?merchant=demo&depositId=999999999');
    expect(await errorOf(missing)).toBe('deposit.not.found');
    expect((await call(finance, 'GET', '/ops/deposits/callbacks?merchant=demo&depositId=abc')).status).toBe(
      400,
    );
    const support = await staffToken(server, 'deposit.queue.support', { roles: ['support'] });
    expect((await call(support, 'GET', '/ops/deposits/queue?merchant=demo')).status).toBe(403);
  });
});

describe('fees', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await staffToken(server, 'deposit.admin', { roles: ['admin'] });
  });
  const FEE = { feeFixed: '2.00', feeBps: 150, feeCap: '10.00' };
  const ZERO = { feeFixed: '0', feeBps: 0, feeCap: null };
  const feesHeld = async () => {
    const [row] = await balancesOf(server.database.db, [
      await accountFor(server.database.db, demo, 'system.fees'),
    ]);
    return row?.balance ?? 0n;
  };
  /** Sets a method's fee terms through the console's endpoint, every other field as it was. */
  const setFee = async (code: string, terms: Record<string, unknown>) => {
    const listed = await call(admin, 'GET', '/ops/payments/methods?merchant=demo');
    const method = ZSuccess(ZPaymentMethodList)
      .parse(await listed.json())
      .value.items.find((item) => item.code === code);
    if (!method) throw new Error(`No ${code} method`);
    const { id, name, minAmount, maxAmount, enabled, sortOrder, bank, gateway } = method;
    return call(admin, 'PUT', '/ops/payments/methods', {
      merchant: 'demo',
      id,
      name,
      minAmount,
      maxAmount,
      enabled,
      sortOrder,
      bank,
      gateway: gateway && { code: gateway.code },
      ...terms,
    });
  };
  const listed = async (token: string) =>
    ZSuccess(ZDepositList).parse(await (await call(token, 'GET', '/wps/deposits')).json()).value.deposits;
  afterAll(async () => {
    expect((await setFee('bank-transfer', ZERO)).status).toBe(200);
    expect((await setFee('sandbox-pay', ZERO)).status).toBe(200);
  });

  it('are set on a method audited, shown to the member with each order’s fee, and refuse an order the fee takes whole', async () => {
    const set = await setFee('bank-transfer', FEE);
    expect(set.status).toBe(200);
    expect(ZSuccess(ZPaymentMethod).parse(await set.json()).value.fee).toEqual({
      fixed: '2.00',
      bps: 150,
      cap: '10.00',
    });
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select('detail')
      .where('action', '=', 'payment.method.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({
      before: { fee: NO_FEE },
      after: { fee: { fixed: '2.00', bps: 150, cap: '10.00' } },
    });
    const { token } = await member('depfee01');
    const methods = ZSuccess(ZDepositMethods).parse(
      await (await call(token, 'GET', '/wps/deposits/methods')).json(),
    ).value;
    expect(methods.methods.map(({ code, fee }) => [code, fee])).toEqual([
      ['bank-transfer', { fixed: '2.00', bps: 150, cap: '10.00' }],
      ['sandbox-pay', NO_FEE],
    ]);
    const order = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '100.00', reference: 'fee one' }),
    );
    // 2.00 + 1.5% of 100.00 = 3.50: what the order would credit, were it all to arrive.
    expect(order).toMatchObject({ amount: '100.00', fee: '3.50', netAmount: '96.50', paidAmount: null });

    expect((await setFee('sandbox-pay', { feeFixed: '20.00', feeBps: 0, feeCap: null })).status).toBe(200);
    const refused = await deposit(token, { method: 'sandbox-pay', amount: '20.00' });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('deposit.fee.exceeds');
    expect((await listed(token)).map(({ id }) => id)).toEqual([order.id]);
    await staff('/ops/deposits/reject', { depositId: order.id, reason: 'Test over' });
  });

  it('keep the terms of the order when the method changes, charged on what arrived, once', async () => {
    expect((await setFee('bank-transfer', FEE)).status).toBe(200);
    const { id, token } = await member('depfee02');
    const body = { method: 'bank-transfer', amount: '200.00', reference: 'fee two', requestId: requestId() };
    const order = await depositOf(await call(token, 'POST', '/wps/deposits', body));
    expect(order).toMatchObject({ fee: '5.00', netAmount: '195.00' });
    // The method now keeps 300.00 of any deposit: a new order is refused, the retry of this one answers it.
    expect((await setFee('bank-transfer', { feeFixed: '300.00', feeBps: 0, feeCap: null })).status).toBe(200);
    const fresh = await deposit(token, { method: 'bank-transfer', amount: '200.00', reference: 'fee two' });
    expect(await errorOf(fresh)).toBe('deposit.fee.exceeds');
    expect(await depositOf(await call(token, 'POST', '/wps/deposits', body))).toEqual(order);
    const fees = await feesHeld();
    // 150.00 arrived of 200.00: 2.00 + 1.5% of 150.00 = 4.25, by the order's terms, not the method's of now.
    const confirmed = await staff('/ops/deposits/confirm', { depositId: order.id, amount: '150.00' });
    expect(confirmed.status).toBe(200);
    expect(ZSuccess(ZStaffDeposit).parse(await confirmed.json()).value).toMatchObject({
      status: 'succeeded',
      amount: '200.00',
      paidAmount: '150.00',
      fee: '4.25',
      netAmount: '145.75',
      note: 'underpaid',
    });
    expect(await mainBalance(id)).toBe(14_575n);
    expect((await feesHeld()) - fees).toBe(425n);
    const again = await staff('/ops/deposits/confirm', { depositId: order.id, amount: '150.00' });
    expect(await errorOf(again)).toBe('deposit.not.pending');
    expect(await mainBalance(id)).toBe(14_575n);
    expect((await feesHeld()) - fees).toBe(425n);

    const [shown] = await listed(token);
    expect(shown).toMatchObject({ paidAmount: '150.00', fee: '4.25', netAmount: '145.75' });
    const messages = ZSuccess(ZMoneyMessages).parse(
      await (await call(token, 'GET', '/wps/member/messages/money?topic=deposit')).json(),
    ).value;
    expect(messages.messages.map(({ amount }) => amount)).toEqual(['145.75']);
    // Promotions, points and VIP read what the wallet got, not what arrived.
    const range = { from: new Date(Date.now() - 60_000), until: new Date(Date.now() + 60_000) };
    expect(await depositedBetween(server.database.db, demo.id, id, range)).toBe(14_575n);
    const legs = await sql<{ amount: string }>`
      SELECT e.amount::text FROM ledger_entries e JOIN deposits d ON d.transfer_id = e.transfer_id
      WHERE d.id = ${BigInt(order.id)} ORDER BY e.amount`.execute(server.database.db);
    expect(legs.rows.map(({ amount }) => amount)).toEqual(['-15000', '425', '14575']);
  });

  it('refuse a confirmation the fee would take whole: staff reject the deposit instead', async () => {
    expect((await setFee('bank-transfer', { feeFixed: '20.00', feeBps: 0, feeCap: null })).status).toBe(200);
    const { id, token } = await member('depfee03');
    const order = await depositOf(
      await deposit(token, { method: 'bank-transfer', amount: '100.00', reference: 'fee three' }),
    );
    const fees = await feesHeld();
    const refused = await staff('/ops/deposits/confirm', { depositId: order.id, amount: '20.00' });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('deposit.fee.exceeds');
    expect(await mainBalance(id)).toBe(0n);
    expect(await feesHeld()).toBe(fees);
    const rejected = await staff('/ops/deposits/reject', {
      depositId: order.id,
      reason: 'Fee above arrival',
    });
    expect(ZSuccess(ZStaffDeposit).parse(await rejected.json()).value.status).toBe('rejected');
    expect((await setFee('bank-transfer', ZERO)).status).toBe(200);
  });

  it('are kept from a gateway’s payment once however often it calls; one the fee takes whole is left as it was', async () => {
    expect((await setFee('sandbox-pay', { feeFixed: '1.00', feeBps: 200, feeCap: null })).status).toBe(200);
    const { id, token } = await member('depfee04');
    const order = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '50.00' }));
    const small = await depositOf(await deposit(token, { method: 'sandbox-pay', amount: '5.00' }));
    const fees = await feesHeld();
    const paid = { orderId: await orderOf(order.id), paidAmount: '50.00' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(paid)));
    expect(answers.map(({ status }) => status)).toEqual(Array(5).fill(200));
    // 1.00 + 2% of 50.00 = 2.00.
    expect(await mainBalance(id)).toBe(4_800n);
    expect((await feesHeld()) - fees).toBe(200n);

    const smallOrder = await orderOf(small.id);
    const swallowed = await callback({ orderId: smallOrder, paidAmount: '1.00' });
    expect(swallowed.status).toBe(400);
    expect(await errorOf(swallowed)).toBe('deposit.fee.exceeds');
    expect(await mainBalance(id)).toBe(4_800n);
    expect((await feesHeld()) - fees).toBe(200n);
    expect((await listed(token)).find(({ id: depositId }) => depositId === small.id)?.status).toBe('pending');
    const kept = await server.database.db
      .selectFrom('deposit_callbacks')
      .select('outcome')
      .where('order_id', '=', smallOrder)
      .execute();
    expect(kept).toEqual([{ outcome: 'refused: the fee would take all that was paid' }]);
  });

  it.each([
    { feeBps: 10_001 },
    { feeBps: -1 },
    { feeBps: 1.5 },
    { feeFixed: '-1' },
    { feeFixed: 'two' },
    { feeCap: '0' },
    { feeCap: '1.234' },
  ])('refuses the fee terms %o beside their field, changing nothing', async (terms) => {
    const refused = await setFee('bank-transfer', { ...ZERO, ...terms });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('request.invalid');
  });
});
