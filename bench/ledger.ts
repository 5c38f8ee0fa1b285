import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { DEMO_BRAND } from '../apps/server/src/db/seed/demo-brand.ts';
import { insertMember } from '../apps/server/src/modules/identity/repo.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { accountFor, transfer } from '../apps/server/src/modules/ledger/service.ts';
import type { Merchant } from '../apps/server/src/modules/system/merchant.ts';
import { createMerchant, resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import { repoRoot } from './platform-server.ts';

/**
 * Ledger transfers per second at 16 concurrent clients on PostgreSQL, against a bare
 * `UPDATE ... RETURNING` loop on the same database, pool and clients in the same run, by BENCH.md's
 * method: a warm-up, then rounds of baseline and ledger interleaved, each side's throughput from a
 * closed loop and its p99 from an open loop offered half of that throughput, with what a run wrote
 * undone and the tables vacuumed between runs. Each client moves one minor unit between its own
 * member's main and vendor wallets, so no shared row serialises the clients. The service measured is
 * the one the app calls. Target: at least half the bare loop. `--seconds 2 --rounds 1` is the CI
 * smoke; exits non-zero only if money was lost or made or a ledger invariant broke.
 */
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '12' }, rounds: { type: 'string', default: '3' } },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const warmUpSeconds = Math.min(3, seconds / 2);
const CONCURRENCY = 16;
const FUNDS = 1_000_000n;
const TARGET = 0.5;
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Closed = { count: number; perSecond: number; p50: number; p99: number };
type Open = { offeredPerSecond: number; count: number; p50: number; p99: number; max: number };
type Side = { closed: Closed; open: Open };
type Task = (worker: number, step: number) => Promise<void>;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Runs `task` from every client, each as soon as its last call answered, until the time is up. */
async function closedLoop(task: Task, duration = seconds): Promise<Closed> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let step = 0; performance.now() < deadline; step += 1) {
        const begin = performance.now();
        await task(worker, step);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: (sorted.length * 1000) / (performance.now() - started),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

/**
 * Offers `perSecond` calls on a fixed schedule whatever the answers do, spread over the clients in
 * turn; a call's latency counts from when it was due, so time spent queueing behind slow calls shows.
 */
async function openLoop(task: Task, perSecond: number): Promise<Open> {
  const interval = 1000 / perSecond;
  const total = Math.max(1, Math.floor(perSecond * seconds));
  const steps = new Array<number>(CONCURRENCY).fill(0);
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let call = 0; call < total; call += 1) {
    const due = started + call * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const worker = call % CONCURRENCY;
    const step = steps[worker] ?? 0;
    steps[worker] = step + 1;
    inFlight.push(task(worker, step).then(() => void latencies.push(performance.now() - due)));
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    offeredPerSecond: perSecond,
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

/** A Markdown table with its columns padded, as the repository's formatter writes them. */
function table(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

async function packageVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
  return String(manifest.version);
}

// On a shared machine other work skews both sides; the load before and after says how much there was.
const loadBefore = loadavg()[0] ?? 0;
const schema = `bench_ledger_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const database = await openDatabase({ kind: 'postgres', url, poolMax: CONCURRENCY, searchPath: schema });
const { db } = database;
const results: { bare: Side; ledger: Side; ratio: number }[] = [];
let violations = 0;
let refused = 0;
let unbalancedMembers = 0;
let postgres = '';
try {
  postgres =
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '';
  await migrateToLatest(db, { schema });
  await createMerchant(db, DEMO_BRAND);
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const cashIn = await accountFor(db, brand, 'system.cash_in');
  const wallets = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const memberId = await insertMember(db, {
        merchantId: brand.id,
        account: `bench${worker}`,
        verifiedMobile: null,
        passwordHash: '!',
        paymentPasswordHash: null,
        language: 'EN',
        profile: {},
        ip: null,
        uplineId: null,
      });
      if (memberId === undefined) throw new Error('bench member exists');
      const main = await accountFor(db, brand, 'member.main', { memberId });
      const vendor = await accountFor(db, brand, 'member.vendor', { memberId, subKey: 'bench' });
      // Both wallets funded: in the open loop a client's calls overlap, and either way may come first.
      for (const [index, accountId] of [main, vendor].entries())
        await transfer(db, {
          merchantId: brand.id,
          idempotencyKey: `fund-${worker}-${index}`,
          kind: 'deposit',
          legs: [
            { accountId: cashIn, amount: -FUNDS },
            { accountId, amount: FUNDS },
          ],
        });
      return { main, vendor };
    }),
  );
  // The baseline: the same clients, pool and database, one bare balance update each.
  await sql`CREATE TABLE bench_balances (id bigint PRIMARY KEY, balance bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_balances SELECT g, 0 FROM generate_series(0, ${CONCURRENCY - 1}) AS g`.execute(
    db,
  );
  await sql`CREATE TABLE bench_snapshot AS SELECT id, balance, version FROM ledger_accounts`.execute(db);
  const { last } = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  const fundedUpTo = BigInt(last ?? 0);

  const bare: Task = async (worker) => {
    const { rows } = await sql<{
      balance: bigint;
    }>`UPDATE bench_balances SET balance = balance + 1 WHERE id = ${worker} RETURNING balance`.execute(db);
    if (rows.length !== 1) throw new Error('the bare update found no row');
  };
  let run = 0;
  const ledger: Task = async (worker, step) => {
    const { main, vendor } = wallets[worker] as { main: bigint; vendor: bigint };
    // There and back: the wallets never run dry, whatever the run's length.
    const [from, to] = step % 2 === 0 ? [main, vendor] : [vendor, main];
    try {
      const moved = await transfer(db, {
        merchantId: brand.id,
        idempotencyKey: `r${run}-w${worker}-s${step}`,
        kind: 'wallet.transfer',
        legs: [
          { accountId: from, amount: -1n },
          { accountId: to, amount: 1n },
        ],
      });
      if (moved.replayed || moved.entries.length !== 2) throw new Error('the transfer answered a replay');
    } catch (error) {
      refused += 1;
      if (refused === 1) console.error(error);
    }
  };
  /**
   * Undoes what a run wrote: the bench's own schema is thrown away afterwards, so the ledger's
   * append-only triggers are set aside (replica role) for this one transaction to delete the run's
   * transfers and put the balances and versions back as they were.
   */
  const reset = async () => {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`DELETE FROM ledger_entries WHERE transfer_id > ${fundedUpTo}`.execute(trx);
      await sql`DELETE FROM ledger_transfers WHERE id > ${fundedUpTo}`.execute(trx);
      await sql`UPDATE ledger_accounts AS a SET balance = s.balance, version = s.version
        FROM bench_snapshot AS s WHERE s.id = a.id`.execute(trx);
      await sql`UPDATE bench_balances SET balance = 0`.execute(trx);
    });
    await sql`VACUUM ANALYZE bench_balances, ledger_accounts, ledger_transfers, ledger_entries`.execute(db);
    run += 1;
  };
  /** A side's run: its closed-loop rate, then its latency at half that rate. */
  const measure = async (task: Task): Promise<Side> => {
    const closed = await closedLoop(task);
    await reset();
    const open = await openLoop(task, closed.perSecond / 2);
    await reset();
    return { closed, open };
  };

  // Warm-up (BENCH.md): connections, plans and caches are paid here, not in the figures.
  await closedLoop(bare, warmUpSeconds);
  await closedLoop(ledger, warmUpSeconds);
  await reset();
  for (let round = 0; round < rounds; round += 1) {
    const bareSide = await measure(bare);
    const ledgerSide = await measure(ledger);
    results.push({
      bare: bareSide,
      ledger: ledgerSide,
      ratio: ledgerSide.closed.perSecond / bareSide.closed.perSecond,
    });
  }
  // Every member still holds both fundings: nothing lost or made, whatever was refused.
  const held = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', (eb) => eb.fn.sum<string>('balance').as('total')])
    .where('member_id', 'is not', null)
    .groupBy('member_id')
    .execute();
  unbalancedMembers = held.filter(({ total }) => BigInt(total) !== 2n * FUNDS).length;
  violations = (await ledgerViolations(db)).length;
} finally {
  await database.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}

const ratios = results.map(({ ratio }) => ratio).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
const medianOf = (pick: (result: (typeof results)[number]) => number) =>
  quantile(
    results.map(pick).sort((a, b) => a - b),
    0.5,
  );
const ledgerP99 = medianOf(({ ledger }) => ledger.open.p99);
const bareP99 = medianOf(({ bare }) => bare.open.p99);
const verdict = median >= TARGET ? 'PASS' : 'WARN';
const environment = {
  node: process.version,
  postgres,
  nproc: availableParallelism(),
  memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: Number(loadBefore.toFixed(1)), after: Number((loadavg()[0] ?? 0).toFixed(1)) },
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const lines = [
  `${CONCURRENCY} concurrent clients, pool ${CONCURRENCY}, ${rounds} interleaved rounds of ${seconds} s (warm-up ${warmUpSeconds} s), PostgreSQL ${postgres}`,
  ...results.flatMap(({ bare, ledger, ratio }, index) => [
    `round ${index + 1}`,
    ...(
      [
        ['bare UPDATE ... RETURNING', bare],
        ['ledger transfer', ledger],
      ] as const
    ).map(
      ([name, side]) =>
        `  ${name.padEnd(26)} ${side.closed.perSecond.toFixed(0).padStart(6)}/s closed (p50 ${ms(side.closed.p50)}); open at ${side.open.offeredPerSecond.toFixed(0)}/s: p50 ${ms(side.open.p50)}, p99 ${ms(side.open.p99)}, max ${ms(side.open.max)}`,
    ),
    `  ratio ${ratio.toFixed(2)}`,
  ]),
  `ledger / bare update: median ${median.toFixed(2)} (min ${ratios[0]?.toFixed(2)}, max ${ratios.at(-1)?.toFixed(2)}); target ${TARGET.toFixed(2)}: ${verdict}`,
  `open-loop p99 at half the closed-loop rate (median of rounds): ledger ${ms(ledgerP99)}, bare ${ms(bareP99)}`,
  `refused transfers: ${refused}; members whose money does not add up: ${unbalancedMembers}; invariant violations: ${violations}`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
// A smoke checks the money, not the speed: its figures would overwrite the day's measured ones.
const smoke = seconds < 10;
if (smoke) console.log('smoke run: bench/results not written');
const stem = join(repoRoot, `bench/results/${date.slice(0, 10)}-ledger`);
if (!smoke) {
  await writeFile(
    `${stem}.json`,
    `${JSON.stringify(
      {
        date,
        command: `node bench/ledger.ts --seconds ${seconds} --rounds ${rounds}`,
        environment,
        seconds,
        warmUpSeconds,
        rounds,
        concurrency: CONCURRENCY,
        database: 'postgres',
        results,
        goals: [
          {
            goal: 'ledger transfers/s over bare UPDATE ... RETURNING/s',
            median: Number(median.toFixed(2)),
            min: Number((ratios[0] ?? 0).toFixed(2)),
            max: Number((ratios.at(-1) ?? 0).toFixed(2)),
            target: TARGET,
            verdict,
          },
        ],
        openLoopP99Ms: { ledger: Number(ledgerP99.toFixed(1)), bare: Number(bareP99.toFixed(1)) },
        refused,
        unbalancedMembers,
        violations,
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(
    `${stem}.md`,
    [
      `# Ledger transfers against a bare UPDATE (${date.slice(0, 10)})`,
      '',
      `\`node bench/ledger.ts --seconds ${seconds} --rounds ${rounds}\`: node ${environment.node}, PostgreSQL ${postgres}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
      '',
      ...table([
        ['goal', 'median', 'min', 'max', 'target', 'verdict'],
        [
          `ledger transfers/s ÷ bare UPDATE/s, ${CONCURRENCY} clients`,
          median.toFixed(2),
          ratios[0]?.toFixed(2) ?? '',
          ratios.at(-1)?.toFixed(2) ?? '',
          `≥ ${TARGET.toFixed(2)}`,
          verdict,
        ],
      ]),
      '',
      ...table([
        ['round', 'bare /s', 'ledger /s', 'ratio', 'bare p99 (open)', 'ledger p99 (open)'],
        ...results.map(({ bare, ledger, ratio }, index) => [
          String(index + 1),
          bare.closed.perSecond.toFixed(0),
          ledger.closed.perSecond.toFixed(0),
          ratio.toFixed(2),
          `${ms(bare.open.p99)} at ${bare.open.offeredPerSecond.toFixed(0)}/s`,
          `${ms(ledger.open.p99)} at ${ledger.open.offeredPerSecond.toFixed(0)}/s`,
        ]),
      ]),
      '',
      `Refused transfers: ${refused}; members whose money does not add up: ${unbalancedMembers}; invariant violations: ${violations}.`,
      '',
    ].join('\n'),
  );
}
process.exitCode = violations > 0 || unbalancedMembers > 0 ? 1 : 0;
