import { defineEndpoint } from '../endpoint.ts';
import * as routes from './report-routes.ts';
import {
  ZOverviewQuery,
  ZReportCsv,
  ZReportExportQuery,
  ZTeamBets,
  ZTeamOverview,
  ZTeamProfit,
  ZTeamReportQuery,
  ZTeamTransactions,
  ZTeamTransactionsQuery,
} from './report-schemas.ts';

const tag = 'agents';

export const teamOverview = defineEndpoint(routes.teamOverview, {
  tag,
  summary: "The agent centre's overview: team size, deposits, bets and profit over a range, day by day",
  query: ZOverviewQuery,
  value: ZTeamOverview,
});

export const teamBets = defineEndpoint(routes.teamBets, {
  tag,
  summary: "Team betting: the downline's game rounds in a range, newest first, with the range's totals",
  query: ZTeamReportQuery,
  value: ZTeamBets,
});

export const teamProfit = defineEndpoint(routes.teamProfit, {
  tag,
  summary: 'User profit and loss: each downline member over a range, shallowest level first',
  query: ZTeamReportQuery,
  value: ZTeamProfit,
});

export const teamTransactions = defineEndpoint(routes.teamTransactions, {
  tag,
  summary: "Transaction details: every movement of the downline's wallets in a range, newest first",
  query: ZTeamTransactionsQuery,
  value: ZTeamTransactions,
});

export const exportReport = defineEndpoint(routes.exportReport, {
  tag,
  summary: 'One of the reports above as a CSV file (text/csv, at most 10,000 rows)',
  query: ZReportExportQuery,
  value: ZReportCsv,
});
