import type { WithdrawalMethod } from '@platform/contracts/withdrawals/schemas';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, WithdrawalStatus } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

export function bankAccountsOf(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('member_bank_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** Binds the account unless the member has it already; answers its id, or undefined when bound before. */
export async function insertBankAccount(
  db: Kysely<DB>,
  account: {
    merchantId: bigint;
    memberId: bigint;
    bankName: string;
    accountNumber: string;
    branch: string | null;
    payeeName: string;
  },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('member_bank_accounts')
    .values({
      merchant_id: account.merchantId,
      member_id: account.memberId,
      bank_name: account.bankName,
      account_number: account.accountNumber,
      branch: account.branch,
      payee_name: account.payeeName,
    })
    .onConflict((conflict) => conflict.constraint('member_bank_accounts_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** One member's money requests are taken one at a time: the pending limit and the hold hold under races. */
export async function lockMember(db: Kysely<DB>, memberId: bigint): Promise<void> {
  await lockUntilCommit(db, `withdrawals:${memberId}`);
}

const withAccount = (db: Kysely<DB>) =>
  db
    .selectFrom('withdrawals')
    .innerJoin('member_bank_accounts as account', 'account.id', 'withdrawals.bank_account_id')
    .selectAll('withdrawals')
    .select([
      'account.bank_name',
      'account.account_number',
      'account.branch',
      'account.payee_name',
      sql<string>`(SELECT count(*) FROM withdrawal_proofs p WHERE p.withdrawal_id = withdrawals.id)`.as(
        'proof_count',
      ),
    ]);
export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withAccount>['executeTakeFirstOrThrow']>>;

export function findByRequest(db: Kysely<DB>, memberId: bigint, requestKey: string) {
  return withAccount(db)
    .where('withdrawals.member_id', '=', memberId)
    .where('withdrawals.request_key', '=', requestKey)
    .executeTakeFirst();
}

export function lockWithdrawal(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return withAccount(db)
    .where('withdrawals.merchant_id', '=', merchantId)
    .where('withdrawals.id', '=', id)
    .forUpdate('withdrawals')
    .executeTakeFirst();
}

export async function unfinishedCount(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`count(*)`.as('open'))
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

export async function insertWithdrawal(
  db: Kysely<DB>,
  withdrawal: {
    merchantId: bigint;
    memberId: bigint;
    bankAccountId: bigint;
    amount: bigint;
    fee: bigint;
    method: WithdrawalMethod;
    requestKey: string;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('withdrawals')
    .values({
      merchant_id: withdrawal.merchantId,
      member_id: withdrawal.memberId,
      bank_account_id: withdrawal.bankAccountId,
      amount: withdrawal.amount,
      fee: withdrawal.fee,
      method: withdrawal.method,
      request_key: withdrawal.requestKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStatus(
  db: Kysely<DB>,
  id: bigint,
  change: {
    status: WithdrawalStatus;
    note?: string;
    decidedAt?: Date;
    paidAt?: Date;
    approvedBy?: bigint;
    paidBy?: bigint;
  },
): Promise<void> {
  await db
    .updateTable('withdrawals')
    .set({
      status: change.status,
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.decidedAt ? { decided_at: change.decidedAt } : {}),
      ...(change.paidAt ? { paid_at: change.paidAt } : {}),
      ...(change.approvedBy !== undefined ? { approved_by: change.approvedBy } : {}),
      ...(change.paidBy !== undefined ? { paid_by: change.paidBy } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export function withdrawalsOfMember(db: Kysely<DB>, memberId: bigint, offset: number, limit: number) {
  return withAccount(db)
    .where('withdrawals.member_id', '=', memberId)
    .orderBy('withdrawals.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countOfMember(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`count(*)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function withdrawalsOfBrand(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: { status?: WithdrawalStatus | undefined; before?: bigint | undefined; limit: number },
) {
  let query = withAccount(db).where('withdrawals.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('withdrawals.status', '=', filter.status);
  if (filter.before) query = query.where('withdrawals.id', '<', filter.before);
  return query.orderBy('withdrawals.id', 'desc').limit(filter.limit).execute();
}

export async function insertProof(
  db: Kysely<DB>,
  proof: { withdrawalId: bigint; contentType: 'image/png' | 'image/jpeg'; storageKey: string },
): Promise<bigint> {
  const row = await db
    .insertInto('withdrawal_proofs')
    .values({
      withdrawal_id: proof.withdrawalId,
      content_type: proof.contentType,
      storage_key: proof.storageKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function proofsOf(db: Kysely<DB>, withdrawalId: bigint) {
  return db
    .selectFrom('withdrawal_proofs')
    .select(['id', 'content_type', 'bytes', 'storage_key', 'created_at'])
    .where('withdrawal_id', '=', withdrawalId)
    .orderBy('id')
    .execute();
}

export async function setConfirmation(
  db: Kysely<DB>,
  id: bigint,
  confirmation: { kind: 'received' | 'partly_received' | 'not_received'; receivedAmount: bigint; at: Date },
): Promise<void> {
  await db
    .updateTable('withdrawals')
    .set({
      confirmation: confirmation.kind,
      received_amount: confirmation.receivedAmount,
      confirmed_at: confirmation.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function setReview(
  db: Kysely<DB>,
  id: bigint,
  review: 'paid' | 'refunded',
  at: Date,
): Promise<void> {
  await db.updateTable('withdrawals').set({ review, reviewed_at: at }).where('id', '=', id).execute();
}

/**
 * Marks every paid withdrawal left unconfirmed past its brand's minutes (`defaultMinutes` where the
 * brand sets none) as received, in one statement: safe when several instances run it at once.
 */
export async function autoReceive(db: Kysely<DB>, now: Date, defaultMinutes: number): Promise<number> {
  const result = await sql`
    UPDATE withdrawals AS w
    SET confirmation = 'auto_received', received_amount = w.amount - w.fee, confirmed_at = ${now}
    WHERE w.status = 'paid' AND w.confirmation IS NULL
      AND w.paid_at < ${now}::timestamptz - make_interval(mins => coalesce(
        (SELECT s.auto_receive_minutes FROM withdrawal_settings s WHERE s.merchant_id = w.merchant_id),
        ${defaultMinutes}))
  `.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** The brand's own settings row; undefined when it sets none. */
export function brandSettings(db: Kysely<DB>, merchantId: bigint, { lock = false }: { lock?: boolean } = {}) {
  return db
    .selectFrom('withdrawal_settings')
    .select(['auto_receive_minutes', 'four_eyes_amount', 'min_amount', 'max_amount'])
    .where('merchant_id', '=', merchantId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** Sets the brand's minutes and, each when given, its amounts (null: the platform's). */
export async function setBrandSettings(
  db: Kysely<DB>,
  merchantId: bigint,
  settings: {
    autoReceiveMinutes: number;
    fourEyesAmount?: bigint | null;
    minAmount?: bigint | null;
    maxAmount?: bigint | null;
  },
): Promise<void> {
  const change = {
    auto_receive_minutes: settings.autoReceiveMinutes,
    ...(settings.fourEyesAmount !== undefined ? { four_eyes_amount: settings.fourEyesAmount } : {}),
    ...(settings.minAmount !== undefined ? { min_amount: settings.minAmount } : {}),
    ...(settings.maxAmount !== undefined ? { max_amount: settings.maxAmount } : {}),
  };
  await db
    .insertInto('withdrawal_settings')
    .values({ merchant_id: merchantId, ...change })
    .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet(change))
    .execute();
}

export async function setAutoReceiveMinutes(
  db: Kysely<DB>,
  merchantId: bigint,
  minutes: number,
): Promise<void> {
  await db
    .insertInto('withdrawal_settings')
    .values({ merchant_id: merchantId, auto_receive_minutes: minutes })
    .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet({ auto_receive_minutes: minutes }))
    .execute();
}

/** The brand's members who bound the account number `number` (staff search), at most `limit`. */
export async function holdersOfAccountNumber(
  db: Kysely<DB>,
  merchantId: bigint,
  number: string,
  limit: number,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('member_bank_accounts')
    .select('member_id')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('account_number', '=', number)
    .limit(limit)
    .execute();
  return rows.map(({ member_id }) => member_id);
}

/** Other members of the brand who bound an account number the member bound, with the number. */
export function sharersOfAccounts(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return db
    .selectFrom('member_bank_accounts as theirs')
    .innerJoin('member_bank_accounts as mine', (join) =>
      join
        .onRef('mine.account_number', '=', 'theirs.account_number')
        .onRef('mine.merchant_id', '=', 'theirs.merchant_id'),
    )
    .select(['theirs.member_id', 'theirs.account_number'])
    .where('mine.member_id', '=', memberId)
    .where('theirs.merchant_id', '=', merchantId)
    .where('theirs.member_id', '<>', memberId)
    .orderBy('theirs.member_id')
    .limit(limit)
    .execute();
}

export type QueueFilter = {
  status?: WithdrawalStatus | undefined;
  memberId?: bigint | undefined;
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only these members' withdrawals: a member-level risk signal read from the module that owns it. */
  memberIn?: readonly bigint[] | undefined;
  /** Only withdrawals requested before the member's `until` (registered recently then: a new account). */
  requestedBefore?: { memberIds: readonly bigint[]; until: readonly Date[] } | undefined;
  sharedBankAccount?: boolean | undefined;
  firstWithdrawal?: boolean | undefined;
  /** Only payments the member says did not (fully) arrive, not reviewed yet. */
  openClaims?: boolean | undefined;
};
export type QueuePage = QueueFilter & {
  sort: 'oldest' | 'newest' | 'largest';
  offset: number;
  limit: number;
};

type QueueQuery = ReturnType<typeof withAccount>;

/** The queue's filters on its own tables; the signals other modules own arrive as member lists. */
function filtered(query: QueueQuery, merchantId: bigint, filter: QueueFilter): QueueQuery {
  let where = query.where('withdrawals.merchant_id', '=', merchantId);
  if (filter.status) where = where.where('withdrawals.status', '=', filter.status);
  if (filter.memberId !== undefined) where = where.where('withdrawals.member_id', '=', filter.memberId);
  if (filter.minAmount !== undefined) where = where.where('withdrawals.amount', '>=', filter.minAmount);
  if (filter.maxAmount !== undefined) where = where.where('withdrawals.amount', '<=', filter.maxAmount);
  if (filter.from) where = where.where('withdrawals.created_at', '>=', filter.from);
  if (filter.to) where = where.where('withdrawals.created_at', '<', filter.to);
  if (filter.memberIn)
    where = where.where('withdrawals.member_id', '=', sql<bigint>`ANY(${[...filter.memberIn]}::bigint[])`);
  if (filter.requestedBefore) {
    const { memberIds, until } = filter.requestedBefore;
    where = where.where(
      sql<boolean>`EXISTS (SELECT 1 FROM unnest(${[...memberIds]}::bigint[], ${[...until]}::timestamptz[]) AS young(member_id, until)
        WHERE young.member_id = withdrawals.member_id AND withdrawals.created_at < young.until)`,
    );
  }
  if (filter.sharedBankAccount)
    where = where.where(
      sql<boolean>`EXISTS (SELECT 1 FROM member_bank_accounts other WHERE other.merchant_id = withdrawals.merchant_id
        AND other.account_number = account.account_number AND other.member_id <> withdrawals.member_id)`,
    );
  if (filter.firstWithdrawal)
    where = where.where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM withdrawals earlier WHERE earlier.member_id = withdrawals.member_id
        AND earlier.id < withdrawals.id AND earlier.status = 'paid')`,
    );
  if (filter.openClaims)
    where = where
      .where('withdrawals.confirmation', 'in', ['not_received', 'partly_received'])
      .where('withdrawals.review', 'is', null);
  return where;
}

/** One page of the brand's withdrawals for the queue; ties in amount fall back to the oldest first. */
export function withdrawalQueueOf(db: Kysely<DB>, merchantId: bigint, filter: QueuePage) {
  const query = filtered(withAccount(db), merchantId, filter);
  const ordered =
    filter.sort === 'largest'
      ? query.orderBy('withdrawals.amount', 'desc').orderBy('withdrawals.id', 'asc')
      : query.orderBy('withdrawals.id', filter.sort === 'oldest' ? 'asc' : 'desc');
  return ordered.offset(filter.offset).limit(filter.limit).execute();
}

/** The members with a withdrawal the queue's filters keep: whom a member-level signal is read for. */
export async function queueMembers(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: QueueFilter,
): Promise<bigint[]> {
  const rows = await filtered(withAccount(db), merchantId, filter)
    .clearSelect()
    .select('withdrawals.member_id')
    .distinct()
    .execute();
  return rows.map(({ member_id }) => member_id);
}

/** Of these bank account numbers, those another member of the brand has bound too. */
export async function sharedAccountNumbers(
  db: Kysely<DB>,
  merchantId: bigint,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_bank_accounts')
    .select('account_number')
    .where('merchant_id', '=', merchantId)
    .where('account_number', 'in', numbers)
    .groupBy('account_number')
    .having(sql<boolean>`count(DISTINCT member_id) > 1`)
    .execute();
  return new Set(rows.map(({ account_number }) => account_number));
}

/** Of these withdrawals, those whose member had an earlier one paid. */
export async function withEarlierPaid(
  db: Kysely<DB>,
  withdrawalIds: readonly bigint[],
): Promise<Set<bigint>> {
  if (withdrawalIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('withdrawals as this')
    .select('this.id')
    .where('this.id', 'in', withdrawalIds)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('withdrawals as earlier')
          .select('earlier.id')
          .whereRef('earlier.member_id', '=', 'this.member_id')
          .whereRef('earlier.id', '<', 'this.id')
          .where('earlier.status', '=', 'paid'),
      ),
    )
    .execute();
  return new Set(rows.map(({ id }) => id));
}

/** The brand's own settings of its withdrawal methods; a method without a row keeps the platform's. */
export function methodRows(db: Kysely<DB>, merchantId: bigint, { lock = false }: { lock?: boolean } = {}) {
  return db
    .selectFrom('withdrawal_methods')
    .select([
      'method',
      'enabled',
      'min_amount',
      'max_amount',
      'sort_order',
      'fee_fixed',
      'fee_bps',
      'fee_cap',
      'payout_gateway',
    ])
    .where('merchant_id', '=', merchantId)
    .$if(lock, (query) => query.forUpdate())
    .execute();
}

export async function setMethod(
  db: Kysely<DB>,
  merchantId: bigint,
  row: Omit<Selectable<DB['withdrawal_methods']>, 'merchant_id' | 'updated_at'>,
): Promise<void> {
  const change = { ...row, updated_at: new Date() };
  await db
    .insertInto('withdrawal_methods')
    .values({ merchant_id: merchantId, ...change })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'method']).doUpdateSet(change))
    .execute();
}

/** The gateway the brand's method pays out through, if any. */
export async function payoutGatewayOf(db: Kysely<DB>, merchantId: bigint, method: WithdrawalMethod) {
  const row = await db
    .selectFrom('withdrawal_methods')
    .select('payout_gateway')
    .where('merchant_id', '=', merchantId)
    .where('method', '=', method)
    .executeTakeFirst();
  return row?.payout_gateway ?? null;
}

export type PayoutRow = Selectable<DB['withdrawal_payouts']>;

/** Opens a payout; undefined when the withdrawal has one open already (one open at a time). */
export async function insertPayout(
  db: Kysely<DB>,
  payout: {
    withdrawalId: bigint;
    merchantId: bigint;
    gateway: string;
    reference: string;
    requestedBy: bigint;
  },
): Promise<PayoutRow | undefined> {
  return db
    .insertInto('withdrawal_payouts')
    .values({
      withdrawal_id: payout.withdrawalId,
      merchant_id: payout.merchantId,
      gateway: payout.gateway,
      reference: payout.reference,
      requested_by: payout.requestedBy,
    })
    .onConflict((conflict) => conflict.column('withdrawal_id').where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function payoutByReference(db: Kysely<DB>, reference: string) {
  return db
    .selectFrom('withdrawal_payouts')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** The payout, locked until the caller's transaction ends. */
export function lockPayout(db: Kysely<DB>, id: bigint) {
  return db.selectFrom('withdrawal_payouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function openPayoutOf(db: Kysely<DB>, withdrawalId: bigint) {
  return db
    .selectFrom('withdrawal_payouts')
    .select('id')
    .where('withdrawal_id', '=', withdrawalId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function closePayout(
  db: Kysely<DB>,
  id: bigint,
  change: { status: 'paid' | 'failed'; failure: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('withdrawal_payouts')
    .set({ status: change.status, failure: change.failure, decided_at: change.at })
    .where('id', '=', id)
    .execute();
}

export async function markPayoutChecked(db: Kysely<DB>, id: bigint, at: Date): Promise<void> {
  await db.updateTable('withdrawal_payouts').set({ status_checked_at: at }).where('id', '=', id).execute();
}

/** Open payouts requested before `before`, not asked about since `askedBefore`, the longest unasked first. */
export function payoutsToCheck(db: Kysely<DB>, window: { before: Date; askedBefore: Date; limit: number }) {
  return db
    .selectFrom('withdrawal_payouts')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', window.before)
    .where((eb) =>
      eb.or([eb('status_checked_at', 'is', null), eb('status_checked_at', '<', window.askedBefore)]),
    )
    .orderBy(sql`status_checked_at asc nulls first`)
    .orderBy('id')
    .limit(window.limit)
    .execute();
}

/** Each withdrawal's latest payout. */
export function latestPayouts(db: Kysely<DB>, withdrawalIds: readonly bigint[]) {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('withdrawal_payouts')
    .selectAll()
    .distinctOn('withdrawal_id')
    .where('withdrawal_id', 'in', withdrawalIds)
    .orderBy('withdrawal_id')
    .orderBy('id', 'desc')
    .execute();
}
