import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from './markets.ts';
import { MAX_PRICE, MIN_PRICE } from './odds.ts';
import {
  cockfightWinners,
  cricketWinners,
  marginOf,
  outrightWinners,
  type PricedSelection,
  poissonScores,
  priceAtMargin,
  priceMarket,
  runTotals,
  seriesScores,
  topBatsmen,
} from './pricing.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const bySelection = (priced: readonly PricedSelection[]) =>
  Object.fromEntries(priced.map((one) => [one.selection, one]));

/** Poisson's mass written out, to 40 goals, independent of the pricing's table. */
const poissonMass = (mean: number, goals: number) => {
  let mass = Math.exp(-mean);
  for (let i = 1; i <= goals; i += 1) mass *= mean / i;
  return mass;
};

const means = fc.double({ min: 0.2, max: 3.5, noNaN: true });
const margins = fc.integer({ min: 0, max: 1_500 });
const footballMarkets: fc.Arbitrary<Market> = fc.oneof(
  fc.constant({ kind: 'match_result' } as const),
  fc.constant({ kind: 'money_line' } as const),
  fc.constant({ kind: 'correct_score' } as const),
  fc.constant({ kind: 'both_teams_to_score' } as const),
  fc.integer({ min: -10, max: 10 }).map((line) => ({ kind: 'asian_handicap', line }) as const),
  fc.integer({ min: 1, max: 18 }).map((line) => ({ kind: 'over_under', line }) as const),
);

describe('pricing from Poisson goals', () => {
  it('gives 1X2 probabilities that sum to 1 and match the Poisson sums written out', () => {
    fc.assert(
      fc.property(means, means, (home, away) => {
        const priced = bySelection(priceMarket({ kind: 'match_result' }, poissonScores(home, away), 0));
        const [homeWin, draw, awayWin] = ['home', 'draw', 'away'].map((key) => priced[key]?.probability ?? 0);
        expect(sum([homeWin ?? 0, draw ?? 0, awayWin ?? 0])).toBeCloseTo(1, 12);
        let [expectedDraw, expectedHome] = [0, 0];
        for (let h = 0; h <= 40; h += 1)
          for (let a = 0; a <= 40; a += 1) {
            const mass = poissonMass(home, h) * poissonMass(away, a);
            if (h === a) expectedDraw += mass;
            if (h > a) expectedHome += mass;
          }
        expect(Math.abs((draw ?? 0) - expectedDraw)).toBeLessThan(1e-5);
        expect(Math.abs((homeWin ?? 0) - expectedHome)).toBeLessThan(1e-5);
      }),
    );
  });

  it('prices every football market as a book whose implied probabilities sum to 1 + margin', () => {
    fc.assert(
      fc.property(footballMarkets, means, means, margins, (market, home, away, margin) => {
        const priced = priceMarket(market, poissonScores(home, away), margin);
        // Fair: the push-free probabilities of a book's selections sum to 1, quarter lines included.
        expect(sum(priced.map((one) => one.probability))).toBeCloseTo(1, 9);
        expect(sum(priced.map((one) => one.implied))).toBeCloseTo(1 + margin / 10_000, 9);
        for (const { implied, price } of priced) {
          expect(price).toBeGreaterThanOrEqual(MIN_PRICE);
          expect(price).toBeLessThanOrEqual(MAX_PRICE);
          // Rounded down to the thousandth, in the house's favour, unless raised to the floor price.
          if (price > MIN_PRICE && price < MAX_PRICE) {
            expect(Number(price) / 1_000).toBeLessThanOrEqual(1 / implied);
            expect(Number(price + 1n) / 1_000).toBeGreaterThan(1 / implied);
          }
        }
      }),
    );
  });

  it('takes more of the margin from long shots than from favourites (the power method)', () => {
    const withMargin = marginOf([0.7, 0.2, 0.1], 600);
    const [favourite, middle, longShot] = [0.7, 0.2, 0.1].map((p) => withMargin(p) / p);
    expect(favourite).toBeLessThan(middle ?? 0);
    expect(middle).toBeLessThan(longShot ?? 0);
    expect(withMargin(0.7) + withMargin(0.2) + withMargin(0.1)).toBeCloseTo(1.06, 12);
    // A one-selection book the power method cannot reach is scaled.
    expect(marginOf([0.99], 500)(0.99)).toBeCloseTo(1.0395, 12);
  });

  it('keeps a price within the range even for near certainties and long shots', () => {
    const priced = bySelection(priceMarket({ kind: 'correct_score' }, poissonScores(3.5, 0.2), 500));
    expect(priced['4-4']?.price).toBe(MAX_PRICE);
    const lopsided = bySelection(
      priceMarket({ kind: 'asian_handicap', line: 14 }, poissonScores(3.5, 0.2), 500),
    );
    expect(lopsided.home?.price).toBe(MIN_PRICE);
  });
});

describe('pricing at another margin from the fair probabilities kept', () => {
  /** What the feed keeps of a priced market: the selections the model leaves possible, fair and priced. */
  const kept = (priced: readonly PricedSelection[]) => priced.filter(({ probability }) => probability > 0);
  /** A market and the model's results it is priced from. */
  type Modelled = [Market, Parameters<typeof priceMarket>[1]];
  const anyMarket: fc.Arbitrary<Modelled> = fc.oneof(
    fc
      .tuple(footballMarkets, means, means)
      .map(([market, home, away]): Modelled => [market, poissonScores(home, away)]),
    fc
      .double({ min: 0.05, max: 0.95, noNaN: true })
      .map((chance): Modelled => [{ kind: 'esports_match_winner' }, seriesScores(chance, 3)]),
    fc
      .tuple(fc.double({ min: 0.2, max: 0.7, noNaN: true }), fc.constantFrom('void_sides', 'lose_sides'))
      .map(([meron, drawRule]): Modelled => [{ kind: 'cockfight', drawRule }, cockfightWinners(meron, 0.04)]),
    fc
      .array(fc.double({ min: 0.1, max: 5, noNaN: true }), { minLength: 2, maxLength: 8 })
      .map((strengths): Modelled => {
        const field = Object.fromEntries(strengths.map((strength, i) => [`r${i}`, strength]));
        return [{ kind: 'outright', participants: Object.keys(field) }, outrightWinners(field)];
      }),
  );

  it('reproduces, at the margin the feed priced at, every price it stored, to the thousandth', () => {
    fc.assert(
      fc.property(anyMarket, margins, ([market, cases], margin) => {
        const stored = kept(priceMarket(market, cases, margin));
        const fair = new Map(stored.map(({ selection, probability }) => [selection, probability]));
        const again = bySelection(priceAtMargin(market, (selection) => fair.get(selection) ?? 0, margin));
        for (const { selection, price } of stored) expect(again[selection]?.price).toBe(price);
      }),
    );
  });

  it('at a higher margin prices no selection higher, and the book sums to 1 + that margin', () => {
    fc.assert(
      fc.property(footballMarkets, means, means, margins, margins, (market, home, away, one, other) => {
        const [low, high] = one <= other ? [one, other] : [other, one];
        const stored = kept(priceMarket(market, poissonScores(home, away), low));
        const fair = new Map(stored.map(({ selection, probability }) => [selection, probability]));
        const brand = priceAtMargin(market, (selection) => fair.get(selection) ?? 0, high);
        expect(sum(brand.map(({ implied }) => implied))).toBeCloseTo(1 + high / 10_000, 9);
        const atHigh = bySelection(brand);
        for (const { selection, price } of stored)
          expect(atHigh[selection]?.price ?? 0n).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('pricing the other sports', () => {
  it('an e-sports best of three from the map chance: the series, a map handicap and total maps', () => {
    const series = seriesScores(0.6, 3);
    expect(sum(series.map((one) => one.probability))).toBeCloseTo(1, 12);
    const winner = bySelection(priceMarket({ kind: 'esports_match_winner' }, series, 0));
    // The home side wins 2-0 (0.36) or 2-1 (2 × 0.6² × 0.4): 0.648.
    expect(winner.home?.probability).toBeCloseTo(0.648, 12);
    const handicap = bySelection(priceMarket({ kind: 'map_handicap', line: -6 }, series, 0));
    expect(handicap.home?.probability).toBeCloseTo(0.36, 12);
    const maps = bySelection(priceMarket({ kind: 'total_maps', line: 10 }, series, 0));
    expect(maps.over?.probability).toBeCloseTo(2 * 0.6 * 0.4, 12);
    expect(sum(seriesScores(0.55, 7).map((one) => one.probability))).toBeCloseTo(1, 12);
  });

  it('cricket: a tie is priced as the dead heat it pays, a total of runs as a book', () => {
    const winner = bySelection(priceMarket({ kind: 'cricket_match_winner' }, cricketWinners(0.5, 0.02), 0));
    expect(winner.home?.probability).toBeCloseTo(0.51, 12);
    expect(winner.away?.probability).toBeCloseTo(0.49, 12);
    const runs = priceMarket({ kind: 'total_runs', line: 4 * 300 + 2 }, runTotals(300, 25), 500);
    expect(sum(runs.map((one) => one.probability))).toBeCloseTo(1, 12);
    expect(sum(runs.map((one) => one.implied))).toBeCloseTo(1.05, 9);
    const top = bySelection(
      priceMarket({ kind: 'top_batsman', batsmen: ['a', 'b'] }, topBatsmen({ a: 3, b: 1 }), 0),
    );
    expect(top.a?.probability).toBeCloseTo(0.75, 12);
    const field = bySelection(
      priceMarket(
        { kind: 'outright', participants: ['x', 'y', 'z'] },
        outrightWinners({ x: 1, y: 1, z: 2 }),
        0,
      ),
    );
    expect(field.z?.probability).toBeCloseTo(0.5, 12);
  });

  it('a cockfight whose draw hands the sides back is two books: the sides given no draw, and the draw', () => {
    const cases = cockfightWinners(0.49, 0.02);
    const voiding = bySelection(priceMarket({ kind: 'cockfight', drawRule: 'void_sides' }, cases, 500));
    expect(voiding.meron?.probability).toBeCloseTo(0.5, 12);
    expect((voiding.meron?.implied ?? 0) + (voiding.wala?.implied ?? 0)).toBeCloseTo(1.05, 9);
    expect(voiding.draw?.implied).toBeCloseTo(0.021, 9);
    const losing = priceMarket({ kind: 'cockfight', drawRule: 'lose_sides' }, cases, 500);
    expect(sum(losing.map((one) => one.implied))).toBeCloseTo(1.05, 9);
  });
});
