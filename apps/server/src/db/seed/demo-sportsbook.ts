import type { GameCategory } from '@platform/contracts/games/categories';
import {
  SPORTSBOOK_GAMES,
  SPORTSBOOK_MAX_WIN_MULTIPLIER,
  SPORTSBOOK_PROVIDER_CODE,
} from '@platform/contracts/vendor-wallet/sportsbook';
import type { GameDefinition, VendorDefinition } from '../../modules/games/vendor-definition.ts';

/** The sportsbook as the demo lists it: one vendor, in each lobby one of its games opens. */
export const SPORTSBOOK_NAME = 'Lotus Sportsbook';
const SPORTSBOOK_VENDOR_CODE = 'LOTUS_SPORTSBOOK';

/** Below the house vendor's 99 and its transfer-wallet club's 98, so the listed vendors keep theirs. */
const SPORTSBOOK_ACCOUNT_TYPE_ID = 97;

/**
 * Above the games of the listed vendors that are not hot (40 at most), below the hot vendors' (1000 and
 * up) and the house games' (2000): the book comes early in its lobbies' lists and leaves the brand's
 * most popular games (the home page's) as they were.
 */
const SPORTSBOOK_POPULARITY = 500;

/** Each of the book's games: the lobby it is listed in, and its name in the demo's other languages. */
const GAMES: { code: string; category: GameCategory; name: string; names: Record<string, string> }[] = [
  {
    code: SPORTSBOOK_GAMES.football,
    category: 'SPORTS',
    name: 'Sportsbook',
    names: { CN: '体育博彩', TW: '體育博彩', VI: 'Cá cược thể thao', TH: 'กีฬา' },
  },
  {
    code: SPORTSBOOK_GAMES.virtual,
    category: 'SPORTS',
    name: 'Virtual Sports',
    names: { CN: '虚拟体育', TW: '虛擬體育', VI: 'Thể thao ảo', TH: 'กีฬาเสมือนจริง' },
  },
  {
    code: SPORTSBOOK_GAMES.esports,
    category: 'ESPORTS',
    name: 'E-sports Betting',
    names: { CN: '电竞投注', TW: '電競投注', VI: 'Cá cược thể thao điện tử', TH: 'เดิมพันอีสปอร์ต' },
  },
  {
    code: SPORTSBOOK_GAMES.cricket,
    category: 'CRICKET',
    name: 'Cricket Betting',
    names: { CN: '板球投注', TW: '板球投注', VI: 'Cá cược cricket', TH: 'เดิมพันคริกเก็ต' },
  },
  {
    code: SPORTSBOOK_GAMES.cockfighting,
    category: 'COCKFIGHTING',
    name: 'Cockfighting',
    names: { CN: '斗鸡', TW: '鬥雞', VI: 'Đá gà', TH: 'ชนไก่' },
  },
];

/**
 * The book's vendor in every category one of its games is listed in, with one account type (a vendor
 * shown in several lobbies, as the house vendor is). It plays the main wallet through the seamless wallet.
 */
export function sportsbookVendors(): VendorDefinition[] {
  return [...new Set(GAMES.map(({ category }) => category))].map((category) => ({
    category,
    accountTypeId: SPORTSBOOK_ACCOUNT_TYPE_ID,
    vendorCode: SPORTSBOOK_VENDOR_CODE,
    displayName: SPORTSBOOK_NAME,
    smallIcon: `vendors/${SPORTSBOOK_VENDOR_CODE}.svg`,
    isHot: false,
    inMaintenance: false,
    providerCode: SPORTSBOOK_PROVIDER_CODE,
  }));
}

/** The book's games in the vendor's category, each capped at the book's top multiplier. */
export function sportsbookGames(vendor: VendorDefinition): GameDefinition[] {
  return GAMES.filter(({ category }) => category === vendor.category).map((game, index) => ({
    category: game.category,
    vendorCode: vendor.vendorCode,
    code: game.code,
    name: game.name,
    names: game.names,
    icon: `games/${game.code}.svg`,
    isHot: false,
    popularity: SPORTSBOOK_POPULARITY - index,
    maxWinMultiplier: SPORTSBOOK_MAX_WIN_MULTIPLIER,
  }));
}
