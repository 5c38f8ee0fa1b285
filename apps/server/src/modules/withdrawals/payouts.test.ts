import { ZSuccess } from '@platform/contracts/envelope';
import { ZWithdrawalMethodSetting } from '@platform/contracts/payments/schemas';
import {
  ZBankAccount,
  ZStaffWithdrawal,
  ZStaffWithdrawalList,
  ZWithdrawal,
} from '@platform/contracts/withdrawals/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { errorOf, requestIds, testClient } from '../../test/api-client.ts';
import { failUpdatesOf } from '../../test/database-fault.ts';
import { runningGateways, sandboxCallback } from '../../test/gateway-callback.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { TEST_PASSWORD as PASSWORD, registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf, memberBalances } from '../ledger/service.ts';
import { secretBox } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';
import { checkOpenPayouts } from './payouts.ts';

/**
 * Withdrawals paid out through a gateway: the money stays held until the gateway says paid, it is
 * paid once however many callbacks say so, and a failure leaves it held, back with staff.
 */
const PIN = '246810';
const CALLBACK = '/wps/payments/payout-callback/sandbox';
let server: TestServer;
let demo: Merchant;
let finance: string;
let key: string;
const requestId = requestIds('po');

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'payout.finance', { roles: ['finance'] });
  const admin = await staffToken(server, 'payout.admin', { roles: ['admin'] });
  const set = await call(admin, 'PUT', '/ops/payments/withdrawal-methods', {
    merchant: 'demo',
    method: 'bank_transfer',
    enabled: true,
    minAmount: null,
    maxAmount: null,
    feeFixed: '0',
    feeBps: 0,
    feeCap: null,
    sortOrder: 1,
    payoutGateway: 'sandbox',
  });
  expect(ZSuccess(ZWithdrawalMethodSetting).parse(await set.json()).value.payoutGateway).toBe('sandbox');
  const method = await db
    .selectFrom('deposit_methods')
    .select('gateway_secret')
    .where('code', '=', 'sandbox-pay')
    .executeTakeFirstOrThrow();
  // The test plays the gateway, which holds the brand's key in the clear.
  key = (await secretBox(db)).open(method.gateway_secret ?? '');
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const { call } = testClient(() => server);

/** An approved withdrawal of 40.00 sent to the sandbox gateway, its member funded with 100.00. */
async function sentPayout(username: string) {
  const { db } = server.database;
  const { id, token } = await registeredMember(server, username);
  await deposit(
    db,
    demo,
    await accountFor(db, demo, 'member.main', { memberId: id }),
    100_00n,
    `fund-${username}`,
  );
  await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Tran Van Binh' });
  await call(token, 'POST', '/wps/member/payment-password', { password: PASSWORD, newPaymentPassword: PIN });
  const bound = await call(token, 'POST', '/wps/member/bank-accounts', {
    bankName: 'Lotus Commercial Bank',
    accountNumber: '1234567890',
    paymentPassword: PIN,
  });
  const asked = await call(token, 'POST', '/wps/withdrawals', {
    bankAccountId: ZSuccess(ZBankAccount).parse(await bound.json()).value.id,
    amount: '40.00',
    method: 'bank_transfer',
    paymentPassword: PIN,
    requestId: requestId(),
  });
  const withdrawalId = ZSuccess(ZWithdrawal).parse(await asked.json()).value.id;
  expect((await staff('/ops/withdrawals/approve', withdrawalId)).status).toBe(200);
  const sent = ZSuccess(ZStaffWithdrawal).parse(
    await (await staff('/ops/withdrawals/pay', withdrawalId)).json(),
  ).value;
  const { reference } = await db
    .selectFrom('withdrawal_payouts')
    .select('reference')
    .where('withdrawal_id', '=', BigInt(withdrawalId))
    .executeTakeFirstOrThrow();
  return { memberId: id, withdrawalId, sent, reference };
}

const staff = (path: string, withdrawalId: string, extra: Record<string, unknown> = {}) =>
  call(finance, 'POST', path, { merchant: 'demo', withdrawalId, ...extra });

const payoutCallback = (reference: string, status: 'paid' | 'failed', reason?: string) =>
  sandboxCallback(server, CALLBACK, { kind: 'payout', reference, status, ...(reason ? { reason } : {}) }, key)
    .response;

async function balances(memberId: bigint) {
  const rows = await memberBalances(server.database.db, demo, memberId);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of('member.main'), held: of('member.held') };
}

const cashOut = async () => {
  const { db } = server.database;
  const [row] = await balancesOf(db, [await accountFor(db, demo, 'system.cash_out')]);
  return row?.balance ?? 0n;
};

/** The ledger transfers that paid the withdrawal out. */
const payments = async (withdrawalId: string) =>
  (
    await server.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `withdrawal:${withdrawalId}:pay`)
      .execute()
  ).length;

const withdrawalStatus = async (withdrawalId: string) =>
  (
    await server.database.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', BigInt(withdrawalId))
      .executeTakeFirstOrThrow()
  ).status;

describe('a withdrawal paid out through a gateway, on PostgreSQL', () => {
  it('stays held while the payout is pending, and cannot be paid by hand or rejected meanwhile', async () => {
    const { memberId, withdrawalId, sent } = await sentPayout('payout01');
    expect(sent).toMatchObject({ status: 'approved', payout: { gateway: 'sandbox', status: 'pending' } });
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 40_00n });
    expect(await errorOf(await staff('/ops/withdrawals/pay', withdrawalId))).toBe('withdrawal.state');
    expect(
      await errorOf(await staff('/ops/withdrawals/reject', withdrawalId, { reason: 'changed my mind' })),
    ).toBe('withdrawal.state');
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 40_00n });
  });

  it('is paid once when two paid callbacks come at once', async () => {
    const { memberId, withdrawalId, reference } = await sentPayout('payout02');
    const before = await cashOut();
    const answers = await Promise.all([payoutCallback(reference, 'paid'), payoutCallback(reference, 'paid')]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect(await withdrawalStatus(withdrawalId)).toBe('paid');
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 0n });
    expect((await cashOut()) - before).toBe(40_00n);
    expect(await payments(withdrawalId)).toBe(1);
    // A later callback, paid or failed, changes nothing either.
    expect((await payoutCallback(reference, 'paid')).status).toBe(200);
    expect((await payoutCallback(reference, 'failed')).status).toBe(200);
    expect(await withdrawalStatus(withdrawalId)).toBe('paid');
    expect((await cashOut()) - before).toBe(40_00n);
  });

  it('leaves the money held and the withdrawal with staff when the payout fails', async () => {
    const { memberId, withdrawalId, reference } = await sentPayout('payout03');
    expect((await payoutCallback(reference, 'failed', 'account closed')).status).toBe(200);
    expect(await withdrawalStatus(withdrawalId)).toBe('approved');
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 40_00n });
    const listed = ZSuccess(ZStaffWithdrawalList).parse(
      await (await call(finance, 'GET', '/ops/withdrawals?merchant=demo&status=approved')).json(),
    ).value.withdrawals;
    const view = listed.find(({ id }) => id === withdrawalId);
    expect(view?.payout).toMatchObject({ status: 'failed', failure: 'account closed' });
    // A paid callback after the failure pays nothing: that payout is closed.
    expect((await payoutCallback(reference, 'paid')).status).toBe(200);
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 40_00n });
    // Staff decide: here, the money goes back to the member.
    expect((await staff('/ops/withdrawals/reject', withdrawalId, { reason: 'payout failed' })).status).toBe(
      200,
    );
    expect(await balances(memberId)).toEqual({ main: 100_00n, held: 0n });
  });

  it('is settled by the status query when its callback never comes, once under two runs at once', async () => {
    const { db } = server.database;
    const { memberId, withdrawalId, reference } = await sentPayout('payout04');
    const gateways = runningGateways(db, await secretBox(db));
    const later = new Date(Date.now() + 3 * 60_000);
    await Promise.all([checkOpenPayouts(db, gateways, later), checkOpenPayouts(db, gateways, later)]);
    expect(await withdrawalStatus(withdrawalId)).toBe('paid');
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 0n });
    expect(await payments(withdrawalId)).toBe(1);
    // The gateway's callback arrives after all: acknowledged, nothing moves.
    expect((await payoutCallback(reference, 'paid')).status).toBe(200);
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 0n });
    expect(await payments(withdrawalId)).toBe(1);
  });

  it('pays on a callback sent again after the database failed to apply it; copies at once pay once', async () => {
    const { memberId, withdrawalId, reference } = await sentPayout('payout06');
    const before = await cashOut();
    const fields = { kind: 'payout', reference, status: 'paid' };
    const heal = await failUpdatesOf(server.database.db, 'withdrawal_payouts', 'reference', reference);
    const first = sandboxCallback(server, CALLBACK, fields, key);
    expect((await first.response).status).toBe(500);
    expect(await withdrawalStatus(withdrawalId)).toBe('approved');
    await heal();
    // The gateway sends the same signed callback again, twice at once: one applies it, the other is a replay.
    const again = () => sandboxCallback(server, CALLBACK, fields, key, { headers: first.headers }).response;
    const answers = await Promise.all([again(), again()]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 401]);
    expect(await withdrawalStatus(withdrawalId)).toBe('paid');
    expect(await balances(memberId)).toEqual({ main: 60_00n, held: 0n });
    expect((await cashOut()) - before).toBe(40_00n);
    expect(await payments(withdrawalId)).toBe(1);
  });

  it('refuses a replayed payout callback and one signed with another key', async () => {
    const { withdrawalId, reference } = await sentPayout('payout05');
    const fields = { kind: 'payout', reference, status: 'failed' };
    const forged = sandboxCallback(server, CALLBACK, fields, 'x'.repeat(64)).response;
    expect(await errorOf(await forged)).toBe('payment.callback.invalid');
    const genuine = sandboxCallback(server, CALLBACK, fields, key);
    expect((await genuine.response).status).toBe(200);
    const replayed = sandboxCallback(server, CALLBACK, fields, key, { headers: genuine.headers }).response;
    expect(await errorOf(await replayed)).toBe('payment.callback.invalid');
    expect(await withdrawalStatus(withdrawalId)).toBe('approved');
  });
});
