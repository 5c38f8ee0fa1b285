/** One list of picks per row of a play type, as the API takes it. */
export type Selection = (number | string)[][];

export type PlayRow = { key: string; options: (number | string)[]; min: number; max: number };

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

/**
 * How many single bets a selection makes, shown live while picking; the server counts again when the
 * slip is placed. The rule follows the play type's kind, read from its code as the rules name them:
 * direct plays take one pick per row (the product of the row sizes), group-of-three n(n-1), group-of-six
 * C(n,3), "any k" C(n,k); every other play counts each pick once. A row short of its minimum makes none.
 */
export function betCount(playType: string, rows: readonly PlayRow[], selection: Selection): number {
  if (rows.some((row, index) => (selection[index]?.length ?? 0) < row.min)) return 0;
  const sizes = rows.map((_, index) => selection[index]?.length ?? 0);
  const pool = sizes[0] ?? 0;
  if (playType.endsWith('-direct')) return sizes.reduce((product, size) => product * size, 1);
  if (playType.endsWith('-group3')) return pool * (pool - 1);
  if (playType.endsWith('-group6')) return choose(pool, 3);
  const any = /^any(\d)$/.exec(playType);
  if (any) return choose(pool, Number(any[1]));
  return sizes.reduce((sum, size) => sum + size, 0);
}
