import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { LOGIN_STATUSES } from '../standing.ts';

export async function insertResetToken(
  db: Kysely<DB>,
  token: { merchantId: bigint; memberId: bigint; tokenHash: Uint8Array; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      merchant_id: token.merchantId,
      member_id: token.memberId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Uses a live token of an active member in one statement, so of two concurrent resets only one
 * gets it; answers the member's id.
 */
export async function useResetToken(
  db: Kysely<DB>,
  merchantId: bigint,
  tokenHash: Uint8Array,
  now: Date,
): Promise<bigint | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('member_id', 'in', (eb) =>
      eb.selectFrom('members').select('id').where('status', 'in', LOGIN_STATUSES),
    )
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** Earlier links of the member die with the one used. */
export async function dropOtherResetTokens(db: Kysely<DB>, memberId: bigint, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Kysely<DB>, memberId: bigint, at: Date): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
