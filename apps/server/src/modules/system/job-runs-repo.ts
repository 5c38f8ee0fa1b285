import type { JobName } from '@platform/contracts/jobs/schemas';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A row for each job, before its first run: staff see every job, and when it runs first. */
export async function registerJobs(
  db: Kysely<DB>,
  jobs: readonly { name: JobName; everySeconds: number }[],
): Promise<void> {
  await db
    .insertInto('job_runs')
    .values(jobs.map((job) => ({ job: job.name, every_seconds: job.everySeconds })))
    .onConflict((conflict) =>
      conflict.column('job').doUpdateSet((eb) => ({ every_seconds: eb.ref('excluded.every_seconds') })),
    )
    .execute();
}

export async function markStarted(
  db: Kysely<DB>,
  job: { name: JobName; everySeconds: number; at: Date },
): Promise<void> {
  await db
    .insertInto('job_runs')
    .values({
      job: job.name,
      every_seconds: job.everySeconds,
      running_since: job.at,
      last_started_at: job.at,
    })
    .onConflict((conflict) =>
      conflict.column('job').doUpdateSet({
        every_seconds: job.everySeconds,
        running_since: job.at,
        last_started_at: job.at,
      }),
    )
    .execute();
}

/**
 * Records a finished run. The run under way is cleared only if it is this one: a run another instance
 * started since (after this one's claim expired) stays shown.
 */
export async function markFinished(
  db: Kysely<DB>,
  run: { name: JobName; startedAt: Date; durationMs: number; at: Date; failure: string | undefined },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set((eb) => ({
      running_since: eb
        .case()
        .when('running_since', '=', run.startedAt)
        .then(sql<Date | null>`null`)
        .else(eb.ref('running_since'))
        .end(),
      last_duration_ms: run.durationMs,
      ...(run.failure === undefined
        ? { last_success_at: run.at, failures: 0 }
        : {
            last_failure_at: run.at,
            last_failure: run.failure,
            failures: eb('failures', '+', 1),
          }),
    }))
    .where('job', '=', run.name)
    .execute();
}

export function jobRuns(db: Kysely<DB>) {
  return db.selectFrom('job_runs').selectAll().execute();
}
