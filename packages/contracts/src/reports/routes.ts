import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
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

const get = <V, Q>(path: string) => defineRoute<V, Q>({ method: 'GET', path, auth: 'operator' });

export const overviewReport = get<z.output<typeof ZOverviewReport>, z.input<typeof ZReportPeriodQuery>>(
  '/ops/reports/overview',
);
export const playReport = get<z.output<typeof ZPlayReport>, z.input<typeof ZReportPlayQuery>>(
  '/ops/reports/play',
);
export const houseRtpReport = get<z.output<typeof ZHouseRtpReport>, z.input<typeof ZReportRangeQuery>>(
  '/ops/reports/house-rtp',
);
export const cashFlowReport = get<z.output<typeof ZCashFlowReport>, z.input<typeof ZReportRangeQuery>>(
  '/ops/reports/cash-flow',
);
export const playersReport = get<z.output<typeof ZPlayersReport>, z.input<typeof ZReportPeriodQuery>>(
  '/ops/reports/players',
);
export const agentPayReport = get<z.output<typeof ZAgentPayReport>, z.input<typeof ZReportPeriodQuery>>(
  '/ops/reports/agents',
);
/** Answers text/csv, not the JSON envelope: the console saves it as a file. */
export const exportReport = get<z.output<typeof ZReportCsv>, z.input<typeof ZReportExportQuery>>(
  '/ops/reports/export',
);
