import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import {
  SPORTSBOOK_GAMES,
  SPORTSBOOK_MAX_WIN_MULTIPLIER,
  SPORTSBOOK_PROVIDER_CODE,
} from '@platform/contracts/vendor-wallet/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox, storedSecret } from '../../modules/system/secrets.ts';
import { registerProvider } from '../../modules/vendor-wallet/service.ts';
import { RETIRED_PUBLIC_KEYS } from '../../platform/retired-keys.ts';
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

  it('registers the sportsbook with its kept key and lists its games in the sports, e-sports, cricket and cockfighting lobbies', async () => {
    const { db } = database;
    const provider = await db
      .selectFrom('game_providers')
      .select(['launch_url', 'signing_secret', 'round_idle_minutes'])
      .where('code', '=', SPORTSBOOK_PROVIDER_CODE)
      .executeTakeFirstOrThrow();
    expect(provider.launch_url).toBe('http://127.0.0.1:8100/play');
    // A bet's round stays open while its event is to come: 30 days, not the casino's minutes.
    expect(provider.round_idle_minutes).toBe(43_200);
    expect(provider.signing_secret).toMatch(/^sealed:v1:/);
    expect((await secretBox(db)).open(provider.signing_secret)).toBe(
      await storedSecret(db, 'SPORTSBOOK_SECRET'),
    );
    expect(await storedSecret(db, 'SPORTSBOOK_SECRET')).not.toBe(
      await storedSecret(db, 'HOUSE_VENDOR_SECRET'),
    );

    const games = await db
      .selectFrom('games')
      .innerJoin('game_vendors', (join) =>
        join
          .onRef('game_vendors.merchant_id', '=', 'games.merchant_id')
          .onRef('game_vendors.category', '=', 'games.category')
          .onRef('game_vendors.vendor_code', '=', 'games.vendor_code'),
      )
      .select(['games.game_code', 'games.category', 'games.max_win_multiplier', 'games.in_maintenance'])
      .where('game_vendors.provider_code', '=', SPORTSBOOK_PROVIDER_CODE)
      .where('game_vendors.enabled', '=', true)
      .where('game_vendors.in_maintenance', '=', false)
      .orderBy('games.game_code')
      .execute();
    expect(games).toEqual(
      [
        { game_code: SPORTSBOOK_GAMES.cockfighting, category: 'COCKFIGHTING' },
        { game_code: SPORTSBOOK_GAMES.cricket, category: 'CRICKET' },
        { game_code: SPORTSBOOK_GAMES.esports, category: 'ESPORTS' },
        { game_code: SPORTSBOOK_GAMES.football, category: 'SPORTS' },
        { game_code: SPORTSBOOK_GAMES.virtual, category: 'SPORTS' },
      ].map((game) => ({
        ...game,
        max_win_multiplier: SPORTSBOOK_MAX_WIN_MULTIPLIER,
        in_maintenance: false,
      })),
    );
  });

  it('never leaves the house provider signing with the key earlier versions published', async () => {
    const { db } = database;
    const box = await secretBox(db);
    const storedKey = () =>
      db
        .selectFrom('game_providers')
        .select('signing_secret')
        .where('code', '=', HOUSE_PROVIDER_CODE)
        .executeTakeFirstOrThrow()
        .then((row) => row.signing_secret);
    const houseKey = async () => box.open(await storedKey());
    // An installation an earlier version seeded with no key configured.
    await db
      .updateTable('game_providers')
      .set({ signing_secret: RETIRED_PUBLIC_KEYS.HOUSE_VENDOR_SECRET })
      .where('code', '=', HOUSE_PROVIDER_CODE)
      .execute();
    await seedIfEmpty(db);
    expect(await houseKey()).not.toBe(RETIRED_PUBLIC_KEYS.HOUSE_VENDOR_SECRET);
    expect(await houseKey()).toBe(await storedSecret(db, 'HOUSE_VENDOR_SECRET'));
    await expect(
      registerProvider(db, box, {
        code: HOUSE_PROVIDER_CODE,
        name: 'Lotus Originals',
        launchUrl: 'http://127.0.0.1:8090/play',
        signingSecret: RETIRED_PUBLIC_KEYS.HOUSE_VENDOR_SECRET,
      }),
    ).rejects.toThrow('published');
    expect(await houseKey()).not.toBe(RETIRED_PUBLIC_KEYS.HOUSE_VENDOR_SECRET);
    // Kept sealed: the table alone cannot sign a wallet call.
    expect(await storedKey()).toMatch(/^sealed:v1:/);
    expect(await storedKey()).not.toContain(await houseKey());
  });
});
