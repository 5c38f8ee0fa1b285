/** One list of picks per row of a play type, as the API takes it. */
export type Selection = (number | string)[][];

export type PlayRow = { key: string; options: (number | string)[]; min: number; max: number };

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

/** Tuples taking one pick from each row, no number twice (11X5 draws distinct balls). */
function distinctTuples(rows: Selection, used: ReadonlySet<number | string> = new Set()): number {
  const [row, ...rest] = rows;
  if (!row) return 1;
  return row
    .filter((pick) => !used.has(pick))
    .reduce<number>((sum, pick) => sum + distinctTuples(rest, new Set([...used, pick])), 0);
}

/** Families whose balls never repeat within a draw, so a direct play cannot repeat a number either. */
const DISTINCT_BALLS = new Set(['PK10', '11X5', 'LHC']);

/**
 * How many single bets a selection makes, shown live while picking; the server counts again when the
 * slip is placed. The rule follows the play type's kind, read from its code as the rules name them:
 * direct plays take one pick per row (without repeats where the balls are distinct), group-of-three
 * n(n-1), group-of-six C(n,3), "any k", "front k group" and "xiên k" C(n,k); every other play counts
 * each pick once. A row short of its minimum makes none.
 */
export function betCount(
  family: string,
  playType: string,
  rows: readonly PlayRow[],
  selection: Selection,
): number {
  if (rows.some((row, index) => (selection[index]?.length ?? 0) < row.min)) return 0;
  const picked = rows.map((_, index) => selection[index] ?? []);
  const pool = picked[0]?.length ?? 0;
  if (playType.endsWith('-direct'))
    return DISTINCT_BALLS.has(family)
      ? distinctTuples(picked)
      : picked.reduce((product, row) => product * row.length, 1);
  if (playType.endsWith('-group3')) return pool * (pool - 1);
  if (playType.endsWith('-group6')) return choose(pool, 3);
  const combination = /^(?:any|xien|front|back)(\d)(?:-group)?$/.exec(playType);
  if (combination) return choose(pool, Number(combination[1]));
  return picked.reduce((sum, row) => sum + row.length, 0);
}
