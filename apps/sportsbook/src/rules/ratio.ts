/**
 * Exact rationals on bigint, so that a bet's return is computed without any rounding and rounded once,
 * at the end. Always in lowest terms with a positive denominator, so equal values compare equal.
 */
export type Ratio = { readonly n: bigint; readonly d: bigint };

const abs = (value: bigint) => (value < 0n ? -value : value);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(n: bigint, d = 1n): Ratio {
  if (d === 0n) throw new RangeError('a ratio with a zero denominator');
  const sign = d < 0n ? -1n : 1n;
  // Never 0: d is not.
  const divisor = gcd(n, d);
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);
export const HALF = ratio(1n, 2n);

export const add = (a: Ratio, b: Ratio) => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Ratio, b: Ratio) => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Ratio, b: Ratio) => ratio(a.n * b.n, a.d * b.d);
export const div = (a: Ratio, b: Ratio) => ratio(a.n * b.d, a.d * b.n);
export const compare = (a: Ratio, b: Ratio) => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** The largest integer not above the value (bigint division truncates towards zero). */
export function floor(value: Ratio): bigint {
  const quotient = value.n / value.d;
  return value.n < 0n && quotient * value.d !== value.n ? quotient - 1n : quotient;
}

/** The value in units of 1/scale, rounded to the nearest, halves away from zero (for display and input). */
export function roundToScale(value: Ratio, scale: bigint): bigint {
  const scaled = mul(value, ratio(scale));
  const magnitude = floor(add(ratio(abs(scaled.n), scaled.d), HALF));
  return scaled.n < 0n ? -magnitude : magnitude;
}
