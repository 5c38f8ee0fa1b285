import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedIfEmpty } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('seedIfEmpty', () => {
  it('opens the demo brand once, and only on an empty database', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const merchants = await database.db.selectFrom('merchants').select('code').execute();
    expect(merchants).toEqual([{ code: 'demo' }]);
  });

  it('stores the whole feature tree and registration form', async () => {
    const features = await database.db.selectFrom('merchant_features').select('mod_id').execute();
    expect(features.length).toBe(19);
    const fields = await database.db.selectFrom('merchant_register_fields').select('field').execute();
    expect(fields.length).toBe(15);
  });
});
