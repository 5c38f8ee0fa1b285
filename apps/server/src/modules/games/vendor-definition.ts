import type { GameCategory, Vendor } from '@platform/contracts/games/categories';

/** A vendor as a brand offers it in one category. */
export type VendorDefinition = Vendor & { category: GameCategory };
