/**
 * The shape every family's play types share: a selection is one list of picks per row of the play type
 * (a row is a ball position, or the single pool of a group or "any" play), and each play type counts its
 * single bets and settles them against the drawn balls.
 */
export type Family = 'SSC' | 'PK10' | '11X5' | 'LHC' | 'K3' | 'VN' | 'LF';
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** The balls of a draw, in drawn order (see index.ts for each family's shape). */
export type Balls = readonly number[];

/** A ball number, or a named side such as 'big' or 'dragon'. */
export type Pick = number | string;

/** One list of picks per row of the play type, each list in the row's option order, without repeats. */
export type Selection = readonly (readonly Pick[])[];

export type Row = {
  /** A key the UI translates, e.g. 'ball1', 'pool', 'sum'. */
  key: string;
  options: readonly Pick[];
  /** The fewest and the most picks in this row. */
  min: number;
  max: number;
};

/** What the UI and the API need to know about a play type. */
export type PlayType = {
  code: string;
  family: Family;
  rows: readonly Row[];
  /** The prize keys its settlement can name; odds are quoted per prize key. */
  prizes: readonly string[];
};

export type Outcome = { wins: readonly { prize: string; count: number }[]; refunded: number };

/** When the draw took place; the LHC zodiac plays need it (a number's zodiac changes at lunar new year). */
export type DrawContext = { drawnAt?: Date };

/**
 * The odds basis of a prize: `expected` is the expected number of wins of one single bet (its probability,
 * or for VN lô the expected number of occurrences) and `tie` the probability that the single bet is refunded.
 */
export type PrizeBasis = { expected: number; tie?: number };

export type PlayRules = {
  code: string;
  rows: readonly Row[];
  prizes: Readonly<Record<string, PrizeBasis>>;
  /** The number of single bets a well-formed selection makes; 0 when it makes none (refused). */
  bets(selection: Selection): number;
  settle(selection: Selection, balls: Balls, context: DrawContext): Outcome;
};

export type FamilyRules = {
  plays: readonly PlayRules[];
  ballsFromSeed(seed: Uint8Array): Balls;
  checkBalls(balls: readonly number[]): boolean;
};

/** The integers from..to inclusive. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Binomial coefficient C(n, k); 0 when k is out of 0..n. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

/** Number of picks over all rows: plays where each pick of each row is one single bet. */
export function eachPick(selection: Selection): number {
  return selection.reduce((sum, row) => sum + row.length, 0);
}

/** Product of the row sizes: direct plays, one pick from each row per single bet. */
export function everyCombination(selection: Selection): number {
  return selection.reduce((product, row) => product * row.length, 1);
}

/** Collects win counts by prize key, leaving out zero counts. */
export function outcome(counts: Readonly<Record<string, number>>, refunded = 0): Outcome {
  const wins = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([prize, count]) => ({ prize, count }));
  return { wins, refunded };
}

export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

function areDistinct(values: readonly number[]): boolean {
  return new Set(values).size === values.length;
}

/** Balls: `count` integers within min..max, distinct when asked. */
export function isBallList(
  balls: readonly number[],
  count: number,
  min: number,
  max: number,
  isDistinct: boolean,
): boolean {
  return (
    balls.length === count &&
    balls.every((ball) => isIntegerIn(ball, min, max)) &&
    (!isDistinct || areDistinct(balls))
  );
}

/** Fixed position: any numbers in each position's row, each a single bet that wins when its position shows it. */
export function fixedPosition(
  code: string,
  positions: readonly string[],
  numbers: readonly number[],
): PlayRules {
  return {
    code,
    rows: positions.map((key) => ({ key, options: numbers, min: 0, max: numbers.length })),
    prizes: { win: { expected: 1 / numbers.length } },
    bets: eachPick,
    settle: (selection, balls) =>
      outcome({ win: selection.filter((row, position) => row.includes(balls[position] as number)).length }),
  };
}
