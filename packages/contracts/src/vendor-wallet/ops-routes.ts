import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZVendorCalls,
  ZVendorCallsQuery,
  ZVendorTransactions,
  ZVendorTransactionsCsv,
  ZVendorTransactionsFilter,
  ZVendorTransactionsQuery,
} from './ops-schemas.ts';

export const searchVendorTransactions = defineRoute<
  z.output<typeof ZVendorTransactions>,
  z.input<typeof ZVendorTransactionsQuery>
>({ method: 'GET', path: '/ops/vendor-transactions', auth: 'operator' });

/** Answers text/csv, not the JSON envelope: the console saves it as a file. */
export const exportVendorTransactions = defineRoute<
  z.output<typeof ZVendorTransactionsCsv>,
  z.input<typeof ZVendorTransactionsFilter>
>({ method: 'GET', path: '/ops/vendor-transactions/export', auth: 'operator' });

export const listVendorCalls = defineRoute<z.output<typeof ZVendorCalls>, z.input<typeof ZVendorCallsQuery>>({
  method: 'GET',
  path: '/ops/vendor-calls',
  auth: 'operator',
});
