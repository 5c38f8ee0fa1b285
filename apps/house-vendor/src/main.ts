import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { envOrExit, listenOrExit } from '@platform/provider-kit/start';
import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { buildVendorApp } from './app.ts';
import { redisLiveStore } from './live/redis-store.ts';
import type { LiveStore } from './live/store.ts';
import { connectSessionRedis, redisBackend } from './redis-sessions.ts';
import { SessionStore } from './sessions.ts';
import { platformWallet } from './wallet.ts';

const env = envOrExit(
  z.object({
    HOUSE_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    HOUSE_VENDOR_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * The key wallet calls are signed with, the one the platform holds for the house provider:
     * `npm start` hands over the platform's; anywhere else it is set on both servers.
     */
    HOUSE_VENDOR_SECRET: z
      .string({ error: 'not set: give it the key the platform holds for the house provider' })
      .min(32),
    /** The platform's seamless wallet, as this server reaches it. */
    PLATFORM_WALLET_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080/vendor-wallet/v1'),
    /** The sites allowed to frame the games, space-separated origins (CSP frame-ancestors). */
    HOUSE_VENDOR_FRAME_ANCESTORS: z
      .string()
      .default('http://localhost:* http://127.0.0.1:* http://*.localhost:*'),
    /**
     * Where play sessions are kept, so that several instances behind a load balancer share them: a
     * Redis (or a database number of one) of the vendor's own. Unset: this process's memory, for
     * one instance.
     */
    HOUSE_VENDOR_REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /**
     * Browser tests only: a client seed under which every jackpot roll wins, so a test can watch a
     * pool paid and reseeded. Refused under NODE_ENV=production.
     */
    TEST_JACKPOT_WIN_SEED: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    NODE_ENV: z.string().optional(),
    /** The shared tables' betting window and result time, in ms (a test's fast pace; a real table's by default). */
    HOUSE_VENDOR_LIVE_BETTING_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    HOUSE_VENDOR_LIVE_RESULT_MS: z.coerce.number().int().min(1000).max(60_000).default(9_000),
    /** The card rooms' time to act and to show a hand's result, in ms (a test's fast pace). */
    HOUSE_VENDOR_ROOM_ACT_MS: z.coerce.number().int().min(1000).max(60_000).default(8_000),
    HOUSE_VENDOR_ROOM_SHOW_MS: z.coerce.number().int().min(1000).max(60_000).default(6_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Readable lines instead of JSON; by default when the output is a terminal, as the platform's. */
    LOG_PRETTY: z
      .enum(['true', 'false', '1', '0'])
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  }),
);

if (env.TEST_JACKPOT_WIN_SEED !== undefined && env.NODE_ENV === 'production') {
  console.error(
    'Start-up failed: TEST_JACKPOT_WIN_SEED is for tests: it is refused under NODE_ENV=production',
  );
  process.exit(1);
}

let sessions: SessionStore | undefined;
let live: LiveStore | undefined;
if (env.HOUSE_VENDOR_REDIS_URL) {
  try {
    sessions = new SessionStore(redisBackend(await connectSessionRedis(env.HOUSE_VENDOR_REDIS_URL)));
    // The shared tables on the same Redis: one instance deals each table, all push its news.
    live = redisLiveStore(await connectSessionRedis(env.HOUSE_VENDOR_REDIS_URL));
  } catch (error) {
    console.error(
      `Start-up failed: the sessions' Redis (HOUSE_VENDOR_REDIS_URL) does not answer: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

const app = buildVendorApp({
  logLevel: env.LOG_LEVEL,
  logPretty: env.LOG_PRETTY ?? Boolean(process.stdout.isTTY),
  wallet: platformWallet({
    baseUrl: env.PLATFORM_WALLET_URL,
    vendorCode: HOUSE_PROVIDER_CODE,
    secret: env.HOUSE_VENDOR_SECRET,
  }),
  frameAncestors: env.HOUSE_VENDOR_FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
  sessions,
  ...(env.TEST_JACKPOT_WIN_SEED === undefined ? {} : { jackpotWinSeed: env.TEST_JACKPOT_WIN_SEED }),
  ...(live ? { live } : {}),
  livePace: { bettingMs: env.HOUSE_VENDOR_LIVE_BETTING_MS, resultMs: env.HOUSE_VENDOR_LIVE_RESULT_MS },
  roomPace: { actMs: env.HOUSE_VENDOR_ROOM_ACT_MS, showMs: env.HOUSE_VENDOR_ROOM_SHOW_MS },
});
closeWithGrace({ delay: 10_000 }, async () => {
  await app.close();
  await sessions?.close();
});
await listenOrExit(app, {
  port: env.HOUSE_VENDOR_PORT,
  host: env.HOUSE_VENDOR_HOST,
  portVariable: 'HOUSE_VENDOR_PORT',
  hostVariable: 'HOUSE_VENDOR_HOST',
  portHint: ' (or another PORT under npm start)',
});
