import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'house-vendor',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The HTTP tests start the platform's server on an embedded database: a few seconds on 2 cores.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
