import type { FastifyInstance } from 'fastify';
import type { CallbackRequest } from './gateways.ts';

/** A gateway's callback is a small JSON or form document; anything larger is no callback. */
const BODY_LIMIT_BYTES = 64 * 1024;
const GATEWAY = /^[a-z0-9-]{2,32}$/;

/**
 * A gateway's server-to-server callback at `path` (with `:gateway` in it): its body kept as the raw
 * text its signature covers, whatever its content type, and handed to `handle` with its headers. The
 * answer is the site's envelope; a refusal (an AppError) is answered by the site's error handler.
 */
export function registerCallbackRoute(
  app: FastifyInstance,
  path: string,
  handle: (gateway: string, request: CallbackRequest) => Promise<unknown>,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { gateway: string } }>(path, { schema: { hide: true } }, async (request, reply) => {
      const gateway = GATEWAY.test(request.params.gateway) ? request.params.gateway : '';
      const value = await handle(gateway, {
        rawBody: typeof request.body === 'string' ? request.body : '',
        headers: request.headers,
      });
      return reply.send({ success: true, value });
    });
  });
}
