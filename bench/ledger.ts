import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
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
 * Ledger transfers per second and p99 at 16 concurrent clients on PostgreSQL, against a bare
 * `UPDATE ... RETURNING` loop on the same database, pool and clients in the same run (BENCH.md:
 * interleaved rounds, median ratio). Each client moves one minor unit between its own member's main
 * and vendor wallets, so no shared row serialises the clients. Target: at least half the bare loop.
 * `--seconds 2` is a smoke; exits non-zero only if a ledger invariant broke.
 */
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, rounds: { type: 'string', default: '3' } },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const CONCURRENCY = 16;
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Run = { count: number; perSecond: number; p50: number; p99: number };

function summarise(latencies: number[], elapsedMs: number): Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, perSecond: (sorted.length * 1000) / elapsedMs, p50: at(0.5), p99: at(0.99) };
}

/** Runs `task` from every client until the time is up (a closed loop). */
async function closedLoop(task: (worker: number, step: number) => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let step = 0; performance.now() < deadline; step += 1) {
        const begin = performance.now();
        await task(worker, step);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return summarise(latencies, performance.now() - started);
}

const schema = `bench_ledger_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const database = await openDatabase({ kind: 'postgres', url, poolMax: CONCURRENCY, searchPath: schema });
const { db } = database;
const results: { bare: Run; ledger: Run; ratio: number }[] = [];
let violations = 0;
try {
  await migrateToLatest(db, { schema });
  await createMerchant(db, DEMO_BRAND);
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
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
      const cashIn = await accountFor(db, brand, 'system.cash_in');
      await transfer(db, {
        merchantId: brand.id,
        idempotencyKey: `fund-${worker}`,
        kind: 'deposit',
        legs: [
          { accountId: cashIn, amount: -1_000_000n },
          { accountId: main, amount: 1_000_000n },
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

  for (let round = 0; round < rounds; round += 1) {
    const bare = await closedLoop(async (worker) => {
      await sql`UPDATE bench_balances SET balance = balance + 1 WHERE id = ${worker} RETURNING balance`.execute(
        db,
      );
    });
    const ledger = await closedLoop(async (worker, step) => {
      const { main, vendor } = wallets[worker] as { main: bigint; vendor: bigint };
      // There and back: the wallets never run dry, whatever the run's length.
      const [from, to] = step % 2 === 0 ? [main, vendor] : [vendor, main];
      await transfer(db, {
        merchantId: brand.id,
        idempotencyKey: `r${round}-w${worker}-s${step}`,
        kind: 'wallet.transfer',
        legs: [
          { accountId: from, amount: -1n },
          { accountId: to, amount: 1n },
        ],
      });
    });
    results.push({ bare, ledger, ratio: ledger.perSecond / bare.perSecond });
    await sql`VACUUM ANALYZE`.execute(db);
  }
  violations = (await ledgerViolations(db)).length;
} finally {
  await database.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}

const ratios = results.map(({ ratio }) => ratio).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
const line = (name: string, run: Run) =>
  `${name.padEnd(24)} ${run.perSecond.toFixed(0).padStart(7)}/s  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  (${run.count})`;
console.log(`${CONCURRENCY} concurrent clients, ${rounds} interleaved rounds of ${seconds} s, PostgreSQL`);
for (const [index, { bare, ledger, ratio }] of results.entries()) {
  console.log(`round ${index + 1}`);
  console.log(line('  bare UPDATE ... RETURNING', bare));
  console.log(line('  ledger transfer', ledger));
  console.log(`  ratio ${ratio.toFixed(2)}`);
}
const verdict = median >= 0.5 ? 'PASS' : 'WARN';
console.log(
  `ledger / bare update: median ${median.toFixed(2)} (min ${ratios[0]?.toFixed(2)}, max ${ratios.at(-1)?.toFixed(2)}); target 0.50: ${verdict}; invariant violations: ${violations}`,
);
await writeFile(
  join(repoRoot, `bench/results/${new Date().toISOString().slice(0, 10)}-ledger.json`),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, seconds, rounds, concurrency: CONCURRENCY, database: 'postgres', results, median: Number(median.toFixed(2)), target: 0.5, verdict, violations }, null, 2)}\n`,
);
process.exitCode = violations > 0 ? 1 : 0;
