import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPORTSBOOK_GAMES } from '@platform/contracts/vendor-wallet/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { sessionById } from './sessions/repo.ts';

type WebOptions = {
  db: Kysely<DB>;
  /** The sites allowed to frame the page (CSP frame-ancestors): the platform's. */
  frameAncestors: readonly string[];
  /** The built page (`npm run build`); the book's own `web/dist` unless a test names another. */
  distDir?: string;
};

const DEFAULT_DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};

/** The files of the built page's assets (hashed names), read once: no path from a request reaches the disk. */
async function assetsOf(dir: string): Promise<Map<string, Buffer>> {
  const names = await readdir(dir).catch(() => []);
  const files = new Map<string, Buffer>();
  for (const name of names) files.set(name, await readFile(join(dir, name)));
  return files;
}

const sportOfGame = new Map<string, string>(
  Object.entries(SPORTSBOOK_GAMES).map(([sport, game]) => [game, sport]),
);

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The member's page (a React app built from `web/`): `/book/:sessionId`, the launch's redirect, is the
 * page with its session written in, and `/book/assets/` its hashed files. Under a strict CSP: nothing
 * but the book's own scripts and styles, framed only by the platform.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions) {
  const dist = options.distDir ?? DEFAULT_DIST;
  const template = await readFile(join(dist, 'index.html'), 'utf8').catch(() => null);
  const assets = await assetsOf(join(dist, 'assets'));
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors.join(' ') || "'none'"}`,
  ].join('; ');

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
  });

  app.get<{ Params: { sessionId: string }; Querystring: { theme?: string } }>(
    '/book/:sessionId',
    async (request, reply) => {
      if (template === null)
        return reply.status(503).type('text/plain').send('The page is not built: run npm run build.');
      const session = await sessionById(options.db, request.params.sessionId);
      if (!session) return reply.status(404).type('text/plain').send('No such session');
      const theme = request.query.theme;
      const config = {
        sessionId: session.id,
        sport: sportOfGame.get(session.gameCode) ?? 'football',
        currency: session.currency,
        scale: session.scale,
        language: session.language,
        theme: theme === 'light' || theme === 'dark' ? theme : null,
        oddsFormat: session.oddsFormat,
      };
      const page = template.replace(
        '</head>',
        `<script type="application/json" id="config">${escapeJson(config)}</script>\n</head>`,
      );
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );

  app.get<{ Params: { file: string } }>('/book/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const body = assets.get(file);
    const type = TYPES[file.split('.').pop() ?? ''];
    if (!body || !type) return reply.status(404).type('text/plain').send('Not found');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find(
      (name) => accepts.includes(name) && assets.has(`${file}.${name === 'gzip' ? 'gz' : 'br'}`),
    );
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type(type);
    if (!encoding) return reply.send(body);
    return reply
      .header('content-encoding', encoding)
      .send(assets.get(`${file}.${encoding === 'gzip' ? 'gz' : 'br'}`));
  });
}
