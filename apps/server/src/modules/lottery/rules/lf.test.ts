import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelection, settle } from './index.ts';
import { describePricing, everyDraw } from './pricing.ts';
import { cartesian, describeSettlement, itRefuses, type Reference, subsets } from './reference.ts';

const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 });
const countOf = (digit: unknown, drawn: readonly number[]) => drawn.filter((ball) => ball === digit).length;

const REFERENCES: Record<string, Reference> = {
  direct: {
    expand: cartesian,
    judge: (single, drawn) =>
      single.every((digit, position) => digit === drawn[position]) ? 'win' : undefined,
  },
  group3: {
    // Every ordered pair of different picks: the first doubled, the second once.
    expand: ([picks = []]) =>
      picks.flatMap((twice) => picks.filter((once) => once !== twice).map((once) => [twice, once])),
    judge: ([twice, once], drawn) =>
      countOf(twice, drawn) === 2 && countOf(once, drawn) === 1 ? 'win' : undefined,
  },
  group6: {
    expand: ([picks = []]) => subsets(picks, 3),
    judge: (single, drawn) => (single.every((digit) => countOf(digit, drawn) === 1) ? 'win' : undefined),
  },
  sum: {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], [a = 0, b = 0, c = 0]) => (pick === a + b + c ? `sum${pick}` : undefined),
  },
};

/** A draw taking each digit from the selection's row when it has picks (direct wins rarely otherwise). */
const fromEachRow = (rows: readonly (readonly (number | string)[])[]) =>
  fc.tuple(
    ...rows.map((row) =>
      row.length > 0 ? fc.constantFrom(...(row as number[])) : fc.integer({ min: 0, max: 9 }),
    ),
  );

describeSettlement('LF', REFERENCES, digits, (code) =>
  code === 'direct' ? { winningFor: fromEachRow } : {},
);

describePricing('LF', REFERENCES, everyDraw(3, 0, 9, false));

describe('LF selections', () => {
  itRefuses('LF', [
    ['digit 10', 'direct', [[10], [1], [2]]],
    ['an empty position', 'direct', [[1], [], [2]]],
    ['one group-3 digit', 'group3', [[4]]],
    ['two group-6 digits', 'group6', [[4, 5]]],
    ['sum 28', 'sum', [[28]]],
  ]);

  it('counts the single bets: a product for direct, pairs for group 3, triples for group 6', () => {
    expect(checkSelection('LF', 'direct', [[1, 2], [3], [4, 5, 6]])).toMatchObject({ ok: true, bets: 6 });
    expect(checkSelection('LF', 'group3', [[1, 2, 3]])).toMatchObject({ ok: true, bets: 6 });
    expect(checkSelection('LF', 'group6', [[1, 2, 3, 4]])).toMatchObject({ ok: true, bets: 4 });
  });

  it('pays group 3 on a doubled digit and group 6 on three different ones, in any order', () => {
    expect(settle('LF', 'group3', [[3, 7]], [7, 3, 7]).wins).toEqual([{ prize: 'win', count: 1 }]);
    expect(settle('LF', 'group3', [[3, 7]], [7, 7, 7]).wins).toEqual([]);
    expect(settle('LF', 'group6', [[1, 5, 9]], [9, 1, 5]).wins).toEqual([{ prize: 'win', count: 1 }]);
    expect(settle('LF', 'group6', [[1, 5, 9]], [9, 1, 1]).wins).toEqual([]);
  });
});
