import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { lockUntilCommit } from '../../../db/transaction-lock.ts';

/** What a one-time code is for: a code confirms only the step it was sent for. */
export type CodePurpose = 'register' | 'login' | 'second-step' | 'verify-mobile';

/**
 * Serialises sends to one key until the transaction ends, so that two API instances cannot both
 * see room under a limit and both send.
 */
export async function lockSendKey(db: Kysely<DB>, key: string): Promise<void> {
  await lockUntilCommit(db, key);
}

/**
 * Sends to a number for one purpose since `since`, and within the hour to the number for any
 * purpose and from the address.
 */
export async function recentSends(
  db: Kysely<DB>,
  scope: {
    merchantId: bigint;
    purpose: CodePurpose;
    recipient: string;
    ip: string | null;
    since: Date;
    hourAgo: Date;
  },
): Promise<{ recentToNumber: number; hourToNumber: number; hourFromAddress: number }> {
  const { merchantId, purpose, recipient, ip, since, hourAgo } = scope;
  const { rows } = await sql<{ recent_to_number: number; hour_to_number: number; hour_from_address: number }>`
    SELECT
      (SELECT count(*)::int FROM one_time_codes
        WHERE merchant_id = ${merchantId} AND recipient = ${recipient} AND purpose = ${purpose}
          AND created_at > ${since}) AS recent_to_number,
      (SELECT count(*)::int FROM one_time_codes
        WHERE merchant_id = ${merchantId} AND recipient = ${recipient} AND created_at > ${hourAgo}) AS hour_to_number,
      (SELECT count(*)::int FROM one_time_codes
        WHERE ip = ${ip}::inet AND created_at > ${hourAgo}) AS hour_from_address
  `.execute(db);
  const row = rows[0];
  return {
    recentToNumber: row?.recent_to_number ?? 0,
    hourToNumber: row?.hour_to_number ?? 0,
    hourFromAddress: row?.hour_from_address ?? 0,
  };
}

type NewCode = {
  merchantId: bigint;
  purpose: CodePurpose;
  recipient: string;
  salt: Uint8Array;
  codeHash: Uint8Array;
  expiresAt: Date;
  ip: string | null;
  createdAt: Date;
};

export async function insertCode(db: Kysely<DB>, code: NewCode): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      merchant_id: code.merchantId,
      purpose: code.purpose,
      recipient: code.recipient,
      salt: code.salt,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      ip: code.ip,
      created_at: code.createdAt,
    })
    .execute();
}

/** The newest code of a purpose and number: the only one that counts. */
export function findNewestCode(
  db: Kysely<DB>,
  scope: { merchantId: bigint; purpose: CodePurpose; recipient: string },
) {
  return db
    .selectFrom('one_time_codes')
    .select(['id', 'salt', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('merchant_id', '=', scope.merchantId)
    .where('purpose', '=', scope.purpose)
    .where('recipient', '=', scope.recipient)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Spends one try of an unused code, in one statement so concurrent guesses cannot exceed the tries. */
export async function claimTry(db: Kysely<DB>, id: bigint, maxTries: number): Promise<boolean> {
  const row = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back the try of a right code: only wrong tries count towards its death. */
export async function refundTry(db: Kysely<DB>, id: bigint): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('attempts', '>', 0)
    .execute();
}

/** Marks a code used unless it already is; answers whether this call used it. */
export async function markUsed(db: Kysely<DB>, id: bigint, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes at most `limit` codes used or expired before `before`; answers how many. */
export async function deleteSpentCodes(db: Kysely<DB>, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('one_time_codes')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('one_time_codes')
        .select('id')
        // The expression of one_time_codes_spent_idx (migration 0140).
        .where(sql<Date>`least(expires_at, coalesce(used_at, expires_at))`, '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
