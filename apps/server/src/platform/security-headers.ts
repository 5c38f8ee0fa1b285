import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy. The session token lives in sessionStorage (as the spec says), so it
 * allows no inline script and no third-party script host: XSS must have nowhere to run. A brand's page
 * may also connect to the brand's other mirrors (site.ts), which it times and reads the API from.
 */
function cspDirectives(gameOrigins: readonly string[], mirrorOrigins: readonly string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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

/** The policy of one brand's page: the common one, with the brand's mirror origins to connect to. */
export function contentSecurityPolicy(
  gameOrigins: readonly string[],
  mirrorOrigins: readonly string[],
): string {
  return Object.entries(cspDirectives(gameOrigins, mirrorOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** Strict headers for every answer; a brand's page replaces the policy with its own (site.ts). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { gameOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.gameOrigins, []) },
    crossOriginEmbedderPolicy: false,
    // Social login runs in a popup that visits the provider: 'same-origin' would cut it off from the site.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
