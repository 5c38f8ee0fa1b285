import type { ELIGIBILITY_RULES } from '@platform/contracts/promotions/constants';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { depositedSince } from '../deposits/service.ts';
import { memberContact, memberSince } from '../identity/directory.ts';
import { vipLevelOf } from '../loyalty/vip.ts';
import type { PromotionRow } from './repo.ts';

type Rule = (typeof ELIGIBILITY_RULES)[number];
const DAY_MS = 86_400_000;

/** The promotion's rules the member does not meet now; empty when the member may take part. */
export async function unmetRules(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  promotion: PromotionRow,
  now: Date,
): Promise<Rule[]> {
  const unmet: Rule[] = [];
  if (promotion.new_member_days !== null) {
    const since = await memberSince(db, merchant.id, memberId);
    if (now.getTime() - since.getTime() > promotion.new_member_days * DAY_MS) unmet.push('newMember');
  }
  if (promotion.min_deposit !== null && promotion.deposit_window_days !== null) {
    const from = new Date(now.getTime() - promotion.deposit_window_days * DAY_MS);
    if ((await depositedSince(db, merchant, memberId, from)) < promotion.min_deposit) unmet.push('deposit');
  }
  if (
    promotion.min_vip_level !== null &&
    (await vipLevelOf(db, merchant.id, memberId)) < promotion.min_vip_level
  )
    unmet.push('vipLevel');
  if (
    promotion.required_contact !== null &&
    (await memberContact(db, merchant.id, memberId, promotion.required_contact)) === ''
  )
    unmet.push('contact');
  return unmet;
}
