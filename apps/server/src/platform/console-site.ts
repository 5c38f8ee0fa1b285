import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from './security-headers.ts';

/** Where the operator console is served: its build uses the same base (apps/console/vite.config.ts). */
const CONSOLE_PREFIX = '/console';
const TEMPLATE = 'index.html';

export function isConsolePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);
}

/**
 * Serves the built operator console under /console when it exists: its files, hashed assets cached
 * for good, and its index.html for every other console page (the SPA's router shows it). Answers the
 * page-sending function the not-found handler calls, or undefined without a build.
 */
export async function registerConsole(
  app: FastifyInstance,
  consoleDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  if (!existsSync(join(consoleDist, TEMPLATE))) return undefined;
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: `${CONSOLE_PREFIX}/`,
    // The site registers the reply decorators already.
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== `/${TEMPLATE}`,
    setHeaders: (response, path) => {
      const isHashedAsset = path.includes(`${join(consoleDist, 'assets')}/`);
      response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // No brand's game providers or mirrors: the console talks to its own host only.
  const policy = contentSecurityPolicy([], []);
  return async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      // Read per request, so a rebuilt console is served without restarting (as the site's files).
      .send(await readFile(join(consoleDist, TEMPLATE)));
}
