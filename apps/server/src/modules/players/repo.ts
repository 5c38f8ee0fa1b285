import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

export async function insertNote(
  db: Kysely<DB>,
  note: { merchantId: bigint; memberId: bigint; operatorId: bigint; body: string },
) {
  return db
    .insertInto('player_notes')
    .values({
      merchant_id: note.merchantId,
      member_id: note.memberId,
      operator_id: note.operatorId,
      body: note.body,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The member's notes in `page` (a `pageWindow`), newest first. */
export function notesOf(db: Kysely<DB>, memberId: bigint, page: { offset: number; limit: number }) {
  return db
    .selectFrom('player_notes')
    .select(['id', 'operator_id', 'body', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Each member's tags, by member, for a page of members in one query. */
export async function tagsOf(db: Kysely<DB>, memberIds: readonly bigint[]): Promise<Map<bigint, string[]>> {
  const tags = new Map(memberIds.map((id) => [id, [] as string[]]));
  if (memberIds.length === 0) return tags;
  const rows = await db
    .selectFrom('player_tags')
    .select(['member_id', 'tag'])
    .where(sql<boolean>`member_id = any(${memberIds.map(String)}::bigint[])`)
    .orderBy('tag')
    .execute();
  for (const row of rows) tags.get(row.member_id)?.push(row.tag);
  return tags;
}

/** Replaces the member's tags with `tags` (one writer at a time per member); answers the tags before. */
export async function replaceTags(
  trx: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  tags: readonly string[],
): Promise<string[]> {
  await lockUntilCommit(trx, `player-tags:${memberId}`);
  const before = await trx
    .deleteFrom('player_tags')
    .where('member_id', '=', memberId)
    .returning('tag')
    .execute();
  if (tags.length > 0)
    await trx
      .insertInto('player_tags')
      .values(tags.map((tag) => ({ merchant_id: merchantId, member_id: memberId, tag })))
      .execute();
  return before.map(({ tag }) => tag).sort();
}

export async function taggedMembers(
  db: Kysely<DB>,
  merchantId: bigint,
  tag: string,
  limit: number,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('player_tags')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('tag', '=', tag)
    .limit(limit)
    .execute();
  return rows.map(({ member_id }) => member_id);
}

export function savedFiltersOf(db: Kysely<DB>, operatorId: bigint, merchantId: bigint) {
  return db
    .selectFrom('player_saved_filters')
    .select(['id', 'name', 'filter', 'created_at'])
    .where('operator_id', '=', operatorId)
    .where('merchant_id', '=', merchantId)
    .orderBy('name')
    .execute();
}

/** Saves the filter unless the staff member has one of that name on the brand; answers it, or undefined. */
export function insertSavedFilter(
  db: Kysely<DB>,
  filter: { operatorId: bigint; merchantId: bigint; name: string; filter: Record<string, unknown> },
) {
  return db
    .insertInto('player_saved_filters')
    .values({
      operator_id: filter.operatorId,
      merchant_id: filter.merchantId,
      name: filter.name,
      filter: JSON.stringify(filter.filter),
    })
    .onConflict((conflict) => conflict.columns(['operator_id', 'merchant_id', 'name']).doNothing())
    .returning(['id', 'name', 'filter', 'created_at'])
    .executeTakeFirst();
}

/** Deletes the staff member's own saved filter; answers whether there was one. */
export async function deleteSavedFilter(
  db: Kysely<DB>,
  filter: { operatorId: bigint; merchantId: bigint; id: bigint },
): Promise<boolean> {
  const rows = await db
    .deleteFrom('player_saved_filters')
    .where('id', '=', filter.id)
    .where('operator_id', '=', filter.operatorId)
    .where('merchant_id', '=', filter.merchantId)
    .returning('id')
    .execute();
  return rows.length > 0;
}
