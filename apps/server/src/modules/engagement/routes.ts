import {
  claimMission,
  claimReferral,
  getReferral,
  listFeedback,
  listMissions,
  missionLeaderboard,
  sendFeedback,
} from '@platform/contracts/engagement/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import * as feedback from './feedback.ts';
import * as missions from './missions.ts';
import * as referral from './referral.ts';

export function engagementRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(sendFeedback, ({ merchant, session, body }) =>
    feedback.sendFeedback(db, merchant, requireOfficialMember(session).memberId, body),
  );
  registerEndpoint(listFeedback, ({ merchant, session }) =>
    feedback.memberFeedback(db, merchant, requireOfficialMember(session).memberId),
  );
  registerEndpoint(getReferral, ({ merchant, session }) =>
    referral.referralOf(db, merchant, requireOfficialMember(session).memberId),
  );
  registerEndpoint(claimReferral, ({ merchant, session }) =>
    referral.claimReferralRewards(db, merchant, requireOfficialMember(session).memberId),
  );
  registerEndpoint(listMissions, ({ merchant, session, request }) =>
    missions.memberMissions(
      db,
      { merchant, memberId: requireOfficialMember(session).memberId },
      memberLanguageOf(request, merchant),
    ),
  );
  registerEndpoint(claimMission, ({ merchant, session, body }) =>
    missions.claimMission(
      db,
      { merchant, memberId: requireOfficialMember(session).memberId },
      BigInt(body.missionId),
    ),
  );
  registerEndpoint(missionLeaderboard, ({ merchant, session }) => {
    requireOfficialMember(session);
    return missions.missionLeaders(db, merchant);
  });
}
