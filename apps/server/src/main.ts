import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { startJobs } from './jobs/start.ts';
import { createLotteryLive, liveChannel } from './modules/lottery/live.ts';
import { usePersonKeySecret } from './modules/protection/person-keys.ts';
import { deploymentSecrets, secretBox } from './modules/system/secrets.ts';
import { providerOrigins } from './modules/vendor-wallet/service.ts';
import { serveOperatorSocket } from './operator-socket.ts';
import { storageFor } from './platform/file-storage.ts';
import { closeRedis, connectRedis } from './platform/redis.ts';
import { openServingDatabase } from './start-database.ts';
import { configOrExit, missingSiteMessage, startStage } from './start-failure.ts';
import { startMetrics } from './start-metrics.ts';

const config = configOrExit();
// Before the database: a production start serves the site built with its image, and never builds one.
const missingSite = missingSiteMessage(config);
if (missingSite) {
  console.error(`Start-up failed: ${missingSite}`);
  process.exit(1);
}
// A failure someone starting the server can fix (a busy port, PostgreSQL down) ends start-up in one line.
const database = await startStage('database', config, () => openServingDatabase(config));
// The environment's, or the random ones this deployment made at its first start and keeps.
const secrets = await deploymentSecrets(database.db, config);
const box = await secretBox(database.db, config.gatewaySealKey);
if (config.protectionKeySecret) usePersonKeySecret(config.protectionKeySecret);
const seeded = await seedIfEmpty(
  database.db,
  { launchUrl: config.houseVendorUrl, signingSecret: secrets.houseVendorSecret },
  box,
  { launchUrl: config.sportsbookUrl, signingSecret: secrets.sportsbookSecret },
);
const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
// Redis reports a refused connection at once, before the app and its log exist, and again on every
// retry: reports before then are dropped (the next retry's is logged), and a report is never an error
// of start-up. Without Redis the shared counters are skipped (requests pass) and vendor call nonces
// are spent in the database; say so once per outage, but keep serving.
let app: FastifyInstance | undefined;
let isRedisDown = false;
redis?.on('error', (err) => {
  if (isRedisDown || !app) return;
  isRedisDown = true;
  app.log.warn(
    { err },
    'Redis unavailable at REDIS_URL (start it, or unset REDIS_URL): shared rate limits are not applied, vendor call nonces go to the database',
  );
});
redis?.on('ready', () => {
  if (isRedisDown) app?.log.info('Redis is back: shared rate limits and nonces apply again');
  isRedisDown = false;
});
// Shared by the API's live stream and the draw jobs that announce changes to it.
const lotteryLive = createLotteryLive(database.db, {
  redis,
  channel: liveChannel(config.redisNameSpace),
  onError: (err) => app?.log.warn({ err }, 'live lottery updates missed a change'),
});
app = await buildApp({
  config,
  database,
  secrets: box,
  redis,
  redisNameSpace: config.redisNameSpace,
  lotteryLive,
  gameOrigins: await providerOrigins(database.db),
  storage: storageFor(config.storage),
});
const keptInDatabase = Object.entries({
  HOUSE_VENDOR_SECRET: config.houseVendorSecret,
  SPORTSBOOK_SECRET: config.sportsbookSecret,
  LOTTERY_SEED_SECRET: config.lotterySeedSecret,
  GATEWAY_SEAL_KEY: config.gatewaySealKey,
  PROTECTION_KEY_SECRET: config.protectionKeySecret,
})
  .filter(([, value]) => value === undefined)
  .map(([name]) => name);
if (keptInDatabase.length > 0)
  app.log.info(
    { secrets: keptInDatabase },
    'secrets unset in the environment: the random ones kept in the database',
  );
// Declared before the shutdown handler that stops them, so a signal during start-up finds them. With
// JOBS=off a worker (worker.ts) runs them instead.
const jobs = config.runsJobs
  ? await startJobs(database, config, app.log, {
      lotterySeedSecret: secrets.lotterySeedSecret,
      publishLotteryChange: () => lotteryLive.publish(),
      secrets: box,
    })
  : undefined;

let stopOperatorSocket = async () => {};
let stopMetrics = async () => {};
// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  await jobs?.stop();
  await stopOperatorSocket();
  await stopMetrics();
  await app.close();
  await lotteryLive.close();
  await database.close();
  if (redis) await closeRedis(redis);
});

await startStage('listen', config, () => app.listen({ port: config.port, host: config.host }));
stopMetrics = await startMetrics(config, database, app.log);
// The embedded database is this process's alone: `npm run operator` opens staff accounts through it.
if (database.kind === 'pglite') {
  try {
    stopOperatorSocket = await serveOperatorSocket(database.db, config.dataDir, (detail, message) =>
      app.log.info(detail, message),
    );
  } catch (err) {
    app.log.warn({ err }, 'no local channel for `npm run operator`: stop the platform to use it');
  }
}
const { port } = app.server.address() as { port: number };
app.log.info(
  { database: database.kind, redis: redis !== undefined, seeded },
  `Platform ready at http://localhost:${port}/ (API docs at http://localhost:${port}/docs)`,
);
