/**
 * A deployment as compose.yaml runs it, on this machine's PostgreSQL and Redis: two API processes
 * (JOBS=off) and one worker, each reaching PostgreSQL and Redis through a fault proxy of the test's.
 * Members move money through both instances while one instance is killed and restarted and the
 * proxies slow down and cut the connections; afterwards every accepted write is in the ledger once,
 * jobs ran once per period, the ledger holds, and Redis-shared limits and live streams span both
 * instances. Run alone: `vitest run --project server src/multi-instance.test.ts` (docs/reliability.md).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorWallets } from './modules/games/service.ts';
import { openSession } from './modules/identity/login/session.ts';
import { accountFor, memberBalances } from './modules/ledger/service.ts';
import { memberLiveChannel } from './modules/member-live/live.ts';
import { resolveMerchant } from './modules/system/service.ts';
import type { Merchant } from './platform/merchant.ts';
import { eventNames } from './test/event-stream.ts';
import { type FaultProxy, startFaultProxy } from './test/fault-proxy.ts';
import { deposit, expectLedgerHealthy, testMember } from './test/ledger.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { openTestDatabase, type TestDatabase } from './test/test-database.ts';

/** Requests per minute and client address, across the API: the shared counter's ceiling. */
const RATE_LIMIT = 20;
const MEMBERS = 6;
/** Each member's main wallet at the start: far more than the load moves. */
const FUNDS = 100_000n;
/** A write not accepted after this long fails the test: every fault is over by then. */
const WRITE_GIVES_UP_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A client address no other request of this run (or another run sharing Redis) uses. */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

let database: TestDatabase;
let merchant: Merchant;
let gameWallet: string;
let postgres: FaultProxy;
let redis: FaultProxy;
let environment: Record<string, string>;
let api1: ServerProcess;
let api2: ServerProcess;
let worker: ServerProcess;
let members: { id: bigint; token: string }[];
let redisUrlDirect: string;
let spy: Redis | undefined;
const redisNameSpace = `test:multi:${process.pid}:${Date.now()}:`;

/** The figures the lead quotes: printed at the end. */
const figures = {
  requests: 0,
  writes: 0,
  accepted: 0,
  retriedWrites: 0,
  /** Retried writes that had landed on an earlier try, whose answer the client never got. */
  landedBeforeRetry: 0,
  kills: 0,
  restarts: 0,
  postgresCuts: 0,
  redisCuts: 0,
  lostWrites: -1,
  duplicateWrites: -1,
  /** From API 2's answer to a transfer until a member's stream on API 1 is told of it (negative: before). */
  liveBalanceMs: -1,
  jobRuns: -1,
  duplicateJobRuns: -1,
  rateLimit: '',
};

/** URL with its host and port replaced by the proxy's. */
function throughProxy(url: string, proxy: FaultProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}

const upstreamOf = (url: string, defaultPort: number) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
};

const apiUrl = (api: ServerProcess) => `http://127.0.0.1:${api.port}`;

/** The ledger's idempotency key of a member's wallet transfer (wallet/service.ts). */
const transferKey = (memberId: bigint | undefined, requestId: string) =>
  `wallet:${memberId}:${encodeURIComponent(requestId)}`;

/** The port a process serves /metrics on, from its start-up log. */
function metricsPortOf(process: ServerProcess): string {
  for (const message of process.messages) {
    const match = /^Metrics served on port (\d+)/.exec(message);
    if (match?.[1]) return match[1];
  }
  throw new Error('the process serves no metrics');
}

/** The value of one Prometheus sample in a scrape, or undefined when absent. */
function sample(scrape: string, name: string, labels: string): number | undefined {
  const line = scrape.split('\n').find((row) => row.startsWith(`${name}{`) && row.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const databaseUrl = database.url;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('this test runs on PostgreSQL and Redis');
  redisUrlDirect = redisUrl;
  postgres = await startFaultProxy(upstreamOf(databaseUrl, 5432));
  redis = await startFaultProxy(upstreamOf(redisUrl, 6379));
  environment = {
    DATABASE_URL: throughProxy(databaseUrl, postgres),
    REDIS_URL: throughProxy(redisUrl, redis),
    // The test's database is migrated: each process only checks that it is.
    MIGRATE_AT_START: 'false',
    METRICS_PORT: '0',
    // Clients are told apart by X-Forwarded-For, as behind the load balancer.
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    SHUTDOWN_GRACE_MS: '5000',
    // This run's own: another run on the same Redis never signals or counts into these processes.
    REDIS_NAMESPACE: redisNameSpace,
  };
  [api1, api2, worker] = await Promise.all([
    startServerProcess({ ...environment, JOBS: 'off' }),
    startServerProcess({ ...environment, JOBS: 'off' }),
    startServerProcess(environment, 'apps/server/src/worker.ts'),
  ]);

  const { db } = database;
  const demo = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!demo) throw new Error('no demo brand');
  merchant = demo;
  const wallet = (await vendorWallets(db, merchant)).find((offered) => !offered.inMaintenance);
  if (!wallet) throw new Error('the demo brand offers no game wallet');
  gameWallet = String(wallet.accountTypeId);
  const tag = randomBytes(3).toString('hex');
  members = await Promise.all(
    Array.from({ length: MEMBERS }, async (_, index) => {
      const id = await testMember(db, merchant.id, `mi${tag}${index}`);
      const main = await accountFor(db, merchant, 'member.main', { memberId: id });
      await deposit(db, merchant, main, FUNDS, `multi-instance-${tag}-${index}`);
      const token = await openSession(db, merchant, id, { ip: null, userAgent: null }, new Date());
      return { id, token };
    }),
  );
}, 120_000);

afterAll(async () => {
  console.log(`multi-instance fault test: ${JSON.stringify(figures)}`);
  await Promise.all([api1?.stop(), api2?.stop(), worker?.stop()]);
  await Promise.all([postgres?.close(), redis?.close()]);
  await database?.close();
}, 60_000);

type Write = {
  member: number;
  requestId: string;
  cents: bigint;
  attempts: number;
  /** When the try that was answered with acceptance was sent. */
  lastSentAt: number;
};

/** One wallet transfer as the site sends it, to `api`, from a client address of its own. */
function transferRequest(
  api: ServerProcess,
  token: string,
  body: object,
  signal = AbortSignal.timeout(15_000),
) {
  figures.requests += 1;
  return fetch(`${apiUrl(api)}/wps/relay/GCS_walletTransfer`, {
    method: 'POST',
    headers: {
      Merchant: 'demo',
      Authorization: token,
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
    },
    body: JSON.stringify(body),
    signal,
  });
}

/**
 * Sends one write until an instance accepts it, as a client behind a load balancer retries: the same
 * request id each time, on whichever instance is next, after a refused or reset connection, a timeout
 * or a 5xx. An answer of 4xx is the write's refusal, which this load never earns.
 */
async function writeUntilAccepted(write: Write, apis: () => ServerProcess[]): Promise<void> {
  const member = members[write.member];
  if (!member) throw new Error(`no member ${write.member}`);
  const body = {
    from: 'main',
    to: gameWallet,
    amount: (Number(write.cents) / 100).toFixed(2),
    requestId: write.requestId,
  };
  const deadline = Date.now() + WRITE_GIVES_UP_MS;
  for (;;) {
    const all = apis();
    const api = all[(write.member + write.attempts) % all.length];
    if (!api) throw new Error('no instance');
    write.attempts += 1;
    write.lastSentAt = Date.now();
    const answer = await transferRequest(api, member.token, body).then(
      async (response) => ({ status: response.status, text: await response.text() }),
      (error: unknown) => ({ status: 0, text: String(error) }),
    );
    if (answer.status === 200) return;
    if (answer.status >= 400 && answer.status < 500)
      throw new Error(`write ${write.requestId} refused: ${answer.status} ${answer.text}`);
    if (Date.now() > deadline)
      throw new Error(`write ${write.requestId} not accepted after ${write.attempts} tries: ${answer.text}`);
    await sleep(200);
  }
}

describe('two API instances and a worker on one PostgreSQL and Redis, through faults', () => {
  it('lands every accepted write once through a kill, a restart and cut connections; jobs run once per period', async () => {
    const writes: Write[] = [];
    const acceptedIds = new Set<string>();
    let isLoading = true;
    // Read at each try: API 1 is a new process once it is restarted.
    const apis = () => [api1, api2];

    // Each member writes one transfer after another, a little apart, until the faults are over.
    const load = members.map(async (_, member) => {
      for (let sequence = 0; isLoading; sequence += 1) {
        const write: Write = {
          member,
          requestId: `mi-${member}-${sequence}-${randomBytes(3).toString('hex')}`,
          cents: 100n + BigInt(sequence % 7),
          attempts: 0,
          lastSentAt: 0,
        };
        writes.push(write);
        await writeUntilAccepted(write, apis);
        acceptedIds.add(write.requestId);
        await sleep(100);
      }
    });
    // The faults, one after another, each once the load has moved on since the last.
    const moreAccepted = async (count: number) => {
      const target = acceptedIds.size + count;
      await expect
        .poll(() => acceptedIds.size, { timeout: 45_000, interval: 50 })
        .toBeGreaterThanOrEqual(target);
    };
    // A write whose answer never reaches the client (it gave up waiting on a slow database) but
    // which landed: sent again with its key, it is answered from the first and not paid twice.
    const answerLost = async () => {
      const member = members[0];
      if (!member) throw new Error('no member');
      const write: Write = {
        member: 0,
        requestId: `mi-lost-${randomBytes(3).toString('hex')}`,
        cents: 150n,
        attempts: 1,
        lastSentAt: Date.now(),
      };
      writes.push(write);
      const body = { from: 'main', to: gameWallet, amount: '1.50', requestId: write.requestId };
      await expect(transferRequest(api2, member.token, body, AbortSignal.timeout(50))).rejects.toThrow();
      const key = transferKey(member.id, write.requestId);
      await expect
        .poll(
          () =>
            database.db
              .selectFrom('ledger_transfers')
              .select('id')
              .where('idempotency_key', '=', key)
              .executeTakeFirst(),
          { timeout: 15_000, interval: 100 },
        )
        .toBeDefined();
      await writeUntilAccepted(write, apis);
      acceptedIds.add(write.requestId);
    };
    const faults = (async () => {
      await moreAccepted(10);
      postgres.delay(100);
      await answerLost();
      await sleep(500);
      postgres.heal();

      await moreAccepted(10);
      await api1.kill();
      figures.kills += 1;
      await moreAccepted(10);
      api1 = await startServerProcess({ ...environment, JOBS: 'off', PORT: api1.port });
      figures.restarts += 1;

      await moreAccepted(10);
      postgres.cut();
      await sleep(1_500);
      postgres.heal();

      await moreAccepted(10);
      redis.delay(200);
      await sleep(1_000);
      redis.cut();
      await sleep(1_500);
      redis.heal();
      await moreAccepted(10);
    })();
    try {
      await faults;
    } finally {
      isLoading = false;
      // A failed write fails the test here, not as an unhandled rejection after it.
      await Promise.all(load);
    }
    // No process died of a cut connection: each is ready again (the one killed, since its restart).
    for (const process of [api1, api2, worker])
      await expect
        .poll(
          () =>
            fetch(`${apiUrl(process)}/readyz`).then(
              (response) => response.status,
              (error: unknown) => String(error),
            ),
          { timeout: 15_000, interval: 250 },
        )
        .toBe(200);
    figures.writes = writes.length;
    figures.accepted = acceptedIds.size;
    figures.retriedWrites = writes.filter((write) => write.attempts > 1).length;
    figures.postgresCuts = postgres.cuts();
    figures.redisCuts = redis.cuts();
    expect(figures.accepted).toBe(writes.length);
    expect(figures.postgresCuts).toBeGreaterThan(0);
    expect(figures.redisCuts).toBeGreaterThan(0);

    // Each accepted write is one transfer under its key; a retried one was not paid twice.
    const { db } = database;
    const keys = writes.map((write) => transferKey(members[write.member]?.id, write.requestId));
    const landed = await db
      .selectFrom('ledger_transfers')
      .select([
        'idempotency_key',
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) => eb.fn.min('created_at').as('created_at'),
      ])
      .where('merchant_id', '=', merchant.id)
      .where('idempotency_key', 'in', keys)
      .groupBy('idempotency_key')
      .execute();
    const landedCount = new Map(landed.map((row) => [row.idempotency_key, Number(row.count)]));
    figures.lostWrites = keys.filter((key) => !landedCount.has(key)).length;
    figures.duplicateWrites = [...landedCount.values()].filter((count) => count > 1).length;
    const landedAt = new Map(landed.map((row) => [row.idempotency_key, row.created_at]));
    figures.landedBeforeRetry = writes.filter((write, index) => {
      const at = landedAt.get(keys[index] ?? '');
      return write.attempts > 1 && at !== undefined && new Date(at).getTime() < write.lastSentAt;
    }).length;
    expect(figures.landedBeforeRetry).toBeGreaterThanOrEqual(1);
    expect(figures.lostWrites).toBe(0);
    expect(figures.duplicateWrites).toBe(0);
    // And the money says so too: each game wallet holds exactly what its member's writes moved.
    for (const [index, member] of members.entries()) {
      const moved = writes
        .filter((write) => write.member === index)
        .reduce((sum, write) => sum + write.cents, 0n);
      const held = await memberBalances(db, merchant, member.id);
      expect(held.find((row) => row.kind === 'member.main')?.balance).toBe(FUNDS - moved);
      expect(held.find((row) => row.subKey === gameWallet)?.balance).toBe(moved);
    }
    await expectLedgerHealthy(db);

    // The worker runs the jobs again after the cuts: a draw pass completes after the last of them.
    const drawPasses = async () => {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'lottery-draws' AND state = 'completed'`.execute(
        db,
      );
      return rows[0]?.count ?? 0;
    };
    const passesBefore = await drawPasses();
    // A busy machine starves the worker for a while after the cuts: 30 s ran out once with 9 passes.
    await expect.poll(drawPasses, { timeout: 60_000, interval: 250 }).toBeGreaterThan(passesBefore);
    // pg-boss keeps every run: no job completed twice in one period (its throttle slot).
    const { rows } = await sql<{ name: string; periods: number; runs: number; doubled: number }>`
      SELECT name, count(*)::int AS periods, sum(completed)::int AS runs,
        count(*) FILTER (WHERE completed > 1)::int AS doubled
      FROM (SELECT name, singleton_on, count(*) FILTER (WHERE state = 'completed') AS completed
            FROM pgboss.job GROUP BY name, singleton_on) AS per_period
      GROUP BY name`.execute(db);
    figures.jobRuns = rows.reduce((sum, row) => sum + row.runs, 0);
    figures.duplicateJobRuns = rows.reduce((sum, row) => sum + row.doubled, 0);
    expect(figures.duplicateJobRuns).toBe(0);
  }, 180_000);

  it('refuses a client past the rate limit whichever instance it reaches: the counter is in Redis', async () => {
    const status = (api: ServerProcess, ip: string) => {
      figures.requests += 1;
      return fetch(`${apiUrl(api)}/wps/system/status`, {
        headers: { Merchant: 'demo', 'x-forwarded-for': ip },
      }).then((response) => response.headers.get('x-ratelimit-remaining'));
    };
    // Both instances count in Redis again once they are back on it after its cut: one client's two
    // requests, one to each, leave one count.
    await expect
      .poll(
        async () => {
          const ip = freshIp();
          return [await status(api1, ip), await status(api2, ip)];
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([String(RATE_LIMIT - 1), String(RATE_LIMIT - 2)]);

    const ip = freshIp();
    const answers: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 10; index += 1) {
      figures.requests += 1;
      const response = await fetch(`${apiUrl(index % 2 === 0 ? api1 : api2)}/wps/system/status`, {
        headers: { Merchant: 'demo', 'x-forwarded-for': ip },
      });
      answers.push(response.status);
      await response.arrayBuffer();
    }
    const passed = answers.filter((code) => code === 200).length;
    figures.rateLimit = `${passed} of ${answers.length} passed (limit ${RATE_LIMIT} across both)`;
    expect(passed).toBe(RATE_LIMIT);
    expect(answers.slice(RATE_LIMIT).every((code) => code === 429)).toBe(true);
  }, 60_000);

  it("tells a member's stream on API 1 of money moved through API 2, and each process serves its metrics", async () => {
    const member = members[0];
    if (!member) throw new Error('no member');
    const abort = new AbortController();
    const stream = await fetch(`${apiUrl(api1)}/wps/member/live`, {
      headers: { Merchant: 'demo', Authorization: member.token, 'x-forwarded-for': freshIp() },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    const { events, finished } = eventNames(stream);
    try {
      await expect.poll(() => events, { timeout: 10_000 }).toContain('ready');
      // The signals the processes send one another, heard as an instance hears them.
      // Its subscription may wait for the connection, which the server's fail-fast client would refuse.
      spy = new Redis(redisUrlDirect);
      const signals: string[] = [];
      await spy.subscribe(memberLiveChannel(redisNameSpace));
      spy.on('message', (_channel: string, signal: string) => signals.push(signal));
      let toldAt = Number.NaN;
      const told = expect
        .poll(() => events, { timeout: 15_000, interval: 20 })
        .toContain('balance')
        .then(() => {
          toldAt = performance.now();
        });
      const moved = await transferRequest(api2, member.token, {
        from: 'main',
        to: gameWallet,
        amount: '1.00',
        requestId: `mi-live-${randomBytes(3).toString('hex')}`,
      });
      const answeredAt = performance.now();
      expect(moved.status).toBe(200);
      await told;
      // API 1 looks on its own every 10 s: told within a moment of API 2's commit (often before its
      // answer arrives), it heard API 2's signal through Redis.
      figures.liveBalanceMs = Math.round(toldAt - answeredAt);
      expect(toldAt - answeredAt).toBeLessThan(1_000);
      expect(signals).toContain(`balance ${merchant.id} ${member.id}`);

      const scrape = async (process: ServerProcess) =>
        (await fetch(`http://127.0.0.1:${metricsPortOf(process)}/metrics`)).text();
      const [first, second, jobs] = await Promise.all([scrape(api1), scrape(api2), scrape(worker)]);
      expect(sample(first, 'platform_live_streams', 'stream="member"')).toBe(1);
      for (const api of [first, second])
        expect(
          sample(api, 'platform_http_request_duration_seconds_count', 'GCS_walletTransfer'),
        ).toBeGreaterThan(0);
      expect(sample(jobs, 'platform_job_duration_seconds_count', 'job="lottery-draws"')).toBeGreaterThan(0);
      expect(jobs).toContain('platform_job_last_success_timestamp_seconds{job="lottery-draws"}');
    } finally {
      abort.abort();
      await finished;
      await spy?.quit();
    }
    await expectLedgerHealthy(database.db);
  }, 60_000);
});
