import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZOverviewQuery,
  ZReportExportQuery,
  ZTeamBets,
  ZTeamOverview,
  ZTeamProfit,
  ZTeamReportQuery,
  ZTeamTransactions,
  ZTeamTransactionsQuery,
} from './report-schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const teamOverview = defineRoute<Out<typeof ZTeamOverview>, In<typeof ZOverviewQuery>>({
  method: 'GET',
  path: '/wps/agent/reports/overview',
  auth: 'token',
});

export const teamBets = defineRoute<Out<typeof ZTeamBets>, In<typeof ZTeamReportQuery>>({
  method: 'GET',
  path: '/wps/agent/reports/bets',
  auth: 'token',
});

export const teamProfit = defineRoute<Out<typeof ZTeamProfit>, In<typeof ZTeamReportQuery>>({
  method: 'GET',
  path: '/wps/agent/reports/profit',
  auth: 'token',
});

export const teamTransactions = defineRoute<Out<typeof ZTeamTransactions>, In<typeof ZTeamTransactionsQuery>>(
  {
    method: 'GET',
    path: '/wps/agent/reports/transactions',
    auth: 'token',
  },
);

/** Answers text/csv, not the JSON envelope: the client saves it as a file. */
export const exportReport = defineRoute<string, In<typeof ZReportExportQuery>>({
  method: 'GET',
  path: '/wps/agent/reports/export',
  auth: 'token',
});
