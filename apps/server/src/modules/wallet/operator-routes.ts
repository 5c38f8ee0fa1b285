import { adjustBalance } from '@platform/contracts/adjustments/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as adjustment from './adjustment.ts';

export function walletOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  registerOperatorEndpoint(adjustBalance, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return adjustment.requestBalanceAdjustment(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
