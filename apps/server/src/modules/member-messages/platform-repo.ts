import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NewPlatformMessage = {
  merchantId: bigint;
  memberId: bigint | null;
  title: string;
  content: string;
};

export function insertPlatformMessage(db: Kysely<DB>, message: NewPlatformMessage) {
  return db
    .insertInto('platform_messages')
    .values({
      merchant_id: message.merchantId,
      member_id: message.memberId,
      title: message.title,
      content: message.content,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Whose inbox: the member, and the windows of their time-outs and self-exclusions, during which
 * messages to the whole brand (promotions, news) are not for them.
 */
type Inbox = { merchantId: bigint; memberId: bigint; quietWindows?: readonly { from: Date; until: Date }[] };

/** The messages a member sees: those to them and those to their whole brand (but in quiet windows). */
function inboxOf(db: Kysely<DB>, member: Inbox) {
  const quiet = member.quietWindows ?? [];
  return db
    .selectFrom('platform_messages as message')
    .leftJoin('platform_message_reads as seen', (join) =>
      join.onRef('seen.message_id', '=', 'message.id').on('seen.member_id', '=', member.memberId),
    )
    .where('message.merchant_id', '=', member.merchantId)
    .where((eb) =>
      eb.or([eb('message.member_id', '=', member.memberId), eb('message.member_id', 'is', null)]),
    )
    .$if(quiet.length > 0, (query) =>
      query.where((eb) =>
        eb.or([
          eb('message.member_id', 'is not', null),
          eb.and(
            quiet.map((window) =>
              eb.or([
                eb('message.created_at', '<', window.from),
                eb('message.created_at', '>=', window.until),
              ]),
            ),
          ),
        ]),
      ),
    );
}

export async function platformMessagesOf(
  db: Kysely<DB>,
  member: Inbox,
  page: { offset: number; limit: number },
) {
  const [rows, counts] = await Promise.all([
    inboxOf(db, member)
      .select(['message.id', 'message.title', 'message.content', 'message.created_at', 'seen.read_at'])
      .orderBy('message.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    countsOf(db, member),
  ]);
  return { rows, ...counts };
}

export async function countsOf(db: Kysely<DB>, member: Inbox) {
  const row = await inboxOf(db, member)
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE seen.read_at IS NULL)`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Marks read the member's unread messages (of `ids` only, when given); answers how many. */
export async function markPlatformRead(
  db: Kysely<DB>,
  member: Inbox,
  ids: readonly bigint[] | undefined,
): Promise<number> {
  const unread = inboxOf(db, member)
    .where('seen.read_at', 'is', null)
    .$if(ids !== undefined, (query) => query.where('message.id', 'in', ids ?? []))
    .select(['message.id as message_id', sql<bigint>`${member.memberId}::bigint`.as('member_id')]);
  const result = await db
    .insertInto('platform_message_reads')
    .columns(['message_id', 'member_id'])
    .expression(unread)
    .onConflict((conflict) => conflict.columns(['member_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
