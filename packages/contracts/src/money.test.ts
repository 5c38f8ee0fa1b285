import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseMoney, ZMoney } from './money.ts';

describe('money on the wire', () => {
  it.each([
    [123450n, 2, '1234.50'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [-7n, 2, '-0.07'],
    [-123456n, 3, '-123.456'],
    [42n, 0, '42'],
    [9_007_199_254_740_993n, 2, '90071992547409.93'],
  ])('formats %s minor units at scale %i as %s', (amount, scale, text) => {
    expect(formatMinorUnits(amount, scale)).toBe(text);
    expect(ZMoney.safeParse(text).success).toBe(true);
  });

  it.each([
    ['1234.5', 2, 123450n],
    ['1234.50', 2, 123450n],
    ['0.01', 2, 1n],
    ['7', 2, 700n],
    ['7', 0, 7n],
    ['000100', 2, 10000n],
  ])('reads %j at scale %i as %s minor units', (text, scale, amount) => {
    expect(parseMoney(text, scale)).toBe(amount);
  });

  it.each(['', '-1', '+1', '1.005', '1e3', '1,000', ' 1', '1.', '.5', 'NaN', '0x10', '1234567890123456'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text, 2)).toBeNull();
    },
  );

  it('reads back whatever it formats, without a float in between', () => {
    for (let index = 0; index < 2_000; index += 1) {
      const amount = BigInt(Math.floor(Math.random() * 1e12)) * 1000n + BigInt(index);
      for (const scale of [0, 2, 3]) expect(parseMoney(formatMinorUnits(amount, scale), scale)).toBe(amount);
    }
  });
});
