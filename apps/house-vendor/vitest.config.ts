import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'house-vendor',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The HTTP tests start the platform's server on PostgreSQL, as the server's suite does: each file
    // copies a database migrated and seeded once per run (an embedded database cost each file seconds
    // of start-up, and the embedded suite proves the platform on it); members' passwords at argon2's
    // least cost.
    globalSetup: ['../server/src/test/postgres-templates.ts'],
    env: {
      DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      ARGON2_TEST_COST: 'minimal',
    },
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
