import { defineProject } from 'vitest/config';

/** The server suite runs on PostgreSQL and Redis; unset, their addresses are the local ones (README). */
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The embedded database's own suite is the server-embedded project (vitest.embedded.config.ts).
    exclude: ['src/embedded/**'],
    env: {
      DATABASE_URL,
      REDIS_URL,
      // Test runs hash thousands of passwords; passwords.ts accepts this only under NODE_ENV=test.
      ARGON2_TEST_COST: 'minimal',
    },
    // Migrates and seeds once per run into template databases; each file copies its own.
    globalSetup: ['src/test/postgres-templates.ts'],
    setupFiles: ['src/test/property-runs.ts', 'src/test/member-keys.ts', 'src/test/fresh-metrics.ts'],
    // The files share their worker's modules instead of importing the whole server afresh each: that
    // import was most of the suite's time (on two cores 19 min with, 7 without). Each file still has its
    // own database, Redis prefix and servers; the per-process caches are kept per database (WeakMaps
    // keyed by it), and what is one per process (the metrics) starts from zero in each file.
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
