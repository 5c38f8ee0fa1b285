import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors.ts';

/**
 * `/healthz`: the process answers (liveness). `/readyz`: it can serve traffic now, meaning the
 * database answers and shutdown has not begun (readiness, for the load balancer).
 */
export function registerHealth(
  app: FastifyInstance,
  checks: { pingDatabase: () => Promise<void>; isDraining: () => boolean },
): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, value: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (checks.isDraining()) return sendFailure(request, reply, 'system.unavailable');
    try {
      await checks.pingDatabase();
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database did not answer');
      return sendFailure(request, reply, 'system.unavailable');
    }
    return { success: true, value: { status: 'ready' } };
  });
}
