import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** A report covers at most a year of days (a leap year's too). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_PERIODS = ['day', 'week', 'month', 'total'] as const;
export const REPORT_BREAKDOWNS = ['product', 'vendor', 'game'] as const;
export const REPORT_SORT_KEYS = ['key', 'bets', 'stakes', 'wins', 'ggr', 'hold'] as const;
export const REPORT_NAMES = [
  'overview',
  'play',
  'house-rtp',
  'cash-flow',
  'players',
  'retention',
  'agents',
] as const;

/** What every report names: its brand and its days, both included, in the brand's time zone. */
const range = {
  merchant: z.string().min(2).max(32).describe('Brand code'),
  from: z.iso.date().describe("First day, YYYY-MM-DD in the brand's time zone"),
  to: z.iso.date().describe(`Last day, included; at most ${REPORT_MAX_DAYS} days after from`),
};

export const ZReportRangeQuery = z.object(range);

export const ZReportPeriodQuery = z.object({
  ...range,
  by: z.enum(REPORT_PERIODS).default('day').describe('The period each row sums'),
});

export const ZReportPlayQuery = z.object({
  ...range,
  by: z.enum(REPORT_BREAKDOWNS).default('product'),
  sort: z.enum(REPORT_SORT_KEYS).default('ggr'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZReportExportQuery = z.object({
  ...range,
  report: z.enum(REPORT_NAMES),
  by: z.enum([...REPORT_PERIODS, ...REPORT_BREAKDOWNS]).default('day'),
});

const ZPercent = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .nullable()
  .describe('Percent with two decimals; null when there was nothing to divide by');

const play = {
  bets: z.number().int(),
  stakes: ZMoney.describe('Settled stakes, less refunds'),
  wins: ZMoney,
  ggr: ZMoney.describe('Stakes - wins'),
  hold: ZPercent.describe('GGR / stakes, percent'),
};

export const ZOverviewRow = z.object({
  key: z.string().describe('The period: YYYY-MM-DD (a day, or the Monday of a week), YYYY-MM, or total'),
  ...play,
  bonusCost: ZMoney,
  rebates: ZMoney,
  agentPay: ZMoney,
  ngr: ZMoney.describe('GGR - bonus cost - rebates - agent pay'),
});

export const ZOverviewReport = z.object({
  currency: z.string(),
  rows: z.array(ZOverviewRow).describe('Oldest period first; periods without any figure are left out'),
  total: ZOverviewRow,
});

export const ZPlayRow = z.object({
  key: z.string().describe('house | vendor | lottery; a vendor code; or vendor:game'),
  label: z.string().nullable().describe("The game's name"),
  ...play,
});

export const ZPlayReport = z.object({
  currency: z.string(),
  rows: z.array(ZPlayRow),
  total: z.number().int(),
});

export const ZHouseRtpReport = z.object({
  currency: z.string(),
  rows: z.array(
    z.object({
      game: z.string(),
      label: z.string().nullable(),
      bets: z.number().int(),
      stakes: ZMoney,
      wins: ZMoney,
      actual: ZPercent.describe('Wins / stakes, percent'),
      theoretical: ZPercent.describe("The game's declared return to player"),
    }),
  ),
});

export const ZCashFlowReport = z.object({
  currency: z.string(),
  rows: z.array(
    z.object({
      flow: z.enum(['deposit', 'withdrawal', 'adjustment']),
      method: z
        .string()
        .describe("A deposit method's code, bank for withdrawals, credit or debit for adjustments"),
      status: z.string(),
      count: z.number().int(),
      amount: ZMoney,
    }),
  ),
});

export const ZPlayersReport = z.object({
  currency: z.string(),
  rows: z.array(
    z.object({
      key: z.string(),
      registrations: z.number().int(),
      firstDeposits: z.number().int(),
      firstDepositAmount: ZMoney,
      active: z.number().int().describe('Members with a settled bet in the period'),
    }),
  ),
  retention: z.array(
    z.object({
      cohort: z.string().describe('The Monday of the signup week'),
      size: z.number().int(),
      active: z.array(z.number().int()).describe('Of them, active in the signup week, the next, …'),
    }),
  ),
});

export const ZAgentPayReport = z.object({
  currency: z.string(),
  rows: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary']),
      settlements: z.number().int(),
      amount: ZMoney,
    }),
  ),
});

export const ZReportCsv = z.string().describe('text/csv, UTF-8 with a byte-order mark');
