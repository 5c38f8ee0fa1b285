import { randomBytes } from 'node:crypto';
import { JOB_NAMES } from '@platform/contracts/jobs/schemas';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannel } from '../modules/lottery/live.ts';
import { startServerProcess } from '../test/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const onPostgres = process.env.DATABASE_URL !== undefined;

/** Longer than the lottery job’s 5 s period: a process that ran jobs would have run it. */
const LONGER_THAN_A_LOTTERY_PERIOD_MS = 6_000;

describe.skipIf(!onPostgres)('who runs the jobs (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
  });
  afterAll(() => database?.close());

  const listedJobs = () => database.db.selectFrom('job_runs').select('job').execute();
  const ranJobs = () =>
    database.db
      .selectFrom('job_runs')
      .select('job')
      .where('last_success_at', 'is not', null)
      .execute()
      .then((rows) => rows.map((row) => row.job));

  it('an API instance with JOBS=off runs none, and the worker runs them and stops cleanly', async () => {
    const api = await startServerProcess({ DATABASE_URL: database.url ?? '', JOBS: 'off', REDIS_URL: '' });
    try {
      await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_A_LOTTERY_PERIOD_MS));
      expect(await listedJobs()).toEqual([]);
      // pg-boss was not even started: its schema does not exist.
      const { rows } = await sql<{ name: string }>`
        SELECT nspname AS name FROM pg_namespace WHERE nspname = 'pgboss'`.execute(database.db);
      expect(rows).toEqual([]);
    } finally {
      expect(await api.stop()).toBe(0);
    }
    const worker = await startServerProcess(
      { DATABASE_URL: database.url ?? '', REDIS_URL: '' },
      'apps/server/src/worker.ts',
    );
    try {
      expect((await fetch(`http://127.0.0.1:${worker.port}/readyz`)).status).toBe(200);
      await expect.poll(ranJobs, { timeout: 15_000, interval: 250 }).toContain('lottery-draws');
      // Every job is listed from the start, each time its first run comes.
      expect(await listedJobs()).toHaveLength(JOB_NAMES.length);
    } finally {
      expect(await worker.stop()).toBe(0);
    }
    expect(worker.messages).toContain('shutting down: finishing the jobs under way');
  }, 90_000);

  it.skipIf(!process.env.REDIS_URL)(
    'the worker tells the API instances of moved draws in the deployment’s Redis name space',
    async () => {
      const fresh = await openTestDatabase({ seeded: true });
      const nameSpace = `test-worker-${randomBytes(4).toString('hex')}:`;
      const listener = new Redis(process.env.REDIS_URL ?? '');
      const heard: string[] = [];
      listener.on('message', (channel: string) => heard.push(channel));
      await listener.subscribe(liveChannel(nameSpace));
      const worker = await startServerProcess(
        {
          DATABASE_URL: fresh.url ?? '',
          REDIS_URL: process.env.REDIS_URL ?? '',
          REDIS_NAMESPACE: nameSpace,
        },
        'apps/server/src/worker.ts',
      );
      try {
        // The first draw pass on a fresh database opens draws, which it announces.
        await expect.poll(() => heard, { timeout: 15_000, interval: 250 }).toContain(liveChannel(nameSpace));
      } finally {
        expect(await worker.stop()).toBe(0);
        await listener.quit();
        await fresh.close();
      }
    },
    90_000,
  );
});
