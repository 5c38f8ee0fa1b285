/** The house game provider's code in the platform, and its games' codes. */
export const HOUSE_PROVIDER_CODE = 'HOUSE';

export const HOUSE_GAMES = {
  slot: 'HOUSE_LOTUS_FORTUNE',
  crash: 'HOUSE_ROCKET_CRASH',
  dice: 'HOUSE_LUCKY_DICE',
  baccarat: 'HOUSE_BACCARAT',
  fishing: 'HOUSE_DRAGON_REEF',
} as const;

/** The house's shared "live" tables: one table of each runs rounds on a timer for everyone seated. */
export const HOUSE_LIVE_GAMES = {
  baccarat: 'HOUSE_LIVE_BACCARAT',
  roulette: 'HOUSE_LIVE_ROULETTE',
  sicbo: 'HOUSE_LIVE_SICBO',
} as const;

/**
 * The house's card rooms (the PVP lobby): members play against each other at tables of a stake, the
 * house only rakes. A launch names the stake as its `room`.
 */
export const HOUSE_CARD_ROOM_GAMES = { niuniu: 'HOUSE_NIUNIU', teenpatti: 'HOUSE_TEENPATTI' } as const;

/**
 * Each stake's unit (`base`, whole units of the member's currency): a seat buys in with 20 to 500 of
 * them, and a Niu-Niu hand moves at most 128 (4 × 4 × 8) of them per player. Five seats a table.
 */
export const HOUSE_CARD_ROOM_STAKES = [
  { code: 'NOVICE', base: 1, seats: 5 },
  { code: 'STANDARD', base: 10, seats: 5 },
  { code: 'HIGH', base: 100, seats: 5 },
] as const;
export const HOUSE_CARD_ROOM_BUY_IN = { min: 20, max: 500 } as const;
/**
 * The card rooms' rake, the house's only income there: `percent` of each winner's gain in a hand (of
 * the pot, in Teen Patti), at most `capUnits` whole units of the table's currency per winner and hand,
 * whole units as the stakes' bases are (100.00 in dollars, 100 in yen).
 */
export const HOUSE_CARD_ROOM_RAKE = { percent: 5, capUnits: 100 } as const;

/**
 * The most a round of each house game can pay, in stakes, by its rules (apps/house-vendor/src/games
 * checks them): the platform seeds them as the games' win caps, so a credit above one is refused
 * even when it is signed with the vendor's key.
 */
export const HOUSE_GAME_MAX_WIN_MULTIPLIERS: Readonly<Record<string, number>> = {
  HOUSE_LUCKY_DICE: 99,
  HOUSE_ROCKET_CRASH: 1000,
  HOUSE_BACCARAT: 9,
  // A spin pays at most 25 lines of 1,000 line stakes (1,000 stakes) and 50 for scatters; a round is
  // a spin and at most 8 free spins paying double: 1,050 × 17.
  HOUSE_LOTUS_FORTUNE: 17_850,
  // The Dragon King's 40 times the wheel's top segment, 10.
  HOUSE_DRAGON_REEF: 400,
  // A shared table's round is all of a member's bets on it: no bet returns more than these stakes.
  HOUSE_LIVE_BACCARAT: 9,
  HOUSE_LIVE_ROULETTE: 36,
  HOUSE_LIVE_SICBO: 181,
  // A seat's round is its buy-in (at least 20 bases) closed by its chips: at most its own and the
  // four other seats' largest buy-ins (500 bases each), 2,020 bases, 101 times the least buy-in.
  HOUSE_NIUNIU: 101,
  // Teen Patti's seat likewise: a hand pays a seat at most what the other seats put in, all their
  // chips at most, so the same 101 times the least buy-in bounds a round.
  HOUSE_TEENPATTI: 101,
};

/**
 * Each house game's return to player by its rules, in percent with two decimals (apps/house-vendor's
 * rtp test computes them): the reports set a game's actual return against it. Baccarat's is the banker
 * bet's, the bet most stakes go on (player 98.77, tie 85.88).
 */
export const HOUSE_GAME_RTP: Readonly<Record<string, string>> = {
  HOUSE_LUCKY_DICE: '99.00',
  HOUSE_ROCKET_CRASH: '99.00',
  HOUSE_BACCARAT: '98.94',
  HOUSE_LOTUS_FORTUNE: '95.89',
  HOUSE_DRAGON_REEF: '96.00',
  // The shared tables' (apps/house-vendor/src/live/rtp.test.ts): baccarat's banker bet from an 8-deck
  // shoe (player 98.77, tie 85.64), every roulette bet, sic bo's small and big (others 69.44 to 92.13).
  HOUSE_LIVE_BACCARAT: '98.94',
  HOUSE_LIVE_ROULETTE: '97.30',
  HOUSE_LIVE_SICBO: '97.22',
};

/**
 * The house's progressive jackpots and the chance that one eligible spin wins each, published on the
 * slot's rules page: the vendor rolls every tier on every spin of a game that feeds it, from the
 * round's committed seed. The platform keeps each brand's pools (their share of stakes, their seed).
 */
export const HOUSE_JACKPOTS = [
  { code: 'LOTUS_GRAND', oneIn: 500_000 },
  { code: 'LOTUS_MINI', oneIn: 5_000 },
] as const;

/**
 * The house games that roll for the jackpots, a roll per spin or shot (the platform's per-game setting
 * names the same): the slot and the fishing game, whose stakes feed the pools.
 */
export const HOUSE_JACKPOT_GAMES: readonly string[] = [HOUSE_GAMES.slot, HOUSE_GAMES.fishing];

/**
 * The house baccarat's tables, which a launch names as its `room` (the platform lists them as the
 * game's rooms): the stakes each takes, in whole units of the player's currency.
 */
export const HOUSE_BACCARAT_TABLES = [
  { code: 'NOVICE', minStake: 1, maxStake: 100 },
  { code: 'STANDARD', minStake: 10, maxStake: 1_000 },
  { code: 'HIGH', minStake: 100, maxStake: 10_000 },
] as const;

/**
 * What a house game posts to the page that frames it after each round it plays (apps/house-vendor's
 * client sends the same text): no amount, only that the player's balance moved, so the site reads
 * its balance again. Any framing page may read it; it says nothing.
 */
export const HOUSE_ROUND_MESSAGE = 'house.round.played';

/**
 * What a house game posts to the page that frames it when the platform refused a stake because the
 * player's reality check waits for an answer: the site asks for its check then, so the player meets
 * it at once rather than at the next poll. Like the round message, it carries nothing.
 */
export const HOUSE_REALITY_CHECK_MESSAGE = 'house.reality.check';
