import type { RouteValue } from '@platform/contracts/endpoint';
import { listRiskSignals } from '@platform/contracts/risk/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type RiskSignal = RouteValue<typeof listRiskSignals>['signals'][number];
export type RiskSignalKind = RiskSignal['kind'];

export type RiskSignalFilter = {
  merchant: string;
  kind?: RiskSignalKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: string | undefined;
  limit: number;
};

/** One page of the brand's collusion signals, newest first; the previous page stays shown while it loads. */
export function riskSignalsQuery(filter: RiskSignalFilter) {
  return queryOptions({
    queryKey: ['risk-signals', filter] as const,
    queryFn: ({ signal }) => callOps(listRiskSignals, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}
