/** The house game provider's code in the platform, and its games' codes. */
export const HOUSE_PROVIDER_CODE = 'HOUSE';

export const HOUSE_GAMES = {
  slot: 'HOUSE_LOTUS_FORTUNE',
  crash: 'HOUSE_ROCKET_CRASH',
  dice: 'HOUSE_LUCKY_DICE',
  baccarat: 'HOUSE_BACCARAT',
} as const;

/**
 * The house baccarat's tables, which a launch names as its `room` (the platform lists them as the
 * game's rooms): the stakes each takes, in whole units of the player's currency.
 */
export const HOUSE_BACCARAT_TABLES = [
  { code: 'NOVICE', minStake: 1, maxStake: 100 },
  { code: 'STANDARD', minStake: 10, maxStake: 1_000 },
  { code: 'HIGH', minStake: 100, maxStake: 10_000 },
] as const;
