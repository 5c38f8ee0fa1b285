import type { GameCategory } from '@platform/contracts/games/categories';
import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import type { VendorDefinition } from '../../modules/games/vendor-definition.ts';
import { sportsbookVendors } from './demo-sportsbook.ts';

/** Vendor names are the demo's own inventions; icons are drawn by the media module from the code. */
const VENDORS: Record<GameCategory, string[]> = {
  LIVE: ['Lotus Live', 'Jade Studio', 'Royal Table', 'Golden Dealer', 'Pearl Live'],
  SPORTS: ['Arena Sports', 'Kickoff', 'Stadium One', 'Goal Line', 'Match Point', 'Victory Sports'],
  FISH: ['Deep Sea', 'Coral Hunt', 'Fish King'],
  RNG: [
    'Lotus Originals',
    'Lucky Reels',
    'Dragon Spins',
    'Neon Slots',
    'Fortune Wheel',
    'Star Reels',
    'Jungle Slots',
    'Ocean Spins',
  ],
  PVP: ['Card Masters', 'Tiger Tables', 'Mahjong House', 'Poker Den'],
  ELOTT: ['Quick Draw', 'Lotto Flash'],
  LOTT: ['Regional Lotto', 'Mega Lotto', 'Daily Numbers'],
  ESPORTS: ['Pro Gamer', 'Esports Arena'],
  CRASH: ['Lotus Originals', 'Sky Rocket', 'Moon Blast'],
  ARCADE: ['Pixel Arcade', 'Retro Play'],
  MINI: ['Lotus Originals', 'Mini Hub'],
  JACKPOT: ['Mega Pot', 'Grand Jackpot'],
  COCKFIGHTING: ['Rooster Arena', 'Sabong Live'],
  CRICKET: ['Cricket Star', 'Wicket Bet'],
};

/** Account type names the spec singles out (TCG_SEA, GPI); the others go by their vendor code. */
const ACCOUNT_TYPE_NAMES: Record<string, string> = { 'Regional Lotto': 'TCG_SEA', 'Lotto Flash': 'GPI' };

/** The house provider's own games, the ones that really play; every other vendor is listed only. */
const HOUSE_VENDOR_NAME = 'Lotus Originals';

const HOT = new Set([
  'Lotus Originals',
  'Lotus Live',
  'Arena Sports',
  'Lucky Reels',
  'Quick Draw',
  'Sky Rocket',
  'Rooster Arena',
]);

function code(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/**
 * The house vendor's id stays 99 so the listed vendors keep theirs (100 and up) whatever is added; it
 * shows in every category that has one of its games, with one wallet.
 */
const HOUSE_ACCOUNT_TYPE_ID = 99;

/**
 * The house provider once more, as a vendor on a transfer wallet: the member moves money into its
 * own wallet and its games play that wallet. Added after the others, so theirs keep their places.
 */
const HOUSE_CLUB: VendorDefinition = {
  category: 'ARCADE',
  accountTypeId: 98,
  vendorCode: code('Lotus Club'),
  displayName: 'Lotus Club',
  smallIcon: `vendors/${code('Lotus Club')}.svg`,
  isHot: false,
  inMaintenance: false,
  providerCode: HOUSE_PROVIDER_CODE,
  walletMode: 'transfer',
};

/**
 * Lobbies the house vendor joined after the others were listed (issue 27): appended, so that every
 * listed vendor keeps its id and its games (their names follow each vendor's place in the list).
 */
const HOUSE_LOBBIES_ADDED: readonly GameCategory[] = ['FISH', 'LIVE', 'PVP'];

function houseVendorIn(category: GameCategory): VendorDefinition {
  return {
    category,
    accountTypeId: HOUSE_ACCOUNT_TYPE_ID,
    vendorCode: code(HOUSE_VENDOR_NAME),
    displayName: HOUSE_VENDOR_NAME,
    smallIcon: `vendors/${code(HOUSE_VENDOR_NAME)}.svg`,
    isHot: true,
    inMaintenance: false,
    providerCode: HOUSE_PROVIDER_CODE,
  };
}

export function demoVendors(): VendorDefinition[] {
  let accountTypeId = 100;
  const listed = Object.entries(VENDORS).flatMap(([category, names]) =>
    names.map((displayName) => ({
      ...(ACCOUNT_TYPE_NAMES[displayName] ? { accountTypeName: ACCOUNT_TYPE_NAMES[displayName] } : {}),
      category: category as GameCategory,
      accountTypeId: displayName === HOUSE_VENDOR_NAME ? HOUSE_ACCOUNT_TYPE_ID : accountTypeId++,
      vendorCode: code(displayName),
      displayName,
      smallIcon: `vendors/${code(displayName)}.svg`,
      isHot: HOT.has(displayName),
      inMaintenance: displayName === 'Fish King',
      ...(displayName === HOUSE_VENDOR_NAME ? { providerCode: HOUSE_PROVIDER_CODE } : {}),
    })),
  );
  return [...listed, HOUSE_CLUB, ...sportsbookVendors(), ...HOUSE_LOBBIES_ADDED.map(houseVendorIn)];
}
