import { SPORTSBOOK_GAMES } from '@platform/contracts/vendor-wallet/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { sessionById } from './repo.ts';

const SPORT_OF_GAME = new Map<string, string>(
  Object.entries(SPORTSBOOK_GAMES).map(([sport, game]) => [game, sport]),
);

/**
 * What the book's page needs to open a session: the sport its lobby game opens on, and how to show
 * money and prices. The member's token and platform id stay with the book: the session's id in the
 * page's address is all the page holds.
 */
export function sessionRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (request, reply) => {
    const session = await sessionById(db, request.params.id);
    if (!session) return reply.status(404).send({ error: 'not_found' });
    return {
      // null only for a session launched before the launch kept to the book's own games.
      sport: SPORT_OF_GAME.get(session.gameCode) ?? null,
      gameCode: session.gameCode,
      currency: session.currency,
      language: session.language,
      oddsFormat: session.oddsFormat,
      brand: session.brandCode,
    };
  });
}
