import type {
  ZGamesBulkBody,
  ZGameUpdateBody,
  ZStaffGame,
  ZStaffGamesQuery,
  ZStaffVendor,
  ZStaffVendorsQuery,
  ZVendorUpdateBody,
} from '@platform/contracts/catalogue/game-schemas';
import type { GameCategory } from '@platform/contracts/games/categories';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { anyVendorWalletHeld } from '../ledger/service.ts';
import * as repo from './operator-repo.ts';
import { lockWalletMode } from './repo.ts';

/** Whether a round of any of the brand's `gameIds` is open: the wallet module knows, above this one. */
export type OpenRoundsOf = (
  db: Kysely<DB>,
  merchantId: bigint,
  gameIds: readonly bigint[],
) => Promise<boolean>;

type VendorRow = NonNullable<Awaited<ReturnType<typeof repo.lockVendor>>>;
type GameRow = NonNullable<Awaited<ReturnType<typeof repo.lockGame>>>;

function toVendor(row: VendorRow): z.input<typeof ZStaffVendor> {
  return {
    category: row.category,
    vendorCode: row.vendor_code,
    displayName: row.display_name,
    accountTypeId: row.account_type_id,
    enabled: row.enabled,
    inMaintenance: row.in_maintenance,
    sortOrder: row.sort_order,
    walletMode: row.wallet_mode,
    hasProvider: row.provider_code !== null,
    games: Number(row.games ?? 0),
  };
}

function toStaffGame(row: GameRow, scale: number): z.input<typeof ZStaffGame> {
  const money = (amount: bigint | null) => (amount === null ? null : formatMinorUnits(amount, scale));
  return {
    id: String(row.id),
    category: row.category as GameCategory,
    vendorCode: row.vendor_code,
    code: row.game_code,
    name: row.name,
    names: row.names,
    icon: row.icon,
    enabled: row.enabled,
    inMaintenance: row.in_maintenance,
    isHot: row.is_hot,
    isNew: row.is_new,
    isRecommended: row.is_recommended,
    sortOrder: row.sort_order,
    popularity: row.popularity,
    maxWinMultiplier: row.max_win_multiplier,
    houseGame: row.house_game,
    minStake: money(row.min_stake),
    maxStake: money(row.max_stake),
    categories: row.categories as GameCategory[],
  };
}

export async function staffVendors(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffVendorsQuery>,
) {
  const { rows, total } = await repo.pageVendors(db, {
    merchantId: merchant.id,
    category: query.category,
    search: query.search || undefined,
    sort: query.sort,
    order: query.order,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return { items: rows.map(toVendor), total, page: query.page, size: query.size };
}

/**
 * A wallet mode changes only over an empty wallet and no round in play. Members' money in the vendor's
 * transfer wallet would drop out of sight of the games (seamless play reads the main wallet), and a
 * round open under one mode would settle against a wallet the member no longer plays: staff put the
 * vendor in maintenance, members move their money back (maintenance still lets it out), rounds close,
 * then the mode changes.
 */
async function refuseBusyWallet(
  trx: Kysely<DB>,
  merchant: Merchant,
  accountTypeId: number,
  openRoundsOf: OpenRoundsOf,
): Promise<void> {
  if (await anyVendorWalletHeld(trx, merchant.id, String(accountTypeId)))
    throw new AppError('game.wallet.busy');
  const gameIds = await repo.gameIdsOfAccountType(trx, merchant.id, accountTypeId);
  if (await openRoundsOf(trx, merchant.id, gameIds)) throw new AppError('game.wallet.busy');
}

/**
 * Changes a vendor of the brand, audited with before and after. The wallet mode belongs to the vendor's
 * account type (one wallet over its categories) and only to a vendor a provider runs: one listed only
 * has no games to play on either wallet.
 */
export async function updateVendor(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZVendorUpdateBody>,
  openRoundsOf: OpenRoundsOf,
) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockVendor(trx, merchant.id, body.category, body.vendorCode);
    if (!before) throw new AppError('game.not.found');
    if (body.walletMode !== undefined && before.provider_code === null)
      throw new AppError('request.invalid', { issues: [{ path: 'body.walletMode', code: 'invalid' }] });
    const key = { merchantId: merchant.id, category: body.category, vendorCode: body.vendorCode };
    await repo.updateVendor(trx, key, {
      ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      ...(body.inMaintenance === undefined ? {} : { in_maintenance: body.inMaintenance }),
      ...(body.sortOrder === undefined ? {} : { sort_order: body.sortOrder }),
    });
    if (body.walletMode !== undefined && body.walletMode !== before.wallet_mode) {
      // Exclusive, so that no move into the wallet is under way while it is checked empty, and none
      // starts before the new mode commits (holdTransferWallet takes the lock shared).
      await lockWalletMode(trx, merchant.id, before.account_type_id);
      await refuseBusyWallet(trx, merchant, before.account_type_id, openRoundsOf);
      await repo.setWalletMode(trx, merchant.id, before.account_type_id, body.walletMode);
    }
    const after = await repo.lockVendor(trx, merchant.id, body.category, body.vendorCode);
    if (!after) throw new AppError('game.not.found');
    await recordStaffAction(trx, staff, {
      action: 'game.vendor.update',
      merchantId: merchant.id,
      subject: `vendor:${body.category}/${body.vendorCode}`,
      detail: { before: toVendor(before), after: toVendor(after) },
    });
    return toVendor(after);
  });
}

export async function staffGames(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffGamesQuery>,
) {
  const { rows, total } = await repo.pageGames(db, {
    merchantId: merchant.id,
    search: query.search || undefined,
    vendorCode: query.vendorCode,
    category: query.category,
    flag: query.flag,
    sort: query.sort,
    order: query.order,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return {
    items: rows.map((row) => toStaffGame(row, merchant.currencyScale)),
    total,
    page: query.page,
    size: query.size,
    imageHost: merchant.imageCdns[0] ?? '',
  };
}

/** A stake limit as staff typed it: above zero, in the currency's decimals; null clears it. */
function stakeLimit(text: string | null | undefined, scale: number): bigint | null | undefined {
  if (text === undefined || text === null) return text;
  const amount = parseMoney(text, scale);
  if (amount === null || amount === 0n) throw new AppError('game.stake.limits');
  return amount;
}

/**
 * The stake limits a change leaves the game with, checked as a pair. Only a house game takes them:
 * the seamless wallet enforces them for every game, but only the house game shows them to its player.
 */
function stakeLimits(before: GameRow, body: z.output<typeof ZGameUpdateBody>, scale: number) {
  const min = stakeLimit(body.minStake, scale);
  const max = stakeLimit(body.maxStake, scale);
  if (min === undefined && max === undefined) return {};
  if (!before.house_game)
    throw new AppError('request.invalid', { issues: [{ path: 'body.minStake', code: 'invalid' }] });
  const after = {
    min: min === undefined ? before.min_stake : min,
    max: max === undefined ? before.max_stake : max,
  };
  if (after.min !== null && after.max !== null && after.min > after.max)
    throw new AppError('game.stake.limits');
  return { min_stake: after.min, max_stake: after.max };
}

function gameChange(body: z.output<typeof ZGameUpdateBody>): repo.GameChange {
  const fields: [keyof repo.GameChange, unknown][] = [
    ['enabled', body.enabled],
    ['in_maintenance', body.inMaintenance],
    ['is_hot', body.isHot],
    ['is_new', body.isNew],
    ['is_recommended', body.isRecommended],
    ['sort_order', body.sortOrder],
    ['category', body.category],
    ['icon', body.icon],
    ['max_win_multiplier', body.maxWinMultiplier],
  ];
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined)) as repo.GameChange;
}

/**
 * Changes a game of the brand, audited with before and after. A game moves only to a category its
 * vendor is listed in: the member's lists reach a game through its vendor in that category.
 */
export async function updateGame(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZGameUpdateBody>,
) {
  const id = BigInt(body.id);
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockGame(trx, merchant.id, id);
    if (!before) throw new AppError('game.not.found');
    if (body.category !== undefined && !before.categories.includes(body.category))
      throw new AppError('request.invalid', { issues: [{ path: 'body.category', code: 'invalid' }] });
    await repo.updateGame(trx, id, {
      ...gameChange(body),
      ...stakeLimits(before, body, merchant.currencyScale),
    });
    const after = await repo.lockGame(trx, merchant.id, id);
    if (!after) throw new AppError('game.not.found');
    await recordStaffAction(trx, staff, {
      action: 'game.update',
      merchantId: merchant.id,
      subject: `game:${id}`,
      detail: {
        before: toStaffGame(before, merchant.currencyScale),
        after: toStaffGame(after, merchant.currencyScale),
      },
    });
    return toStaffGame(after, merchant.currencyScale);
  });
}

/** Enables or disables several games of the brand; each one that changed is audited. */
export async function setGamesEnabled(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZGamesBulkBody>,
) {
  return db.transaction().execute(async (trx) => {
    const changed = await repo.setGamesEnabled(
      trx,
      merchant.id,
      [...new Set(body.ids)].map(BigInt),
      body.enabled,
    );
    for (const game of changed)
      await recordStaffAction(trx, staff, {
        action: 'game.update',
        merchantId: merchant.id,
        subject: `game:${game.id}`,
        detail: { before: { enabled: !body.enabled }, after: { enabled: body.enabled } },
      });
    return { updated: changed.length };
  });
}
