import { randomBytes } from 'node:crypto';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/service.ts';
import { resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import {
  benchArguments,
  closedLoop,
  machine,
  measureSide,
  migratedPlatformTemplate,
  ms,
  oneMinuteLoad,
  ownDatabase,
  packageVersion,
  roundLines,
  type Side,
  spread,
  type Task,
  table,
  writeResults,
} from './measure.ts';
import { startPlatform } from './platform-server.ts';
import { backgroundMembers } from './population.ts';
import { type PartyCpu, partyCpu } from './process-cpu.ts';
import { fundedPlayers, leanWalletClient, limited } from './seamless-players.ts';

/**
 * Seamless-wallet debits per second at 16 concurrent signed clients over HTTP on PostgreSQL, against a bare
 * single-statement debit (issue 25's baseline: one CTE that debits the player's balance row, refusing an
 * overdraft, and writes its entry, on a table set of the bench's own in the same database) and the ledger
 * service's own transfers, in the same run on the same database and clients, by the method of
 * docs/benchmarks.md: a warm-up, then rounds of bare debit, ledger and seamless debit interleaved, each side's
 * throughput from a closed loop of 16 clients and its latency (p50, p99, slowest) from an open loop offered
 * half that throughput over the same 16 clients, with what a run wrote undone and the tables vacuumed between
 * runs. The closed loop's p99 is printed too: with every client waiting on the one before, it is mostly
 * queueing (16 clients at N/s wait 16/N s on average, Little's law). Each client is a player of its own
 * debiting 0.01 per call with a fresh transaction id, in a brand of 5,000 other members whose tables keep
 * the warm-up's rows between runs (bench/population.ts: a table the size of a new database's would be planned
 * as scans PostgreSQL keeps for the session); the platform server shares Redis when REDIS_URL is set
 * (nonces, rate limits), else runs without it. Targets (issue 25): debits/s at least 0.3 of the bare debit's
 * and at least 2,000 a second, open-loop p99 under 50 ms, nothing over 3 s.
 * `--seconds 2 --rounds 1` is the CI smoke (it writes no results); exits non-zero only if a debit was refused
 * or the ledger's invariants broke.
 */
const { seconds, rounds, warmUpSeconds } = benchArguments(10);
const CONCURRENCY = 16;
const FUNDS = 1_000_000_00n;
const RATIO_TARGET = 0.3;
const RATE_TARGET = 2000;
const P99_TARGET_MS = 50;
const SLOWEST_TARGET_MS = 3000;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const loop = { clients: CONCURRENCY, seconds };

const loadBefore = oneMinuteLoad();
const own = await ownDatabase(adminUrl, 'bench_wallet', await migratedPlatformTemplate(adminUrl));
const postgres = own.version;
// The bench signs as the house vendor, so it gives the platform the vendor's key.
const houseSecret = randomBytes(32).toString('hex');
const server = await startPlatform({
  DATABASE_URL: own.url,
  DATABASE_POOL_MAX: '20',
  HOUSE_VENDOR_SECRET: houseSecret,
});
const database = await openDatabase({ kind: 'postgres', url: own.url, poolMax: CONCURRENCY });
const { db } = database;
type Measured = Side & { cpu: PartyCpu };
const results: {
  bare: Measured;
  ledger: Measured;
  seamless: Measured & { closedP99: number };
  ratio: number;
  ledgerRatio: number;
}[] = [];
let refused = 0;
let violations = 0;
try {
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const players = await fundedPlayers(db, brand, {
    count: CONCURRENCY,
    funds: FUNDS,
    providerCode: HOUSE_PROVIDER_CODE,
    gameCode: HOUSE_GAMES.dice,
  });
  const call = leanWalletClient(
    { baseUrl: `${server.url}/vendor-wallet/v1`, vendorCode: HOUSE_PROVIDER_CODE, secret: houseSecret },
    CONCURRENCY,
  );
  // The baseline's own tables: a balance row per player and its entries, as small as a debit can be.
  await sql`CREATE TABLE bench_players (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))`.execute(
    db,
  );
  await sql`CREATE TABLE bench_entries (id bigserial PRIMARY KEY, player_id int NOT NULL, amount bigint NOT NULL,
    balance_after bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_players SELECT g, ${FUNDS} FROM generate_series(0, ${CONCURRENCY - 1}) AS g`.execute(
    db,
  );
  await backgroundMembers(db, brand);
  // Set after the warm-up: what it wrote stays, as the history a platform's tables hold.
  let kept = { transfer: 0n, round: 0n, transaction: 0n, call: 0n };

  let run = 0;
  const bare: Task = async (worker) => {
    const { rows } = await sql<{ balance_after: bigint }>`WITH debited AS (
        UPDATE bench_players SET balance = balance - 1 WHERE id = ${worker} AND balance >= 1 RETURNING id, balance
      )
      INSERT INTO bench_entries (player_id, amount, balance_after) SELECT id, -1, balance FROM debited
      RETURNING balance_after`.execute(db);
    if (rows.length !== 1) {
      refused += 1;
      if (refused === 1) console.error('the bare debit found no funds');
    }
  };
  const ledger: Task = async (worker, step) => {
    const { main, vendor } = players[worker] as { main: bigint; vendor: bigint };
    // There and back: the wallets never run dry, whatever the run's length.
    const [from, to] = step % 2 === 0 ? [main, vendor] : [vendor, main];
    try {
      await transfer(db, {
        merchantId: brand.id,
        idempotencyKey: `r${run}-w${worker}-s${step}`,
        kind: 'wallet.transfer',
        legs: [
          { accountId: from, amount: -1n },
          { accountId: to, amount: 1n },
        ],
      });
    } catch (error) {
      refused += 1;
      if (refused === 1) console.error(error);
    }
  };
  const debit = limited(async (worker, step) => {
    const player = players[worker] as { token: string; playerId: string };
    const body = await call('debit', {
      token: player.token,
      playerId: player.playerId,
      gameCode: HOUSE_GAMES.dice,
      roundId: `bench-${run}-${worker}-${step}`,
      transactionId: `bench-${run}-${worker}-${step}-d`,
      amount: '0.01',
      currency: brand.currency,
    });
    if (body.code !== 'OK') {
      refused += 1;
      if (refused === 1) console.error(body);
    }
  }, CONCURRENCY);
  /**
   * Checks the ledger's invariants over what a run wrote, then undoes it: the bench's own database is dropped afterwards, so the ledger's
   * append-only triggers are set aside (replica role) for this one transaction to delete the run's
   * transfers, rounds and calls and put the balances and versions back as they were. The server's
   * caches hold only account ids and launch sessions, which stay.
   */
  const reset = async () => {
    violations += (await ledgerViolations(db)).length;
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`TRUNCATE game_round_adjustments, jackpot_wins, vendor_call_nonces, bench_entries`.execute(
        trx,
      );
      await sql`DELETE FROM vendor_transactions WHERE id > ${kept.transaction}`.execute(trx);
      await sql`DELETE FROM game_rounds WHERE id > ${kept.round}`.execute(trx);
      await sql`DELETE FROM vendor_calls WHERE id > ${kept.call}`.execute(trx);
      await sql`UPDATE bench_players SET balance = ${FUNDS}`.execute(trx);
      await sql`DELETE FROM ledger_entries WHERE transfer_id > ${kept.transfer}`.execute(trx);
      await sql`DELETE FROM ledger_transfers WHERE id > ${kept.transfer}`.execute(trx);
      // The house shards open at a run's first debits: those not in the snapshot go back to empty.
      await sql`UPDATE ledger_accounts AS a SET balance = coalesce(s.balance, 0), version = coalesce(s.version, 0)
        FROM ledger_accounts AS b LEFT JOIN bench_snapshot AS s ON s.id = b.id WHERE b.id = a.id`.execute(
        trx,
      );
    });
    await sql`VACUUM ANALYZE bench_players, bench_entries, ledger_accounts, ledger_transfers, ledger_entries, vendor_transactions,
      game_rounds, vendor_calls, vendor_call_nonces`.execute(db);
    run += 1;
  };
  /** The last row of each table a run writes, and every account's balance, as the warm-up left them. */
  const keptUpTo = async () => {
    await sql`CREATE TABLE bench_snapshot AS SELECT id, balance, version FROM ledger_accounts`.execute(db);
    const { rows } = await sql<Record<keyof typeof kept, string | null>>`SELECT
        (SELECT max(id) FROM ledger_transfers) AS transfer, (SELECT max(id) FROM game_rounds) AS round,
        (SELECT max(id) FROM vendor_transactions) AS transaction, (SELECT max(id) FROM vendor_calls) AS call`.execute(
      db,
    );
    const last = rows[0];
    return {
      transfer: BigInt(last?.transfer ?? 0),
      round: BigInt(last?.round ?? 0),
      transaction: BigInt(last?.transaction ?? 0),
      call: BigInt(last?.call ?? 0),
    };
  };
  const watch = partyCpu({ serverPid: server.pid, db, redisUrl: process.env.REDIS_URL });
  const measure = (task: Task) => measureSide(task, loop, reset, watch);

  // Warm-up (docs/benchmarks.md): pool connections, the functions' plans and each player's first lookups are
  // paid here, not in the figures; its rows stay, as the history every run starts from.
  await closedLoop(bare, { ...loop, seconds: warmUpSeconds });
  await closedLoop(ledger, { ...loop, seconds: warmUpSeconds });
  await closedLoop(debit, { ...loop, seconds: warmUpSeconds });
  kept = await keptUpTo();
  await reset();
  for (let round = 0; round < rounds; round += 1) {
    const bareSide = await measure(bare);
    const ledgerSide = await measure(ledger);
    const seamlessSide = await measure(debit);
    results.push({
      bare: bareSide,
      ledger: ledgerSide,
      seamless: { ...seamlessSide, closedP99: seamlessSide.closed.p99 },
      ratio: seamlessSide.closed.perSecond / bareSide.closed.perSecond,
      ledgerRatio: seamlessSide.closed.perSecond / ledgerSide.closed.perSecond,
    });
  }
} finally {
  await database.close();
  await server.stop();
  await own.drop();
}

const ratios = spread(results.map(({ ratio }) => ratio));
const ledgerRatios = spread(results.map(({ ledgerRatio }) => ledgerRatio));
const rates = spread(results.map(({ seamless }) => seamless.closed.perSecond));
const openP99 = spread(results.map(({ seamless }) => seamless.open.p99));
const closedP99 = spread(results.map(({ seamless }) => seamless.closedP99));
const slowest = Math.max(...results.map(({ seamless }) => seamless.open.max));
const ratioVerdict = ratios.median >= RATIO_TARGET ? 'PASS' : 'WARN';
const rateVerdict = rates.median >= RATE_TARGET ? 'PASS' : 'WARN';
const p99Verdict = openP99.median < P99_TARGET_MS ? 'PASS' : 'WARN';
const slowestVerdict = slowest < SLOWEST_TARGET_MS ? 'PASS' : 'WARN';
const environment = {
  ...machine(),
  postgres,
  redis: process.env.REDIS_URL ? 'on (nonces and rate limits shared)' : 'off',
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const cpuLine = ({ bench, server, postgres, redis }: PartyCpu) =>
  [bench, server, postgres].map((value) => value.toFixed(3)).join(' / ') +
  (redis === null ? ' / off' : ` / ${redis.toFixed(3)}`);
const cpuParties = ['bench', 'server', 'postgres', 'redis'] as const;
/** Each party's processor time a call, the median of the rounds', and their sum. */
const cpuMedians = (side: 'bare' | 'ledger' | 'seamless') => {
  const medians = cpuParties.map(
    (party) => spread(results.map((round) => round[side].cpu[party] ?? 0)).median,
  );
  return [...medians, medians.reduce((sum, value) => sum + value, 0)].map((value) => value.toFixed(3));
};
const lines = [
  `${CONCURRENCY} concurrent clients, ${rounds} interleaved rounds of ${seconds} s (warm-up ${warmUpSeconds} s), PostgreSQL ${postgres}, Redis ${environment.redis}`,
  ...results.flatMap(({ bare, ledger, seamless, ratio }, index) => [
    ...roundLines(
      ['bare one-statement debit', 'signed debit over HTTP'],
      [{ sides: [bare, seamless], ratio }],
      { width: 28, digits: 0 },
    )
      .slice(1)
      .map((line) => line.replace('  ratio', `  round ${index + 1} ratio`)),
    `  ledger transfer (in process)  ${ledger.closed.perSecond.toFixed(0)}/s closed, open p99 ${ms(ledger.open.p99)}`,
    `  processor ms a call, bench / server / PostgreSQL / Redis: bare ${cpuLine(bare.cpu)}; ledger ${cpuLine(ledger.cpu)}; debit ${cpuLine(seamless.cpu)}`,
  ]),
  `seamless debit / bare one-statement debit (closed loop): median ${ratios.median.toFixed(2)} (min ${ratios.min.toFixed(2)}, max ${ratios.max.toFixed(2)}; target ≥ ${RATIO_TARGET}): ${ratioVerdict}`,
  `debits/s: median ${rates.median.toFixed(0)} (min ${rates.min.toFixed(0)}, max ${rates.max.toFixed(0)}; target ≥ ${RATE_TARGET}): ${rateVerdict}; seamless debit / ledger transfer: median ${ledgerRatios.median.toFixed(2)}`,
  `debit p99 in the open loop at half the closed-loop rate: median ${ms(openP99.median)} (min ${ms(openP99.min)}, max ${ms(openP99.max)}; target < ${P99_TARGET_MS} ms): ${p99Verdict}; slowest ${ms(slowest)} (target < ${SLOWEST_TARGET_MS} ms): ${slowestVerdict}`,
  `debit p99 in the closed loop of ${CONCURRENCY} (mostly queueing): median ${ms(closedP99.median)} (min ${ms(closedP99.min)}, max ${ms(closedP99.max)})`,
  `refused debits or transfers: ${refused}; invariant violations: ${violations}; 1-minute load ${environment.loadAverage.before} before, ${environment.loadAverage.after} after`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
const spreadOf = (figures: ReturnType<typeof spread>, round: (value: number) => number) => ({
  median: round(figures.median),
  min: round(figures.min),
  max: round(figures.max),
});
const hundredths = (value: number) => Number(value.toFixed(2));
const tenths = (value: number) => Number(value.toFixed(1));
const whole = (value: number) => Math.round(value);
await writeResults(
  { name: 'seamless-wallet', seconds, date },
  {
    date,
    command: `node bench/seamless-wallet.ts --seconds ${seconds} --rounds ${rounds}`,
    environment,
    seconds,
    warmUpSeconds,
    rounds,
    concurrency: CONCURRENCY,
    database: 'postgres',
    results,
    goals: [
      {
        goal: 'debits/s over bare one-statement debits/s',
        ...spreadOf(ratios, hundredths),
        target: RATIO_TARGET,
        verdict: ratioVerdict,
      },
      { goal: 'debits/s', ...spreadOf(rates, whole), target: RATE_TARGET, verdict: rateVerdict },
      { goal: 'debits/s over ledger transfers/s', ...spreadOf(ledgerRatios, hundredths), target: null },
      {
        goal: 'debit p99 ms, open loop at half the closed-loop rate',
        ...spreadOf(openP99, tenths),
        target: P99_TARGET_MS,
        verdict: p99Verdict,
      },
      {
        goal: 'slowest debit ms',
        median: tenths(slowest),
        target: SLOWEST_TARGET_MS,
        verdict: slowestVerdict,
      },
    ],
    closedLoopP99Ms: spreadOf(closedP99, tenths),
    cpuMsPerCall: Object.fromEntries(
      (['bare', 'ledger', 'seamless'] as const).map((side) => [
        side,
        Object.fromEntries(
          [...cpuParties, 'total'].map((party, at) => [party, Number(cpuMedians(side)[at])]),
        ),
      ]),
    ),
    refused,
    violations,
  },
  [
    `# Seamless-wallet debit against a bare one-statement debit (${date.slice(0, 10)})`,
    '',
    `\`node bench/seamless-wallet.ts --seconds ${seconds} --rounds ${rounds}\`: ${CONCURRENCY} concurrent signed clients over HTTP, against a bare one-statement debit (one CTE: the player's balance row and its entry) and the ledger service's own transfers in process; node ${environment.node}, PostgreSQL ${postgres}, Redis ${environment.redis}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    `Throughput from a closed loop of ${CONCURRENCY} clients; latency from an open loop offered half of that rate over the same ${CONCURRENCY} clients, counted from when each call was due (docs/benchmarks.md). The closed loop's p99 is shown beside it: there every client waits for its last answer, so it is mostly queueing.`,
    '',
    ...table([
      ['goal', 'median', 'min', 'max', 'target', 'verdict'],
      [
        'debits/s ÷ bare debits/s',
        ratios.median.toFixed(2),
        ratios.min.toFixed(2),
        ratios.max.toFixed(2),
        `≥ ${RATIO_TARGET}`,
        ratioVerdict,
      ],
      [
        'debits/s',
        rates.median.toFixed(0),
        rates.min.toFixed(0),
        rates.max.toFixed(0),
        `≥ ${RATE_TARGET}`,
        rateVerdict,
      ],
      [
        'debits/s ÷ ledger transfers/s',
        ledgerRatios.median.toFixed(2),
        ledgerRatios.min.toFixed(2),
        ledgerRatios.max.toFixed(2),
        '(figure)',
        '',
      ],
      [
        'debit p99, open loop (ms)',
        openP99.median.toFixed(1),
        openP99.min.toFixed(1),
        openP99.max.toFixed(1),
        `< ${P99_TARGET_MS}`,
        p99Verdict,
      ],
      ['slowest debit, open loop (ms)', slowest.toFixed(0), '', '', `< ${SLOWEST_TARGET_MS}`, slowestVerdict],
      [
        `debit p99, closed loop of ${CONCURRENCY} (ms)`,
        closedP99.median.toFixed(1),
        closedP99.min.toFixed(1),
        closedP99.max.toFixed(1),
        '(queueing)',
        '',
      ],
    ]),
    '',
    ...table([
      [
        'round',
        'bare /s',
        'ledger /s',
        'debit /s',
        'ratio',
        'debit closed p50 / p99 ms',
        'offered /s',
        'debit open p50 / p99 / max ms',
        'bare open p99 ms',
      ],
      ...results.map(({ bare, ledger, seamless, ratio }, index) => [
        String(index + 1),
        bare.closed.perSecond.toFixed(0),
        ledger.closed.perSecond.toFixed(0),
        seamless.closed.perSecond.toFixed(0),
        ratio.toFixed(2),
        `${seamless.closed.p50.toFixed(1)} / ${seamless.closed.p99.toFixed(1)}`,
        seamless.open.offeredPerSecond.toFixed(0),
        `${seamless.open.p50.toFixed(1)} / ${seamless.open.p99.toFixed(1)} / ${seamless.open.max.toFixed(0)}`,
        bare.open.p99.toFixed(1),
      ]),
    ]),
    '',
    `Processor time a call in the closed loop, ms, the median of the rounds (/proc and Redis's INFO; Redis ${environment.redis}, shared with whatever else uses that server):`,
    '',
    ...table([
      ['side', 'bench', 'server', 'PostgreSQL backends', 'Redis', 'total'],
      ['bare one-statement debit', ...cpuMedians('bare')],
      ['ledger transfer (in process)', ...cpuMedians('ledger')],
      ['signed debit over HTTP', ...cpuMedians('seamless')],
    ]),
    '',
    `Refused debits or transfers: ${refused}. Ledger invariant violations after each run: ${violations}.`,
    '',
  ],
);
process.exitCode = refused > 0 || violations > 0 ? 1 : 0;
