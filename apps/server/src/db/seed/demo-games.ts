import type { GameCategory } from '@platform/contracts/games/categories';
import {
  HOUSE_BACCARAT_TABLES,
  HOUSE_CARD_ROOM_BUY_IN,
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_CARD_ROOM_STAKES,
  HOUSE_GAME_MAX_WIN_MULTIPLIERS,
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
} from '@platform/contracts/vendor-wallet/house';
import { SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import type { GameDefinition, VendorDefinition } from '../../modules/games/vendor-definition.ts';
import { sportsbookGames } from './demo-sportsbook.ts';

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
  CRASH: ['Jet Lift', 'Moon Shot', 'Balloon Pop', 'Comet Rush', 'Star Climb', 'Orbit X'],
  ARCADE: ['Brick Blast', 'Neon Racer', 'Coin Pusher', 'Claw Machine', 'Space Bounce', 'Pixel Pong'],
  MINI: ['Hi Lo', 'Plinko Drop', 'Mines', 'Coin Flip', 'Limbo', 'Wheel Spin'],
  JACKPOT: ['Mega Vault', 'Grand Treasure', 'Lucky Pot', 'Diamond Drop', 'Gold Rush', 'Royal Crown'],
  COCKFIGHTING: [
    'Arena Main Event',
    'Derby Cup',
    'Morning Bouts',
    'Night Derby',
    'Champions Pit',
    'Open Ring',
  ],
  CRICKET: ['Test Match', 'One Day', 'T20 League', 'Super Over', 'Premier Cup', 'World Series'],
};

/** Slot details, taken in turn: the smallest stake (minor units at the demo's scale 2) and pay lines. */
const SLOT_MIN_BETS = [1n, 10n, 20n, 100n, 5n];
const SLOT_LINES = [25, 20, 50, 9, 243, 30];

/** The third-party slot game the demo keeps in maintenance, to show the suggestion page per game. */
const GAME_IN_MAINTENANCE = 'DRAGON_SPINS_LUCKY_LANTERNS';

/**
 * A VASSALAGE group of the demo (spec: isGame): one entry in the lists that opens the popup list of
 * its games.
 */
const GROUPS: {
  vendorCode: string;
  vassalage: string;
  name: string;
  names: Record<string, string>;
  games: string[];
}[] = [
  {
    vendorCode: 'LUCKY_REELS',
    vassalage: 'LUCKY_REELS_CLASSICS',
    name: 'Classic Reels',
    names: { CN: '经典转轴', TW: '經典轉軸', VI: 'Vòng Quay Cổ Điển', TH: 'วงล้อคลาสสิก' },
    games: ['Cherry Seven', 'Triple Bar', 'Lucky Bells', 'Golden Sevens'],
  },
];

/** The tables every card game of the demo offers (spec: pvp rooms). */
const ROOMS = [
  { code: 'NOVICE', name: 'Novice', minBet: 100n, seats: 6 },
  { code: 'STANDARD', name: 'Standard', minBet: 1_000n, seats: 6 },
  { code: 'HIGH', name: 'High Roller', minBet: 10_000n, seats: 4 },
];

/**
 * The platform's own lottery game (seed/demo-lottery.ts) each lottery vendor's entry opens: its
 * launch lands on the betting page of that game, whose family its name suggests.
 */
const LOTTERY_GAMES: Record<string, string> = {
  'Lucky 5': 'SSC_1M',
  'Quick 3': 'K3_1M',
  'Speed Keno': 'SSC_3M',
  'Fast Ten': 'PK10_1M',
  'Turbo 11x5': '11X5_1M',
  'Mini PK10': 'PK10_3M',
  'Northern Draw': 'VN_NORTH',
  'Southern Draw': 'VN_SOUTH',
  'Mega 6/45': 'LHC_MARK_SIX',
  'Power 6/55': 'LHC_MARK_SIX',
  'Max 3D': 'VN_CENTRAL',
  'Lotto 5/35': 'VN_CENTRAL',
};

/** The play type a lottery launch opens without another choice. */
const DEFAULT_PLAY_TYPES: Partial<Record<GameCategory, string>> = { LOTT: 'STANDARD', ELOTT: 'QUICK' };

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
  [HOUSE_GAMES.fishing]: {
    name: 'Dragon Reef',
    names: {
      CN: '龙礁捕鱼',
      TW: '龍礁捕魚',
      VI: 'Rạn San Hô Rồng',
      TH: 'แนวปะการังมังกร',
      JA: 'ドラゴンリーフ',
      KO: '드래곤 리프',
    },
  },
  [HOUSE_LIVE_GAMES.baccarat]: {
    name: 'Live Baccarat',
    names: {
      CN: '真人百家乐',
      TW: '真人百家樂',
      VI: 'Baccarat Trực Tiếp',
      TH: 'บาคาร่าสด',
      JA: 'ライブバカラ',
      KO: '라이브 바카라',
    },
  },
  [HOUSE_CARD_ROOM_GAMES.niuniu]: {
    name: 'Niu-Niu',
    names: {
      CN: '抢庄牛牛',
      TW: '搶莊牛牛',
      VI: 'Ngầu Hầm',
      TH: 'นิวนิว',
      JA: 'ニウニウ',
      KO: '니우니우',
    },
  },
  [HOUSE_CARD_ROOM_GAMES.teenpatti]: {
    name: 'Teen Patti',
    names: {
      CN: '印度炸金花',
      TW: '印度炸金花',
      VI: 'Teen Patti',
      TH: 'ทีนปัตตี',
      JA: 'ティーン・パッティ',
      KO: '틴 패티',
    },
  },
  [HOUSE_LIVE_GAMES.roulette]: {
    name: 'Live Roulette',
    names: {
      CN: '真人轮盘',
      TW: '真人輪盤',
      VI: 'Roulette Trực Tiếp',
      TH: 'รูเล็ตสด',
      JA: 'ライブルーレット',
      KO: '라이브 룰렛',
    },
  },
  [HOUSE_LIVE_GAMES.sicbo]: {
    name: 'Live Sic Bo',
    names: {
      CN: '真人骰宝',
      TW: '真人骰寶',
      VI: 'Tài Xỉu Trực Tiếp',
      TH: 'ไฮโลสด',
      JA: 'ライブ大小',
      KO: '라이브 식보',
    },
  },
};

/** Where each house game is listed: the slot and baccarat among slots, the others in their own. */
const HOUSE_GAME_CATEGORIES: Record<string, GameCategory> = {
  [HOUSE_GAMES.slot]: 'RNG',
  [HOUSE_GAMES.crash]: 'CRASH',
  [HOUSE_GAMES.dice]: 'MINI',
  [HOUSE_GAMES.baccarat]: 'RNG',
  [HOUSE_GAMES.fishing]: 'FISH',
  // The shared tables, one each, in the live lobby beside the studios' tables.
  [HOUSE_LIVE_GAMES.baccarat]: 'LIVE',
  [HOUSE_LIVE_GAMES.roulette]: 'LIVE',
  [HOUSE_LIVE_GAMES.sicbo]: 'LIVE',
  // The card rooms, members against each other, in the PVP lobby.
  [HOUSE_CARD_ROOM_GAMES.niuniu]: 'PVP',
  [HOUSE_CARD_ROOM_GAMES.teenpatti]: 'PVP',
};

/** The house games the vendor on a transfer wallet offers, after the hot ones in the lists. */
const HOUSE_CLUB_GAMES: readonly string[] = [HOUSE_GAMES.slot, HOUSE_GAMES.dice];
const HOUSE_CLUB_POPULARITY = 500;

/** What the house slot states (apps/house-vendor: 25 fixed lines, stakes from 0.10). */
const HOUSE_SLOT = { minBet: 10n, lines: 25 };

/** The house baccarat's tables as its rooms, stakes from the house vendor's (whole units, scale 2 here). */
const HOUSE_BACCARAT = {
  rooms: HOUSE_BACCARAT_TABLES.map((table) => ({
    code: table.code,
    name: ROOMS.find(({ code }) => code === table.code)?.name ?? table.code,
    minBet: BigInt(table.minStake) * 100n,
    seats: 7,
    players: 0,
  })),
};

/**
 * The card rooms' stakes as the game's rooms: the lobby shows the least buy-in as the room's entry
 * (whole units, scale 2 here).
 */
const HOUSE_CARD_ROOMS = {
  rooms: HOUSE_CARD_ROOM_STAKES.map((stake) => ({
    code: stake.code,
    name: ROOMS.find(({ code }) => code === stake.code)?.name ?? stake.code,
    minBet: BigInt(stake.base * HOUSE_CARD_ROOM_BUY_IN.min) * 100n,
    seats: stake.seats,
    players: 0,
  })),
};

const CARD_ROOM_CODES: readonly string[] = Object.values(HOUSE_CARD_ROOM_GAMES);

/** The tile drawn for the Chinese names, so lists show the image of the visitor's language. */
const IMAGE_LANGUAGES = ['CN', 'TW'];

/** A house game's cap, from its rules: the platform keeps it with the game rather than trusting the vendor. */
function maxWinOf(gameCode: string): { maxWinMultiplier?: number } {
  const cap = HOUSE_GAME_MAX_WIN_MULTIPLIERS[gameCode];
  return cap === undefined ? {} : { maxWinMultiplier: cap };
}

function houseGames(vendor: VendorDefinition): GameDefinition[] {
  const isClub = vendor.walletMode === 'transfer';
  const offers = (gameCode: string) =>
    isClub ? HOUSE_CLUB_GAMES.includes(gameCode) : HOUSE_GAME_CATEGORIES[gameCode] === vendor.category;
  return Object.entries(HOUSE_GAME_NAMES).flatMap(([gameCode, { name, names }], index) =>
    offers(gameCode)
      ? [
          {
            category: vendor.category,
            vendorCode: vendor.vendorCode,
            code: gameCode,
            name,
            names,
            icon: `games/${gameCode}.svg`,
            images: Object.fromEntries(
              IMAGE_LANGUAGES.map((language) => [language, `games/${gameCode}_${language}.svg`]),
            ),
            isHot: !isClub,
            popularity: (isClub ? HOUSE_CLUB_POPULARITY : 2000) - index,
            ...maxWinOf(gameCode),
            ...(gameCode === HOUSE_GAMES.slot ? HOUSE_SLOT : {}),
            ...(gameCode === HOUSE_GAMES.baccarat ? HOUSE_BACCARAT : {}),
            ...(CARD_ROOM_CODES.includes(gameCode) ? HOUSE_CARD_ROOMS : {}),
          },
        ]
      : [],
  );
}

function groupGames(vendor: VendorDefinition, popularity: number): GameDefinition[] {
  return GROUPS.filter((group) => group.vendorCode === vendor.vendorCode).flatMap((group) => [
    {
      category: vendor.category,
      vendorCode: vendor.vendorCode,
      code: group.vassalage,
      name: group.name,
      names: group.names,
      icon: `games/${group.vassalage}.svg`,
      isHot: vendor.isHot,
      popularity,
      isGame: 'VASSALAGE' as const,
      vassalage: group.vassalage,
    },
    ...group.games.map((name, index) => {
      const gameCode = `${vendor.vendorCode}_${code(name)}`;
      return {
        category: vendor.category,
        vendorCode: vendor.vendorCode,
        code: gameCode,
        name,
        icon: `games/${gameCode}.svg`,
        isHot: false,
        popularity: popularity - index - 1,
        vassalage: group.vassalage,
        minBet: SLOT_MIN_BETS[index % SLOT_MIN_BETS.length] ?? 1n,
        lines: SLOT_LINES[index % SLOT_LINES.length] ?? 25,
      };
    }),
  ]);
}

/** A third-party game's details by category: slot stakes and lines, lottery play types, card rooms. */
function details(category: GameCategory, index: number, players: number): Partial<GameDefinition> {
  if (category === 'RNG')
    return {
      minBet: SLOT_MIN_BETS[index % SLOT_MIN_BETS.length] ?? 1n,
      lines: SLOT_LINES[index % SLOT_LINES.length] ?? 25,
    };
  if (category === 'PVP')
    return {
      rooms: ROOMS.map((room, roomIndex) => ({ ...room, players: (players + roomIndex) % (room.seats + 1) })),
    };
  const defaultPlayType = DEFAULT_PLAY_TYPES[category];
  return defaultPlayType ? { defaultPlayType } : {};
}

/**
 * Four games for every vendor (and the groups of some); popularity falls with each vendor's position,
 * so hot vendors lead. The providers' vendors (the house vendor, the sportsbook) offer their own games.
 */
export function demoGames(vendors: VendorDefinition[]): GameDefinition[] {
  return vendors.flatMap((vendor, vendorIndex) => {
    if (vendor.providerCode === SPORTSBOOK_PROVIDER_CODE) return sportsbookGames(vendor);
    if (vendor.providerCode) return houseGames(vendor);
    const names = NAMES[vendor.category];
    const base = (vendor.isHot ? 1000 : 0) - (vendorIndex % 10);
    const games = Array.from({ length: GAMES_PER_VENDOR }, (_, index): GameDefinition => {
      const name = names[(vendorIndex + index) % names.length] ?? vendor.displayName;
      const gameCode = `${vendor.vendorCode}_${code(name)}`;
      return {
        category: vendor.category,
        vendorCode: vendor.vendorCode,
        code: gameCode,
        name,
        icon: `games/${gameCode}.svg`,
        isHot: vendor.isHot && index === 0,
        popularity: base + (GAMES_PER_VENDOR - index) * 10,
        inMaintenance: gameCode === GAME_IN_MAINTENANCE,
        ...details(vendor.category, vendorIndex + index, vendorIndex + index * 2),
        ...(LOTTERY_GAMES[name] ? { lotteryGameCode: LOTTERY_GAMES[name] } : {}),
      };
    });
    return [...games, ...groupGames(vendor, base + 5)];
  });
}
