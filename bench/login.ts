import { hash, verify } from '@node-rs/argon2';
import { ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';
import {
  benchArguments,
  closedLoop,
  goal,
  goalTable,
  machine,
  ms,
  oneMinuteLoad,
  openLoop,
  openLoopCalls,
  ownDatabase,
  packageVersion,
  roundLines,
  roundsTable,
  type Side,
  spread,
  type Task,
  writeResults,
} from './measure.ts';
import { startPlatform } from './platform-server.ts';

/**
 * Login requests per second and p99 at 20 concurrent clients over HTTP, against a bare argon2id verify loop
 * at the same concurrency in the same run (issue 4: login is argon2-bound by design, so its figure is stated
 * against that loop), by the method of docs/benchmarks.md: a warm-up, then rounds of bare argon2 and login
 * interleaved, each side's throughput from a closed loop and its p99 from an open loop offered half of that
 * round's closed-loop rate. Target: logins at least half the bare verifies. Uses a PostgreSQL database of the
 * run's own when DATABASE_URL is set, else the embedded database. `--seconds 2` is the CI smoke (it writes no
 * results); exits non-zero only if a login fails.
 */
const { seconds, rounds, warmUpSeconds } = benchArguments(10);
const CONCURRENCY = 20;
const TARGET = 0.5;
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PASSWORD = 'Bench-Pass-2026';
/**
 * Every login carries a solved proof of work, solved before its phase's clock starts so the run
 * measures the server's login, not the client's solving. A closed loop gets half as much again as
 * the bare verifies just managed (login verifies the same hash, so it cannot go much faster); an open
 * loop gets exactly what it will offer. A client whose supply runs out stops, and the run says so.
 */
const HEADROOM = 1.5;
const loop = { clients: CONCURRENCY, seconds };
const loginAnswer = ZSuccess(ZLoginValue);

const loadBefore = oneMinuteLoad();
const own = process.env.DATABASE_URL ? await ownDatabase(process.env.DATABASE_URL, 'bench_login') : undefined;
const database = own ? `PostgreSQL ${own.version}` : `PGlite ${await packageVersion('@electric-sql/pglite')}`;
const server = await startPlatform({
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
  ...(own ? { DATABASE_URL: own.url } : {}),
});
const results: { argon2: Side; login: Side; ratio: number }[] = [];
let failures = 0;
let exhausted = 0;
try {
  // One member per client, as in real traffic: the same account logging in 20 times at once would
  // (rightly) run into its own attempt limit.
  const json = { Merchant: 'demo', 'content-type': 'application/json' };
  const usernames = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const username = `bench${worker}x${Date.now().toString(36)}`;
      const humanCheck = await solvedHumanCheck(server.url);
      const opened = await fetch(`${server.url}/wps/member/register`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          ageConfirmed: true,
          humanCheck,
        }),
      });
      if (!opened.ok) throw new Error(`registration answered ${opened.status}`);
      return username;
    }),
  );
  /** Each client's login bodies for the next phase, every one with a check of its own. */
  let supply: string[][] = [];
  const solveChecks = async (perClient: number) => {
    supply = [];
    for (const username of usernames) {
      const checks = await Promise.all(Array.from({ length: perClient }, () => solvedHumanCheck(server.url)));
      supply.push(checks.map((humanCheck) => JSON.stringify({ username, password: PASSWORD, humanCheck })));
    }
  };
  const login: Task = async (worker) => {
    const body = supply[worker]?.pop();
    if (body === undefined) {
      exhausted += 1;
      return false;
    }
    const response = await fetch(`${server.url}/wps/session/login`, { method: 'POST', headers: json, body });
    const answer = loginAnswer.safeParse(await response.json().catch(() => undefined));
    // A login held for a second step or answered in another shape did not log in.
    if (!response.ok || !answer.success || answer.data.value.token === null) {
      failures += 1;
      if (failures === 1) console.error(`login answered ${response.status}`, answer.error ?? answer.data);
    }
    return true;
  };
  const stored = await hash(PASSWORD, ARGON2);
  const argon2: Task = async () => {
    if (!(await verify(stored, PASSWORD))) throw new Error('the bare verify refused its own password');
  };
  /** A side's run: its closed-loop rate, then its latency at half that rate. */
  const measureArgon2 = async (): Promise<Side> => {
    const closed = await closedLoop(argon2, loop);
    return { closed, open: await openLoop(argon2, closed.perSecond / 2, loop) };
  };
  const measureLogin = async (bareVerifiesPerSecond: number): Promise<Side> => {
    await solveChecks(Math.ceil((bareVerifiesPerSecond * HEADROOM * seconds) / CONCURRENCY));
    const closed = await closedLoop(login, loop);
    const offered = closed.perSecond / 2;
    await solveChecks(Math.ceil(openLoopCalls(offered, seconds) / CONCURRENCY));
    return { closed, open: await openLoop(login, offered, loop) };
  };

  // Warm-up (docs/benchmarks.md): connections, plans, caches and the JIT are paid here, not in the figures.
  const warmUp = { ...loop, seconds: warmUpSeconds };
  const warmArgon2 = await closedLoop(argon2, warmUp);
  await solveChecks(Math.ceil((warmArgon2.perSecond * HEADROOM * warmUpSeconds) / CONCURRENCY));
  await closedLoop(login, warmUp);
  // A warm-up that ran short of checks still warmed up; only the measured phases' shortfall counts.
  exhausted = 0;
  for (let round = 0; round < rounds; round += 1) {
    const argon2Side = await measureArgon2();
    const loginSide = await measureLogin(argon2Side.closed.perSecond);
    results.push({
      argon2: argon2Side,
      login: loginSide,
      ratio: loginSide.closed.perSecond / argon2Side.closed.perSecond,
    });
  }
} finally {
  await server.stop();
  await own?.drop();
}

const ratios = spread(results.map(({ ratio }) => ratio));
const { median, min, max } = ratios;
const loginPerSecond = spread(results.map(({ login }) => login.closed.perSecond)).median;
const loginP99 = spread(results.map(({ login }) => login.open.p99)).median;
const argon2P99 = spread(results.map(({ argon2 }) => argon2.open.p99)).median;
const figures = goal('logins/s over bare argon2id verifies/s', ratios, TARGET);
const { verdict } = figures;
const environment = {
  ...machine(),
  database,
  packages: {
    '@node-rs/argon2': await packageVersion('@node-rs/argon2'),
    fastify: await packageVersion('fastify'),
  },
  argon2: ARGON2,
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const paired = results.map(({ argon2, login, ratio }) => ({ sides: [argon2, login] as [Side, Side], ratio }));
const lines = [
  `${CONCURRENCY} concurrent clients, ${rounds} interleaved rounds of ${seconds} s (warm-up ${warmUpSeconds} s), ${database}`,
  ...roundLines(['bare argon2id verify', 'login over HTTP'], paired, { width: 22, digits: 1 }),
  `login / bare argon2: median ${median.toFixed(2)} (min ${min.toFixed(2)}, max ${max.toFixed(2)}); target ${TARGET.toFixed(2)}: ${verdict}`,
  `logins: ${loginPerSecond.toFixed(1)}/s closed; open-loop p99 at half the closed-loop rate (median of rounds): login ${ms(loginP99)}, bare argon2 ${ms(argon2P99)}`,
  `failed logins: ${failures}; logins not sent for want of a solved check: ${exhausted}`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
await writeResults(
  { name: 'login', seconds, date },
  {
    date,
    command: `node bench/login.ts --seconds ${seconds} --rounds ${rounds}`,
    environment,
    seconds,
    warmUpSeconds,
    rounds,
    concurrency: CONCURRENCY,
    results,
    goals: [figures],
    loginsPerSecond: Number(loginPerSecond.toFixed(1)),
    openLoopP99Ms: { login: Number(loginP99.toFixed(1)), argon2: Number(argon2P99.toFixed(1)) },
    failures,
    exhausted,
  },
  [
    `# Login against a bare argon2id verify (${date.slice(0, 10)})`,
    '',
    `\`node bench/login.ts --seconds ${seconds} --rounds ${rounds}\`: node ${environment.node}, ${database}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, @node-rs/argon2 ${environment.packages['@node-rs/argon2']}, fastify ${environment.packages.fastify}; argon2id ${ARGON2.memoryCost} KiB, ${ARGON2.timeCost} iterations; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    ...goalTable(`logins/s ÷ bare argon2id verifies/s, ${CONCURRENCY} clients`, ratios, TARGET),
    '',
    ...roundsTable(['argon2', 'login'], paired, 1),
    '',
    `Failed logins: ${failures}; logins not sent for want of a solved check: ${exhausted}.`,
    '',
  ],
);
process.exitCode = failures > 0 ? 1 : 0;
