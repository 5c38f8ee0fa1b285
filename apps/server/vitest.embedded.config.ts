import { defineProject } from 'vitest/config';

/**
 * The embedded database's suite: that each module works on PGlite, as `npm start` without
 * DATABASE_URL runs it. The server project proves the rest on PostgreSQL.
 */
export default defineProject({
  test: {
    name: 'server-embedded',
    environment: 'node',
    include: [
      'src/embedded/**/*.test.ts',
      'src/db/seed/seed.test.ts',
      'src/modules/system/secrets.test.ts',
      'src/modules/ledger/ledger.test.ts',
    ],
    env: { DATABASE_URL: '', ARGON2_TEST_COST: 'minimal' },
    // Migrates and seeds once per run and dumps the data directory; each file starts from the dump.
    globalSetup: ['src/test/pglite-templates.ts'],
    setupFiles: ['src/test/property-runs.ts'],
    // The embedded database takes a few seconds to start on a 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
