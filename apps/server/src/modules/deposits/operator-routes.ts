import {
  confirmDeposit,
  depositCallbacks,
  depositQueue,
  listStaffDeposits,
  rejectDeposit,
} from '@platform/contracts/deposits/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as deposits from './service.ts';

export function depositOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
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
}
