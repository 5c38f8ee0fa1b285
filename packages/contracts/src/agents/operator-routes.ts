import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZAgentContracts,
  ZAgentContractsQuery,
  ZAgentLookupQuery,
  ZAgentOverviewQuery,
  ZAgentProfile,
  ZAgentReportExportQuery,
  ZAgentReportQuery,
  ZAgentTransactionsQuery,
  ZAgentTransfers,
  ZAgentTransfersQuery,
  ZAgentTree,
  ZAgentTreeQuery,
  ZRunLines,
  ZRunLinesQuery,
} from './operator-schemas.ts';
import type {
  ZReportCsv,
  ZTeamBets,
  ZTeamOverview,
  ZTeamProfit,
  ZTeamTransactions,
} from './report-schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const agentTree = defineRoute<Out<typeof ZAgentTree>, In<typeof ZAgentTreeQuery>>({
  method: 'GET',
  path: '/ops/agents/tree',
  auth: 'operator',
});

export const agentProfile = defineRoute<Out<typeof ZAgentProfile>, In<typeof ZAgentLookupQuery>>({
  method: 'GET',
  path: '/ops/agents/agent',
  auth: 'operator',
});

export const agentContracts = defineRoute<Out<typeof ZAgentContracts>, In<typeof ZAgentContractsQuery>>({
  method: 'GET',
  path: '/ops/agents/contracts',
  auth: 'operator',
});

export const settlementRunLines = defineRoute<Out<typeof ZRunLines>, In<typeof ZRunLinesQuery>>({
  method: 'GET',
  path: '/ops/agents/settlements/lines',
  auth: 'operator',
});

export const agentTransfers = defineRoute<Out<typeof ZAgentTransfers>, In<typeof ZAgentTransfersQuery>>({
  method: 'GET',
  path: '/ops/agents/transfers',
  auth: 'operator',
});

export const agentOverviewReport = defineRoute<Out<typeof ZTeamOverview>, In<typeof ZAgentOverviewQuery>>({
  method: 'GET',
  path: '/ops/agents/reports/overview',
  auth: 'operator',
});

export const agentProfitReport = defineRoute<Out<typeof ZTeamProfit>, In<typeof ZAgentReportQuery>>({
  method: 'GET',
  path: '/ops/agents/reports/profit',
  auth: 'operator',
});

export const agentBetsReport = defineRoute<Out<typeof ZTeamBets>, In<typeof ZAgentReportQuery>>({
  method: 'GET',
  path: '/ops/agents/reports/bets',
  auth: 'operator',
});

export const agentTransactionsReport = defineRoute<
  Out<typeof ZTeamTransactions>,
  In<typeof ZAgentTransactionsQuery>
>({
  method: 'GET',
  path: '/ops/agents/reports/transactions',
  auth: 'operator',
});

/** Answers text/csv, not the JSON envelope: the console saves it as a file. */
export const exportAgentReport = defineRoute<Out<typeof ZReportCsv>, In<typeof ZAgentReportExportQuery>>({
  method: 'GET',
  path: '/ops/agents/reports/export',
  auth: 'operator',
});
