import type { FastifyInstance } from 'fastify';

/**
 * Once shutdown begins, requests already running finish, and each of their answers closes its
 * connection. Without that, a kept-alive connection that was busy when shutdown began would hold the
 * server open until its keep-alive timeout. Returns whether the server is draining, for readiness.
 */
export function registerDraining(app: FastifyInstance): () => boolean {
  let isDraining = false;
  app.addHook('preClose', async () => {
    isDraining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
  return () => isDraining;
}
