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

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const draw = fc.shuffledSubarray(NUMBERS, { minLength: 5, maxLength: 5 });

const any = (k: number): Reference => ({
  expand: ([pool = []]) => subsets(pool, k),
  judge: (single, drawn) => {
    const picks = single as number[];
    const isWon =
      k <= 5 ? picks.every((pick) => drawn.includes(pick)) : drawn.every((ball) => picks.includes(ball));
    return isWon ? 'win' : undefined;
  },
});

const direct: Reference = {
  expand: (rows) => cartesian(rows).filter((combo) => new Set(combo).size === combo.length),
  judge: (single, drawn) => (single.every((pick, position) => drawn[position] === pick) ? 'win' : undefined),
};

const group = (size: number): Reference => ({
  expand: ([pool = []]) => subsets(pool, size),
  judge: (single, drawn) =>
    single.every((pick) => drawn.slice(0, size).includes(pick as number)) ? 'win' : undefined,
});

const REFERENCES: Record<string, Reference> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((k) => [`any${k}`, any(k)])),
  'front2-direct': direct,
  'front3-direct': direct,
  'front2-group': group(2),
  'front3-group': group(3),
  'fixed-position': {
    expand: perRow,
    judge: ([position, pick], drawn) => (drawn[position as number] === pick ? 'win' : undefined),
  },
  'two-sides': {
    expand: perRow,
    judge: ([position, pick], drawn) => {
      const ball = drawn[position as number] as number;
      if (ball === 11) return 'refund';
      return plainSide(pick, ball, 6) ? 'win' : undefined;
    },
  },
  sum: {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], drawn) => {
      let total = 0;
      for (const ball of drawn) total += ball;
      if (pick === 'odd' || pick === 'even') return plainSide(pick, total, 31) ? pick : undefined;
      if (total === 30) return 'refund';
      return plainSide(pick, total, 31) ? 'big-small' : undefined;
    },
  },
};

const TIED = ['two-sides', 'sum'];

describeSettlement('11X5', REFERENCES, draw, (code) => ({ hasTies: TIED.includes(code) }));

describePricing('11X5', REFERENCES, everyDraw(5, 1, 11, true));

describe('11X5 selections and odds', () => {
  itRefuses('11X5', [
    ['number 0', 'any1', [[0]]],
    ['number 12', 'any1', [[12]]],
    ['too few numbers for any 5', 'any5', [[1, 2, 3, 4]]],
    ['a repeated number', 'front2-group', [[4, 4, 5]]],
    ['a direct pick that needs one number twice', 'front2-direct', [[7], [7]]],
    ['a missing row', 'front3-direct', [[1], [2]]],
  ]);

  it('counts direct bets without repeated numbers', () => {
    expect(
      checkSelection('11X5', 'front3-direct', [
        [1, 2],
        [1, 2],
        [1, 2, 3],
      ]),
    ).toMatchObject({ ok: true, bets: 2 });
    expect(checkSelection('11X5', 'any8', [NUMBERS.slice(0, 9)])).toMatchObject({ ok: true, bets: 9 });
  });

  it('prices the refunded ties in (two-sides: 5 of 11 win, 1 of 11 refunds)', () => {
    // (0.97 - 1/11) / (5/11) = 9.67 / 5 = 1.934 exactly.
    expect(oddsOf('11X5', 'two-sides', 'win', 'Elott')).toBe(19_340);
    expect(oddsOf('11X5', 'any5', 'win', 'Lott')).toBe(4_435_200);
  });
});
