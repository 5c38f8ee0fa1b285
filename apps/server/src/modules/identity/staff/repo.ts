import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { MemberStatus } from '../standing.ts';

/** Demo (free play) accounts: many, short-lived, holding no money; staff never look for them. */
const DEMO_TYPE = 4;

export type MemberSearch = {
  merchantId: bigint;
  /** What `text` is matched against; none: no text condition. */
  field?: 'account' | 'id' | 'phone' | 'email' | 'realName' | 'ip' | undefined;
  text?: string | undefined;
  match: 'prefix' | 'contains';
  status?: MemberStatus | undefined;
  registeredFrom?: Date | undefined;
  registeredUntil?: Date | undefined;
  /** Only these members: what another module's filter (bank account, agent line, tag) found. */
  memberIds?: readonly bigint[] | undefined;
  sort: 'registeredAt' | 'lastLoginAt' | 'account' | 'id';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

const SORT_COLUMN = {
  registeredAt: 'created_at',
  lastLoginAt: 'last_login_at',
  account: 'account_key',
  id: 'id',
} as const;

/** A LIKE pattern that matches `text` literally, at the start or anywhere. */
function likePattern(text: string, match: 'prefix' | 'contains'): string {
  const literal = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return match === 'prefix' ? `${literal}%` : `%${literal}%`;
}

/**
 * The text condition, each written as its trigram index's expression (migration 0090) so that the index
 * answers it; an address is matched exactly against every place identity keeps one.
 */
function textCondition(search: MemberSearch, text: string): Expression<SqlBool> {
  const pattern = likePattern(text, search.match);
  switch (search.field) {
    case 'id':
      return sql<SqlBool>`members.id = ${BigInt(text)}`;
    case 'phone':
      return sql<SqlBool>`(coalesce(members.verified_mobile, '') || ' ' || coalesce(members.profile ->> 'mobileNum', '')) like ${likePattern(text, 'contains')}`;
    case 'email':
      return sql<SqlBool>`lower(members.profile ->> 'email') like ${pattern}`;
    case 'realName':
      return sql<SqlBool>`lower(members.profile ->> 'payeeName') like ${pattern}`;
    case 'ip':
      // A union, not an OR: each part is answered by its own index.
      return sql<SqlBool>`members.id in (
        select id from members where registration_ip = ${text}::inet
        union select id from members where last_login_ip = ${text}::inet
        union select member_id from member_known_ips where ip = ${text}::inet
        union select member_id from member_sessions where ip = ${text}::inet)`;
    default:
      // A prefix reads a range of the account index in code-point order (migration 0096); anywhere in
      // the account, the trigram index answers, which the C collation would keep out.
      return search.match === 'prefix'
        ? sql<SqlBool>`members.account_key collate "C" like ${pattern}`
        : sql<SqlBool>`members.account_key like ${pattern}`;
  }
}

/** The brand's members matching the search, in the rows of `offset` and `limit` (a `pageWindow`). */
export function searchMembers(db: Kysely<DB>, search: MemberSearch) {
  let query = db
    .selectFrom('members')
    .select([
      'id',
      'account',
      'nickname',
      'type',
      'status',
      'verified_mobile',
      'profile',
      'created_at',
      'last_login_at',
      'last_login_ip',
      'upline_id',
    ])
    .where('merchant_id', '=', search.merchantId)
    .where('type', '<>', DEMO_TYPE);
  if (search.text !== undefined && search.text !== '')
    query = query.where(textCondition(search, search.text));
  if (search.status) query = query.where('status', '=', search.status);
  if (search.registeredFrom) query = query.where('created_at', '>=', search.registeredFrom);
  if (search.registeredUntil) query = query.where('created_at', '<', search.registeredUntil);
  if (search.memberIds) {
    if (search.memberIds.length === 0) return Promise.resolve([]);
    query = query.where(sql<SqlBool>`members.id = any(${search.memberIds.map(String)}::bigint[])`);
  }
  const column = SORT_COLUMN[search.sort];
  // Only the last login may be missing: it goes last when the newest come first, as its index has it.
  const nulls =
    column !== 'last_login_at' ? sql`` : search.order === 'asc' ? sql`nulls first` : sql`nulls last`;
  // Accounts in code-point order, as their index has them (migration 0096).
  const key = column === 'account_key' ? sql`members.account_key collate "C"` : sql.ref(column);
  return query
    .orderBy(sql`${key} ${sql.raw(search.order)} ${nulls}`)
    .orderBy('id', search.order)
    .offset(search.offset)
    .limit(search.limit)
    .execute();
}

export function findMember(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('type', '<>', DEMO_TYPE)
    .executeTakeFirst();
}

/** Sets the standing under a lock of the row; answers the standing before, or undefined for no such member. */
export async function setStatus(
  trx: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  decide: (before: MemberStatus) => MemberStatus,
): Promise<{ before: MemberStatus; after: MemberStatus } | undefined> {
  const row = await trx
    .selectFrom('members')
    .select('status')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('type', '<>', DEMO_TYPE)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const after = decide(row.status as MemberStatus);
  await trx.updateTable('members').set({ status: after }).where('id', '=', memberId).execute();
  return { before: row.status as MemberStatus, after };
}

export async function requirePasswordChange(trx: Kysely<DB>, memberId: bigint): Promise<void> {
  await trx.updateTable('members').set({ must_change_password: true }).where('id', '=', memberId).execute();
}

/** Ends every live session of the member; answers how many were live. */
export async function revokeAllSessions(trx: Kysely<DB>, memberId: bigint, at: Date): Promise<number> {
  const rows = await trx
    .updateTable('member_sessions')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .execute();
  return rows.length;
}

export function sessionsOf(db: Kysely<DB>, memberId: bigint, page: { offset: number; limit: number }) {
  return db
    .selectFrom('member_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function knownAddressesOf(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('member_known_ips')
    .select(['ip', 'first_seen_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
}

/**
 * Other members of the brand that used an address the member used (registration, login, session),
 * each with the address shared: at most `limit` pairs.
 */
export function membersSharingAddress(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return sql<{ member_id: bigint; account: string; shared: string }>`
    with mine as (
      select ip from member_known_ips where member_id = ${memberId}
      union select ip from member_sessions where member_id = ${memberId} and ip is not null
      union select registration_ip from members where id = ${memberId} and registration_ip is not null
    ), theirs as (
      select member_id, ip from member_known_ips where ip in (select ip from mine)
      union select member_id, ip from member_sessions where ip in (select ip from mine)
      union select id, registration_ip from members where registration_ip in (select ip from mine)
    )
    select members.id as member_id, members.account, host(theirs.ip) as shared
    from theirs join members on members.id = theirs.member_id
    where members.merchant_id = ${merchantId} and members.id <> ${memberId} and members.type <> ${DEMO_TYPE}
    order by members.id, shared
    limit ${limit}`
    .execute(db)
    .then(({ rows }) => rows);
}

/** Other members of the brand whose sessions came from a device (user agent) of the member's sessions. */
export function membersSharingDevice(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return sql<{ member_id: bigint; account: string; shared: string }>`
    with mine as (
      select distinct user_agent from member_sessions where member_id = ${memberId} and user_agent is not null
    )
    select distinct members.id as member_id, members.account, sessions.user_agent as shared
    from member_sessions sessions join members on members.id = sessions.member_id
    where sessions.user_agent in (select user_agent from mine)
      and members.merchant_id = ${merchantId} and members.id <> ${memberId} and members.type <> ${DEMO_TYPE}
    order by members.id, shared
    limit ${limit}`
    .execute(db)
    .then(({ rows }) => rows);
}
