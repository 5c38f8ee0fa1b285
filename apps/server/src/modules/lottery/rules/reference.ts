import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelection, type DrawContext, type Family, type Pick, playTypes, settle } from './index.ts';

/**
 * Test support: settlement checked against a plainly written reference. The reference writes out every
 * single bet of a selection and judges each one on its own; the rules count wins without writing them out.
 */
type Single = readonly Pick[];

export type Reference = {
  expand(selection: readonly (readonly Pick[])[]): readonly Single[];
  /**
   * The prize key a single bet wins, 'refund' when a tie rule returns its stake, undefined when it loses;
   * a list when it wins more than once (VN lô, once per prize).
   */
  judge(
    single: Single,
    balls: readonly number[],
    context: DrawContext,
  ): string | readonly string[] | undefined;
};

/** A judgement as a list of prize keys ('refund' among them), one entry per win. */
export function prizesOf(judged: string | readonly string[] | undefined): readonly string[] {
  return typeof judged === 'string' ? [judged] : (judged ?? []);
}

/** Whether a value is on a two-sides pick: big from `bigFrom` up, small below it, odd, even. */
export function plainSide(pick: unknown, value: number, bigFrom: number): boolean {
  switch (pick) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 !== 0;
    default:
      return value % 2 === 0;
  }
}

/** Every way to take one pick from each row, in row order. */
export function cartesian(rows: readonly (readonly Pick[])[]): Pick[][] {
  return rows.reduce<Pick[][]>(
    (combos, row) => combos.flatMap((combo) => row.map((pick) => [...combo, pick])),
    [[]],
  );
}

/** Every k-element subset of list, in list order. */
export function subsets<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return list.flatMap((first, index) =>
    subsets(list.slice(index + 1), k - 1).map((rest) => [first, ...rest]),
  );
}

/** Each pick of each row as its own single bet: [row index, pick]. */
export function perRow(rows: readonly (readonly Pick[])[]): Pick[][] {
  return rows.flatMap((row, index) => row.map((pick) => [index, pick]));
}

function tally(
  singles: readonly Single[],
  reference: Reference,
  balls: readonly number[],
  context: DrawContext,
) {
  const wins: Record<string, number> = {};
  let refunded = 0;
  for (const single of singles) {
    for (const prize of prizesOf(reference.judge(single, balls, context))) {
      if (prize === 'refund') refunded += 1;
      else wins[prize] = (wins[prize] ?? 0) + 1;
    }
  }
  return { wins, refunded };
}

/**
 * For random selections (in shuffled order, of any size up to `maxPicks` per row) and random draws: the
 * selection is accepted exactly when its rows respect their sizes and the reference finds single bets, the
 * bet count matches, and settlement matches the reference's judgement of every single bet.
 */
type Options = {
  /** Fewer picks per row for plays whose reference writes out very many single bets. */
  maxPicks?: number;
  context?: fc.Arbitrary<DrawContext>;
  /** The play has a tie rule, so some runs must refund. */
  hasTies?: boolean;
  /** Draws made to match the selection, for plays whose random draws would rarely win. */
  winningFor?: (selection: readonly (readonly Pick[])[]) => fc.Arbitrary<readonly number[]>;
};

function expectSettlesLikeReference(
  family: Family,
  code: string,
  reference: Reference,
  balls: fc.Arbitrary<readonly number[]>,
  options: Options,
) {
  const play = playTypes(family).find((candidate) => candidate.code === code);
  if (!play) throw new Error(`No play type ${code}`);
  const selection = fc.tuple(
    ...play.rows.map((row) =>
      fc.shuffledSubarray([...row.options], {
        maxLength: Math.min(row.options.length, row.max + 1, options.maxPicks ?? Infinity),
      }),
    ),
  );
  let wonRuns = 0;
  let refundedRuns = 0;
  fc.assert(
    fc.property(
      selection.chain((raw) =>
        fc.tuple(fc.constant(raw), options.winningFor ? fc.oneof(balls, options.winningFor(raw)) : balls),
      ),
      options.context ?? fc.constant({}),
      ([raw, drawn], context) => {
        const checked = checkSelection(family, code, raw);
        const hasRowSizes = raw.every((picks, index) => {
          const row = play.rows[index];
          return row !== undefined && picks.length >= row.min && picks.length <= row.max;
        });
        const singles = hasRowSizes ? reference.expand(raw) : [];
        expect(checked.ok).toBe(singles.length > 0);
        if (!checked.ok) return;
        expect(checked.bets).toBe(singles.length);
        const settled = settle(family, code, checked.selection, drawn, context);
        const wins = Object.fromEntries(settled.wins.map(({ prize, count }) => [prize, count]));
        expect({ wins, refunded: settled.refunded }).toEqual(tally(singles, reference, drawn, context));
        if (settled.wins.length > 0) wonRuns += 1;
        if (settled.refunded > 0) refundedRuns += 1;
      },
    ),
    // Ten times PROPERTY_RUNS: some play types win about once in a hundred draws, and each run takes
    // microseconds.
    { numRuns: 10 * (fc.readConfigureGlobal().numRuns ?? 100) },
  );
  // A property that never saw a win (or a tie where the play has one) would prove little.
  expect(wonRuns).toBeGreaterThan(0);
  if (options.hasTies) expect(refundedRuns).toBeGreaterThan(0);
}

/** The family's settlement suite: a reference for each play type, each checked over ten times PROPERTY_RUNS random runs. */
export function describeSettlement(
  family: Family,
  references: Readonly<Record<string, Reference>>,
  balls: fc.Arbitrary<readonly number[]>,
  optionsOf: (code: string) => Options = () => ({}),
) {
  describe(`${family} settlement against the reference`, () => {
    it('has a reference for every play type', () => {
      const codes = playTypes(family).map((play) => play.code);
      expect(codes.sort()).toEqual(Object.keys(references).sort());
    });
    for (const [code, reference] of Object.entries(references)) {
      it(code, () => expectSettlesLikeReference(family, code, reference, balls, optionsOf(code)));
    }
  });
}

/** Selections each play type must refuse, by what is wrong with them: [reason, play type, selection]. */
export function itRefuses(family: Family, cases: readonly (readonly [string, string, unknown])[]) {
  it.each(cases)('refuses %s', (_, code, selection) => {
    expect(checkSelection(family, code, selection)).toEqual({ ok: false, code: 'lottery.selection.invalid' });
  });
}
