import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZVendorCalls, ZVendorTransactions } from '@platform/contracts/vendor-wallet/ops-schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { slotRound } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { flushCallLogs } from './call-log.ts';

let server: TestServer;
let demo: Merchant;
let risk: string;
let memberId: bigint;
const started = new Date(Date.now() - 1_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  risk = await staffToken(server, 'vendor.risk', { roles: ['risk'] });
  memberId = await testMember(db, demo.id, 'vsearch01');
  await deposit(db, demo, await accountFor(db, demo, 'member.main', { memberId }), 10_000n, 'vsearch-fund');
  const player = { merchantId: demo.id, memberId };
  await slotRound(server, player, 'VS-ROUND-1', { debits: ['1.00', '2.00'], rollBack: [1], close: true });
  await slotRound(server, player, 'VS-ROUND-2', { debits: ['3.00'], close: false });
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const get = (path: string, token = risk) => server.request(path, { headers: { Authorization: token } });

async function search(query: string) {
  const response = await get(`/ops/vendor-transactions?merchant=demo&${query}`);
  expect(response.status).toBe(200);
  return ZSuccess(ZVendorTransactions).parse(await response.json()).value;
}

describe('GET /ops/vendor-transactions', () => {
  it('finds a transaction by its id, a round’s by the round id, and a member’s, with the answer each got', async () => {
    const [debit] = (await search('transactionId=VS-ROUND-1-d0')).transactions;
    expect(debit).toMatchObject({
      provider: 'HOUSE',
      kind: 'debit',
      amount: '1.00',
      roundId: 'VS-ROUND-1',
      memberAccount: 'vsearch01',
      answer: { code: 'OK' },
    });
    expect(debit?.ledgerTransferId).not.toBeNull();
    const round = await search('roundId=VS-ROUND-1');
    expect(round.transactions.map(({ transactionId }) => transactionId)).toContain('VS-ROUND-1-r1');
    expect(round.transactions.every(({ roundId }) => roundId === 'VS-ROUND-1')).toBe(true);
    const member = await search('memberAccount=VSEARCH01&limit=2');
    expect(member.transactions).toHaveLength(2);
    expect(member.next).not.toBeNull();
    const rest = await search(`memberAccount=vsearch01&before=${member.next}`);
    const all = [...member.transactions, ...rest.transactions].map(({ roundId }) => roundId);
    expect(new Set(all)).toEqual(new Set(['VS-ROUND-1', 'VS-ROUND-2']));
    expect((await search('memberAccount=nobody')).transactions).toEqual([]);
    // Another brand's staff cannot reach these through their own brand.
    const limited = await staffToken(server, 'vendor.other', { roles: ['risk'], merchantIds: [] });
    expect((await get('/ops/vendor-transactions?merchant=nowhere&transactionId=x', limited)).status).toBe(
      404,
    );
  });

  it.each([
    '',
    'transactionId=a&roundId=b',
    "transactionId=x'%20OR%201=1",
    'roundId=%3Dcmd()',
    'provider=a%20b&transactionId=x',
    'transactionId=x&limit=500',
  ])('refuses the search %j with 400', async (query) => {
    const response = await get(`/ops/vendor-transactions?merchant=demo&${query}`);
    expect(response.status).toBe(400);
    expect(ZFailure.parse(await response.json()).errorCode).toBe('request.invalid');
  });

  it('exports the search as a CSV file', async () => {
    const response = await get('/ops/vendor-transactions/export?merchant=demo&roundId=VS-ROUND-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,at,provider,transactionId,kind,amount,roundId,roundStatus,member,ledgerTransferId,answer',
    );
    expect(lines.filter((line) => line.includes(',VS-ROUND-1,'))).toHaveLength(lines.length - 2);
    expect(lines.some((line) => line.includes('VS-ROUND-1-d0,debit,1.00,VS-ROUND-1,closed,vsearch01'))).toBe(
      true,
    );
  });
});

describe('GET /ops/vendor-calls', () => {
  it('lists the calls with their request, the player’s token masked, and the answer code', async () => {
    // The call log is written in batches off the calls' path: what was gathered is written first.
    await flushCallLogs();
    const to = new Date(Date.now() + 60_000).toISOString();
    const response = await get(
      `/ops/vendor-calls?provider=HOUSE&operation=debit&contains=VS-ROUND-1-d0&from=${encodeURIComponent(started)}&to=${encodeURIComponent(to)}`,
    );
    expect(response.status).toBe(200);
    const { calls } = ZSuccess(ZVendorCalls).parse(await response.json()).value;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      operation: 'debit',
      answerCode: 'OK',
      httpStatus: 200,
      signatureValid: true,
    });
    const request = JSON.parse(calls[0]?.request ?? '{}') as Record<string, unknown>;
    expect(request).toMatchObject({ transactionId: 'VS-ROUND-1-d0', token: '***' });
  });

  it('bounds a text search to a day, and admits staff over every brand only', async () => {
    expect((await get('/ops/vendor-calls?contains=VS-ROUND-1')).status).toBe(400);
    expect(
      (await get('/ops/vendor-calls?contains=VS-ROUND-1&from=2026-01-01T00:00:00Z&to=2026-01-03T00:00:00Z'))
        .status,
    ).toBe(400);
    expect((await get('/ops/vendor-calls?contains=%25%25%25')).status).toBe(400);
    const limited = await staffToken(server, 'vendor.limited', { roles: ['admin'], merchantIds: [demo.id] });
    expect((await get('/ops/vendor-calls', limited)).status).toBe(403);
    const support = await staffToken(server, 'vendor.support', { roles: ['support'] });
    expect((await get('/ops/vendor-calls', support)).status).toBe(403);
  });
});
