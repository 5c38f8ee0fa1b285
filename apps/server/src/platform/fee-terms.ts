import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { FeeTerms } from '@platform/contracts/payments/fees';
import { AppError } from './app-error.ts';
import type { Merchant } from './merchant.ts';

/** A payment method's fee terms as the member and staff read them. */
export const feeView = (merchant: Merchant, fee: FeeTerms) => ({
  fixed: formatMinorUnits(fee.fixed, merchant.currencyScale),
  bps: fee.bps,
  cap: fee.cap === null ? null : formatMinorUnits(fee.cap, merchant.currencyScale),
});

const invalidAmount = (field: 'feeFixed' | 'feeCap') =>
  new AppError('request.invalid', { issues: [{ path: `body.${field}`, code: 'invalid_amount' }] });

/**
 * The fee terms of a staff form (withdrawal and deposit methods alike): the fixed part zero or more,
 * the cap null or positive, each refused beside its field otherwise; the rate the contract bounds.
 */
export function feeTermsOf(
  merchant: Merchant,
  form: { feeFixed: string; feeBps: number; feeCap: string | null },
): FeeTerms {
  const fixed = parseMoney(form.feeFixed, merchant.currencyScale);
  if (fixed === null || fixed < 0n) throw invalidAmount('feeFixed');
  const cap = form.feeCap === null ? null : parseMoney(form.feeCap, merchant.currencyScale);
  if (cap === 0n || (form.feeCap !== null && cap === null)) throw invalidAmount('feeCap');
  return { fixed, bps: form.feeBps, cap };
}
