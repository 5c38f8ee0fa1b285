import type { GameCategory, Vendor } from '@platform/contracts/games/categories';

/**
 * A vendor as a brand offers it in one category; `providerCode` names the game provider that runs its
 * games over the seamless wallet (without one, the vendor is listed only).
 */
export type VendorDefinition = Vendor & { category: GameCategory; providerCode?: string };

/** A game of one of the brand's vendors, as the seed (and later the operator API) adds it. */
export type GameDefinition = {
  category: GameCategory;
  vendorCode: string;
  code: string;
  name: string;
  icon: string;
  isHot: boolean;
  popularity: number;
  /** The name in other languages, by language code (CN, VI, ...). */
  names?: Record<string, string>;
};
