import { parseMoney } from '@platform/contracts/money';

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
