import { GAME_TYPES, RATE_SCALE } from '@platform/contracts/loyalty/schemas';

export type GameType = (typeof GAME_TYPES)[number];

/**
 * The spec's five point types gather the catalogue's categories: card and table games live, every
 * kind of sport betting sports, slots and the other instant games rng, lotteries lott.
 */
const TYPE_OF_CATEGORY: Record<string, GameType> = {
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  CRICKET: 'sports',
  COCKFIGHTING: 'sports',
  RNG: 'rng',
  FISH: 'rng',
  CRASH: 'rng',
  ARCADE: 'rng',
  MINI: 'rng',
  JACKPOT: 'rng',
  PVP: 'pvp',
  ELOTT: 'lott',
  LOTT: 'lott',
};

/** The game type a catalogue category counts in; an unknown category counts as rng. */
export const gameTypeOf = (category: string): GameType => TYPE_OF_CATEGORY[category] ?? 'rng';

/** Whole points for `amount` minor units at `minorPerPoint` minor units a point: fractions are dropped. */
export const pointsFor = (amount: bigint, minorPerPoint: bigint): bigint =>
  amount > 0n ? amount / minorPerPoint : 0n;

export type LevelRule = {
  level: number;
  name: string;
  minDeposit: bigint;
  minBet: bigint;
  upgradeBonus: bigint;
  rebateRates: Partial<Record<GameType, number>>;
};

/** The highest level whose deposit and bet thresholds are both reached (levels in any order). */
export function levelFor<T extends LevelRule>(levels: readonly T[], deposit: bigint, validBet: bigint): T {
  let best: T | undefined;
  for (const rule of levels)
    if (deposit >= rule.minDeposit && validBet >= rule.minBet && (!best || rule.level > best.level))
      best = rule;
  if (!best) throw new Error('A brand has a VIP level 0 with no thresholds');
  return best;
}

/** The rebate on each game type's valid bet at the level's rate, each rounded down to the minor unit. */
export function rebateFor(
  rates: LevelRule['rebateRates'],
  validBets: Partial<Record<GameType, bigint>>,
): bigint {
  let total = 0n;
  for (const type of GAME_TYPES) {
    const bet = validBets[type] ?? 0n;
    if (bet > 0n) total += (bet * BigInt(rates[type] ?? 0)) / BigInt(RATE_SCALE);
  }
  return total;
}

/**
 * A brand's levels are valid when they are numbered 0, 1, 2 ... with level 0 open to everyone, and
 * each level asks at least what the one below asks on both thresholds.
 */
export function areLevelsValid(levels: readonly LevelRule[]): boolean {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  return sorted.every((rule, index) => {
    if (rule.level !== index) return false;
    const below = sorted[index - 1];
    if (!below) return rule.minDeposit === 0n && rule.minBet === 0n;
    return rule.minDeposit >= below.minDeposit && rule.minBet >= below.minBet;
  });
}
