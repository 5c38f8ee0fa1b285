import type { GameCategory } from '@platform/contracts/games/categories';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import type { GameDefinition, VendorDefinition } from '../../modules/games/vendor-definition.ts';

/** Game names by category, the demo's own; each vendor gets four of them. */
const NAMES: Record<GameCategory, string[]> = {
  LIVE: [
    'Baccarat Royale',
    'Speed Roulette',
    'Dragon Tiger',
    'Sic Bo Deluxe',
    'Blackjack VIP',
    'Lucky Wheel',
  ],
  SPORTS: ['Football', 'Basketball', 'Tennis', 'Badminton', 'Cricket', 'Volleyball'],
  FISH: ['Ocean King', 'Golden Shark', 'Fish Hunter', 'Mermaid Treasure', 'Deep Dive', 'Coral Reef'],
  RNG: [
    'Fortune Koi',
    'Golden Dragon',
    'Lucky Lanterns',
    'Jade Empire',
    'Mega Fruits',
    'Panda Gold',
    'Tiger Riches',
  ],
  PVP: ['Texas Poker', 'Mahjong Ways', 'Tien Len', 'Pai Gow', 'Bull Bull', 'Three Cards'],
  ELOTT: ['Lucky 5', 'Quick 3', 'Speed Keno', 'Fast Ten', 'Turbo 11x5', 'Mini PK10'],
  LOTT: ['Northern Draw', 'Southern Draw', 'Mega 6/45', 'Power 6/55', 'Max 3D', 'Lotto 5/35'],
  ESPORTS: ['Arena Clash', 'Legends Cup', 'Battle Royale', 'Strike Force', 'Kings League', 'Speed Racer'],
};

const GAMES_PER_VENDOR = 4;

function code(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** The house provider's real games, the most popular of the demo. */
const HOUSE_GAME_NAMES: Record<string, string> = {
  [HOUSE_GAMES.slot]: 'Lotus Fortune',
  [HOUSE_GAMES.crash]: 'Rocket Crash',
  [HOUSE_GAMES.dice]: 'Lucky Dice',
  [HOUSE_GAMES.baccarat]: 'Baccarat',
};

function houseGames(vendor: VendorDefinition): GameDefinition[] {
  return Object.entries(HOUSE_GAME_NAMES).map(([gameCode, name], index) => ({
    category: vendor.category,
    vendorCode: vendor.vendorCode,
    code: gameCode,
    name,
    icon: `games/${gameCode}.svg`,
    isHot: true,
    popularity: 2000 - index,
  }));
}

/** Four games for every vendor; popularity falls with each vendor's position, so hot vendors lead. */
export function demoGames(vendors: VendorDefinition[]): GameDefinition[] {
  return vendors.flatMap((vendor, vendorIndex) => {
    if (vendor.providerCode) return houseGames(vendor);
    const names = NAMES[vendor.category];
    return Array.from({ length: GAMES_PER_VENDOR }, (_, index) => {
      const name = names[(vendorIndex + index) % names.length] ?? vendor.displayName;
      const gameCode = `${vendor.vendorCode}_${code(name)}`;
      return {
        category: vendor.category,
        vendorCode: vendor.vendorCode,
        code: gameCode,
        name,
        icon: `games/${gameCode}.svg`,
        isHot: vendor.isHot && index === 0,
        popularity: (vendor.isHot ? 1000 : 0) + (GAMES_PER_VENDOR - index) * 10 - (vendorIndex % 10),
      };
    });
  });
}
