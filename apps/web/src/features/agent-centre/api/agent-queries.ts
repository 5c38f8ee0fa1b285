import {
  teamBets,
  teamOverview,
  teamProfit,
  teamTransactions,
} from '@platform/contracts/agents/report-routes';
import {
  addAffiliateCode,
  consolidatedContracts,
  listAffiliateCodes,
  listContracts,
  setToUpline,
  teamList,
  transferToDownline,
  transferToUpline,
} from '@platform/contracts/agents/routes';
import { listSettlements } from '@platform/contracts/agents/settlement-routes';
import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

/** Everything the agent centre reads starts with this key, so a change in the team refreshes it all. */
export const AGENT_DATA = [...MEMBER_DATA, 'agent'] as const;

export const agentQueries = {
  consolidated: () =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'consolidated'],
      queryFn: ({ signal }) => callApi(consolidatedContracts, { signal }),
      staleTime: 30_000,
    }),
  overview: (query: RouteQuery<typeof teamOverview>) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'overview', query],
      queryFn: ({ signal }) => callApi(teamOverview, { query, signal }),
    }),
  bets: (query: RouteQuery<typeof teamBets>) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'bets', query],
      queryFn: ({ signal }) => callApi(teamBets, { query, signal }),
    }),
  profit: (query: RouteQuery<typeof teamProfit>) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'profit', query],
      queryFn: ({ signal }) => callApi(teamProfit, { query, signal }),
    }),
  transactions: (query: RouteQuery<typeof teamTransactions>) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'transactions', query],
      queryFn: ({ signal }) => callApi(teamTransactions, { query, signal }),
    }),
  settlements: (query: RouteQuery<typeof listSettlements>) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'settlements', query],
      queryFn: ({ signal }) => callApi(listSettlements, { query, signal }),
    }),
  team: (query: RouteQuery<typeof teamList>) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'team', query],
      queryFn: ({ signal }) => callApi(teamList, { query, signal }),
    }),
  contracts: (query: RouteQuery<typeof listContracts> = {}) =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'contracts', query],
      queryFn: ({ signal }) => callApi(listContracts, { query, signal }),
    }),
  affiliateCodes: () =>
    queryOptions({
      queryKey: [...AGENT_DATA, 'affiliate-codes'],
      queryFn: ({ signal }) => callApi(listAffiliateCodes, { signal }),
    }),
};

export const addCode = (code: string) => callApi(addAffiliateCode, { body: { code } });

export const allowToUpline = (body: RouteBody<typeof setToUpline>) => callApi(setToUpline, { body });

/** Sealed (the route says so): the body carries the payment password. */
export const payDownline = (body: RouteBody<typeof transferToDownline>) =>
  callApi(transferToDownline, { body });

export const payUpline = (body: RouteBody<typeof transferToUpline>) => callApi(transferToUpline, { body });
