import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { GameDefinition, VendorDefinition } from './vendor-definition.ts';

export function listEnabledVendors(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('game_vendors')
    .select([
      'category',
      'account_type_id',
      'vendor_code',
      'display_name',
      'small_icon',
      'is_hot',
      'in_maintenance',
      'provider_code',
    ])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('vendor_code')
    .execute();
}

export async function insertVendors(
  db: Kysely<DB>,
  merchantId: bigint,
  vendors: VendorDefinition[],
): Promise<void> {
  if (vendors.length === 0) return;
  await db
    .insertInto('game_vendors')
    .values(
      vendors.map((vendor, index) => ({
        merchant_id: merchantId,
        account_type_id: vendor.accountTypeId,
        vendor_code: vendor.vendorCode,
        category: vendor.category,
        display_name: vendor.displayName,
        small_icon: vendor.smallIcon,
        is_hot: vendor.isHot,
        in_maintenance: vendor.inMaintenance,
        sort_order: index,
        provider_code: vendor.providerCode ?? null,
      })),
    )
    .execute();
}

/** Enabled games of enabled vendors that are not in maintenance, most popular first. */
export function listPopularGames(
  db: Kysely<DB>,
  scope: { merchantId: bigint; limit: number; category?: string; excludeVendor?: string },
) {
  let query = db
    .selectFrom('games')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.merchant_id', '=', 'games.merchant_id')
        .onRef('game_vendors.category', '=', 'games.category')
        .onRef('game_vendors.vendor_code', '=', 'games.vendor_code'),
    )
    .select([
      'games.id',
      'games.game_code',
      'games.name',
      'games.category',
      'games.vendor_code',
      'games.icon',
      'games.is_hot',
      'games.names',
      'game_vendors.account_type_id',
    ])
    .where('games.merchant_id', '=', scope.merchantId)
    .where('games.enabled', '=', true)
    .where('game_vendors.enabled', '=', true)
    .where('game_vendors.in_maintenance', '=', false);
  if (scope.category) query = query.where('games.category', '=', scope.category);
  if (scope.excludeVendor) query = query.where('games.vendor_code', '<>', scope.excludeVendor);
  return query.orderBy('games.popularity', 'desc').orderBy('games.id').limit(scope.limit).execute();
}

export async function insertGames(
  db: Kysely<DB>,
  merchantId: bigint,
  games: GameDefinition[],
): Promise<void> {
  if (games.length === 0) return;
  await db
    .insertInto('games')
    .values(
      games.map((game) => ({
        merchant_id: merchantId,
        category: game.category,
        vendor_code: game.vendorCode,
        game_code: game.code,
        name: game.name,
        icon: game.icon,
        is_hot: game.isHot,
        popularity: game.popularity,
        names: JSON.stringify(game.names ?? {}),
      })),
    )
    .execute();
}

/** The id of a game of the brand that one of its vendors run by `providerCode` offers. */
export async function findProviderGame(
  db: Kysely<DB>,
  scope: { merchantId: bigint; providerCode: string; gameCode: string },
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('games')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.merchant_id', '=', 'games.merchant_id')
        .onRef('game_vendors.category', '=', 'games.category')
        .onRef('game_vendors.vendor_code', '=', 'games.vendor_code'),
    )
    .select('games.id')
    .where('games.merchant_id', '=', scope.merchantId)
    .where('game_vendors.provider_code', '=', scope.providerCode)
    .where('games.game_code', '=', scope.gameCode)
    .executeTakeFirst();
  return row?.id;
}

/** A game of the brand by its node id, with what a launch needs to know of its vendor. */
export function findLaunchableGame(db: Kysely<DB>, merchantId: bigint, nodeId: bigint) {
  return db
    .selectFrom('games')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.merchant_id', '=', 'games.merchant_id')
        .onRef('game_vendors.category', '=', 'games.category')
        .onRef('game_vendors.vendor_code', '=', 'games.vendor_code'),
    )
    .select([
      'games.id',
      'games.game_code',
      'games.category',
      'games.vendor_code',
      'game_vendors.provider_code',
      'game_vendors.in_maintenance',
    ])
    .where('games.merchant_id', '=', merchantId)
    .where('games.id', '=', nodeId)
    .where('games.enabled', '=', true)
    .where('game_vendors.enabled', '=', true)
    .executeTakeFirst();
}

export function findGamesByIds(db: Kysely<DB>, ids: readonly bigint[]) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'names', 'vendor_code'])
    .where('id', 'in', ids)
    .execute();
}

function memberGamesQuery(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('games')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.merchant_id', '=', 'games.merchant_id')
        .onRef('game_vendors.category', '=', 'games.category')
        .onRef('game_vendors.vendor_code', '=', 'games.vendor_code'),
    )
    .select([
      'games.id',
      'games.game_code',
      'games.name',
      'games.category',
      'games.vendor_code',
      'games.icon',
      'games.is_hot',
      'games.names',
      'game_vendors.account_type_id',
    ])
    .where('games.merchant_id', '=', merchantId)
    .where('games.enabled', '=', true)
    .where('game_vendors.enabled', '=', true);
}

export function listFavouriteIds(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('member_favourite_games')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id')
    .execute();
}

/** Adds a favourite; false when the member already has `limit` of them. */
export async function addFavourite(
  db: Kysely<DB>,
  favourite: { merchantId: bigint; memberId: bigint; gameId: bigint; limit: number },
): Promise<boolean> {
  const result = await sql<{ game_id: bigint }>`
    INSERT INTO member_favourite_games (member_id, game_id)
    SELECT ${favourite.memberId}, games.id FROM games
    WHERE games.id = ${favourite.gameId} AND games.merchant_id = ${favourite.merchantId}
      AND (SELECT count(*) FROM member_favourite_games WHERE member_id = ${favourite.memberId}) < ${favourite.limit}
    ON CONFLICT DO NOTHING
    RETURNING game_id`.execute(db);
  if (result.rows.length > 0) return true;
  const present = await db
    .selectFrom('member_favourite_games')
    .select('game_id')
    .where('member_id', '=', favourite.memberId)
    .where('game_id', '=', favourite.gameId)
    .executeTakeFirst();
  return present !== undefined;
}

export async function removeFavourite(db: Kysely<DB>, memberId: bigint, gameId: bigint): Promise<void> {
  await db
    .deleteFrom('member_favourite_games')
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

export function listFavouriteGames(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return memberGamesQuery(db, merchantId)
    .innerJoin('member_favourite_games as favourite', 'favourite.game_id', 'games.id')
    .where('favourite.member_id', '=', memberId)
    .orderBy('favourite.created_at', 'desc')
    .orderBy('games.id')
    .execute();
}

export function listRecentGames(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return memberGamesQuery(db, merchantId)
    .innerJoin('member_recent_games as recent', 'recent.game_id', 'games.id')
    .where('recent.member_id', '=', memberId)
    .orderBy('recent.played_at', 'desc')
    .orderBy('games.id')
    .limit(limit)
    .execute();
}

export async function recordPlayed(db: Kysely<DB>, memberId: bigint, gameId: bigint): Promise<void> {
  await db
    .insertInto('member_recent_games')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'game_id']).doUpdateSet({ played_at: new Date() }),
    )
    .execute();
}
