import type { OperatorRole } from '@platform/contracts/operator/roles';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findOperatorByAccount(db: Kysely<DB>, accountKey: string) {
  return db.selectFrom('operators').selectAll().where('account_key', '=', accountKey).executeTakeFirst();
}

export function findOperatorById(db: Kysely<DB>, operatorId: bigint) {
  return db.selectFrom('operators').selectAll().where('id', '=', operatorId).executeTakeFirst();
}

export function accountsOf(db: Kysely<DB>, operatorIds: readonly bigint[]) {
  return db.selectFrom('operators').select(['id', 'account']).where('id', 'in', operatorIds).execute();
}

/** The brands of a staff account limited to some: ids and codes. */
export function brandsWithCodesOf(db: Kysely<DB>, operatorId: bigint) {
  return db
    .selectFrom('operator_brands')
    .innerJoin('merchants', 'merchants.id', 'operator_brands.merchant_id')
    .select(['merchants.id', 'merchants.code'])
    .where('operator_brands.operator_id', '=', operatorId)
    .orderBy('merchants.code')
    .execute();
}

/** The brands a console may offer: the account's own, or every brand (`operatorId` undefined). */
export function brandChoices(db: Kysely<DB>, operatorId: bigint | undefined) {
  const brands = db
    .selectFrom('merchants')
    .select(['merchants.code', 'merchants.name', 'merchants.currency']);
  const chosen =
    operatorId === undefined
      ? brands
      : brands
          .innerJoin('operator_brands', 'operator_brands.merchant_id', 'merchants.id')
          .where('operator_brands.operator_id', '=', operatorId);
  return chosen.orderBy('merchants.code').execute();
}

export async function brandCodesOf(db: Kysely<DB>, operatorId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('operator_brands')
    .innerJoin('merchants', 'merchants.id', 'operator_brands.merchant_id')
    .select('merchants.code')
    .where('operator_brands.operator_id', '=', operatorId)
    .orderBy('merchants.code')
    .execute();
  return rows.map((row) => row.code);
}

type NewOperator = {
  account: string;
  passwordHash: string;
  roles: string[];
  allBrands: boolean;
  merchantIds: bigint[];
  mustChangePassword: boolean;
  totpSecret?: string;
};

/** Inserts the staff account and its brands; answers its id, or undefined when the name is taken. */
export async function insertOperator(db: Kysely<DB>, operator: NewOperator): Promise<bigint | undefined> {
  // Inside the caller's transaction when there is one (an audited invitation).
  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({
        account: operator.account,
        account_key: operator.account.toLowerCase(),
        password_hash: operator.passwordHash,
        roles: operator.roles,
        all_brands: operator.allBrands,
        must_change_password: operator.mustChangePassword,
        ...(operator.totpSecret ? { totp_secret: operator.totpSecret, totp_confirmed_at: new Date() } : {}),
      })
      .onConflict((conflict) => conflict.column('account_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    if (operator.merchantIds.length > 0)
      await trx
        .insertInto('operator_brands')
        .values(operator.merchantIds.map((merchantId) => ({ operator_id: row.id, merchant_id: merchantId })))
        .execute();
    return row.id;
  });
}

/**
 * Counts an attempt at a password (`password`) or a second-factor code (`factor`) of an existing staff
 * account before it is checked, in one statement: past `maxAttempts` within the lock period the account
 * locks until `lockUntil`. Answers the lock, if any.
 */
export async function claimAttempt(
  db: Kysely<DB>,
  scope: { kind: 'password' | 'factor'; operatorId: bigint; now: Date; lockUntil: Date; maxAttempts: number },
): Promise<Date | null> {
  const { operatorId, now, lockUntil, maxAttempts } = scope;
  const count = sql.ref(scope.kind === 'password' ? 'failed_attempts' : 'factor_failures');
  const lock = sql.ref(scope.kind === 'password' ? 'locked_until' : 'factor_locked_until');
  const { rows } = await sql<{ locked_until: Date | null }>`
    UPDATE operators SET
      ${count} = CASE WHEN ${lock} > ${now} THEN ${count}
        WHEN ${lock} IS NOT NULL THEN 1 ELSE ${count} + 1 END,
      ${lock} = CASE WHEN ${lock} > ${now} THEN ${lock}
        WHEN ${lock} IS NULL AND ${count} + 1 > ${maxAttempts} THEN ${lockUntil}
        ELSE NULL END
    WHERE id = ${operatorId}
    RETURNING ${lock} AS locked_until
  `.execute(db);
  const lockedUntil = rows[0]?.locked_until ?? null;
  return lockedUntil && lockedUntil > now ? lockedUntil : null;
}

export async function markLogin(db: Kysely<DB>, operatorId: bigint, at: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({ failed_attempts: 0, locked_until: null, last_login_at: at })
    .where('id', '=', operatorId)
    .execute();
}

export async function setPassword(db: Kysely<DB>, operatorId: bigint, passwordHash: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, must_change_password: false })
    .where('id', '=', operatorId)
    .execute();
}

export async function insertSession(
  db: Kysely<DB>,
  session: { operatorId: bigint; tokenHash: Uint8Array; at: Date; expiresAt: Date; ip: string | null },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      operator_id: session.operatorId,
      token_hash: session.tokenHash,
      created_at: session.at,
      last_seen_at: session.at,
      expires_at: session.expiresAt,
      ip: session.ip,
    })
    .execute();
}

export function findLiveSession(
  db: Kysely<DB>,
  scope: { tokenHash: Uint8Array; now: Date; idleSince: Date; bornSince: Date },
) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as sessionId',
      'operators.id as operatorId',
      'operators.roles',
      'operators.all_brands',
      'operators.must_change_password',
      'operators.totp_confirmed_at',
      'operator_sessions.second_factor_at',
      'operator_sessions.last_seen_at',
    ])
    .where('operator_sessions.token_hash', '=', scope.tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', scope.now)
    .where('operator_sessions.created_at', '>', scope.bornSince)
    .where('operator_sessions.last_seen_at', '>', scope.idleSince)
    .where('operators.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<DB>, sessionId: bigint, at: Date): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

/** Ends one session, or with `exceptId` every other session of the account. */
export async function revokeSessions(
  db: Kysely<DB>,
  scope: { operatorId: bigint; onlyId?: bigint; exceptId?: bigint; at: Date },
): Promise<void> {
  let query = db
    .updateTable('operator_sessions')
    .set({ revoked_at: scope.at })
    .where('operator_id', '=', scope.operatorId)
    .where('revoked_at', 'is', null);
  if (scope.onlyId !== undefined) query = query.where('id', '=', scope.onlyId);
  if (scope.exceptId !== undefined) query = query.where('id', '<>', scope.exceptId);
  await query.execute();
}

/** The roles whose address lists exist and leave out `ip` (all listed roles when the address is unknown). */
export async function rolesBarredFrom(db: Kysely<DB>, ip: string | null): Promise<string[]> {
  const { rows } = await sql<{ role: string }>`
    SELECT role FROM operator_role_networks GROUP BY role
    HAVING NOT coalesce(bool_or(${ip}::inet <<= network), false)
  `.execute(db);
  return rows.map((row) => row.role);
}

export function accessSettings(db: Kysely<DB>) {
  return db
    .selectFrom('operator_access_settings')
    .select(['idle_minutes', 'lifetime_hours'])
    .executeTakeFirstOrThrow();
}

export async function markSecondFactor(db: Kysely<DB>, sessionId: bigint, at: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ second_factor_at: at })
    .where('id', '=', sessionId)
    .execute();
}

export async function setTotpSecret(db: Kysely<DB>, operatorId: bigint, secret: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_secret: secret, totp_confirmed_at: null, totp_last_step: null })
    .where('id', '=', operatorId)
    .execute();
}

/**
 * Takes the authenticator's time step `step` as used, once: answers false when it (or a later one) was
 * used already, so a code seen once is never accepted again. `confirm` also confirms a pending setup.
 */
export async function useTotpStep(
  db: Kysely<DB>,
  scope: { operatorId: bigint; step: bigint; at: Date; confirm: boolean },
): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({
      totp_last_step: scope.step,
      factor_failures: 0,
      factor_locked_until: null,
      ...(scope.confirm ? { totp_confirmed_at: scope.at } : {}),
    })
    .where('id', '=', scope.operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', scope.step)]))
    .where('totp_confirmed_at', scope.confirm ? 'is' : 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  operatorId: bigint,
  codeHashes: readonly Uint8Array[],
): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  if (codeHashes.length > 0)
    await db
      .insertInto('operator_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ operator_id: operatorId, code_hash })))
      .execute();
}

/** Uses up one recovery code; answers whether it was there unused. */
export async function useRecoveryCode(
  db: Kysely<DB>,
  scope: { operatorId: bigint; codeHash: Uint8Array; at: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: scope.at })
    .where('operator_id', '=', scope.operatorId)
    .where('code_hash', '=', scope.codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (row) await clearFactorFailures(db, scope.operatorId);
  return row !== undefined;
}

/** A passed second factor ends the count of wrong ones. */
export async function clearFactorFailures(db: Kysely<DB>, operatorId: bigint): Promise<void> {
  await db
    .updateTable('operators')
    .set({ factor_failures: 0, factor_locked_until: null })
    .where('id', '=', operatorId)
    .execute();
}

export async function recoveryCodesLeft(db: Kysely<DB>, operatorId: bigint): Promise<number> {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

type StaffFilter = {
  role?: string | undefined;
  merchantId?: bigint | undefined;
  status?: 'ACTIVE' | 'DISABLED' | undefined;
};

function filteredStaff(db: Kysely<DB>, filter: StaffFilter) {
  let query = db.selectFrom('operators');
  if (filter.role !== undefined) query = query.where(sql<boolean>`${filter.role} = ANY(roles)`);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  const { merchantId } = filter;
  if (merchantId !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb('all_brands', '=', true),
        eb.exists(
          eb
            .selectFrom('operator_brands')
            .select('operator_id')
            .whereRef('operator_brands.operator_id', '=', 'operators.id')
            .where('operator_brands.merchant_id', '=', merchantId),
        ),
      ]),
    );
  return query;
}

const STAFF_SORT_COLUMNS = {
  account: 'account_key',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
} as const;

export async function listStaff(
  db: Kysely<DB>,
  filter: StaffFilter & {
    sort: keyof typeof STAFF_SORT_COLUMNS;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  const rows = await filteredStaff(db, filter)
    .selectAll()
    .orderBy(STAFF_SORT_COLUMNS[filter.sort], (ob) =>
      filter.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
    )
    .orderBy('id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const total = await filteredStaff(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
}

export async function brandCodesByOperator(db: Kysely<DB>, operatorIds: readonly bigint[]) {
  if (operatorIds.length === 0) return new Map<bigint, string[]>();
  const rows = await db
    .selectFrom('operator_brands')
    .innerJoin('merchants', 'merchants.id', 'operator_brands.merchant_id')
    .select(['operator_brands.operator_id', 'merchants.code'])
    .where('operator_brands.operator_id', 'in', operatorIds)
    .orderBy('merchants.code')
    .execute();
  const codes = new Map<bigint, string[]>();
  for (const row of rows) codes.set(row.operator_id, [...(codes.get(row.operator_id) ?? []), row.code]);
  return codes;
}

/** Locks the staff account for a change; answers it as it was. */
export function lockOperator(db: Kysely<DB>, operatorId: bigint) {
  return db.selectFrom('operators').selectAll().where('id', '=', operatorId).forUpdate().executeTakeFirst();
}

/**
 * Locks every active admin, so that two admins removing each other cannot both see the other left;
 * answers their ids.
 */
export async function lockActiveAdmins(db: Kysely<DB>): Promise<bigint[]> {
  const rows = await db
    .selectFrom('operators')
    .select('id')
    .where(sql<boolean>`'admin' = ANY(roles)`)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function updateOperator(
  db: Kysely<DB>,
  operatorId: bigint,
  change: {
    roles?: string[];
    all_brands?: boolean;
    status?: 'ACTIVE' | 'DISABLED';
    totp_secret?: null;
    totp_confirmed_at?: null;
    totp_last_step?: null;
  },
): Promise<void> {
  await db.updateTable('operators').set(change).where('id', '=', operatorId).execute();
}

export async function replaceBrands(db: Kysely<DB>, operatorId: bigint, merchantIds: readonly bigint[]) {
  await db.deleteFrom('operator_brands').where('operator_id', '=', operatorId).execute();
  if (merchantIds.length > 0)
    await db
      .insertInto('operator_brands')
      .values(merchantIds.map((merchantId) => ({ operator_id: operatorId, merchant_id: merchantId })))
      .execute();
}

export async function insertInvite(
  db: Kysely<DB>,
  invite: { operatorId: bigint; tokenHash: Uint8Array; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_invites')
    .values({ operator_id: invite.operatorId, token_hash: invite.tokenHash, expires_at: invite.expiresAt })
    .execute();
}

/** Uses up a live invitation; answers its account, or undefined when there is none to use. */
export async function useInvite(
  db: Kysely<DB>,
  tokenHash: Uint8Array,
  at: Date,
): Promise<bigint | undefined> {
  const row = await db
    .updateTable('operator_invites')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

export async function setAccessSettings(
  db: Kysely<DB>,
  settings: { idleMinutes: number; lifetimeHours: number },
): Promise<void> {
  await db
    .updateTable('operator_access_settings')
    .set({ idle_minutes: settings.idleMinutes, lifetime_hours: settings.lifetimeHours })
    .execute();
}

export function roleNetworks(db: Kysely<DB>) {
  return db
    .selectFrom('operator_role_networks')
    .select(['role', 'network'])
    .orderBy('role')
    .orderBy('network')
    .execute();
}

export async function replaceRoleNetworks(
  db: Kysely<DB>,
  networks: readonly { role: OperatorRole; network: string }[],
): Promise<void> {
  await db.deleteFrom('operator_role_networks').execute();
  if (networks.length > 0)
    await db
      .insertInto('operator_role_networks')
      .values([...networks])
      .execute();
}

/** Deletes at most `limit` sessions that ended (expired or revoked) before `before`; answers how many. */
export async function deleteEndedSessions(db: Kysely<DB>, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('operator_sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('operator_sessions')
        .select('id')
        // The expression of operator_sessions_ended_idx (migration 0140).
        .where(sql<Date>`least(expires_at, coalesce(revoked_at, expires_at))`, '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
