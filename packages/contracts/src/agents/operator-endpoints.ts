import { defineEndpoint } from '../endpoint.ts';
import * as routes from './operator-routes.ts';
import {
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
import { ZReportCsv, ZTeamBets, ZTeamOverview, ZTeamProfit, ZTeamTransactions } from './report-schemas.ts';

const tag = 'operator';

export const agentTree = defineEndpoint(routes.agentTree, {
  tag,
  summary: "The brand's top agents (search by account), or one member's direct downline, a page at a time",
  query: ZAgentTreeQuery,
  value: ZAgentTree,
  permission: 'agents.read',
});

export const agentProfile = defineEndpoint(routes.agentProfile, {
  tag,
  summary: 'One agent of the brand, by id or account, with its upline chain from the top agent',
  query: ZAgentLookupQuery,
  value: ZAgentProfile,
  permission: 'agents.read',
});

export const agentContracts = defineEndpoint(routes.agentContracts, {
  tag,
  summary:
    "The agent's contracts with its upline and its downline, in their states, newest first; staff only read them",
  query: ZAgentContractsQuery,
  value: ZAgentContracts,
  permission: 'agents.read',
});

export const settlementRunLines = defineEndpoint(routes.settlementRunLines, {
  tag,
  summary: "One settlement run's lines (a contract's pay for the period), or only one agent's",
  query: ZRunLinesQuery,
  value: ZRunLines,
  permission: 'agents.settlements.read',
});

export const agentTransfers = defineEndpoint(routes.agentTransfers, {
  tag,
  summary: "The agent's transfers to its downline and to its upline, and those it received, newest first",
  query: ZAgentTransfersQuery,
  value: ZAgentTransfers,
  permission: 'agents.read',
});

export const agentOverviewReport = defineEndpoint(routes.agentOverviewReport, {
  tag,
  summary: "The agent's team overview, the same figures the agent site shows the agent",
  query: ZAgentOverviewQuery,
  value: ZTeamOverview,
  permission: 'agents.read',
});

export const agentProfitReport = defineEndpoint(routes.agentProfitReport, {
  tag,
  summary: "The agent's user profit and loss report, the same figures the agent site shows the agent",
  query: ZAgentReportQuery,
  value: ZTeamProfit,
  permission: 'agents.read',
});

export const agentBetsReport = defineEndpoint(routes.agentBetsReport, {
  tag,
  summary:
    "The agent's team betting report, the same rows the agent site shows the agent (game names in the brand's language)",
  query: ZAgentReportQuery,
  value: ZTeamBets,
  permission: 'agents.read',
});

export const agentTransactionsReport = defineEndpoint(routes.agentTransactionsReport, {
  tag,
  summary: "The agent's team transaction details, the same rows the agent site shows the agent",
  query: ZAgentTransactionsQuery,
  value: ZTeamTransactions,
  permission: 'agents.read',
});

export const exportAgentReport = defineEndpoint(routes.exportAgentReport, {
  tag,
  summary:
    "One of the agent's reports as the CSV file the agent site exports (text/csv, at most 10,000 rows); audited",
  query: ZAgentReportExportQuery,
  value: ZReportCsv,
  permission: 'agents.reports.export',
});
