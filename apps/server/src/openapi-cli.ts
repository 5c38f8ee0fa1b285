import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { secretBoxOf } from './modules/system/secrets.ts';
import { filesystemStorage } from './platform/file-storage.ts';

/**
 * Writes the OpenAPI document to apps/server/openapi.json. It is committed, and CI regenerates it and
 * fails on a difference, so every change to the API's surface shows up in review.
 */
const OUTPUT = new URL('../openapi.json', import.meta.url);

// Building the routes needs a database handle, though nothing is queried.
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    logPretty: false,
    trustProxy: false,
    webDist: '/nonexistent-web-dist',
    // The development pay page is part of the documented surface where it runs.
    sandboxPayments: true,
    brandCacheMs: 0,
    rateLimitPerMinute: 1,
    loginAttemptsPerMinute: 1,
  },
  database,
  // Nothing is sealed while the routes are only described.
  secrets: secretBoxOf(randomBytes(32)),
  // Nor is any file stored.
  storage: filesystemStorage(tmpdir()),
});
await app.ready();
await writeFile(OUTPUT, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`Wrote ${OUTPUT.pathname}`);
