import { z } from 'zod';
import { ZMoney } from '../money.ts';

/**
 * Game categories: the nav bar's, in the spec's order, then the further offerings of spec section 1
 * (crash, arcade, mini games, jackpots, cockfighting, cricket), which the home page shows as lanes.
 */
export const GAME_CATEGORIES = [
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ELOTT',
  'LOTT',
  'ESPORTS',
  'CRASH',
  'ARCADE',
  'MINI',
  'JACKPOT',
  'COCKFIGHTING',
  'CRICKET',
] as const;
export const ZGameCategory = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof ZGameCategory>;

export const ZVendor = z.object({
  accountTypeId: z.number().int().describe('Vendor id, as game launches name it'),
  vendorCode: z.string(),
  displayName: z.string(),
  smallIcon: z.string().describe('Icon address, served through the brand image CDN'),
  isHot: z.boolean(),
  inMaintenance: z.boolean(),
  seamless: z
    .boolean()
    .describe("Its games play the member's main wallet directly (the seamless wallet), with no transfer"),
});
export type Vendor = z.infer<typeof ZVendor>;

/**
 * How a vendor's games are paid: seamless plays the main wallet directly through a provider; transfer
 * plays a wallet of the vendor's own, which the member fills by transfer (as does a vendor listed only).
 */
export const VENDOR_WALLETS = ['seamless', 'transfer'] as const;

/** One nav entry per category that has vendors; categories without vendors are left out. */
export const ZGameMenus = z.array(z.object({ gameCategory: ZGameCategory, vendors: z.array(ZVendor) }));
export type GameMenus = z.infer<typeof ZGameMenus>;

/** The spec's isGame: a game opens itself; a VASSALAGE entry opens the popup list of its sub-games. */
export const GAME_KINDS = ['GAME', 'VASSALAGE'] as const;
export const ZGameKind = z.enum(GAME_KINDS);

/** A game as lists and lobbies show it; `nodeId` is its id in launches and favourites. */
export const ZGame = z.object({
  nodeId: z.string(),
  code: z.string(),
  name: z.string(),
  gameCategory: ZGameCategory,
  vendorCode: z.string(),
  accountTypeId: z.number().int(),
  accountTypeName: z.string().describe("The vendor's account type name (TCG_SEA and GPI are special)"),
  icon: z.string().describe('Tile image address in the asked-for language, relative to an image CDN'),
  isHot: z.boolean(),
  isGame: ZGameKind.describe('VASSALAGE: a group; choosing it opens the popup list of its sub-games'),
  vassalage: z
    .string()
    .nullable()
    .describe('The group a VASSALAGE entry opens, or the one a sub-game belongs to; sent back on launch'),
  defaultPlayType: z.string().nullable().describe('The play type a launch opens without another choice'),
  inMaintenance: z.boolean().describe('Opening it leads to the game-in-maintenance page'),
  minBet: ZMoney.nullable().describe('Smallest stake, where the vendor states one'),
  lines: z.number().int().nullable().describe('Pay lines of a slot'),
  isFav: z.boolean().describe("Among the member's favourites; false for a guest"),
});
export type Game = z.infer<typeof ZGame>;

export const ZPopularGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(50).default(20),
  gameCategory: ZGameCategory.optional().describe('Only games of this category'),
  excludeVendor: z.string().max(32).optional().describe('Leave out this vendor (the one in maintenance)'),
});

/** Sort orders of the game list. */
export const GAME_LIST_SORTS = ['popular', 'name', 'new'] as const;

/** The spec's game list (section 7): the brand's games by category, vendor and kind, searched and paged. */
export const ZGameListQuery = z.object({
  gameCategory: ZGameCategory.optional(),
  vendorCode: z.string().max(32).optional(),
  isGame: ZGameKind.optional().describe('Only plain games or only VASSALAGE groups'),
  wallet: z.enum(VENDOR_WALLETS).optional().describe('Only games of vendors on this kind of wallet'),
  search: z.string().trim().max(50).optional().describe('Part of the name, in any language the game has'),
  maxMinBet: ZMoney.optional().describe('Games whose minimum bet is at most this (the slot hint: 0.1)'),
  minLines: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024)
    .optional()
    .describe('Slots with at least this many lines (25)'),
  sort: z.enum(GAME_LIST_SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export type GameListQuery = z.input<typeof ZGameListQuery>;

export const ZGameList = z.object({ games: z.array(ZGame), total: z.number().int().min(0) });

export const ZHotGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(50).default(20),
  gameCategory: ZGameCategory.optional(),
});

/** The spec's "vass game type" call: the sub-games a VASSALAGE entry opens in the game popup. */
export const ZVassalageGamesQuery = z.object({ vassalage: z.string().min(1).max(64) });
