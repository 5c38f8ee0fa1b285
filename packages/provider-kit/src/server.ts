import { REQUEST_ID_HEADER, requestIdOf } from '@platform/contracts/request-id';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/**
 * A game provider's server (the house vendor, the sportsbook), set up alike: a caller's sane request
 * id is kept, so the wallet calls a request makes carry it to the platform and one id finds both
 * sides of a round; one log line per request instead of Fastify's two; every answer says its id and
 * is neither sniffed nor sent with a referrer.
 */
export function providerServer(logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = Fastify({
    logger,
    genReqId: (request) => requestIdOf(request.headers),
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    // The path without its query: a launch's query carries the player's session token.
    const path = request.url.split('?', 1)[0];
    request.log.info(
      { method: request.method, path, statusCode: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  return app;
}
