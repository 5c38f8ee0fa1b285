import { getExclusion, takeExclusion } from '@platform/contracts/protection/exclusion-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import * as exclusion from './exclusion.ts';
import type { PersonKeys } from './person-keys.ts';

/**
 * What the routes need from modules above protection, given by the app that composes them: the
 * password check (identity's) and the member's person keys (identity's and withdrawals').
 */
export type MemberFacts = {
  confirmPassword(merchantId: bigint, memberId: bigint, password: string): Promise<void>;
  personKeysOf(merchantId: bigint, memberId: bigint): Promise<PersonKeys>;
  events: DomainEvents;
};

export function exclusionRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  facts: MemberFacts,
): void {
  registerEndpoint(getExclusion, ({ merchant, session }) =>
    exclusion.exclusionState(db, merchant, requireOfficialMember(session).memberId, new Date()),
  );
  // Taken during a break too: a member may lengthen it, never shorten it.
  registerEndpoint(
    takeExclusion,
    async ({ merchant, session, body }) => {
      const { memberId } = requireOfficialMember(session);
      await facts.confirmPassword(merchant.id, memberId, body.password);
      const keys = await facts.personKeysOf(merchant.id, memberId);
      return exclusion.takeExclusion(db, facts.events, merchant, memberId, body.period, keys, new Date());
    },
    { allowedWhileSuspended: true },
  );
}
