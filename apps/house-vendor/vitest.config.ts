import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'house-vendor',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The HTTP tests start the platform's server on an embedded database, each file from a data
    // directory migrated and seeded once per run; its members' passwords at argon2's least cost.
    globalSetup: ['../server/src/test/pglite-templates.ts'],
    env: { DATABASE_URL: '', ARGON2_TEST_COST: 'minimal' },
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
