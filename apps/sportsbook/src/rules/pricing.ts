import {
  grade,
  type Market,
  type Outcome,
  type ResultOf,
  type Score,
  selectionsOf,
  settle,
} from './markets.ts';
import { MAX_PRICE, MIN_PRICE, PRICE_SCALE } from './odds.ts';

/**
 * Prices come from a model of the event's outcome: a distribution of results, each graded by the same
 * rules bets settle by, so a quarter line or a dead heat is priced as it pays. Probabilities are floats:
 * they are a model, not money; only the price they end as (thousandths, rounded down) is exact.
 */
type Distribution<R> = readonly { readonly result: R; readonly probability: number }[];

/** The brand's margin (overround) in hundredths of a percent: 500 makes a book sum to 105%. */
type Margin = number;

const normalised = <R>(cases: Distribution<R>): Distribution<R> => {
  const sum = cases.reduce((total, { probability }) => total + probability, 0);
  return cases.map(({ result, probability }) => ({ result, probability: probability / sum }));
};

/** Goals above this are left out (under a millionth for means up to 4) and the rest scaled to 1. */
const MAX_GOALS = 15;

function poisson(mean: number): number[] {
  const masses = [Math.exp(-mean)];
  for (let goals = 1; goals <= MAX_GOALS; goals += 1) masses.push(((masses[goals - 1] ?? 0) * mean) / goals);
  return masses;
}

/** Football: each side's goals an independent Poisson count with its mean. */
export function poissonScores(homeMean: number, awayMean: number): Distribution<Score> {
  const [home, away] = [poisson(homeMean), poisson(awayMean)];
  return normalised(
    home.flatMap((homeMass, homeGoals) =>
      away.map((awayMass, awayGoals) => ({
        result: { home: homeGoals, away: awayGoals },
        probability: homeMass * awayMass,
      })),
    ),
  );
}

/** An e-sports best-of series (odd length): each map won by the home side with the same chance. */
export function seriesScores(homeMapChance: number, bestOf: 1 | 3 | 5 | 7): Distribution<Score> {
  const needed = (bestOf + 1) / 2;
  const cases: { result: Score; probability: number }[] = [];
  for (let lost = 0; lost < needed; lost += 1) {
    // The winner takes the last map and `needed - 1` of the others: C(needed - 1 + lost, lost) orders.
    let orders = 1;
    for (let i = 1; i <= lost; i += 1) orders = (orders * (needed - 1 + i)) / i;
    const probabilityOf = (chance: number) => orders * chance ** needed * (1 - chance) ** lost;
    cases.push({ result: { home: needed, away: lost }, probability: probabilityOf(homeMapChance) });
    cases.push({ result: { home: lost, away: needed }, probability: probabilityOf(1 - homeMapChance) });
  }
  return cases;
}

/** Cricket's winner: the home side's chance and a tie's; the away side has the rest. */
export const cricketWinners = (
  home: number,
  tie: number,
): Distribution<{ winner: 'home' | 'away' | 'tie' }> => [
  { result: { winner: 'home' }, probability: home },
  { result: { winner: 'tie' }, probability: tie },
  { result: { winner: 'away' }, probability: 1 - home - tie },
];

/** A total (cricket's runs): a normal curve of the mean and spread, on whole runs from 0. */
export function runTotals(mean: number, spread: number): Distribution<{ runs: number }> {
  const from = Math.max(0, Math.floor(mean - 6 * spread));
  const cases = Array.from({ length: Math.ceil(mean + 6 * spread) - from + 1 }, (_, index) => ({
    result: { runs: from + index },
    probability: Math.exp(-(((from + index - mean) / spread) ** 2) / 2),
  }));
  return normalised(cases);
}

/** An outright: one winner, each runner in proportion to its strength. */
export const outrightWinners = (
  strengths: Readonly<Record<string, number>>,
): Distribution<{ winners: readonly string[]; withdrawn: readonly string[] }> =>
  normalised(
    Object.entries(strengths).map(([id, strength]) => ({
      result: { winners: [id], withdrawn: [] },
      probability: strength,
    })),
  );

/**
 * Top batsman: who tops the card, each in proportion to his strength. The model draws only the top
 * scorer, so the result it grades has him on one run and the others who batted on none.
 */
export const topBatsmen = (
  strengths: Readonly<Record<string, number>>,
): Distribution<{ runs: Record<string, number> }> =>
  normalised(
    Object.entries(strengths).map(([id, strength]) => ({
      result: {
        runs: Object.fromEntries(Object.keys(strengths).map((other) => [other, other === id ? 1 : 0])),
      },
      probability: strength,
    })),
  );

/** A cockfight: Meron's chance and a draw's; Wala has the rest. */
export const cockfightWinners = (
  meron: number,
  draw: number,
): Distribution<{ winner: 'meron' | 'wala' | 'draw' }> => [
  { result: { winner: 'meron' }, probability: meron },
  { result: { winner: 'draw' }, probability: draw },
  { result: { winner: 'wala' }, probability: 1 - meron - draw },
];

/** Per unit staked, what an outcome hands back regardless of the price (a) and at the price (b). */
function parts(outcome: Outcome): [number, number] {
  switch (outcome.kind) {
    case 'win':
      return [0, 1];
    case 'lose':
      return [0, 0];
    case 'void':
    case 'push':
      return [1, 0];
    case 'half_win':
      return [0.5, 0.5];
    case 'half_lose':
      return [0.5, 0];
    case 'dead_heat':
      return [0, Number(outcome.factor.n) / Number(outcome.factor.d)];
  }
}

/**
 * A selection's fair probability: one over the price at which a bet on it returns its stake on average.
 * With a back part A and a price part B (expected over the results), A + B × price = 1, so the
 * probability is B ÷ (1 - A): a push is taken out as if the bet were not struck.
 */
function fairProbability<M extends Market>(market: M, cases: Distribution<ResultOf<M>>, selection: string) {
  let [back, atPrice] = [0, 0];
  for (const { result, probability } of cases) {
    const [a, b] = parts(grade(settle(market, result), selection));
    back += probability * a;
    atPrice += probability * b;
  }
  return back >= 1 ? 0 : atPrice / (1 - back);
}

/**
 * The selections whose fair probabilities share one margin (each sums to 1 unless it is part of a
 * wider split). A cockfight whose draw hands Meron and Wala back is two books: Meron against Wala
 * given no draw, and the draw on its own.
 */
const booksOf = (market: Market): readonly (readonly string[])[] =>
  market.kind === 'cockfight' && market.drawRule === 'void_sides'
    ? [['meron', 'wala'], ['draw']]
    : [selectionsOf(market)];

/**
 * The power method: each fair probability p of a book becomes p^k, with k (≤ 1) found so the book sums
 * to its fair sum × (1 + margin). Long shots, whose prices the model knows least, carry more of the
 * margin than favourites, unlike the proportional method; when no k reaches the target (a one-selection
 * book with a large probability) the book falls back to proportional.
 */
export function marginOf(probabilities: readonly number[], margin: Margin): (p: number) => number {
  const scale = 1 + margin / 10_000;
  const target = probabilities.reduce((sum, p) => sum + p, 0) * scale;
  if (margin === 0) return (p) => p;
  if (probabilities.filter((p) => p > 0).length <= target) return (p) => p * scale;
  const sumAt = (k: number) => probabilities.reduce((sum, p) => sum + p ** k, 0);
  let [low, high] = [0, 1];
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (sumAt(middle) > target) low = middle;
    else high = middle;
  }
  const k = (low + high) / 2;
  return (p) => p ** k;
}

export type PricedSelection = {
  readonly selection: string;
  /** The model's fair probability. */
  readonly probability: number;
  /** The probability after the margin: one over the price before rounding. */
  readonly implied: number;
  /** Thousandths, rounded down (in the house's favour), and kept within [MIN_PRICE, MAX_PRICE]. */
  readonly price: bigint;
};

/** The price of an implied probability; one at or below 1 / MAX_PRICE is capped there. */
function priceOf(implied: number): bigint {
  if (implied <= Number(PRICE_SCALE) / Number(MAX_PRICE)) return MAX_PRICE;
  const price = BigInt(Math.floor(Number(PRICE_SCALE) / implied));
  return price < MIN_PRICE ? MIN_PRICE : price > MAX_PRICE ? MAX_PRICE : price;
}

/**
 * Every selection of a market priced at a margin from its fair probabilities (`fair`; a selection
 * without one counts as ruled out, 0). The feed prices the model's probabilities with it, and the book
 * prices the stored ones at a brand's margin with it, so the two agree to the thousandth at the same
 * margin: each book's probabilities are summed in the market's selection order, as the feed did.
 */
export function priceAtMargin(
  market: Market,
  fair: (selection: string) => number,
  margin: Margin,
): PricedSelection[] {
  return booksOf(market).flatMap((book) => {
    const probabilities = book.map((selection) => ({ selection, probability: fair(selection) }));
    const withMargin = marginOf(
      probabilities.map(({ probability }) => probability),
      margin,
    );
    return probabilities.map(({ selection, probability }) => {
      const implied = withMargin(probability);
      return { selection, probability, implied, price: priceOf(implied) };
    });
  });
}

/** Every selection of a market priced from the model's results with the brand's margin. */
export function priceMarket<M extends Market>(
  market: M,
  cases: Distribution<ResultOf<M>>,
  margin: Margin,
): PricedSelection[] {
  const fair = new Map(
    selectionsOf(market).map((selection) => [selection, fairProbability(market, cases, selection)]),
  );
  return priceAtMargin(market, (selection) => fair.get(selection) ?? 0, margin);
}
