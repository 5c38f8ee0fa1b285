import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'house-vendor', environment: 'node', include: ['src/**/*.test.ts'] },
});
