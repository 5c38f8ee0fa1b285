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
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as repo from './operator-repo.ts';

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

function toStaffGame(row: GameRow): z.input<typeof ZStaffGame> {
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
 * Changes a vendor of the brand, audited with before and after. The wallet mode belongs to the vendor's
 * account type (one wallet over its categories) and only to a vendor a provider runs: one listed only
 * has no games to play on either wallet.
 */
export async function updateVendor(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZVendorUpdateBody>,
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
    if (body.walletMode !== undefined && body.walletMode !== before.wallet_mode)
      await repo.setWalletMode(trx, merchant.id, before.account_type_id, body.walletMode);
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
    items: rows.map(toStaffGame),
    total,
    page: query.page,
    size: query.size,
    imageHost: merchant.imageCdns[0] ?? '',
  };
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
    await repo.updateGame(trx, id, gameChange(body));
    const after = await repo.lockGame(trx, merchant.id, id);
    if (!after) throw new AppError('game.not.found');
    await recordStaffAction(trx, staff, {
      action: 'game.update',
      merchantId: merchant.id,
      subject: `game:${id}`,
      detail: { before: toStaffGame(before), after: toStaffGame(after) },
    });
    return toStaffGame(after);
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
