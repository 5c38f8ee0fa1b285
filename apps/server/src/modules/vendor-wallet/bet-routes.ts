import { getWinners, listBets } from '@platform/contracts/games/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import { memberBets } from './bets.ts';
import { latestWinners } from './winners.ts';

export function betRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(listBets, ({ merchant, session, query, request }) =>
    memberBets(
      db,
      merchant,
      requireOfficialMember(session).memberId,
      query,
      memberLanguageOf(request, merchant),
    ),
  );
  registerEndpoint(getWinners, ({ merchant, request }) =>
    latestWinners(db, merchant, memberLanguageOf(request, merchant)),
  );
}
