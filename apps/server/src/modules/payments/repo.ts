import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Spends a callback's nonce: false when the gateway's nonce was spent before. */
export async function spendCallbackNonce(db: Kysely<DB>, gateway: string, nonce: string, now: Date) {
  const row = await db
    .insertInto('payment_callback_nonces')
    .values({ gateway, nonce, seen_at: now })
    .onConflict((conflict) => conflict.columns(['gateway', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetCallbackNonces(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('payment_callback_nonces')
    .where('seen_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
