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

  it('ships promotions in every demo language, daily and weekly missions, and products of every kind', async () => {
    const { db } = database;
    const promotions = await db
      .selectFrom('promotions')
      .select(['code', 'kind', 'required_contact'])
      .execute();
    expect(new Set(promotions.map(({ kind }) => kind))).toEqual(new Set(['apply', 'claim', 'raffle']));
    expect(promotions).toContainEqual({ code: 'ZALO131', kind: 'raffle', required_contact: 'zalo' });
    const languages = await db
      .selectFrom('promotion_contents')
      .select(({ fn }) => ['language', fn.countAll<string>().as('count')])
      .groupBy('language')
      .execute();
    expect(languages.map(({ language, count }) => [language, Number(count)]).sort()).toEqual(
      ['CN', 'EN', 'TH', 'VI'].map((language) => [language, promotions.length]),
    );
    const periods = await db.selectFrom('missions').select('period').distinct().execute();
    expect(periods.map(({ period }) => period).sort()).toEqual(['daily', 'weekly']);
    const products = await db.selectFrom('mall_products').select(['kind', 'names']).execute();
    expect(new Set(products.map(({ kind }) => kind))).toEqual(new Set(['coupon', 'life', 'gift', 'cash']));
    for (const { names } of products) expect(Object.keys(names).sort()).toEqual(['CN', 'EN', 'TH', 'VI']);
  });
});
