import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

type ChallengePurpose = 'register' | 'login';

export async function insertChallenge(
  db: Kysely<DB>,
  challenge: {
    id: string;
    merchantId: bigint;
    purpose: ChallengePurpose;
    memberId: bigint | null;
    userHandle: string | null;
    challenge: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('passkey_challenges')
    .values({
      id: challenge.id,
      merchant_id: challenge.merchantId,
      purpose: challenge.purpose,
      member_id: challenge.memberId,
      user_handle: challenge.userHandle,
      challenge: challenge.challenge,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

export async function deleteExpiredChallenges(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
}

/**
 * Takes a challenge once: of two answers to it, one finds the row. A registration's challenge is taken
 * only by the member it was made for.
 */
export function takeChallenge(
  db: Kysely<DB>,
  scope: { id: string; merchantId: bigint; purpose: ChallengePurpose; memberId: bigint | null },
) {
  return db
    .deleteFrom('passkey_challenges')
    .where('id', '=', scope.id)
    .where('merchant_id', '=', scope.merchantId)
    .where('purpose', '=', scope.purpose)
    .where((eb) =>
      scope.memberId === null ? eb('member_id', 'is', null) : eb('member_id', '=', scope.memberId),
    )
    .returning(['challenge', 'user_handle', 'expires_at'])
    .executeTakeFirst();
}

export function listPasskeys(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('member_passkeys')
    .select(['credential_id', 'user_handle', 'transports', 'name', 'created_at', 'last_used_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Locks the member's passkeys against a concurrent addition, and counts them. */
export async function lockAndCountPasskeys(db: Kysely<DB>, memberId: bigint): Promise<number> {
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
  const row = await db
    .selectFrom('member_passkeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Keeps a new passkey; answers nothing when the brand already knows its credential id. */
export function insertPasskey(
  db: Kysely<DB>,
  passkey: {
    merchantId: bigint;
    memberId: bigint;
    credentialId: string;
    userHandle: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string | null;
    createdAt: Date;
  },
) {
  return db
    .insertInto('member_passkeys')
    .values({
      merchant_id: passkey.merchantId,
      member_id: passkey.memberId,
      credential_id: passkey.credentialId,
      user_handle: passkey.userHandle,
      public_key: passkey.publicKey,
      counter: BigInt(passkey.counter),
      transports: passkey.transports,
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'credential_id']).doNothing())
    .returning(['credential_id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

export function findPasskey(db: Kysely<DB>, merchantId: bigint, credentialId: string) {
  return db
    .selectFrom('member_passkeys')
    .select(['id', 'member_id', 'credential_id', 'user_handle', 'public_key', 'counter', 'transports'])
    .where('merchant_id', '=', merchantId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/**
 * Records a use with the authenticator's new counter. A counter must move forward, except for
 * authenticators that keep none (zero both times); a use that lost a race to another answers false.
 */
export async function recordUse(
  db: Kysely<DB>,
  use: { id: bigint; counter: number; at: Date },
): Promise<boolean> {
  const counter = BigInt(use.counter);
  const row = await db
    .updateTable('member_passkeys')
    .set({ counter, last_used_at: use.at })
    .where('id', '=', use.id)
    .where('counter', counter === 0n ? '=' : '<', counter)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes one of the member's own passkeys; answers whether there was one. */
export async function deletePasskey(
  db: Kysely<DB>,
  scope: { merchantId: bigint; memberId: bigint; credentialId: string },
): Promise<boolean> {
  const row = await db
    .deleteFrom('member_passkeys')
    .where('merchant_id', '=', scope.merchantId)
    .where('member_id', '=', scope.memberId)
    .where('credential_id', '=', scope.credentialId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
