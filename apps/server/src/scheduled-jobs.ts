import { SIGNATURE_WINDOW_MS } from '@platform/contracts/vendor-wallet/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { runDueSettlements } from './modules/agents/settlement/settlement.ts';
import { expireUnpaidDeposits } from './modules/deposits/service.ts';
import { runLotteryJobs } from './modules/lottery/draws.ts';
import { awardPoints } from './modules/loyalty/awards.ts';
import { runRebates } from './modules/loyalty/rebate.ts';
import { releaseMetBonuses } from './modules/promotions/bonuses.ts';
import { importDueHttpRegisters } from './modules/protection/register.ts';
import type { SecretBox } from './modules/system/secrets.ts';
import { forgetOldNonces, settleStaleRounds } from './modules/vendor-wallet/service.ts';
import { autoReceiveWithdrawals } from './modules/withdrawals/service.ts';

const MINUTE_MS = 60_000;

/**
 * Points for what settled since the last pass, then the rebates of GMT+8 days that have ended (a
 * finished day is skipped, so a day's rebates are paid within a minute of its end).
 */
async function runLoyaltyJobs(db: Kysely<DB>, log: FastifyBaseLogger): Promise<void> {
  try {
    const count = await awardPoints(db);
    if (count > 0) log.info({ count }, 'points awarded for deposits and play');
  } catch (err) {
    log.error({ err }, 'the points job failed');
  }
  try {
    const { days, paid } = await runRebates(db);
    if (days > 0) log.info({ days, paid }, 'daily rebates paid');
  } catch (err) {
    log.error({ err }, 'the rebate job failed');
  }
}
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
    /** Opens the sealed secrets of brands' HTTP exclusion registers. */
    secrets?: SecretBox;
  },
): () => void {
  let isSettling = false;
  let isLoyaltyRunning = false;
  const timer = setInterval(() => {
    // Agent settlements: each period pays once across instances (a unique row per contract and period);
    // a catch-up longer than a minute is not overlapped in this instance.
    if (!isSettling) {
      isSettling = true;
      runDueSettlements(db, new Date())
        .then(
          (run) => {
            if (run.paid > 0) log.info(run, 'agent salaries and dividends paid');
          },
          (err: unknown) => log.error({ err }, 'the agent settlement job failed'),
        )
        .finally(() => {
          isSettling = false;
        });
    }
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
    const { secrets } = options;
    if (secrets)
      importDueHttpRegisters(db, secrets, new Date()).then(
        ({ imported, failed }) => {
          if (imported > 0) log.info({ imported }, 'exclusion register entries imported');
          if (failed > 0) log.warn({ failed }, 'exclusion registers could not be fetched');
        },
        (err: unknown) => log.error({ err }, 'the exclusion register job failed'),
      );
    releaseMetBonuses(db).then(
      (count) => {
        if (count > 0) log.info({ count }, 'bonuses played through moved to main wallets');
      },
      (err: unknown) => log.error({ err }, 'the bonus release job failed'),
    );
    // A first pass over a long history may outlast the minute: it is not overlapped in this instance.
    if (!isLoyaltyRunning) {
      isLoyaltyRunning = true;
      runLoyaltyJobs(db, log).finally(() => {
        isLoyaltyRunning = false;
      });
    }
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
