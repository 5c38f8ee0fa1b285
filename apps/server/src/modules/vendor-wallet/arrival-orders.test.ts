import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

/**
 * docs/reliability.md, the seamless wallet: every arrival order of a round's debit, credit and rollback, with
 * a duplicate of the debit and of the rollback, checked call by call against a plain model of the rules.
 */
type Call = 'debit' | 'credit' | 'rollback';
const CALLS: Call[] = ['debit', 'debit', 'credit', 'rollback', 'rollback'];
const STAKE = 10_00n;
const WIN = 4_00n;
const BALANCE = 100_00n;

function orders(items: Call[]): Call[][] {
  if (items.length === 0) return [[]];
  const seen = new Set<Call>();
  return items.flatMap((item, index) => {
    if (seen.has(item)) return [];
    seen.add(item);
    return orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]);
  });
}

/** The rules, plainly: what each call answers and what it does to the balance. */
function model(order: Call[]) {
  let debit: 'none' | 'done' | 'tombstoned' = 'none';
  let debitReversed = false;
  let credited = false;
  let rolledBack = false;
  let round: 'none' | 'open' | 'closed' | 'refunded' = 'none';
  let balance = BALANCE;
  const codes = order.map((call) => {
    if (call === 'debit') {
      if (debit === 'tombstoned') return 'TRANSACTION_ROLLED_BACK';
      if (debit === 'done') return 'OK';
      if (round === 'closed' || round === 'refunded') return 'ROUND_CLOSED';
      debit = 'done';
      round = 'open';
      balance -= STAKE;
      return 'OK';
    }
    if (call === 'credit') {
      if (credited) return 'OK';
      if (round === 'none') return 'UNKNOWN_ROUND';
      if (round !== 'open') return 'ROUND_CLOSED';
      credited = true;
      round = 'closed';
      balance += WIN;
      return 'OK';
    }
    if (rolledBack) return 'OK';
    if (round === 'closed') return 'ROUND_CLOSED';
    rolledBack = true;
    if (debit === 'none') debit = 'tombstoned';
    else if (!debitReversed) {
      debitReversed = true;
      balance += STAKE;
      round = 'refunded';
    }
    return 'OK';
  });
  return { codes, balance };
}

let server: TestServer;
let players = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('every arrival order of a round’s calls, with duplicates', () => {
  const all = orders(CALLS);

  it('covers the 30 distinct orders', () => {
    expect(all).toHaveLength(30);
  });

  it.each(all.map((order) => [order.join(' → '), order] as const))('%s', async (_name, order) => {
    const { db } = server.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    players += 1;
    const memberId = await testMember(db, merchant.id, `orders${players}`);
    const main = await accountFor(db, merchant, 'member.main', { memberId });
    await deposit(db, merchant, main, BALANCE, `orders-${players}`);
    const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.dice);
    const call = houseWalletClient(server);
    const base = {
      token,
      playerId: `P${memberId}`,
      gameCode: HOUSE_GAMES.dice,
      roundId: `order-round-${players}`,
    };
    const requests: Record<Call, () => ReturnType<typeof call>> = {
      debit: () =>
        call('debit', { ...base, transactionId: `d-${players}`, amount: '10.00', currency: 'USD' }),
      credit: () =>
        call('credit', {
          ...base,
          transactionId: `c-${players}`,
          amount: '4.00',
          currency: 'USD',
          closeRound: true,
        }),
      rollback: () =>
        call('rollback', { ...base, transactionId: `r-${players}`, refTransactionId: `d-${players}` }),
    };
    const codes: string[] = [];
    for (const step of order) codes.push((await requests[step]()).body.code);
    const expected = model(order);
    expect(codes).toEqual(expected.codes);
    expect((await balancesOf(db, [main]))[0]?.balance).toBe(expected.balance);
    await expectLedgerHealthy(db);
  });
});
