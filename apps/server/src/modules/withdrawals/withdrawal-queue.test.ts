import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZBankAccount, ZStaffWithdrawal, ZWithdrawalQueue } from '@platform/contracts/withdrawals/schemas';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { requestIds, testClient } from '../../test/api-client.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { TEST_PASSWORD as PASSWORD, registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, transfer } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

const PIN = '246810';
let server: TestServer;
let demo: Merchant;
let finance: string;
const requestId = requestIds('queue');
/** The member of the first test without signals, whose payment a later test claims did not fully arrive. */
let veteranToken = '';

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'queue.finance', { roles: ['finance'] });
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const { call } = testClient(() => server);

/** A member with 1,000.00 in the main wallet, a payment password and the bank account `number`. */
async function member(username: string, number: string) {
  const { id, token } = await registeredMember(server, username);
  const { db } = server.database;
  await deposit(
    db,
    demo,
    await accountFor(db, demo, 'member.main', { memberId: id }),
    100_000n,
    `fund-${username}`,
  );
  await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Tran Van Binh' });
  await call(token, 'POST', '/wps/member/payment-password', { password: PASSWORD, newPaymentPassword: PIN });
  const bound = await call(token, 'POST', '/wps/member/bank-accounts', {
    bankName: 'Lotus Commercial Bank',
    accountNumber: number,
    paymentPassword: PIN,
  });
  return { id, token, bankAccountId: ZSuccess(ZBankAccount).parse(await bound.json()).value.id };
}

async function withdraw(who: { token: string; bankAccountId: string }, amount: string) {
  const response = await call(who.token, 'POST', '/wps/withdrawals', {
    bankAccountId: who.bankAccountId,
    amount,
    paymentPassword: PIN,
    requestId: requestId(),
  });
  expect(response.status).toBe(200);
  return ZSuccess(ZStaffWithdrawal.pick({ id: true })).parse(await response.json()).value.id;
}

/** The house pays the member `cents` as a game's win would. */
async function houseWin(memberId: bigint, cents: bigint, key: string) {
  const { db } = server.database;
  await transfer(db, {
    merchantId: demo.id,
    idempotencyKey: key,
    kind: 'test.win',
    legs: [
      { accountId: await accountFor(db, demo, 'system.house'), amount: -cents },
      { accountId: await accountFor(db, demo, 'member.main', { memberId }), amount: cents },
    ],
  });
}

async function queue(query: string) {
  const response = await call(finance, 'GET', `/ops/withdrawals/queue?merchant=demo&${query}`);
  expect(response.status).toBe(200);
  return ZSuccess(ZWithdrawalQueue).parse(await response.json()).value;
}

describe('GET /ops/withdrawals/queue', () => {
  it('marks each withdrawal with its risk signals', async () => {
    const { db } = server.database;
    const veteran = await member('qveteran', '5550001111');
    veteranToken = veteran.token;
    // Registered a month ago, with one withdrawal paid before: none of the signals.
    await sql`UPDATE members SET created_at = now() - interval '30 days' WHERE id = ${veteran.id}`.execute(
      db,
    );
    const paid = await withdraw(veteran, '10.00');
    for (const step of ['approve', 'pay'])
      expect(
        (await call(finance, 'POST', `/ops/withdrawals/${step}`, { merchant: 'demo', withdrawalId: paid }))
          .status,
      ).toBe(200);
    const calm = await withdraw(veteran, '20.00');

    const newcomer = await member('qnewcomer', '5550002222');
    const sharer = await member('qsharer', '5550002222');
    await houseWin(newcomer.id, 1_000_000n, 'queue-win-1');
    const bonusAccount = await accountFor(db, demo, 'member.bonus', { memberId: sharer.id });
    await transfer(db, {
      merchantId: demo.id,
      idempotencyKey: 'queue-bonus-1',
      kind: 'test.bonus',
      legs: [
        { accountId: await accountFor(db, demo, 'system.promotion'), amount: -5_000n },
        { accountId: bonusAccount, amount: 5_000n },
      ],
    });
    const risky = await withdraw(newcomer, '30.00');
    const bonusHolder = await withdraw(sharer, '40.00');

    const { withdrawals } = await queue('status=pending');
    const signalsOf = (id: string) => withdrawals.find((each) => each.id === id)?.signals;
    expect(signalsOf(calm)).toEqual({
      newAccount: false,
      openBonus: false,
      largeWin: false,
      sharedBankAccount: false,
      firstWithdrawal: false,
    });
    expect(signalsOf(risky)).toEqual({
      newAccount: true,
      openBonus: false,
      largeWin: true,
      sharedBankAccount: true,
      firstWithdrawal: true,
    });
    expect(signalsOf(bonusHolder)).toMatchObject({
      openBonus: true,
      largeWin: false,
      sharedBankAccount: true,
    });
    expect(withdrawals.find((each) => each.id === risky)).toMatchObject({
      memberAccount: 'qnewcomer',
      amount: '30.00',
      needsSecondPerson: false,
      proofCount: 0,
    });
  });

  it('filters, sorts and pages on the server', async () => {
    const largest = await queue('status=pending&sort=largest&pageSize=2');
    expect(largest.withdrawals.map(({ amount }) => amount)).toEqual(['40.00', '30.00']);
    expect(largest.hasMore).toBe(true);
    const next = await queue('status=pending&sort=largest&pageSize=2&page=2');
    expect(next.withdrawals.map(({ amount }) => amount)).toEqual(['20.00']);
    expect(next.hasMore).toBe(false);
    expect((await queue('status=pending&sort=oldest')).withdrawals.map(({ amount }) => amount)).toEqual([
      '20.00',
      '30.00',
      '40.00',
    ]);
    expect((await queue('memberAccount=QVeteran')).withdrawals.map(({ status }) => status).sort()).toEqual([
      'paid',
      'pending',
    ]);
    expect((await queue('memberAccount=nobody')).withdrawals).toEqual([]);
    expect((await queue('minAmount=25&maxAmount=35')).withdrawals.map(({ amount }) => amount)).toEqual([
      '30.00',
    ]);
    expect((await queue('to=2000-01-01T00:00:00Z')).withdrawals).toEqual([]);
  });

  it('filters by one risk signal, whichever module owns it, and by open claims', async () => {
    const amounts = async (query: string) =>
      (await queue(`status=pending&${query}`)).withdrawals.map(({ amount }) => amount);
    expect(await amounts('signal=newAccount')).toEqual(['30.00', '40.00']);
    expect(await amounts('signal=openBonus')).toEqual(['40.00']);
    expect(await amounts('signal=largeWin')).toEqual(['30.00']);
    expect(await amounts('signal=sharedBankAccount')).toEqual(['30.00', '40.00']);
    expect(await amounts('signal=firstWithdrawal&sort=largest')).toEqual(['40.00', '30.00']);
    expect(await amounts('signal=largeWin&minAmount=35')).toEqual([]);
    expect(await amounts('signal=newAccount&memberAccount=qveteran')).toEqual([]);

    // A paid withdrawal the member says only partly arrived waits for review.
    const calm = (await queue('memberAccount=qveteran&status=pending')).withdrawals[0];
    for (const step of ['approve', 'pay'])
      await call(finance, 'POST', `/ops/withdrawals/${step}`, { merchant: 'demo', withdrawalId: calm?.id });
    expect((await queue('claims=open')).withdrawals).toEqual([]);
    const claimed = await call(veteranToken, 'POST', '/wps/withdrawals/confirm', {
      withdrawalId: calm?.id,
      outcome: 'partly_received',
      receivedAmount: '15.00',
    });
    expect(claimed.status).toBe(200);
    expect((await queue('claims=open')).withdrawals).toMatchObject([
      { id: calm?.id, confirmation: 'partly_received', remainder: '5.00', confirmedAt: expect.any(String) },
    ]);
    await call(finance, 'POST', '/ops/withdrawals/review', {
      merchant: 'demo',
      withdrawalId: calm?.id,
      decision: 'paid',
      reason: 'The bank shows it paid in full',
    });
    expect((await queue('claims=open')).withdrawals).toEqual([]);
  });

  it.each([
    'signal=rich',
    'claims=all',
    'sort=riskiest',
    'status=lost',
    'minAmount=-5',
    'maxAmount=1e3',
    'minAmount=1.234',
    'page=0',
    'pageSize=101',
    'from=today',
    `memberAccount=${'x'.repeat(65)}`,
  ])('refuses %s with 400, never a 500', async (query) => {
    const response = await call(finance, 'GET', `/ops/withdrawals/queue?merchant=demo&${query}`);
    expect(response.status).toBe(400);
    expect(ZFailure.parse(await response.json()).errorCode).toBe('request.invalid');
  });

  it('admits finance, admin and risk staff of the brand only', async () => {
    const support = await staffToken(server, 'queue.support', { roles: ['support'] });
    expect((await call(support, 'GET', '/ops/withdrawals/queue?merchant=demo')).status).toBe(403);
    const risk = await staffToken(server, 'queue.risk', { roles: ['risk'] });
    expect((await call(risk, 'GET', '/ops/withdrawals/queue?merchant=demo')).status).toBe(200);
  });
});
