import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsOf } from './index.ts';
import { describePricing, everyDraw } from './pricing.ts';
import { describeSettlement, itRefuses, type Reference } from './reference.ts';

const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 });
const single = ([picks = []]: readonly (readonly (number | string)[])[]) => picks.map((pick) => [pick]);
const showing = (face: unknown, drawn: readonly number[]) => drawn.filter((die) => die === face).length;

const REFERENCES: Record<string, Reference> = {
  sum: {
    expand: single,
    judge: ([pick], [a = 0, b = 0, c = 0]) => (pick === a + b + c ? `sum${pick}` : undefined),
  },
  triple: {
    expand: single,
    judge: ([pick], [a, b, c]) => {
      if (a !== b || b !== c) return undefined;
      if (pick === 'any') return 'any';
      return pick === a ? 'one' : undefined;
    },
  },
  pair: { expand: single, judge: ([pick], drawn) => (showing(pick, drawn) >= 2 ? 'win' : undefined) },
  any: { expand: single, judge: ([pick], drawn) => (showing(pick, drawn) >= 1 ? 'win' : undefined) },
};

describeSettlement('K3', REFERENCES, dice);

describePricing('K3', REFERENCES, everyDraw(3, 1, 6, false));

describe('K3 selections and odds', () => {
  itRefuses('K3', [
    ['face 7', 'pair', [[7]]],
    ['sum 2', 'sum', [[2]]],
    ['sum 19', 'sum', [[19]]],
    ['a repeated face', 'any', [[1, 1]]],
  ]);

  it('returns the mode return on every prize: odds times chance over all 216 rolls', () => {
    const rolls = [1, 2, 3, 4, 5, 6].flatMap((a) =>
      [1, 2, 3, 4, 5, 6].flatMap((b) => [1, 2, 3, 4, 5, 6].map((c) => a + b + c)),
    );
    for (let sum = 3; sum <= 18; sum += 1) {
      // In 1/10000 of the stake over all 216 rolls: at most 0.95 returned, less only by the rounding down.
      const ways = rolls.filter((total) => total === sum).length;
      const returned = oddsOf('K3', 'sum', `sum${sum}`, 'ZY') * ways;
      expect(returned).toBeLessThanOrEqual(9_500 * 216);
      expect(returned).toBeGreaterThan(9_500 * 216 - ways);
    }
  });
});
