import { listWithdrawalMethods, putWithdrawalMethod } from '@platform/contracts/payments/endpoints';
import {
  approveWithdrawal,
  getWithdrawalSettings,
  listProofs,
  listStaffWithdrawals,
  payWithdrawal,
  putWithdrawalSettings,
  rejectWithdrawal,
  reviewWithdrawal,
  withdrawalQueue,
} from '@platform/contracts/withdrawals/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { staffBrand } from '../operator/brand-access.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { setMethod } from './methods.ts';
import { payOut } from './payouts.ts';
import * as withdrawals from './service.ts';

export function withdrawalOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  storage: FileStorage,
  gateways: PaymentGateways,
): void {
  registerOperatorEndpoint(listStaffWithdrawals, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return withdrawals.staffWithdrawals(db, merchant, {
      status: query.status,
      before: query.before,
      limit: query.limit,
    });
  });
  registerOperatorEndpoint(withdrawalQueue, async ({ operator, query }) =>
    withdrawals.withdrawalQueue(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(approveWithdrawal, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return withdrawals.approveWithdrawal(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(payWithdrawal, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return payOut(db, gateways, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(rejectWithdrawal, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return withdrawals.rejectWithdrawal(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(listProofs, async ({ operator, query }) =>
    withdrawals.staffProofs(
      db,
      storage,
      await staffBrand(db, requireOperator(operator), query.merchant),
      query.withdrawalId,
    ),
  );
  registerOperatorEndpoint(reviewWithdrawal, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return withdrawals.reviewWithdrawal(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(getWithdrawalSettings, async ({ operator, query }) =>
    withdrawals.withdrawalSettings(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(putWithdrawalSettings, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return withdrawals.setWithdrawalSettings(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(listWithdrawalMethods, async ({ operator, query }) =>
    withdrawals.withdrawalMethods(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(putWithdrawalMethod, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return setMethod(db, staff, await staffBrand(db, staff, body.merchant), gateways, body);
  });
}
