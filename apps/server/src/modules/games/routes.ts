import {
  getFavouriteGames,
  getFavouriteIds,
  getGameList,
  getGameMenus,
  getHotGames,
  getPopularGames,
  getPvpRooms,
  getRecentGames,
  getVassalageGames,
  setFavourite,
} from '@platform/contracts/games/endpoints';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember, type Session } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as favourites from './favourites.ts';
import * as games from './service.ts';

export function gamesRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(getGameMenus, ({ merchant }) => games.getGameMenus(db, merchant));
  // Lists are open to guests; a member's token only adds isFav.
  const viewer = (request: FastifyRequest, merchant: Merchant, session: Session | undefined) => ({
    language: memberLanguageOf(request, merchant),
    memberId: session?.memberId,
  });
  registerEndpoint(getPopularGames, ({ merchant, query, request, session }) =>
    games.getPopularGames(db, merchant, query, viewer(request, merchant, session)),
  );
  registerEndpoint(getHotGames, ({ merchant, query, request, session }) =>
    games.getHotGames(db, merchant, query, viewer(request, merchant, session)),
  );
  registerEndpoint(getGameList, ({ merchant, query, request, session }) =>
    games.listGames(db, merchant, query, viewer(request, merchant, session)),
  );
  registerEndpoint(getVassalageGames, ({ merchant, query, request, session }) =>
    games.getVassalageGames(db, merchant, query.vassalage, viewer(request, merchant, session)),
  );
  registerEndpoint(getPvpRooms, ({ merchant, query, request }) =>
    games.getPvpRooms(db, merchant, query, memberLanguageOf(request, merchant)),
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
