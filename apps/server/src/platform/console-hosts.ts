import type { FastifyInstance } from 'fastify';
import { isConsolePath } from './console-site.ts';
import { sendFailure } from './errors.ts';
import { hostOf } from './mirrors.ts';

const STAFF_API_PREFIX = '/ops/';

/**
 * Keeps the staff surfaces (the console's pages and the /ops calls) on the hosts brands gave the
 * console, once any brand has one: elsewhere they answer 404, as a path that does not exist. No host is
 * exempt, not even localhost: the Host header is the caller's to choose. With none configured (the
 * demo, the tests), they answer on every host as before.
 */
export function registerConsoleHosts(
  app: FastifyInstance,
  consoleHosts: () => Promise<readonly string[]>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!isConsolePath(path) && !path.startsWith(STAFF_API_PREFIX)) return;
    const hosts = await consoleHosts();
    if (hosts.length > 0 && !hosts.includes(hostOf(request)))
      return sendFailure(request, reply, 'route.not.found');
  });
}
