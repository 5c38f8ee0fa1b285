import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The numbers operators watch (docs/operations.md, Metrics), served in Prometheus's text format on a
 * port of their own (METRICS_PORT) that the public never reaches. Modules record through the functions
 * here; nothing here knows a module. The registry is this platform's, not prom-client's global one, so
 * a library that registers its own metrics globally cannot collide with these names.
 */
export const metricsRegistry = new Registry();

const httpDuration = new Histogram({
  name: 'platform_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern (never the raw path), method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Every status class a reply can have, made once so a request's observation allocates no label. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const statusClass = (status: number) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
/** What a request no route matched (a 404 of the router) is counted under: its path could be anything. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * One histogram observation per answered request, labelled with the route's pattern
 * (`/ops/members/:id`), so ids in paths add no series. A server-sent event stream, hijacked from
 * Fastify, is counted by `liveStreamOpened` instead.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** A PostgreSQL pool's connections as pg counts them. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/**
 * The pool's gauges, read at each scrape and never on a request. Registered only while a pool is
 * watched: an unset gauge would read 0, a number the embedded database (no pool) does not have.
 */
function poolGauges(read: () => PoolStats): string[] {
  const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) => {
    new Gauge({
      name,
      help,
      registers: [metricsRegistry],
      collect() {
        this.set(pick(read()));
      },
    });
    return name;
  };
  return [
    gauge('platform_db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total),
    gauge('platform_db_pool_idle_connections', 'PostgreSQL connections open and idle', (s) => s.idle),
    gauge(
      'platform_db_pool_waiting_requests',
      'Queries waiting for a PostgreSQL connection (the pool is full)',
      (s) => s.waiting,
    ),
    gauge('platform_db_pool_max_connections', 'The pool’s size (DATABASE_POOL_MAX)', (s) => s.max),
  ];
}

const jobDuration = new Histogram({
  name: 'platform_job_duration_seconds',
  help: 'Time a run of a job took, failed or not',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});
const jobFailures = new Counter({
  name: 'platform_job_failures_total',
  help: 'Runs of a job that threw',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});
const jobLastSuccess = new Gauge({
  name: 'platform_job_last_success_timestamp_seconds',
  help: 'When a run of a job last ended without an error (Unix time)',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

/**
 * Runs one pass of a job and records it: its duration, a failure when it throws (the error is
 * thrown on), and the time of its last success. Job names are fixed strings, never data.
 */
export async function observeJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  // Zero from the first run, so a failure rate exists before the first failure.
  jobFailures.inc({ job }, 0);
  const end = jobDuration.startTimer({ job });
  try {
    const result = await run();
    jobLastSuccess.set({ job }, Date.now() / 1000);
    return result;
  } catch (error) {
    jobFailures.inc({ job });
    throw error;
  } finally {
    end();
  }
}

const liveStreams = new Gauge({
  name: 'platform_live_streams',
  help: 'Server-sent event streams open to browsers in this instance',
  labelNames: ['stream'] as const,
  registers: [metricsRegistry],
});

/** The streams the site holds open: a game's draws, a member's own changes. */
export type LiveStreamName = 'lottery' | 'member';

/** Counts a stream as open until the answer is called (once; a second call changes nothing). */
export function liveStreamOpened(stream: LiveStreamName): () => void {
  liveStreams.inc({ stream });
  let isOpen = true;
  return () => {
    if (!isOpen) return;
    isOpen = false;
    liveStreams.dec({ stream });
  };
}

const walletCalls = new Counter({
  name: 'platform_wallet_calls_total',
  help: 'Wallet calls per game provider and result: seamless calls providers make in, transfers members make to and from a provider’s wallet',
  labelNames: ['vendor', 'direction', 'operation', 'result'] as const,
  registers: [metricsRegistry],
});

/** What a wallet call is counted under where the provider is not known (an unsigned call names anyone). */
export const UNKNOWN_VENDOR_LABEL = 'unknown';

/**
 * A wallet call and its result code. Every label must come from a bounded set: the vendor a
 * signature or the brand's catalogue proved (else UNKNOWN_VENDOR_LABEL), the protocol's operation
 * and answer codes, the platform's error codes.
 */
export function countWalletCall(call: {
  vendor: string;
  direction: 'seamless' | 'transfer';
  operation: string;
  result: string;
}): void {
  walletCalls.inc(call);
}

/** The job name the ledger check's runs are recorded under. */
const LEDGER_CHECK_JOB = 'ledger-invariants';

/**
 * Checks the ledger now and every `intervalMs`, a run never overlapping the one before, and keeps its
 * answer in two gauges, registered at the first answer: before it, a 0 would say the ledger is broken.
 * A check that throws (a timeout on a large ledger) leaves the last answer and its time as they
 * were, and counts as a failure of the `ledger-invariants` job. Answers a stop, which unregisters them.
 */
function watchLedger(isHealthy: () => Promise<boolean>, intervalMs: number): () => void {
  const names = {
    healthy: 'platform_ledger_invariants_ok',
    checkedAt: 'platform_ledger_invariants_checked_timestamp_seconds',
  };
  const healthy = new Gauge({
    name: names.healthy,
    help: 'Whether the last complete check found every ledger invariant holding (1) or one broken (0)',
    registers: [],
  });
  const checkedAt = new Gauge({
    name: names.checkedAt,
    help: 'When the ledger invariants were last checked to the end (Unix time)',
    registers: [],
  });
  let isRunning = false;
  let isStopped = false;
  let isRegistered = false;
  const check = () => {
    if (isRunning) return;
    isRunning = true;
    observeJob(LEDGER_CHECK_JOB, isHealthy)
      .then(
        (isOk) => {
          if (isStopped) return;
          healthy.set(isOk ? 1 : 0);
          checkedAt.set(Date.now() / 1000);
          if (!isRegistered) {
            metricsRegistry.registerMetric(healthy);
            metricsRegistry.registerMetric(checkedAt);
            isRegistered = true;
          }
        },
        // Counted by observeJob; the alert on a stale check says the rest.
        () => {},
      )
      .finally(() => {
        isRunning = false;
      });
  };
  check();
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return () => {
    isStopped = true;
    clearInterval(timer);
    if (isRegistered) for (const name of Object.values(names)) metricsRegistry.removeSingleMetric(name);
  };
}

let isCollectingDefaults = false;

export type MetricsServer = { port: number; close: () => Promise<void> };

/**
 * GET /metrics on a port of its own, and nothing else there. Also starts what only a scraped process
 * needs: Node's default process metrics, the pool's gauges (PostgreSQL only) and the ledger watch.
 */
export async function serveMetrics(options: {
  port: number;
  host: string;
  pool?: (() => PoolStats) | undefined;
  ledger?: { isHealthy: () => Promise<boolean>; intervalMs: number };
}): Promise<MetricsServer> {
  if (!isCollectingDefaults) {
    collectDefaultMetrics({ register: metricsRegistry });
    isCollectingDefaults = true;
  }
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const pool = options.pool ? poolGauges(options.pool) : [];
  const stopLedgerWatch = options.ledger
    ? watchLedger(options.ledger.isHealthy, options.ledger.intervalMs)
    : () => {};
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      stopLedgerWatch();
      for (const name of pool) metricsRegistry.removeSingleMetric(name);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
