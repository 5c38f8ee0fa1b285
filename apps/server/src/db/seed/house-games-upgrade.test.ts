import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
  HOUSE_PROVIDER_CODE,
} from '@platform/contracts/vendor-wallet/house';
import { SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addGames, addVendors } from '../../modules/games/service.ts';
import { secretBox } from '../../modules/system/secrets.ts';
import { createMerchant } from '../../modules/system/service.ts';
import { registerProvider } from '../../modules/vendor-wallet/service.ts';
import { openTestDatabase, type TestDatabase, urlOfDatabase } from '../../test/test-database.ts';
import { type Database, openDatabase } from '../database.ts';
import { migrateToLatest, migrateUpTo } from '../migrate.ts';
import type { DB } from '../schema.ts';
import { splitSqlStatements } from '../sql-statements.ts';
import { DEMO_BRAND } from './demo-brand.ts';
import { demoGames } from './demo-games.ts';
import { demoVendors } from './demo-vendors.ts';

/** The migration that lists issue 27's house games on brands set up before them, and the one before it. */
const MIGRATION = '0299_house_games_on_existing_brands';
const PREVIOUS = '0298_lottery_slip_without_row_triggers';

/** What issue 27 added to the seed's catalogue: the house vendor in three lobbies, and six games. */
const ADDED_LOBBIES = ['FISH', 'LIVE', 'PVP'];
const ADDED_GAMES: readonly string[] = [
  HOUSE_GAMES.fishing,
  ...Object.values(HOUSE_LIVE_GAMES),
  ...Object.values(HOUSE_CARD_ROOM_GAMES),
];
const HOUSE_VENDOR = 'LOTUS_ORIGINALS';

/** The demo catalogue as the seed listed it before issue 27. */
async function addOldCatalogue(db: Kysely<DB>, merchantId: bigint): Promise<void> {
  const vendors = demoVendors();
  await addVendors(
    db,
    merchantId,
    vendors.filter(
      (vendor) => !(vendor.vendorCode === HOUSE_VENDOR && ADDED_LOBBIES.includes(vendor.category)),
    ),
  );
  await addGames(
    db,
    merchantId,
    demoGames(vendors).filter((game) => !ADDED_GAMES.includes(game.code)),
  );
}

async function brand(db: Kysely<DB>, code: string, changes: { currency?: string; currencyScale?: number }) {
  return createMerchant(db, { ...DEMO_BRAND, code, domains: [`${code}.example`], ...changes });
}

/** A brand's catalogue, every column staff or the seed set, in a stable order. */
async function catalogue(db: Kysely<DB>, code: string) {
  const merchant = sql`(SELECT id FROM merchants WHERE code = ${code})`;
  const vendors = await sql<Record<string, unknown>>`
    SELECT category, vendor_code, account_type_id, account_type_name, display_name, small_icon, is_hot,
      in_maintenance, enabled, provider_code, wallet_mode, sort_order,
      rank() OVER (PARTITION BY category ORDER BY sort_order) AS place
    FROM game_vendors WHERE merchant_id = ${merchant} ORDER BY category, vendor_code`.execute(db);
  const games = await sql<Record<string, unknown>>`
    SELECT category, vendor_code, game_code, name, icon, is_hot, popularity, enabled, names, images, is_game,
      vassalage, default_play_type, in_maintenance, min_bet, lines, lottery_game_code, max_win_multiplier,
      is_new, is_recommended, sort_order, min_stake, max_stake
    FROM games WHERE merchant_id = ${merchant} ORDER BY vendor_code, game_code`.execute(db);
  const rooms = await sql<Record<string, unknown>>`
    SELECT game.vendor_code, game.game_code, room.room_code, room.name, room.min_bet, room.seats,
      room.players, room.sort_order
    FROM pvp_rooms AS room JOIN games AS game ON game.id = room.game_id
    WHERE game.merchant_id = ${merchant} ORDER BY game.vendor_code, game.game_code, room.room_code`.execute(
    db,
  );
  const counts = await sql<Record<string, unknown>>`
    SELECT category, vendor_code, is_game, games FROM game_list_counts
    WHERE merchant_id = ${merchant} AND games > 0 ORDER BY category, vendor_code, is_game`.execute(db);
  return { vendors: vendors.rows, games: games.rows, rooms: rooms.rows, counts: counts.rows };
}

/** The vendors without their sort order, which the seed numbers over the whole list: their place stays. */
function withoutSortOrder(rows: Record<string, unknown>[]) {
  return rows.map(({ sort_order: _, ...row }) => row);
}

let upgraded: Database;
let seeded: TestDatabase;

beforeAll(async () => {
  // A database of its own, named after the run's template so the run's teardown drops it.
  const templates = inject('testDatabaseTemplates');
  if (templates.kind !== 'postgres') throw new Error('This test runs on PostgreSQL');
  const name = `${templates.migrated}_up${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templates.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  upgraded = await openDatabase({ kind: 'postgres', url: urlOfDatabase(templates.url, name), poolMax: 2 });
  const { db } = upgraded;
  await migrateUpTo(db, PREVIOUS);
  const box = await secretBox(db);
  for (const code of [HOUSE_PROVIDER_CODE, SPORTSBOOK_PROVIDER_CODE])
    await registerProvider(db, box, {
      code,
      name: code,
      launchUrl: 'http://127.0.0.1:8090/play',
      signingSecret: randomBytes(32).toString('hex'),
    });

  await addOldCatalogue(db, await brand(db, 'demo', {}));
  // A brand in a currency without decimals whose staff hid the house vendor and edited its games.
  const hidden = await brand(db, 'hidden', { currency: 'VND', currencyScale: 0 });
  await addOldCatalogue(db, hidden);
  await db
    .updateTable('game_vendors')
    .set({ enabled: false })
    .where('merchant_id', '=', hidden)
    .where('vendor_code', '=', HOUSE_VENDOR)
    .execute();
  await db
    .updateTable('games')
    .set({ name: 'Lotus Gold', sort_order: -5, enabled: false })
    .where('merchant_id', '=', hidden)
    .where('game_code', '=', HOUSE_GAMES.slot)
    .execute();
  // A brand with the house only on a transfer wallet.
  const listed = await brand(db, 'listed', {});
  const vendors = demoVendors().filter((vendor) => vendor.vendorCode !== HOUSE_VENDOR);
  await addVendors(db, listed, vendors);
  await addGames(db, listed, demoGames(vendors));

  await migrateToLatest(db);
  seeded = await openTestDatabase({ seeded: true });
});
afterAll(async () => {
  await upgraded?.close();
  await seeded?.close();
});

describe(`migration ${MIGRATION}: issue 27's house games on a brand set up before them`, () => {
  it('lists them as the seed does on a new database, leaving the rest of the catalogue as it was', async () => {
    const after = await catalogue(upgraded.db, 'demo');
    const fresh = await catalogue(seeded.db, 'demo');
    const codes = after.games.map((game) => game.game_code);
    expect(codes).toEqual(expect.arrayContaining([...ADDED_GAMES]));
    expect(after.games).toEqual(fresh.games);
    expect(after.rooms).toEqual(fresh.rooms);
    expect(after.counts).toEqual(fresh.counts);
    // The house vendor comes last in each lobby it joins, as in the seed.
    expect(withoutSortOrder(after.vendors)).toEqual(withoutSortOrder(fresh.vendors));
  });

  it("keeps a brand's edits: a hidden vendor stays hidden in the new lobbies, its room stakes in the brand's currency", async () => {
    const { vendors, games, rooms } = await catalogue(upgraded.db, 'hidden');
    const house = vendors.filter((vendor) => vendor.vendor_code === HOUSE_VENDOR);
    expect(house.map(({ category, enabled }) => [category, enabled])).toEqual([
      ['CRASH', false],
      ['FISH', false],
      ['LIVE', false],
      ['MINI', false],
      ['PVP', false],
      ['RNG', false],
    ]);
    expect(games.find((game) => game.game_code === HOUSE_GAMES.slot)).toMatchObject({
      name: 'Lotus Gold',
      sort_order: -5,
      enabled: false,
    });
    // 20 bases of 1, 10 and 100 dong.
    expect(
      rooms
        .filter((room) => room.game_code === HOUSE_CARD_ROOM_GAMES.niuniu)
        .map(({ room_code, min_bet }) => [room_code, min_bet]),
    ).toEqual([
      ['HIGH', 2000n],
      ['NOVICE', 20n],
      ['STANDARD', 200n],
    ]);

    // The house on a transfer wallet (Lotus Club) offers none of the new games.
    const listed = await catalogue(upgraded.db, 'listed');
    expect(listed.games.filter((game) => ADDED_GAMES.includes(String(game.game_code)))).toEqual([]);
    expect(
      listed.vendors
        .filter((vendor) => vendor.provider_code === HOUSE_PROVIDER_CODE)
        .map(({ category, wallet_mode }) => [category, wallet_mode]),
    ).toEqual([['ARCADE', 'transfer']]);
  });

  it('changes nothing when it runs again, after staff hid, renamed and reordered the new games', async () => {
    const { db } = upgraded;
    const demo = sql<bigint>`(SELECT id FROM merchants WHERE code = 'demo')`;
    await sql`UPDATE games SET enabled = false WHERE merchant_id = ${demo} AND game_code = ${HOUSE_GAMES.fishing}`.execute(
      db,
    );
    await sql`UPDATE games SET name = 'Baccarat Live', icon = 'uploads/7.png'
      WHERE merchant_id = ${demo} AND game_code = ${HOUSE_LIVE_GAMES.baccarat}`.execute(db);
    await sql`UPDATE games SET sort_order = -1, is_recommended = true
      WHERE merchant_id = ${demo} AND game_code = ${HOUSE_CARD_ROOM_GAMES.niuniu}`.execute(db);
    await sql`DELETE FROM pvp_rooms WHERE room_code = 'HIGH' AND game_id =
      (SELECT id FROM games WHERE merchant_id = ${demo} AND game_code = ${HOUSE_CARD_ROOM_GAMES.teenpatti})`.execute(
      db,
    );
    await sql`UPDATE game_vendors SET sort_order = -1, is_hot = false
      WHERE merchant_id = ${demo} AND category = 'LIVE' AND vendor_code = ${HOUSE_VENDOR}`.execute(db);
    const before = await Promise.all(['demo', 'hidden', 'listed'].map((code) => catalogue(db, code)));

    const source = await readFile(new URL(`../migrations/${MIGRATION}.sql`, import.meta.url), 'utf8');
    await db.transaction().execute(async (trx) => {
      for (const statement of splitSqlStatements(source)) await sql.raw(statement).execute(trx);
    });

    expect(await Promise.all(['demo', 'hidden', 'listed'].map((code) => catalogue(db, code)))).toEqual(
      before,
    );
  });
});
