import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { isLedgerHealthy } from './modules/ledger/invariants.ts';
import { serveMetrics } from './platform/metrics.ts';
import { startStage } from './start-failure.ts';

/**
 * Each query of the ledger watch may run this long: a ledger too large to check in it reports a
 * failed check (and a stale gauge) instead of holding a connection.
 */
const LEDGER_CHECK_TIMEOUT_MS = 30_000;

/**
 * Serves /metrics on METRICS_PORT when it is set (an API instance or a worker alike); answers what
 * stops it. The process that runs the jobs also watches the ledger's invariants: an API instance with
 * JOBS=off leaves that to the worker, so a deployment checks once per interval, not once per instance.
 */
export async function startMetrics(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { metricsPort } = config;
  if (metricsPort === undefined) return async () => {};
  const metrics = await startStage('metrics', { ...config, port: metricsPort }, () =>
    serveMetrics({
      port: metricsPort,
      host: config.host,
      pool: database.poolStats,
      ...(config.runsJobs
        ? {
            ledger: {
              isHealthy: () => isLedgerHealthy(database.db, { timeoutMs: LEDGER_CHECK_TIMEOUT_MS }),
              intervalMs: config.ledgerCheckMs,
            },
          }
        : {}),
    }),
  );
  // No URL in the line: scripts take the first http://localhost:<port>/ logged for the site's.
  log.info({ port: metrics.port }, `Metrics served on port ${metrics.port} (GET /metrics)`);
  return metrics.close;
}
