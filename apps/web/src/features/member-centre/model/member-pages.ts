/**
 * The member centre's pages, in the order of its menu (spec section 2, then verification for KYC and
 * responsible gaming); the first is the default.
 */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'verification',
  'responsibleGaming',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === 'string' && (MEMBER_PAGES as readonly string[]).includes(value);
}

/** Pages with a route of their own (composed from several features) rather than `/member?page=`. */
export const OWN_ROUTE_PAGES = { responsibleGaming: '/member/responsible-gaming' } as const;
