import type { Outcome } from './markets.ts';
import { priceRatio } from './odds.ts';
import { add, floor, HALF, mul, ONE, type Ratio, ratio, ZERO } from './ratio.ts';

/** A selection on the slip: its event (legs of one event are related) and the price taken. */
export type Leg = { readonly eventId: string; readonly selectionId: string; readonly price: bigint };

/**
 * A system: how many selections it takes and the sizes of the combinations it bets, one line each.
 * A single is one selection in a line of one, an accumulator n selections in a line of n.
 */
type System = { readonly legs: number; readonly sizes: readonly number[] };

const binomial = (n: number, k: number): number => {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
};

/** How many lines (combinations) a system bets. */
export const linesOf = (system: System): number =>
  system.sizes.reduce((sum, size) => sum + binomial(system.legs, size), 0);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The Asian mix parlay forms, named "selections×lines": on m selections, the doubles alone, the
 * (m-1)-folds alone, and every run of folds from some size up to m-1 folds and the m-fold (3×4 is a
 * Trixie, 4×11 a Yankee, 5×26 a Super Yankee, 6×57 a Heinz).
 */
const MIX_PARLAYS: Record<string, System> = Object.fromEntries(
  range(3, 8).flatMap((legs) =>
    [[2], ...(legs > 3 ? [[legs - 1]] : []), ...range(2, legs - 1).map((from) => range(from, legs))].map(
      (sizes) => {
        const system = { legs, sizes };
        return [`${legs}x${linesOf(system)}`, system] as const;
      },
    ),
  ),
);

/** The systems a slip offers, by name. */
export const SYSTEMS: Readonly<Record<string, System>> = {
  '2/3': { legs: 3, sizes: [2] },
  '3/4': { legs: 4, sizes: [3] },
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky_15: { legs: 4, sizes: [1, 2, 3, 4] },
  lucky_31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  lucky_63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
  ...MIX_PARLAYS,
};

/** The most selections an accumulator takes. */
const MAX_ACCUMULATOR_LEGS = 20;

export type BetKind =
  | { readonly kind: 'single' }
  | { readonly kind: 'accumulator' }
  | { readonly kind: 'system'; readonly name: string };

export type Bet = { readonly legs: readonly Leg[]; readonly system: System; readonly unitStake: bigint };

type SlipProblem =
  | 'unknown_system'
  | 'wrong_number_of_selections'
  | 'related_selections'
  | 'stake_not_positive';

/**
 * A slip as a bet, or why it cannot be one. Legs of one event are refused together in a multiple:
 * their outcomes depend on each other (a side's win and its handicap), so their prices cannot be
 * multiplied as if independent.
 */
export function betOf(
  kind: BetKind,
  legs: readonly Leg[],
  unitStake: bigint,
): { ok: true; bet: Bet } | { ok: false; problem: SlipProblem } {
  const system =
    kind.kind === 'single'
      ? { legs: 1, sizes: [1] }
      : kind.kind === 'accumulator'
        ? { legs: legs.length, sizes: [legs.length] }
        : Object.hasOwn(SYSTEMS, kind.name)
          ? SYSTEMS[kind.name]
          : undefined;
  if (system === undefined) return { ok: false, problem: 'unknown_system' };
  if (unitStake < 1n) return { ok: false, problem: 'stake_not_positive' };
  const isTooLong = kind.kind === 'accumulator' && (legs.length < 2 || legs.length > MAX_ACCUMULATOR_LEGS);
  if (legs.length !== system.legs || isTooLong) return { ok: false, problem: 'wrong_number_of_selections' };
  if (new Set(legs.map((leg) => leg.eventId)).size !== legs.length)
    return { ok: false, problem: 'related_selections' };
  return { ok: true, bet: { legs, system, unitStake } };
}

export const totalStake = (bet: Bet): bigint => bet.unitStake * BigInt(linesOf(bet.system));

/**
 * What one unit on a leg returns: the price for a win, nothing for a loss, the unit back (price 1) for
 * a void or a push, half the unit at the price and half back for a half-win, half back for a half-lose,
 * and the dead-heat factor of the unit at the price.
 */
export function legFactor(outcome: Outcome, price: bigint): Ratio {
  const atPrice = priceRatio(price);
  switch (outcome.kind) {
    case 'win':
      return atPrice;
    case 'lose':
      return ZERO;
    case 'void':
    case 'push':
      return ONE;
    case 'half_win':
      return mul(add(ONE, atPrice), HALF);
    case 'half_lose':
      return HALF;
    case 'dead_heat':
      return mul(outcome.factor, atPrice);
  }
}

/**
 * What one unit on every line of a system returns, given each leg's factor: the sum over the system's
 * sizes of the elementary symmetric sums of the factors (the sum, over every combination of that size,
 * of its factors' product), built one leg at a time rather than by listing combinations.
 */
export function systemFactor(factors: readonly Ratio[], sizes: readonly number[]): Ratio {
  const sums: Ratio[] = [ONE, ...factors.map(() => ZERO)];
  for (const factor of factors)
    for (let size = sums.length - 1; size >= 1; size -= 1)
      sums[size] = add(sums[size] ?? ZERO, mul(sums[size - 1] ?? ZERO, factor));
  return sizes.reduce((sum, size) => add(sum, sums[size] ?? ZERO), ZERO);
}

/** A return in minor units: the exact value rounded down once, in the house's favour. */
const returnOf = (bet: Bet, factors: readonly Ratio[]) =>
  floor(mul(ratio(bet.unitStake), systemFactor(factors, bet.system.sizes)));

/** The return if every selection wins, shown before the bet is placed. */
export const potentialReturn = (bet: Bet): bigint =>
  returnOf(
    bet,
    bet.legs.map((leg) => priceRatio(leg.price)),
  );

/** The return of a bet once every leg is graded. */
export const settledReturn = (bet: Bet, outcomeOf: (leg: Leg) => Outcome): bigint =>
  returnOf(
    bet,
    bet.legs.map((leg) => legFactor(outcomeOf(leg), leg.price)),
  );
