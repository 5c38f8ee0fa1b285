import {
  applyPromotion,
  claimPromotion,
  claimRaffle,
  getPromotion,
  listBonuses,
  listPromotions,
  releaseBonus,
} from '@platform/contracts/promotions/endpoints';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember, type Session } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { bonusDetails, promotionDetail, promotionList, releaseMemberBonus } from './catalogue.ts';
import { applyToPromotion, claimPromotion as claim, claimRaffle as draw } from './participation.ts';

export function promotionRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  storage: FileStorage,
): void {
  // Open to guests; a member's token adds what the member did and may do.
  const viewer = (request: FastifyRequest, merchant: Merchant, session: Session | undefined) => ({
    language: memberLanguageOf(request, merchant),
    memberId: session?.memberId,
  });
  registerEndpoint(listPromotions, ({ merchant, session, request, query }) =>
    promotionList(db, merchant, viewer(request, merchant, session), query.category),
  );
  registerEndpoint(getPromotion, ({ merchant, session, request, query }) =>
    promotionDetail(db, merchant, viewer(request, merchant, session), query.code),
  );
  registerEndpoint(applyPromotion, async ({ merchant, session, request, body }) => {
    const { memberId } = requireOfficialMember(session);
    await applyToPromotion(db, storage, merchant, memberId, body);
    return promotionDetail(db, merchant, viewer(request, merchant, session), body.code);
  });
  registerEndpoint(claimPromotion, async ({ merchant, session, request, body }) => {
    await claim(db, merchant, requireOfficialMember(session).memberId, body.code);
    return promotionDetail(db, merchant, viewer(request, merchant, session), body.code);
  });
  registerEndpoint(claimRaffle, ({ merchant, session, body }) =>
    draw(db, merchant, requireOfficialMember(session).memberId, body.code),
  );
  const member = (request: FastifyRequest, merchant: Merchant, session: Session | undefined) => ({
    language: memberLanguageOf(request, merchant),
    memberId: requireOfficialMember(session).memberId,
  });
  registerEndpoint(listBonuses, ({ merchant, session, request }) =>
    bonusDetails(db, merchant, member(request, merchant, session)),
  );
  registerEndpoint(releaseBonus, ({ merchant, session, request, body }) =>
    releaseMemberBonus(db, merchant, member(request, merchant, session), body.bonusId),
  );
}
