import { ZBalanceAdjustmentValue } from '@platform/contracts/adjustments/schemas';
import { ZApprovalRequest } from '@platform/contracts/approvals/schemas';
import { ZStaffActionsValue } from '@platform/contracts/audit/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { memberBalances } from '../ledger/service.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';

let server: TestServer;
let demo: Merchant;
let finance: string;
let approver: string;
let keys = 0;
const key = () => {
  keys += 1;
  return `adjust-test-${keys}`;
};

beforeAll(async () => {
  server = await startTestServer();
  await createMerchant(server.database.db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  finance = await staffToken(server, 'adjust.finance', { roles: ['finance'] });
  approver = await staffToken(server, 'adjust.approver', { roles: ['finance'] });
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const adjust = (body: Record<string, unknown>, token = finance) =>
  server.request('/ops/members/balance-adjustments', {
    method: 'POST',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', direction: 'credit', reason: 'Goodwill credit', ...body }),
  });

const decideResponse = (action: 'approve' | 'reject', requestId: string, token: string, reason?: string) =>
  server.request(`/ops/approvals/${action}`, {
    method: 'POST',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', requestId, ...(reason ? { reason } : {}) }),
  });

async function decide(action: 'approve' | 'reject', requestId: string, token: string, reason?: string) {
  const response = await decideResponse(action, requestId, token, reason);
  expect(response.status).toBe(200);
  return ZSuccess(ZApprovalRequest).parse(await response.json()).value;
}

async function mainBalance(memberId: bigint): Promise<bigint> {
  const held = await memberBalances(server.database.db, demo, memberId);
  return held.find(({ kind }) => kind === 'member.main')?.balance ?? 0n;
}

const auditRows = async (memberId: bigint) =>
  (
    await server.database.db
      .selectFrom('staff_actions')
      .selectAll()
      .where('subject', '=', `member:${memberId}`)
      .execute()
  ).length;

describe('POST /ops/members/balance-adjustments', () => {
  it('asks for the adjustment: nothing moves until another staff member approves, then it moves once', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'adjust01');
    const asked = await adjust({ memberAccount: 'Adjust01', amount: '125.50', idempotencyKey: key() });
    expect(asked.status).toBe(200);
    const request = ZSuccess(ZBalanceAdjustmentValue).parse(await asked.json()).value;
    expect(request).toMatchObject({
      kind: 'balance.adjust',
      target: `member:${memberId}`,
      amount: '125.50',
      state: 'pending',
      requestedBy: 'adjust.finance',
      detail: { memberAccount: 'Adjust01', direction: 'credit' },
    });
    expect(await mainBalance(memberId)).toBe(0n);

    const approved = await decide('approve', request.id, approver);
    expect(approved.state).toBe('approved');
    expect(approved.decidedBy).toBe('adjust.approver');
    expect(approved.outcome).toMatchObject({ balanceAfter: '125.50' });
    expect(await mainBalance(memberId)).toBe(12_550n);

    const debitKey = key();
    const debit = { memberAccount: 'adjust01', direction: 'debit', amount: '25.5', idempotencyKey: debitKey };
    const debitRequest = ZSuccess(ZBalanceAdjustmentValue).parse(await (await adjust(debit)).json()).value;
    // The same key again is the same request: no second one, and the target stays locked by the first.
    const replayed = ZSuccess(ZBalanceAdjustmentValue).parse(await (await adjust(debit)).json()).value;
    expect(replayed.id).toBe(debitRequest.id);
    const conflict = await adjust({ ...debit, amount: '26.00' });
    expect(conflict.status).toBe(409);
    expect(ZFailure.parse(await conflict.json()).errorCode).toBe('idempotency.conflict');
    expect((await decide('approve', debitRequest.id, approver)).outcome).toMatchObject({
      balanceAfter: '100.00',
    });
    expect(await mainBalance(memberId)).toBe(10_000n);
    // Asked once, approved once, for each of the two: four records.
    expect(await auditRows(memberId)).toBe(4);
  });

  it('keeps the reason and both staff members in the audit log, newest first, readable by brand', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'adjust02');
    const asked = await adjust({
      memberAccount: 'adjust02',
      amount: '7',
      reason: 'Refund of ticket 4411',
      idempotencyKey: key(),
    });
    const request = ZSuccess(ZBalanceAdjustmentValue).parse(await asked.json()).value;
    await decide('approve', request.id, approver);
    const admin = await staffToken(server, 'adjust.admin', { roles: ['admin'] });
    const listed = await server.request('/ops/audit?merchant=demo&action=balance.adjust&limit=1', {
      headers: { Authorization: admin },
    });
    expect(listed.status).toBe(200);
    const [newest] = ZSuccess(ZStaffActionsValue).parse(await listed.json()).value.actions;
    expect(newest).toMatchObject({
      operatorAccount: 'adjust.approver',
      action: 'balance.adjust',
      subject: `member:${memberId}`,
      reason: 'Refund of ticket 4411',
      detail: {
        direction: 'credit',
        amount: '700',
        requestedBy: 'adjust.finance',
        decidedBy: 'adjust.approver',
        requestId: request.id,
      },
      ip: '127.0.0.1',
    });
    // History: the database itself refuses to rewrite it.
    await expect(
      sql`UPDATE staff_actions SET reason = 'nothing happened'`.execute(server.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_actions`.execute(server.database.db)).rejects.toThrow(/append-only/);
  });

  it('refuses to approve a debit over the balance with funds.insufficient: nothing moves, the request waits', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'adjust03');
    const credit = ZSuccess(ZBalanceAdjustmentValue).parse(
      await (await adjust({ memberAccount: 'adjust03', amount: '10.00', idempotencyKey: key() })).json(),
    ).value;
    await decide('approve', credit.id, approver);
    const over = ZSuccess(ZBalanceAdjustmentValue).parse(
      await (
        await adjust({
          memberAccount: 'adjust03',
          direction: 'debit',
          amount: '10.01',
          idempotencyKey: key(),
        })
      ).json(),
    ).value;
    const refused = await decideResponse('approve', over.id, approver);
    expect(refused.status).toBe(422);
    expect(ZFailure.parse(await refused.json()).errorCode).toBe('funds.insufficient');
    expect(await mainBalance(memberId)).toBe(1_000n);
    // Asked twice, approved once: the refused approval recorded nothing.
    expect(await auditRows(memberId)).toBe(3);
    expect((await decide('reject', over.id, approver, 'Over the balance')).state).toBe('rejected');
  });

  it.each([
    ['0', 'amount.invalid'],
    ['0.00', 'amount.invalid'],
    ['-5', 'amount.invalid'],
    ['1.234', 'amount.invalid'],
    ['1e3', 'amount.invalid'],
    ['abc', 'amount.invalid'],
    [' 5', 'amount.invalid'],
    ['9999999999999999', 'amount.invalid'],
  ])('refuses the amount %j with %s', async (amount, code) => {
    const memberId = await testMember(server.database.db, demo.id, `adjust-bad-${keys}`);
    const response = await adjust({ memberAccount: `adjust-bad-${keys}`, amount, idempotencyKey: key() });
    expect(response.status).toBe(400);
    expect(ZFailure.parse(await response.json()).errorCode).toBe(code);
    expect(await mainBalance(memberId)).toBe(0n);
  });

  it('refuses a missing reason, a bad key, an unknown member, a member of another brand', async () => {
    await testMember(server.database.db, demo.id, 'adjust04');
    const noReason = await adjust({
      memberAccount: 'adjust04',
      amount: '1',
      reason: ' ',
      idempotencyKey: key(),
    });
    expect(noReason.status).toBe(400);
    const badKey = await adjust({ memberAccount: 'adjust04', amount: '1', idempotencyKey: 'short' });
    expect(badKey.status).toBe(400);
    const unknown = await adjust({ memberAccount: 'nobody-here', amount: '1', idempotencyKey: key() });
    expect(unknown.status).toBe(404);
    expect(ZFailure.parse(await unknown.json()).errorCode).toBe('member.not.found');
    const elsewhere = await adjust({
      merchant: 'other',
      memberAccount: 'adjust04',
      amount: '1',
      idempotencyKey: key(),
    });
    expect(elsewhere.status).toBe(404);
  });

  it('admits only finance and admin staff, over the brands they hold', async () => {
    await testMember(server.database.db, demo.id, 'adjust05');
    const body = { memberAccount: 'adjust05', amount: '1', idempotencyKey: key() };
    expect((await adjust(body, '')).status).toBe(401);
    const support = await staffToken(server, 'adjust.support', { roles: ['support'] });
    expect((await adjust(body, support)).status).toBe(403);
    const other = (await resolveMerchant(server.database.db, { code: 'other', host: '' })) as Merchant;
    const limited = await staffToken(server, 'adjust.limited', {
      roles: ['finance'],
      merchantIds: [other.id],
    });
    const refused = await adjust(body, limited);
    expect(refused.status).toBe(403);
    expect(ZFailure.parse(await refused.json()).errorCode).toBe('access.forbidden');
  });
});
