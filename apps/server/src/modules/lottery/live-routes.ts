import type { ServerResponse } from 'node:http';
import { LOTTERY_LIVE_PATH } from '@platform/contracts/lottery/routes';
import { ZLiveQuery } from '@platform/contracts/lottery/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantResolver } from '../../platform/endpoint.ts';
import { liveStreamOpened } from '../../platform/metrics.ts';
import type { DrawEvent, LotteryLive } from './live.ts';
import { gameIdByCode } from './live-repo.ts';

/** Proxies close idle streams after about a minute; a comment line keeps this one open. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops (EventSource `retry`). */
const RETRY_MS = 3_000;

const frame = (event: DrawEvent) => `event: draw\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /lgw/lottery/live?gameCode=: the game's draw changes as server-sent events, so the betting page
 * refreshes its countdown, results and bets without reloading. Public, like the game's own page.
 */
export function lotteryLiveRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  { resolveMerchant, live }: { resolveMerchant: MerchantResolver; live: LotteryLive },
): void {
  // Streams never end on their own: at shutdown they are ended so the server can close (browsers reconnect elsewhere).
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
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

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      let isClosed = false;
      let stop = () => {
        isClosed = true;
      };
      request.raw.on('close', () => stop());
      const unsubscribe = await live.subscribe(game.id, (event) => stream.write(frame(event)));
      if (isClosed) {
        unsubscribe();
        return;
      }
      stream.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      open.add(stream);
      const streamClosed = liveStreamOpened('lottery');
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
        streamClosed();
      };
    },
  );
}
