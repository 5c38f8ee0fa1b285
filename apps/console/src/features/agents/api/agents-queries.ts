import * as routes from '@platform/contracts/agents/operator-routes';
import {
  getWalkInUpline,
  openTopAgent as openTopAgentRoute,
  putWalkInUpline,
} from '@platform/contracts/agents/routes';
import { listSettlementRuns, rerunSettlement } from '@platform/contracts/agents/settlement-routes';
import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps, downloadOps } from '../../../shared/api/ops-client.ts';

/** An agent of a brand: what every call of the agent page names. */
export type AgentRef = { merchant: string; memberId: string };
type Paging = { page: number; pageSize: number };

/** Query keys of the agents feature: everything under ['agents'] is read again after a change. */
const agentsKeys = {
  all: ['agents'] as const,
  of: (merchant: string, ...rest: unknown[]) => ['agents', merchant, ...rest] as const,
};

/** One page of the tree: the top agents (filtered by account), or a node's direct downline. */
export function treeQuery(query: NonNullable<RouteQuery<typeof routes.agentTree>>) {
  return queryOptions({
    queryKey: agentsKeys.of(query.merchant, 'tree', query),
    queryFn: ({ signal }) => callOps(routes.agentTree, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An agent by id or exact account, with its upline chain. */
export function agentQuery(query: NonNullable<RouteQuery<typeof routes.agentProfile>>) {
  return queryOptions({
    queryKey: agentsKeys.of(query.merchant, 'agent', query),
    queryFn: ({ signal }) => callOps(routes.agentProfile, { query, signal }),
    retry: false,
  });
}

/** A paged section of the agent page: its route, and the agent with the section's own query. */
function sectionQuery<R extends Parameters<typeof callOps>[0]>(
  route: R,
  name: string,
  ref: { merchant: string },
  query: object,
) {
  // Each section's route takes the brand (and agent) and that section's own query: the factories pair them.
  const full = { ...ref, ...query } as unknown as NonNullable<RouteQuery<R>>;
  return queryOptions({
    queryKey: agentsKeys.of(ref.merchant, name, full),
    queryFn: ({ signal }) => callOps(route, { query: full, signal }),
    placeholderData: keepPreviousData,
  });
}

type Range = { from: string; to: string };
type Maybe<T> = T | undefined;

export const contractsQuery = (
  ref: AgentRef,
  query: Paging & {
    side?: Maybe<'upline' | 'downline'>;
    kind?: Maybe<NonNullable<RouteQuery<typeof routes.agentContracts>>['kind']>;
    state?: Maybe<NonNullable<RouteQuery<typeof routes.agentContracts>>['state']>;
  },
) => sectionQuery(routes.agentContracts, 'contracts', ref, query);
export const runsQuery = (
  merchant: string,
  query: Range & { runKind: NonNullable<RouteQuery<typeof listSettlementRuns>>['runKind'] },
) => sectionQuery(listSettlementRuns, 'runs', { merchant }, query);
export const runLinesQuery = (
  merchant: string,
  query: Paging &
    Omit<NonNullable<RouteQuery<typeof routes.settlementRunLines>>, 'merchant' | 'page' | 'pageSize'>,
) => sectionQuery(routes.settlementRunLines, 'run-lines', { merchant }, query);
export const transfersQuery = (
  ref: AgentRef,
  query: Paging & Range & { direction?: Maybe<'downline' | 'upline'> },
) => sectionQuery(routes.agentTransfers, 'transfers', ref, query);
export const overviewQuery = (ref: AgentRef, query: Range) =>
  sectionQuery(routes.agentOverviewReport, 'overview', ref, query);
export const profitQuery = (ref: AgentRef, query: Paging & Range) =>
  sectionQuery(routes.agentProfitReport, 'profit', ref, query);
export const betsQuery = (ref: AgentRef, query: Paging & Range) =>
  sectionQuery(routes.agentBetsReport, 'bets', ref, query);
export const transactionsQuery = (ref: AgentRef, query: Paging & Range) =>
  sectionQuery(routes.agentTransactionsReport, 'transactions', ref, query);

/** Saves one of the agent's reports over a range as the server's CSV file (the agent site's export). */
export const downloadAgentReport = (
  ref: AgentRef,
  query: Range & { report: 'overview' | 'profit' | 'bets' | 'transactions' },
) => downloadOps(routes.exportAgentReport, { ...ref, ...query });

export function walkInQuery(merchant: string) {
  return queryOptions({
    queryKey: agentsKeys.of(merchant, 'walk-in'),
    queryFn: ({ signal }) => callOps(getWalkInUpline, { query: { merchant }, signal }),
  });
}

/** A write on the agents: after it, every agents query is read again. */
function useAgentsWrite<TInput, TOutput>(write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}

export const useOpenTopAgent = () =>
  useAgentsWrite((body: RouteBody<typeof openTopAgentRoute>) => callOps(openTopAgentRoute, { body }));
export const useRerunSettlement = () =>
  useAgentsWrite((body: RouteBody<typeof rerunSettlement>) => callOps(rerunSettlement, { body }));
export const useSetWalkInUpline = () =>
  useAgentsWrite((body: RouteBody<typeof putWalkInUpline>) => callOps(putWalkInUpline, { body }));
