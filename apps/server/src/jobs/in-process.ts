import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { JobDefinition } from './definitions.ts';
import { everyPeriod, type JobRunner, runRecorded } from './run.ts';

/**
 * The embedded database's runner: its one process runs every job on timers, as pg-boss would run them
 * across processes (once per period, never overlapping itself: a run slower than its period makes the
 * next period's skip). A failure waits for the next period; it is logged and recorded.
 */
export function startInProcessJobs(
  db: Kysely<DB>,
  jobs: readonly JobDefinition[],
  log: FastifyBaseLogger,
): JobRunner {
  const running = new Map<string, Promise<void>>();
  const stops = jobs.map((job) =>
    everyPeriod(job.everySeconds, () => {
      if (running.has(job.name)) return;
      const run = runRecorded(db, job, log)
        .catch(() => {})
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }),
  );
  return {
    stop: async () => {
      for (const stop of stops) stop();
      await Promise.all(running.values());
    },
  };
}
