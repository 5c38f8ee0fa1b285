import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { repoRoot } from './platform-server.ts';
import type { PartyCpu } from './process-cpu.ts';

/**
 * What the benches share (docs/benchmarks.md): the closed and open loops, their summaries, the spread of the
 * per-round ratios, the Markdown table and the environment a result is recorded with.
 */

/**
 * The command line every bench takes: the measured seconds of each loop and the interleaved rounds,
 * with the warm-up they imply (3 s, less for a smoke).
 */
export function benchArguments(defaultSeconds: number) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: String(defaultSeconds) },
      rounds: { type: 'string', default: '3' },
    },
  });
  const seconds = Number(values.seconds);
  return { seconds, rounds: Number(values.rounds), warmUpSeconds: Math.min(3, seconds / 2) };
}

export type Closed = { count: number; perSecond: number; p50: number; p95: number; p99: number; max: number };
/**
 * `stallMax` is the longest the measuring process's own event loop was held up during the loop: a
 * call due in that time is sent late, and its latency counts the wait, so a p99 near it is the
 * measurement's own tail, not the server's.
 */
type Open = {
  offeredPerSecond: number;
  count: number;
  p50: number;
  p99: number;
  max: number;
  stallMax: number;
};
export type Side = { closed: Closed; open: Open };
/** One call from client `worker`, its `step`th; answering false means that client has nothing left to send. */
export type Task = (worker: number, step: number) => Promise<unknown>;
type Loop = { clients: number; seconds: number };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summarise(latencies: number[], elapsedMs: number): Closed {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: (sorted.length * 1000) / elapsedMs,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

/**
 * Runs `task` from every client, each as soon as its last call answered, until the time is up or the
 * client has nothing left to send.
 */
export async function closedLoop(task: Task, { clients, seconds }: Loop): Promise<Closed> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      for (let step = 0; performance.now() < deadline; step += 1) {
        const begin = performance.now();
        if ((await task(worker, step)) === false) break;
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return summarise(latencies, performance.now() - started);
}

/** How many calls an open loop at `perSecond` offers over `seconds`, and so how many it needs ready. */
export const openLoopCalls = (perSecond: number, seconds: number) =>
  Math.max(1, Math.floor(perSecond * seconds));

/**
 * Offers `perSecond` calls on a fixed schedule whatever the answers do, spread over the clients in
 * turn; a call's latency counts from when it was due, so time spent queueing behind slow calls shows.
 */
export async function openLoop(task: Task, perSecond: number, { clients, seconds }: Loop): Promise<Open> {
  const interval = 1000 / perSecond;
  const total = openLoopCalls(perSecond, seconds);
  const steps = new Array<number>(clients).fill(0);
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const started = performance.now();
  for (let call = 0; call < total; call += 1) {
    const due = started + call * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const worker = call % clients;
    const step = steps[worker] ?? 0;
    steps[worker] = step + 1;
    inFlight.push(
      task(worker, step).then((answer) => {
        if (answer !== false) latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(inFlight);
  stalls.disable();
  const { count, p50, p99, max } = summarise(latencies, performance.now() - started);
  return { offeredPerSecond: perSecond, count, p50, p99, max, stallMax: stalls.max / 1e6 };
}

/**
 * A side's run by docs/benchmarks.md: its closed-loop rate, then its latency in an open loop offered half
 * that rate, with `reset` undoing what each loop wrote.
 */
export async function measureSide(task: Task, loop: Loop, reset: () => Promise<void>): Promise<Side>;
/** The same, with each party's processor time a call over the closed loop (`bench/process-cpu.ts`). */
export async function measureSide(
  task: Task,
  loop: Loop,
  reset: () => Promise<void>,
  watch: () => Promise<(calls: number) => Promise<PartyCpu>>,
): Promise<Side & { cpu: PartyCpu }>;
export async function measureSide(
  task: Task,
  loop: Loop,
  reset: () => Promise<void>,
  watch?: () => Promise<(calls: number) => Promise<PartyCpu>>,
): Promise<Side & { cpu?: PartyCpu }> {
  const stop = await watch?.();
  const closed = await closedLoop(task, loop);
  const cpu = await stop?.(closed.count);
  await reset();
  const open = await openLoop(task, closed.perSecond / 2, loop);
  await reset();
  return cpu ? { closed, open, cpu } : { closed, open };
}

type Spread = { median: number; min: number; max: number };

/** The median of per-round figures with the lowest and the highest. */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A round's baseline and measured side, and the ratio of their closed-loop rates. */
type Round = { sides: [Side, Side]; ratio: number };

/** Each round as the benches print it: each side's closed-loop rate, its open loop's latencies, the ratio. */
export function roundLines(
  names: [string, string],
  rounds: Round[],
  { width, digits }: { width: number; digits: number },
) {
  const line = (name: string, { closed, open }: Side) =>
    `  ${name.padEnd(width)} ${closed.perSecond.toFixed(digits).padStart(6)}/s closed (p50 ${ms(closed.p50)}); open at ${open.offeredPerSecond.toFixed(digits)}/s: p50 ${ms(open.p50)}, p99 ${ms(open.p99)}, max ${ms(open.max)}; the bench's own longest stall ${ms(open.stallMax)}`;
  return rounds.flatMap(({ sides, ratio }, index) => [
    `round ${index + 1}`,
    line(names[0], sides[0]),
    line(names[1], sides[1]),
    `  ratio ${ratio.toFixed(2)}`,
  ]);
}

/** PASS when the median ratio reaches the target; a slow figure warns, it never fails a run. */
const verdict = ({ median }: Spread, target: number) => (median >= target ? 'PASS' : 'WARN');

/** A goal's figures as the results record them. */
export function goal(name: string, ratios: Spread, target: number) {
  const hundredths = (value: number) => Number(value.toFixed(2));
  return {
    goal: name,
    median: hundredths(ratios.median),
    min: hundredths(ratios.min),
    max: hundredths(ratios.max),
    target,
    verdict: verdict(ratios, target),
  };
}

/** A goal's Markdown: the median of its per-round ratios with min and max, against its target. */
export function goalTable(name: string, ratios: Spread, target: number): string[] {
  return table([
    ['goal', 'median', 'min', 'max', 'target', 'verdict'],
    [
      name,
      ratios.median.toFixed(2),
      ratios.min.toFixed(2),
      ratios.max.toFixed(2),
      `≥ ${target.toFixed(2)}`,
      verdict(ratios, target),
    ],
  ]);
}

/** Each round's baseline and measured side in Markdown: closed-loop rates, ratio, open-loop p99. */
export function roundsTable(
  [baseline, measured]: [string, string],
  rounds: Round[],
  digits: number,
): string[] {
  const rate = (side: Side) => side.closed.perSecond.toFixed(digits);
  const p99 = (side: Side) => `${ms(side.open.p99)} at ${side.open.offeredPerSecond.toFixed(digits)}/s`;
  return table([
    [
      'round',
      `${baseline} /s`,
      `${measured} /s`,
      'ratio',
      `${baseline} p99 (open)`,
      `${measured} p99 (open)`,
    ],
    ...rounds.map(({ sides: [base, ours], ratio }, index) => [
      String(index + 1),
      rate(base),
      rate(ours),
      ratio.toFixed(2),
      p99(base),
      p99(ours),
    ]),
  ]);
}

/** A Markdown table with its columns padded, as the repository's formatter writes them. */
export function table(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

export async function packageVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
  return String(manifest.version);
}

/** The machine a result was measured on; its load is taken by the caller, before and after. */
export const machine = () => ({
  node: process.version,
  nproc: availableParallelism(),
  memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
});

// On a shared machine other work skews both sides; the load before and after says how much there was.
export const oneMinuteLoad = () => Number((loadavg()[0] ?? 0).toFixed(1));

/**
 * A PostgreSQL database of the run's own beside `adminUrl`'s, for a platform that migrates and seeds
 * it as on any first start (or a copy of `template`); `drop` removes it once the run's servers are
 * stopped.
 */
export async function ownDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const version =
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '';
  return {
    url: url.toString(),
    version,
    drop: async () => {
      // A stopped server's pool may take a moment to let go of the database.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const PLATFORM_SQL = ['apps/server/src/db/migrations', 'apps/server/src/db/functions'];

/**
 * A database beside `adminUrl`'s holding the platform's schema, migrated once and kept, for
 * `ownDatabase` to copy: a bench's platform then starts on a migrated database (it still seeds it,
 * with the run's own keys), which saves the several seconds of a first start's migrations. It is
 * named after the text of the migrations and functions, so a change makes a new one; it is made under
 * another name and renamed once migrated, so a run killed midway never leaves a half-made one.
 */
export async function migratedPlatformTemplate(adminUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of PLATFORM_SQL)
    for (const file of (await readdir(join(repoRoot, dir))).sort())
      hash.update(file).update(await readFile(join(repoRoot, dir, file)));
  const name = `bench_platform_${hash.digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Benches of other checkouts share the server: one makes a template at a time.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      const making = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${making}`);
      const url = new URL(adminUrl);
      url.pathname = `/${making}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Writes `bench/results/<day>-<name>.json` and `.md`. A smoke (under 10 s) checks correctness, not
 * speed: its figures would overwrite the day's measured ones, so it writes nothing and says so.
 */
export async function writeResults(
  { name, seconds, date }: { name: string; seconds: number; date: string },
  json: unknown,
  markdown: string[],
) {
  if (seconds < 10) {
    console.log('smoke run: bench/results not written');
    return;
  }
  const stem = join(repoRoot, `bench/results/${date.slice(0, 10)}-${name}`);
  await writeFile(`${stem}.json`, `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(`${stem}.md`, markdown.join('\n'));
}
