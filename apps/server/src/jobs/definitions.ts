import type { JobName } from '@platform/contracts/jobs/schemas';
import { SIGNATURE_WINDOW_MS } from '@platform/contracts/vendor-wallet/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { runDueSettlements } from '../modules/agents/settlement/settlement.ts';
import { checkOpenOrders, expireUnpaidDeposits } from '../modules/deposits/service.ts';
import { forgetSpentCodes } from '../modules/identity/codes/one-time-codes.ts';
import { forgetEndedSessions as forgetMemberSessions } from '../modules/identity/login/session.ts';
import { runLotteryJobs } from '../modules/lottery/draws.ts';
import { awardPoints } from '../modules/loyalty/awards.ts';
import { runRebates } from '../modules/loyalty/rebate.ts';
import { deliverDueMessages } from '../modules/messaging/delivery.ts';
import { forgetOutboxMessages } from '../modules/messaging/service.ts';
import type { MessageTransports } from '../modules/messaging/transports.ts';
import { forgetEndedSessions as forgetStaffSessions } from '../modules/operator/service.ts';
import { forgetCallbackNonces, type PaymentGateways } from '../modules/payments/gateways.ts';
import { releaseMetBonuses } from '../modules/promotions/bonuses.ts';
import { importDueHttpRegisters } from '../modules/protection/register.ts';
import type { SecretBox } from '../modules/system/secrets.ts';
import { forgetOldNonces, settleStaleRounds } from '../modules/vendor-wallet/service.ts';
import { checkOpenPayouts } from '../modules/withdrawals/payouts.ts';
import { autoReceiveWithdrawals } from '../modules/withdrawals/service.ts';

/**
 * A job the platform runs on its own clock: once per period across every process that runs jobs
 * (pg-boss on PostgreSQL, one process's timers on the embedded database). Every job is safe to run
 * again, and even in two processes at once (a conditional statement or a unique key per thing it
 * moves), so a retry or a run after an expired claim never pays twice.
 */
export type JobDefinition = {
  name: JobName;
  /** Its period: it starts at the start of each, counted from the epoch. */
  everySeconds: number;
  /**
   * Tries after a failure, with a growing wait (pg-boss only): none where the next period comes as
   * soon as a retry would.
   */
  retries: number;
  run: (log: FastifyBaseLogger) => Promise<void>;
};

export type JobDependencies = {
  db: Kysely<DB>;
  config: Pick<Config, 'gameRoundTimeoutMinutes' | 'retentionDays'>;
  /** The lottery seed key: the environment's, or the random one the deployment keeps. */
  lotterySeedSecret: string;
  /** Tells live lottery pages, in every instance, that draws moved. */
  publishLotteryChange: () => void;
  /** Opens the sealed secrets of brands' HTTP exclusion registers. */
  secrets: SecretBox;
  /** The providers that deliver email and SMS; a channel without one keeps its messages in the outbox. */
  transports: MessageTransports;
  /** The payment gateways this deployment runs, asked about orders and payouts whose callback never came. */
  gateways: PaymentGateways;
  now?: () => Date;
};

const MINUTE = 60;
const DAY_MS = 86_400_000;
/** A minute's job tries twice more after a failure, 5 s and then about 10 s later. */
const MINUTE_RETRIES = 2;

/** The platform's one list of jobs; both runners run these, and nothing else. */
export function jobDefinitions(deps: JobDependencies): JobDefinition[] {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const daysAgo = (days: number) => new Date(now().getTime() - days * DAY_MS);
  return [
    {
      // One-minute draws must open, close and draw within seconds of their times.
      name: 'lottery-draws',
      everySeconds: 5,
      retries: 0,
      run: async (log) => {
        const run = await runLotteryJobs(db, now(), {
          publishChange: deps.publishLotteryChange,
          seedSecret: deps.lotterySeedSecret,
        });
        if (run.drawn + run.settled > 0) log.info(run, 'lottery draws made and bets settled');
      },
    },
    {
      // A one-time code is waited for: each message is claimed by one run (SKIP LOCKED) and sent at most once.
      name: 'message-delivery',
      everySeconds: 5,
      retries: 0,
      run: async (log) => {
        const report = await deliverDueMessages(db, deps.transports, now());
        if (report.sent + report.failed > 0) log.info(report, 'messages delivered');
      },
    },
    {
      // Each period pays once (a unique row per contract and period), whoever runs it.
      name: 'agent-settlements',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const run = await runDueSettlements(db, now());
        if (run.paid > 0) log.info(run, 'agent salaries and dividends paid');
      },
    },
    {
      name: 'game-round-expiry',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const { refunded, closed } = await settleStaleRounds(db, config.gameRoundTimeoutMinutes, now());
        if (refunded + closed > 0) log.info({ refunded, closed }, 'game rounds left open were settled');
      },
    },
    {
      name: 'vendor-nonce-cleanup',
      everySeconds: MINUTE,
      retries: 0,
      run: async () => {
        await forgetOldNonces(db, SIGNATURE_WINDOW_MS, now());
      },
    },
    {
      name: 'withdrawal-auto-receive',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const count = await autoReceiveWithdrawals(db, now());
        if (count > 0) log.info({ count }, 'unconfirmed withdrawals counted as received');
      },
    },
    {
      name: 'deposit-expiry',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const count = await expireUnpaidDeposits(db, now());
        if (count > 0) log.info({ count }, 'unpaid online deposits expired');
      },
    },
    {
      // Each state is applied under its row's lock and ledger key: a second run at once settles nothing twice.
      name: 'payment-status-check',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const orders = await checkOpenOrders(db, deps.gateways, now());
        const payouts = await checkOpenPayouts(db, deps.gateways, now());
        await forgetCallbackNonces(db, now());
        if (orders.settled + payouts.settled > 0)
          log.info({ orders, payouts }, 'gateway orders and payouts settled by a status query');
        if (payouts.unanswered > 0) log.warn({ payouts }, 'payment gateways left payouts unanswered');
      },
    },
    {
      // A register that cannot be fetched is counted, not thrown: it is tried again at its next time.
      name: 'exclusion-register-import',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const { imported, failed } = await importDueHttpRegisters(db, deps.secrets, now());
        if (imported > 0) log.info({ imported }, 'exclusion register entries imported');
        if (failed > 0) log.warn({ failed }, 'exclusion registers could not be fetched');
      },
    },
    {
      name: 'bonus-release',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const count = await releaseMetBonuses(db, now());
        if (count > 0) log.info({ count }, 'bonuses played through moved to main wallets');
      },
    },
    {
      name: 'loyalty-points',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const count = await awardPoints(db, now());
        if (count > 0) log.info({ count }, 'points awarded for deposits and play');
      },
    },
    {
      // A finished GMT+8 day is skipped, so a day's rebates are paid within a minute of its end.
      name: 'loyalty-rebates',
      everySeconds: MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const { days, paid } = await runRebates(db, now());
        if (days > 0) log.info({ days, paid }, 'daily rebates paid');
      },
    },
    {
      name: 'session-retention',
      everySeconds: 60 * MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const before = daysAgo(config.retentionDays.sessions);
        const members = await forgetMemberSessions(db, before);
        const staff = await forgetStaffSessions(db, before);
        if (members + staff > 0) log.info({ members, staff }, 'ended sessions forgotten');
      },
    },
    {
      name: 'outbox-retention',
      everySeconds: 60 * MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const count = await forgetOutboxMessages(db, daysAgo(config.retentionDays.outbox));
        if (count > 0) log.info({ count }, 'old outbox messages forgotten');
      },
    },
    {
      name: 'one-time-code-retention',
      everySeconds: 60 * MINUTE,
      retries: MINUTE_RETRIES,
      run: async (log) => {
        const count = await forgetSpentCodes(db, daysAgo(config.retentionDays.oneTimeCodes));
        if (count > 0) log.info({ count }, 'spent one-time codes forgotten');
      },
    },
  ];
}
