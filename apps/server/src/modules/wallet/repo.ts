import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Claims an "all to main" request for the caller's transaction: true for its first copy. A copy
 * arriving while the first is still moving waits here for it to commit, then gets false.
 */
export async function claimAllToMain(
  trx: Kysely<DB>,
  request: { merchantId: bigint; memberId: bigint; requestId: string },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('wallet_all_to_main_requests')
    .values({ merchant_id: request.merchantId, member_id: request.memberId, request_id: request.requestId })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
    .returning('request_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
