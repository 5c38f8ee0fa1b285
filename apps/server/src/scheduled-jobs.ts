import { SIGNATURE_WINDOW_MS } from '@platform/contracts/vendor-wallet/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { expireUnpaidDeposits } from './modules/deposits/service.ts';
import { runLotteryJobs } from './modules/lottery/draws.ts';
import { forgetOldNonces, settleStaleRounds } from './modules/vendor-wallet/service.ts';
import { autoReceiveWithdrawals } from './modules/withdrawals/service.ts';

const MINUTE_MS = 60_000;
/** Often enough for one-minute draws to open, close and draw within a few seconds of their times. */
const LOTTERY_TICK_MS = 5_000;

/**
 * Work the platform does on its own clock, in every API instance: each job is one statement that is
 * safe to run in several instances at once, so no instance needs to be the leader. Answers a stop.
 */
export function startScheduledJobs(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: {
    gameRoundTimeoutMinutes: number;
    publishLotteryChange?: () => void;
    lotterySeedSecret?: string | undefined;
  },
): () => void {
  const timer = setInterval(() => {
    settleStaleRounds(db, options.gameRoundTimeoutMinutes).then(
      ({ refunded, closed }) => {
        if (refunded + closed > 0) log.info({ refunded, closed }, 'game rounds left open were settled');
      },
      (err: unknown) => log.error({ err }, 'the open-round job failed'),
    );
    forgetOldNonces(db, SIGNATURE_WINDOW_MS).catch((err: unknown) =>
      log.error({ err }, 'the vendor nonce clean-up failed'),
    );
    autoReceiveWithdrawals(db).then(
      (count) => {
        if (count > 0) log.info({ count }, 'unconfirmed withdrawals counted as received');
      },
      (err: unknown) => log.error({ err }, 'the withdrawal auto-receive job failed'),
    );
    expireUnpaidDeposits(db).then(
      (count) => {
        if (count > 0) log.info({ count }, 'unpaid online deposits expired');
      },
      (err: unknown) => log.error({ err }, 'the deposit expiry job failed'),
    );
  }, MINUTE_MS);
  timer.unref();
  let isLotteryRunning = false;
  const lotteryTimer = setInterval(() => {
    // A pass slower than the tick is not overlapped in this instance (other instances may run theirs).
    if (isLotteryRunning) return;
    isLotteryRunning = true;
    runLotteryJobs(db, new Date(), {
      publishChange: options.publishLotteryChange,
      seedSecret: options.lotterySeedSecret,
    })
      .then(
        (run) => {
          if (run.drawn + run.settled > 0) log.info(run, 'lottery draws made and bets settled');
        },
        (err: unknown) => log.error({ err }, 'the lottery job failed'),
      )
      .finally(() => {
        isLotteryRunning = false;
      });
  }, LOTTERY_TICK_MS);
  lotteryTimer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(lotteryTimer);
  };
}
