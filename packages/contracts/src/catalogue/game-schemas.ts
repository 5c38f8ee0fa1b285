import { z } from 'zod';
import { ZGameCategory } from '../games/categories.ts';
import { ZMoney } from '../money.ts';
import { pagedQuery, pageOf, ZBrandCode, ZImageHost } from './paging.ts';

export const VENDOR_SORT_KEYS = ['sortOrder', 'vendorCode', 'category'] as const;
export const GAME_SORT_KEYS = ['sortOrder', 'name', 'popularity', 'id'] as const;
export const GAME_FLAGS = ['hot', 'new', 'recommended', 'maintenance', 'disabled'] as const;
export const WALLET_MODES = ['seamless', 'transfer'] as const;

const ZSearch = z.string().trim().max(64).optional();
const ZVendorCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const ZSortOrder = z.number().int().min(-10_000).max(10_000);

export const ZStaffVendorsQuery = z.object({
  ...pagedQuery(VENDOR_SORT_KEYS, 'sortOrder'),
  category: ZGameCategory.optional(),
  search: ZSearch.describe('Part of the vendor code or display name'),
});

export const ZStaffVendor = z.object({
  category: ZGameCategory,
  vendorCode: z.string(),
  displayName: z.string(),
  accountTypeId: z.number().int(),
  enabled: z.boolean(),
  inMaintenance: z.boolean(),
  sortOrder: z.number().int(),
  walletMode: z.enum(WALLET_MODES),
  hasProvider: z
    .boolean()
    .describe('A provider runs its games; without one the vendor is listed only (no wallet mode)'),
  games: z.number().int(),
});
export type StaffVendor = z.output<typeof ZStaffVendor>;
export const ZStaffVendorList = pageOf(ZStaffVendor);

export const ZVendorUpdateBody = z.object({
  merchant: ZBrandCode,
  category: ZGameCategory,
  vendorCode: ZVendorCode,
  enabled: z.boolean().optional(),
  inMaintenance: z.boolean().optional(),
  sortOrder: ZSortOrder.optional(),
  walletMode: z
    .enum(WALLET_MODES)
    .optional()
    .describe('Applies to every category of the vendor account type; only a vendor with a provider has one'),
});

export const ZStaffGamesQuery = z.object({
  ...pagedQuery(GAME_SORT_KEYS, 'sortOrder'),
  search: ZSearch.describe('Part of the name or game code'),
  vendorCode: ZVendorCode.optional(),
  category: ZGameCategory.optional(),
  flag: z.enum(GAME_FLAGS).optional(),
});

export const ZStaffGame = z.object({
  id: z.string(),
  category: ZGameCategory,
  vendorCode: z.string(),
  code: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  icon: z.string(),
  enabled: z.boolean(),
  inMaintenance: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  isRecommended: z.boolean(),
  sortOrder: z.number().int(),
  popularity: z.number().int(),
  maxWinMultiplier: z.number().int().nullable().describe('The most a round pays, in stakes; null: no cap'),
  houseGame: z.boolean().describe('A game of the house vendor: only those take stake limits'),
  minStake: ZMoney.nullable().describe(
    'The smallest stake the wallet takes, in the brand currency; null: none',
  ),
  maxStake: ZMoney.nullable().describe(
    'The largest stake the wallet takes, in the brand currency; null: none',
  ),
  categories: z
    .array(ZGameCategory)
    .describe('The categories the game may move to: those its vendor is listed in'),
});
export type StaffGame = z.output<typeof ZStaffGame>;
export const ZStaffGameList = pageOf(ZStaffGame).extend({ imageHost: ZImageHost });

export const ZGameUpdateBody = z.object({
  merchant: ZBrandCode,
  id: z.string().regex(/^\d{1,18}$/),
  enabled: z.boolean().optional(),
  inMaintenance: z.boolean().optional(),
  isHot: z.boolean().optional(),
  isNew: z.boolean().optional(),
  isRecommended: z.boolean().optional(),
  sortOrder: ZSortOrder.optional(),
  category: ZGameCategory.optional(),
  icon: z
    .string()
    .max(256)
    .regex(/^[A-Za-z0-9/_.-]+$/)
    .optional(),
  maxWinMultiplier: z.number().int().min(1).max(1_000_000).nullable().optional(),
  minStake: ZMoney.nullable()
    .optional()
    .describe("A house game's smallest stake, in the brand currency's decimals; null clears it"),
  maxStake: ZMoney.nullable()
    .optional()
    .describe("A house game's largest stake, in the brand currency's decimals; null clears it"),
});

export const ZGamesBulkBody = z.object({
  merchant: ZBrandCode,
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(200),
  enabled: z.boolean(),
});
export const ZGamesBulkResult = z.object({ updated: z.number().int() });
