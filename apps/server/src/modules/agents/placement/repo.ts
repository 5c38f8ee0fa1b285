import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

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

/** The agent's live codes, oldest first, each with how many registrations it brought. */
export function affiliateCodesOf(db: Kysely<DB>, merchantId: bigint, agentId: bigint) {
  return db
    .selectFrom('affiliate_codes as c')
    .leftJoin('affiliate_registrations as r', (join) =>
      join.onRef('r.merchant_id', '=', 'c.merchant_id').onRef('r.code_key', '=', 'c.code_key'),
    )
    .select(['c.code', 'c.created_at', (eb) => eb.fn.count<string>('r.member_id').as('registrations')])
    .where('c.merchant_id', '=', merchantId)
    .where('c.agent_id', '=', agentId)
    .where('c.disabled_at', 'is', null)
    .groupBy(['c.code', 'c.code_key', 'c.created_at'])
    .orderBy('c.created_at')
    .orderBy('c.code_key')
    .execute();
}

/** Notes the code a member registered with, in the registration's transaction. */
export async function recordAffiliateRegistration(
  db: Kysely<DB>,
  row: { merchantId: bigint; codeKey: string; memberId: bigint },
): Promise<void> {
  await db
    .insertInto('affiliate_registrations')
    .values({ merchant_id: row.merchantId, code_key: row.codeKey, member_id: row.memberId })
    .execute();
}

/** The brand's walk-in upline while it is an active agent: a closed or demoted one files no one. */
export async function findWalkInAgent(
  db: Kysely<DB>,
  merchantId: bigint,
  agentTypes: readonly number[],
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('agent_walk_in_uplines')
    .innerJoin('members', 'members.id', 'agent_walk_in_uplines.agent_id')
    .select('members.id')
    .where('agent_walk_in_uplines.merchant_id', '=', merchantId)
    .where('members.status', '=', 'ACTIVE')
    .where('members.type', 'in', agentTypes)
    .executeTakeFirst();
  return row?.id;
}

/** The login name of the brand's walk-in upline as staff set it, whatever its state now. */
export async function walkInAgentAccount(db: Kysely<DB>, merchantId: bigint): Promise<string | null> {
  const row = await db
    .selectFrom('agent_walk_in_uplines')
    .innerJoin('members', 'members.id', 'agent_walk_in_uplines.agent_id')
    .select('members.account')
    .where('agent_walk_in_uplines.merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.account ?? null;
}

export async function saveWalkInAgent(db: Kysely<DB>, merchantId: bigint, agentId: bigint | null) {
  if (agentId === null) {
    await db.deleteFrom('agent_walk_in_uplines').where('merchant_id', '=', merchantId).execute();
    return;
  }
  await db
    .insertInto('agent_walk_in_uplines')
    .values({ merchant_id: merchantId, agent_id: agentId })
    .onConflict((conflict) =>
      conflict.column('merchant_id').doUpdateSet({ agent_id: agentId, updated_at: new Date() }),
    )
    .execute();
}
