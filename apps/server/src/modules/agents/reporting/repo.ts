import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Every member below the agent (depth 1 and deeper), or only `memberId` when given. */
export function downline(db: Kysely<DB>, filter: { merchantId: bigint; agentId: bigint; memberId?: bigint }) {
  return db
    .selectFrom('member_tree')
    .innerJoin('members', 'members.id', 'member_tree.descendant_id')
    .select(['members.id', 'members.account', 'members.type', 'members.created_at', 'member_tree.depth'])
    .where('member_tree.ancestor_id', '=', filter.agentId)
    .where('member_tree.depth', '>=', 1)
    .where('members.merchant_id', '=', filter.merchantId)
    .$if(filter.memberId !== undefined, (query) => query.where('members.id', '=', filter.memberId as bigint))
    .orderBy('member_tree.depth')
    .orderBy('members.id')
    .execute();
}
