import type { GameCategory, Vendor } from '@platform/contracts/games/categories';

/** A vendor as a brand offers it in one category. */
export type VendorDefinition = Vendor & { category: GameCategory };

/** A game of one of the brand's vendors, as the seed (and later the operator API) adds it. */
export type GameDefinition = {
  category: GameCategory;
  vendorCode: string;
  code: string;
  name: string;
  icon: string;
  isHot: boolean;
  popularity: number;
};
