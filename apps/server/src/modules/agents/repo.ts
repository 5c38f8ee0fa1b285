import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The agent behind a live affiliate code of the brand. */
export async function findAffiliateAgent(
  db: Kysely<DB>,
  merchantId: bigint,
  codeKey: string,
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('affiliate_codes')
    .select('agent_id')
    .where('merchant_id', '=', merchantId)
    .where('code_key', '=', codeKey)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.agent_id;
}

export async function insertAffiliateCode(
  db: Kysely<DB>,
  code: { merchantId: bigint; code: string; agentId: bigint },
): Promise<boolean> {
  const row = await db
    .insertInto('affiliate_codes')
    .values({
      merchant_id: code.merchantId,
      code: code.code,
      code_key: code.code.toUpperCase(),
      agent_id: code.agentId,
    })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'code_key']).doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

export function affiliateCodesOf(db: Kysely<DB>, merchantId: bigint, agentId: bigint) {
  return db
    .selectFrom('affiliate_codes')
    .select(['code', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('agent_id', '=', agentId)
    .where('disabled_at', 'is', null)
    .orderBy('created_at')
    .execute();
}
