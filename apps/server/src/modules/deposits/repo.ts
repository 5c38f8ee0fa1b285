import type { FeeTerms } from '@platform/contracts/payments/fees';
import { type Kysely, sql } from 'kysely';
import type { DB, DepositStatus } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

export type MethodDefinition = {
  code: string;
  kind: 'bank_transfer' | 'online';
  name: string;
  minAmount: bigint;
  maxAmount: bigint;
  sortOrder: number;
  bank?: { bankName: string; accountName: string; accountNumber: string; branch: string | null };
  gateway?: { code: string; secret: string };
};

export async function insertMethods(db: Kysely<DB>, merchantId: bigint, methods: MethodDefinition[]) {
  if (methods.length === 0) return;
  await db
    .insertInto('deposit_methods')
    .values(
      methods.map((method) => ({
        merchant_id: merchantId,
        code: method.code,
        kind: method.kind,
        name: method.name,
        min_amount: method.minAmount,
        max_amount: method.maxAmount,
        sort_order: method.sortOrder,
        bank_name: method.bank?.bankName ?? null,
        account_name: method.bank?.accountName ?? null,
        account_number: method.bank?.accountNumber ?? null,
        branch: method.bank?.branch ?? null,
        gateway: method.gateway?.code ?? null,
        gateway_secret: method.gateway?.secret ?? null,
      })),
    )
    .execute();
}

export function enabledMethods(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** One deposit with what its method says about it. */
const withMethod = (db: Kysely<DB>) =>
  db
    .selectFrom('deposits')
    .innerJoin('deposit_methods', 'deposit_methods.id', 'deposits.method_id')
    .selectAll('deposits')
    .select([
      'deposit_methods.code as method_code',
      'deposit_methods.name as method_name',
      'deposit_methods.kind',
      'deposit_methods.gateway',
      'deposit_methods.gateway_secret',
    ]);
export type DepositRow = Awaited<ReturnType<ReturnType<typeof withMethod>['executeTakeFirstOrThrow']>>;

export function findByRequest(db: Kysely<DB>, memberId: bigint, requestKey: string) {
  return withMethod(db)
    .where('deposits.member_id', '=', memberId)
    .where('deposits.request_key', '=', requestKey)
    .executeTakeFirst();
}

export function findByOrder(db: Kysely<DB>, orderId: string) {
  return withMethod(db).where('deposits.order_id', '=', orderId).executeTakeFirst();
}

/** The deposit, locked until the caller's transaction ends. */
export function lockDeposit(db: Kysely<DB>, merchantId: bigint, depositId: bigint) {
  return withMethod(db)
    .where('deposits.merchant_id', '=', merchantId)
    .where('deposits.id', '=', depositId)
    .forUpdate('deposits')
    .executeTakeFirst();
}

export function depositsOfMember(db: Kysely<DB>, memberId: bigint, offset: number, limit: number) {
  return withMethod(db)
    .where('deposits.member_id', '=', memberId)
    .orderBy('deposits.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countOfMember(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`count(*)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function depositsOfBrand(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: { status?: DepositStatus | undefined; before?: bigint | undefined; limit: number },
) {
  let query = withMethod(db).where('deposits.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('deposits.status', '=', filter.status);
  if (filter.before) query = query.where('deposits.id', '<', filter.before);
  return query.orderBy('deposits.id', 'desc').limit(filter.limit).execute();
}

/** One member's deposit requests are taken one at a time, so the pending limit holds under races. */
export async function lockMemberDeposits(db: Kysely<DB>, memberId: bigint): Promise<void> {
  await lockUntilCommit(db, `deposits:${memberId}`);
}

/**
 * Marks online deposits left unpaid since `before` expired, the member's only or every member's, in
 * one statement: a deposit is expired by the one call that changed it, however many run at once.
 * Answers the deposits it expired.
 */
export function expireUnpaid(db: Kysely<DB>, scope: { memberId?: bigint; before: Date; now: Date }) {
  return db
    .updateTable('deposits')
    .set({ status: 'expired', decided_at: scope.now })
    .$if(scope.memberId !== undefined, (query) => query.where('member_id', '=', scope.memberId as bigint))
    .where('status', '=', 'pending')
    .where('created_at', '<', scope.before)
    .where('method_id', 'in', (eb) =>
      eb.selectFrom('deposit_methods').select('id').where('kind', '=', 'online'),
    )
    .returning(['id', 'amount', 'merchant_id', 'member_id'])
    .execute();
}

export async function pendingCount(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`count(*)`.as('pending'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

/** What the member's unfinished orders ask in total. */
export async function pendingTotal(db: Kysely<DB>, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export async function insertDeposit(
  db: Kysely<DB>,
  deposit: {
    merchantId: bigint;
    memberId: bigint;
    methodId: bigint;
    amount: bigint;
    reference: string | null;
    orderId: string;
    requestKey: string;
    fee: FeeTerms;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('deposits')
    .values({
      merchant_id: deposit.merchantId,
      member_id: deposit.memberId,
      method_id: deposit.methodId,
      amount: deposit.amount,
      reference: deposit.reference,
      order_id: deposit.orderId,
      request_key: deposit.requestKey,
      fee_fixed: deposit.fee.fixed,
      fee_bps: deposit.fee.bps,
      fee_cap: deposit.fee.cap,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markSucceeded(
  db: Kysely<DB>,
  depositId: bigint,
  credited: { paidAmount: bigint; fee: bigint; transferId: bigint; note: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('deposits')
    .set({
      status: 'succeeded',
      paid_amount: credited.paidAmount,
      fee: credited.fee,
      transfer_id: credited.transferId,
      note: credited.note,
      decided_at: credited.at,
    })
    .where('id', '=', depositId)
    .execute();
}

export async function markClosed(
  db: Kysely<DB>,
  depositId: bigint,
  closed: { status: 'failed' | 'rejected'; note: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('deposits')
    .set({ status: closed.status, note: closed.note, decided_at: closed.at })
    .where('id', '=', depositId)
    .execute();
}

export async function recordCallback(
  db: Kysely<DB>,
  callback: { gateway: string; orderId: string | null; body: string; outcome: string },
): Promise<void> {
  await db
    .insertInto('deposit_callbacks')
    .values({
      gateway: callback.gateway,
      order_id: callback.orderId,
      body: callback.body,
      outcome: callback.outcome,
    })
    .execute();
}

/**
 * Credited deposits after `after` (by credit time, then id) and before `until`, oldest first, each with
 * what its wallet got (what arrived less the fee).
 */
export function creditedSince(db: Kysely<DB>, after: { at: Date; id: bigint }, until: Date, limit: number) {
  return db
    .selectFrom('deposits')
    .select(['id', 'merchant_id', 'member_id', 'decided_at'])
    .select(sql<bigint>`paid_amount - fee`.as('credited'))
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`(decided_at, id) > (${after.at}, ${after.id})`)
    .where('decided_at', '<', until)
    .orderBy('decided_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** What the member's wallet got from deposits in [from, until): what arrived less the fees. */
export async function creditedTotal(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  range: { from: Date; until: Date },
): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`coalesce(sum(paid_amount - fee), 0)`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'succeeded')
    .where('decided_at', '>=', range.from)
    .where('decided_at', '<', range.until)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export type QueueFilter = {
  status?: DepositStatus | undefined;
  kind?: 'bank_transfer' | 'online' | undefined;
  memberId?: bigint | undefined;
  orderId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: 'oldest' | 'newest' | 'largest';
  offset: number;
  limit: number;
};

/** One page of the brand's deposits for the queue, with how many gateway callbacks each order had. */
export function depositQueueOf(db: Kysely<DB>, merchantId: bigint, filter: QueueFilter) {
  let query = withMethod(db)
    .select(
      sql<string>`(SELECT count(*) FROM deposit_callbacks c WHERE c.order_id = deposits.order_id)`.as(
        'callback_count',
      ),
    )
    .where('deposits.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('deposits.status', '=', filter.status);
  if (filter.kind) query = query.where('deposit_methods.kind', '=', filter.kind);
  if (filter.memberId !== undefined) query = query.where('deposits.member_id', '=', filter.memberId);
  if (filter.orderId) query = query.where('deposits.order_id', '=', filter.orderId);
  if (filter.from) query = query.where('deposits.created_at', '>=', filter.from);
  if (filter.to) query = query.where('deposits.created_at', '<', filter.to);
  const ordered =
    filter.sort === 'largest'
      ? query.orderBy('deposits.amount', 'desc').orderBy('deposits.id', 'asc')
      : query.orderBy('deposits.id', filter.sort === 'oldest' ? 'asc' : 'desc');
  return ordered.offset(filter.offset).limit(filter.limit).execute();
}

/** The gateway's callbacks for one order, oldest first, each body cut to its first 4,000 characters. */
export function callbacksOf(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('deposit_callbacks')
    .select(['id', 'gateway', sql<string>`left(body, 4000)`.as('body'), 'outcome', 'received_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function findDeposit(db: Kysely<DB>, merchantId: bigint, depositId: bigint) {
  return db
    .selectFrom('deposits')
    .select(['id', 'order_id'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', depositId)
    .executeTakeFirst();
}

export async function setPayUrl(db: Kysely<DB>, depositId: bigint, payUrl: string): Promise<void> {
  await db
    .updateTable('deposits')
    .set({ pay_url: payUrl })
    .where('id', '=', depositId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Online orders whose gateway may still say something (pending, or expired with the gateway still
 * able to report a late payment) made between `from` and `before`, the longest unasked first.
 */
export function ordersToCheck(
  db: Kysely<DB>,
  window: { from: Date; before: Date; askedBefore: Date; limit: number },
) {
  return withMethod(db)
    .where('deposits.status', 'in', ['pending', 'expired'])
    .where('deposit_methods.kind', '=', 'online')
    .where('deposits.created_at', '>=', window.from)
    .where('deposits.created_at', '<', window.before)
    .where((eb) =>
      eb.or([
        eb('deposits.status_checked_at', 'is', null),
        eb('deposits.status_checked_at', '<', window.askedBefore),
      ]),
    )
    .orderBy(sql`deposits.status_checked_at asc nulls first`)
    .orderBy('deposits.id')
    .limit(window.limit)
    .execute();
}

export async function markChecked(db: Kysely<DB>, depositId: bigint, at: Date): Promise<void> {
  await db.updateTable('deposits').set({ status_checked_at: at }).where('id', '=', depositId).execute();
}
