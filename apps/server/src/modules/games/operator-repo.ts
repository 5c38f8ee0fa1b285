import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { type Kysely, sql } from 'kysely';
import type { DB, VendorWalletMode } from '../../db/schema.ts';

/** LIKE's own characters in a search are meant literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type VendorFilter = {
  merchantId: bigint;
  category?: string | undefined;
  search?: string | undefined;
  sort: 'sortOrder' | 'vendorCode' | 'category';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

const VENDOR_SORT = { sortOrder: 'sort_order', vendorCode: 'vendor_code', category: 'category' } as const;

function vendorColumns(db: Kysely<DB>) {
  return db
    .selectFrom('game_vendors')
    .select([
      'game_vendors.category',
      'game_vendors.vendor_code',
      'game_vendors.display_name',
      'game_vendors.account_type_id',
      'game_vendors.enabled',
      'game_vendors.in_maintenance',
      'game_vendors.sort_order',
      'game_vendors.wallet_mode',
      'game_vendors.provider_code',
      (eb) =>
        eb
          .selectFrom('games')
          .select(eb.fn.countAll<string>().as('count'))
          .whereRef('games.merchant_id', '=', 'game_vendors.merchant_id')
          .whereRef('games.category', '=', 'game_vendors.category')
          .whereRef('games.vendor_code', '=', 'game_vendors.vendor_code')
          .as('games'),
    ]);
}

export async function pageVendors(db: Kysely<DB>, filter: VendorFilter) {
  let query = vendorColumns(db).where('game_vendors.merchant_id', '=', filter.merchantId);
  if (filter.category) query = query.where('game_vendors.category', '=', filter.category as never);
  if (filter.search)
    query = query.where((eb) =>
      eb.or([
        eb('game_vendors.vendor_code', 'ilike', containing(filter.search ?? '')),
        eb('game_vendors.display_name', 'ilike', containing(filter.search ?? '')),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .orderBy(`game_vendors.${VENDOR_SORT[filter.sort]}`, filter.order)
      .orderBy('game_vendors.vendor_code')
      .orderBy('game_vendors.category')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function lockVendor(trx: Kysely<DB>, merchantId: bigint, category: string, vendorCode: string) {
  return vendorColumns(trx)
    .where('game_vendors.merchant_id', '=', merchantId)
    .where('game_vendors.category', '=', category as never)
    .where('game_vendors.vendor_code', '=', vendorCode)
    .forUpdate('game_vendors')
    .executeTakeFirst();
}

export async function updateVendor(
  trx: Kysely<DB>,
  key: { merchantId: bigint; category: string; vendorCode: string },
  change: { enabled?: boolean; in_maintenance?: boolean; sort_order?: number },
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await trx
    .updateTable('game_vendors')
    .set(change)
    .where('merchant_id', '=', key.merchantId)
    .where('category', '=', key.category as never)
    .where('vendor_code', '=', key.vendorCode)
    .execute();
}

/** The ids of the brand's games whose vendor plays the account type's wallet. */
export async function gameIdsOfAccountType(trx: Kysely<DB>, merchantId: bigint, accountTypeId: number) {
  const rows = await trx
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', 'in', (eb) =>
      eb
        .selectFrom('game_vendors')
        .select('vendor_code')
        .where('merchant_id', '=', merchantId)
        .where('account_type_id', '=', accountTypeId),
    )
    .execute();
  return rows.map(({ id }) => id);
}

/** One wallet per account type: every category of it plays the same mode. */
export async function setWalletMode(
  trx: Kysely<DB>,
  merchantId: bigint,
  accountTypeId: number,
  walletMode: VendorWalletMode,
): Promise<void> {
  await trx
    .updateTable('game_vendors')
    .set({ wallet_mode: walletMode })
    .where('merchant_id', '=', merchantId)
    .where('account_type_id', '=', accountTypeId)
    .execute();
}

export type StaffGameFilter = {
  merchantId: bigint;
  search?: string | undefined;
  vendorCode?: string | undefined;
  category?: string | undefined;
  flag?: 'hot' | 'new' | 'recommended' | 'maintenance' | 'disabled' | undefined;
  sort: 'sortOrder' | 'name' | 'popularity' | 'id';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

const GAME_SORT = { sortOrder: 'sort_order', name: 'name', popularity: 'popularity', id: 'id' } as const;
const FLAG_COLUMN = {
  hot: 'is_hot',
  new: 'is_new',
  recommended: 'is_recommended',
  maintenance: 'in_maintenance',
} as const;

function gameColumns(db: Kysely<DB>) {
  return db.selectFrom('games').select([
    'id',
    'category',
    'vendor_code',
    'game_code',
    'name',
    'names',
    'icon',
    'enabled',
    'in_maintenance',
    'is_hot',
    'is_new',
    'is_recommended',
    'sort_order',
    'popularity',
    'max_win_multiplier',
    'min_stake',
    'max_stake',
    sql<boolean>`EXISTS (SELECT 1 FROM game_vendors v WHERE v.merchant_id = games.merchant_id
        AND v.vendor_code = games.vendor_code AND v.provider_code = ${HOUSE_PROVIDER_CODE})`.as('house_game'),
    // The categories its vendor is listed in: where the game may move.
    sql<string[]>`ARRAY(SELECT v.category::text FROM game_vendors v
        WHERE v.merchant_id = games.merchant_id AND v.vendor_code = games.vendor_code ORDER BY v.category)`.as(
      'categories',
    ),
  ]);
}

export async function pageGames(db: Kysely<DB>, filter: StaffGameFilter) {
  let query = gameColumns(db).where('merchant_id', '=', filter.merchantId);
  if (filter.search)
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', containing(filter.search ?? '')),
        eb('game_code', 'ilike', containing(filter.search ?? '')),
      ]),
    );
  if (filter.vendorCode) query = query.where('vendor_code', '=', filter.vendorCode);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.flag === 'disabled') query = query.where('enabled', '=', false);
  else if (filter.flag) query = query.where(FLAG_COLUMN[filter.flag], '=', true);
  const [rows, count] = await Promise.all([
    query
      .orderBy(GAME_SORT[filter.sort], filter.order)
      .orderBy('id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function lockGame(trx: Kysely<DB>, merchantId: bigint, id: bigint) {
  return gameColumns(trx)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type GameChange = Partial<{
  enabled: boolean;
  in_maintenance: boolean;
  is_hot: boolean;
  is_new: boolean;
  is_recommended: boolean;
  sort_order: number;
  category: string;
  icon: string;
  max_win_multiplier: number | null;
  min_stake: bigint | null;
  max_stake: bigint | null;
}>;

export async function updateGame(trx: Kysely<DB>, id: bigint, change: GameChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await trx.updateTable('games').set(change).where('id', '=', id).execute();
}

/** Sets `enabled` on the brand's games among `ids`; answers those that changed. */
export function setGamesEnabled(trx: Kysely<DB>, merchantId: bigint, ids: bigint[], enabled: boolean) {
  return trx
    .updateTable('games')
    .set({ enabled })
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .where('enabled', '<>', enabled)
    .returning(['id', 'vendor_code', 'game_code'])
    .execute();
}
