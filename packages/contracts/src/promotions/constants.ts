// The promotions' plain values, apart from the schemas so that the site reads them without zod.

export const PROMOTION_CATEGORIES = ['new', 'deposit', 'rebate', 'vip', 'event', 'other'] as const;
export const PROMOTION_KINDS = ['apply', 'claim', 'raffle'] as const;
export const RAFFLE_PERIODS = ['once', 'daily', 'weekly'] as const;
/** What a bonus may be wagered on: game rounds or the platform's lottery (a promotion naming none: both). */
export const BONUS_PRODUCTS = ['games', 'lottery'] as const;
/**
 * A promotion's status for the member viewing it (spec section 4): join (may apply), claim (may claim
 * or draw), applying, close, rejected, issued (a bonus approved and released), claimed, process (a
 * bonus still being wagered), signed (joined an activity that pays no bonus), coming soon.
 */
export const PROMOTION_STATUSES = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming_soon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const ELIGIBILITY_RULES = ['newMember', 'deposit', 'vipLevel', 'contact'] as const;
/** Profile contacts a promotion may ask for: the spec's Zalo reward asks for Zalo. */
export const CONTACT_CHANNELS = ['zalo', 'telegram', 'lineId'] as const;
/** The spec's limits of an activity application (section 4). */
export const APPLICATION_LIMITS = { remark: 140, images: 3, imageBytes: 5 * 1024 * 1024 } as const;
/** A promotion's state as staff see it: closed by staff, else by its dates. */
export const STAFF_PROMOTION_STATES = ['scheduled', 'running', 'ended', 'closed'] as const;
