import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CsvCell } from '../../platform/csv.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { EXPORT_ROWS, everyRow, timeFilter } from '../../platform/paging.ts';
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

/**
 * Records what a staff member did at the installation's command line (`npm run operator`): no session
 * and no address, so the record says where it came from instead.
 */
export function recordCommandLineAction(
  db: Kysely<DB>,
  operatorId: bigint,
  action: StaffAction,
): Promise<bigint> {
  return repo.insertStaffAction(db, {
    operatorId,
    merchantId: action.merchantId,
    action: action.action,
    subject: action.subject,
    reason: action.reason ?? null,
    detail: { ...action.detail, via: 'command line' },
    ip: null,
  });
}

type AuditFilter = Omit<repo.StaffActionFilter, 'from' | 'to' | 'limit' | 'order' | 'after'> & {
  from?: string | undefined;
  to?: string | undefined;
};

const repoFilter = (filter: AuditFilter, limit: number): repo.StaffActionFilter => ({
  ...filter,
  from: timeFilter(filter.from),
  to: timeFilter(filter.to),
  limit,
});

/** Whose log: one brand's (its id), or the platform's own (`null`: what belongs to no brand). */
type AuditScope = bigint | null;

async function views(db: Kysely<DB>, rows: Awaited<ReturnType<typeof repo.staffActionsOf>>) {
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

/** One page of the audit viewer, newest first or oldest first. */
export async function staffActions(
  db: Kysely<DB>,
  merchantId: AuditScope,
  filter: AuditFilter & { limit: number; order?: 'asc' | 'desc' | undefined; after?: bigint | undefined },
) {
  // One row more than the page tells whether there is a next page without a count.
  const rows = await repo.staffActionsOf(db, merchantId, {
    ...repoFilter(filter, filter.limit + 1),
    order: filter.order,
    after: filter.after,
  });
  const page = rows.slice(0, filter.limit);
  return {
    actions: await views(db, page),
    next: rows.length > filter.limit ? String(page.at(-1)?.id) : null,
  };
}

/**
 * The audit log as CSV rows, newest first, read a page at a time so that the file streams out as it is
 * read. Everything staff or members typed (reasons, details, accounts) is text, never a formula.
 */
export async function* staffActionRows(
  db: Kysely<DB>,
  merchantId: AuditScope,
  filter: AuditFilter,
  cap = EXPORT_ROWS,
): AsyncGenerator<CsvCell[]> {
  const actions = everyRow(
    async (before, limit) =>
      views(db, await repo.staffActionsOf(db, merchantId, { ...repoFilter(filter, limit), before })),
    cap,
  );
  for await (const action of actions)
    yield [
      action.id,
      action.createdAt,
      { text: action.operatorAccount },
      action.action,
      { text: action.subject },
      { text: action.reason ?? '' },
      { text: action.ip ?? '' },
      { text: JSON.stringify(action.detail) },
    ];
}

export const AUDIT_CSV_HEADER = ['id', 'at', 'staff', 'action', 'subject', 'reason', 'ip', 'detail'] as const;
