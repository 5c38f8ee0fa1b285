import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { operatorAccounts } from '../operator/service.ts';
import * as repo from './repo.ts';

export type StaffAction = {
  /** What was done, as domain.verb: deposit.confirm, withdrawal.pay, balance.adjust. */
  action: string;
  merchantId: bigint | null;
  /** What it was done to, as kind:id: deposit:12, member:7. */
  subject: string;
  reason?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Records what a staff member did. Pass the transaction of the action itself, so that the action and
 * its record land together or not at all.
 */
export function recordStaffAction(
  db: Kysely<DB>,
  staff: OperatorSession,
  action: StaffAction,
): Promise<bigint> {
  return repo.insertStaffAction(db, {
    operatorId: staff.operatorId,
    merchantId: action.merchantId,
    action: action.action,
    subject: action.subject,
    reason: action.reason ?? null,
    detail: action.detail ?? {},
    ip: staff.ip,
  });
}

export async function staffActions(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    action?: string | undefined;
    /** What it was done to, as kind:id (member:7): one player's trail. */
    subject?: string | undefined;
    before?: bigint | undefined;
    limit: number;
  },
) {
  const rows = await repo.staffActionsOf(db, merchantId, filter);
  const accounts = await operatorAccounts(db, [...new Set(rows.map(({ operator_id }) => operator_id))]);
  return rows.map((row) => ({
    id: String(row.id),
    operatorId: String(row.operator_id),
    operatorAccount: accounts.get(row.operator_id) ?? '',
    action: row.action,
    subject: row.subject,
    reason: row.reason,
    detail: (row.detail ?? {}) as Record<string, unknown>,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
  }));
}
