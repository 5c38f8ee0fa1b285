import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ApprovalTier } from './rules.ts';

export type NewApprovalRequest = {
  merchantId: bigint;
  kind: string;
  target: string;
  amount: bigint;
  tier: ApprovalTier;
  payload: Record<string, string>;
  reason: string;
  idempotencyKey: string;
  requestedBy: bigint;
};

/**
 * Adds a pending request; undefined when the key was used before or the target has a pending request
 * already (the partial unique index is the lock, so two racing requests cannot both be pending).
 */
export function insertRequest(db: Kysely<DB>, request: NewApprovalRequest) {
  return db
    .insertInto('approval_requests')
    .values({
      merchant_id: request.merchantId,
      kind: request.kind,
      target: request.target,
      amount: request.amount,
      tier: request.tier,
      payload: JSON.stringify(request.payload),
      reason: request.reason,
      idempotency_key: request.idempotencyKey,
      requested_by: request.requestedBy,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function requestByKey(db: Kysely<DB>, merchantId: bigint, idempotencyKey: string) {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The request, locked until commit: two deciders of one request take turns, the second sees the first's. */
export function lockRequest(db: Kysely<DB>, merchantId: bigint, requestId: bigint) {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export function decideRequest(
  db: Kysely<DB>,
  requestId: bigint,
  decision: {
    state: 'approved' | 'rejected';
    decidedBy: bigint;
    reason: string | null;
    outcome: Record<string, string> | null;
  },
) {
  return db
    .updateTable('approval_requests')
    .set({
      state: decision.state,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      decision_reason: decision.reason,
      outcome: decision.outcome === null ? null : JSON.stringify(decision.outcome),
    })
    .where('id', '=', requestId)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function pendingOn(db: Kysely<DB>, merchantId: bigint, targets: readonly string[]) {
  return db
    .selectFrom('approval_requests')
    .select(['id', 'kind', 'target', 'amount', 'requested_by'])
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'pending')
    .where('target', 'in', targets)
    .execute();
}

export type ApprovalFilter = {
  state?: 'pending' | 'approved' | 'rejected' | undefined;
  kind?: string | undefined;
  target?: string | undefined;
  /** Only requests this staff member asked (mine), or only those others asked. */
  asker?: { operatorId: bigint; mine: boolean } | undefined;
  sort: 'oldest' | 'newest';
  after?: bigint | undefined;
  limit: number;
};

export function requestsOf(db: Kysely<DB>, merchantId: bigint, filter: ApprovalFilter) {
  let query = db.selectFrom('approval_requests').selectAll().where('merchant_id', '=', merchantId);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.target) query = query.where('target', '=', filter.target);
  if (filter.asker)
    query = query.where('requested_by', filter.asker.mine ? '=' : '<>', filter.asker.operatorId);
  const oldest = filter.sort === 'oldest';
  if (filter.after !== undefined) query = query.where('id', oldest ? '>' : '<', filter.after);
  return query
    .orderBy('id', oldest ? 'asc' : 'desc')
    .limit(filter.limit)
    .execute();
}

export function settingsOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('approval_settings')
    .select(['kind', 'high_amount', 'four_eyes_amount'])
    .where('merchant_id', '=', merchantId)
    .execute();
}

export async function saveSetting(
  db: Kysely<DB>,
  merchantId: bigint,
  kind: string,
  amounts: { high: bigint | null; fourEyes: bigint | null },
): Promise<void> {
  const set = { high_amount: amounts.high, four_eyes_amount: amounts.fourEyes };
  await db
    .insertInto('approval_settings')
    .values({ merchant_id: merchantId, kind, ...set })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'kind']).doUpdateSet(set))
    .execute();
}
