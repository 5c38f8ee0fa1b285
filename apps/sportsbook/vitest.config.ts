import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sportsbook',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/property-runs.ts'],
    // The placement tests bet against the platform's real server on an embedded database (each file
    // from a data directory migrated and seeded once per run, as the house vendor's), and keep the
    // book's own database on PostgreSQL, where concurrent bets really race.
    globalSetup: ['../server/src/test/pglite-templates.ts'],
    env: {
      DATABASE_URL: '',
      ARGON2_TEST_COST: 'minimal',
      SPORTSBOOK_TEST_DATABASE_URL:
        process.env.SPORTSBOOK_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    },
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
