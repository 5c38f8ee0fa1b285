import { JOB_NAMES, type JobName } from '@platform/contracts/jobs/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as repo from './job-runs-repo.ts';

/** A failure message kept for staff: its first line, at most this long (a driver's may be a page). */
const FAILURE_MAX_LENGTH = 500;

/**
 * Both runners start a job at the start of each of its periods, counted from the epoch, so the next
 * start follows from the period alone, whichever instance runs it.
 */
function nextPeriodStart(everySeconds: number, now: Date): Date {
  const periodMs = everySeconds * 1000;
  return new Date((Math.floor(now.getTime() / periodMs) + 1) * periodMs);
}

/** What staff read of a failure: the message, never the stack (which names our files). */
function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, FAILURE_MAX_LENGTH) || 'failed without a message';
}

/** Shows every job of this version to staff from the start, and its period as this version has it. */
export function registerJobs(
  db: Kysely<DB>,
  jobs: readonly { name: JobName; everySeconds: number }[],
): Promise<void> {
  return repo.registerJobs(db, jobs);
}

/**
 * Runs `work` as the job's run of this period and records it where staff read it (start, end,
 * duration, the failure's message); a failure is thrown on, for the runner to retry or log.
 */
export async function recordRun(
  db: Kysely<DB>,
  job: { name: JobName; everySeconds: number },
  work: () => Promise<void>,
): Promise<void> {
  const startedAt = new Date();
  await repo.markStarted(db, { ...job, at: startedAt });
  let failure: string | undefined;
  try {
    await work();
  } catch (error) {
    failure = failureText(error);
    throw error;
  } finally {
    const at = new Date();
    await repo.markFinished(db, {
      name: job.name,
      startedAt,
      durationMs: at.getTime() - startedAt.getTime(),
      at,
      failure,
    });
  }
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Every job a worker has run on this database, with its last runs and its next. */
export async function listJobRuns(db: Kysely<DB>, now = new Date()) {
  const rows = await repo.jobRuns(db);
  const order = (name: string) => JOB_NAMES.indexOf(name as JobName);
  return {
    checkedAt: now.toISOString(),
    jobs: rows
      // A job this version no longer has (renamed, removed) is history, not a job to watch.
      .filter((row) => order(row.job) >= 0)
      .sort((a, b) => order(a.job) - order(b.job))
      .map((row) => ({
        name: row.job as JobName,
        everySeconds: row.every_seconds,
        runningSince: iso(row.running_since),
        lastStartedAt: iso(row.last_started_at),
        lastSuccessAt: iso(row.last_success_at),
        lastDurationMs: row.last_duration_ms,
        lastFailureAt: iso(row.last_failure_at),
        lastFailure: row.last_failure,
        failures: row.failures,
        nextRunAt: nextPeriodStart(row.every_seconds, now).toISOString(),
      })),
  };
}
