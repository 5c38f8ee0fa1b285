import { describe, expect, it } from 'vitest';
import { positionDistribution, trendShape, valueFrequency } from './trends.ts';

const draws = [{ balls: [1, 1, 2, 3, 4] }, { balls: [1, 5, 2, 9, 9] }, { balls: null }];

describe('trend counts', () => {
  it('ranks values hot to cold over every position, undrawn values last', () => {
    const frequency = valueFrequency(draws, trendShape('SSC'));
    expect(frequency.slice(0, 3)).toEqual([
      { value: 1, count: 3 },
      { value: 2, count: 2 },
      { value: 9, count: 2 },
    ]);
    expect(frequency.at(-1)).toEqual({ value: 8, count: 0 });
  });

  it('counts each position on its own', () => {
    const grid = positionDistribution(draws, trendShape('SSC'));
    expect(grid).toHaveLength(5);
    expect(grid[0]?.[1]).toBe(2);
    expect(grid[3]?.[9]).toBe(1);
    expect(grid[4]?.reduce((sum, count) => sum + count, 0)).toBe(2);
  });

  it("counts Vietnam's prize numbers by their last two digits", () => {
    const frequency = valueFrequency([{ balls: [12345, 99945, 7] }], trendShape('VN'));
    expect(frequency[0]).toEqual({ value: 45, count: 2 });
  });
});
