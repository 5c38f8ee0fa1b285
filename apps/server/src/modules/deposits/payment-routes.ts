import {
  createPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from '@platform/contracts/payments/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import * as methods from './payment-methods.ts';

/** The Payments section: a brand's deposit methods, bank accounts and gateways. */
export function paymentOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  gateways: PaymentGateways,
): void {
  registerOperatorEndpoint(listPaymentMethods, async ({ operator, query }) =>
    methods.listMethods(db, await staffBrand(db, requireOperator(operator), query.merchant), gateways, query),
  );
  registerOperatorEndpoint(createPaymentMethod, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return methods.createMethod(db, staff, await staffBrand(db, staff, body.merchant), gateways, body);
  });
  registerOperatorEndpoint(updatePaymentMethod, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return methods.updateMethod(db, staff, await staffBrand(db, staff, body.merchant), gateways, body);
  });
}
