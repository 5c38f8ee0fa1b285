import { defineConfig } from 'vitest/config';

/**
 * The wallet conformance suite against another platform (npm run wallet-conformance), kept out of the
 * platform's own test runs: it needs that platform's address, key and players.
 */
export default defineConfig({
  test: {
    name: 'wallet-conformance',
    environment: 'node',
    include: ['src/modules/vendor-wallet/conformance/external.conformance.ts'],
    testTimeout: 30_000,
  },
});
