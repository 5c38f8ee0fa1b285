import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { grantServingRole } from '../db/serving-role.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { JobDefinition } from './definitions.ts';
import { installJobQueue, startQueueJobs } from './queue.ts';
import type { JobRunner } from './run.ts';

const onPostgres = process.env.DATABASE_URL !== undefined;

const silent = {
  child: () => silent,
  info: () => {},
  warn: () => {},
  error: () => {},
} as unknown as Parameters<typeof startQueueJobs>[0]['log'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runnerOf(
  database: TestDatabase,
  jobs: JobDefinition[],
  as: { url: string; migrate: boolean } = { url: database.url ?? '', migrate: true },
): Promise<JobRunner> {
  return startQueueJobs({
    connectionString: as.url,
    migrate: as.migrate,
    db: database.db,
    jobs,
    log: silent,
    stopTimeoutMs: 5_000,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
  });
}

const jobRun = (db: Kysely<DB>, job: string) =>
  db.selectFrom('job_runs').selectAll().where('job', '=', job).executeTakeFirst();

describe.skipIf(!onPostgres)('jobs through pg-boss (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('two workers over one database run a job once per period', async () => {
    const starts: number[] = [];
    const job: JobDefinition = {
      name: 'vendor-nonce-cleanup',
      everySeconds: 1,
      retries: 0,
      run: async () => {
        starts.push(Date.now());
        await sleep(100);
      },
    };
    const first = await runnerOf(database, [job]);
    const second = await runnerOf(database, [job]);
    const began = Date.now();
    await sleep(4_500);
    await Promise.all([first.stop(), second.stop()]);
    const seconds = (Date.now() - began) / 1000;
    // Each worker offers every period: were each offer run, there would be two runs a second.
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(starts.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'vendor-nonce-cleanup' AND state = 'completed'`.execute(
      database.db,
    );
    expect(rows[0]?.count).toBe(starts.length);
    const run = await jobRun(database.db, 'vendor-nonce-cleanup');
    expect(run).toMatchObject({ every_seconds: 1, running_since: null, failures: 0, last_failure: null });
    expect(run?.last_success_at).not.toBeNull();
    expect(run?.last_duration_ms).toBeGreaterThanOrEqual(100);
  }, 30_000);

  it('a failing run is retried, and its failure recorded without the stack', async () => {
    let calls = 0;
    const job: JobDefinition = {
      name: 'deposit-expiry',
      everySeconds: 1,
      retries: 2,
      run: async () => {
        calls += 1;
        if (calls === 1)
          throw new Error('the deposit table was locked\n    at expireUnpaidDeposits (deposits.ts:1)');
      },
    };
    const runner = await runnerOf(database, [job]);
    try {
      await expect
        .poll(() => jobRun(database.db, 'deposit-expiry').then((row) => row?.last_success_at ?? null), {
          timeout: 15_000,
          interval: 200,
        })
        .not.toBeNull();
    } finally {
      await runner.stop();
    }
    const run = await jobRun(database.db, 'deposit-expiry');
    expect(run?.last_failure).toBe('the deposit table was locked');
    expect(run?.failures).toBe(0);
    expect(run?.last_success_at?.getTime()).toBeGreaterThan(run?.last_failure_at?.getTime() ?? Infinity);
    // The retry is the same pg-boss job as the failed attempt: it completed on its second try.
    const { rows } = await sql<{ retry_count: number }>`
      SELECT retry_count FROM pgboss.job WHERE name = 'deposit-expiry' AND state = 'completed'
      ORDER BY created_on LIMIT 1`.execute(database.db);
    expect(rows[0]?.retry_count).toBe(1);
  }, 30_000);

  it('a job that keeps failing counts its failures and never succeeds', async () => {
    const job: JobDefinition = {
      name: 'bonus-release',
      everySeconds: 1,
      retries: 0,
      run: () => Promise.reject(new Error('no bonuses today')),
    };
    const runner = await runnerOf(database, [job]);
    try {
      await expect
        .poll(() => jobRun(database.db, 'bonus-release').then((row) => row?.failures ?? 0), {
          timeout: 10_000,
          interval: 200,
        })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await runner.stop();
    }
    const run = await jobRun(database.db, 'bonus-release');
    expect(run).toMatchObject({ last_success_at: null, last_failure: 'no bonuses today' });
  }, 30_000);

  it('a stop lets the run under way finish', async () => {
    let finished = false;
    let started = false;
    const job: JobDefinition = {
      name: 'loyalty-points',
      everySeconds: 1,
      retries: 0,
      run: async () => {
        started = true;
        await sleep(1_500);
        finished = true;
      },
    };
    const runner = await runnerOf(database, [job]);
    await expect.poll(() => started, { timeout: 5_000, interval: 50 }).toBe(true);
    await runner.stop();
    expect(finished).toBe(true);
    expect((await jobRun(database.db, 'loyalty-points'))?.running_since).toBeNull();
  }, 30_000);

  it('runs as a serving role that owns nothing, once the owner installed the queue', async () => {
    const role = `serving_${randomBytes(4).toString('hex')}`;
    await sql`CREATE ROLE ${sql.id(role)} LOGIN`.execute(database.db);
    try {
      await grantServingRole(database.db, role);
      await installJobQueue(database.url ?? '', role);
      const url = new URL(database.url ?? '');
      url.username = role;
      url.password = '';
      let runs = 0;
      const job: JobDefinition = {
        name: 'loyalty-rebates',
        everySeconds: 1,
        retries: 0,
        run: async () => {
          runs += 1;
        },
      };
      const runner = await runnerOf(database, [job], { url: url.toString(), migrate: false });
      try {
        await expect.poll(() => runs, { timeout: 5_000, interval: 100 }).toBeGreaterThanOrEqual(1);
      } finally {
        await runner.stop();
      }
      // Maintenance (expiring, deleting old jobs, heartbeats) works on rows the role may change.
      const maintainer = new PgBoss({
        connectionString: url.toString(),
        migrate: false,
        schedule: false,
        supervise: false,
        reindex: false,
      });
      await maintainer.start();
      try {
        await maintainer.supervise();
      } finally {
        await maintainer.stop({ graceful: false });
      }
      // Its rows, not the queue's shape: pg-boss's schema stays the owner's.
      const serving = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 });
      try {
        await expect(sql`CREATE TABLE pgboss.probe (id int)`.execute(serving.db)).rejects.toThrow();
      } finally {
        await serving.close();
      }
    } finally {
      await sql`DROP OWNED BY ${sql.id(role)}`.execute(database.db);
      await sql`DROP ROLE ${sql.id(role)}`.execute(database.db);
    }
  }, 30_000);
});
