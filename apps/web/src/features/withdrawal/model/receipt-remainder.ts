import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { scaleOf } from '../../../shared/lib/money-input.ts';

/**
 * What a partly received withdrawal still owes, as a wire amount, while the member types what came:
 * null until the typed amount is money of the currency and leaves some of the withdrawal, not all.
 * Only a preview: the server works out the remainder itself.
 */
export function receiptRemainder(amount: string, received: string): string | null {
  const scale = scaleOf(amount);
  const total = parseMoney(amount, scale);
  const got = parseMoney(received.trim(), scale);
  if (total === null || got === null) return null;
  const remainder = total - got;
  return remainder > 0n && remainder < total ? formatMinorUnits(remainder, scale) : null;
}
