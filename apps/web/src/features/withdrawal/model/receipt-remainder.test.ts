import { describe, expect, it } from 'vitest';
import { receiptRemainder } from './receipt-remainder.ts';

describe('the remainder of a partly received withdrawal', () => {
  it('is what the typed amount leaves, at the currency scale', () => {
    expect(receiptRemainder('100.00', '40')).toBe('60.00');
    expect(receiptRemainder('0.30', '0.10')).toBe('0.20');
    expect(receiptRemainder('100.00', ' 99.99 ')).toBe('0.01');
  });

  it('is exact where floats round', () => {
    // Through numbers this came out as 1000000000000000.00.
    expect(receiptRemainder('999999999999999.99', '0.01')).toBe('999999999999999.98');
  });

  it('is not shown for nothing, all, more than all, or what is not money of the currency', () => {
    for (const received of ['', '0', '100.00', '150', '10.005', 'abc', '-5'])
      expect(receiptRemainder('100.00', received)).toBeNull();
  });
});
