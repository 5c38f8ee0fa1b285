import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { recordRun } from '../modules/system/job-runs.ts';
import { observeJob } from '../platform/metrics.ts';
import type { JobDefinition } from './definitions.ts';

/** What every process that runs jobs gives back: stop taking work, and finish the runs under way. */
export type JobRunner = { stop: () => Promise<void> };

/**
 * One run of a job, recorded where staff read it, counted in the metrics and logged when it fails; the
 * failure is thrown on for the runner (pg-boss retries it, the in-process runner waits for the next period).
 */
export async function runRecorded(db: Kysely<DB>, job: JobDefinition, log: FastifyBaseLogger): Promise<void> {
  const jobLog = log.child({ job: job.name });
  try {
    await recordRun(db, job, () => observeJob(job.name, () => job.run(jobLog)));
  } catch (err) {
    jobLog.error({ err }, `the ${job.name} job failed`);
    throw err;
  }
}

/**
 * Calls `tick` at the start of every period of the job (counted from the epoch, as staff are told the
 * next run) until stopped; answers the stop.
 */
export function everyPeriod(everySeconds: number, tick: () => void): () => void {
  const periodMs = everySeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const arm = () => {
    if (isStopped) return;
    timer = setTimeout(
      () => {
        tick();
        arm();
      },
      periodMs - (Date.now() % periodMs),
    );
    timer.unref();
  };
  arm();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
