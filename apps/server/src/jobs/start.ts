import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { brandGatewayKeys } from '../modules/deposits/payment-methods.ts';
import { closeMessageTransports, messageTransports } from '../modules/messaging/transports.ts';
import { paymentGateways } from '../modules/payments/gateways.ts';
import { registerJobs } from '../modules/system/job-runs.ts';
import { type JobDependencies, jobDefinitions } from './definitions.ts';
import { startInProcessJobs } from './in-process.ts';
import { startQueueJobs } from './queue.ts';
import type { JobRunner } from './run.ts';

/**
 * Starts the platform's jobs in this process: through pg-boss on PostgreSQL (once per period across
 * every process that runs them), on timers on the embedded database, which is this process's alone.
 */
export async function startJobs(
  database: Database,
  config: Pick<
    Config,
    | 'databaseUrl'
    | 'databaseOwnerUrl'
    | 'shutdownGraceMs'
    | 'gameRoundTimeoutMinutes'
    | 'retentionDays'
    | 'messaging'
    | 'sandboxPayments'
  >,
  log: FastifyBaseLogger,
  dependencies: Omit<JobDependencies, 'db' | 'config' | 'transports' | 'gateways'>,
): Promise<JobRunner> {
  const transports = messageTransports(config.messaging);
  const gateways = paymentGateways({
    db: database.db,
    sandbox: config.sandboxPayments,
    secrets: dependencies.secrets,
    keyOf: brandGatewayKeys(database.db),
  });
  const jobs = jobDefinitions({ db: database.db, config, transports, gateways, ...dependencies });
  await registerJobs(database.db, jobs);
  const runner =
    database.kind === 'pglite' || !config.databaseUrl
      ? startInProcessJobs(database.db, jobs, log)
      : await startQueueJobs({
          connectionString: config.databaseUrl,
          db: database.db,
          jobs,
          log,
          stopTimeoutMs: config.shutdownGraceMs,
          // With the owner's connection given, start-up installed pg-boss's schema over it.
          migrate: !config.databaseOwnerUrl,
        });
  return {
    stop: async () => {
      await runner.stop();
      closeMessageTransports(transports);
    },
  };
}
