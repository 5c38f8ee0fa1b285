import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { DEMO_BRAND } from '../apps/server/src/db/seed/demo-brand.ts';
import { followingPeriod, periodOf } from '../apps/server/src/modules/agents/settlement/periods.ts';
import { settlePeriod } from '../apps/server/src/modules/agents/settlement/settlement.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { createMerchant, resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import { benchArguments, machine, oneMinuteLoad, packageVersion, spread, writeResults } from './measure.ts';

/**
 * The time to settle one daily-salary period on PostgreSQL for a brand of 10,000 members (a top agent, 10,
 * 100 and 1,000 agents below it, each of the last with 9 players) and 1,000,000 game rounds closed in the
 * day, with a daily salary contract for each of the 1,110 agents below the top: read the play, sum it per
 * team, pay every contract through the ledger. Beside it, by the method of docs/benchmarks.md, the bare GROUP
 * BY over the same rounds that the job's read starts from, interleaved round by round, with the settlement's
 * rows and transfers removed and the tables vacuumed between rounds. Target: under 10 s. `--seconds 2
 * --rounds 1` is the CI smoke (a hundredth of the data); exits non-zero only when a period paid twice, paid
 * other than the sum of its settlements, or broke a ledger invariant.
 */
const { seconds, rounds } = benchArguments(12);
const isSmoke = seconds < 10;
const BETS = isSmoke ? 10_000 : 1_000_000;
const FAN_OUT = isSmoke ? 3 : 10;
const PLAYERS_PER_AGENT = 9;
const TARGET_SECONDS = 10;
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const loadBefore = oneMinuteLoad();
const schema = `bench_settle_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const database = await openDatabase({ kind: 'postgres', url, poolMax: 10, searchPath: schema });
const { db } = database;
const timings: { groupBy: number; settle: number; paid: number }[] = [];
let members = 0;
let contracts = 0;
let doublePaid = 0;
let mismatched = 0;
let violations = 0;
let postgres = '';

const elapsed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

try {
  postgres =
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '';
  await migrateToLatest(db, { schema });
  await createMerchant(db, DEMO_BRAND);
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const day = followingPeriod('day', periodOf('day', new Date()));
  const signed = new Date(day.start.getTime() - 86_400_000);

  // The tree, level by level; the closure table's trigger files each member as it is inserted.
  const insertLevel = (level: number, type: number, perParent: number, parentLevel: number | null) =>
    sql`INSERT INTO members (merchant_id, account, account_key, password_hash, language, upline_id, type, profile)
      SELECT ${brand.id}, name, name, '!', 'EN', parent, ${type}, ${JSON.stringify({ level })}::jsonb
      FROM (SELECT 'l' || ${level} || 'x' || coalesce(p.id, 0) || 'x' || g AS name, p.id AS parent
        FROM (SELECT id FROM members WHERE profile->>'level' = ${String(parentLevel)}
              UNION ALL SELECT NULL WHERE ${parentLevel === null}) AS p
        CROSS JOIN generate_series(1, ${perParent}) AS g) AS rows`.execute(db);
  await insertLevel(0, 1, 1, null);
  await insertLevel(1, 1, FAN_OUT, 0);
  await insertLevel(2, 1, FAN_OUT, 1);
  await insertLevel(3, 1, FAN_OUT, 2);
  await insertLevel(4, 0, PLAYERS_PER_AGENT, 3);
  members = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM members`.execute(db)).rows[0]?.n);
  // A daily salary from each agent to each agent below it, rates falling with depth (1%, 0.7%, 0.4%).
  await sql`INSERT INTO agent_contracts (merchant_id, upper_id, lower_id, kind, state, rate, min_bet, min_active, decided_at)
    SELECT ${brand.id}, m.upline_id, m.id, 'daily_salary', 'established',
      130 - 30 * (m.profile->>'level')::int, 100000, 3, ${signed}
    FROM members m WHERE m.type = 1 AND m.upline_id IS NOT NULL`.execute(db);
  contracts = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM agent_contracts`.execute(db)).rows[0]?.n,
  );
  // Rounds closed through the day by random members: lost, won back at up to twice the stake, or refunded.
  await sql`INSERT INTO game_rounds (merchant_id, member_id, account_id, provider_code, round_id, game_id, stake, win, refunded, status, opened_at, closed_at)
    SELECT ${brand.id}, ids[1 + floor(random() * array_length(ids, 1))::int], 0, 'BENCH', 'r' || g, 0, s,
      CASE WHEN random() < 0.45 THEN floor(s * random() * 2)::bigint ELSE 0 END,
      CASE WHEN random() < 0.02 THEN s ELSE 0 END, 'closed', t, t
    FROM (SELECT array_agg(id) AS ids FROM members) AS m,
      LATERAL (SELECT g, 100 + floor(random() * 50000)::bigint AS s,
        ${day.start}::timestamptz + random() * interval '1 day' AS t FROM generate_series(1, ${BETS}) AS g) AS rounds`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);

  // The baseline: the bare per-member GROUP BY over the same rounds.
  const groupBy = () =>
    sql`SELECT member_id, sum(stake - refunded), sum(win + refunded - stake) FROM game_rounds
      WHERE merchant_id = ${brand.id} AND closed_at >= ${day.start} AND closed_at < ${day.end} GROUP BY member_id`.execute(
      db,
    );
  /** Undoes a settlement: the bench's schema is thrown away afterwards, so the ledger's triggers are set aside. */
  const reset = async () => {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`DELETE FROM agent_settlements`.execute(trx);
      await sql`DELETE FROM agent_settlement_runs`.execute(trx);
      await sql`DELETE FROM ledger_entries`.execute(trx);
      await sql`DELETE FROM ledger_transfers`.execute(trx);
      await sql`UPDATE ledger_accounts SET balance = 0, version = 0`.execute(trx);
    });
    await sql`VACUUM ANALYZE agent_settlements, ledger_accounts, ledger_transfers, ledger_entries`.execute(
      db,
    );
  };
  const paidSum = async () =>
    BigInt(
      (await sql<{ s: string }>`SELECT coalesce(sum(amount), 0) AS s FROM agent_settlements`.execute(db))
        .rows[0]?.s ?? 0,
    );

  // Warm-up: plans and caches.
  await groupBy();
  await settlePeriod(db, brand, 'daily_salary', day);
  await reset();
  for (let round = 0; round < rounds; round += 1) {
    const base = await elapsed(groupBy);
    let paid = 0;
    const settle = await elapsed(async () => {
      paid = (await settlePeriod(db, brand, 'daily_salary', day)).paid;
    });
    timings.push({ groupBy: base, settle, paid });
    // Correctness: a second run pays nothing, and the agents hold exactly what the settlements say.
    if ((await settlePeriod(db, brand, 'daily_salary', day)).paid !== 0) doublePaid += 1;
    const held = await sql<{
      s: string;
    }>`SELECT coalesce(sum(balance), 0) AS s FROM ledger_accounts WHERE member_id IS NOT NULL`.execute(db);
    if (BigInt(held.rows[0]?.s ?? 0) !== (await paidSum())) mismatched += 1;
    violations += (await ledgerViolations(db)).length;
    if (round < rounds - 1) await reset();
  }
} finally {
  await database.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}

const settle = spread(timings.map(({ settle }) => settle));
const base = spread(timings.map(({ groupBy }) => groupBy));
const ratios = spread(timings.map(({ settle, groupBy }) => settle / groupBy));
const verdict = settle.median < TARGET_SECONDS ? 'PASS' : 'WARN';
const environment = {
  ...machine(),
  postgres,
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const s = (value: number) => `${value.toFixed(2)} s`;
const lines = [
  `one daily period: ${members} members, ${BETS} rounds, ${contracts} contracts, PostgreSQL ${postgres}, ${rounds} rounds`,
  ...timings.map(
    ({ groupBy, settle, paid }, index) =>
      `round ${index + 1}: bare GROUP BY ${s(groupBy)}, settlement ${s(settle)} (${paid} contracts paid), ratio ${(settle / groupBy).toFixed(1)}`,
  ),
  `settlement: median ${s(settle.median)} (min ${s(settle.min)}, max ${s(settle.max)}); target under ${TARGET_SECONDS} s: ${verdict}`,
  `settlement / bare GROUP BY: median ${ratios.median.toFixed(1)} (min ${ratios.min.toFixed(1)}, max ${ratios.max.toFixed(1)})`,
  `periods paid twice: ${doublePaid}; wallets not matching their settlements: ${mismatched}; invariant violations: ${violations}`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
await writeResults(
  { name: 'agent-settlement', seconds, date },
  {
    date,
    command: `node bench/agent-settlement.ts --seconds ${seconds} --rounds ${rounds}`,
    environment,
    members,
    bets: BETS,
    contracts,
    timings,
    goals: [
      {
        goal: 'seconds to settle one daily period',
        median: Number(settle.median.toFixed(2)),
        min: Number(settle.min.toFixed(2)),
        max: Number(settle.max.toFixed(2)),
        target: TARGET_SECONDS,
        verdict,
      },
    ],
    baselineSeconds: { median: Number(base.median.toFixed(2)) },
    doublePaid,
    mismatched,
    violations,
  },
  [
    `# Agent settlement: one daily period (${date.slice(0, 10)})`,
    '',
    `\`node bench/agent-settlement.ts --seconds ${seconds} --rounds ${rounds}\`: node ${environment.node}, PostgreSQL ${postgres}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
  ],
);
process.exitCode = doublePaid > 0 || mismatched > 0 || violations > 0 ? 1 : 0;
