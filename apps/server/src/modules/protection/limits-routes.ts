import {
  cancelMemberLimit,
  confirmMemberLimit,
  continueAfterRealityCheck,
  getRealityCheck,
  memberLimits,
  setMemberLimit,
  setRealityCheckInterval,
} from '@platform/contracts/protection/limit-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import type { DepositedIn } from './limits.ts';
import * as limits from './limits-member.ts';
import * as realityCheck from './reality-check.ts';

/** `depositedIn`: the deposits module's figure, which a deposit limit's use is read from. */
export function limitRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { depositedIn }: { depositedIn: DepositedIn },
): void {
  registerEndpoint(memberLimits, ({ merchant, session }) =>
    limits.limitsView(db, merchant, requireOfficialMember(session).memberId, new Date(), depositedIn),
  );
  registerEndpoint(setMemberLimit, ({ merchant, session, body }) =>
    limits.setOwnLimit(db, merchant, requireOfficialMember(session).memberId, body, new Date(), depositedIn),
  );
  registerEndpoint(confirmMemberLimit, ({ merchant, session, body }) =>
    limits.ownLimitEvent(
      db,
      merchant,
      requireOfficialMember(session).memberId,
      body,
      { type: 'confirm' },
      new Date(),
      depositedIn,
    ),
  );
  registerEndpoint(cancelMemberLimit, ({ merchant, session, body }) =>
    limits.ownLimitEvent(
      db,
      merchant,
      requireOfficialMember(session).memberId,
      body,
      { type: 'cancel' },
      new Date(),
      depositedIn,
    ),
  );
  registerEndpoint(setRealityCheckInterval, async ({ merchant, session, body }) => {
    const { memberId } = requireOfficialMember(session);
    const now = new Date();
    await realityCheck.chooseInterval(db, merchant, memberId, body.minutes, now);
    return limits.limitsView(db, merchant, memberId, now, depositedIn);
  });
  // Polled while the member is logged in, and answered to a suspended member too: it only reads and
  // counts time. A session whose day's time is used up gets the session-limit refusal.
  registerEndpoint(
    getRealityCheck,
    ({ merchant, session }) => {
      const { memberId, sessionId } = requireOfficialMember(session);
      return realityCheck.realityCheckAnswer(db, merchant, memberId, sessionId, new Date());
    },
    { allowedWhileSuspended: true },
  );
  registerEndpoint(continueAfterRealityCheck, ({ merchant, session }) => {
    const { memberId, sessionId } = requireOfficialMember(session);
    return realityCheck.continueAnswer(db, merchant, memberId, sessionId, new Date());
  });
}
