import {
  getFavouriteGames,
  getFavouriteIds,
  getGameMenus,
  getPopularGames,
  getRecentGames,
  launchGame,
  setFavourite,
} from '@platform/contracts/games/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember, requireSession } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import * as favourites from './favourites.ts';
import { launchGame as launch } from './launch.ts';
import * as games from './service.ts';

export function gamesRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(getGameMenus, ({ merchant }) => games.getGameMenus(db, merchant));
  registerEndpoint(getPopularGames, ({ merchant, query, request }) =>
    games.getPopularGames(db, merchant, query, memberLanguageOf(request, merchant)),
  );
  registerEndpoint(launchGame, ({ merchant, session, body, request }) =>
    launch(db, merchant, requireSession(session), body, request.language),
  );
  // Favourites and the recent list belong to an official account; a demo account keeps none.
  registerEndpoint(getFavouriteIds, ({ session }) =>
    favourites.favouriteIds(db, requireOfficialMember(session).memberId),
  );
  registerEndpoint(setFavourite, ({ merchant, session, body }) =>
    favourites.setFavourite(db, merchant, requireOfficialMember(session).memberId, body),
  );
  registerEndpoint(getFavouriteGames, ({ merchant, session, request }) =>
    favourites.favouriteGames(
      db,
      merchant,
      requireOfficialMember(session).memberId,
      memberLanguageOf(request, merchant),
    ),
  );
  registerEndpoint(getRecentGames, ({ merchant, session, request }) =>
    favourites.recentGames(
      db,
      merchant,
      requireOfficialMember(session).memberId,
      memberLanguageOf(request, merchant),
    ),
  );
}
