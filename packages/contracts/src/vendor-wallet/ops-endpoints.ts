import { defineEndpoint } from '../endpoint.ts';
import * as routes from './ops-routes.ts';
import {
  ZVendorCalls,
  ZVendorCallsQuery,
  ZVendorTransactions,
  ZVendorTransactionsCsv,
  ZVendorTransactionsFilter,
  ZVendorTransactionsQuery,
} from './ops-schemas.ts';

export const searchVendorTransactions = defineEndpoint(routes.searchVendorTransactions, {
  tag: 'operator',
  summary:
    "A brand's seamless-wallet transactions by the provider's transaction id, round id, or member, with the answer each got; newest first",
  query: ZVendorTransactionsQuery,
  value: ZVendorTransactions,
  permission: 'vendor.transactions.read',
});

export const exportVendorTransactions = defineEndpoint(routes.exportVendorTransactions, {
  tag: 'operator',
  summary: 'The same search as a CSV file (text/csv, newest first, at most 50,000 rows)',
  query: ZVendorTransactionsFilter,
  value: ZVendorTransactionsCsv,
  permission: 'vendor.transactions.export',
});

export const listVendorCalls = defineEndpoint(routes.listVendorCalls, {
  tag: 'operator',
  summary:
    'The wallet call log: every call game providers made, with its request (token masked) and the answer code and status; staff over every brand only',
  query: ZVendorCallsQuery,
  value: ZVendorCalls,
  permission: 'vendor.calls.read',
  platformWide: true,
});
