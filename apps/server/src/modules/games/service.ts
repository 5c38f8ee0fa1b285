import {
  GAME_CATEGORIES,
  type Game,
  type GameCategory,
  type GameMenus,
  type ZGameList,
  type ZGameListQuery,
  type ZHotGamesQuery,
} from '@platform/contracts/games/categories';
import type { ZPvpRooms, ZPvpRoomsQuery } from '@platform/contracts/games/pvp';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';
import type { GameDefinition, VendorDefinition } from './vendor-definition.ts';

/**
 * A vendor on the seamless wallet: a provider runs its games over the main wallet. One in transfer
 * mode, or one listed only (no provider), has a wallet of its own.
 */
function isSeamless(row: { provider_code: string | null; wallet_mode: string }): boolean {
  return row.provider_code !== null && row.wallet_mode === 'seamless';
}

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
      seamless: isSeamless(row),
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

/** The member's favourites, to mark game items with isFav; none for a guest. */
async function favouritesOf(db: Kysely<DB>, memberId: bigint | undefined): Promise<ReadonlySet<bigint>> {
  if (memberId === undefined) return new Set();
  return new Set((await repo.listFavouriteIds(db, memberId)).map(({ game_id }) => game_id));
}

/** Turns catalogue rows into game items in `language`, marked for the member asking, if any. */
export async function toGames(
  db: Kysely<DB>,
  merchant: Merchant,
  rows: readonly GameRow[],
  viewer: Viewer,
): Promise<Game[]> {
  const favourites = await favouritesOf(db, viewer.memberId);
  return rows.map((row) => toGame(row, merchant, viewer.language, favourites.has(row.id)));
}

/** Who asks for a list: the language to name games in and, when logged in, the member. */
export type Viewer = { language: string; memberId: bigint | undefined };

export async function getPopularGames(
  db: Kysely<DB>,
  merchant: Merchant,
  query: { count: number; gameCategory?: GameCategory | undefined; excludeVendor?: string | undefined },
  viewer: Viewer,
): Promise<Game[]> {
  const rows = await repo.listPopularGames(db, {
    merchantId: merchant.id,
    limit: query.count,
    ...(query.gameCategory ? { category: query.gameCategory } : {}),
    ...(query.excludeVendor ? { excludeVendor: query.excludeVendor } : {}),
  });
  return toGames(db, merchant, rows, viewer);
}

/** The spec's hot games: the brand's hot-flagged games open to play, most popular first. */
export async function getHotGames(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZHotGamesQuery>,
  viewer: Viewer,
): Promise<Game[]> {
  const rows = await repo.listPopularGames(db, {
    merchantId: merchant.id,
    limit: query.count,
    hotOnly: true,
    ...(query.gameCategory ? { category: query.gameCategory } : {}),
  });
  return toGames(db, merchant, rows, viewer);
}

/**
 * The spec's game list: a page of the listed games by category, vendor and kind, searched by name.
 * The slot filters compare the minimum bet (in the brand's currency) and the pay lines; a game that
 * states neither does not pass them.
 */
export async function listGames(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZGameListQuery>,
  viewer: Viewer,
): Promise<z.input<typeof ZGameList>> {
  let maxMinBet: bigint | undefined;
  if (query.maxMinBet !== undefined) {
    const parsed = parseMoney(query.maxMinBet, merchant.currencyScale);
    // More decimals than the brand's currency has cannot be a stake.
    if (parsed === null)
      throw new AppError('request.invalid', {
        issues: [{ path: 'query.maxMinBet', code: 'invalid_format' }],
      });
    maxMinBet = parsed;
  }
  const { rows, total } = await repo.listGames(db, {
    merchantId: merchant.id,
    category: query.gameCategory,
    vendorCode: query.vendorCode,
    isGame: query.isGame,
    wallet: query.wallet,
    search: query.search || undefined,
    maxMinBet,
    minLines: query.minLines,
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { games: await toGames(db, merchant, rows, viewer), total };
}

/** The spec's "vass game type": the games a VASSALAGE group opens in the game popup. */
export async function getVassalageGames(
  db: Kysely<DB>,
  merchant: Merchant,
  vassalage: string,
  viewer: Viewer,
): Promise<Game[]> {
  return toGames(db, merchant, await repo.listVassalageGames(db, merchant.id, vassalage), viewer);
}

/** The spec's pvp rooms: the tables of the brand's card games, with stakes in its currency. */
export async function getPvpRooms(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZPvpRoomsQuery>,
  language: string,
): Promise<z.input<typeof ZPvpRooms>> {
  const rows = await repo.listPvpRooms(db, {
    merchantId: merchant.id,
    vendorCode: query.vendorCode,
    gameId: query.nodeId === undefined ? undefined : BigInt(query.nodeId),
  });
  return rows.map((row) => ({
    roomId: row.room_code,
    nodeId: String(row.id),
    gameCode: row.game_code,
    gameName: nameIn(row, language),
    vendorCode: row.vendor_code,
    inMaintenance: row.in_maintenance,
    name: row.room_name,
    minBet: formatMinorUnits(row.room_min_bet, merchant.currencyScale),
    seats: row.seats,
    players: row.players,
  }));
}

/** A game's name in `language` where the catalogue has one, else its own name. */
function nameIn(row: { name: string; names: Record<string, string> }, language: string): string {
  return row.names[language] ?? row.name;
}

type GameRow = Awaited<ReturnType<typeof repo.listPopularGames>>[number];

function toGame(row: GameRow, merchant: Merchant, language: string, isFav: boolean): Game {
  return {
    nodeId: String(row.id),
    code: row.game_code,
    name: nameIn(row, language),
    gameCategory: row.category as GameCategory,
    vendorCode: row.vendor_code,
    accountTypeId: row.account_type_id,
    accountTypeName: row.account_type_name,
    icon: row.images[language] ?? row.icon,
    isHot: row.is_hot,
    isGame: row.is_game,
    vassalage: row.vassalage,
    defaultPlayType: row.default_play_type,
    inMaintenance: row.in_maintenance,
    minBet: row.min_bet === null ? null : formatMinorUnits(row.min_bet, merchant.currencyScale),
    lines: row.lines,
    isFav,
  };
}

/** A brand opened from a template starts with the template's catalogue, all of it disabled. */
export function catalogueSubscriptions(events: DomainEvents): void {
  events.subscribe('brand.created', (trx, { merchantId, templateId }) =>
    repo.copyCatalogue(trx, templateId, merchantId),
  );
}

export function addGames(db: Kysely<DB>, merchantId: bigint, games: GameDefinition[]): Promise<void> {
  return repo.insertGames(db, merchantId, games);
}

type VendorWallet = {
  accountTypeId: number;
  displayName: string;
  inMaintenance: boolean;
  /** The game provider that plays the wallet, when one does (a vendor only listed has none). */
  providerCode: string | null;
};

/**
 * The vendor wallets a member of the brand may hold: one per account type of its enabled vendors on
 * transfer wallets (those in transfer mode, and those listed only), in the nav's order. A vendor
 * listed in several categories shares one wallet.
 */
export async function vendorWallets(db: Kysely<DB>, merchant: Merchant): Promise<VendorWallet[]> {
  const wallets = new Map<number, VendorWallet>();
  // A vendor on the seamless wallet plays the main wallet: it has no wallet of its own.
  for (const row of await repo.listEnabledVendors(db, merchant.id))
    if (!isSeamless(row) && !wallets.has(row.account_type_id))
      wallets.set(row.account_type_id, {
        accountTypeId: row.account_type_id,
        displayName: row.display_name,
        inMaintenance: row.in_maintenance,
        providerCode: row.provider_code,
      });
  return [...wallets.values()];
}

/**
 * Whether the brand still offers the vendor wallet `accountTypeId` as a transfer wallet, read under a
 * hold on its wallet mode that lasts until `trx` ends. Money moving into the wallet takes this hold:
 * a switch of the mode takes the same lock exclusively before it checks that the wallet is empty, so
 * the switch either sees the money or the move sees the new mode, never a move landing between.
 */
export async function holdTransferWallet(
  trx: Transaction<DB>,
  merchant: Merchant,
  accountTypeId: number,
): Promise<boolean> {
  await repo.shareWalletMode(trx, merchant.id, accountTypeId);
  return (await vendorWallets(trx, merchant)).some((wallet) => wallet.accountTypeId === accountTypeId);
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

/** The most a round of the game may pay, in stakes, or null when the game sets no cap. */
export function maxWinMultiplierOf(db: Kysely<DB>, gameId: bigint): Promise<number | null> {
  return repo.findMaxWinMultiplier(db, gameId);
}

/** The smallest and largest stake the game takes, in minor units (null: no limit on that side). */
export async function stakeLimitsOf(
  db: Kysely<DB>,
  gameId: bigint,
): Promise<{ min: bigint | null; max: bigint | null }> {
  const row = await repo.findStakeLimits(db, gameId);
  return { min: row?.min_stake ?? null, max: row?.max_stake ?? null };
}

/** Whether the game is a slot: the catalogue gives pay lines to slots only. */
export async function isSlotGame(db: Kysely<DB>, gameId: bigint): Promise<boolean> {
  return (await repo.findLines(db, gameId)) !== null;
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

/** The category (LIVE, RNG, ...) of each game. */
export async function gameCategoriesByIds(
  db: Kysely<DB>,
  ids: readonly bigint[],
): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findCategoriesByIds(db, ids);
  return new Map(rows.map((row) => [row.id, row.category]));
}

/** Which of these game codes the brand's catalogue has (under any vendor): what a jackpot may list. */
export async function knownGameCodes(
  db: Kysely<DB>,
  merchantId: bigint,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  return new Set(await repo.gameCodesIn(db, merchantId, codes));
}
