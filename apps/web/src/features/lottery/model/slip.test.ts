import { describe, expect, it } from 'vitest';
import { lineStake, type SlipLine, slipSelections, slipTotal } from './slip.ts';

const line = (unitAmount: string, multiplier: number, betCount: number): SlipLine => ({
  id: unitAmount,
  playType: 'five-direct',
  selection: [[1], [2], [3], [4], [5]],
  betCount,
  unitAmount,
  multiplier,
});

describe('the bet slip', () => {
  it('prices lines in minor units, never through floats', () => {
    expect(lineStake(line('0.10', 3, 7), 2)).toBe(210n);
    expect(lineStake(line('abc', 1, 1), 2)).toBeNull();
    expect(lineStake(line('0', 1, 1), 2)).toBeNull();
    expect(slipTotal([line('0.10', 3, 7), line('2', 1, 1)], 2)).toBe('4.10');
    expect(slipTotal([line('1.5', 2, 1)], 2, 10)).toBe('30.00');
  });

  it('sends unit amounts in the API form', () => {
    expect(slipSelections([line('2', 1, 1)], 2)[0]?.unitAmount).toBe('2.00');
  });
});
