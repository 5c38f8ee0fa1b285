import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_BPS_MAX, type FeeTerms, paymentFee } from './fees.ts';

const terms = fc.record({
  fixed: fc.bigInt({ min: 0n, max: 100_000n }),
  bps: fc.integer({ min: 0, max: FEE_BPS_MAX }),
  cap: fc.option(fc.bigInt({ min: 1n, max: 1_000_000n }), { nil: null }),
});
const amount = fc.bigInt({ min: 1n, max: 10n ** 15n });

/** The rule in exact rational arithmetic, as the brief states it: min(cap, fixed + ⌊amount × bps / 10 000⌋). */
function model(value: bigint, { fixed, bps, cap }: FeeTerms): bigint {
  const rate = Number(value) * bps;
  const share = BigInt(Math.floor(rate / FEE_BPS_MAX));
  // Past 2^53 a float loses cents: the model only speaks for amounts it computes exactly.
  const exact = Number.isSafeInteger(rate) ? share : (value * BigInt(bps)) / BigInt(FEE_BPS_MAX);
  const fee = fixed + exact;
  return cap === null ? fee : fee < cap ? fee : cap;
}

describe('a payment method’s fee', () => {
  it.each([
    [20_000n, { fixed: 200n, bps: 150, cap: 1_000n }, 500n],
    [90_000n, { fixed: 200n, bps: 150, cap: 1_000n }, 1_000n],
    [999n, { fixed: 0n, bps: 150, cap: null }, 14n],
    [66n, { fixed: 0n, bps: 150, cap: null }, 0n],
    [5_000n, { fixed: 6_000n, bps: 0, cap: null }, 6_000n],
    [12_345n, { fixed: 0n, bps: FEE_BPS_MAX, cap: null }, 12_345n],
    [12_345n, { fixed: 0n, bps: 0, cap: null }, 0n],
  ])('on %s with %o is %s', (value, given, fee) => {
    expect(paymentFee(value, given)).toBe(fee);
  });

  it('agrees with the rule’s model', () => {
    fc.assert(fc.property(amount, terms, (value, given) => paymentFee(value, given) === model(value, given)));
  });

  it('never exceeds its cap, never falls below its fixed part unless capped, and grows with the amount', () => {
    fc.assert(
      fc.property(amount, amount, terms, (a, b, given) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const fee = paymentFee(low, given);
        if (given.cap !== null && fee > given.cap) return false;
        if (fee < given.fixed && (given.cap === null || fee !== given.cap)) return false;
        return fee <= paymentFee(high, given) && fee >= 0n;
      }),
    );
  });
});
