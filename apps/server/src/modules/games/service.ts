import {
  GAME_CATEGORIES,
  type Game,
  type GameCategory,
  type GameMenus,
} from '@platform/contracts/games/categories';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../system/merchant.ts';
import * as repo from './repo.ts';
import type { GameDefinition, VendorDefinition } from './vendor-definition.ts';

/** Categories that have at least one enabled vendor, in the nav's order, each with its vendors. */
export async function getGameMenus(db: Kysely<DB>, merchant: Merchant): Promise<GameMenus> {
  const rows = await repo.listEnabledVendors(db, merchant.id);
  const byCategory = new Map<string, GameMenus[number]['vendors']>();
  for (const row of rows) {
    const vendors = byCategory.get(row.category) ?? [];
    vendors.push({
      accountTypeId: row.account_type_id,
      vendorCode: row.vendor_code,
      displayName: row.display_name,
      smallIcon: row.small_icon,
      isHot: row.is_hot,
      inMaintenance: row.in_maintenance,
    });
    byCategory.set(row.category, vendors);
  }
  return GAME_CATEGORIES.flatMap((category) => {
    const vendors = byCategory.get(category);
    return vendors ? [{ gameCategory: category, vendors }] : [];
  });
}

export function addVendors(db: Kysely<DB>, merchantId: bigint, vendors: VendorDefinition[]): Promise<void> {
  return repo.insertVendors(db, merchantId, vendors);
}

export async function getPopularGames(
  db: Kysely<DB>,
  merchant: Merchant,
  query: { count: number; gameCategory?: GameCategory; excludeVendor?: string },
  language: string,
): Promise<Game[]> {
  const rows = await repo.listPopularGames(db, {
    merchantId: merchant.id,
    limit: query.count,
    ...(query.gameCategory ? { category: query.gameCategory } : {}),
    ...(query.excludeVendor ? { excludeVendor: query.excludeVendor } : {}),
  });
  return rows.map((row) => toGame(row, language));
}

/** A game's name in `language` where the catalogue has one, else its own name. */
function nameIn(row: { name: string; names: Record<string, string> }, language: string): string {
  return row.names[language] ?? row.name;
}

type GameRow = Awaited<ReturnType<typeof repo.listPopularGames>>[number];

export function toGame(row: GameRow, language: string): Game {
  return {
    nodeId: String(row.id),
    code: row.game_code,
    name: nameIn(row, language),
    gameCategory: row.category as GameCategory,
    vendorCode: row.vendor_code,
    accountTypeId: row.account_type_id,
    icon: row.icon,
    isHot: row.is_hot,
  };
}

export function addGames(db: Kysely<DB>, merchantId: bigint, games: GameDefinition[]): Promise<void> {
  return repo.insertGames(db, merchantId, games);
}

/**
 * The vendor wallets a member of the brand may hold: one per account type of its enabled vendors on
 * transfer wallets, in the nav's order. A vendor listed in several categories shares one wallet.
 */
export async function vendorWallets(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<{ accountTypeId: number; displayName: string; inMaintenance: boolean }[]> {
  const wallets = new Map<number, { accountTypeId: number; displayName: string; inMaintenance: boolean }>();
  // A vendor on the seamless wallet plays the main wallet: it has no wallet of its own.
  for (const row of await repo.listEnabledVendors(db, merchant.id))
    if (row.provider_code === null && !wallets.has(row.account_type_id))
      wallets.set(row.account_type_id, {
        accountTypeId: row.account_type_id,
        displayName: row.display_name,
        inMaintenance: row.in_maintenance,
      });
  return [...wallets.values()];
}

/** The game a provider's wallet call names, if the brand offers it through that provider. */
export function gameIdOfProvider(
  db: Kysely<DB>,
  merchantId: bigint,
  providerCode: string,
  gameCode: string,
): Promise<bigint | undefined> {
  return repo.findProviderGame(db, { merchantId, providerCode, gameCode });
}

/** Names and vendors of games by id, for records that name the game a round was played in. */
export async function gamesByIds(
  db: Kysely<DB>,
  ids: readonly bigint[],
  language: string,
): Promise<Map<bigint, { name: string; vendorCode: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findGamesByIds(db, ids);
  return new Map(rows.map((row) => [row.id, { name: nameIn(row, language), vendorCode: row.vendor_code }]));
}
