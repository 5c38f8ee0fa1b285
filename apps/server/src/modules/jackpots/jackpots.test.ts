import { randomUUID } from 'node:crypto';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ledgerViolations } from '../ledger/invariants.ts';
import { accountFor, balancesOf, transfer } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let players = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function demo() {
  const merchant = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  return merchant;
}

/** A member holding 100.00 with a launch of the house slot, and their round calls as the vendor makes them. */
async function player() {
  const { db } = server.database;
  const merchant = await demo();
  players += 1;
  const memberId = await testMember(db, merchant.id, `jackpot${players}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, 100_00n, `jackpot-test-${players}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.slot);
  const call = houseWalletClient(server);
  const roundId = randomUUID();
  const base = { token, playerId: `P${memberId}`, gameCode: HOUSE_GAMES.slot, roundId, currency: 'USD' };
  return {
    main,
    debitId: `${roundId}:debit`,
    debit: (amount: string) => call('debit', { ...base, transactionId: `${roundId}:debit`, amount }),
    rollback: () =>
      call('rollback', {
        ...base,
        transactionId: `${roundId}:rollback`,
        refTransactionId: `${roundId}:debit`,
      }),
    jackpot: (code: string, transactionId = `${roundId}:jackpot:${code}`) =>
      call('jackpot-win', { ...base, transactionId, jackpotCode: code }),
  };
}

async function pools() {
  const merchant = await demo();
  const { db } = server.database;
  const ids = {
    grand: await accountFor(db, merchant, 'system.jackpot', { subKey: 'LOTUS_GRAND' }),
    mini: await accountFor(db, merchant, 'system.jackpot', { subKey: 'LOTUS_MINI' }),
  };
  const held = new Map((await balancesOf(db, [ids.grand, ids.mini])).map(({ id, balance }) => [id, balance]));
  return { ids, grand: held.get(ids.grand) ?? 0n, mini: held.get(ids.mini) ?? 0n };
}

const balanceOf = async (account: bigint) => (await balancesOf(server.database.db, [account]))[0]?.balance;

describe('progressive jackpots', () => {
  it('take their shares of a slot stake from the house in the debit’s transfer, and give them back with it', async () => {
    const before = await pools();
    const who = await player();
    expect((await who.debit('10.00')).body.code).toBe('OK');
    // Grand takes 0.5 %, Mini 1 %; the member pays the stake and nothing more.
    const after = await pools();
    expect([after.grand - before.grand, after.mini - before.mini]).toEqual([5n, 10n]);
    expect(await balanceOf(who.main)).toBe(90_00n);
    const { rows } = await sql<{ legs: number }>`SELECT count(*)::int AS legs FROM ledger_entries
      WHERE transfer_id = (SELECT ledger_transfer_id FROM vendor_transactions
        WHERE transaction_id = ${who.debitId})`.execute(server.database.db);
    expect(rows[0]?.legs).toBe(4);
    expect((await who.rollback()).body.code).toBe('OK');
    expect(await pools()).toEqual(before);
    await expectLedgerHealthy(server.database.db);
  });

  it('pay the whole pool to the winner and reseed it from the house; two wins at once pay it once', async () => {
    const [first, second] = [await player(), await player()];
    await first.debit('2.00');
    await second.debit('2.00');
    const before = await pools();
    const [a, b] = await Promise.all([first.jackpot('LOTUS_MINI'), second.jackpot('LOTUS_MINI')]);
    const paid = [a, b].map(({ body }) => {
      expect(body.code).toBe('OK');
      return BigInt(String(body.amount).replace('.', ''));
    });
    // One of them emptied the pool, the other was paid the seed that replaced it.
    const ascending = (x: bigint, y: bigint) => (x < y ? -1 : 1);
    expect(paid.toSorted(ascending)).toEqual([50_00n, before.mini].toSorted(ascending));
    expect((await pools()).mini).toBe(50_00n);
    expect(await balanceOf(first.main)).toBe(98_00n + (paid[0] ?? 0n));
    // A replay pays nothing more; the pool and the winner stay as they were.
    expect(await first.jackpot('LOTUS_MINI')).toEqual(a);
    expect((await pools()).mini).toBe(50_00n);
    await expectLedgerHealthy(server.database.db);
  });

  it('are watched by I7: a pool moved by anything but seeds, shares and wins is flagged', async () => {
    const merchant = await demo();
    const { db } = server.database;
    const { ids } = await pools();
    await transfer(db, {
      merchantId: merchant.id,
      idempotencyKey: `jackpot-tamper-${randomUUID()}`,
      kind: 'adjustment',
      legs: [
        { accountId: ids.grand, amount: -1n },
        { accountId: await accountFor(db, merchant, 'system.adjustment'), amount: 1n },
      ],
    });
    expect((await ledgerViolations(db)).map(({ invariant }) => invariant)).toEqual(['I7']);
  });
});
