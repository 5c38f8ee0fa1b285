import { parseMoney } from '@platform/contracts/money';
import { type FeeTermsView, paymentFee } from '@platform/contracts/payments/fees';

/** How many decimals the currency of a wire amount has: "10.00" has 2. */
export function scaleOf(wire: string): number {
  return wire.split('.')[1]?.length ?? 0;
}

/**
 * A typed amount in minor units when it is money of the range's currency (digits, at most its
 * decimals) between the range's wire amounts, both included; null otherwise. Compared as bigint:
 * through a float, a long amount just above the maximum would round into the range.
 */
export function amountWithin(typed: string, range: { min: string; max: string }): bigint | null {
  const scale = scaleOf(range.min);
  const amount = parseMoney(typed, scale);
  const min = parseMoney(range.min, scale);
  const max = parseMoney(range.max, scale);
  if (amount === null || min === null || max === null) return null;
  return amount >= min && amount <= max ? amount : null;
}

/**
 * The fee a typed amount would be charged by a method's terms, and what is left of it, in minor units:
 * by the server's own rule, so the member reads before confirming what will be booked. Null while the
 * amount is not money, the method charges nothing, or the fee would take it all (the server refuses).
 */
export function feePreview(typed: string, scale: number, terms: FeeTermsView) {
  const amount = parseMoney(typed, scale);
  const fixed = parseMoney(terms.fixed, scale);
  const cap = terms.cap === null ? null : parseMoney(terms.cap, scale);
  if (amount === null || amount === 0n || fixed === null || (fixed === 0n && terms.bps === 0)) return null;
  const fee = paymentFee(amount, { fixed, bps: terms.bps, cap });
  return fee < amount ? { fee, net: amount - fee } : null;
}
