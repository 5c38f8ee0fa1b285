import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsOf, settle, zodiacOf } from './index.ts';
import { describeSettlement, itRefuses, plainSide, type Reference } from './reference.ts';
import { ZODIACS, type Zodiac } from './zodiac.ts';

const NUMBERS = Array.from({ length: 49 }, (_, index) => index + 1);
const draw = fc.shuffledSubarray(NUMBERS, { minLength: 7, maxLength: 7 });
const special = (drawn: readonly number[]) => drawn[6] as number;
/** Lunar new year begins at midnight Hong Kong time, 16:00 UTC the day before. */
function plainYearZodiac(at: Date): Zodiac {
  const time = at.getTime();
  if (time < Date.parse('2025-01-28T16:00:00Z')) return 'dragon';
  if (time < Date.parse('2026-02-16T16:00:00Z')) return 'snake';
  if (time < Date.parse('2027-02-05T16:00:00Z')) return 'horse';
  return 'goat';
}

/** Mark Six counts the numbers backwards through the cycle from the year's own zodiac. */
function plainZodiac(number: number, at: Date): string {
  let index = ZODIACS.indexOf(plainYearZodiac(at));
  for (let step = 1; step < number; step += 1) index = index === 0 ? 11 : index - 1;
  return ZODIACS[index] as string;
}

const single = ([picks = []]: readonly (readonly (number | string)[])[]) => picks.map((pick) => [pick]);

const REFERENCES: Record<string, Reference> = {
  special: { expand: single, judge: ([pick], drawn) => (pick === special(drawn) ? 'win' : undefined) },
  'special-sides': {
    expand: single,
    judge: ([pick], drawn) => {
      if (special(drawn) === 49) return 'refund';
      return plainSide(pick, special(drawn), 25) ? 'win' : undefined;
    },
  },
  regular: {
    expand: single,
    judge: ([pick], drawn) =>
      drawn.indexOf(pick as number) >= 0 && drawn.indexOf(pick as number) < 6 ? 'win' : undefined,
  },
  'special-zodiac': {
    expand: single,
    judge: ([pick], drawn, { drawnAt }) => {
      const at = drawnAt as Date;
      if (pick !== plainZodiac(special(drawn), at)) return undefined;
      return pick === plainYearZodiac(at) ? 'own-year' : 'other';
    },
  },
};

const drawnAt = fc
  .date({ min: new Date('2024-02-09T16:00:00Z'), max: new Date('2028-01-25T15:59:59Z'), noInvalidDate: true })
  .map((at) => ({ drawnAt: at }));

describeSettlement('LHC', REFERENCES, draw, (code) => ({
  context: drawnAt,
  hasTies: code === 'special-sides',
}));

describe('LHC zodiac table', () => {
  it('follows the Hong Kong lunar new year', () => {
    expect(zodiacOf(1, new Date('2024-02-10T00:00:00+08:00'))).toBe('dragon');
    expect(zodiacOf(2, new Date('2024-02-10T00:00:00+08:00'))).toBe('rabbit');
    expect(zodiacOf(49, new Date('2025-06-01T12:00:00+08:00'))).toBe('snake');
    expect(zodiacOf(1, new Date('2026-02-16T23:59:59+08:00'))).toBe('snake');
    expect(zodiacOf(1, new Date('2026-02-17T00:00:00+08:00'))).toBe('horse');
    expect(zodiacOf(12, new Date('2027-12-31T21:30:00+08:00'))).toBe('monkey');
  });

  it('settles no zodiac bet outside the table or without the draw time', () => {
    const selection = [['rat']];
    const drawn = [1, 2, 3, 4, 5, 6, 7];
    expect(zodiacOf(1, new Date('2024-02-09T23:59:59+08:00'))).toBeUndefined();
    expect(zodiacOf(1, new Date('2028-01-26T00:00:00+08:00'))).toBeUndefined();
    expect(() => settle('LHC', 'special-zodiac', selection, drawn)).toThrow();
    expect(() =>
      settle('LHC', 'special-zodiac', selection, drawn, { drawnAt: new Date('2030-01-01') }),
    ).toThrow();
  });
});

describe('LHC selections and odds', () => {
  itRefuses('LHC', [
    ['number 50', 'special', [[50]]],
    ['number 0', 'regular', [[0]]],
    ['an unknown zodiac', 'special-zodiac', [['cat']]],
    ['a repeated zodiac', 'special-zodiac', [['rat', 'rat']]],
    ['a tie pick', 'special-sides', [['tie']]],
  ]);

  it('quotes odds with the 49 tie priced in', () => {
    // (0.96 - 1/49) / (24/49) = 46.04 / 24
    expect(oddsOf('LHC', 'special-sides', 'win', 'Lott')).toBe(19_183);
    expect(oddsOf('LHC', 'special', 'win', 'SEA')).toBe(480_200);
    expect(oddsOf('LHC', 'special-zodiac', 'own-year', 'SEA')).toBe(96_040);
  });
});
