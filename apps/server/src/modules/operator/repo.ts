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

export async function brandsOf(db: Kysely<DB>, operatorId: bigint): Promise<bigint[]> {
  const rows = await db
    .selectFrom('operator_brands')
    .select('merchant_id')
    .where('operator_id', '=', operatorId)
    .execute();
  return rows.map((row) => row.merchant_id);
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
};

/** Inserts the staff account and its brands; answers its id, or undefined when the name is taken. */
export async function insertOperator(db: Kysely<DB>, operator: NewOperator): Promise<bigint | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({
        account: operator.account,
        account_key: operator.account.toLowerCase(),
        password_hash: operator.passwordHash,
        roles: operator.roles,
        all_brands: operator.allBrands,
        must_change_password: operator.mustChangePassword,
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
 * Counts a login attempt on an existing staff account before its password is checked, in one
 * statement: past `maxAttempts` within the lock period the account locks until `lockUntil`. Answers
 * the lock, if any.
 */
export async function claimAttempt(
  db: Kysely<DB>,
  scope: { operatorId: bigint; now: Date; lockUntil: Date; maxAttempts: number },
): Promise<Date | null> {
  const { operatorId, now, lockUntil, maxAttempts } = scope;
  const { rows } = await sql<{ locked_until: Date | null }>`
    UPDATE operators AS o SET
      failed_attempts = CASE WHEN o.locked_until > ${now} THEN o.failed_attempts
        WHEN o.locked_until IS NOT NULL THEN 1 ELSE o.failed_attempts + 1 END,
      locked_until = CASE WHEN o.locked_until > ${now} THEN o.locked_until
        WHEN o.locked_until IS NULL AND o.failed_attempts + 1 > ${maxAttempts} THEN ${lockUntil}
        ELSE NULL END
    WHERE o.id = ${operatorId}
    RETURNING o.locked_until
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
  scope: { tokenHash: Uint8Array; now: Date; idleSince: Date },
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
      'operator_sessions.last_seen_at',
    ])
    .where('operator_sessions.token_hash', '=', scope.tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', scope.now)
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
