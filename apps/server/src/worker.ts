/**
 * The worker role: runs the platform's jobs and serves nothing but its health (`/healthz`, `/readyz`
 * on PORT), beside API instances started with JOBS=off. Any number may run: pg-boss runs each job
 * once per period across all of them. On SIGTERM it stops taking jobs and finishes the runs under way
 * (SHUTDOWN_GRACE_MS at most) before it exits.
 */
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loggerOptions } from './app.ts';
import { startJobs } from './jobs/start.ts';
import { createLotteryLive, liveChannel } from './modules/lottery/live.ts';
import { usePersonKeySecret } from './modules/protection/person-keys.ts';
import { deploymentSecrets, secretBox } from './modules/system/secrets.ts';
import { registerDraining } from './platform/draining.ts';
import { registerHealth } from './platform/health.ts';
import { registerLanguage } from './platform/language.ts';
import { closeRedis, connectRedis } from './platform/redis.ts';
import { openServingDatabase } from './start-database.ts';
import { configOrExit, startStage } from './start-failure.ts';
import { startMetrics } from './start-metrics.ts';

const config = configOrExit();
if (!config.databaseUrl) {
  // The embedded database is one process's: `npm start` runs the jobs itself.
  console.error('Start-up failed: the worker needs PostgreSQL: set DATABASE_URL (or run `npm start`)');
  process.exit(1);
}
const database = await startStage('database', config, () => openServingDatabase(config));
const health = Fastify({ logger: loggerOptions(config) });
registerLanguage(health);
const isDraining = registerDraining(health);
registerHealth(health, {
  pingDatabase: async () => {
    await sql`select 1`.execute(database.db);
  },
  isDraining,
});
const log = health.log.child({ role: 'worker' });
const secrets = await deploymentSecrets(database.db, config);
const box = await secretBox(database.db, config.gatewaySealKey);
if (config.protectionKeySecret) usePersonKeySecret(config.protectionKeySecret);
const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
redis?.on('error', (err) =>
  log.warn({ err }, 'Redis unavailable at REDIS_URL: live lottery pages miss changes'),
);
// Only publishes: the API instances' live streams hear through Redis that draws moved.
const lotteryLive = createLotteryLive(database.db, {
  redis,
  channel: liveChannel(config.redisNameSpace),
  onError: (err) => log.warn({ err }, 'live lottery updates missed a change'),
});
const jobs = await startJobs(database, config, log, {
  lotterySeedSecret: secrets.lotterySeedSecret,
  publishLotteryChange: () => lotteryLive.publish(),
  secrets: box,
});

let stopMetrics = async () => {};
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an uncaught error');
  else log.info({ signal }, 'shutting down: finishing the jobs under way');
  await jobs.stop();
  await stopMetrics();
  await health.close();
  await lotteryLive.close();
  await database.close();
  if (redis) await closeRedis(redis);
});

await startStage('listen', config, () => health.listen({ port: config.port, host: config.host }));
stopMetrics = await startMetrics(config, database, log);
const { port } = health.server.address() as { port: number };
log.info(
  { redis: redis !== undefined },
  `Worker running the jobs (health at http://localhost:${port}/readyz)`,
);
if (!redis)
  log.warn('no REDIS_URL: live lottery pages of API instances in other processes will not hear of draws');
