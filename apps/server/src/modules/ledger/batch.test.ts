import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Merchant } from '../system/merchant.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { accountFor, accountsFor, balancesOf, ownerKey, transfer, transferMany } from './service.ts';

let database: TestDatabase;
let brand: Merchant;

beforeAll(async () => {
  database = await openTestDatabase();
  await createMerchant(database.db, DEMO_BRAND);
  brand = (await resolveMerchant(database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => database?.close());
afterEach(() => expectLedgerHealthy(database.db));

async function wallets(prefix: string, count: number) {
  const ids = await Promise.all(
    Array.from({ length: count }, (_, index) => testMember(database.db, brand.id, `${prefix}${index}`)),
  );
  const accounts = await accountsFor(
    database.db,
    brand,
    'member.main',
    ids.map((memberId) => ({ memberId })),
  );
  return ids.map((memberId) => accounts.get(ownerKey(memberId)) as bigint);
}

const balances = async (ids: readonly bigint[]) =>
  new Map((await balancesOf(database.db, ids)).map(({ id, balance }) => [id, balance]));

describe('accountsFor', () => {
  it('opens each owner once and answers the same ids as accountFor', async () => {
    const memberId = await testMember(database.db, brand.id, 'owner-a');
    const one = await accountFor(database.db, brand, 'member.main', { memberId });
    const many = await accountsFor(database.db, brand, 'member.main', [{ memberId }, { memberId }]);
    expect([...many.values()]).toEqual([one]);
    const shards = await accountsFor(database.db, brand, 'system.house', [
      { memberId: null, subKey: 'batch-0' },
      { memberId: null, subKey: 'batch-1' },
    ]);
    expect(shards.get(ownerKey(null, 'batch-1'))).toBe(
      await accountFor(database.db, brand, 'system.house', { subKey: 'batch-1' }),
    );
  });
});

describe('transferMany', () => {
  it('writes one transfer per movement, chaining the entries of an account several movements touch', async () => {
    const members = await wallets('chain', 3);
    const house = await accountFor(database.db, brand, 'system.house', { subKey: 'batch-chain' });
    const moves = [...members, members[0] as bigint].map((to, index) => ({
      key: `chain-${index}`,
      kind: 'test.win',
      from: house,
      to,
      amount: BigInt(100 * (index + 1)),
    }));
    const { replayed } = await transferMany(database.db, brand.id, moves);
    expect(replayed.size).toBe(0);
    const after = await balances([house, ...members]);
    expect(after.get(house)).toBe(-1_000n);
    expect(after.get(members[0] as bigint)).toBe(100n + 400n);
    expect(after.get(members[2] as bigint)).toBe(300n);
    const houseEntries = await database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_before', 'balance_after', 'account_version'])
      .where('account_id', '=', house)
      .orderBy('account_version')
      .execute();
    expect(houseEntries.map((entry) => [entry.balance_before, entry.balance_after])).toEqual([
      [0n, -100n],
      [-100n, -300n],
      [-300n, -600n],
      [-600n, -1_000n],
    ]);
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'chain-%')
      .execute();
    expect(transfers).toHaveLength(4);
  });

  it('moves nothing again for a key used before, and answers it as replayed', async () => {
    const [member] = await wallets('replay', 1);
    const house = await accountFor(database.db, brand, 'system.house', { subKey: 'batch-replay' });
    const first = { key: 'replay-1', kind: 'test.win', from: house, to: member as bigint, amount: 500n };
    await transfer(database.db, {
      merchantId: brand.id,
      idempotencyKey: first.key,
      kind: first.kind,
      legs: [
        { accountId: house, amount: -500n },
        { accountId: first.to, amount: 500n },
      ],
    });
    const { replayed } = await transferMany(database.db, brand.id, [
      first,
      { ...first, key: 'replay-2', amount: 70n },
    ]);
    expect([...replayed]).toEqual(['replay-1']);
    expect((await balances([member as bigint])).get(member as bigint)).toBe(570n);
  });

  it('refuses the whole batch for a key used for another movement, or a balance going below zero', async () => {
    const [member, other] = await wallets('refuse', 2);
    const house = await accountFor(database.db, brand, 'system.house', { subKey: 'batch-refuse' });
    await deposit(database.db, brand, member as bigint, 1_000n, 'refuse-deposit');
    await transferMany(database.db, brand.id, [
      { key: 'refuse-1', kind: 'test.win', from: house, to: member as bigint, amount: 10n },
    ]);
    await expect(
      transferMany(database.db, brand.id, [
        { key: 'refuse-2', kind: 'test.win', from: house, to: other as bigint, amount: 10n },
        { key: 'refuse-1', kind: 'test.win', from: house, to: member as bigint, amount: 11n },
      ]),
    ).rejects.toMatchObject({ code: 'idempotency.conflict' });
    // The member ends above zero, but goes below it at the second step: refused.
    await expect(
      transferMany(database.db, brand.id, [
        { key: 'refuse-3', kind: 'test.bet', from: member as bigint, to: house, amount: 600n },
        { key: 'refuse-4', kind: 'test.bet', from: member as bigint, to: house, amount: 600n },
        { key: 'refuse-5', kind: 'test.win', from: house, to: member as bigint, amount: 900n },
      ]),
    ).rejects.toMatchObject({ code: 'funds.insufficient' });
    const after = await balances([member as bigint, other as bigint]);
    expect(after.get(member as bigint)).toBe(1_010n);
    expect(after.get(other as bigint)).toBe(0n);
  });

  it('lets two batches over the same accounts run at once, each movement once', async () => {
    const members = await wallets('race', 4);
    const house = await accountFor(database.db, brand, 'system.house', { subKey: 'batch-race' });
    const moves = members.flatMap((to, index) =>
      [0, 1, 2].map((round) => ({
        key: `race-${index}-${round}`,
        kind: 'test.win',
        from: house,
        to,
        amount: 25n,
      })),
    );
    const outcomes = await Promise.all([
      transferMany(database.db, brand.id, moves),
      transferMany(database.db, brand.id, [...moves].reverse()),
    ]);
    expect(outcomes[0].replayed.size + outcomes[1].replayed.size).toBe(moves.length);
    const after = await balances([house, ...members]);
    expect(after.get(house)).toBe(-25n * BigInt(moves.length));
    for (const member of members) expect(after.get(member)).toBe(75n);
  });
});
