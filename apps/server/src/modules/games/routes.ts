import { getGameMenus, getPopularGames, launchGame } from '@platform/contracts/games/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireSession } from '../../platform/endpoint.ts';
import { launchGame as launch } from './launch.ts';
import * as games from './service.ts';

export function gamesRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(getGameMenus, ({ merchant }) => games.getGameMenus(db, merchant));
  registerEndpoint(getPopularGames, ({ merchant, query }) => games.getPopularGames(db, merchant, query));
  registerEndpoint(launchGame, ({ merchant, session, body, request }) =>
    launch(db, merchant, requireSession(session), body, request.language),
  );
}
