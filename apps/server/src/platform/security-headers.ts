import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy. The session token lives in sessionStorage (as the spec says), so it
 * allows no inline script but the page's own, each by its hash (the theme's, site-head.ts), and no
 * third-party script host: XSS must have nowhere to run. A brand's page may also connect to the
 * brand's other mirrors (site.ts), which it times and reads the API from.
 */
function cspDirectives(
  gameOrigins: readonly string[],
  mirrorOrigins: readonly string[],
  scriptHashes: readonly string[],
) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mirrorOrigins],
    // The /game page frames the game providers' pages, and only those.
    'frame-src': ["'self'", ...gameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The policy of one brand's page: the common one, with the brand's mirror origins to connect to and
 * the hashes of the page's inline scripts.
 */
export function contentSecurityPolicy(
  gameOrigins: readonly string[],
  mirrorOrigins: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  return Object.entries(cspDirectives(gameOrigins, mirrorOrigins, scriptHashes))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for calls no browser makes (a provider's server calling JSON): their answers carry none of these. */
    securityHeaders?: false;
  }
}

/**
 * Strict headers for every answer; a brand's page replaces the policy with its own (site.ts). They are
 * the same on every answer, so they are put together once, not worked out per request. They go on the
 * raw response, so a stream that takes over the response (an event stream) carries them too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { gameOrigins: readonly string[] },
): void {
  const headers = Object.entries({
    'content-security-policy': contentSecurityPolicy(options.gameOrigins, []),
    // Social login runs in a popup that visits the provider: 'same-origin' would cut it off from the site.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The browsers' old filter is itself a leak; 0 turns it off.
    'x-xss-protection': '0',
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false)
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
