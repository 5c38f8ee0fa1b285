import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { accountFor } from './service.ts';

// accountFor keeps the ids it read committed, so a slip finds its accounts without a statement: what
// it keeps must never answer an account that does not exist in the database asked.
let first: TestDatabase;
let second: TestDatabase;
const brandOf = async (database: TestDatabase) => {
  await createMerchant(database.db, DEMO_BRAND);
  return (await resolveMerchant(database.db, { code: 'demo', host: '' })) as Merchant;
};
const accountExists = async (database: TestDatabase, id: bigint) =>
  (await database.db.selectFrom('ledger_accounts').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

describe('account ids kept in memory', () => {
  it('answers each database its own account for the same brand, member and kind', async () => {
    const [brandOne, brandTwo] = [await brandOf(first), await brandOf(second)];
    const memberOne = await testMember(first.db, brandOne.id, 'same');
    const memberTwo = await testMember(second.db, brandTwo.id, 'same');
    expect(memberTwo).toBe(memberOne);
    // The second database opens other accounts first, so the same owner's account has another id there.
    await accountFor(second.db, brandTwo, 'system.cash_in');
    await accountFor(second.db, brandTwo, 'system.cash_out');
    const inFirst = await accountFor(first.db, brandOne, 'member.main', { memberId: memberOne });
    const inSecond = await accountFor(second.db, brandTwo, 'member.main', { memberId: memberTwo });
    expect(inSecond).not.toBe(inFirst);
    expect(await accountExists(second, inSecond)).toBe(true);
    expect(await accountFor(second.db, brandTwo, 'member.main', { memberId: memberTwo })).toBe(inSecond);
    await deposit(second.db, brandTwo, inSecond, 100n, 'kept-id');
    await expectLedgerHealthy(second.db);
  });

  it('does not keep an account opened in a transaction that rolled back', async () => {
    const brand = await resolveMerchant(first.db, { code: 'demo', host: '' }).then(
      (found) => found as Merchant,
    );
    const memberId = await testMember(first.db, brand.id, 'rolled-back');
    let opened: bigint | undefined;
    await expect(
      first.db.transaction().execute(async (trx) => {
        opened = await accountFor(trx, brand, 'member.bonus', { memberId });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(opened).toBeDefined();
    expect(await accountExists(first, opened as bigint)).toBe(false);
    const wallet = await accountFor(first.db, brand, 'member.bonus', { memberId });
    expect(await accountExists(first, wallet)).toBe(true);
  });
});
