import {
  approvalSettings,
  approveRequest,
  listApprovals,
  rejectRequest,
  saveApprovalSettings,
} from '@platform/contracts/approvals/endpoints';
import { APPROVAL_KINDS } from '@platform/contracts/approvals/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as approvals from './service.ts';

export function approvalRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  kinds: approvals.ApprovalKinds,
): void {
  registerOperatorEndpoint(listApprovals, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, query.merchant);
    const { asker, ...filter } = query;
    return approvals.approvalQueue(db, merchant, {
      ...filter,
      asker: asker && { operatorId: staff.operatorId, mine: asker === 'me' },
    });
  });

  registerOperatorEndpoint(approveRequest, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    return approvals.decideApproval(db, kinds, staff, merchant, {
      requestId: BigInt(body.requestId),
      action: 'approve',
    });
  });

  registerOperatorEndpoint(rejectRequest, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    return approvals.decideApproval(db, kinds, staff, merchant, {
      requestId: BigInt(body.requestId),
      action: 'reject',
      reason: body.reason,
    });
  });

  registerOperatorEndpoint(approvalSettings, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return approvals.approvalSettings(db, merchant, APPROVAL_KINDS);
  });

  registerOperatorEndpoint(saveApprovalSettings, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    await approvals.saveApprovalSetting(db, staff, merchant, body);
    return approvals.approvalSettings(db, merchant, APPROVAL_KINDS);
  });
}
