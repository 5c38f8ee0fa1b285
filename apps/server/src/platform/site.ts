import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCS_PREFIX } from './api-docs.ts';
import { sendFailure } from './errors.ts';

const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/ops/',
  '/media/',
  '/vendor-wallet/',
  `${DOCS_PREFIX}/`,
  '/healthz',
  '/readyz',
];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A path whose last segment names a file (`/assets/app-1a2b.js`, `/favicon.ico`): never a page. */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Whether a request nothing else answered gets the site's index.html: a GET (or HEAD) of a path that
 * is not the API's, from a browser (`text/html`), or of a path that names no file from a client that
 * takes any type (the wildcard type, or no Accept at all, as a plain `curl`). A client asking only
 * for JSON, and every API path, get the envelope's 404.
 */
export function wantsSitePage(request: {
  method: string;
  url: string;
  headers: { accept?: string };
}): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (isApiPath(path)) return false;
  const accept = request.headers.accept?.trim() ?? '';
  if (accept.includes('text/html')) return true;
  // A script or stylesheet of a stale page asks for any type too: a missing file stays a 404.
  return (accept === '' || accept.includes('*/*')) && !FILE_PATH.test(path);
}

/**
 * Serves the built site when it exists. Unknown API paths answer 404 in the envelope; any other
 * page request gets the SPA's index.html, whose router shows the page (or its own not-found page).
 */
export async function registerSite(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSite = existsSync(join(webDist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt site is served without restarting.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      // Directories (the root among them) are never listed: they fall through to the page fallback.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders: (response, path) => {
        // Hashed bundles never change; index.html must be revalidated so a deploy is seen at once.
        const isHashedAsset = path.includes(`${join(webDist, 'assets')}/`);
        response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasSite && wantsSitePage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(request, reply, 'route.not.found');
  });
}
