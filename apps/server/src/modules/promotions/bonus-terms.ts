import type { ZStaffPromotionBody } from '@platform/contracts/promotions/schemas';
import { protectionProfile } from '@platform/contracts/protection/profiles';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';

/**
 * Bonus terms the brand's protection profile allows (issue 23): a wagering multiple no higher than
 * its ceiling, and, where it forbids bonuses that mix products, one product to wager a bonus on.
 */
export function bonusTermsOf(merchant: Merchant): {
  maxWageringMultiple: number | null;
  mixedProducts: boolean;
} {
  const profile = protectionProfile(merchant.protectionProfile);
  return { maxWageringMultiple: profile.maxBonusWagering, mixedProducts: profile.mixedProductBonus };
}

/** A promotion staff write must keep to the profile's terms, on create and on every change. */
export function checkBonusTerms(merchant: Merchant, body: z.output<typeof ZStaffPromotionBody>): void {
  const terms = bonusTermsOf(merchant);
  if (terms.maxWageringMultiple !== null && body.wageringMultiple > terms.maxWageringMultiple)
    throw new AppError('promotion.wagering.above.ceiling', {
      params: { max: terms.maxWageringMultiple },
      issues: [{ path: 'body.wageringMultiple', code: 'too_big' }],
    });
  if (!terms.mixedProducts && body.wageringMultiple > 0 && body.wageringProduct === null)
    throw new AppError('promotion.products.mixed', {
      issues: [{ path: 'body.wageringProduct', code: 'invalid_value' }],
    });
}

/**
 * The multiple a bonus of the promotion is granted with: the promotion's, never above the profile's
 * ceiling. A promotion written before its brand moved to a stricter profile keeps running, and its
 * bonuses (and the terms members read) are held to the new ceiling; staff cannot save it again
 * until it keeps to the profile.
 */
export function grantedWageringMultiple(merchant: Merchant, promotionMultiple: number): number {
  const { maxWageringMultiple } = bonusTermsOf(merchant);
  return maxWageringMultiple === null ? promotionMultiple : Math.min(promotionMultiple, maxWageringMultiple);
}
