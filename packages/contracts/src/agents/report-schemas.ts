import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { RECORD_TYPES } from '../wallet/schemas.ts';

/** The agent reports (spec section 2, agent centre): each over GMT+8 days, `to` included. */
export const AGENT_REPORTS = ['overview', 'bets', 'profit', 'transactions'] as const;
export type AgentReport = (typeof AGENT_REPORTS)[number];

const ZRange = z.object({
  from: z.iso.date().describe('First day, YYYY-MM-DD in GMT+8'),
  to: z.iso.date().describe('Last day, included; at most 90 days after from'),
});

const ZAccountFilter = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .optional()
  .describe('Only this account of the downline; anyone else is forbidden');

const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

export const ZOverviewQuery = ZRange;

export const ZTeamReportQuery = ZRange.extend({ account: ZAccountFilter, ...ZPage });

export const ZTeamTransactionsQuery = ZTeamReportQuery.extend({
  type: z.enum(RECORD_TYPES).optional().describe('Only this kind of movement'),
});

export const ZReportExportQuery = ZRange.extend({
  report: z.enum(AGENT_REPORTS),
  account: ZAccountFilter,
  type: z.enum(RECORD_TYPES).optional().describe('transactions only: this kind of movement'),
});

const ZFigures = z.object({
  deposits: ZMoney,
  withdrawals: ZMoney.describe('Paid out to the members, as a positive amount'),
  bets: ZMoney.describe('Stakes of games and lottery, less what was refunded'),
  profit: ZMoney.describe("The members' game result: wins less stakes (negative when the team lost)"),
});

export const ZTeamOverview = z.object({
  teamSize: z.number().int().describe('Members below the agent, at any depth'),
  agents: z.number().int().describe('Agents among them'),
  directs: z.number().int().describe('Members directly below the agent'),
  newMembers: z.number().int().describe('Opened in the range'),
  activeMembers: z.number().int().describe('Placed a bet in the range'),
  totals: ZFigures,
  days: z.array(ZFigures.extend({ day: z.iso.date() })).describe('Every day of the range, oldest first'),
});

export const ZTeamBets = z.object({
  bets: z.array(
    z.object({
      id: z.string(),
      account: z.string(),
      roundId: z.string(),
      gameName: z.string(),
      vendorCode: z.string(),
      stake: ZMoney,
      win: ZMoney,
      profit: ZMoney,
      status: z.enum(['open', 'closed', 'refunded']),
      openedAt: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
  totals: z.object({ stake: ZMoney, win: ZMoney, profit: ZMoney }).describe('Over the whole range'),
});

const ZProfitFigures = ZFigures.extend({ bonus: ZMoney });

export const ZTeamProfit = z.object({
  rows: z.array(
    ZProfitFigures.extend({
      memberId: z.string(),
      account: z.string(),
      level: z.number().int(),
      isAgent: z.boolean(),
    }),
  ),
  total: z.number().int(),
  totals: ZProfitFigures.describe('Of the whole team (or the one account asked), over the range'),
});

export const ZTeamTransactions = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      account: z.string(),
      type: z.enum([...RECORD_TYPES, 'other']),
      wallet: z.string(),
      amount: ZMoney,
      balanceAfter: ZMoney,
      createdAt: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
});

export const ZReportCsv = z.string().describe('text/csv, UTF-8 with a byte-order mark, one row per line');

export type TeamOverview = z.output<typeof ZTeamOverview>;
export type TeamBets = z.output<typeof ZTeamBets>;
export type TeamProfit = z.output<typeof ZTeamProfit>;
export type TeamTransactions = z.output<typeof ZTeamTransactions>;
export type ReportExportQuery = z.input<typeof ZReportExportQuery>;
