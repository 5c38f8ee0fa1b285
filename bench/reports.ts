import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';

/**
 * The reports over a year of a brand with a million settled bets (issue 22): the GGR-by-day report
 * (report_ggr, and report_ngr, which the console's overview reads) against the bare GROUP BY of the same
 * rows by the same days, in the same run, alternating. Goals: under 2 s, and within 3 times the bare
 * query. Figures are the median of the runs.
 *
 * The database is the bench's own, kept between runs and loaded again when its seed changes: the rounds
 * are written set-based with generate_series (triggers and foreign keys set aside, as bench/console-seed.ts
 * does), spread over 366 days, 200 games of the demo brand and 20,000 members' ids. `--smoke` loads
 * 20,000 rounds into a database beside it and checks that the report runs.
 */
const SEED_VERSION = 'reports-1';
const isSmoke = process.argv.includes('--smoke');
const ROUNDS = isSmoke ? 20_000 : 1_000_000;
const RUNS = isSmoke ? 1 : 7;
const FROM = '2025-01-01';
const TO = '2026-01-01';
const TARGET_MS = 2_000;
const TARGET_RATIO = 3;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function benchDatabase(): Promise<string> {
  const name = isSmoke ? 'bench_reports_smoke' : 'bench_reports';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const marker = `${SEED_VERSION} ${ROUNDS}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (exists && (await seededAs(url.toString())) === marker) {
      await migrated(url.toString());
      return url.toString();
    }
    if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  await migrated(url.toString());
  await load(url.toString(), marker);
  return url.toString();
}

async function seededAs(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const marked = await client.query(`SELECT to_regclass('bench_seed') IS NOT NULL AS marked`);
    if (marked.rows[0]?.marked !== true) return undefined;
    return (await client.query<{ version: string }>('SELECT version FROM bench_seed')).rows[0]?.version;
  } finally {
    await client.end();
  }
}

async function migrated(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
}

/** A year of closed rounds: one in eight of the house vendor's, stakes and wins drawn from the row's number. */
async function load(url: string, marker: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('SET session_replication_role = replica');
    await client.query("SET work_mem = '256MB'");
    await client.query(`
      INSERT INTO game_rounds (merchant_id, member_id, provider_code, round_id, game_id, account_id,
        stake, win, refunded, status, opened_at, closed_at)
      SELECT 1, 1 + i % 20000, CASE WHEN i % 8 = 0 THEN 'HOUSE' ELSE 'OTHER' END, 'b' || i,
        (SELECT array_agg(id ORDER BY id) FROM games WHERE merchant_id = 1)[1 + i % 180], 0,
        100 + (hashint4(i) & 65535), CASE WHEN hashint4(i + 1) % 2 = 0 THEN 2 * (100 + (hashint4(i) & 65535)) * 48 / 50 ELSE 0 END,
        0, 'closed', at, at
      FROM generate_series(1, ${ROUNDS}) AS i,
        LATERAL (SELECT timestamptz '${FROM}T00:00:00+08:00' + (i::float8 / ${ROUNDS}) * interval '366 days' AS at) AS t`);
    await client.query('VACUUM ANALYZE game_rounds');
    await client.query('CREATE TABLE bench_seed (version text NOT NULL)');
    await client.query('INSERT INTO bench_seed VALUES ($1)', [marker]);
    console.log(
      `loaded ${ROUNDS.toLocaleString('en')} rounds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

const QUERIES = {
  bare: `SELECT (closed_at AT TIME ZONE 'Asia/Shanghai')::date AS day, count(*), sum(stake - refunded), sum(win)
    FROM game_rounds WHERE merchant_id = 1 AND status = 'closed'
      AND closed_at >= timestamptz '${FROM}T00:00:00+08:00' AND closed_at < timestamptz '${TO}T00:00:00+08:00' + interval '1 day'
    GROUP BY 1`,
  'report_ggr by day': `SELECT * FROM report_ggr(1, '${FROM}', '${TO}', 'day')`,
  'report_ngr by day': `SELECT * FROM report_ngr(1, '${FROM}', '${TO}', 'day')`,
} as const;
type Name = keyof typeof QUERIES;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const url = await benchDatabase();
const client = new pg.Client({ connectionString: url });
await client.connect();
const times = Object.fromEntries(Object.keys(QUERIES).map((name) => [name, [] as number[]])) as Record<
  Name,
  number[]
>;
const days = new Map<Name, number>();
for (const name of Object.keys(QUERIES) as Name[]) await client.query(QUERIES[name]);
for (let run = 0; run < RUNS; run += 1)
  for (const name of Object.keys(QUERIES) as Name[]) {
    const started = performance.now();
    const { rowCount } = await client.query(QUERIES[name]);
    times[name].push(performance.now() - started);
    days.set(name, rowCount ?? 0);
  }
await client.end();

const bare = median(times.bare);
let missed = false;
for (const name of Object.keys(QUERIES) as Name[]) {
  const ms = median(times[name]);
  const ratio = ms / bare;
  const goal = name === 'bare' ? '' : ms < TARGET_MS && ratio <= TARGET_RATIO ? ' ok' : ' MISSED';
  if (goal === ' MISSED') missed = true;
  console.log(
    `${name.padEnd(20)} ${ms.toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}x bare  ${days.get(name)} rows${goal}`,
  );
}
if (days.get('report_ggr by day') !== days.get('bare')) {
  console.error('the report and the bare query disagree on the days');
  process.exit(1);
}
if (missed && !isSmoke) process.exit(1);
