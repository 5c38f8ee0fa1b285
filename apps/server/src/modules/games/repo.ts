import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lockUntilCommit, shareUntilCommit } from '../../db/transaction-lock.ts';
import type { GameDefinition, VendorDefinition } from './vendor-definition.ts';

/** The lock over the wallet mode of a brand's account type (its vendors' one wallet). */
const walletModeKey = (merchantId: bigint, accountTypeId: number) =>
  `game.wallet-mode:${merchantId}:${accountTypeId}`;

/** Holds the wallet mode of the account type for a change of it, until the transaction ends. */
export function lockWalletMode(trx: Kysely<DB>, merchantId: bigint, accountTypeId: number) {
  return lockUntilCommit(trx, walletModeKey(merchantId, accountTypeId));
}

/** Holds the wallet mode of the account type as it is, until the transaction ends. */
export function shareWalletMode(trx: Kysely<DB>, merchantId: bigint, accountTypeId: number) {
  return shareUntilCommit(trx, walletModeKey(merchantId, accountTypeId));
}

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
      'wallet_mode',
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
        account_type_name: vendor.accountTypeName ?? vendor.vendorCode,
        wallet_mode: vendor.walletMode ?? 'seamless',
      })),
    )
    .execute();
}

/** The columns a game item is made of, for games of the brand's enabled vendors. */
function catalogueQuery(db: Kysely<DB>, merchantId: bigint) {
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
      'games.images',
      'games.is_game',
      'games.vassalage',
      'games.default_play_type',
      'games.min_bet',
      'games.lines',
      'game_vendors.account_type_id',
      'game_vendors.account_type_name',
      sql<boolean>`games.in_maintenance OR game_vendors.in_maintenance`.as('in_maintenance'),
    ])
    .where('games.merchant_id', '=', merchantId)
    .where('games.enabled', '=', true)
    .where('game_vendors.enabled', '=', true);
}

/** The order staff give games: recommended ones first, then by their sort order (lower first). */
function staffOrder<T extends ReturnType<typeof catalogueQuery>>(query: T): T {
  return query.orderBy('games.is_recommended', 'desc').orderBy('games.sort_order') as T;
}

/**
 * What lists show: plain games that belong to no group, and the VASSALAGE groups themselves; a group's
 * games appear in its popup only.
 */
function listedQuery(db: Kysely<DB>, merchantId: bigint) {
  return catalogueQuery(db, merchantId).where((eb) =>
    eb.or([eb('games.is_game', '=', 'VASSALAGE'), eb('games.vassalage', 'is', null)]),
  );
}

/** Listed games open to play (neither they nor their vendor in maintenance), in the staff's order, then most popular first. */
export function listPopularGames(
  db: Kysely<DB>,
  scope: { merchantId: bigint; limit: number; category?: string; excludeVendor?: string; hotOnly?: boolean },
) {
  let query = listedQuery(db, scope.merchantId)
    .where('game_vendors.in_maintenance', '=', false)
    .where('games.in_maintenance', '=', false);
  if (scope.category) query = query.where('games.category', '=', scope.category);
  if (scope.excludeVendor) query = query.where('games.vendor_code', '<>', scope.excludeVendor);
  if (scope.hotOnly) query = query.where('games.is_hot', '=', true);
  return staffOrder(query)
    .orderBy('games.popularity', 'desc')
    .orderBy('games.id')
    .limit(scope.limit)
    .execute();
}

export type GameListFilter = {
  merchantId: bigint;
  category?: string | undefined;
  vendorCode?: string | undefined;
  isGame?: 'GAME' | 'VASSALAGE' | undefined;
  wallet?: 'seamless' | 'transfer' | undefined;
  search?: string | undefined;
  maxMinBet?: bigint | undefined;
  minLines?: number | undefined;
  sort: 'popular' | 'name' | 'new';
  offset: number;
  limit: number;
};

/** LIKE's own characters in a search are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Seamless: a provider plays the main wallet; otherwise the vendor has a wallet of its own. */
function onWallet(eb: ExpressionBuilder<DB, 'game_vendors'>, wallet: 'seamless' | 'transfer') {
  return wallet === 'seamless'
    ? eb.and([
        eb('game_vendors.provider_code', 'is not', null),
        eb('game_vendors.wallet_mode', '=', 'seamless'),
      ])
    : eb.or([eb('game_vendors.provider_code', 'is', null), eb('game_vendors.wallet_mode', '=', 'transfer')]);
}

/**
 * How many listed games pass a filter that names no game's own column but its kind, from the counts
 * kept per vendor (migration 0210): as many rows as the brand has vendors, whatever its catalogue.
 */
async function countListed(db: Kysely<DB>, filter: GameListFilter): Promise<number> {
  let query = db
    .selectFrom('game_list_counts as counts')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.merchant_id', '=', 'counts.merchant_id')
        .onRef('game_vendors.category', '=', 'counts.category')
        .onRef('game_vendors.vendor_code', '=', 'counts.vendor_code'),
    )
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('counts.games'), sql<string>`0`).as('total'))
    .where('counts.merchant_id', '=', filter.merchantId)
    .where('game_vendors.enabled', '=', true);
  if (filter.category) query = query.where('counts.category', '=', filter.category);
  if (filter.vendorCode) query = query.where('counts.vendor_code', '=', filter.vendorCode);
  if (filter.isGame) query = query.where('counts.is_game', '=', filter.isGame);
  const { wallet } = filter;
  if (wallet) query = query.where((eb) => onWallet(eb, wallet));
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** A page of the listed games that pass the filter, and how many pass it in all. */
export async function listGames(db: Kysely<DB>, filter: GameListFilter) {
  let query = listedQuery(db, filter.merchantId);
  if (filter.category) query = query.where('games.category', '=', filter.category);
  if (filter.vendorCode) query = query.where('games.vendor_code', '=', filter.vendorCode);
  if (filter.isGame) query = query.where('games.is_game', '=', filter.isGame);
  const { wallet } = filter;
  if (wallet) query = query.where((eb) => onWallet(eb, wallet));
  if (filter.maxMinBet !== undefined) query = query.where('games.min_bet', '<=', filter.maxMinBet);
  if (filter.minLines !== undefined) query = query.where('games.lines', '>=', filter.minLines);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    // A player may type the name in any language the game is named in. The search column holds them
    // all, one per line, under a trigram index: its few candidates are found once, before any join (a
    // join per vendor would read the index once per vendor). A search without a line break can only
    // match within one line, that is within one name; one with a line break is checked name by name,
    // as a match across two of the column's lines is none.
    query = query.where(
      (eb) =>
        sql<boolean>`${eb.ref('games.id')} = ANY (ARRAY(SELECT found.id FROM games AS found WHERE found.merchant_id = ${filter.merchantId} AND found.search_text ILIKE ${pattern}))`,
    );
    if (filter.search.includes('\n'))
      query = query.where(
        (eb) =>
          sql<boolean>`(${eb.ref('games.name')} ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each_text(games.names) AS named WHERE named.value ILIKE ${pattern}))`,
      );
  }
  const ordered =
    filter.sort === 'name'
      ? query.orderBy('games.name').orderBy('games.id')
      : filter.sort === 'new'
        ? query.orderBy('games.is_new', 'desc').orderBy('games.id', 'desc')
        : staffOrder(query).orderBy('games.popularity', 'desc').orderBy('games.id');
  const page = ordered.limit(filter.limit).offset(filter.offset);
  if (!filter.search && filter.maxMinBet === undefined && filter.minLines === undefined) {
    const [rows, total] = await Promise.all([page.execute(), countListed(db, filter)]);
    return { rows, total };
  }
  // Counted in the page's own statement, which finds and checks every game that passes anyway to
  // order them; only a page past the end, which has no row to carry the count, asks again.
  const counted = await page.select(sql<string>`count(*) OVER ()`.as('total')).execute();
  const [first] = counted;
  let total = first ? Number(first.total) : 0;
  if (!first && filter.offset > 0) {
    const { count } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    total = Number(count);
  }
  return { rows: counted.map(({ total: _total, ...row }) => row), total };
}

/** The games a VASSALAGE group opens in its popup, in the staff's order, then most popular first. */
export function listVassalageGames(db: Kysely<DB>, merchantId: bigint, vassalage: string) {
  return staffOrder(
    catalogueQuery(db, merchantId)
      .where('games.is_game', '=', 'GAME')
      .where('games.vassalage', '=', vassalage),
  )
    .orderBy('games.popularity', 'desc')
    .orderBy('games.id')
    .execute();
}

export type PvpRoomFilter = {
  merchantId: bigint;
  vendorCode?: string | undefined;
  gameId?: bigint | undefined;
};

/** The rooms of the brand's enabled card games, by game and the vendor's order. */
export function listPvpRooms(db: Kysely<DB>, filter: PvpRoomFilter) {
  let query = catalogueQuery(db, filter.merchantId)
    .innerJoin('pvp_rooms', 'pvp_rooms.game_id', 'games.id')
    .select([
      'pvp_rooms.room_code',
      'pvp_rooms.name as room_name',
      'pvp_rooms.min_bet as room_min_bet',
      'pvp_rooms.seats',
      'pvp_rooms.players',
    ]);
  if (filter.vendorCode) query = query.where('games.vendor_code', '=', filter.vendorCode);
  if (filter.gameId !== undefined) query = query.where('games.id', '=', filter.gameId);
  return query
    .orderBy('games.popularity', 'desc')
    .orderBy('games.id')
    .orderBy('pvp_rooms.sort_order')
    .orderBy('pvp_rooms.id')
    .execute();
}

/** Whether the game has a room by that code. */
export async function hasPvpRoom(db: Kysely<DB>, gameId: bigint, roomCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('pvp_rooms')
    .select('id')
    .where('game_id', '=', gameId)
    .where('room_code', '=', roomCode)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGames(
  db: Kysely<DB>,
  merchantId: bigint,
  games: GameDefinition[],
): Promise<void> {
  if (games.length === 0) return;
  const inserted = await db
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
        images: JSON.stringify(game.images ?? {}),
        is_game: game.isGame ?? 'GAME',
        vassalage: game.vassalage ?? null,
        default_play_type: game.defaultPlayType ?? null,
        in_maintenance: game.inMaintenance ?? false,
        min_bet: game.minBet ?? null,
        lines: game.lines ?? null,
        lottery_game_code: game.lotteryGameCode ?? null,
        max_win_multiplier: game.maxWinMultiplier ?? null,
      })),
    )
    .returning(['id', 'vendor_code', 'game_code'])
    .execute();
  const idOf = new Map(inserted.map((row) => [`${row.vendor_code}/${row.game_code}`, row.id]));
  const rooms = games.flatMap((game) =>
    (game.rooms ?? []).map((room, index) => ({
      game_id: idOf.get(`${game.vendorCode}/${game.code}`) ?? 0n,
      room_code: room.code,
      name: room.name,
      min_bet: room.minBet,
      seats: room.seats,
      players: room.players,
      sort_order: index,
    })),
  );
  if (rooms.length > 0) await db.insertInto('pvp_rooms').values(rooms).execute();
}

export async function findMaxWinMultiplier(db: Kysely<DB>, gameId: bigint): Promise<number | null> {
  const row = await db
    .selectFrom('games')
    .select('max_win_multiplier')
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row?.max_win_multiplier ?? null;
}

export function findStakeLimits(db: Kysely<DB>, gameId: bigint) {
  return db
    .selectFrom('games')
    .select(['min_stake', 'max_stake'])
    .where('id', '=', gameId)
    .executeTakeFirst();
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
    // Two vendors of one provider may list the same game: the first listed answers, every time.
    .orderBy('games.id')
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
      'games.lines',
      'games.vendor_code',
      'games.is_game',
      'games.lottery_game_code',
      'game_vendors.provider_code',
      'game_vendors.wallet_mode',
      'game_vendors.account_type_id',
      sql<boolean>`games.in_maintenance OR game_vendors.in_maintenance`.as('in_maintenance'),
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
  return catalogueQuery(db, merchantId)
    .innerJoin('member_favourite_games as favourite', 'favourite.game_id', 'games.id')
    .where('favourite.member_id', '=', memberId)
    .orderBy('favourite.created_at', 'desc')
    .orderBy('games.id')
    .execute();
}

export function listRecentGames(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return catalogueQuery(db, merchantId)
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

/** The game's pay lines (null: not a slot, or no such game). */
export async function findLines(db: Kysely<DB>, gameId: bigint): Promise<number | null> {
  const row = await db.selectFrom('games').select('lines').where('id', '=', gameId).executeTakeFirst();
  return row?.lines ?? null;
}

export function findCategoriesByIds(db: Kysely<DB>, ids: readonly bigint[]) {
  return db.selectFrom('games').select(['id', 'category']).where('id', 'in', ids).execute();
}

/** A vendor's columns a new brand takes from its template as they are (brand and state are its own). */
const COPIED_VENDOR_COLUMNS = [
  'account_type_id',
  'vendor_code',
  'category',
  'display_name',
  'small_icon',
  'is_hot',
  'in_maintenance',
  'sort_order',
  'provider_code',
  'account_type_name',
  'wallet_mode',
] as const;

/** A game's columns a new brand takes from its template as they are. */
const COPIED_GAME_COLUMNS = [
  'category',
  'vendor_code',
  'game_code',
  'name',
  'icon',
  'is_hot',
  'popularity',
  'is_game',
  'vassalage',
  'default_play_type',
  'in_maintenance',
  'min_bet',
  'lines',
  'max_win_multiplier',
  'is_new',
  'is_recommended',
  'sort_order',
  'lottery_game_code',
  'min_stake',
  'max_stake',
] as const;

/**
 * Gives brand `toId` the vendors, games and card-game tables of brand `fromId`, every vendor and game
 * disabled: staff open what the new brand offers. Games standing for the template's lottery games come
 * too: the lottery module gives the new brand those games, by the same codes, on the same event. Vendors
 * carry no credential (a provider's signing secret is the platform's, in game_providers).
 */
export async function copyCatalogue(trx: Kysely<DB>, fromId: bigint, toId: bigint): Promise<void> {
  const brand = sql<bigint>`${toId}::bigint`.as('merchant_id');
  const disabled = sql<boolean>`false`.as('enabled');
  await trx
    .insertInto('game_vendors')
    .columns(['merchant_id', 'enabled', ...COPIED_VENDOR_COLUMNS])
    .expression((eb) =>
      eb
        .selectFrom('game_vendors')
        .select([brand, disabled, ...COPIED_VENDOR_COLUMNS])
        .where('merchant_id', '=', fromId),
    )
    .execute();
  await trx
    .insertInto('games')
    .columns(['merchant_id', 'enabled', 'names', 'images', ...COPIED_GAME_COLUMNS])
    .expression((eb) =>
      eb
        .selectFrom('games')
        .select([
          brand,
          disabled,
          sql<string>`names`.as('names'),
          sql<string>`images`.as('images'),
          ...COPIED_GAME_COLUMNS,
        ])
        .where('merchant_id', '=', fromId),
    )
    .execute();
  await trx
    .insertInto('pvp_rooms')
    .columns(['game_id', 'room_code', 'name', 'min_bet', 'seats', 'players', 'sort_order'])
    .expression((eb) =>
      eb
        .selectFrom('pvp_rooms')
        .innerJoin('games as source', 'source.id', 'pvp_rooms.game_id')
        .innerJoin('games as copy', (join) =>
          join
            .on('copy.merchant_id', '=', toId)
            .onRef('copy.vendor_code', '=', 'source.vendor_code')
            .onRef('copy.game_code', '=', 'source.game_code'),
        )
        .select([
          'copy.id as game_id',
          'pvp_rooms.room_code',
          'pvp_rooms.name',
          'pvp_rooms.min_bet',
          'pvp_rooms.seats',
          'pvp_rooms.players',
          'pvp_rooms.sort_order',
        ])
        .where('source.merchant_id', '=', fromId),
    )
    .execute();
}

export async function gameCodesIn(db: Kysely<DB>, merchantId: bigint, codes: readonly string[]) {
  const rows = await db
    .selectFrom('games')
    .select('game_code')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('game_code', 'in', codes)
    .execute();
  return rows.map(({ game_code }) => game_code);
}
