import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * Reads HTML form posts into a plain object, which the endpoint's schema then validates like JSON,
 * for the few paths the spec calls with a form (forgot password); elsewhere a form body is refused
 * as an unsupported type, as before. A repeated field keeps its last value.
 */
export function registerFormBody(app: FastifyInstance, paths: readonly string[]): void {
  const formPaths = new Set(paths);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!formPaths.has(request.routeOptions.url ?? '')) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
