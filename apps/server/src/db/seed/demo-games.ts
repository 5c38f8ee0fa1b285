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

/** The house provider's real games, the most popular of the demo, with their names in other languages. */
const HOUSE_GAME_NAMES: Record<string, { name: string; names: Record<string, string> }> = {
  [HOUSE_GAMES.slot]: {
    name: 'Lotus Fortune',
    names: {
      CN: '莲花财富',
      TW: '蓮花財富',
      VI: 'Sen Vàng May Mắn',
      TH: 'โลตัสฟอร์จูน',
      JA: 'ロータスフォーチュン',
      KO: '로터스 포춘',
    },
  },
  [HOUSE_GAMES.crash]: {
    name: 'Rocket Crash',
    names: {
      CN: '火箭爆破',
      TW: '火箭爆破',
      VI: 'Tên Lửa',
      TH: 'จรวดแครช',
      JA: 'ロケットクラッシュ',
      KO: '로켓 크래시',
    },
  },
  [HOUSE_GAMES.dice]: {
    name: 'Lucky Dice',
    names: {
      CN: '幸运骰子',
      TW: '幸運骰子',
      VI: 'Xúc Xắc May Mắn',
      TH: 'ลูกเต๋านำโชค',
      JA: 'ラッキーダイス',
      KO: '럭키 다이스',
    },
  },
  [HOUSE_GAMES.baccarat]: {
    name: 'Baccarat',
    names: { CN: '百家乐', TW: '百家樂', VI: 'Baccarat', TH: 'บาคาร่า', JA: 'バカラ', KO: '바카라' },
  },
};

function houseGames(vendor: VendorDefinition): GameDefinition[] {
  return Object.entries(HOUSE_GAME_NAMES).map(([gameCode, { name, names }], index) => ({
    category: vendor.category,
    vendorCode: vendor.vendorCode,
    code: gameCode,
    name,
    names,
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
