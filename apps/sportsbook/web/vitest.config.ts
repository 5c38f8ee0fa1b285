import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sportsbook-web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
