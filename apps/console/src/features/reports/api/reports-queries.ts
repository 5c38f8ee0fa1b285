import type { RouteQuery } from '@platform/contracts/endpoint';
import {
  agentPayReport,
  cashFlowReport,
  exportReport,
  houseRtpReport,
  overviewReport,
  playersReport,
  playReport,
} from '@platform/contracts/reports/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callOps, downloadOps } from '../../../shared/api/ops-client.ts';

type PeriodQuery = NonNullable<RouteQuery<typeof overviewReport>>;
type RangeQuery = NonNullable<RouteQuery<typeof houseRtpReport>>;
type PlayQuery = NonNullable<RouteQuery<typeof playReport>>;

/** Query keys of the reports: each report under ['reports', name, query]. */
const reportsKeys = {
  all: ['reports'] as const,
  report: (name: string, query: object) => ['reports', name, query] as const,
};

/** One report's answer; the previous range's figures stay shown while the next load. */
function reportQuery<Q extends object, V>(
  name: string,
  query: Q,
  call: (query: Q, signal: AbortSignal) => Promise<V>,
) {
  return queryOptions({
    queryKey: reportsKeys.report(name, query),
    queryFn: ({ signal }) => call(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const overviewQuery = (query: PeriodQuery) =>
  reportQuery('overview', query, (q, signal) => callOps(overviewReport, { query: q, signal }));
export const playQuery = (query: PlayQuery) =>
  reportQuery('play', query, (q, signal) => callOps(playReport, { query: q, signal }));
export const houseRtpQuery = (query: RangeQuery) =>
  reportQuery('house-rtp', query, (q, signal) => callOps(houseRtpReport, { query: q, signal }));
export const cashFlowQuery = (query: RangeQuery) =>
  reportQuery('cash-flow', query, (q, signal) => callOps(cashFlowReport, { query: q, signal }));
export const playersQuery = (query: PeriodQuery) =>
  reportQuery('players', query, (q, signal) => callOps(playersReport, { query: q, signal }));
export const agentPayQuery = (query: PeriodQuery) =>
  reportQuery('agents', query, (q, signal) => callOps(agentPayReport, { query: q, signal }));

/** Saves one report as the server's CSV file. */
export const downloadReport = (query: NonNullable<RouteQuery<typeof exportReport>>) =>
  downloadOps(exportReport, query);
