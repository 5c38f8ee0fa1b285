import { describe, expect, it } from 'vitest';
import { amountWithin, feePreview, scaleOf } from './money-input.ts';

describe('typed money', () => {
  it('takes the scale from a wire amount', () => {
    expect(scaleOf('1.00')).toBe(2);
    expect(scaleOf('10.000')).toBe(3);
    expect(scaleOf('100')).toBe(0);
  });

  it('accepts an amount between the limits, both included, in minor units', () => {
    const range = { min: '10.00', max: '50000.00' };
    expect(amountWithin('10', range)).toBe(1000n);
    expect(amountWithin('10.5', range)).toBe(1050n);
    expect(amountWithin('50000.00', range)).toBe(5_000_000n);
  });

  it('refuses what is outside the limits or not money of the currency', () => {
    const range = { min: '10.00', max: '50000.00' };
    for (const typed of ['9.99', '50000.01', '10.001', '1e3', '-10', ' 10', '10.', '', 'ten'])
      expect(amountWithin(typed, range)).toBeNull();
    expect(amountWithin('10.5', { min: '10', max: '100' })).toBeNull();
  });

  it('compares exactly where floats round: a cent above a 15-digit maximum is refused', () => {
    // As numbers both are 1e15, so a float comparison let this amount through.
    expect(amountWithin('999999999999999.99', { min: '1.00', max: '999999999999999.98' })).toBeNull();
    expect(amountWithin('0.3', { min: '0.30', max: '0.30' })).toBe(30n);
  });
});

describe('fee preview', () => {
  const terms = { fixed: '2.00', bps: 150, cap: '10.00' };

  it('charges the fixed part and the rate rounded down, at most the cap, and shows what is left', () => {
    expect(feePreview('100', 2, terms)).toEqual({ fee: 350n, net: 9_650n });
    expect(feePreview('100.99', 2, terms)).toEqual({ fee: 351n, net: 9_748n });
    expect(feePreview('1000', 2, terms)).toEqual({ fee: 1_000n, net: 99_000n });
    expect(feePreview('1000', 2, { ...terms, cap: null })).toEqual({ fee: 1_700n, net: 98_300n });
  });

  it('shows nothing for no fee, an amount that is not money, or a fee that would take it all', () => {
    expect(feePreview('100', 2, { fixed: '0.00', bps: 0, cap: null })).toBeNull();
    for (const typed of ['', '0', 'ten', '1.001', '-5']) expect(feePreview(typed, 2, terms)).toBeNull();
    expect(feePreview('2.00', 2, terms)).toBeNull();
  });
});
