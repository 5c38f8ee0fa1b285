import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, div, floor, mul, ratio, roundToScale, sub } from './ratio.ts';

const anyRatio = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 9n }))
  .map(([n, d]) => ratio(n, d));

describe('ratio', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(ratio(6n, -4n)).toEqual({ n: -3n, d: 2n });
    expect(ratio(0n, 7n)).toEqual({ n: 0n, d: 1n });
    expect(() => ratio(1n, 0n)).toThrow(RangeError);
  });

  it('floors towards minus infinity and rounds halves away from zero', () => {
    expect(floor(ratio(7n, 2n))).toBe(3n);
    expect(floor(ratio(-7n, 2n))).toBe(-4n);
    expect(floor(ratio(-6n, 2n))).toBe(-3n);
    expect(roundToScale(ratio(1n, 8n), 100n)).toBe(13n);
    expect(roundToScale(ratio(-1n, 8n), 100n)).toBe(-13n);
    expect(roundToScale(ratio(-1n, 3n), 1000n)).toBe(-333n);
  });

  it('does field arithmetic exactly: (a + b) × c − a × c = b × c, and (a × b) ÷ b = a', () => {
    fc.assert(
      fc.property(anyRatio, anyRatio, anyRatio, (a, b, c) => {
        expect(sub(mul(add(a, b), c), mul(a, c))).toEqual(mul(b, c));
        if (b.n !== 0n) expect(div(mul(a, b), b)).toEqual(a);
        expect(compare(add(a, ratio(1n, 10n ** 12n)), a)).toBe(1);
        expect(floor(a) * a.d <= a.n && a.n < (floor(a) + 1n) * a.d).toBe(true);
      }),
    );
  });
});
