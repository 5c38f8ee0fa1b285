import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sportsbook',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/property-runs.ts'],
    // The placement tests bet against the platform's real server on PostgreSQL (each file a copy of a
    // database migrated and seeded once per run, as the house vendor's), and keep the book's own
    // database there too, where concurrent bets really race.
    globalSetup: ['../server/src/test/postgres-templates.ts'],
    env: {
      DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      ARGON2_TEST_COST: 'minimal',
      SPORTSBOOK_TEST_DATABASE_URL:
        process.env.SPORTSBOOK_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    },
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
