import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/sportsbook/web/vitest.config.ts',
      'apps/server/vitest.embedded.config.ts',
    ],
    maxWorkers: 2,
  },
});
