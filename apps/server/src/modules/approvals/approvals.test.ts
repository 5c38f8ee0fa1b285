import { ZBalanceAdjustmentValue } from '@platform/contracts/adjustments/schemas';
import { ZApprovalList, ZApprovalRequest, ZApprovalSettings } from '@platform/contracts/approvals/schemas';
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
let maker: string;
let checkers: string[];
let admin: string;
let keys = 0;
const key = () => {
  keys += 1;
  return `approval-test-${keys}`;
};

beforeAll(async () => {
  server = await startTestServer();
  await createMerchant(server.database.db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  maker = await staffToken(server, 'four.maker', { roles: ['finance'] });
  checkers = await Promise.all(
    [1, 2, 3].map((index) => staffToken(server, `four.checker${index}`, { roles: ['finance'] })),
  );
  admin = await staffToken(server, 'four.admin', { roles: ['admin'] });
});
afterAll(() => server?.close());
// Approvals move money: each test ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const post = (path: string, token: string, body: Record<string, unknown>, method = 'POST') =>
  server.request(path, {
    method,
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', ...body }),
  });
const get = (path: string, token: string) => server.request(path, { headers: { Authorization: token } });

async function ask(memberAccount: string, amount: string, direction = 'credit') {
  const response = await post('/ops/members/balance-adjustments', maker, {
    memberAccount,
    amount,
    direction,
    reason: 'Goodwill credit',
    idempotencyKey: key(),
  });
  expect(response.status).toBe(200);
  return ZSuccess(ZBalanceAdjustmentValue).parse(await response.json()).value;
}

const approve = (requestId: string, token: string) => post('/ops/approvals/approve', token, { requestId });
const reject = (requestId: string, token: string) =>
  post('/ops/approvals/reject', token, { requestId, reason: 'Not agreed with the player' });

async function errorOf(response: Response): Promise<[number, string]> {
  return [response.status, ZFailure.parse(await response.json()).errorCode];
}

async function mainBalance(memberId: bigint): Promise<bigint> {
  const held = await memberBalances(server.database.db, demo, memberId);
  return held.find(({ kind }) => kind === 'member.main')?.balance ?? 0n;
}

const adjustmentTransfers = async (requestId: string) =>
  (
    await server.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `approval:${requestId}`)
      .execute()
  ).length;

describe('four eyes on balance adjustments', () => {
  it('refuses the maker approving their own request, and moves nothing', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'four01');
    const request = await ask('four01', '50');
    expect(await errorOf(await approve(request.id, maker))).toEqual([409, 'staff.second.person']);
    expect(await mainBalance(memberId)).toBe(0n);
    // The maker may withdraw it: a rejection moves nothing.
    const withdrawn = ZSuccess(ZApprovalRequest).parse(await (await reject(request.id, maker)).json()).value;
    expect(withdrawn).toMatchObject({ state: 'rejected', decidedBy: 'four.maker' });
    expect(await errorOf(await approve(request.id, checkers[0] as string))).toEqual([
      409,
      'approval.decided',
    ]);
    expect(await mainBalance(memberId)).toBe(0n);
  });

  it('locks the member while a request waits: a second one is refused until the first is decided', async () => {
    await testMember(server.database.db, demo.id, 'four02');
    const first = await ask('four02', '10');
    const second = await post('/ops/members/balance-adjustments', maker, {
      memberAccount: 'four02',
      amount: '20',
      direction: 'credit',
      reason: 'Another credit',
      idempotencyKey: key(),
    });
    expect(await errorOf(second)).toEqual([409, 'approval.target.locked']);
    expect((await approve(first.id, checkers[0] as string)).status).toBe(200);
    expect((await ask('four02', '20')).state).toBe('pending');
  });

  it('two checkers approving at once: one approval, one movement', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'four03');
    for (let round = 0; round < 5; round += 1) {
      const request = await ask('four03', '1.00');
      const answers = await Promise.all(checkers.map((token) => approve(request.id, token)));
      const statuses = answers.map(({ status }) => status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      for (const answer of answers.filter(({ status }) => status === 409))
        expect(ZFailure.parse(await answer.json()).errorCode).toBe('approval.decided');
      expect(await adjustmentTransfers(request.id)).toBe(1);
      expect(await mainBalance(memberId)).toBe(BigInt(round + 1) * 100n);
      await expectLedgerHealthy(server.database.db);
    }
  });

  it('approve against reject at once: one outcome, and the money follows it', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'four04');
    let expected = 0n;
    for (let round = 0; round < 6; round += 1) {
      const request = await ask('four04', '2.00');
      const [approving, rejecting] = await Promise.all([
        approve(request.id, checkers[round % 2] as string),
        reject(request.id, checkers[2] as string),
      ]);
      expect([approving.status, rejecting.status].sort()).toEqual([200, 409]);
      const [row] = await sql<{ state: string }>`
        SELECT state FROM approval_requests WHERE id = ${request.id}::bigint`
        .execute(server.database.db)
        .then(({ rows }) => rows);
      expect(row?.state).toBe(approving.status === 200 ? 'approved' : 'rejected');
      if (row?.state === 'approved') expected += 200n;
      expect(await adjustmentTransfers(request.id)).toBe(row?.state === 'approved' ? 1 : 0);
      expect(await mainBalance(memberId)).toBe(expected);
    }
  });

  it('above the brand’s high amount only an admin approves', async () => {
    const memberId = await testMember(server.database.db, demo.id, 'four05');
    const saved = await post(
      '/ops/approvals/settings',
      admin,
      { kind: 'balance.adjust', highAmount: '1000' },
      'PUT',
    );
    expect(ZSuccess(ZApprovalSettings).parse(await saved.json()).value.settings).toEqual([
      { kind: 'balance.adjust', highAmount: '1000.00', fourEyesAmount: null },
      { kind: 'promotion.grant', highAmount: null, fourEyesAmount: null },
      { kind: 'withdrawal.approve', highAmount: null, fourEyesAmount: null },
      { kind: 'withdrawal.review.refund', highAmount: null, fourEyesAmount: null },
      { kind: 'points.adjust', highAmount: null, fourEyesAmount: null },
      { kind: 'deposit.confirm', highAmount: null, fourEyesAmount: null },
      { kind: 'jackpot.fund', highAmount: null, fourEyesAmount: null },
      { kind: 'jackpot.close', highAmount: null, fourEyesAmount: null },
    ]);
    const below = await ask('four05', '999.99');
    expect(below.tier).toBe('standard');
    expect((await approve(below.id, checkers[0] as string)).status).toBe(200);
    const high = await ask('four05', '1000');
    expect(high.tier).toBe('high');
    expect(await errorOf(await approve(high.id, checkers[0] as string))).toEqual([403, 'approval.tier.high']);
    expect(await mainBalance(memberId)).toBe(99_999n);
    expect((await approve(high.id, admin)).status).toBe(200);
    expect(await mainBalance(memberId)).toBe(199_999n);
    await post('/ops/approvals/settings', admin, { kind: 'balance.adjust', highAmount: null }, 'PUT');
  });

  it('refuses hostile settings, decisions and queue filters with 400, and other roles and brands', async () => {
    for (const highAmount of ['0', '-5', '1.234', 'abc', '1e9'])
      expect(
        (await post('/ops/approvals/settings', admin, { kind: 'balance.adjust', highAmount }, 'PUT')).status,
      ).toBe(400);
    expect(
      (
        await post(
          '/ops/approvals/settings',
          checkers[0] as string,
          { kind: 'balance.adjust', highAmount: '5' },
          'PUT',
        )
      ).status,
    ).toBe(403);
    expect(
      (await post('/ops/approvals/settings', admin, { kind: 'drop.table', highAmount: '5' }, 'PUT')).status,
    ).toBe(400);
    await testMember(server.database.db, demo.id, 'four06');
    const request = await ask('four06', '3');
    expect(
      await errorOf(
        await post('/ops/approvals/reject', checkers[0] as string, { requestId: request.id, reason: ' ' }),
      ),
    ).toEqual([400, 'request.invalid']);
    for (const requestId of ['0', '-1', 'x', '99999999999999999999', "1' OR 1=1"])
      expect((await approve(requestId, checkers[0] as string)).status).toBe(400);
    expect(await errorOf(await approve('999999999', checkers[0] as string))).toEqual([
      404,
      'approval.not.found',
    ]);
    // The request belongs to demo: under another brand it does not exist.
    expect(
      await errorOf(
        await post('/ops/approvals/approve', admin, { merchant: 'other', requestId: request.id }),
      ),
    ).toEqual([404, 'approval.not.found']);
    const support = await staffToken(server, 'four.support', { roles: ['support'] });
    expect(await errorOf(await approve(request.id, support))).toEqual([403, 'access.forbidden']);
    for (const query of [
      'sort=sideways',
      'state=maybe',
      'target=member:abc',
      'limit=0',
      'limit=201',
      'after=-1',
    ])
      expect((await get(`/ops/approvals?merchant=demo&${query}`, admin)).status).toBe(400);
    expect((await reject(request.id, checkers[0] as string)).status).toBe(200);
  });

  it('lists the queue oldest first by default, filtered and paged on the server', async () => {
    const members = ['four07', 'four08', 'four09'];
    for (const member of members) await testMember(server.database.db, demo.id, member);
    const asked = [];
    for (const member of members) asked.push(await ask(member, '4'));
    const page = async (query: string) =>
      ZSuccess(ZApprovalList).parse(
        await (await get(`/ops/approvals?merchant=demo&${query}`, checkers[0] as string)).json(),
      ).value;
    const pending = await page('state=pending&limit=2');
    expect(pending.requests.every(({ state }) => state === 'pending')).toBe(true);
    expect(pending.next).not.toBeNull();
    const all: string[] = [];
    let next: string | null = null;
    do {
      const current: Awaited<ReturnType<typeof page>> = await page(
        `state=pending&limit=2${next ? `&after=${next}` : ''}`,
      );
      all.push(...current.requests.map(({ id }) => id));
      next = current.next;
    } while (next);
    expect(all).toEqual([...all].sort((a, b) => Number(a) - Number(b)));
    for (const { id } of asked) expect(all).toContain(id);
    const newest = await page('sort=newest&kind=balance.adjust&limit=1');
    expect(newest.requests[0]?.id).toBe(asked.at(-1)?.id);
    const one = await page(`target=${encodeURIComponent(asked[0]?.target ?? '')}`);
    expect(one.requests.map(({ id }) => id)).toEqual([asked[0]?.id]);
    // The checker's inbox holds what others asked; the maker's own list, what they asked.
    const others = await page('state=pending&asker=others&limit=200');
    for (const { id } of asked) expect(others.requests.map((request) => request.id)).toContain(id);
    const mine = await get('/ops/approvals?merchant=demo&state=pending&asker=me&limit=200', maker);
    const own = ZSuccess(ZApprovalList).parse(await mine.json()).value.requests;
    expect(own.every(({ requestedBy }) => requestedBy === 'four.maker')).toBe(true);
    for (const { id } of asked) expect(own.map((request) => request.id)).toContain(id);
    expect((await page('state=pending&asker=me')).requests).toEqual([]);
    for (const { id } of asked) await reject(id, checkers[1] as string);
  });

  it('keeps a decided request final in the database itself', async () => {
    await testMember(server.database.db, demo.id, 'four10');
    const request = await ask('four10', '5');
    await approve(request.id, checkers[0] as string);
    await expect(
      sql`UPDATE approval_requests SET state = 'pending', decided_by = NULL, decided_at = NULL WHERE id = ${request.id}::bigint`.execute(
        server.database.db,
      ),
    ).rejects.toThrow(/final/);
    await expect(sql`DELETE FROM approval_requests`.execute(server.database.db)).rejects.toThrow(/final/);
  });
});
