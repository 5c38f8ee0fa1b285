import {
  exportPlatformActions,
  exportStaffActions,
  listPlatformActions,
  listStaffActions,
} from '@platform/contracts/audit/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { csvStream } from '../../platform/csv.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import { AUDIT_CSV_HEADER, recordStaffAction, staffActionRows, staffActions } from './service.ts';

export function auditRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(listStaffActions, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return staffActions(db, merchant.id, query);
  });

  registerOperatorEndpoint.csv(exportStaffActions, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, query.merchant);
    // A file of the log leaves the platform: who took it, and with which filter, is itself recorded.
    await recordStaffAction(db, staff, {
      action: 'audit.export',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: query,
    });
    return {
      // The brand's code passed the contract's pattern and names a brand that exists.
      filename: `audit-${merchant.code}.csv`,
      body: csvStream(AUDIT_CSV_HEADER, staffActionRows(db, merchant.id, query)),
    };
  });

  // The platform's own log names staff of every brand: the contract marks it platform-wide, so the
  // registrar admits only staff over every brand.
  registerOperatorEndpoint(listPlatformActions, ({ query }) => staffActions(db, null, query));

  registerOperatorEndpoint.csv(exportPlatformActions, async ({ operator, query }) => {
    await recordStaffAction(db, requireOperator(operator), {
      action: 'audit.export',
      merchantId: null,
      subject: 'audit:platform',
      detail: query,
    });
    return {
      filename: 'audit-platform.csv',
      body: csvStream(AUDIT_CSV_HEADER, staffActionRows(db, null, query)),
    };
  });
}
