import { randomBytes } from 'node:crypto';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import {
  benchArguments,
  closedLoop,
  migratedPlatformTemplate,
  oneMinuteLoad,
  ownDatabase,
} from './measure.ts';
import { startPlatform } from './platform-server.ts';
import { partyCpu } from './process-cpu.ts';
import { fundedPlayers, leanWalletClient } from './seamless-players.ts';

/**
 * What one seamless debit writes, for issue 25's PostgreSQL share (docs/benchmarks.md, "Seamless-wallet
 * debit"): the bench's debits (16 signed clients over HTTP, a new round each) for `--seconds`, then, per
 * debit, the rows each table took (pg_stat_user_tables: inserts, updates, of which HOT), the WAL each
 * relation took by record type (pg_walinspect over the run, only records of this database's relations and
 * the commits of their transactions: the server is shared), and each party's processor time. Counts, not
 * rates: they move little with the machine's load. Prints a table; writes no result file.
 */
const { seconds } = benchArguments(10);
const CLIENTS = 16;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const own = await ownDatabase(
  adminUrl,
  process.env.BENCH_DATABASE_PREFIX ?? 'bench_debit_writes',
  await migratedPlatformTemplate(adminUrl),
);
const secret = randomBytes(32).toString('hex');
const server = await startPlatform({
  DATABASE_URL: own.url,
  DATABASE_POOL_MAX: '20',
  HOUSE_VENDOR_SECRET: secret,
});
const database = await openDatabase({ kind: 'postgres', url: own.url, poolMax: 4 });
const { db } = database;

type TableCounts = Map<string, { ins: number; upd: number; hot: number }>;
const tableCounts = async (): Promise<TableCounts> => {
  await sql`SELECT pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ relname: string; ins: string; upd: string; hot: string }>`
    SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables`.execute(
    db,
  );
  return new Map(
    rows.map((row) => [row.relname, { ins: Number(row.ins), upd: Number(row.upd), hot: Number(row.hot) }]),
  );
};
const lsn = async () =>
  (await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(db)).rows[0]?.lsn ?? '';

try {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_walinspect`.execute(db);
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const players = await fundedPlayers(db, brand, {
    count: CLIENTS,
    funds: 1_000_000_00n,
    providerCode: HOUSE_PROVIDER_CODE,
    gameCode: HOUSE_GAMES.dice,
  });
  const call = leanWalletClient(
    { baseUrl: `${server.url}/vendor-wallet/v1`, vendorCode: HOUSE_PROVIDER_CODE, secret },
    CLIENTS,
  );
  let refused = 0;
  let run = 0;
  const debit = async (worker: number, step: number) => {
    const player = players[worker] as { token: string; playerId: string };
    const body = await call('debit', {
      token: player.token,
      playerId: player.playerId,
      gameCode: HOUSE_GAMES.dice,
      roundId: `w-${run}-${worker}-${step}`,
      transactionId: `w-${run}-${worker}-${step}-d`,
      amount: '0.01',
      currency: brand.currency,
    });
    if (body.code !== 'OK') {
      refused += 1;
      if (refused === 1) console.error(body);
    }
  };
  await closedLoop(debit, { clients: CLIENTS, seconds: Math.min(3, seconds / 2) });
  run += 1;
  // The statistics of the warm-up's last transactions and the call log's last batch land meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const watch = partyCpu({ serverPid: server.pid, db, redisUrl: process.env.REDIS_URL });
  const tablesBefore = await tableCounts();
  const lsnBefore = await lsn();
  const stop = await watch();
  const { count } = await closedLoop(debit, { clients: CLIENTS, seconds });
  const cpu = await stop(count);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const lsnAfter = await lsn();
  const tablesAfter = await tableCounts();
  const per = (value: number) => (value / count).toFixed(2);

  console.log(
    `${count} debits in ${seconds} s at ${CLIENTS} clients (${refused} refused), 1-minute load ${oneMinuteLoad()}`,
  );
  console.log(
    `processor ms a debit: bench ${cpu.bench} / server ${cpu.server} / PostgreSQL backends ${cpu.postgres} / Redis ${cpu.redis ?? 'off'}`,
  );
  console.log('\nrows a debit, by table (inserted, updated, of which HOT):');
  for (const [name, after] of tablesAfter) {
    const before = tablesBefore.get(name) ?? { ins: 0, upd: 0, hot: 0 };
    const ins = after.ins - before.ins;
    const upd = after.upd - before.upd;
    const hot = after.hot - before.hot;
    if (ins + upd > count / 100)
      console.log(`  ${name.padEnd(28)} ${per(ins)} ins, ${per(upd)} upd (${per(hot)} HOT)`);
  }

  // Records of this database's relations, named by relfilenode, and the commits of their transactions.
  const { rows: wal } = await sql<{
    relation: string;
    record_type: string;
    records: string;
    bytes: string;
    fpi: string;
  }>`
    WITH span AS (
      SELECT * FROM pg_get_wal_records_info(${lsnBefore}::pg_lsn, ${lsnAfter}::pg_lsn)
    ),
    mine AS (
      SELECT span.*, (regexp_match(block_ref, 'rel \\d+/(\\d+)/(\\d+)'))[2]::oid AS node
      FROM span
      WHERE (regexp_match(block_ref, 'rel \\d+/(\\d+)/'))[1]::oid =
        (SELECT oid FROM pg_database WHERE datname = current_database())
    )
    SELECT coalesce(c.relname, mine.node::text) AS relation, resource_manager || '/' || record_type AS record_type,
      count(*) AS records, sum(record_length) AS bytes, sum(fpi_length) AS fpi
    FROM mine LEFT JOIN pg_class AS c ON c.relfilenode = mine.node
    GROUP BY 1, 2
    UNION ALL
    SELECT '(commits)', resource_manager || '/' || record_type, count(*), sum(record_length), sum(fpi_length)
    FROM span
    WHERE resource_manager = 'Transaction' AND xid IN (SELECT xid FROM mine WHERE xid <> 0)
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  const { rows: all } = await sql<{ bytes: string }>`
    SELECT pg_wal_lsn_diff(${lsnAfter}::pg_lsn, ${lsnBefore}::pg_lsn)::bigint AS bytes`.execute(db);
  let total = 0;
  let totalFpi = 0;
  console.log('\nWAL a debit, by relation and record type (records, bytes of which full-page images):');
  for (const row of wal) {
    total += Number(row.bytes);
    totalFpi += Number(row.fpi);
    if (Number(row.records) > count / 100)
      console.log(
        `  ${row.relation.padEnd(46)} ${row.record_type.padEnd(24)} ${per(Number(row.records)).padStart(6)} ${per(Number(row.bytes)).padStart(9)} B (${per(Number(row.fpi))} FPI)`,
      );
  }
  console.log(
    `WAL a debit: ${per(total)} B of this database's records (${per(totalFpi)} B full-page images); the whole server's WAL over the run: ${per(Number(all[0]?.bytes))} B a debit`,
  );
  console.log(`ledger invariant violations: ${(await ledgerViolations(db)).length}`);
  process.exitCode = refused > 0 ? 1 : 0;
} finally {
  await database.close();
  await server.stop();
  await own.drop();
}
