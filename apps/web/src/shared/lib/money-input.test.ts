import { describe, expect, it } from 'vitest';
import { amountWithin, scaleOf } from './money-input.ts';

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
