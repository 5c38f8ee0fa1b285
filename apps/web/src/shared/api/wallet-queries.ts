import { getWalletBalance, listRecords, recordsSummary } from '@platform/contracts/wallet/routes';
import type { RecordsQuery, RecordsSummaryQuery } from '@platform/contracts/wallet/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import { MEMBER_DATA } from './member-queries.ts';

/** The member's money: read when shown, refreshed on demand and after anything that moves it. */
export const walletQueries = {
  balance: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'wallet', 'balance'],
      queryFn: ({ signal }) => callApi(getWalletBalance, { signal }),
      staleTime: 30_000,
    }),
  records: (query: RecordsQuery) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'wallet', 'records', query],
      queryFn: ({ signal }) => callApi(listRecords, { query, signal }),
    }),
  summary: (query: RecordsSummaryQuery) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'wallet', 'summary', query],
      queryFn: ({ signal }) => callApi(recordsSummary, { query, signal }),
    }),
};
