import { describe, expect, it } from 'vitest';
import { firstInvalidLevel, percentOf, rateOf } from './vip-levels.ts';

const level = (n: number, minDeposit: string, minBet: string) => ({ level: n, minDeposit, minBet });

describe('firstInvalidLevel', () => {
  it('accepts levels from 0 that ask nothing first and never less after', () => {
    expect(firstInvalidLevel([level(0, '0', '0'), level(1, '100.00', '0'), level(2, '100.00', '50')])).toBe(
      -1,
    );
  });
  it('points at a level 0 that asks something, a gap, a lower threshold or a malformed amount', () => {
    expect(firstInvalidLevel([level(0, '1', '0')])).toBe(0);
    expect(firstInvalidLevel([level(0, '0', '0'), level(2, '1', '1')])).toBe(1);
    expect(firstInvalidLevel([level(0, '0', '0'), level(1, '10', '10'), level(2, '5', '20')])).toBe(2);
    expect(firstInvalidLevel([level(0, '0', '0'), level(1, 'ten', '1')])).toBe(1);
  });
});

describe('rebate rates', () => {
  it('show hundredths of a percent as percents and read them back', () => {
    expect(percentOf(85)).toBe('0.85');
    expect(percentOf(undefined)).toBe('0.00');
    expect(rateOf('0.85')).toBe(85);
    expect(rateOf('100')).toBe(10_000);
  });
  it('refuse more than 100 %, three decimals and text', () => {
    for (const text of ['100.01', '0.125', 'abc', '-1', '']) expect(rateOf(text)).toBeNull();
  });
});
