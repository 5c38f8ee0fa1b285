import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../apps/server/src/db/schema.ts';

export type Statement = { sql: string; parameters: readonly unknown[] };
/** A call's statements in the order the service runs them: each phase's side by side, phases one after another. */
export type Phases = Statement[][];

/**
 * The statements one call runs, read from Kysely's query log while `run` answers it once on a pool of
 * `poolSize` to `url`: a statement that started before the last one of its phase ended ran beside it.
 * The benches that replay a service's SQL on a bare client (console, member info) take it from here.
 */
export async function captureStatements(
  url: string,
  poolSize: number,
  run: (db: Kysely<DB>) => Promise<unknown>,
): Promise<Phases> {
  const logged: (Statement & { start: number; end: number })[] = [];
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const logging = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      const end = performance.now();
      const { sql, parameters } = event.query;
      logged.push({ sql, parameters, start: end - event.queryDurationMillis, end });
    },
  });
  try {
    await run(logging);
  } finally {
    await logging.destroy();
  }
  const phases: Phases = [];
  let phaseEnd = Number.NEGATIVE_INFINITY;
  for (const { start, end, ...statement } of logged.sort((a, b) => a.start - b.start)) {
    if (start >= phaseEnd) phases.push([]);
    phases.at(-1)?.push(statement);
    phaseEnd = Math.max(phaseEnd, end);
  }
  return phases;
}
