import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { autoReceiveWithdrawals } from './modules/withdrawals/service.ts';

const MINUTE_MS = 60_000;

/**
 * Work the platform does on its own clock, in every API instance: each job is one statement that is
 * safe to run in several instances at once, so no instance needs to be the leader. Answers a stop.
 */
export function startScheduledJobs(db: Kysely<DB>, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    autoReceiveWithdrawals(db).then(
      (count) => {
        if (count > 0) log.info({ count }, 'unconfirmed withdrawals counted as received');
      },
      (err: unknown) => log.error({ err }, 'the withdrawal auto-receive job failed'),
    );
  }, MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
