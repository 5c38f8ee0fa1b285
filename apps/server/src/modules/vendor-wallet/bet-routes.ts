import { getWinners, launchGame, listBets } from '@platform/contracts/games/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember, requireSession } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import { memberBets } from './bets.ts';
import { launchGame as launch } from './launch.ts';
import { latestWinners } from './winners.ts';

/** Opening a game of the catalogue with a wallet session the provider plays. */
export function launchRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(launchGame, ({ merchant, session, body, request }) =>
    launch(db, merchant, requireSession(session), body, request.language),
  );
}

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
