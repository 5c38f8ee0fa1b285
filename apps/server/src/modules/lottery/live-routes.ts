import { LOTTERY_LIVE_PATH } from '@platform/contracts/lottery/routes';
import { ZLiveQuery } from '@platform/contracts/lottery/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantResolver } from '../../platform/endpoint.ts';
import { eventStreams } from '../../platform/event-stream.ts';
import type { LotteryLive } from './live.ts';
import { gameIdByCode } from './live-repo.ts';

/**
 * GET /lgw/lottery/live?gameCode=: the game's draw changes as server-sent events, so the betting page
 * refreshes its countdown, results and bets without reloading. Public, like the game's own page.
 */
export function lotteryLiveRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  { resolveMerchant, live }: { resolveMerchant: MerchantResolver; live: LotteryLive },
): void {
  const openEventStream = eventStreams(app);
  app.get(
    LOTTERY_LIVE_PATH,
    {
      schema: {
        tags: ['lottery'],
        summary:
          "A game's draw changes (opened, closed, drawn, settled, cancelled) as server-sent events named draw",
        querystring: ZLiveQuery,
      },
    },
    async (request, reply) => {
      const { gameCode, merchant: code } = request.query as { gameCode: string; merchant?: string };
      const header = request.headers.merchant;
      const merchant = await resolveMerchant({
        code: code ?? (typeof header === 'string' ? header : undefined),
        host: request.hostname.toLowerCase(),
      });
      if (!merchant) throw new AppError('merchant.not.found');
      const game = await gameIdByCode(db, merchant.id, gameCode);
      if (!game) throw new AppError('lottery.game.unknown');

      await openEventStream(request, reply, {
        start: (events) => live.subscribe(game.id, (event) => events.send('draw', event)),
        counted: 'lottery',
      });
    },
  );
}
