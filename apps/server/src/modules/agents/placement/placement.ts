import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { DomainEventMap, DomainEvents } from '../../../platform/domain-events.ts';
import { placeUnder } from '../../identity/directory.ts';
import { placeByAffiliateCode } from './affiliate.ts';
import { walkInUpline } from './walk-in.ts';

/**
 * Files a member who registered: under the agent its affiliate code names, or without a code under the
 * brand's walk-in agent if staff named one. A code naming no live agent refuses the registration beside
 * the field, and as the registration's transaction rolls back, nothing is opened.
 */
async function placeRegisteredMember(
  trx: Transaction<DB>,
  { merchant, memberId, affiliateCode }: DomainEventMap['member.registered'],
): Promise<void> {
  const uplineId =
    affiliateCode === ''
      ? await walkInUpline(trx, merchant)
      : await placeByAffiliateCode(trx, merchant, memberId, affiliateCode);
  if (uplineId === undefined)
    throw new AppError('register.invalid', { issues: [{ path: 'body.affiliateCode', code: 'invalid' }] });
  if (uplineId !== null) await placeUnder(trx, merchant.id, memberId, uplineId);
}

export function agentSubscriptions(events: DomainEvents): void {
  events.subscribe('member.registered', placeRegisteredMember);
}
