import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NewStaffAction = {
  operatorId: bigint;
  merchantId: bigint | null;
  action: string;
  subject: string;
  reason: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
};

export async function insertStaffAction(db: Kysely<DB>, action: NewStaffAction): Promise<bigint> {
  const row = await db
    .insertInto('staff_actions')
    .values({
      operator_id: action.operatorId,
      merchant_id: action.merchantId,
      action: action.action,
      subject: action.subject,
      reason: action.reason,
      ip: action.ip,
      detail: JSON.stringify(action.detail, (_key, value: unknown) =>
        typeof value === 'bigint' ? String(value) : value,
      ),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type StaffActionFilter = {
  action?: string | undefined;
  staff?: bigint | undefined;
  subject?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  before?: bigint | undefined;
  after?: bigint | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
};

/**
 * Of one brand or (`merchantId` null) of no brand, newest first unless `order` says otherwise, by id,
 * which is also the order the actions were written in; `before` and `after` page on by it.
 */
export function staffActionsOf(db: Kysely<DB>, merchantId: bigint | null, filter: StaffActionFilter) {
  let query = db
    .selectFrom('staff_actions')
    .select(['id', 'operator_id', 'action', 'subject', 'reason', 'detail', 'ip', 'created_at'])
    .where('merchant_id', merchantId === null ? 'is' : '=', merchantId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.staff !== undefined) query = query.where('operator_id', '=', filter.staff);
  if (filter.subject) query = query.where('subject', '=', filter.subject);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  if (filter.after !== undefined) query = query.where('id', '>', filter.after);
  return query
    .orderBy('id', filter.order ?? 'desc')
    .limit(filter.limit)
    .execute();
}
