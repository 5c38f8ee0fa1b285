import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { RECORD_TYPES, ZRecords, ZRecordsSummary } from '@platform/contracts/wallet/schemas';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { vendorWallets } from '../games/service.ts';
import { accountFor, transfer } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let demo: Merchant;
let vendor: string;
let bad = 0;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  const offered = await vendorWallets(server.database.db, demo);
  vendor = String(offered.find(({ inMaintenance }) => !inMaintenance)?.accountTypeId);
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const member = (username: string) => registeredMember(server, username);

const records = (token: string, query: string) =>
  server.request(`/wps/member/records?${query}`, { headers: { Merchant: 'demo', Authorization: token } });
const recordsOf = async (response: Response) => ZSuccess(ZRecords).parse(await response.json()).value;

describe('GET /wps/member/records', () => {
  it('lists every movement of the member’s wallets newest first, by type and by GMT+8 day, in pages', async () => {
    const { db } = server.database;
    const { id, token } = await member('records01');
    const main = await accountFor(db, demo, 'member.main', { memberId: id });
    await deposit(db, demo, main, 10_000n, 'records01-deposit');
    const move = await server.request('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'main', to: vendor, amount: '30.00', requestId: 'records01-move' }),
    });
    expect(move.status).toBe(200);

    const range = `from=${daysAgo(6)}&to=${today()}`;
    const all = await recordsOf(await records(token, range));
    expect(all.total).toBe(3);
    expect(
      all.records.map(({ type, wallet, amount, balanceAfter }) => [type, wallet, amount, balanceAfter]),
    ).toEqual([
      ['transfer', vendor, '30.00', '30.00'],
      ['transfer', 'main', '-30.00', '70.00'],
      ['deposit', 'main', '100.00', '100.00'],
    ]);
    const deposits = await recordsOf(await records(token, `${range}&type=deposit`));
    expect(deposits.records.map(({ type }) => type)).toEqual(['deposit']);
    expect((await recordsOf(await records(token, `${range}&type=withdrawal`))).total).toBe(0);
    const second = await recordsOf(await records(token, `${range}&pageSize=2&page=2`));
    expect(second).toMatchObject({ total: 3, records: [{ type: 'deposit' }] });

    // A movement of last month is outside the last 7 days, and inside a range that reaches it.
    await sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`.execute(db);
    await sql`UPDATE ledger_entries SET created_at = now() - interval '20 days'
      WHERE account_id = ${main} AND amount = 10000`.execute(db);
    await sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`.execute(db);
    expect((await recordsOf(await records(token, range))).total).toBe(2);
    expect((await recordsOf(await records(token, `from=${daysAgo(29)}&to=${today()}`))).total).toBe(3);
  });

  it('shows a member only their own movements', async () => {
    const { db } = server.database;
    const first = await member('records02');
    const second = await member('records03');
    await deposit(
      db,
      demo,
      await accountFor(db, demo, 'member.main', { memberId: first.id }),
      500n,
      'records02',
    );
    const theirs = await recordsOf(await records(second.token, `from=${daysAgo(6)}&to=${today()}`));
    expect(theirs).toEqual({ records: [], total: 0 });
  });

  it.each([
    [`from=${daysAgo(0)}&to=${daysAgo(1)}`, 'records.range.invalid'],
    [`from=${daysAgo(91)}&to=${daysAgo(0)}`, 'records.range.invalid'],
    ['from=2026-02-30&to=2026-03-01', 'request.invalid'],
    [`from=${daysAgo(1)}`, 'request.invalid'],
    [`from=${daysAgo(1)}&to=${daysAgo(0)}&type=bets`, 'request.invalid'],
  ])('refuses %s with %s', async (query, code) => {
    bad += 1;
    const { token } = await member(`recbad${bad}`);
    const response = await records(token, query);
    expect(response.status).toBe(400);
    expect(ZFailure.parse(await response.json()).errorCode).toBe(code);
  });
});

const summaryOf = async (token: string, from: string, to: string) => {
  const response = await server.request(`/wps/member/records/summary?from=${from}&to=${to}`, {
    headers: { Merchant: 'demo', Authorization: token },
  });
  return ZSuccess(ZRecordsSummary).parse(await response.json()).value;
};
/** Every type's total when nothing of that type moved. */
const NOTHING = Object.fromEntries(RECORD_TYPES.map((type) => [type, '0.00']));

describe('GET /wps/member/records/summary (profit and loss)', () => {
  it('sums the main wallet’s movements by type over the range, with the net change', async () => {
    const { db } = server.database;
    const { id, token } = await member('records09');
    const main = await accountFor(db, demo, 'member.main', { memberId: id });
    await deposit(db, demo, main, 20_000n, 'records09-first');
    await deposit(db, demo, main, 5_050n, 'records09-second');
    await server.request('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'main', to: vendor, amount: '30.00', requestId: 'records09-move' }),
    });
    expect(await summaryOf(token, daysAgo(6), today())).toEqual({
      totals: { ...NOTHING, deposit: '250.50', transfer: '-30.00' },
      net: '220.50',
    });
    expect((await summaryOf(token, daysAgo(40), daysAgo(31))).net).toBe('0.00');
  });

  it('gives agent pay, transfers with the upline, VIP money and points their own types, so the totals add up to the net', async () => {
    const { db } = server.database;
    const { id, token } = await member('records10');
    const main = await accountFor(db, demo, 'member.main', { memberId: id });
    const cashIn = await accountFor(db, demo, 'system.cash_in');
    // The kinds the settlement jobs, the agent transfers, the VIP rebate and the points conversion write.
    const paid = [
      ['agent.realtime_salary', 1_200n],
      ['agent.dividend', 3_000n],
      ['agent.transfer.down', 500n],
      ['vip.rebate', 80n],
      ['bonus.release', 20n],
      ['points.convert', 150n],
    ] as const;
    for (const [kind, amount] of paid)
      await transfer(db, {
        merchantId: demo.id,
        idempotencyKey: `records10-${kind}`,
        kind,
        legs: [
          { accountId: cashIn, amount: -amount },
          { accountId: main, amount },
        ],
      });
    const listed = await recordsOf(await records(token, `from=${today()}&to=${today()}&pageSize=50`));
    expect(listed.records.map(({ type, amount }) => `${type} ${amount}`).sort()).toEqual(
      [
        'agent_pay 12.00',
        'agent_pay 30.00',
        'agent_transfer 5.00',
        'bonus 0.80',
        'bonus 0.20',
        'points 1.50',
      ].sort(),
    );
    const agentPay = await recordsOf(await records(token, `from=${today()}&to=${today()}&type=agent_pay`));
    expect(agentPay.total).toBe(2);
    expect(await summaryOf(token, today(), today())).toEqual({
      totals: { ...NOTHING, bonus: '1.00', agent_pay: '42.00', agent_transfer: '5.00', points: '1.50' },
      net: '49.50',
    });
  });
});
