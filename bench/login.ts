import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';
import { repoRoot, startPlatform } from './platform-server.ts';

/**
 * Login throughput and p99 at 20 concurrent clients, against a bare argon2id verify loop at the same
 * concurrency in the same run (login is argon2-bound by design). Uses PostgreSQL when DATABASE_URL is
 * set, else the embedded database. `--seconds 2` is the CI smoke; exits non-zero only if a login fails.
 */
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const CONCURRENCY = 20;
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * Every login carries a solved proof of work, solved before the clock starts so the run measures the
 * server's login, not the client's solving: enough for 200 logins a second (about 1.5 times what
 * this machine manages). A worker whose supply runs out stops, and the run says so.
 */
const CHECKS_PER_WORKER = Math.ceil((seconds * 200) / CONCURRENCY);

type Run = { count: number; perSecond: number; p50: number; p99: number };

function summarise(latencies: number[], elapsedMs: number): Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, perSecond: (sorted.length * 1000) / elapsedMs, p50: at(0.5), p99: at(0.99) };
}

/**
 * Runs `task` from `CONCURRENCY` workers (each with its index) until the time is up (a closed loop),
 * or until the task answers false (nothing left to send).
 */
async function closedLoop(task: (worker: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        if (!(await task(worker))) break;
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return summarise(latencies, performance.now() - started);
}

const server = await startPlatform({
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
});
let failures = 0;
let exhausted = 0;
let login: Run;
try {
  // One member per client, as in real traffic: the same account logging in 20 times at once would
  // (rightly) run into its own attempt limit.
  const password = 'Bench-Pass-2026';
  const json = { Merchant: 'demo', 'content-type': 'application/json' };
  const accounts = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const username = `bench${worker}x${Date.now().toString(36)}`;
      const humanCheck = await solvedHumanCheck(server.url);
      const opened = await fetch(`${server.url}/wps/member/register`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({
          username,
          password,
          confirmPassword: password,
          ageConfirmed: true,
          humanCheck,
        }),
      });
      if (!opened.ok) throw new Error(`registration answered ${opened.status}`);
      return { username, password };
    }),
  );
  const bodies: string[][] = [];
  for (const { username, password } of accounts) {
    const checks: string[] = [];
    for (let index = 0; index < CHECKS_PER_WORKER; index += 1)
      checks.push(await solvedHumanCheck(server.url));
    bodies.push(checks.map((humanCheck) => JSON.stringify({ username, password, humanCheck })));
  }
  login = await closedLoop(async (worker) => {
    const body = bodies[worker]?.pop();
    if (body === undefined) {
      exhausted += 1;
      return false;
    }
    const response = await fetch(`${server.url}/wps/session/login`, { method: 'POST', headers: json, body });
    if (!response.ok) failures += 1;
    await response.arrayBuffer();
    return true;
  });
} finally {
  await server.stop();
}

const stored = await hash('Bench-Pass-2026', ARGON2);
const argon2 = await closedLoop(async () => {
  await verify(stored, 'Bench-Pass-2026');
  return true;
});

const ratio = login.perSecond / argon2.perSecond;
const line = (name: string, run: Run) =>
  `${name.padEnd(22)} ${run.perSecond.toFixed(1).padStart(8)}/s  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  (${run.count})`;
console.log(
  `${CONCURRENCY} concurrent clients, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(line('login over HTTP', login));
console.log(line('bare argon2id verify', argon2));
console.log(`login / bare argon2: ${ratio.toFixed(2)}; failed logins: ${failures}`);
if (exhausted > 0)
  console.log(`${exhausted} of ${CONCURRENCY} clients ran out of solved checks before the end`);
await writeFile(
  join(repoRoot, `bench/results/${new Date().toISOString().slice(0, 10)}-login.json`),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, seconds, concurrency: CONCURRENCY, database: process.env.DATABASE_URL ? 'postgres' : 'pglite', login, argon2, ratio: Number(ratio.toFixed(2)), failures }, null, 2)}\n`,
);
process.exitCode = failures > 0 ? 1 : 0;
