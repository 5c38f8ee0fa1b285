import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { balancesOf } from '../apps/server/src/modules/ledger/service.ts';
import { resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import { migrateBook, openBookDatabase } from '../apps/sportsbook/src/db/database.ts';
import {
  benchArguments,
  closedLoop,
  goal,
  goalTable,
  machine,
  measureSide,
  migratedPlatformTemplate,
  ms,
  oneMinuteLoad,
  ownDatabase,
  packageVersion,
  roundLines,
  roundsTable,
  type Side,
  spread,
  type Task,
  writeResults,
} from './measure.ts';
import { repoRoot, startPlatform } from './platform-server.ts';
import { backgroundMembers } from './population.ts';
import { fundedPlayers, leanJsonClient, leanWalletClient, limited } from './seamless-players.ts';

/**
 * Single bets placed per second at 16 closed-loop clients through the sportsbook's HTTP placement
 * (`POST /api/sessions/:id/bets`: the price and limit checks, the reservation of liability, the debit
 * through the seamless wallet, the bet marked open), against the seamless debit alone (the same signed
 * `debit` the book sends, from 16 clients) in the same run, by the method of docs/benchmarks.md:
 * interleaved rounds, each side's throughput from a closed loop and its latency from an open loop at
 * half of it. The platform (apps/server) and the book (apps/sportsbook) run as their own processes,
 * each on a PostgreSQL database of its own; the book's simulated feed runs as it does in production,
 * with the in-play delay off and limits no bench bet reaches. Each client is a member of its own with a
 * launched session, betting 1.00 on the open selections of events starting 3 minutes or more ahead,
 * taking any price change. Target: bets placed per second at least half the debits per second.
 *
 * `--seconds 2 --rounds 1` is the CI smoke (it writes no results); exits non-zero only if a bet or a
 * debit was refused, a member's money does not add up, or a ledger invariant broke.
 */
const { seconds, rounds, warmUpSeconds } = benchArguments(10);
const CONCURRENCY = 16;
const FUNDS = 1_000_000_00n;
const STAKE = 1_00n;
const RATIO_TARGET = 0.5;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const loop = { clients: CONCURRENCY, seconds };
const SPREAD = 37;

/** A port nothing listens on now, for the book: it is started before the platform that names it. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/**
 * The book as `npm start` runs it, on its own PostgreSQL; ready once it answers its board.
 * BENCH_BOOK_NODE_ARGS gives its node options, as BENCH_SERVER_NODE_ARGS the platform's (`--cpu-prof`).
 */
async function startBook(env: Record<string, string>, url: string) {
  const nodeArgs = process.env.BENCH_BOOK_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/sportsbook/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the book exited before it was ready');
    const answer = await fetch(`${url}/api/events?sport=football`).catch(() => null);
    if (answer?.ok) break;
    if (attempt > 300) throw new Error('the book did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

const loadBefore = oneMinuteLoad();
const platformDb = await ownDatabase(adminUrl, 'bench_place', await migratedPlatformTemplate(adminUrl));
const bookDb = await ownDatabase(adminUrl, 'bench_place_book');
const postgres = platformDb.version;
const secret = randomBytes(32).toString('hex');
const book = await openBookDatabase({ url: bookDb.url, poolMax: 2 });
await migrateBook(book.db);
// Limits no bench bet reaches: the measure is the placement's work, not its refusals.
await sql`UPDATE book_limits SET max_payout = 1000000000, max_event_liability = 1000000000000,
  max_selection_liability = 1000000000000`.execute(book.db);
// BENCH_PORT fixes the platform's port and the book's (the next one), where a machine's ports are shared.
const fixedPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const bookPort = fixedPort === undefined ? await freePort() : fixedPort + 1;
const bookUrl = `http://127.0.0.1:${bookPort}`;
const server = await startPlatform({
  DATABASE_URL: platformDb.url,
  DATABASE_POOL_MAX: '20',
  ...(fixedPort === undefined ? {} : { PORT: String(fixedPort) }),
  SPORTSBOOK_SECRET: secret,
  SPORTSBOOK_URL: `${bookUrl}/play`,
});
const bookServer = await startBook(
  {
    SPORTSBOOK_PORT: String(bookPort),
    SPORTSBOOK_HOST: '127.0.0.1',
    SPORTSBOOK_SECRET: secret,
    SPORTSBOOK_DATABASE_URL: bookDb.url,
    PLATFORM_WALLET_URL: `${server.url}/vendor-wallet/v1`,
    SPORTSBOOK_INPLAY_DELAY_MS: '0',
  },
  bookUrl,
);
const database = await openDatabase({ kind: 'postgres', url: platformDb.url, poolMax: 4 });
const { db } = database;
const results: { debit: Side; place: Side; ratio: number }[] = [];
const problems: string[] = [];
let refused = 0;
try {
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const players = await fundedPlayers(db, brand, {
    count: CONCURRENCY,
    funds: FUNDS,
    providerCode: SPORTSBOOK_PROVIDER_CODE,
    gameCode: SPORTSBOOK_GAMES.football,
  });
  await backgroundMembers(db, brand);
  // Each member launches the book, as the site's game tile does: the book asks the wallet whose
  // token it is and opens a session.
  const sessions = await Promise.all(
    players.map(async ({ token }) => {
      const launch = await fetch(
        `${bookUrl}/play?game=${SPORTSBOOK_GAMES.football}&mode=real&lang=EN&token=${token}`,
        { redirect: 'manual' },
      );
      const location = launch.headers.get('location') ?? '';
      if (!location.startsWith('/book/')) throw new Error(`the launch answered ${launch.status}`);
      return location.slice('/book/'.length);
    }),
  );
  // The board as the book's first feed reads write it (a second after its start).
  let selections: { id: string; price: string }[] = [];
  for (let attempt = 0; selections.length === 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    if (attempt > 150) throw new Error('the book offers nothing to bet on');
    ({ rows: selections } = await sql<{ id: string; price: string }>`
      SELECT s.id::text, s.price::text FROM selection AS s
      JOIN market AS m ON m.id = s.market_id JOIN event AS e ON e.id = m.event_id
      WHERE s.status = 'open' AND m.status = 'open' AND e.status = 'scheduled' AND e.commitment IS NOT NULL
        AND e.starts_at > now() + interval '3 minutes'
      ORDER BY s.id`.execute(book.db));
  }

  const call = leanWalletClient(
    { baseUrl: `${server.url}/vendor-wallet/v1`, vendorCode: SPORTSBOOK_PROVIDER_CODE, secret },
    CONCURRENCY,
  );
  const post = leanJsonClient(CONCURRENCY);
  const debits = new Array<number>(CONCURRENCY).fill(0);
  const placed = new Array<number>(CONCURRENCY).fill(0);
  let run = 0;
  const debit = limited(async (worker, step) => {
    const player = players[worker] as { token: string; playerId: string };
    const body = await call('debit', {
      token: player.token,
      playerId: player.playerId,
      gameCode: SPORTSBOOK_GAMES.football,
      roundId: `bench-${run}-${worker}-${step}`,
      transactionId: `bench-${run}-${worker}-${step}-d`,
      amount: '1.00',
      currency: brand.currency,
    });
    if (body.code === 'OK') debits[worker] = (debits[worker] ?? 0) + 1;
    else {
      refused += 1;
      if (refused === 1) console.error(body);
    }
  }, CONCURRENCY);
  const place = limited(async (worker, step) => {
    // Each client walks the board from its own place, a market's length apart from the next client's
    // (ids run market by market), so the clients spread over events and selections.
    const selection = selections[(worker * SPREAD + step) % selections.length] as {
      id: string;
      price: string;
    };
    const answer = await post<{ bet?: unknown }>(
      new URL(`/api/sessions/${sessions[worker]}/bets`, bookUrl),
      JSON.stringify({
        kind: 'single',
        unitStake: '1.00',
        legs: [{ selectionId: selection.id, price: selection.price }],
        priceChanges: 'any',
      }),
      { 'idempotency-key': `bench-place-${run}-${worker}-${step}` },
    );
    if (answer.status === 200 && answer.body.bet) placed[worker] = (placed[worker] ?? 0) + 1;
    else {
      refused += 1;
      if (refused === 1) console.error(answer.status, answer.body);
    }
  }, CONCURRENCY);
  let violations = 0;
  // What the runs wrote stays (the book's bets hold rounds of the platform's); the tables are vacuumed.
  const reset = async () => {
    violations += (await ledgerViolations(db)).length;
    await sql`VACUUM ANALYZE ledger_accounts, ledger_transfers, ledger_entries, vendor_transactions, game_rounds,
      vendor_calls, vendor_call_nonces`.execute(db);
    await sql`VACUUM ANALYZE bet, bet_leg, liability`.execute(book.db);
    run += 1;
  };
  const measure = (task: Task) => measureSide(task, loop, reset);

  await closedLoop(debit, { ...loop, seconds: warmUpSeconds });
  await closedLoop(place, { ...loop, seconds: warmUpSeconds });
  await reset();
  for (let round = 0; round < rounds; round += 1) {
    const debitSide = await measure(debit);
    const placeSide = await measure(place);
    results.push({
      debit: debitSide,
      place: placeSide,
      ratio: placeSide.closed.perSecond / debitSide.closed.perSecond,
    });
  }

  // Every member paid a stake for each debit and each bet taken, once; the book holds each bet open.
  const { rows: open } = await sql<{ player_id: string; count: string }>`
    SELECT player_id, count(*) FROM bet WHERE status = 'open' GROUP BY player_id`.execute(book.db);
  const openOf = new Map(open.map((row) => [row.player_id, Number(row.count)]));
  for (const [worker, player] of players.entries()) {
    const [balance] = await balancesOf(db, [player.main]);
    const expected = FUNDS - STAKE * BigInt((debits[worker] ?? 0) + (placed[worker] ?? 0));
    if (balance?.balance !== expected)
      problems.push(`${player.playerId} holds ${balance?.balance} where ${expected} was left`);
    if ((openOf.get(player.playerId) ?? 0) !== placed[worker])
      problems.push(
        `${player.playerId}: the book holds ${openOf.get(player.playerId) ?? 0} bets, ${placed[worker]} taken`,
      );
  }
  if (violations > 0) problems.push(`${violations} ledger invariant violations`);
} finally {
  await database.close();
  await book.close();
  await bookServer.stop();
  await server.stop();
  await Promise.all([platformDb.drop(), bookDb.drop()]);
}

const ratios = spread(results.map(({ ratio }) => ratio));
const placeGoal = goal('bets placed/s over seamless debits/s', ratios, RATIO_TARGET);
const rates = spread(results.map(({ place }) => place.closed.perSecond));
const openP99 = spread(results.map(({ place }) => place.open.p99));
const environment = {
  ...machine(),
  postgres,
  redis: process.env.REDIS_URL ? 'on (nonces and rate limits shared)' : 'off',
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const paired = results.map(({ debit, place, ratio }) => ({ sides: [debit, place] as [Side, Side], ratio }));
const goalLine = `bets placed / seamless debits (closed loop): median ${ratios.median.toFixed(2)} (min ${ratios.min.toFixed(2)}, max ${ratios.max.toFixed(2)}); target ≥ ${RATIO_TARGET}: ${placeGoal.verdict}; ${rates.median.toFixed(0)} bets/s, open-loop p99 ${ms(openP99.median)}`;
console.log(
  [
    `${CONCURRENCY} concurrent clients, ${rounds} interleaved rounds of ${seconds} s (warm-up ${warmUpSeconds} s), PostgreSQL ${postgres}, Redis ${environment.redis}`,
    ...roundLines(['seamless debit', 'single bet placed'], paired, { width: 18, digits: 0 }),
    goalLine,
    `refused bets or debits: ${refused}; problems: ${problems.length === 0 ? 'none' : problems.join('; ')}; 1-minute load ${environment.loadAverage.before} before, ${environment.loadAverage.after} after`,
  ].join('\n'),
);

const date = new Date().toISOString();
await writeResults(
  { name: 'sportsbook-place', seconds, date },
  {
    date,
    command: `node bench/sportsbook-place.ts --seconds ${seconds} --rounds ${rounds}`,
    environment,
    seconds,
    warmUpSeconds,
    rounds,
    concurrency: CONCURRENCY,
    database: 'postgres',
    results,
    goals: [placeGoal],
    openLoopP99Ms: Number(openP99.median.toFixed(1)),
    refused,
    problems,
  },
  [
    `# Sportsbook: single bets placed against the seamless debit (${date.slice(0, 10)})`,
    '',
    `\`node bench/sportsbook-place.ts --seconds ${seconds} --rounds ${rounds}\`: ${CONCURRENCY} concurrent clients over HTTP, the platform and the book as their own processes on PostgreSQL; node ${environment.node}, PostgreSQL ${postgres}, Redis ${environment.redis}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    ...goalTable(`bets placed/s ÷ seamless debits/s, ${CONCURRENCY} clients`, ratios, RATIO_TARGET),
    '',
    ...roundsTable(['debit', 'bet'], paired, 0),
    '',
    `Refused bets or debits: ${refused}; problems: ${problems.length === 0 ? 'none' : problems.join('; ')}.`,
    '',
  ],
);
process.exitCode = refused > 0 || problems.length > 0 ? 1 : 0;
