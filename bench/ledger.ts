import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { DEMO_BRAND } from '../apps/server/src/db/seed/demo-brand.ts';
import { insertMember } from '../apps/server/src/modules/identity/repo.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { accountFor, transfer } from '../apps/server/src/modules/ledger/service.ts';
import { createMerchant, resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import {
  benchArguments,
  closedLoop,
  goal,
  goalTable,
  machine,
  measureSide,
  ms,
  oneMinuteLoad,
  packageVersion,
  roundLines,
  roundsTable,
  type Side,
  spread,
  type Task,
  writeResults,
} from './measure.ts';

/**
 * Ledger transfers per second at 16 concurrent clients on PostgreSQL, against a bare `UPDATE ... RETURNING`
 * loop on the same database, pool and clients in the same run, by the method of docs/benchmarks.md: a
 * warm-up, then rounds of baseline and ledger interleaved, each side's throughput from a closed loop and its
 * p99 from an open loop offered half of that throughput, with what a run wrote undone and the tables vacuumed
 * between runs. Each client moves one minor unit between its own member's main and vendor wallets, so no
 * shared row serialises the clients. The service measured is the one the app calls. Target: at least half the
 * bare loop. `--seconds 2 --rounds 1` is the CI smoke; exits non-zero only if money was lost or made or a
 * ledger invariant broke.
 */
const { seconds, rounds, warmUpSeconds } = benchArguments(12);
const CONCURRENCY = 16;
const FUNDS = 1_000_000n;
const TARGET = 0.5;
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const loop = { clients: CONCURRENCY, seconds };
const loadBefore = oneMinuteLoad();
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
  const measure = (task: Task) => measureSide(task, loop, reset);

  // Warm-up (docs/benchmarks.md): connections, plans and caches are paid here, not in the figures.
  await closedLoop(bare, { ...loop, seconds: warmUpSeconds });
  await closedLoop(ledger, { ...loop, seconds: warmUpSeconds });
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

const ratios = spread(results.map(({ ratio }) => ratio));
const { median, min, max } = ratios;
const ledgerP99 = spread(results.map(({ ledger }) => ledger.open.p99)).median;
const bareP99 = spread(results.map(({ bare }) => bare.open.p99)).median;
const figures = goal('ledger transfers/s over bare UPDATE ... RETURNING/s', ratios, TARGET);
const { verdict } = figures;
const environment = {
  ...machine(),
  postgres,
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const paired = results.map(({ bare, ledger, ratio }) => ({ sides: [bare, ledger] as [Side, Side], ratio }));
const lines = [
  `${CONCURRENCY} concurrent clients, pool ${CONCURRENCY}, ${rounds} interleaved rounds of ${seconds} s (warm-up ${warmUpSeconds} s), PostgreSQL ${postgres}`,
  ...roundLines(['bare UPDATE ... RETURNING', 'ledger transfer'], paired, { width: 26, digits: 0 }),
  `ledger / bare update: median ${median.toFixed(2)} (min ${min.toFixed(2)}, max ${max.toFixed(2)}); target ${TARGET.toFixed(2)}: ${verdict}`,
  `open-loop p99 at half the closed-loop rate (median of rounds): ledger ${ms(ledgerP99)}, bare ${ms(bareP99)}`,
  `refused transfers: ${refused}; members whose money does not add up: ${unbalancedMembers}; invariant violations: ${violations}`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
await writeResults(
  { name: 'ledger', seconds, date },
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
    goals: [figures],
    openLoopP99Ms: { ledger: Number(ledgerP99.toFixed(1)), bare: Number(bareP99.toFixed(1)) },
    refused,
    unbalancedMembers,
    violations,
  },
  [
    `# Ledger transfers against a bare UPDATE (${date.slice(0, 10)})`,
    '',
    `\`node bench/ledger.ts --seconds ${seconds} --rounds ${rounds}\`: node ${environment.node}, PostgreSQL ${postgres}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    ...goalTable(`ledger transfers/s ÷ bare UPDATE/s, ${CONCURRENCY} clients`, ratios, TARGET),
    '',
    ...roundsTable(['bare', 'ledger'], paired, 0),
    '',
    `Refused transfers: ${refused}; members whose money does not add up: ${unbalancedMembers}; invariant violations: ${violations}.`,
    '',
  ],
);
process.exitCode = violations > 0 || unbalancedMembers > 0 ? 1 : 0;
