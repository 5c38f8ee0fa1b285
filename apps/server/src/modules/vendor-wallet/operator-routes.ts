import {
  exportVendorTransactions,
  listVendorCalls,
  searchVendorTransactions,
} from '@platform/contracts/vendor-wallet/ops-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { csvStream } from '../../platform/csv.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { recordStaffAction } from '../audit/service.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as search from './transaction-search.ts';

export function vendorWalletOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  registerOperatorEndpoint(searchVendorTransactions, async ({ operator, query }) =>
    search.vendorTransactions(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );

  registerOperatorEndpoint.csv(exportVendorTransactions, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, query.merchant);
    // Play records leave the platform in this file: who took it, and with which search, is recorded.
    await recordStaffAction(db, staff, {
      action: 'vendor.transactions.export',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: query,
    });
    return {
      filename: `vendor-transactions-${merchant.code}.csv`,
      body: csvStream(search.VENDOR_CSV_HEADER, search.vendorTransactionRows(db, merchant, query)),
    };
  });

  // A call names a provider, not a brand: the log is platform-wide, for staff over every brand.
  registerOperatorEndpoint(listVendorCalls, ({ query }) => search.vendorCalls(db, query));
}
