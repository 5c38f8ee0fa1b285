import type { RouteQuery } from '@platform/contracts/endpoint';
import {
  exportVendorTransactions,
  listVendorCalls,
  searchVendorTransactions,
} from '@platform/contracts/vendor-wallet/ops-routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { callOps } from '../../../shared/api/ops-client.ts';
import { errorCodeOf, OpsError } from '../../../shared/api/ops-error.ts';
import { useSession } from '../../../shared/api/session.ts';

type SearchQuery = NonNullable<RouteQuery<typeof searchVendorTransactions>>;
type CallsQuery = NonNullable<RouteQuery<typeof listVendorCalls>>;
export type VendorFilter = NonNullable<RouteQuery<typeof exportVendorTransactions>>;

const vendorKeys = {
  search: (query: SearchQuery) => ['vendor', 'transactions', query] as const,
  calls: (query: CallsQuery) => ['vendor', 'calls', query] as const,
};

/** One page of a brand's seamless-wallet transactions by transaction id, round or player, newest first. */
export function vendorTransactionsQuery(query: SearchQuery) {
  return queryOptions({
    queryKey: vendorKeys.search(query),
    queryFn: ({ signal }) => callOps(searchVendorTransactions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the wallet call log: each provider call's request (token masked) and the answer. */
export function vendorCallsQuery(query: CallsQuery) {
  return queryOptions({
    queryKey: vendorKeys.calls(query),
    queryFn: ({ signal }) => callOps(listVendorCalls, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves the search as a CSV file. The export answers text/csv rather than the JSON envelope, so it is
 * fetched here with the session's token and handed to the browser as a download; a refusal still
 * arrives as the envelope and is thrown as the API's error.
 */
export async function downloadVendorCsv(filter: VendorFilter): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.append(key, String(value));
  const { token } = useSession.getState();
  const response = await fetch(`${exportVendorTransactions.path}?${params}`, {
    headers: { Authorization: `Bearer ${token ?? ''}`, Language: i18next.language.toUpperCase() },
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/csv')) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw new OpsError(errorCodeOf(payload), response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `vendor-transactions-${filter.merchant}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
