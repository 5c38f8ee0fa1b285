import type { GameCategory, Vendor } from '@platform/contracts/games/categories';
import type { VendorWalletMode } from '../../db/schema.ts';

/**
 * A vendor as a brand offers it in one category; `providerCode` names the game provider that runs its
 * games over the seamless wallet (without one, the vendor is listed only). `accountTypeName` defaults
 * to the vendor code. `walletMode` (seamless by default) says whether the provider plays the main
 * wallet or the vendor's own wallet, which the member fills by transfer; give every category of one
 * account type the same mode.
 */
export type VendorDefinition = Omit<Vendor, 'seamless'> & {
  category: GameCategory;
  providerCode?: string;
  accountTypeName?: string;
  walletMode?: VendorWalletMode;
};

/** A table of a card game (the spec's pvp rooms); stakes in minor units. */
type PvpRoomDefinition = {
  code: string;
  name: string;
  minBet: bigint;
  seats: number;
  players: number;
};

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
  /** The tile image in other languages, by language code, relative to the brand's image CDN. */
  images?: Record<string, string>;
  /** VASSALAGE: a group whose games (those with its `vassalage`) open in the game popup. */
  isGame?: 'GAME' | 'VASSALAGE';
  vassalage?: string;
  defaultPlayType?: string;
  inMaintenance?: boolean;
  /** The smallest stake, in minor units. */
  minBet?: bigint;
  lines?: number;
  rooms?: PvpRoomDefinition[];
  /** The platform's own lottery game this entry stands for: its launch opens that game's betting page. */
  lotteryGameCode?: string;
  /** The most a round may pay, in stakes: a vendor's credit above it is refused. */
  maxWinMultiplier?: number;
};
