import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The house game vendor: a separate provider that will know the platform only through the
 * seamless-wallet protocol. For now it starts and answers its health check.
 */
export function buildVendorApp(options: { logLevel: string }): FastifyInstance {
  const app = Fastify({ logger: { level: options.logLevel } });
  app.get('/healthz', async () => ({ status: 'ok', service: 'house-vendor' }));
  return app;
}
