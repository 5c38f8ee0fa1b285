import { existsSync } from 'node:fs';
import { defineProject } from 'vitest/config';

/**
 * The embedded database's suite: that the platform works on PGlite, as `npm start` without
 * DATABASE_URL runs it. The server project proves the rest on PostgreSQL.
 *
 * Start-up (migrations, seed, health, secrets on disk), signing in, the catalogue's search (PGlite's
 * own pg_trgm), a launch, and the money paths whose rules are SQL functions (the ledger's move, deposits,
 * withdrawals, lottery slips, the seamless wallet's debit), which must run here as on PostgreSQL. The
 * tests are the server project's, here over PGlite. The other modules' files (content, messages,
 * promotions, missions, the agents' tree, adjustments and the like: their SQL is plain queries and the
 * ledger's move) were here too; each cost a PGlite start (about 8 s on two cores) and proved nothing
 * the PostgreSQL run does not.
 */
const FILES = [
  'src/db/seed/seed.test.ts',
  'src/platform/health.test.ts',
  'src/modules/system/system.test.ts',
  'src/modules/identity/identity.test.ts',
  'src/modules/games/games.test.ts',
  'src/modules/vendor-wallet/launch.test.ts',
  'src/modules/ledger/ledger.test.ts',
  'src/modules/wallet/wallet.test.ts',
  'src/modules/deposits/deposits.test.ts',
  'src/modules/withdrawals/withdrawals.test.ts',
  'src/modules/lottery/lottery-api.test.ts',
  'src/modules/vendor-wallet/vendor-wallet.test.ts',
];

// A listed file that moved would silently drop out of the suite: a missing one stops the run instead.
const missing = FILES.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0)
  throw new Error(`vitest.embedded.config.ts lists missing test files: ${missing.join(', ')}`);

export default defineProject({
  test: {
    name: 'server-embedded',
    environment: 'node',
    include: ['src/embedded/**/*.test.ts', ...FILES],
    env: { DATABASE_URL: '', ARGON2_TEST_COST: 'minimal' },
    // Migrates and seeds once per run and dumps the data directory; each file starts from the dump.
    globalSetup: ['src/test/pglite-templates.ts'],
    setupFiles: ['src/test/property-runs.ts', 'src/test/member-keys.ts'],
    // The embedded database takes a few seconds to start on a 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
