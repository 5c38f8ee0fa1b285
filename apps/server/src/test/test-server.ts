import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import type { LotteryLive } from '../modules/lottery/live.ts';
import { secretBox, storedSecret } from '../modules/system/secrets.ts';
import { type FileStorage, filesystemStorage } from '../platform/file-storage.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export type TestServer = {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  /** The key the house provider signs wallet calls with: the deployment's own, kept in its database. */
  houseSecret: string;
  /** Where the server keeps uploaded files: a directory of its own unless the options give one. */
  storage: FileStorage;
  /** Real HTTP against the listening server, with the demo brand's host unless headers say otherwise. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A GET with any Host header, which fetch will not send. */
  getWithHost: (path: string, host: string, headers?: Record<string, string>) => Promise<RawResponse>;
  /** Any call with any Host header, as a browser on that host of the brand makes it. */
  sendWithHost: (request: RawRequest) => Promise<RawResponse>;
  close: () => Promise<void>;
};

type TestServerOptions = {
  webDist?: string;
  /** The built operator console to serve under /console; none when left out. */
  consoleDist?: string;
  /** Adds routes before the server starts, for tests of the platform's own behaviour. */
  extend?: (app: FastifyInstance) => void;
  rateLimitPerMinute?: number;
  /** Read client addresses from X-Forwarded-For, to act as many clients. */
  trustProxy?: boolean;
  loginAttemptsPerMinute?: number;
  /** Runs the sandbox payment gateway, as development does (the default here). */
  sandboxPayments?: boolean;
  redis?: Redis;
  redisNameSpace?: string;
  /** Another server's database, to run a second instance of one deployment; that server closes it. */
  database?: TestDatabase;
  /** Another server's file storage, for a second instance of one deployment. */
  storage?: FileStorage;
  /** How long each brand lookup is kept (0, the default: read every request). */
  brandCacheMs?: number;
  /** Built over the test's database, to share it with the draw jobs a test runs. */
  lotteryLive?: (db: TestDatabase['db']) => LotteryLive;
  /** The seamless wallet's time, for tests of the minimum game cycle. */
  clock?: () => Date;
};

/** The real application on an ephemeral port over a fresh, seeded database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase({ seeded: true }));
  // As every start does: registers the house provider again (the brand is there already).
  await seedIfEmpty(database.db);
  const houseSecret = await storedSecret(database.db, 'HOUSE_VENDOR_SECRET');
  const filesDir = options.storage ? undefined : await mkdtemp(join(tmpdir(), 'platform-files-'));
  const storage = options.storage ?? filesystemStorage(filesDir ?? '');
  const app = await buildApp({
    storage,
    secrets: await secretBox(database.db),
    config: {
      logLevel: 'silent',
      logPretty: false,
      trustProxy: options.trustProxy ?? false,
      brandCacheMs: options.brandCacheMs ?? 0,
      rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000,
      loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10_000,
      webDist: options.webDist ?? '/nonexistent-web-dist',
      ...(options.consoleDist ? { consoleDist: options.consoleDist } : {}),
      sandboxPayments: options.sandboxPayments ?? true,
    },
    database,
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.redisNameSpace ? { redisNameSpace: options.redisNameSpace } : {}),
    ...(options.lotteryLive ? { lotteryLive: options.lotteryLive(database.db) } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    database,
    houseSecret,
    storage,
    request: (path, init) => fetch(`${url}${path}`, init),
    getWithHost: (path, host, headers = {}) => rawRequest(port, { method: 'GET', path, host, headers }),
    sendWithHost: (request) => rawRequest(port, request),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

type RawRequest = {
  method: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string;
};

function rawRequest(
  port: number,
  { method, path, host, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
