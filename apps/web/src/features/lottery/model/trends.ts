/** A drawn result: its balls in drawn order. */
type Drawn = { balls: readonly number[] | null };

export type Frequency = { value: number; count: number };

/**
 * What a family's charts count: the values a ball takes, how many positions have a distribution worth
 * drawing (0: none, e.g. Mark Six's 49 numbers or Vietnam's prize numbers), and the value a ball counts
 * as (Vietnam's lô: the last two digits of each prize number).
 */
export type TrendShape = { values: number[]; positions: number; valueOf: (ball: number) => number };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const same = (ball: number) => ball;

export function trendShape(family: string): TrendShape {
  if (family === 'SSC') return { values: range(0, 9), positions: 5, valueOf: same };
  if (family === 'PK10') return { values: range(1, 10), positions: 10, valueOf: same };
  if (family === '11X5') return { values: range(1, 11), positions: 5, valueOf: same };
  if (family === 'K3') return { values: range(1, 6), positions: 3, valueOf: same };
  if (family === 'LF') return { values: range(0, 9), positions: 3, valueOf: same };
  if (family === 'LHC') return { values: range(1, 49), positions: 0, valueOf: same };
  return { values: range(0, 99), positions: 0, valueOf: (ball) => ball % 100 };
}

/** How often each value came up over all positions of the draws, most frequent first (hot to cold). */
export function valueFrequency(draws: readonly Drawn[], shape: TrendShape): Frequency[] {
  const counts = new Map(shape.values.map((value) => [value, 0]));
  for (const { balls } of draws)
    for (const ball of balls ?? []) {
      const value = shape.valueOf(ball);
      const count = counts.get(value);
      if (count !== undefined) counts.set(value, count + 1);
    }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value - b.value);
}

/** Per position, how often each value came up there: `[position][index of the value in shape.values]`. */
export function positionDistribution(draws: readonly Drawn[], shape: TrendShape): number[][] {
  const grid = Array.from({ length: shape.positions }, () => shape.values.map(() => 0));
  for (const { balls } of draws)
    (balls ?? []).slice(0, shape.positions).forEach((ball, position) => {
      const index = shape.values.indexOf(shape.valueOf(ball));
      const row = grid[position];
      if (row && index >= 0) row[index] = (row[index] ?? 0) + 1;
    });
  return grid;
}
