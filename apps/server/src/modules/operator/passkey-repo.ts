import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type ChallengePurpose = 'register' | 'verify';

export async function insertChallenge(
  db: Kysely<DB>,
  challenge: { id: string; sessionId: bigint; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_passkey_challenges')
    .values({
      id: challenge.id,
      session_id: challenge.sessionId,
      purpose: challenge.purpose,
      challenge: challenge.challenge,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

export async function deleteExpiredChallenges(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('operator_passkey_challenges').where('expires_at', '<=', now).execute();
}

/** Takes a challenge once, and only in the session and for the purpose it was made for. */
export function takeChallenge(
  db: Kysely<DB>,
  scope: { id: string; sessionId: bigint; purpose: ChallengePurpose },
) {
  return db
    .deleteFrom('operator_passkey_challenges')
    .where('id', '=', scope.id)
    .where('session_id', '=', scope.sessionId)
    .where('purpose', '=', scope.purpose)
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
}

export function listPasskeys(db: Kysely<DB>, operatorId: bigint) {
  return db
    .selectFrom('operator_passkeys')
    .select(['credential_id', 'transports', 'name', 'created_at', 'last_used_at'])
    .where('operator_id', '=', operatorId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many passkeys each of `operatorIds` has (none: absent). */
export async function passkeyCounts(db: Kysely<DB>, operatorIds: readonly bigint[]) {
  if (operatorIds.length === 0) return new Map<bigint, number>();
  const rows = await db
    .selectFrom('operator_passkeys')
    .select(['operator_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('operator_id', 'in', operatorIds)
    .groupBy('operator_id')
    .execute();
  return new Map(rows.map((row) => [row.operator_id, Number(row.count)]));
}

/** Locks the account against a concurrent addition, and counts its passkeys. */
export async function lockAndCountPasskeys(db: Kysely<DB>, operatorId: bigint): Promise<number> {
  await db.selectFrom('operators').select('id').where('id', '=', operatorId).forUpdate().execute();
  return (await passkeyCounts(db, [operatorId])).get(operatorId) ?? 0;
}

/** Keeps a new passkey; answers nothing when its credential id is known already. */
export function insertPasskey(
  db: Kysely<DB>,
  passkey: {
    operatorId: bigint;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string | null;
    createdAt: Date;
  },
) {
  return db
    .insertInto('operator_passkeys')
    .values({
      operator_id: passkey.operatorId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: BigInt(passkey.counter),
      transports: passkey.transports,
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning(['credential_id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

/** One of the account's passkeys (another account's is not found). */
export function findPasskey(db: Kysely<DB>, operatorId: bigint, credentialId: string) {
  return db
    .selectFrom('operator_passkeys')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('operator_id', '=', operatorId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/**
 * Records a use with the authenticator's new counter. A counter must move forward, except for
 * authenticators that keep none (zero both times); a use that lost a race answers false.
 */
export async function recordUse(
  db: Kysely<DB>,
  use: { id: bigint; counter: number; at: Date },
): Promise<boolean> {
  const counter = BigInt(use.counter);
  const row = await db
    .updateTable('operator_passkeys')
    .set({ counter, last_used_at: use.at })
    .where('id', '=', use.id)
    .where('counter', counter === 0n ? '=' : '<', counter)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes one of the account's passkeys; answers it, or undefined when there was none. */
export function deletePasskey(db: Kysely<DB>, operatorId: bigint, credentialId: string) {
  return db
    .deleteFrom('operator_passkeys')
    .where('operator_id', '=', operatorId)
    .where('credential_id', '=', credentialId)
    .returning(['credential_id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

export async function deleteAllPasskeys(db: Kysely<DB>, operatorId: bigint): Promise<void> {
  await db.deleteFrom('operator_passkeys').where('operator_id', '=', operatorId).execute();
}
