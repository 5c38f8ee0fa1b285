/**
 * The real application over the test file's PostgreSQL database named by CRASH_DATABASE_URL, in a
 * process of its own, so that a test can kill it with SIGKILL mid-work. Prints its port on stdout once
 * it listens.
 */
import { tmpdir } from 'node:os';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { secretBox } from '../modules/system/secrets.ts';
import { filesystemStorage } from '../platform/file-storage.ts';

const url = process.env.CRASH_DATABASE_URL;
if (!url) throw new Error('CRASH_DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url, poolMax: 16 });
const app = await buildApp({
  secrets: await secretBox(database.db),
  config: {
    logLevel: 'silent',
    logPretty: false,
    trustProxy: false,
    brandCacheMs: 0,
    rateLimitPerMinute: 1_000_000,
    loginAttemptsPerMinute: 1_000_000,
    webDist: '/nonexistent-web-dist',
    sandboxPayments: false,
  },
  database,
  // The crash tests upload nothing.
  storage: filesystemStorage(tmpdir()),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`${port}\n`);
