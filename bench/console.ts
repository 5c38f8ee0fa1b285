import { ZPlayerSearchQuery } from '@platform/contracts/players/schemas';
import { ZWithdrawalQueueQuery } from '@platform/contracts/withdrawals/schemas';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { createOperator } from '../apps/server/src/modules/operator/service.ts';
import { searchPlayers } from '../apps/server/src/modules/players/service.ts';
import { resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import { withdrawalQueue } from '../apps/server/src/modules/withdrawals/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import { logInStaff, TEST_STAFF_TOTP_SECRET } from '../apps/server/src/test/staff-token.ts';
import { type ConsoleSize, consoleDatabase } from './console-seed.ts';
import {
  benchArguments,
  type Closed,
  closedLoop,
  machine,
  ms,
  oneMinuteLoad,
  packageVersion,
  spread,
  type Task,
  table,
  writeResults,
} from './measure.ts';
import { startPlatform } from './platform-server.ts';
import { captureStatements, type Phases } from './statement-capture.ts';

/**
 * The staff console on a brand of 100,000 players and 10,000,000 ledger rows (issue 21): player searches
 * (by account, phone, e-mail, real name, bank account, address, id, and plain lists) and withdrawal-queue
 * pages (sorted, filtered, paged), each from 8 concurrent staff over HTTP with a staff session, against
 * the bare SQL of the same calls on the same database at the same concurrency. The bare SQL is what the
 * app runs, not a copy: each call of the mix is made once through the module's own service with Kysely's
 * query log on, and its statements are replayed through `pg` in the same order, those the service runs
 * side by side again side by side. Per round, bare and app alternate for each endpoint; figures are the
 * closed loop's p50, p95 and p99. Goals: the app's p95 within 2 times the bare SQL's and under 300 ms.
 *
 * The database (bench/console-seed.ts) is loaded once and kept between runs. `--seconds 2 --rounds 1` is
 * the CI smoke, on 2,000 players and 100,000 ledger rows, which writes no results; exits non-zero when a
 * call fails, or, measured in full, when a goal is missed.
 */
const { seconds, rounds, warmUpSeconds } = benchArguments(12);
const isSmoke = seconds < 10;
const SIZE: ConsoleSize = isSmoke
  ? { members: 2_000, entries: 100_000 }
  : { members: 100_000, entries: 10_000_000 };
const CONCURRENCY = 8;
/** The server's pool (its default); the bare SQL gets as many connections. */
const POOL = 10;
const TARGET_RATIO = 2;
const TARGET_P95_MS = 300;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Call = { path: string; params: Record<string, string>; phases: Phases };
type Endpoint = 'player search' | 'withdrawal queue';
type Sides = { bare: Closed; app: Closed };

const loadBefore = oneMinuteLoad();
const seeded = await consoleDatabase(adminUrl, SIZE);
console.log(
  seeded.seconds > 0
    ? `seeded ${SIZE.members} players and ${SIZE.entries} ledger rows in ${seeded.seconds.toFixed(0)} s`
    : `the seeded database ${new URL(seeded.url).pathname.slice(1)} was already there`,
);

const database = await openDatabase({ kind: 'postgres', url: seeded.url, poolMax: POOL });
const { db } = database;
const merchant = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
const postgres =
  (await sql<{ server_version: string }>`SHOW server_version`.execute(db)).rows[0]?.server_version ?? '';

/** The statements one call runs, on a pool like the platform's. */
const capture = (run: (db: Kysely<DB>) => Promise<unknown>) => captureStatements(seeded.url, POOL, run);

/** The mix of searches staff make, from values the brand's players really have. */
async function playerSearches(): Promise<Record<string, string>[]> {
  const people = await sql<{
    id: string;
    account: string;
    mobile: string | null;
    email: string | null;
    name: string | null;
    ip: string | null;
    bank: string;
  }>`SELECT m.id::text, m.account_key AS account, m.profile ->> 'mobileNum' AS mobile,
      m.profile ->> 'email' AS email, lower(m.profile ->> 'payeeName') AS name, host(m.last_login_ip) AS ip,
      (SELECT account_number FROM member_bank_accounts WHERE member_id = m.id ORDER BY id LIMIT 1) AS bank
    FROM members m WHERE m.type <> 4 ORDER BY md5(m.id::text) LIMIT 12`.execute(db);
  const searches: Record<string, string>[] = [];
  people.rows.forEach((person, index) => {
    const page = String(1 + (index % 3));
    const name = person.name?.split(' ') ?? [];
    searches.push(
      { field: 'account', q: person.account.slice(0, 4), match: 'prefix' },
      { field: 'account', q: person.account.slice(2, 7), page },
      { field: 'phone', q: (person.mobile ?? '0912345678').slice(3, 9) },
      { field: 'email', q: (person.email ?? 'lucky').split('@')[0]?.slice(0, 8) ?? 'lucky', match: 'prefix' },
      { field: 'realName', q: name.slice(-2).join(' ') || 'van', page },
      { field: 'bankAccount', q: person.bank },
      { field: 'ip', q: person.ip ?? '113.1.1.1' },
      { field: 'id', q: person.id },
      { status: index % 2 === 0 ? 'LOCKED' : 'SUSPENDED', sort: 'lastLoginAt', page },
      { sort: 'registeredAt', page: String(1 + index * 7) },
      { field: 'account', q: person.account.slice(0, 3), match: 'prefix', sort: 'account', order: 'asc' },
      { tag: index % 2 === 0 ? 'vip' : 'watch', page },
    );
  });
  return searches;
}

/** The mix of queue pages staff open: the queue itself, filtered, sorted, further pages, one member's. */
async function queuePages(): Promise<Record<string, string>[]> {
  const waiting = await sql<{ account: string }>`SELECT m.account FROM withdrawals w
    JOIN members m ON m.id = w.member_id WHERE w.status = 'pending' ORDER BY md5(w.id::text) LIMIT 8`.execute(
    db,
  );
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  const pages: Record<string, string>[] = [];
  waiting.rows.forEach(({ account }, index) => {
    const page = String(1 + (index % 4));
    pages.push(
      { status: 'pending', page },
      { status: 'pending', sort: 'largest' },
      { status: 'pending', sort: 'newest', page },
      { page: String(1 + index * 5) },
      { status: 'approved', sort: 'oldest' },
      { memberAccount: account },
      { status: 'pending', minAmount: '10000' },
      { from: dayAgo, sort: 'newest', page },
      { status: 'paid', sort: 'newest', page },
      { status: 'pending', pageSize: '100' },
    );
  });
  return pages;
}

/**
 * Each call of a mix with the statements it runs: its query as the endpoint's contract reads it, answered
 * once by the service the route calls.
 */
async function callsOf<Query>(
  path: string,
  mix: Record<string, string>[],
  answer: (logging: Kysely<DB>, input: Record<string, string>) => Promise<Query>,
): Promise<Call[]> {
  const calls: Call[] = [];
  for (const values of mix) {
    const params = { merchant: 'demo', ...values };
    calls.push({ path, params, phases: await capture((logging) => answer(logging, params)) });
  }
  return calls;
}

const calls: Record<Endpoint, Call[]> = {
  'player search': await callsOf('/ops/players', await playerSearches(), (logging, params) =>
    searchPlayers(logging, merchant, ZPlayerSearchQuery.parse(params)),
  ),
  'withdrawal queue': await callsOf('/ops/withdrawals/queue', await queuePages(), (logging, params) =>
    withdrawalQueue(logging, merchant, ZWithdrawalQueueQuery.parse(params)),
  ),
};

const server = await startPlatform({
  DATABASE_URL: seeded.url,
  DATABASE_POOL_MAX: String(POOL),
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const bare = new pg.Pool({ connectionString: seeded.url, max: POOL });
const results: { endpoint: Endpoint; round: number; sides: Sides; ratio: number }[] = [];
let failures = 0;
try {
  const account = `bench${Date.now().toString(36)}`;
  const password = 'a long staff password for the console bench';
  await createOperator(db, {
    account,
    roles: ['admin'],
    merchantIds: [],
    password,
    totpSecret: TEST_STAFF_TOTP_SECRET,
  });
  const token = await logInStaff(server.url, { account, password });
  // Each client walks the mix from its own place, so the 8 are never all on the same call.
  const callOf = (list: Call[], worker: number, step: number) =>
    list[(worker * 7 + step) % list.length] as Call;
  const appTask =
    (list: Call[]): Task =>
    async (worker, step) => {
      const { path, params } = callOf(list, worker, step);
      const response = await fetch(`${server.url}${path}?${new URLSearchParams(params)}`, {
        headers: { Authorization: token },
      });
      const body = await response.text();
      if (!response.ok) {
        failures += 1;
        if (failures === 1) console.error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
      }
    };
  const bareTask =
    (list: Call[]): Task =>
    async (worker, step) => {
      for (const phase of callOf(list, worker, step).phases)
        await Promise.all(phase.map(({ sql, parameters }) => bare.query(sql, [...parameters])));
    };
  const loop = { clients: CONCURRENCY, seconds };
  // Warm-up (docs/benchmarks.md): connections, plans and caches are paid here, not in the figures.
  for (const list of Object.values(calls)) {
    await closedLoop(bareTask(list), { ...loop, seconds: warmUpSeconds });
    await closedLoop(appTask(list), { ...loop, seconds: warmUpSeconds });
  }
  for (let round = 0; round < rounds; round += 1)
    for (const [endpoint, list] of Object.entries(calls) as [Endpoint, Call[]][]) {
      const bareSide = await closedLoop(bareTask(list), loop);
      const appSide = await closedLoop(appTask(list), loop);
      results.push({
        endpoint,
        round: round + 1,
        sides: { bare: bareSide, app: appSide },
        ratio: appSide.p95 / bareSide.p95,
      });
    }
} finally {
  await server.stop();
  await bare.end();
  await database.close();
}

const hundredths = (value: number) => Number(value.toFixed(2));
const goals = (['player search', 'withdrawal queue'] as const).map((endpoint) => {
  const own = results.filter((result) => result.endpoint === endpoint);
  const ratio = spread(own.map(({ ratio }) => ratio));
  const p95 = spread(own.map(({ sides }) => sides.app.p95));
  const verdict = ratio.median <= TARGET_RATIO && p95.median <= TARGET_P95_MS ? 'PASS' : 'FAIL';
  return {
    goal: `${endpoint}: app p95 ÷ bare SQL p95 at ${CONCURRENCY} staff, and app p95`,
    endpoint,
    median: hundredths(ratio.median),
    min: hundredths(ratio.min),
    max: hundredths(ratio.max),
    target: TARGET_RATIO,
    appP95Ms: { median: hundredths(p95.median), max: hundredths(p95.max) },
    targetP95Ms: TARGET_P95_MS,
    verdict,
  };
});
const environment = {
  ...machine(),
  postgres,
  packages: {
    kysely: await packageVersion('kysely'),
    pg: await packageVersion('pg'),
    fastify: await packageVersion('fastify'),
  },
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const figures = (side: Closed) => `p50 ${ms(side.p50)}, p95 ${ms(side.p95)}, p99 ${ms(side.p99)}`;
const lines = [
  `${SIZE.members} players, ${SIZE.entries} ledger rows, ${CONCURRENCY} staff, ${rounds} rounds of ${seconds} s (warm-up ${warmUpSeconds} s), PostgreSQL ${postgres}`,
  ...results.map(
    ({ endpoint, round, sides, ratio }) =>
      `round ${round} ${endpoint}: bare SQL ${figures(sides.bare)} (${sides.bare.perSecond.toFixed(0)}/s); app ${figures(sides.app)} (${sides.app.perSecond.toFixed(0)}/s); p95 ratio ${ratio.toFixed(2)}`,
  ),
  ...goals.map(
    (goal) =>
      `${goal.endpoint}: p95 ratio median ${goal.median.toFixed(2)} (min ${goal.min.toFixed(2)}, max ${goal.max.toFixed(2)}), target ≤ ${TARGET_RATIO}; app p95 ${goal.appP95Ms.median.toFixed(1)} ms, target < ${TARGET_P95_MS} ms: ${goal.verdict}`,
  ),
  `failed calls: ${failures}`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
const command = `node bench/console.ts --seconds ${seconds} --rounds ${rounds}`;
const cell = (side: Closed) => [ms(side.p50), ms(side.p95), ms(side.p99)];
await writeResults(
  { name: 'console', seconds, date },
  {
    date,
    command,
    environment,
    size: SIZE,
    seedSeconds: hundredths(seeded.seconds),
    seconds,
    warmUpSeconds,
    rounds,
    concurrency: CONCURRENCY,
    calls: Object.fromEntries(Object.entries(calls).map(([endpoint, list]) => [endpoint, list.length])),
    results,
    goals,
    failures,
  },
  [
    `# Staff console: player search and withdrawal queue (${date.slice(0, 10)})`,
    '',
    `\`${command}\`: node ${environment.node}, PostgreSQL ${postgres}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}, fastify ${environment.packages.fastify}; ${SIZE.members} players, ${SIZE.entries} ledger rows; ${CONCURRENCY} concurrent staff; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    ...table([
      ['endpoint', 'p95 ratio (median, min–max)', 'app p95', 'target', 'verdict'],
      ...goals.map((goal) => [
        goal.endpoint,
        `${goal.median.toFixed(2)} (${goal.min.toFixed(2)}–${goal.max.toFixed(2)})`,
        `${goal.appP95Ms.median.toFixed(1)} ms`,
        `≤ ${TARGET_RATIO}×, < ${TARGET_P95_MS} ms`,
        goal.verdict,
      ]),
    ]),
    '',
    ...table([
      ['round', 'endpoint', 'bare p50', 'bare p95', 'bare p99', 'app p50', 'app p95', 'app p99', 'ratio'],
      ...results.map(({ endpoint, round, sides, ratio }) => [
        String(round),
        endpoint,
        ...cell(sides.bare),
        ...cell(sides.app),
        ratio.toFixed(2),
      ]),
    ]),
    '',
    `Failed calls: ${failures}.`,
    '',
  ],
);
process.exitCode = failures > 0 || (!isSmoke && goals.some(({ verdict }) => verdict === 'FAIL')) ? 1 : 0;
