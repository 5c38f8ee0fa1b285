import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { accountFor, accountsFor, ownerKey } from './service.ts';

let database: TestDatabase;
let brand: Merchant;

beforeAll(async () => {
  database = await openTestDatabase();
  await createMerchant(database.db, DEMO_BRAND);
  brand = (await resolveMerchant(database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => database?.close());
afterEach(() => expectLedgerHealthy(database.db));

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
