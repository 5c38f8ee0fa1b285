import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findCodeOf(db: Kysely<DB>, memberId: bigint) {
  return db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
}

/** Keeps `code` as the member's; false when another member of the brand holds it already. */
export async function insertCode(
  db: Kysely<DB>,
  row: { memberId: bigint; merchantId: bigint; code: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('referral_codes')
    .values({ member_id: row.memberId, merchant_id: row.merchantId, code: row.code })
    .onConflict((conflict) => conflict.doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findReferrer(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('referral_codes')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function insertReferral(
  db: Kysely<DB>,
  row: { merchantId: bigint; referrerId: bigint; referredId: bigint },
): Promise<void> {
  await db
    .insertInto('referrals')
    .values({ merchant_id: row.merchantId, referrer_id: row.referrerId, referred_id: row.referredId })
    .onConflict((conflict) => conflict.column('referred_id').doNothing())
    .execute();
}

export function friendsOf(db: Kysely<DB>, referrerId: bigint, limit: number) {
  return db
    .selectFrom('referrals')
    .select(['referred_id', 'created_at', 'reward'])
    .where('referrer_id', '=', referrerId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Marks the friend's reward paid, once: false when it was paid already. */
export async function markRewarded(
  db: Kysely<DB>,
  row: { referrerId: bigint; referredId: bigint; reward: bigint; at: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('referrals')
    .set({ rewarded_at: row.at, reward: row.reward })
    .where('referred_id', '=', row.referredId)
    .where('referrer_id', '=', row.referrerId)
    .where('rewarded_at', 'is', null)
    .returning('referred_id')
    .executeTakeFirst();
  return updated !== undefined;
}
