import { Readable } from 'node:stream';
import * as endpoints from '@platform/contracts/reports/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { csv } from '../../platform/csv.ts';
import {
  type OperatorSession,
  type RegisterOperatorEndpoint,
  requireOperator,
} from '../../platform/endpoint.ts';
import { recordStaffAction } from '../audit/service.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as reports from './service.ts';

export function reportOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  /** Every report is of one brand, which must be the staff member's. */
  const brandOf = (operator: OperatorSession | undefined, code: string) =>
    staffBrand(db, requireOperator(operator), code);

  registerOperatorEndpoint(endpoints.overviewReport, async ({ operator, query }) =>
    reports.overviewReport(db, await brandOf(operator, query.merchant), query),
  );
  registerOperatorEndpoint(endpoints.playReport, async ({ operator, query }) =>
    reports.playReport(db, await brandOf(operator, query.merchant), query),
  );
  registerOperatorEndpoint(endpoints.houseRtpReport, async ({ operator, query }) =>
    reports.houseRtpReport(db, await brandOf(operator, query.merchant), query),
  );
  registerOperatorEndpoint(endpoints.cashFlowReport, async ({ operator, query }) =>
    reports.cashFlowReport(db, await brandOf(operator, query.merchant), query),
  );
  registerOperatorEndpoint(endpoints.playersReport, async ({ operator, query }) =>
    reports.playersReport(db, await brandOf(operator, query.merchant), query),
  );
  registerOperatorEndpoint(endpoints.agentPayReport, async ({ operator, query }) =>
    reports.agentPayReport(db, await brandOf(operator, query.merchant), query),
  );

  registerOperatorEndpoint.csv(endpoints.exportReport, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, query.merchant);
    const { header, rows } = await reports.reportCsv(db, merchant, query);
    // The business's figures leave the platform in this file: who took which is recorded.
    await recordStaffAction(db, staff, {
      action: 'reports.export',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: query,
    });
    return {
      filename: `${query.report}-${merchant.code}-${query.from}-${query.to}.csv`,
      // A report is at most a year of periods or a brand's games: small enough to write at once.
      body: Readable.from([csv(header, rows)]),
    };
  });
}
