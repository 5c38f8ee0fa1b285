import { SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { envOrExit, listenOrExit } from '@platform/provider-kit/start';
import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { buildBookApp } from './app.ts';
import { feedSync } from './catalogue/feed-sync.ts';
import { migrateBook, openBookDatabase } from './db/database.ts';
import { simulatedSource } from './feed/simulated.ts';
import { settlementRun } from './settlement/settlement.ts';
import { platformWallet } from './wallet.ts';

const env = envOrExit(
  z.object({
    SPORTSBOOK_PORT: z.coerce.number().int().min(0).max(65535).default(8100),
    SPORTSBOOK_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * The key wallet calls are signed with, the one the platform holds for the sportsbook provider.
     * Required: a book that signed with a key anyone could read would let anyone move its members' money.
     */
    SPORTSBOOK_SECRET: z
      .string({ error: 'not set: give it the key the platform holds for the sportsbook provider' })
      .min(32),
    /** The book's own PostgreSQL; unset, the embedded database in SPORTSBOOK_DATA_DIR. */
    SPORTSBOOK_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** The folder whose `sportsbook/` the embedded database keeps its files in, as the platform's DATA_DIR. */
    SPORTSBOOK_DATA_DIR: z.string().min(1).default('./data'),
    /** The brand's margin on the simulated events' prices, in hundredths of a percent (500: a 105% book). */
    SPORTSBOOK_MARGIN: z.coerce.number().int().min(0).max(5000).default(500),
    /**
     * How many times faster than its schedule the simulation runs (1: a football match every 5
     * minutes): browser tests and demos set it to see matches start and settle in seconds.
     */
    SPORTSBOOK_PACE: z.coerce.number().min(1).max(3600).default(1),
    /**
     * How long, in milliseconds, a slip with a leg in play is held before its prices are checked
     * again (0 turns the delay off); unset, the book's 5 s.
     */
    SPORTSBOOK_INPLAY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** How often the event source is read, in milliseconds. */
    SPORTSBOOK_FEED_MS: z.coerce.number().int().min(100).default(1000),
    /** The platform's seamless wallet, as this server reaches it. */
    PLATFORM_WALLET_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080/vendor-wallet/v1'),
    /** The sites allowed to frame the member's page, space-separated origins (CSP frame-ancestors). */
    SPORTSBOOK_FRAME_ANCESTORS: z
      .string()
      .default('http://localhost:* http://127.0.0.1:* http://*.localhost:*'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  }),
);

let database: Awaited<ReturnType<typeof openBookDatabase>>;
try {
  database = await openBookDatabase(
    env.SPORTSBOOK_DATABASE_URL ? { url: env.SPORTSBOOK_DATABASE_URL } : { dataDir: env.SPORTSBOOK_DATA_DIR },
  );
  await migrateBook(database.db);
} catch (error) {
  console.error(
    `Start-up failed: the sportsbook's database could not be opened: ${(error as Error).message}`,
  );
  process.exit(1);
}

const wallet = platformWallet({
  baseUrl: env.PLATFORM_WALLET_URL,
  vendorCode: SPORTSBOOK_PROVIDER_CODE,
  secret: env.SPORTSBOOK_SECRET,
});
const app = buildBookApp({
  logLevel: env.LOG_LEVEL,
  db: database.db,
  wallet,
  inPlayDelayMs: env.SPORTSBOOK_INPLAY_DELAY_MS,
  frameAncestors: env.SPORTSBOOK_FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
});

// One process reads the source: the simulation's outcomes live in its memory until revealed.
const sync = feedSync(
  database.db,
  simulatedSource({ margin: env.SPORTSBOOK_MARGIN, pace: env.SPORTSBOOK_PACE, createdAt: new Date() }),
);
let syncing = false;
const feed = setInterval(() => {
  if (syncing) return;
  syncing = true;
  sync(new Date())
    .catch((error: unknown) => app.log.error({ err: error }, 'the event feed failed to sync'))
    .finally(() => {
      syncing = false;
    });
}, env.SPORTSBOOK_FEED_MS);

// Settlement, the reserved-bet sweep and owed payments, one run at a time (settlement/settlement.ts).
let settling = false;
const settlement = setInterval(() => {
  if (settling) return;
  settling = true;
  settlementRun({ db: database.db, wallet, now: () => new Date(), log: app.log })
    .catch((error: unknown) => app.log.error({ err: error }, 'the settlement run failed'))
    .finally(() => {
      settling = false;
    });
}, env.SPORTSBOOK_FEED_MS);

closeWithGrace({ delay: 10_000 }, async () => {
  clearInterval(feed);
  clearInterval(settlement);
  await app.close();
  await database.close();
});
await listenOrExit(app, {
  port: env.SPORTSBOOK_PORT,
  host: env.SPORTSBOOK_HOST,
  portVariable: 'SPORTSBOOK_PORT',
  hostVariable: 'SPORTSBOOK_HOST',
});
