import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo } from '@platform/contracts/identity/schemas';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../apps/server/src/db/schema.ts';
import { mayTransferToUpline } from '../apps/server/src/modules/agents/tree/tree.ts';
import { authenticate } from '../apps/server/src/modules/identity/login/session.ts';
import { memberInfo } from '../apps/server/src/modules/identity/profile/account.ts';
import { resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';
import {
  benchArguments,
  closedLoop,
  machine,
  ms,
  oneMinuteLoad,
  openLoop,
  ownDatabase,
  packageVersion,
  type Side,
  spread,
  type Task,
  table,
  writeResults,
} from './measure.ts';
import { repoRoot, startPlatform } from './platform-server.ts';
import { captureStatements, type Phases } from './statement-capture.ts';

/**
 * `GET /wps/member/info` on the real platform server against a raw `node:http` + `pg` server running the
 * same SQL (bench/member-info-raw-server.ts), at 16 clients, each its own member with its own session
 * (issue 25: what a request costs beyond its SQL: logging, routing, validation, the rate limit, headers).
 * The raw server's statements are the platform's own: each member's call is answered once by the services
 * the route calls (the session's authentication, then the member's info) with Kysely's query log on, and
 * the raw server replays them. By the method of docs/benchmarks.md, interleaved rounds: each side's
 * closed-loop rate, then both sides' open-loop latency at the same offered rate, half the slower side's
 * closed-loop rate (so their p99 are compared under the same load). Goals: the platform at least 0.8 of the
 * raw server's rate and its open-loop p99 at most 1.5 times the raw server's. The platform shares Redis (its
 * rate-limit counters) when REDIS_URL is set, as it runs in production. `--seconds 2 --rounds 1` is the CI
 * smoke (it writes no results); exits non-zero only if a call is not answered 200.
 */
const { seconds, rounds, warmUpSeconds } = benchArguments(10);
const CONCURRENCY = 16;
/** The platform's pool (its default); the raw server gets as many connections. */
const POOL = 10;
const TARGET_RATE = 0.8;
const TARGET_P99 = 1.5;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A parameter as the raw server reads it from JSON: bytes as base64, ids and times as text. */
function portable(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return String(value);
  return value;
}

/** The raw server on a free port, ready when it prints its address. */
async function startRawServer(url: string, statements: Record<string, Phases>) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-member-info-'));
  const file = join(dir, 'statements.json');
  await writeFile(
    file,
    JSON.stringify(statements, (_key, value) => portable(value)),
  );
  const child = spawn(process.execPath, ['bench/member-info-raw-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, STATEMENTS_FILE: file, DATABASE_URL: url, POOL: String(POOL) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.on('exit', () => reject(new Error('the raw server exited before it was ready')));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /listening on (\S+)\/$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url: address,
    stop: async () => {
      child.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const loadBefore = oneMinuteLoad();
const own = await ownDatabase(adminUrl, 'bench_member_info');
const database = `PostgreSQL ${own.version}`;
const redis = process.env.REDIS_URL ? 'Redis (the rate-limit counters)' : 'no Redis';
const platform = await startPlatform({
  DATABASE_URL: own.url,
  DATABASE_POOL_MAX: String(POOL),
  RATE_LIMIT_PER_MINUTE: '100000000',
});
let raw: Awaited<ReturnType<typeof startRawServer>> | undefined;
const results: { sides: { raw: Side; platform: Side }; rateRatio: number; p99Ratio: number }[] = [];
let failures = 0;
const answerBytes = { raw: 0, platform: 0 };
try {
  const json = { Merchant: 'demo', 'content-type': 'application/json' };
  const tokens = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const username = `bench${worker}x${Date.now().toString(36)}`;
      const password = 'Bench-Pass-2026';
      const opened = await fetch(`${platform.url}/wps/member/register`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({
          username,
          password,
          confirmPassword: password,
          ageConfirmed: true,
          humanCheck: await solvedHumanCheck(platform.url),
        }),
      });
      const token = ZSuccess(ZLoginValue).parse(await opened.json()).value.token;
      if (!opened.ok || token === null) throw new Error(`registration answered ${opened.status}`);
      return token;
    }),
  );
  const pool = new pg.Pool({ connectionString: own.url, max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  await db.destroy();
  if (!merchant) throw new Error('no demo brand');
  const statements: Record<string, Phases> = {};
  for (const token of tokens)
    statements[token] = await captureStatements(own.url, POOL, async (logging) => {
      const session = await authenticate(logging, merchant, token);
      if (!session) throw new Error('a fresh session did not authenticate');
      return memberInfo(logging, merchant, session, mayTransferToUpline);
    });
  raw = await startRawServer(own.url, statements);

  const callOf =
    (base: string, side: 'raw' | 'platform'): Task =>
    async (worker) => {
      const response = await fetch(`${base}/wps/member/info`, {
        headers: { Merchant: 'demo', Authorization: tokens[worker] ?? '' },
      });
      const body = await response.arrayBuffer();
      answerBytes[side] = body.byteLength;
      if (response.status !== 200) {
        failures += 1;
        if (failures === 1)
          console.error(`${side} answered ${response.status}`, Buffer.from(body).toString());
      }
    };
  const calls = { raw: callOf(raw.url, 'raw'), platform: callOf(platform.url, 'platform') };
  // The answer is the platform's contract, checked once before measuring.
  const first = await fetch(`${platform.url}/wps/member/info`, {
    headers: { Merchant: 'demo', Authorization: tokens[0] ?? '' },
  });
  ZSuccess(ZMemberInfo).parse(await first.json());

  const loop = { clients: CONCURRENCY, seconds };
  // Warm-up (docs/benchmarks.md): connections, plans, caches and the JIT are paid here, not in the figures.
  for (const task of [calls.raw, calls.platform])
    await closedLoop(task, { clients: CONCURRENCY, seconds: warmUpSeconds });
  for (let round = 0; round < rounds; round += 1) {
    const rawClosed = await closedLoop(calls.raw, loop);
    const platformClosed = await closedLoop(calls.platform, loop);
    const offered = Math.min(rawClosed.perSecond, platformClosed.perSecond) / 2;
    const rawOpen = await openLoop(calls.raw, offered, loop);
    const platformOpen = await openLoop(calls.platform, offered, loop);
    results.push({
      sides: {
        raw: { closed: rawClosed, open: rawOpen },
        platform: { closed: platformClosed, open: platformOpen },
      },
      rateRatio: platformClosed.perSecond / rawClosed.perSecond,
      p99Ratio: platformOpen.p99 / rawOpen.p99,
    });
  }
} finally {
  await raw?.stop();
  await platform.stop();
  await own.drop();
}

const rateRatios = spread(results.map(({ rateRatio }) => rateRatio));
const p99Ratios = spread(results.map(({ p99Ratio }) => p99Ratio));
const rateVerdict = rateRatios.median >= TARGET_RATE ? 'PASS' : 'WARN';
const p99Verdict = p99Ratios.median <= TARGET_P99 ? 'PASS' : 'WARN';
const hundredths = (value: number) => Number(value.toFixed(2));
const goals = [
  {
    goal: 'platform requests/s ÷ raw server requests/s',
    median: hundredths(rateRatios.median),
    min: hundredths(rateRatios.min),
    max: hundredths(rateRatios.max),
    target: TARGET_RATE,
    verdict: rateVerdict,
  },
  {
    goal: 'platform open-loop p99 ÷ raw server open-loop p99',
    median: hundredths(p99Ratios.median),
    min: hundredths(p99Ratios.min),
    max: hundredths(p99Ratios.max),
    target: TARGET_P99,
    verdict: p99Verdict,
  },
];
const environment = {
  ...machine(),
  database,
  redis,
  packages: { fastify: await packageVersion('fastify'), pg: await packageVersion('pg') },
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const sideLine = (name: string, { closed, open }: Side) =>
  `  ${name.padEnd(10)} ${closed.perSecond.toFixed(0).padStart(6)}/s closed (p50 ${ms(closed.p50)}); open at ${open.offeredPerSecond.toFixed(0)}/s: p50 ${ms(open.p50)}, p99 ${ms(open.p99)}, max ${ms(open.max)}; the bench's own longest stall ${ms(open.stallMax)}`;
const lines = [
  `${CONCURRENCY} clients, pool ${POOL}, ${rounds} interleaved rounds of ${seconds} s (warm-up ${warmUpSeconds} s), ${database}, ${redis}; 1-minute load ${loadBefore} before`,
  ...results.flatMap(({ sides, rateRatio, p99Ratio }, index) => [
    `round ${index + 1}`,
    sideLine('raw', sides.raw),
    sideLine('platform', sides.platform),
    `  rate ratio ${rateRatio.toFixed(2)}, p99 ratio ${p99Ratio.toFixed(2)}`,
  ]),
  `rate: median ${rateRatios.median.toFixed(2)} (min ${rateRatios.min.toFixed(2)}, max ${rateRatios.max.toFixed(2)}); target ≥ ${TARGET_RATE}: ${rateVerdict}`,
  `p99: median ${p99Ratios.median.toFixed(2)} (min ${p99Ratios.min.toFixed(2)}, max ${p99Ratios.max.toFixed(2)}); target ≤ ${TARGET_P99}: ${p99Verdict}`,
  `answer bytes: raw ${answerBytes.raw}, platform ${answerBytes.platform}; calls not answered 200: ${failures}; 1-minute load ${environment.loadAverage.after} after`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
const command = `node bench/member-info.ts --seconds ${seconds} --rounds ${rounds}`;
await writeResults(
  { name: 'member-info', seconds, date },
  {
    date,
    command,
    environment,
    seconds,
    warmUpSeconds,
    rounds,
    concurrency: CONCURRENCY,
    pool: POOL,
    results,
    goals,
    answerBytes,
    failures,
  },
  [
    `# GET /wps/member/info against a raw node:http + pg server (${date.slice(0, 10)})`,
    '',
    `\`${command}\`: node ${environment.node}, ${database}, ${redis}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, fastify ${environment.packages.fastify}; ${CONCURRENCY} clients, pool ${POOL}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    ...table([
      ['goal', 'median', 'min', 'max', 'target', 'verdict'],
      ...goals.map(({ goal, median, min, max, target, verdict }, index) => [
        goal,
        median.toFixed(2),
        min.toFixed(2),
        max.toFixed(2),
        `${index === 0 ? '≥' : '≤'} ${target.toFixed(2)}`,
        verdict,
      ]),
    ]),
    '',
    ...table([
      ['round', 'raw /s', 'platform /s', 'rate ratio', 'offered /s', 'raw p99', 'platform p99', 'p99 ratio'],
      ...results.map(({ sides, rateRatio, p99Ratio }, index) => [
        String(index + 1),
        sides.raw.closed.perSecond.toFixed(0),
        sides.platform.closed.perSecond.toFixed(0),
        rateRatio.toFixed(2),
        sides.raw.open.offeredPerSecond.toFixed(0),
        ms(sides.raw.open.p99),
        ms(sides.platform.open.p99),
        p99Ratio.toFixed(2),
      ]),
    ]),
    '',
    `Answer bytes: raw ${answerBytes.raw}, platform ${answerBytes.platform}. Calls not answered 200: ${failures}.`,
    '',
  ],
);
process.exitCode = failures > 0 ? 1 : 0;
