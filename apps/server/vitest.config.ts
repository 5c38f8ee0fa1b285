import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The embedded database takes a few seconds to start on a 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
