import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCS_PREFIX } from './api-docs.ts';
import { chooseEncoding } from './compression.ts';
import { isConsolePath, registerConsole } from './console-site.ts';
import type { MerchantResolver } from './endpoint.ts';
import { sendFailure } from './errors.ts';
import type { Merchant } from './merchant.ts';
import { hostOf, type MirrorHostsOf, mirrorOrigins } from './mirrors.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import {
  canonicalPath,
  type HomeShell,
  renderPage,
  robotsTxt,
  SCRIPTS_AFTER_BANNER_HASH,
  sitemapXml,
  THEME_SCRIPT_HASH,
  webManifest,
} from './site-head.ts';
import { cachedLookup } from './ttl-cache.ts';

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
/** The build's page template: only ever sent rendered for a brand, never as the file itself. */
const TEMPLATE = 'index.html';

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

type SiteOptions = {
  /** The brand of a host, as every API call finds it. */
  resolveMerchant: MerchantResolver;
  /** The brand's mirrors, which its page may connect to (its Content Security Policy). */
  mirrorHostsOf: MirrorHostsOf;
  /** The game providers' origins the page frames. */
  gameOrigins: readonly string[];
  /** What of the home page the brand's page paints before the site's scripts run (site-head.ts). */
  homeShellOf: (merchant: Merchant) => Promise<HomeShell | undefined>;
  /** How long one brand's rendered page is kept; a change to the brand or a new build shows after it. */
  cacheMs: number;
  /** The built operator console, served under /console (console-site.ts); '' for none. */
  consoleDist: string;
};

/** A page as it is rendered: the brand's host, its canonical path, and whether it is the home page. */
type PageKey = { request: FastifyRequest; path: string; isHome: boolean };
/** One rendered page with its compressed forms and its policy, made once per brand, host and page while cached. */
type RenderedPage = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer; policy: string };
/** The address the visitor used, as previews and crawlers must be sent back to it. */
function originOf(request: FastifyRequest): string {
  const port = request.port === null || request.port === undefined ? '' : `:${request.port}`;
  return `${request.protocol}://${request.hostname.toLowerCase()}${port}`;
}

/** The paths the site shows its home page on (`/` is sent on to `/index` by the site's router). */
const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index']);

function brandOf(request: FastifyRequest, resolveMerchant: MerchantResolver): Promise<Merchant | undefined> {
  return resolveMerchant({ code: undefined, host: hostOf(request) });
}

/**
 * Serves the built site when it exists. Unknown API paths answer 404 in the envelope; any other
 * page request gets the SPA's index.html, rendered for the host's brand (its title, description,
 * icons, colours and preview tags), whose router shows the page (or its own not-found page).
 */
export async function registerSite(
  app: FastifyInstance,
  webDist: string,
  options: SiteOptions,
): Promise<void> {
  const hasSite = existsSync(join(webDist, TEMPLATE));
  const sendConsolePage = await registerConsole(app, options.consoleDist);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt site is served without restarting.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      // Directories (the root among them) are never listed: they fall through to the page fallback,
      // and so does the page template, which is only sent rendered for a brand.
      allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== `/${TEMPLATE}`,
      setHeaders: (response, path) => {
        // Hashed bundles never change; index.html must be revalidated so a deploy is seen at once.
        const isHashedAsset = path.includes(`${join(webDist, 'assets')}/`);
        response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerBrandFiles(app, options.resolveMerchant);
  }

  const renderedPage = cachedLookup(
    async ({ request, path, isHome }: PageKey): Promise<RenderedPage> => {
      const [template, merchant, mirrors] = await Promise.all([
        readFile(join(webDist, TEMPLATE), 'utf8'),
        brandOf(request, options.resolveMerchant),
        options.mirrorHostsOf({ code: undefined, host: hostOf(request) }),
      ]);
      const homeShell = merchant && isHome ? await options.homeShellOf(merchant) : undefined;
      const html = Buffer.from(
        renderPage(template, merchant && { merchant, origin: originOf(request), path, homeShell }),
      );
      return {
        etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
        identity: html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
        policy: contentSecurityPolicy(
          options.gameOrigins,
          mirrorOrigins(request, mirrors),
          homeShell ? [THEME_SCRIPT_HASH, SCRIPTS_AFTER_BANNER_HASH] : [THEME_SCRIPT_HASH],
        ),
      };
    },
    // Every page that is not public shares the home page's address, but not its banner.
    ({ request, path, isHome }) => `${originOf(request)}${path}${isHome ? ' home' : ''}`,
    { ttlMs: options.cacheMs, maxEntries: 500 },
  );

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const page = await renderedPage({
      request,
      path: canonicalPath(request.url),
      isHome: HOME_PATHS.has(pathname),
    });
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .header('content-security-policy', page.policy);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page[encoding]);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isConsolePath(request.url)) {
      return sendConsolePage && wantsSitePage(request)
        ? sendConsolePage(request, reply)
        : sendFailure(request, reply, 'route.not.found');
    }
    if (hasSite && wantsSitePage(request)) {
      return sendPage(request, reply);
    }
    return sendFailure(request, reply, 'route.not.found');
  });
}

/** robots.txt, sitemap.xml and the web manifest, each for the brand of the host asked. */
function registerBrandFiles(app: FastifyInstance, resolveMerchant: MerchantResolver): void {
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (request, reply) => {
    const merchant = await brandOf(request, resolveMerchant);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(merchant && originOf(request)));
  });
  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const merchant = await brandOf(request, resolveMerchant);
    if (!merchant) return sendFailure(request, reply, 'route.not.found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request)));
  });
  app.get('/manifest.webmanifest', hidden, async (request, reply) => {
    const merchant = await brandOf(request, resolveMerchant);
    if (!merchant) return sendFailure(request, reply, 'route.not.found');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(merchant)));
  });
}
