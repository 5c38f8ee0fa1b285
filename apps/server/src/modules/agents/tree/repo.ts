import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * How many levels below `ancestorId` the brand's member `memberId` is (0: the member itself), or
 * undefined when it is not in that downline (or does not exist: the caller cannot tell them apart).
 */
export async function depthBelow(
  db: Kysely<DB>,
  merchantId: bigint,
  ancestorId: bigint,
  memberId: bigint,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_tree')
    .innerJoin('members', 'members.id', 'member_tree.descendant_id')
    .select('member_tree.depth')
    .where('member_tree.ancestor_id', '=', ancestorId)
    .where('member_tree.descendant_id', '=', memberId)
    .where('members.merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.depth;
}

/** The member of the downline (or the agent itself) whose login name is `accountKey`. */
export async function downlineIdByAccount(
  db: Kysely<DB>,
  merchantId: bigint,
  ancestorId: bigint,
  accountKey: string,
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('members')
    .innerJoin('member_tree', 'member_tree.descendant_id', 'members.id')
    .select('members.id')
    .where('members.merchant_id', '=', merchantId)
    .where('members.account_key', '=', accountKey)
    .where('member_tree.ancestor_id', '=', ancestorId)
    .executeTakeFirst();
  return row?.id;
}

export type TeamFilter = {
  merchantId: bigint;
  agentId: bigint;
  /** Only the direct downline of this member. */
  parentId?: bigint;
  /** Only this member. */
  memberId?: bigint;
  /** Only members this many levels below the agent; otherwise every level from 1 (0 with memberId). */
  depth?: number;
  /** Only account names containing this text (lower case). */
  keyword?: string;
};

function teamRows(db: Kysely<DB>, filter: TeamFilter) {
  let query = db
    .selectFrom('member_tree')
    .innerJoin('members', 'members.id', 'member_tree.descendant_id')
    .where('member_tree.ancestor_id', '=', filter.agentId)
    .where('members.merchant_id', '=', filter.merchantId);
  if (filter.memberId !== undefined) query = query.where('members.id', '=', filter.memberId);
  else query = query.where('member_tree.depth', '>=', 1);
  if (filter.parentId !== undefined) query = query.where('members.upline_id', '=', filter.parentId);
  if (filter.depth !== undefined) query = query.where('member_tree.depth', '=', filter.depth);
  if (filter.keyword !== undefined)
    query = query.where('members.account_key', 'like', `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  return query;
}

export async function teamCount(db: Kysely<DB>, filter: TeamFilter): Promise<number> {
  const row = await teamRows(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the team, shallowest level first, then oldest account first. */
export function teamPage(db: Kysely<DB>, filter: TeamFilter, page: { offset: number; limit: number }) {
  return teamRows(db, filter)
    .leftJoin('upline_transfer_grants', 'upline_transfer_grants.member_id', 'members.id')
    .select([
      'members.id',
      'members.account',
      'members.nickname',
      'members.type',
      'members.status',
      'members.upline_id',
      'members.created_at',
      'member_tree.depth',
      sql<boolean>`upline_transfer_grants.member_id IS NOT NULL`.as('to_upline'),
      (eb) =>
        eb
          .selectFrom('member_tree as below')
          .select((inner) => inner.fn.countAll<string>().as('size'))
          .whereRef('below.ancestor_id', '=', 'members.id')
          .where('below.depth', '>=', 1)
          .as('team_size'),
    ])
    .orderBy('member_tree.depth')
    .orderBy('members.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function hasUplineGrant(db: Kysely<DB>, memberId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('upline_transfer_grants')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setUplineGrant(
  db: Kysely<DB>,
  grant: { memberId: bigint; grantedBy: bigint; isAllowed: boolean },
): Promise<void> {
  if (!grant.isAllowed) {
    await db.deleteFrom('upline_transfer_grants').where('member_id', '=', grant.memberId).execute();
    return;
  }
  await db
    .insertInto('upline_transfer_grants')
    .values({ member_id: grant.memberId, granted_by: grant.grantedBy })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}

/** The member's upline and type, to know who may transfer where. */
export function memberLink(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'type', 'upline_id', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The member's uplines, nearest first, with their depth above it (1: the direct upline). */
export function uplinesOf(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('member_tree')
    .innerJoin('members', 'members.id', 'member_tree.ancestor_id')
    .select(['members.id', 'members.account', 'members.type', 'member_tree.depth'])
    .where('member_tree.descendant_id', '=', memberId)
    .where('member_tree.depth', '>', 0)
    .where('members.merchant_id', '=', merchantId)
    .orderBy('member_tree.depth')
    .execute();
}

/** The ids of the agent's whole downline (not the agent), at most `limit`. */
export async function downlineIds(
  db: Kysely<DB>,
  merchantId: bigint,
  agentId: bigint,
  limit: number,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('member_tree')
    .innerJoin('members', 'members.id', 'member_tree.ancestor_id')
    .select('member_tree.descendant_id')
    .where('member_tree.ancestor_id', '=', agentId)
    .where('member_tree.depth', '>', 0)
    .where('members.merchant_id', '=', merchantId)
    .limit(limit)
    .execute();
  return rows.map(({ descendant_id }) => descendant_id);
}

/** The staff's tree: top agents (no upline, agent types) or the direct downline of `parentId`. */
export type NodeFilter = {
  merchantId: bigint;
  agentTypes: readonly number[];
  parentId?: bigint;
  /** Top agents whose account contains this text (lower case). */
  keyword?: string;
};

function nodeRows(db: Kysely<DB>, filter: NodeFilter) {
  let query = db.selectFrom('members').where('members.merchant_id', '=', filter.merchantId);
  if (filter.parentId !== undefined) return query.where('members.upline_id', '=', filter.parentId);
  query = query.where('members.upline_id', 'is', null).where('members.type', 'in', filter.agentTypes);
  if (filter.keyword !== undefined)
    query = query.where('members.account_key', 'like', `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  return query;
}

export async function nodeCount(db: Kysely<DB>, filter: NodeFilter): Promise<number> {
  const row = await nodeRows(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The members of the query with how many are directly below each, and below at any depth. */
function withCounts(query: ReturnType<typeof nodeRows>) {
  return query.select([
    'members.id',
    'members.account',
    'members.nickname',
    'members.type',
    'members.status',
    'members.upline_id',
    'members.created_at',
    (eb) =>
      eb
        .selectFrom('members as direct')
        .select((inner) => inner.fn.countAll<string>().as('directs'))
        .whereRef('direct.upline_id', '=', 'members.id')
        .as('directs'),
    (eb) =>
      eb
        .selectFrom('member_tree as below')
        .select((inner) => inner.fn.countAll<string>().as('size'))
        .whereRef('below.ancestor_id', '=', 'members.id')
        .where('below.depth', '>=', 1)
        .as('team_size'),
  ]);
}

/** A page of the tree's nodes: agents before members, then oldest account first. */
export function nodePage(db: Kysely<DB>, filter: NodeFilter, page: { offset: number; limit: number }) {
  return withCounts(nodeRows(db, filter))
    .orderBy(sql`members.type in (${sql.join(filter.agentTypes)})`, 'desc')
    .orderBy('members.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** One member of the brand by id or login name (lower case), with its counts. */
export function nodeOf(db: Kysely<DB>, merchantId: bigint, by: { id: bigint } | { accountKey: string }) {
  const query = withCounts(db.selectFrom('members').where('members.merchant_id', '=', merchantId));
  return (
    'id' in by
      ? query.where('members.id', '=', by.id)
      : query.where('members.account_key', '=', by.accountKey)
  ).executeTakeFirst();
}

/** Accounts of these members of the brand, by id. */
export async function accountsOf(db: Kysely<DB>, merchantId: bigint, ids: readonly bigint[]) {
  if (ids.length === 0) return new Map<bigint, string>();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.account]));
}
