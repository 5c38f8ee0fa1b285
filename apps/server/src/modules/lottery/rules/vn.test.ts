import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBalls, oddsOf, VN_PRIZE_DIGITS, type VnLayout, vnBallsFromSeed } from './index.ts';
import { describeSettlement, itRefuses, type Reference, subsets } from './reference.ts';

/**
 * Results of either layout. The prizes' higher digits are random, the last two digits come from a small
 * range half of the time so that lô hits, repeated endings and xiên wins are frequent.
 */
const result = fc
  .constantFrom('north' as const, 'south-central' as const)
  .chain((layout) =>
    fc.tuple(
      ...VN_PRIZE_DIGITS[layout].map((digits) =>
        fc
          .tuple(
            fc.integer({ min: 0, max: 10 ** (digits - 2) - 1 }),
            fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9 })),
          )
          .map(([head, ending]) => head * 100 + ending),
      ),
    ),
  );
/** A result whose first prizes end in some of the picked numbers, so that xiên 3 and 4 win often enough. */
const planted = ([picks = []]: readonly (readonly (number | string)[])[]) =>
  fc
    .tuple(result, fc.shuffledSubarray(picks as number[]))
    .map(([drawn, endings]) =>
      drawn.map((prize, index) =>
        index < endings.length ? prize - (prize % 100) + (endings[index] as number) : prize,
      ),
    );
const layoutOf = (drawn: readonly number[]) => (drawn.length === 27 ? 'north' : 'south-central');
const occurrences = (pick: unknown, drawn: readonly number[]) =>
  drawn.filter((prize) => prize % 100 === pick).length;

const xien = (k: number): Reference => ({
  expand: ([picks = []]) => subsets(picks, k),
  judge: (single, drawn) =>
    single.every((pick) => occurrences(pick, drawn) > 0) ? layoutOf(drawn) : undefined,
});

const REFERENCES: Record<string, Reference> = {
  lo2: {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], drawn) => Array.from({ length: occurrences(pick, drawn) }, () => layoutOf(drawn)),
  },
  de: {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], drawn) => ((drawn[0] as number) % 100 === pick ? 'win' : undefined),
  },
  xien2: xien(2),
  xien3: xien(3),
  xien4: xien(4),
};

// Picks from 0-19 keep the small endings of the results in play.
describeSettlement('VN', REFERENCES, result, () => ({ maxPicks: 20, winningFor: planted }));

describe('VN results, selections and odds', () => {
  it('has 27 northern and 18 southern/central prizes', () => {
    expect(VN_PRIZE_DIGITS.north).toHaveLength(27);
    expect(VN_PRIZE_DIGITS['south-central']).toHaveLength(18);
    expect(
      checkBalls(
        'VN',
        VN_PRIZE_DIGITS.north.map((digits) => 10 ** digits - 1),
      ),
    ).toBe(true);
    expect(
      checkBalls(
        'VN',
        VN_PRIZE_DIGITS['south-central'].map(() => 0),
      ),
    ).toBe(true);
    expect(
      checkBalls(
        'VN',
        VN_PRIZE_DIGITS.north.map((digits) => 10 ** digits),
      ),
    ).toBe(false);
    expect(
      checkBalls(
        'VN',
        Array.from({ length: 20 }, () => 1),
      ),
    ).toBe(false);
  });

  it.each<VnLayout>(['north', 'south-central'])(
    'draws a %s result from a seed, the same for the same seed',
    (layout) => {
      const seed = new TextEncoder().encode('vn-seed');
      const drawn = vnBallsFromSeed(layout, seed);
      expect(drawn).toHaveLength(VN_PRIZE_DIGITS[layout].length);
      expect(checkBalls('VN', drawn)).toBe(true);
      expect(vnBallsFromSeed(layout, seed)).toEqual(drawn);
    },
  );

  itRefuses('VN', [
    ['number 100', 'lo2', [[100]]],
    ['a negative number', 'de', [[-1]]],
    ['too few numbers for xiên 3', 'xien3', [[1, 2]]],
    ['more than 10 numbers in a xiên', 'xien2', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]],
    ['a repeated number', 'xien2', [[5, 5]]],
  ]);

  it('prices lô per occurrence and xiên by the number of prizes', () => {
    // Expected occurrences of one ending: 27/100 in the north, 18/100 in the south.
    expect(oddsOf('VN', 'lo2', 'north', 'Elott')).toBe(35_925);
    expect(oddsOf('VN', 'lo2', 'south-central', 'Elott')).toBe(53_888);
    expect(oddsOf('VN', 'xien2', 'north', 'Elott')).toBeGreaterThan(oddsOf('VN', 'lo2', 'north', 'Elott'));
    expect(oddsOf('VN', 'xien4', 'south-central', 'Elott')).toBeGreaterThan(
      oddsOf('VN', 'xien4', 'north', 'Elott'),
    );
  });
});
