import type { GameCategory } from '@platform/contracts/games/categories';
import type { VendorDefinition } from '../../modules/games/vendor-definition.ts';

/** Vendor names are the demo's own inventions; icons are drawn by the media module from the code. */
const VENDORS: Record<GameCategory, string[]> = {
  LIVE: ['Lotus Live', 'Jade Studio', 'Royal Table', 'Golden Dealer', 'Pearl Live'],
  SPORTS: ['Arena Sports', 'Kickoff', 'Stadium One', 'Goal Line', 'Match Point', 'Victory Sports'],
  FISH: ['Deep Sea', 'Coral Hunt', 'Fish King'],
  RNG: [
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
};

const HOT = new Set(['Lotus Live', 'Arena Sports', 'Lucky Reels', 'Quick Draw']);

function code(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

export function demoVendors(): VendorDefinition[] {
  let accountTypeId = 100;
  return Object.entries(VENDORS).flatMap(([category, names]) =>
    names.map((displayName) => ({
      category: category as GameCategory,
      accountTypeId: accountTypeId++,
      vendorCode: code(displayName),
      displayName,
      smallIcon: `vendors/${code(displayName)}.svg`,
      isHot: HOT.has(displayName),
      inMaintenance: displayName === 'Fish King',
    })),
  );
}
