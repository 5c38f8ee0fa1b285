import { listRiskSignals } from '@platform/contracts/risk/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import { riskSignals } from './service.ts';

export function riskOperatorRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(listRiskSignals, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return riskSignals(db, merchant.id, {
      kind: query.kind,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
      before: query.before,
      limit: query.limit,
    });
  });
}
