import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SPORTSBOOK_GAMES } from '@platform/contracts/vendor-wallet/sportsbook';
import { providerServer } from '@platform/provider-kit/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDatabase } from './db/database.ts';
import { postgresBookDatabase } from './db/test-database.ts';
import { openSession } from './sessions/repo.ts';
import { webRoutes } from './web-routes.ts';

let database: BookDatabase;
let app: FastifyInstance;
let dist: string;
const script = 'console.log("the book");'.repeat(10);

beforeAll(async () => {
  database = await postgresBookDatabase(2);
  // A built page of the test's own: the routes serve whatever `npm run build` left in the directory.
  dist = await mkdtemp(join(tmpdir(), 'book-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<html><head><title>Book</title></head><body></body></html>');
  await writeFile(join(dist, 'assets', 'index-abc.js'), script);
  await writeFile(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(script));
  app = providerServer(false);
  await app.register(webRoutes, { db: database.db, frameAncestors: ['https://site.example'], distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dist, { recursive: true, force: true });
});

const launch = (gameCode: string, language = 'VI') =>
  openSession(
    database.db,
    {
      token: 'a-launch-token-0001',
      playerId: '7',
      gameCode,
      currency: 'VND',
      scale: 0,
      language,
      brandCode: 'demo',
      oddsFormat: 'malay',
    },
    new Date(),
  );

describe("the member's page", () => {
  it("is the built page with the session's sport, currency and language written in, under a strict CSP", async () => {
    const id = await launch(SPORTSBOOK_GAMES.cockfighting);
    const response = await app.inject(`/book/${id}?theme=light`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain('frame-ancestors https://site.example');
    expect(response.headers['cache-control']).toBe('no-store');
    const config = /<script type="application\/json" id="config">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(config ?? 'null')).toEqual({
      sessionId: id,
      sport: 'cockfighting',
      currency: 'VND',
      scale: 0,
      language: 'VI',
      theme: 'light',
      // The brand's format, the page's until the member picks one.
      oddsFormat: 'malay',
    });
  });

  it('ignores a theme it does not know and answers 404 for an unknown session', async () => {
    const id = await launch(SPORTSBOOK_GAMES.football, 'EN');
    expect((await app.inject(`/book/${id}?theme=<script>`)).body).toContain('"theme":null');
    expect((await app.inject(`/book/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await app.inject('/book/not-a-session')).statusCode).toBe(404);
  });

  it('serves the hashed assets for a year, compressed when the browser takes it, and nothing else', async () => {
    const plain = await app.inject('/book/assets/index-abc.js');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.body).toBe(script);
    const gzipped = await app.inject({
      url: '/book/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(script.length);
    expect((await app.inject('/book/assets/index-abc.js.gz')).statusCode).toBe(404);
    expect((await app.inject('/book/assets/..%2Findex.html')).statusCode).toBe(404);
    expect((await app.inject('/book/assets/missing.js')).statusCode).toBe(404);
  });
});
