import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The brand's mirror hosts, for the site a host serves (see the system module's mirrorHosts): the
 * page measures them and sends its reads to the fastest (docs/features.md, the domain route).
 */
export type MirrorHostsOf = (lookup: {
  code: string | undefined;
  host: string;
}) => Promise<readonly string[]>;

/** The paths the site reads across mirrors: the platform's API and the games' lists. */
const MIRRORED_PATHS = /^\/(wps|lgw)\//;
/** The probe the site times each mirror with: no data, never cached, no preflight. */
const PING_PATH = '/wps/system/ping';
/** What a read of the site carries besides the browser's own headers (api-client.ts sessionHeaders). */
const ALLOWED_HEADERS = 'Authorization, Merchant, Language, Device, Accept';
/** Chrome keeps a preflight at most two hours, per address; longer asks nothing more of it. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;
/** A host name a policy or header may carry as it is: no scheme, port, path, space or separator. */
const PLAIN_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function hostOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/\.$/, '');
}

function portSuffix(request: FastifyRequest): string {
  return request.port === null || request.port === undefined ? '' : `:${request.port}`;
}

/**
 * The origins of the mirrors besides the one asked, as the page at this request's scheme and port
 * reaches them (all mirrors of a brand answer on the same scheme and port as the page's own host).
 */
export function mirrorOrigins(request: FastifyRequest, hosts: readonly string[]): string[] {
  const own = hostOf(request);
  return hosts
    .filter((host) => host !== own && PLAIN_HOST.test(host))
    .map((host) => `${request.protocol}://${host}${portSuffix(request)}`);
}

function merchantCodeOf(request: FastifyRequest): string | undefined {
  const header = request.headers.merchant;
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

/**
 * Whether `origin` is another mirror of the brand this request is for: the same scheme and port, a
 * host of the brand's list for this site, and the host asked on that list too. A random origin, a
 * host of another brand (a host belongs to one brand only) or a lookalike gets no CORS access.
 */
async function isMirrorOrigin(request: FastifyRequest, origin: string, mirrorHostsOf: MirrorHostsOf) {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const host = hostOf(request);
  if (parsed.origin !== origin || parsed.hostname === host) return false;
  if (origin !== `${request.protocol}://${parsed.hostname}${portSuffix(request)}`) return false;
  const hosts = await mirrorHostsOf({ code: merchantCodeOf(request), host });
  return hosts.includes(host) && hosts.includes(parsed.hostname);
}

/**
 * CORS for the brand's own mirrors, reads only: a page on one mirror may GET the API of another with
 * its token in the Authorization header (never a cookie: no credentials are allowed). Writes stay
 * on the page's own host, so a money call is never sent across origins. The preflight is kept two
 * hours, so only the first read of an address pays for it. Also the probe the page times mirrors by.
 */
export function registerMirrorAccess(app: FastifyInstance, mirrorHostsOf: MirrorHostsOf): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!MIRRORED_PATHS.test(request.url)) return;
    // A read's answer depends on the asking origin: a cache must never hand one origin's to another.
    if (request.method === 'GET') reply.header('vary', 'Origin');
    const { origin } = request.headers;
    if (origin === undefined) return;
    const requestedMethod = request.headers['access-control-request-method'];
    const isPreflight = request.method === 'OPTIONS' && requestedMethod !== undefined;
    if (!isPreflight && request.method !== 'GET') return;
    if (isPreflight) reply.header('vary', 'Origin');
    // A preflight for anything but a read is refused whatever the origin: writes stay same-origin.
    const mayRead = !isPreflight || requestedMethod === 'GET';
    if (mayRead && (await isMirrorOrigin(request, origin, mirrorHostsOf))) {
      reply.header('access-control-allow-origin', origin);
      if (isPreflight) {
        reply
          .header('access-control-allow-methods', 'GET')
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      } else {
        reply.header('access-control-expose-headers', 'Retry-After, X-Request-Id');
      }
    }
    if (isPreflight) return reply.code(204).send();
  });

  app.get(PING_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).header('cache-control', 'no-store').send(),
  );
}
