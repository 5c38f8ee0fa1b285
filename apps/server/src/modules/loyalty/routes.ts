import {
  convertPoints,
  listRedemptions,
  mallProducts,
  pointsDetails,
  pointsReward,
  pointsSummary,
  redeemProduct,
  vipStatus,
} from '@platform/contracts/loyalty/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import * as conversion from './convert.ts';
import * as mall from './mall.ts';
import * as points from './points.ts';
import * as vip from './vip.ts';

export function loyaltyRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerEndpoint(pointsSummary, ({ merchant, session }) =>
    points.pointsSummary(db, merchant, requireOfficialMember(session).memberId),
  );
  registerEndpoint(pointsDetails, ({ merchant, session, query }) =>
    points.pointsDetails(db, merchant, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(pointsReward, ({ merchant, session }) =>
    points.pointsReward(db, merchant, requireOfficialMember(session).memberId),
  );
  // It checks the payment password: as tightly limited per address as a login.
  registerEndpoint(
    convertPoints,
    ({ merchant, session, body }) =>
      conversion.convert(db, merchant, requireOfficialMember(session).memberId, body),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(mallProducts, ({ request, merchant }) =>
    mall.products(db, merchant, memberLanguageOf(request, merchant)),
  );
  // It checks the payment password: as tightly limited per address as a login.
  registerEndpoint(
    redeemProduct,
    ({ request, merchant, session, body }) =>
      mall.redeem(
        db,
        merchant,
        requireOfficialMember(session).memberId,
        body,
        memberLanguageOf(request, merchant),
      ),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(listRedemptions, ({ request, merchant, session, query }) =>
    mall.memberRedemptions(
      db,
      merchant,
      requireOfficialMember(session).memberId,
      query,
      memberLanguageOf(request, merchant),
    ),
  );
  registerEndpoint(vipStatus, ({ merchant, session }) =>
    vip.vipStatus(db, merchant, requireOfficialMember(session).memberId),
  );
}
