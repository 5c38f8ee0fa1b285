import { z } from 'zod';

/**
 * The platform's scheduled jobs, by the name each runs under (its queue's name in pg-boss): the
 * server's one list of jobs gives each of these its work, and the console a label.
 */
export const JOB_NAMES = [
  'lottery-draws',
  'message-delivery',
  'agent-settlements',
  'game-round-expiry',
  'vendor-nonce-cleanup',
  'withdrawal-auto-receive',
  'deposit-expiry',
  'payment-status-check',
  'exclusion-register-import',
  'bonus-release',
  'loyalty-points',
  'loyalty-rebates',
  'session-retention',
  'outbox-retention',
  'one-time-code-retention',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const ZJobRun = z.object({
  name: z.enum(JOB_NAMES),
  everySeconds: z.number().int().positive().describe('How often the job runs'),
  runningSince: z.iso.datetime().nullable().describe('When the run under way started; null when none is'),
  lastStartedAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastDurationMs: z.number().int().nonnegative().nullable().describe('How long the last finished run took'),
  lastFailureAt: z.iso.datetime().nullable(),
  lastFailure: z.string().nullable().describe('The last failure’s message, without its stack'),
  failures: z.number().int().nonnegative().describe('Failed runs since the last success'),
  nextRunAt: z.iso.datetime().describe('The start of the job’s next period, when a worker runs it'),
});

export const ZJobRuns = z.object({
  jobs: z.array(ZJobRun).describe('Every job a worker has run on this database, in the order of JOB_NAMES'),
  checkedAt: z.iso.datetime(),
});
