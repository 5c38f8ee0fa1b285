import { listStaffActions } from '@platform/contracts/audit/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import { staffActions } from './service.ts';

export function auditRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(listStaffActions, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return {
      actions: await staffActions(db, merchant.id, {
        action: query.action,
        before: query.before,
        limit: query.limit,
      }),
    };
  });
}
