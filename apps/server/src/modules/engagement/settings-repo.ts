import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type SettingsRow = {
  feedback_min_words: number;
  feedback_max_words: number;
  referral_min_deposit: bigint;
  referral_min_bets: bigint;
  referral_reward: bigint;
};

export function findSettings(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('engagement_settings')
    .select([
      'feedback_min_words',
      'feedback_max_words',
      'referral_min_deposit',
      'referral_min_bets',
      'referral_reward',
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function upsertSettings(db: Kysely<DB>, merchantId: bigint, row: SettingsRow): Promise<void> {
  await db
    .insertInto('engagement_settings')
    .values({ merchant_id: merchantId, ...row })
    .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet(row))
    .execute();
}
