import {
  confirmDeposit,
  depositCallbacks,
  depositQueue,
  listStaffDeposits,
  queryDepositStatus,
  rejectDeposit,
} from '@platform/contracts/deposits/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import * as deposits from './service.ts';

export function depositOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  gateways: PaymentGateways,
): void {
  registerOperatorEndpoint(listStaffDeposits, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return deposits.staffDeposits(db, merchant, {
      status: query.status,
      before: query.before,
      limit: query.limit,
    });
  });
  registerOperatorEndpoint(depositQueue, async ({ operator, query }) =>
    deposits.depositQueue(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(depositCallbacks, async ({ operator, query }) =>
    deposits.depositCallbacks(
      db,
      await staffBrand(db, requireOperator(operator), query.merchant),
      query.depositId,
    ),
  );
  registerOperatorEndpoint(confirmDeposit, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return deposits.confirmDeposit(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(rejectDeposit, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return deposits.rejectDeposit(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(queryDepositStatus, async ({ operator, body }) =>
    deposits.queryDepositStatus(
      db,
      await staffBrand(db, requireOperator(operator), body.merchant),
      gateways,
      body.depositId,
    ),
  );
}
