import { ZStaffActionsValue } from '@platform/contracts/audit/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZMoneyMessages } from '@platform/contracts/member-messages/schemas';
import { ZWithdrawalMethodList, ZWithdrawalMethodSetting } from '@platform/contracts/payments/schemas';
import { ZRecords } from '@platform/contracts/wallet/schemas';
import {
  AUTO_RECEIVE_MINUTES,
  FOUR_EYES_DEFAULT_MAJOR,
  WITHDRAWAL_LIMITS_DEFAULT_MAJOR,
  ZBankAccount,
  ZBankAccounts,
  ZProofs,
  ZStaffWithdrawal,
  ZWithdrawal,
  ZWithdrawalList,
  ZWithdrawalSettings,
} from '@platform/contracts/withdrawals/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { DEMO_AUTO_RECEIVE_MINUTES } from '../../db/seed/seed.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { errorOf, requestIds, testClient } from '../../test/api-client.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { TEST_PASSWORD as PASSWORD, registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf, memberBalances } from '../ledger/service.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { autoReceiveWithdrawals } from './service.ts';

const PIN = '246810';
let server: TestServer;
let demo: Merchant;
let finance: string;
let admin: string;
const requestId = requestIds('wd');
let badMembers = 0;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'withdrawal.finance', { roles: ['finance'] });
  admin = await staffToken(server, 'withdrawal.admin', { roles: ['admin'] });
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const { call, upload } = testClient(() => server);
/** The member's withdrawal lines of today's account record: amount, wallet and state. */
const recordLines = async (token: string) => {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const answer = await call(token, 'GET', `/wps/member/records?from=${day}&to=${day}&type=withdrawal`);
  return ZSuccess(ZRecords)
    .parse(await answer.json())
    .value.records.map(({ amount, wallet, withdrawal }) => [amount, wallet, withdrawal]);
};
const settings = (token: string, method: 'GET' | 'PUT', body?: unknown, merchant = 'demo') =>
  server.request(`/ops/withdrawals/settings${method === 'GET' ? `?merchant=${merchant}` : ''}`, {
    method,
    headers: { Authorization: token, 'content-type': 'application/json' },
    ...(method === 'PUT' ? { body: JSON.stringify(body) } : {}),
  });

/** A member with `cents` in the main wallet; with `ready`, a full name, a payment password and a bank account. */
async function member(username: string, cents: bigint, ready = true) {
  const { id, token } = await registeredMember(server, username);
  const { db } = server.database;
  if (cents > 0n)
    await deposit(
      db,
      demo,
      await accountFor(db, demo, 'member.main', { memberId: id }),
      cents,
      `fund-${username}`,
    );
  let bankAccountId = '';
  if (ready) {
    await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Tran Van Binh' });
    await call(token, 'POST', '/wps/member/payment-password', {
      password: PASSWORD,
      newPaymentPassword: PIN,
    });
    const bound = await call(token, 'POST', '/wps/member/bank-accounts', {
      bankName: 'Lotus Commercial Bank',
      accountNumber: '1234567890',
      paymentPassword: PIN,
    });
    bankAccountId = ZSuccess(ZBankAccount).parse(await bound.json()).value.id;
  }
  return { id, token, bankAccountId };
}

async function held(memberId: bigint) {
  const rows = await memberBalances(server.database.db, demo, memberId);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of('member.main'), held: of('member.held') };
}

const withdraw = (
  token: string,
  bankAccountId: string,
  amount: string,
  extra: Record<string, unknown> = {},
) =>
  call(token, 'POST', '/wps/withdrawals', {
    bankAccountId,
    amount,
    paymentPassword: PIN,
    requestId: requestId(),
    ...extra,
  });
const staff = (path: string, withdrawalId: string, extra: Record<string, unknown> = {}) =>
  call(finance, 'POST', path, { merchant: 'demo', withdrawalId, ...extra });

describe('payment password', () => {
  it('is set with the login password, changed with the old one, and locks after 5 wrong tries', async () => {
    const { token } = await member('wdpin01', 0n, false);
    const set = (body: Record<string, unknown>) => call(token, 'POST', '/wps/member/payment-password', body);
    expect(await errorOf(await set({ password: 'wrong one', newPaymentPassword: PIN }))).toBe(
      'password.wrong',
    );
    expect(await errorOf(await set({ password: PASSWORD, newPaymentPassword: '123' }))).toBe(
      'payment.password.invalid',
    );
    expect(await errorOf(await set({ password: PASSWORD, newPaymentPassword: PASSWORD }))).toBe(
      'payment.password.invalid',
    );
    expect((await set({ password: PASSWORD, newPaymentPassword: PIN })).status).toBe(200);
    // Now only the old payment password changes it.
    expect(await errorOf(await set({ password: PASSWORD, newPaymentPassword: '135791' }))).toBe(
      'payment.password.wrong',
    );
    expect((await set({ oldPaymentPassword: PIN, newPaymentPassword: '135791' })).status).toBe(200);
    // The right one cleared the count: four wrong, then the fifth locks, and then even the right one is refused.
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(await errorOf(await set({ oldPaymentPassword: '000000', newPaymentPassword: '999999' }))).toBe(
        'payment.password.wrong',
      );
    expect(await errorOf(await set({ oldPaymentPassword: '000000', newPaymentPassword: '999999' }))).toBe(
      'payment.password.locked',
    );
    const locked = await set({ oldPaymentPassword: '135791', newPaymentPassword: '999999' });
    expect(locked.status).toBe(423);
    expect(await errorOf(locked)).toBe('payment.password.locked');
  });
});

describe('bank accounts', () => {
  it('binds in the profile’s full name with the payment password, masked, for good, at most 3', async () => {
    const { token } = await member('wdbank01', 0n, false);
    const bind = (accountNumber: string, paymentPassword = PIN) =>
      call(token, 'POST', '/wps/member/bank-accounts', {
        bankName: 'Jade Bank',
        accountNumber,
        paymentPassword,
      });
    expect(await errorOf(await bind('11112222'))).toBe('withdrawal.name.required');
    await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Le Thi Hoa' });
    expect(await errorOf(await bind('11112222'))).toBe('payment.password.missing');
    await call(token, 'POST', '/wps/member/payment-password', {
      password: PASSWORD,
      newPaymentPassword: PIN,
    });
    expect(await errorOf(await bind('11112222', '999999'))).toBe('payment.password.wrong');
    const first = ZSuccess(ZBankAccount).parse(await (await bind('11112222')).json()).value;
    expect(first).toMatchObject({
      bankName: 'Jade Bank',
      accountNumber: '****2222',
      payeeName: 'Le Thi Hoa',
    });
    expect(await errorOf(await bind('11112222'))).toBe('bank.account.exists');
    expect((await bind('33334444')).status).toBe(200);
    expect((await bind('55556666')).status).toBe(200);
    expect(await errorOf(await bind('77778888'))).toBe('bank.account.limit');
    const listed = ZSuccess(ZBankAccounts).parse(
      await (await call(token, 'GET', '/wps/member/bank-accounts')).json(),
    );
    expect(listed.value.accounts.map(({ accountNumber }) => accountNumber)).toEqual([
      '****2222',
      '****4444',
      '****6666',
    ]);
    expect(
      (await call(token, 'POST', '/wps/member/bank-accounts', { bankName: 'X', accountNumber: '12ab' }))
        .status,
    ).toBe(400);
  });
});

describe('withdrawals', () => {
  it('holds the money at request, and staff approve then pay it; the member is told', async () => {
    const { id, token, bankAccountId } = await member('wdflow01', 100_000n);
    const asked = ZSuccess(ZWithdrawal).parse(
      await (await withdraw(token, bankAccountId, '250.00')).json(),
    ).value;
    expect(asked).toMatchObject({
      status: 'pending',
      amount: '250.00',
      bankAccount: { accountNumber: '******7890' },
    });
    expect(await held(id)).toEqual({ main: 75_000n, held: 25_000n });

    const early = await staff('/ops/withdrawals/pay', asked.id);
    expect(await errorOf(early)).toBe('withdrawal.state');
    const approved = ZSuccess(ZStaffWithdrawal).parse(
      await (await staff('/ops/withdrawals/approve', asked.id)).json(),
    );
    expect(approved.value).toMatchObject({
      status: 'approved',
      bankAccount: { accountNumber: '1234567890' },
    });
    const payments = await Promise.all(
      Array.from({ length: 5 }, () => staff('/ops/withdrawals/pay', asked.id)),
    );
    expect(payments.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await held(id)).toEqual({ main: 75_000n, held: 0n });

    const list = ZSuccess(ZWithdrawalList).parse(
      await (await call(token, 'GET', '/wps/withdrawals')).json(),
    ).value;
    expect(list).toMatchObject({
      total: 1,
      minAmount: '10.00',
      maxAmount: '50000.00',
      withdrawals: [{ status: 'paid' }],
    });
    const messages = ZSuccess(ZMoneyMessages).parse(
      await (await call(token, 'GET', '/wps/member/messages/money?topic=withdrawal')).json(),
    ).value;
    // Told when it was paid, not only when it was approved, newest first.
    expect(messages.messages.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['withdrawal.paid', '250.00'],
      ['withdrawal.approved', '250.00'],
    ]);
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('subject', '=', `withdrawal:${asked.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map(({ action }) => action)).toEqual(['withdrawal.approve', 'withdrawal.pay']);
    // The account record shows it once, as it left the main wallet, paid: not the money held and let go.
    expect(await recordLines(token)).toEqual([['-250.00', 'main', 'paid']]);
  });

  it('gives the held money back when staff reject, with the reason and a message', async () => {
    const { id, token, bankAccountId } = await member('wdflow02', 50_000n);
    const asked = ZSuccess(ZWithdrawal).parse(
      await (await withdraw(token, bankAccountId, '100')).json(),
    ).value;
    const rejected = await staff('/ops/withdrawals/reject', asked.id, {
      reason: 'Payee name does not match',
    });
    expect(ZSuccess(ZStaffWithdrawal).parse(await rejected.json()).value).toMatchObject({
      status: 'rejected',
      note: 'Payee name does not match',
    });
    expect(await held(id)).toEqual({ main: 50_000n, held: 0n });
    // Rejected, and the amount back in the main wallet: both are main-wallet movements.
    expect(await recordLines(token)).toEqual([
      ['100.00', 'main', 'returned'],
      ['-100.00', 'main', 'rejected'],
    ]);
    expect(await errorOf(await staff('/ops/withdrawals/approve', asked.id))).toBe('withdrawal.state');
    // Finished: another withdrawal may start.
    expect((await withdraw(token, bankAccountId, '10')).status).toBe(200);
  });

  it('lets one of 20 racing requests through and holds its money once', async () => {
    const { id, token, bankAccountId } = await member('wdrace01', 100_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(token, bankAccountId, '30.00')),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.filter(({ status }) => status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(await Promise.all(refused.map(errorOf)))).toEqual(new Set(['withdrawal.pending.exists']));
    expect(await held(id)).toEqual({ main: 97_000n, held: 3_000n });
  });

  it('answers a repeated request id with the same withdrawal', async () => {
    const { id, token, bankAccountId } = await member('wdonce01', 100_000n);
    const body = { requestId: requestId() };
    const first = await (await withdraw(token, bankAccountId, '20', body)).json();
    const again = await (await withdraw(token, bankAccountId, '20', body)).json();
    expect(again).toEqual(first);
    expect(await errorOf(await withdraw(token, bankAccountId, '21', body))).toBe('idempotency.conflict');
    expect(await held(id)).toEqual({ main: 98_000n, held: 2_000n });
  });

  it.each([
    ['0', 'amount.invalid', 400],
    ['-10', 'amount.invalid', 400],
    ['10.001', 'amount.invalid', 400],
    ['ten', 'amount.invalid', 400],
    ['9.99', 'withdrawal.amount.range', 400],
    ['50000.01', 'withdrawal.amount.range', 400],
    ['1000.01', 'funds.insufficient', 422],
  ])('refuses %s with %s, holding nothing', async (amount, code, status) => {
    badMembers += 1;
    const { id, token, bankAccountId } = await member(`wdbad${badMembers}`, 100_000n);
    const response = await withdraw(token, bankAccountId, amount);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toBe(code);
    expect(await held(id)).toEqual({ main: 100_000n, held: 0n });
    const list = ZSuccess(ZWithdrawalList).parse(
      await (await call(token, 'GET', '/wps/withdrawals')).json(),
    ).value;
    expect(list.total).toBe(0);
  });

  it('refuses another member’s bank account, a wrong payment password, and staff without a money role', async () => {
    const other = await member('wdother01', 0n);
    const { token, bankAccountId } = await member('wdother02', 100_000n);
    expect(await errorOf(await withdraw(token, other.bankAccountId, '20'))).toBe('bank.account.unknown');
    expect(await errorOf(await withdraw(token, bankAccountId, '20', { paymentPassword: '000000' }))).toBe(
      'payment.password.wrong',
    );
    const asked = ZSuccess(ZWithdrawal).parse(
      await (await withdraw(token, bankAccountId, '20')).json(),
    ).value;
    const support = await staffToken(server, 'withdrawal.support', { roles: ['support'] });
    const refused = await call(support, 'POST', '/ops/withdrawals/approve', {
      merchant: 'demo',
      withdrawalId: asked.id,
    });
    expect(refused.status).toBe(403);
    expect(await errorOf(await staff('/ops/withdrawals/approve', '999999999'))).toBe('withdrawal.not.found');
  });
});

/** A 1×1 PNG, the smallest real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function paidWithdrawal(username: string) {
  const member_ = await member(username, 100_000n);
  const asked = ZSuccess(ZWithdrawal).parse(
    await (await withdraw(member_.token, member_.bankAccountId, '100')).json(),
  );
  await staff('/ops/withdrawals/approve', asked.value.id);
  await staff('/ops/withdrawals/pay', asked.value.id);
  return { ...member_, withdrawalId: asked.value.id };
}

const proof = (token: string, withdrawalId: string, bytes: Buffer) =>
  upload(token, '/wps/withdrawals/proofs', { withdrawalId, image: bytes });
const confirm = (token: string, withdrawalId: string, outcome: string, extra: Record<string, unknown> = {}) =>
  call(token, 'POST', '/wps/withdrawals/confirm', { withdrawalId, outcome, ...extra });

describe('confirming a paid withdrawal', () => {
  it('records it received, or partly received with the remainder shown', async () => {
    const first = await paidWithdrawal('wdconf01');
    const received = ZSuccess(ZWithdrawal).parse(
      await (await confirm(first.token, first.withdrawalId, 'received')).json(),
    );
    expect(received.value).toMatchObject({
      confirmation: 'received',
      receivedAmount: '100.00',
      remainder: '0.00',
    });
    expect(await errorOf(await confirm(first.token, first.withdrawalId, 'received'))).toBe(
      'withdrawal.state',
    );

    const second = await paidWithdrawal('wdconf02');
    for (const receivedAmount of ['0', '100.00', '150', 'x'])
      expect(
        await errorOf(
          await confirm(second.token, second.withdrawalId, 'partly_received', { receivedAmount }),
        ),
      ).toBe('withdrawal.received.invalid');
    const partly = await confirm(second.token, second.withdrawalId, 'partly_received', {
      receivedAmount: '60.50',
    });
    expect(ZSuccess(ZWithdrawal).parse(await partly.json()).value).toMatchObject({
      confirmation: 'partly_received',
      receivedAmount: '60.50',
      remainder: '39.50',
    });
  });

  it('needs a proof image for not received: PNG or JPEG by content, 5 MB, 3 at most; staff see it and refund', async () => {
    const { id, token, withdrawalId } = await paidWithdrawal('wdconf03');
    expect(await errorOf(await confirm(token, withdrawalId, 'not_received'))).toBe(
      'withdrawal.proof.required',
    );
    // A text file that says it is an image, and an image that is too large.
    expect(await errorOf(await proof(token, withdrawalId, Buffer.from('not an image at all')))).toBe(
      'withdrawal.proof.invalid',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect(await errorOf(await proof(token, withdrawalId, huge))).toBe('withdrawal.proof.invalid');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    for (const image of [PNG, jpeg, PNG]) expect((await proof(token, withdrawalId, image)).status).toBe(200);
    expect(await errorOf(await proof(token, withdrawalId, PNG))).toBe('withdrawal.proof.limit');
    const claimed = ZSuccess(ZWithdrawal).parse(
      await (await confirm(token, withdrawalId, 'not_received')).json(),
    );
    expect(claimed.value).toMatchObject({ confirmation: 'not_received', remainder: '100.00', proofCount: 3 });

    const listed = await call(
      finance,
      'GET',
      `/ops/withdrawals/proofs?merchant=demo&withdrawalId=${withdrawalId}`,
    );
    const { proofs } = ZSuccess(ZProofs).parse(await listed.json()).value;
    expect(proofs.map(({ dataUrl }) => dataUrl.slice(0, 22))).toEqual([
      'data:image/png;base64,',
      'data:image/jpeg;base64',
      'data:image/png;base64,',
    ]);
    expect(await held(id)).toEqual({ main: 90_000n, held: 0n });
    const refunded = await staff('/ops/withdrawals/review', withdrawalId, {
      decision: 'refund',
      reason: 'Bank returned it',
    });
    expect(ZSuccess(ZStaffWithdrawal).parse(await refunded.json()).value.review).toBe('refunded');
    expect(await held(id)).toEqual({ main: 100_000n, held: 0n });
    const again = await staff('/ops/withdrawals/review', withdrawalId, {
      decision: 'refund',
      reason: 'Twice',
    });
    expect(await errorOf(again)).toBe('withdrawal.state');
  });

  it('lets staff find that a claimed payment did arrive, moving nothing', async () => {
    const { id, token, withdrawalId } = await paidWithdrawal('wdconf04');
    await confirm(token, withdrawalId, 'partly_received', { receivedAmount: '99' });
    const stands = await staff('/ops/withdrawals/review', withdrawalId, {
      decision: 'paid',
      reason: 'Bank record shows 100',
    });
    expect(ZSuccess(ZStaffWithdrawal).parse(await stands.json()).value.review).toBe('paid');
    expect(await held(id)).toEqual({ main: 90_000n, held: 0n });
  });

  it('refuses confirming a withdrawal not paid yet, or someone else’s', async () => {
    const { token, bankAccountId } = await member('wdconf05', 100_000n);
    const pending = ZSuccess(ZWithdrawal).parse(
      await (await withdraw(token, bankAccountId, '50')).json(),
    ).value;
    expect(await errorOf(await confirm(token, pending.id, 'received'))).toBe('withdrawal.state');
    expect(await errorOf(await proof(token, pending.id, PNG))).toBe('withdrawal.state');
    const other = await paidWithdrawal('wdconf06');
    expect(await errorOf(await confirm(token, other.withdrawalId, 'received'))).toBe('withdrawal.not.found');
  });

  it('counts a payment left unconfirmed past the brand’s minutes as received', async () => {
    const { db } = server.database;
    const late = await paidWithdrawal('wdauto01');
    const recent = await paidWithdrawal('wdauto02');
    expect((await settings(admin, 'PUT', { merchant: 'demo', autoReceiveMinutes: 5 })).status).toBe(200);
    const paidAgo = (withdrawalId: string, minutes: number) =>
      db
        .updateTable('withdrawals')
        .set({ paid_at: new Date(Date.now() - minutes * 60_000) })
        .where('id', '=', BigInt(withdrawalId))
        .execute();
    await paidAgo(late.withdrawalId, 10);
    await paidAgo(recent.withdrawalId, 1);
    expect(await autoReceiveWithdrawals(db)).toBeGreaterThanOrEqual(1);
    const listOf = async (token: string) =>
      ZSuccess(ZWithdrawalList).parse(await (await call(token, 'GET', '/wps/withdrawals')).json()).value
        .withdrawals[0];
    expect(await listOf(late.token)).toMatchObject({
      confirmation: 'auto_received',
      receivedAmount: '100.00',
    });
    expect((await listOf(recent.token))?.confirmation).toBeNull();
    // Received by default is final: no claim, no review.
    expect(await errorOf(await confirm(late.token, late.withdrawalId, 'not_received'))).toBe(
      'withdrawal.state',
    );
    await settings(admin, 'PUT', { merchant: 'demo', autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES });
  });
});

describe('withdrawal settings', () => {
  it('show the demo brand’s seeded minutes to money staff; an admin sets them, audited with the value before', async () => {
    const shown = await settings(finance, 'GET');
    expect(shown.status).toBe(200);
    expect(ZSuccess(ZWithdrawalSettings).parse(await shown.json()).value).toEqual({
      autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES,
      isDefault: false,
      fourEyesAmount: '10000.00',
      minAmount: '10.00',
      maxAmount: '50000.00',
    });
    const set = await settings(admin, 'PUT', { merchant: 'demo', autoReceiveMinutes: 90 });
    expect(set.status).toBe(200);
    expect(ZSuccess(ZWithdrawalSettings).parse(await set.json()).value).toEqual({
      autoReceiveMinutes: 90,
      isDefault: false,
      fourEyesAmount: '10000.00',
      minAmount: '10.00',
      maxAmount: '50000.00',
    });
    expect(ZSuccess(ZWithdrawalSettings).parse(await (await settings(finance, 'GET')).json()).value).toEqual({
      autoReceiveMinutes: 90,
      isDefault: false,
      fourEyesAmount: '10000.00',
      minAmount: '10.00',
      maxAmount: '50000.00',
    });
    const listed = await server.request(
      '/ops/audit?merchant=demo&action=withdrawal.settings.update&limit=1',
      {
        headers: { Authorization: admin },
      },
    );
    const [newest] = ZSuccess(ZStaffActionsValue).parse(await listed.json()).value.actions;
    expect(newest).toMatchObject({
      operatorAccount: 'withdrawal.admin',
      action: 'withdrawal.settings.update',
      subject: `merchant:${demo.id}`,
      detail: { autoReceiveMinutes: { from: DEMO_AUTO_RECEIVE_MINUTES, to: 90 } },
    });
    await settings(admin, 'PUT', { merchant: 'demo', autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES });
  });

  it('answer the platform default for a brand that sets none', async () => {
    const { db } = server.database;
    await createMerchant(db, { ...DEMO_BRAND, code: 'nosettings', domains: ['nosettings.example'] });
    const shown = await settings(admin, 'GET', undefined, 'nosettings');
    expect(ZSuccess(ZWithdrawalSettings).parse(await shown.json()).value).toEqual({
      autoReceiveMinutes: AUTO_RECEIVE_MINUTES.default,
      isDefault: true,
      fourEyesAmount: '10000.00',
      minAmount: '10.00',
      maxAmount: '50000.00',
    });
  });

  it('refuse minutes out of range or not whole, and staff who may not change them, changing nothing', async () => {
    for (const autoReceiveMinutes of [0, -5, AUTO_RECEIVE_MINUTES.max + 1, 1.5, '60', null]) {
      const refused = await settings(admin, 'PUT', { merchant: 'demo', autoReceiveMinutes });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe('request.invalid');
    }
    const { db } = server.database;
    await createMerchant(db, { ...DEMO_BRAND, code: 'wdelsewhere', domains: ['wdelsewhere.example'] });
    const other = (await resolveMerchant(db, { code: 'wdelsewhere', host: '' })) as Merchant;
    const elsewhere = await staffToken(server, 'withdrawal.elsewhere', {
      roles: ['admin'],
      merchantIds: [other.id],
    });
    const support = await staffToken(server, 'withdrawal.settings.support', { roles: ['support'] });
    for (const [token, method] of [
      [finance, 'PUT'],
      [support, 'GET'],
      [support, 'PUT'],
      [elsewhere, 'GET'],
      [elsewhere, 'PUT'],
    ] as const) {
      const refused = await settings(token, method, { merchant: 'demo', autoReceiveMinutes: 7 });
      expect(refused.status).toBe(403);
    }
    expect((await settings('', 'GET')).status).toBe(401);
    expect(ZSuccess(ZWithdrawalSettings).parse(await (await settings(finance, 'GET')).json()).value).toEqual({
      autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES,
      isDefault: false,
      fourEyesAmount: '10000.00',
      minAmount: '10.00',
      maxAmount: '50000.00',
    });
  });
});

describe('four eyes on large withdrawals', () => {
  it('from the brand’s amount, approving and refunding are requests a second person decides', async () => {
    const second = await staffToken(server, 'withdrawal.finance.two', { roles: ['finance'] });
    const as = (token: string, path: string, withdrawalId: string, extra: Record<string, unknown> = {}) =>
      call(token, 'POST', path, { merchant: 'demo', withdrawalId, ...extra });
    const decide = (token: string, action: 'approve' | 'reject', requestId: string) =>
      call(token, 'POST', `/ops/approvals/${action}`, {
        merchant: 'demo',
        requestId,
        ...(action === 'reject' ? { reason: 'Not checked yet' } : {}),
      });
    const set = await settings(admin, 'PUT', {
      merchant: 'demo',
      autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES,
      fourEyesAmount: '500.00',
    });
    expect(ZSuccess(ZWithdrawalSettings).parse(await set.json()).value.fourEyesAmount).toBe('500.00');

    const { id, token, bankAccountId } = await member('wdeyes01', 200_000n);
    const large = ZSuccess(ZWithdrawal).parse(
      await (await withdraw(token, bankAccountId, '500.00')).json(),
    ).value;
    // A request says why: no reason, nothing asked.
    const bare = await staff('/ops/withdrawals/approve', large.id);
    expect([bare.status, await errorOf(bare)]).toEqual([400, 'request.invalid']);
    const asked = ZSuccess(ZStaffWithdrawal).parse(
      await (await staff('/ops/withdrawals/approve', large.id, { reason: 'Checked the payee name' })).json(),
    ).value;
    expect(asked).toMatchObject({
      status: 'pending',
      pendingApproval: { kind: 'withdrawal.approve', requestedBy: 'withdrawal.finance' },
    });
    const requestId = asked.pendingApproval?.id ?? '';
    // The request locks the withdrawal: nobody acts on it beside the request meanwhile.
    expect(
      await errorOf(await staff('/ops/withdrawals/reject', large.id, { reason: 'Changed my mind' })),
    ).toBe('approval.target.locked');
    expect(await errorOf(await staff('/ops/withdrawals/approve', large.id, { reason: 'Asking again' }))).toBe(
      'approval.target.locked',
    );
    expect(await errorOf(await decide(finance, 'approve', requestId))).toBe('staff.second.person');
    expect(await held(id)).toEqual({ main: 150_000n, held: 50_000n });
    expect((await decide(second, 'approve', requestId)).status).toBe(200);
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'detail'])
      .where('subject', '=', `withdrawal:${large.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map(({ action }) => action)).toEqual(['withdrawal.approve.request', 'withdrawal.approve']);
    expect(audit[1]?.detail).toMatchObject({
      requestedBy: 'withdrawal.finance',
      decidedBy: 'withdrawal.finance.two',
    });
    // Approved by two, paid by either.
    expect((await staff('/ops/withdrawals/pay', large.id)).status).toBe(200);
    expect(await held(id)).toEqual({ main: 150_000n, held: 0n });

    // A refund of what did not arrive is a request too; the one who asked does not approve it.
    expect((await proof(token, large.id, PNG)).status).toBe(200);
    expect((await confirm(token, large.id, 'not_received')).status).toBe(200);
    const refund = ZSuccess(ZStaffWithdrawal).parse(
      await (
        await as(second, '/ops/withdrawals/review', large.id, {
          decision: 'refund',
          reason: 'Bank returned it',
        })
      ).json(),
    ).value;
    expect(refund).toMatchObject({
      review: null,
      confirmedAt: expect.any(String),
      pendingApproval: { kind: 'withdrawal.review.refund', requestedBy: 'withdrawal.finance.two' },
    });
    const refundId = refund.pendingApproval?.id ?? '';
    expect(await errorOf(await decide(second, 'approve', refundId))).toBe('staff.second.person');
    expect(await held(id)).toEqual({ main: 150_000n, held: 0n });
    expect((await decide(finance, 'approve', refundId)).status).toBe(200);
    expect(await held(id)).toEqual({ main: 200_000n, held: 0n });

    // Below the brand's amount, one person does both.
    const small = ZSuccess(ZWithdrawal).parse(
      await (await withdraw(token, bankAccountId, '499.99')).json(),
    ).value;
    expect((await staff('/ops/withdrawals/approve', small.id)).status).toBe(200);
    expect((await staff('/ops/withdrawals/pay', small.id)).status).toBe(200);

    const cleared = await settings(admin, 'PUT', {
      merchant: 'demo',
      autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES,
      fourEyesAmount: null,
    });
    expect(ZSuccess(ZWithdrawalSettings).parse(await cleared.json()).value.fourEyesAmount).toBe(
      FOUR_EYES_DEFAULT_MAJOR.toFixed(2),
    );
  });

  it('refuses a four-eyes amount that is not a positive amount of the currency', async () => {
    for (const fourEyesAmount of ['0', '-1', '1.001', 'lots', 5]) {
      const refused = await settings(admin, 'PUT', {
        merchant: 'demo',
        autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES,
        fourEyesAmount,
      });
      expect(refused.status).toBe(400);
    }
  });
});

describe('withdrawal limits', () => {
  const limits = (body: Record<string, unknown>) =>
    settings(admin, 'PUT', { merchant: 'demo', autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES, ...body });

  it('are the brand’s: an admin sets them, audited, the site shows them and requests are held to them', async () => {
    const set = await limits({ minAmount: '100.00', maxAmount: '2000.00' });
    expect(set.status).toBe(200);
    expect(ZSuccess(ZWithdrawalSettings).parse(await set.json()).value).toMatchObject({
      minAmount: '100.00',
      maxAmount: '2000.00',
    });
    const listed = await server.request(
      '/ops/audit?merchant=demo&action=withdrawal.settings.update&limit=1',
      { headers: { Authorization: admin } },
    );
    const [newest] = ZSuccess(ZStaffActionsValue).parse(await listed.json()).value.actions;
    expect(newest?.detail).toMatchObject({
      minAmount: { from: null, to: '10000' },
      maxAmount: { from: null, to: '200000' },
    });
    expect(newest?.detail).not.toHaveProperty('fourEyesAmount');

    const { id, token, bankAccountId } = await member('wdlimits01', 300_000n);
    const list = ZSuccess(ZWithdrawalList).parse(
      await (await call(token, 'GET', '/wps/withdrawals')).json(),
    ).value;
    expect(list).toMatchObject({ minAmount: '100.00', maxAmount: '2000.00' });
    for (const amount of ['99.99', '2000.01']) {
      const refused = ZFailure.parse(await (await withdraw(token, bankAccountId, amount)).json());
      expect(refused.errorCode).toBe('withdrawal.amount.range');
      expect(refused.message).toMatch(/100\.00.*2000\.00/);
    }
    expect(await held(id)).toEqual({ main: 300_000n, held: 0n });
    expect((await withdraw(token, bankAccountId, '2000.00')).status).toBe(200);
    expect(await held(id)).toEqual({ main: 100_000n, held: 200_000n });

    // Only the one given changes; null gives the platform's back.
    const lower = await limits({ minAmount: null });
    expect(ZSuccess(ZWithdrawalSettings).parse(await lower.json()).value).toMatchObject({
      minAmount: WITHDRAWAL_LIMITS_DEFAULT_MAJOR.min.toFixed(2),
      maxAmount: '2000.00',
    });
    const cleared = await limits({ maxAmount: null });
    expect(ZSuccess(ZWithdrawalSettings).parse(await cleared.json()).value).toMatchObject({
      minAmount: '10.00',
      maxAmount: WITHDRAWAL_LIMITS_DEFAULT_MAJOR.max.toFixed(2),
    });
  });

  it('refuse a limit that is not a positive amount, or a smallest above the largest, changing nothing', async () => {
    for (const amount of ['0', '-1', '1.001', 'lots', 5]) {
      for (const key of ['minAmount', 'maxAmount']) {
        const refused = await limits({ [key]: amount });
        expect(refused.status).toBe(400);
      }
    }
    for (const body of [
      { minAmount: '500.00', maxAmount: '499.99' },
      // Against the platform's largest, which the brand keeps.
      { minAmount: '50000.01' },
      { maxAmount: '9.99' },
    ]) {
      const refused = await limits(body);
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe('withdrawal.limits.order');
    }
    expect(await limits({ minAmount: '300.00' })).toHaveProperty('status', 200);
    const crossing = await limits({ maxAmount: '299.99' });
    expect(await errorOf(crossing)).toBe('withdrawal.limits.order');
    expect(
      ZSuccess(ZWithdrawalSettings).parse(await (await settings(finance, 'GET')).json()).value,
    ).toMatchObject({
      minAmount: '300.00',
      maxAmount: '50000.00',
    });
    expect((await limits({ minAmount: '300.00', maxAmount: '300.00' })).status).toBe(200);
    await limits({ minAmount: null, maxAmount: null });
  });
});

const NO_FEE = { fixed: '0.00', bps: 0, cap: null };

describe('withdrawal methods', () => {
  const limitsOf = async (minAmount: string | null) =>
    expect(
      (
        await settings(admin, 'PUT', {
          merchant: 'demo',
          autoReceiveMinutes: DEMO_AUTO_RECEIVE_MINUTES,
          minAmount,
        })
      ).status,
    ).toBe(200);
  const method = (token: string, body: Record<string, unknown>) =>
    server.request('/ops/payments/withdrawal-methods', {
      method: 'PUT',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant: 'demo',
        method: 'bank_transfer',
        enabled: true,
        minAmount: null,
        maxAmount: null,
        feeFixed: '0',
        feeBps: 0,
        feeCap: null,
        sortOrder: 1,
        ...body,
      }),
    });

  it('are offered in the brand’s order within their own limits; a disabled one refuses, translated', async () => {
    const { id, token, bankAccountId } = await member('wdmethods01', 100_000n);
    const offered = async () =>
      ZSuccess(ZWithdrawalList).parse(await (await call(token, 'GET', '/wps/withdrawals')).json()).value
        .methods;
    expect(await offered()).toEqual([
      { method: 'bank_transfer', minAmount: '10.00', maxAmount: '50000.00', fee: NO_FEE },
    ]);

    const set = await method(admin, { minAmount: '50.00', maxAmount: '500.00', sortOrder: 3 });
    expect(ZSuccess(ZWithdrawalMethodSetting).parse(await set.json()).value).toEqual({
      method: 'bank_transfer',
      enabled: true,
      minAmount: '50.00',
      maxAmount: '500.00',
      fee: NO_FEE,
      sortOrder: 3,
      isDefault: false,
      payoutGateway: null,
    });
    const audit = await server.request('/ops/audit?merchant=demo&action=withdrawal.method.update&limit=1', {
      headers: { Authorization: admin },
    });
    const [newest] = ZSuccess(ZStaffActionsValue).parse(await audit.json()).value.actions;
    expect(newest?.detail).toMatchObject({
      before: { isDefault: true, minAmount: null, sortOrder: 1 },
      after: { isDefault: false, minAmount: '50.00', maxAmount: '500.00' },
    });
    expect(await offered()).toEqual([
      { method: 'bank_transfer', minAmount: '50.00', maxAmount: '500.00', fee: NO_FEE },
    ]);
    for (const amount of ['49.99', '500.01']) {
      const refused = ZFailure.parse(await (await withdraw(token, bankAccountId, amount)).json());
      expect(refused.errorCode).toBe('withdrawal.amount.range');
      expect(refused.message).toMatch(/50\.00.*500\.00/);
    }

    expect((await method(admin, { enabled: false })).status).toBe(200);
    expect(await offered()).toEqual([]);
    const refused = await call(token, 'POST', '/wps/withdrawals', {
      method: 'bank_transfer',
      bankAccountId,
      amount: '20.00',
      paymentPassword: PIN,
      requestId: requestId(),
    });
    expect(refused.status).toBe(400);
    expect(ZFailure.parse(await refused.json())).toMatchObject({
      errorCode: 'withdrawal.method.disabled',
      message: 'This withdrawal method is not available.',
    });
    expect(await held(id)).toEqual({ main: 100_000n, held: 0n });

    // The brand's own limits still bound a method's: 20.00 to 60.00 within 50.00 and up.
    await limitsOf('50.00');
    expect((await method(admin, { minAmount: '20.00', maxAmount: '60.00' })).status).toBe(200);
    expect(await offered()).toEqual([
      { method: 'bank_transfer', minAmount: '50.00', maxAmount: '60.00', fee: NO_FEE },
    ]);
    const paid = await withdraw(token, bankAccountId, '60.00');
    expect(ZSuccess(ZWithdrawal).parse(await paid.json()).value).toMatchObject({ method: 'bank_transfer' });
    expect(await held(id)).toEqual({ main: 94_000n, held: 6_000n });
    await limitsOf(null);
    expect((await method(admin, {})).status).toBe(200);
  });

  it('refuse hostile settings and staff without payments.manage, changing nothing', async () => {
    const before = await server.request('/ops/payments/withdrawal-methods?merchant=demo', {
      headers: { Authorization: admin },
    });
    expect(before.status).toBe(200);
    const was = ZSuccess(ZWithdrawalMethodList).parse(await before.json()).value;
    for (const body of [
      { minAmount: '-1.00' },
      { minAmount: '0' },
      { maxAmount: '1.001' },
      { maxAmount: '1e3' },
      { maxAmount: '9999999999999999' },
      { minAmount: 5 },
      { minAmount: '500.00', maxAmount: '499.99' },
      { method: 'crypto' },
      { sortOrder: -1 },
      { sortOrder: 1.5 },
      { enabled: 'yes' },
    ]) {
      const refused = await method(admin, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(refused)).toBe('request.invalid');
    }
    expect((await method(finance, { enabled: false })).status).toBe(403);
    const after = await server.request('/ops/payments/withdrawal-methods?merchant=demo', {
      headers: { Authorization: admin },
    });
    expect(ZSuccess(ZWithdrawalMethodList).parse(await after.json()).value).toEqual(was);
  });

  describe('fees', () => {
    const feesHeld = async () => {
      const [row] = await balancesOf(server.database.db, [
        await accountFor(server.database.db, demo, 'system.fees'),
      ]);
      return row?.balance ?? 0n;
    };
    const FEE = { feeFixed: '2.00', feeBps: 150, feeCap: '10.00' };
    afterAll(async () => {
      expect((await method(admin, {})).status).toBe(200);
    });

    it('are set audited, shown to the member, booked at request as their own leg, once, and given back on rejection', async () => {
      const { id, token, bankAccountId } = await member('wdfee01', 100_000n);
      const set = await method(admin, FEE);
      const terms = { fixed: '2.00', bps: 150, cap: '10.00' };
      expect(ZSuccess(ZWithdrawalMethodSetting).parse(await set.json()).value.fee).toEqual(terms);
      const audit = await server.request('/ops/audit?merchant=demo&action=withdrawal.method.update&limit=1', {
        headers: { Authorization: admin },
      });
      const [newest] = ZSuccess(ZStaffActionsValue).parse(await audit.json()).value.actions;
      expect(newest?.detail).toMatchObject({ before: { fee: NO_FEE }, after: { fee: terms } });
      const list = ZSuccess(ZWithdrawalList).parse(
        await (await call(token, 'GET', '/wps/withdrawals')).json(),
      );
      expect(list.value.methods.map(({ fee }) => fee)).toEqual([terms]);

      const fees = await feesHeld();
      // 2.00 + ⌊20 000 × 150 / 10 000⌋ cents = 5.00: the main wallet pays 200.00, 195.00 waits for payment.
      const body = { requestId: requestId() };
      const first = await (await withdraw(token, bankAccountId, '200.00', body)).json();
      expect(ZSuccess(ZWithdrawal).parse(first).value).toMatchObject({
        amount: '200.00',
        fee: '5.00',
        netAmount: '195.00',
      });
      expect(await withdraw(token, bankAccountId, '200.00', body).then((answer) => answer.json())).toEqual(
        first,
      );
      expect(await held(id)).toEqual({ main: 80_000n, held: 19_500n });
      expect(await feesHeld()).toBe(fees + 500n);

      const withdrawalId = ZSuccess(ZWithdrawal).parse(first).value.id;
      const queue = await call(finance, 'GET', '/ops/withdrawals/queue?merchant=demo&memberAccount=wdfee01');
      expect(await queue.text()).toMatch(/"fee":"5\.00","netAmount":"195\.00"/);
      const rejected = await staff('/ops/withdrawals/reject', withdrawalId, { reason: 'Wrong branch' });
      expect(ZSuccess(ZStaffWithdrawal).parse(await rejected.json()).value).toMatchObject({
        fee: '5.00',
        status: 'rejected',
      });
      expect(await held(id)).toEqual({ main: 100_000n, held: 0n });
      expect(await feesHeld()).toBe(fees);
      expect(await errorOf(await staff('/ops/withdrawals/reject', withdrawalId, { reason: 'Again' }))).toBe(
        'withdrawal.state',
      );
      expect(await feesHeld()).toBe(fees);
    });

    it('stop at their cap, pay out the net, and come back whole when a payment that did not arrive is refunded', async () => {
      expect((await method(admin, FEE)).status).toBe(200);
      const { id, token, bankAccountId } = await member('wdfee02', 100_000n);
      const fees = await feesHeld();
      // 2.00 + 13.50 is above the cap: 10.00.
      const asked = ZSuccess(ZWithdrawal).parse(
        await (await withdraw(token, bankAccountId, '900')).json(),
      ).value;
      expect(asked).toMatchObject({ fee: '10.00', netAmount: '890.00' });
      const cashOut = await accountFor(server.database.db, demo, 'system.cash_out');
      const [outBefore] = await balancesOf(server.database.db, [cashOut]);
      await staff('/ops/withdrawals/approve', asked.id);
      expect((await staff('/ops/withdrawals/pay', asked.id)).status).toBe(200);
      const [outAfter] = await balancesOf(server.database.db, [cashOut]);
      expect((outAfter?.balance ?? 0n) - (outBefore?.balance ?? 0n)).toBe(89_000n);
      expect(await held(id)).toEqual({ main: 10_000n, held: 0n });

      for (const receivedAmount of ['890.00', '895'])
        expect(await errorOf(await confirm(token, asked.id, 'partly_received', { receivedAmount }))).toBe(
          'withdrawal.received.invalid',
        );
      expect((await proof(token, asked.id, PNG)).status).toBe(200);
      const claimed = ZSuccess(ZWithdrawal).parse(
        await (await confirm(token, asked.id, 'not_received')).json(),
      );
      expect(claimed.value.remainder).toBe('890.00');
      const refunded = await staff('/ops/withdrawals/review', asked.id, {
        decision: 'refund',
        reason: 'Bounced',
      });
      expect(refunded.status).toBe(200);
      expect(await held(id)).toEqual({ main: 100_000n, held: 0n });
      expect(await feesHeld()).toBe(fees);
    });

    it('refuse, translated, an amount the fee would take whole, holding nothing', async () => {
      expect((await method(admin, { feeFixed: '60.00' })).status).toBe(200);
      const { id, token, bankAccountId } = await member('wdfee03', 100_000n);
      const refused = await withdraw(token, bankAccountId, '60.00');
      expect(refused.status).toBe(400);
      expect(ZFailure.parse(await refused.json())).toMatchObject({
        errorCode: 'withdrawal.fee.exceeds',
        message: expect.stringMatching(/60\.00/),
      });
      expect(await held(id)).toEqual({ main: 100_000n, held: 0n });
      expect((await withdraw(token, bankAccountId, '60.01')).status).toBe(200);
      expect(await held(id)).toEqual({ main: 93_999n, held: 1n });
    });

    it('refuse hostile fee terms, changing nothing', async () => {
      expect((await method(admin, FEE)).status).toBe(200);
      const read = async () =>
        ZSuccess(ZWithdrawalMethodList).parse(
          await (
            await server.request('/ops/payments/withdrawal-methods?merchant=demo', {
              headers: { Authorization: admin },
            })
          ).json(),
        ).value;
      const was = await read();
      for (const body of [
        { feeFixed: '-1.00' },
        { feeFixed: '1.001' },
        { feeFixed: 'free' },
        { feeFixed: 2 },
        { feeFixed: null },
        { feeFixed: '9999999999999999' },
        { feeBps: -1 },
        { feeBps: 10_001 },
        { feeBps: 1.5 },
        { feeBps: '150' },
        { feeCap: '0' },
        { feeCap: '-5' },
        { feeCap: 5 },
        { feeCap: '1e3' },
      ]) {
        const refused = await method(admin, { ...FEE, ...body });
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(await errorOf(refused)).toBe('request.invalid');
      }
      expect((await method(finance, { ...FEE, feeFixed: '0' })).status).toBe(403);
      expect(await read()).toEqual(was);
    });
  });
});
