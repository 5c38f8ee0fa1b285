import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { openDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { JobDefinition } from './definitions.ts';
import { everyPeriod, type JobRunner, runRecorded } from './run.ts';

/** The PostgreSQL schema pg-boss keeps its queues and jobs in, beside the platform's. */
const JOB_QUEUE_SCHEMA = 'pgboss';

/** A retry waits about this long, then twice as long, and so on. */
const RETRY_DELAY_SECONDS = 5;
/**
 * A worker's run proves it is alive this often: a run whose process died is failed (and retried where
 * its job retries) within about this long, instead of holding its queue until it would expire.
 */
const HEARTBEAT_SECONDS = 10;
/** A run still alive after this long is failed anyway: no job of ours should take an hour. */
const EXPIRE_SECONDS = 3600;
/** pg-boss keeps each finished job a day (17,280 of the lottery's alone): job_runs keeps the last ones. */
const KEEP_SECONDS = 86_400;

export type QueueOptions = {
  connectionString: string;
  db: Kysely<DB>;
  jobs: readonly JobDefinition[];
  log: FastifyBaseLogger;
  /** How long a stop waits for the runs under way before it gives them up. */
  stopTimeoutMs: number;
  /** Whether pg-boss creates or updates its schema (off when the owner's connection migrated it). */
  migrate?: boolean;
  /** Tests: quicker looks for work, and quicker retries. */
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
};

/**
 * Runs the jobs through pg-boss, once per period across every process that runs this: each process
 * offers every job at the start of each of its periods, and pg-boss keeps one job per period (a
 * throttle slot counted in the database's clock) and at most one queued or running per job (the
 * `exclusive` policy), which one worker claims (SKIP LOCKED). A failed run is retried where its job
 * says so, with a growing wait; pg-boss keeps every run for a day.
 */
export async function startQueueJobs(options: QueueOptions): Promise<JobRunner> {
  const { db, jobs, log } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'platform-jobs',
    max: 4,
    migrate: options.migrate ?? true,
    // Jobs are offered by period below, not by pg-boss's minute-grained cron.
    schedule: false,
    // Rebuilding indexes needs their owner, which a serving role is not.
    reindex: false,
  });
  boss.on('error', (err) => log.error({ err }, 'the job queue reported an error'));
  // Slow queue queries, a queue piling up, vacuum falling behind: an operator's to look at.
  boss.on('warning', (warning) => log.warn({ warning }, 'the job queue warns'));
  await boss.start();
  const stops: (() => void)[] = [];
  try {
    for (const job of jobs) {
      const settings = {
        retryLimit: job.retries,
        retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
        retryBackoff: true,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        expireInSeconds: EXPIRE_SECONDS,
        deleteAfterSeconds: KEEP_SECONDS,
      };
      // A queue made by an earlier version keeps its policy; its settings follow this list.
      await boss.createQueue(job.name, { policy: 'exclusive', ...settings });
      await boss.updateQueue(job.name, settings);
      const workerId = await boss.work(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        () => runRecorded(db, job, log),
      );
      stops.push(
        everyPeriod(job.everySeconds, () => {
          boss.send(job.name, null, { singletonSeconds: job.everySeconds }).then(
            // This process offered the period's run: its worker takes it now, not at its next look.
            (id) => {
              if (id) boss.notifyWorker(workerId);
            },
            (err: unknown) => log.error({ err, job: job.name }, 'a job could not be queued'),
          );
        }),
      );
    }
  } catch (error) {
    for (const stop of stops) stop();
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    stop: async () => {
      for (const stop of stops) stop();
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs });
    },
  };
}

/**
 * Creates or updates pg-boss's schema over the owner's connection (DATABASE_OWNER_URL) and lets the
 * serving role use it: jobs' rows and pg-boss's functions, and nothing of its schema's shape.
 */
export async function installJobQueue(ownerUrl: string, servingRole: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    schema: JOB_QUEUE_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl, poolMax: 1 });
  try {
    const schema = sql.id(JOB_QUEUE_SCHEMA);
    const grantee = sql.id(servingRole);
    await sql`GRANT USAGE ON SCHEMA ${schema} TO ${grantee}`.execute(owner.db);
    await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${grantee}`.execute(
      owner.db,
    );
    await sql`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${grantee}`.execute(
      owner.db,
    );
    await sql`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${schema} TO ${grantee}`.execute(owner.db);
  } finally {
    await owner.close();
  }
}
