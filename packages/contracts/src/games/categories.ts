import { z } from 'zod';

/** Game categories of the nav bar, in the spec's order, with the route each opens. */
export const GAME_CATEGORIES = ['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS'] as const;
export const ZGameCategory = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof ZGameCategory>;

export const ZVendor = z.object({
  accountTypeId: z.number().int().describe('Vendor id, as game launches name it'),
  vendorCode: z.string(),
  displayName: z.string(),
  smallIcon: z.string().describe('Icon address, served through the brand image CDN'),
  isHot: z.boolean(),
  inMaintenance: z.boolean(),
});
export type Vendor = z.infer<typeof ZVendor>;

/** One nav entry per category that has vendors; categories without vendors are left out. */
export const ZGameMenus = z.array(z.object({ gameCategory: ZGameCategory, vendors: z.array(ZVendor) }));
export type GameMenus = z.infer<typeof ZGameMenus>;

/** A game as lists and lobbies show it; `nodeId` is its id in launches and favourites. */
export const ZGame = z.object({
  nodeId: z.string(),
  code: z.string(),
  name: z.string(),
  gameCategory: ZGameCategory,
  vendorCode: z.string(),
  accountTypeId: z.number().int(),
  icon: z.string().describe('Tile image address, relative to an image CDN'),
  isHot: z.boolean(),
});
export type Game = z.infer<typeof ZGame>;

export const ZPopularGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(50).default(20),
  gameCategory: ZGameCategory.optional().describe('Only games of this category'),
  excludeVendor: z.string().max(32).optional().describe('Leave out this vendor (the one in maintenance)'),
});
