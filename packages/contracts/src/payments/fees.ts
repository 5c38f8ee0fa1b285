import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** A payment method's fee terms, in minor units: a fixed part, a rate in basis points, an optional cap. */
export type FeeTerms = { fixed: bigint; bps: number; cap: bigint | null };

/** A rate is at most the whole amount: 10 000 basis points. */
export const FEE_BPS_MAX = 10_000;

/**
 * The fee on an amount: min(cap, fixed + floor(amount × bps / 10 000)). The one rule, shared by the site
 * (which shows it before the member confirms) and the server (which charges it); whether a fee as large as
 * the amount is refused is the caller's to say.
 */
export function paymentFee(amount: bigint, terms: FeeTerms): bigint {
  const fee = terms.fixed + (amount * BigInt(terms.bps)) / BigInt(FEE_BPS_MAX);
  return terms.cap !== null && terms.cap < fee ? terms.cap : fee;
}

/** Fee terms as the member and staff read them, amounts in major units. */
export const ZFeeTerms = z.object({
  fixed: ZMoney.describe('Charged on every amount'),
  bps: z.number().int().min(0).max(FEE_BPS_MAX).describe('Basis points of the amount, rounded down'),
  cap: ZMoney.nullable().describe('The most the fee comes to; null: no cap'),
});
export type FeeTermsView = z.infer<typeof ZFeeTerms>;
