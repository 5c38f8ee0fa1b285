import {
  listSettlementRuns,
  listSettlements,
  previewContractPay,
  rerunSettlement,
} from '@platform/contracts/agents/settlement-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import {
  type RegisterEndpoint,
  type RegisterOperatorEndpoint,
  requireOfficialMember,
  requireOperator,
} from '../../../platform/endpoint.ts';
import { staffBrand } from '../../operator/brand-access.ts';
import * as views from './views.ts';

export function settlementRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(listSettlements, ({ merchant, session, query }) =>
    views.listSettlements(db, merchant, requireOfficialMember(session), query),
  );
  registerEndpoint(previewContractPay, ({ merchant, session, body }) =>
    views.previewPay(db, merchant, requireOfficialMember(session), body),
  );
}

export function settlementOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  { clockOffsetMs }: { clockOffsetMs: number },
): void {
  registerOperatorEndpoint(listSettlementRuns, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    return views.listRuns(db, await staffBrand(db, staff, query.merchant), query);
  });
  registerOperatorEndpoint(rerunSettlement, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    return views.rerunPeriod(db, staff, merchant, body, new Date(Date.now() + clockOffsetMs));
  });
}
