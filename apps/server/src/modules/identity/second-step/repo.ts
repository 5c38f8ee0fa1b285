import type { Kysely } from 'kysely';
import { prepared } from '../../../db/prepared.ts';
import type { DB } from '../../../db/schema.ts';

export async function hasAnyKnownIp(db: Kysely<DB>, memberId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isKnownIp(db: Kysely<DB>, memberId: bigint, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberIp(db: Kysely<DB>, memberId: bigint, ip: string, at: Date): Promise<void> {
  await db
    .insertInto('member_known_ips')
    .values({ member_id: memberId, ip, first_seen_at: at, last_seen_at: at })
    .onConflict((conflict) => conflict.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

const totpOf = prepared((db, member: { memberId: bigint }) =>
  db.selectFrom('member_totp').selectAll().where('member_id', '=', member.memberId),
);

export async function findTotp(db: Kysely<DB>, memberId: bigint) {
  return (await totpOf(db, { memberId })).rows[0];
}

/** Starts (or restarts) a pending set-up; a confirmed authenticator is left alone. Answers whether it wrote. */
export async function savePendingTotp(db: Kysely<DB>, memberId: bigint, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('member_totp')
    .values({ member_id: memberId, secret })
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ secret, last_used_step: null })
        .where('member_totp.confirmed_at', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a time step of the member's authenticator, once: a step at or before the last one used is
 * refused, so a code seen over a shoulder cannot be replayed.
 */
export async function claimTotpStep(
  db: Kysely<DB>,
  memberId: bigint,
  step: bigint,
  confirmAt?: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('member_totp')
    .set({ last_used_step: step, ...(confirmAt ? { confirmed_at: confirmAt } : {}) })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTotp(db: Kysely<DB>, memberId: bigint): Promise<void> {
  await db.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
}

export async function insertChallenge(
  db: Kysely<DB>,
  challenge: {
    merchantId: bigint;
    memberId: bigint;
    ticketHash: Uint8Array;
    ip: string | null;
    userAgent: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({
      merchant_id: challenge.merchantId,
      member_id: challenge.memberId,
      ticket_hash: challenge.ticketHash,
      ip: challenge.ip,
      user_agent: challenge.userAgent,
      created_at: challenge.createdAt,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A held login that can still be completed. */
export function findOpenChallenge(
  db: Kysely<DB>,
  scope: { merchantId: bigint; ticketHash: Uint8Array; now: Date; maxFailures: number },
) {
  return db
    .selectFrom('login_challenges')
    .select(['id', 'member_id', 'ip', 'user_agent'])
    .where('merchant_id', '=', scope.merchantId)
    .where('ticket_hash', '=', scope.ticketHash)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', scope.now)
    .where('failures', '<', scope.maxFailures)
    .executeTakeFirst();
}

export async function countChallengeFailure(db: Kysely<DB>, challengeId: bigint): Promise<void> {
  await db
    .updateTable('login_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', challengeId)
    .execute();
}

/** Completes a held login once; answers false when another request completed it first. */
export async function completeChallenge(db: Kysely<DB>, challengeId: bigint, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('login_challenges')
    .set({ completed_at: at })
    .where('id', '=', challengeId)
    .where('completed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Wrong second-step codes of a member since a moment, over all its held logins. */
export async function recentFailures(db: Kysely<DB>, memberId: bigint, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_challenges')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failures'), eb.lit(0)).as('failures'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}
