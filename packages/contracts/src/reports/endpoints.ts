import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZAgentPayReport,
  ZCashFlowReport,
  ZHouseRtpReport,
  ZOverviewReport,
  ZPlayersReport,
  ZPlayReport,
  ZReportCsv,
  ZReportExportQuery,
  ZReportPeriodQuery,
  ZReportPlayQuery,
  ZReportRangeQuery,
} from './schemas.ts';

const report = { tag: 'operator', permission: 'reports.read' } as const;

export const overviewReport = defineEndpoint(routes.overviewReport, {
  ...report,
  summary:
    "A brand's stakes, wins, GGR, hold, bonus cost, rebates, agent pay and NGR by period (docs/reports.md)",
  query: ZReportPeriodQuery,
  value: ZOverviewReport,
});

export const playReport = defineEndpoint(routes.playReport, {
  ...report,
  summary: 'Stakes, wins, GGR and hold by product, vendor or game; sorted and paged',
  query: ZReportPlayQuery,
  value: ZPlayReport,
});

export const houseRtpReport = defineEndpoint(routes.houseRtpReport, {
  ...report,
  summary: "The house games' actual return to player against the one each declares",
  query: ZReportRangeQuery,
  value: ZHouseRtpReport,
});

export const cashFlowReport = defineEndpoint(routes.cashFlowReport, {
  ...report,
  summary: 'Deposits, withdrawals and balance adjustments by method and status',
  query: ZReportRangeQuery,
  value: ZCashFlowReport,
});

export const playersReport = defineEndpoint(routes.playersReport, {
  ...report,
  summary: 'Registrations, first deposits and active players by period, and retention by signup week',
  query: ZReportPeriodQuery,
  value: ZPlayersReport,
});

export const agentPayReport = defineEndpoint(routes.agentPayReport, {
  ...report,
  summary: "Agents' pay by period and contract kind",
  query: ZReportPeriodQuery,
  value: ZAgentPayReport,
});

export const exportReport = defineEndpoint(routes.exportReport, {
  tag: 'operator',
  summary: 'One report as a CSV file (text/csv), the same figures as its screen',
  query: ZReportExportQuery,
  value: ZReportCsv,
  permission: 'reports.export',
});
