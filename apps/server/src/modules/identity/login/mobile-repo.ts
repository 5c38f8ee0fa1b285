import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export function findMemberByMobile(db: Kysely<DB>, merchantId: bigint, mobile: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('verified_mobile', '=', mobile)
    .executeTakeFirst();
}

/**
 * The member a login name opens: its account, else the member whose verified mobile number it is.
 * An account name wins, so nobody can take over a login by verifying a number equal to it.
 */
export function findMemberByLoginName(db: Kysely<DB>, merchantId: bigint, loginKey: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('account_key', '=', loginKey), eb('verified_mobile', '=', loginKey)]))
    .orderBy((eb) => eb.case().when('account_key', '=', loginKey).then(0).else(1).end())
    .limit(1)
    .executeTakeFirst();
}
