import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelection, oddsOf } from './index.ts';
import { describePricing, everyDraw } from './pricing.ts';
import {
  cartesian,
  describeSettlement,
  itRefuses,
  perRow,
  plainSide,
  type Reference,
  subsets,
} from './reference.ts';

const balls = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b).join(',');

const direct = (positions: number[]): Reference => ({
  expand: cartesian,
  judge: (single, drawn) =>
    positions.every((position, index) => drawn[position] === single[index]) ? 'win' : undefined,
});

const groupThree = (positions: number[]): Reference => ({
  expand: ([pool = []]) =>
    pool.flatMap((double) => pool.filter((one) => one !== double).map((one) => [double, one])),
  judge: ([double, one], drawn) =>
    sorted(positions.map((position) => drawn[position] as number)) ===
    sorted([double, double, one] as number[])
      ? 'win'
      : undefined,
});

const groupSix = (positions: number[]): Reference => ({
  expand: ([pool = []]) => subsets(pool, 3),
  judge: (single, drawn) =>
    sorted(positions.map((position) => drawn[position] as number)) === sorted(single as number[])
      ? 'win'
      : undefined,
});

/** A draw taking each ball from the selection's row when it has picks (five-direct wins rarely otherwise). */
const fromEachRow = (rows: readonly (readonly (number | string)[])[]) =>
  fc.tuple(
    ...rows.map((row) =>
      row.length > 0 ? fc.constantFrom(...(row as number[])) : fc.integer({ min: 0, max: 9 }),
    ),
  );

const REFERENCES: Record<string, Reference> = {
  'five-direct': direct([0, 1, 2, 3, 4]),
  'front3-direct': direct([0, 1, 2]),
  'middle3-direct': direct([1, 2, 3]),
  'back3-direct': direct([2, 3, 4]),
  'front3-group3': groupThree([0, 1, 2]),
  'middle3-group3': groupThree([1, 2, 3]),
  'back3-group3': groupThree([2, 3, 4]),
  'front3-group6': groupSix([0, 1, 2]),
  'middle3-group6': groupSix([1, 2, 3]),
  'back3-group6': groupSix([2, 3, 4]),
  'fixed-position': {
    expand: perRow,
    judge: ([position, digit], drawn) => (drawn[position as number] === digit ? 'win' : undefined),
  },
  'two-sides': {
    expand: perRow,
    judge: ([position, pick], drawn) =>
      plainSide(pick, drawn[position as number] as number, 5) ? 'win' : undefined,
  },
  sum: {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], drawn) => {
      let total = 0;
      for (const ball of drawn) total += ball;
      if (typeof pick === 'number') return pick === total ? `sum${total}` : undefined;
      return plainSide(pick, total, 23) ? 'side' : undefined;
    },
  },
  'dragon-tiger': {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], drawn) => {
      const dragon = drawn[0] as number;
      const tiger = drawn[4] as number;
      if (dragon === tiger) return pick === 'tie' ? 'tie' : undefined;
      if (pick === 'dragon' && dragon > tiger) return 'dragon-tiger';
      if (pick === 'tiger' && tiger > dragon) return 'dragon-tiger';
      return undefined;
    },
  },
};

describeSettlement('SSC', REFERENCES, balls, (code) =>
  code === 'five-direct' ? { maxPicks: 6, winningFor: fromEachRow } : {},
);

// Four sample bets per play: each is judged over all 100,000 draws.
describePricing('SSC', REFERENCES, everyDraw(5, 0, 9, false), 4);

describe('SSC selections', () => {
  itRefuses('SSC', [
    ['a digit out of range', 'fixed-position', [[10], [], [], [], []]],
    ['a repeated digit', 'front3-direct', [[1, 1], [2], [3]]],
    ['too few picks for group six', 'front3-group6', [[1, 2]]],
    ['a missing row', 'five-direct', [[1], [2], [3], [4]]],
    ['no picks at all', 'fixed-position', [[], [], [], [], []]],
    ['a string digit', 'fixed-position', [['1'], [], [], [], []]],
    ['a fractional digit', 'fixed-position', [[1.5], [], [], [], []]],
    ['a side in a digit row', 'fixed-position', [['big'], [], [], [], []]],
    ['not an array', 'sum', { sum: [3] }],
    ['null', 'sum', null],
  ]);

  it('refuses an unknown play type', () => {
    expect(checkSelection('SSC', 'six-direct', [[1]])).toEqual({
      ok: false,
      code: 'lottery.playtype.unknown',
    });
  });

  it('counts compound bets and orders the picks', () => {
    expect(checkSelection('SSC', 'five-direct', [[3, 1], [2], [0, 9, 8], [4], [5]])).toEqual({
      ok: true,
      selection: [[1, 3], [2], [0, 8, 9], [4], [5]],
      bets: 6,
    });
    expect(checkSelection('SSC', 'back3-group3', [[1, 2, 3]])).toMatchObject({ ok: true, bets: 6 });
    expect(checkSelection('SSC', 'back3-group6', [[1, 2, 3, 4]])).toMatchObject({ ok: true, bets: 4 });
  });
});

describe('SSC odds', () => {
  it('quotes the house edge of each prize mode', () => {
    expect(oddsOf('SSC', 'two-sides', 'win', 'Elott')).toBe(19_400);
    expect(oddsOf('SSC', 'five-direct', 'win', 'SEA')).toBe(980_000_000);
    expect(oddsOf('SSC', 'dragon-tiger', 'tie', 'Lott')).toBe(96_000);
    expect(oddsOf('SSC', 'sum', 'sum0', 'ZY')).toBe(950_000_000);
  });
});
