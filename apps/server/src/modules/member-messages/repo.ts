import type { MoneyMessageKind } from '@platform/contracts/member-messages/schemas';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NewMoneyMessage = {
  merchantId: bigint;
  memberId: bigint;
  kind: MoneyMessageKind;
  amount: bigint;
  subject: string;
};

export async function insertMoneyMessage(db: Kysely<DB>, message: NewMoneyMessage): Promise<void> {
  await db
    .insertInto('member_money_messages')
    .values({
      merchant_id: message.merchantId,
      member_id: message.memberId,
      kind: message.kind,
      amount: message.amount,
      subject: message.subject,
    })
    .onConflict((conflict) => conflict.constraint('member_money_messages_once').doNothing())
    .execute();
}

const KINDS_OF: Record<'deposit' | 'withdrawal', MoneyMessageKind[]> = {
  deposit: ['deposit.success', 'deposit.failure'],
  withdrawal: ['withdrawal.approved', 'withdrawal.paid', 'withdrawal.rejected'],
};

export async function moneyMessagesOf(
  db: Kysely<DB>,
  memberId: bigint,
  { topic, offset, limit }: { topic: 'deposit' | 'withdrawal' | undefined; offset: number; limit: number },
) {
  const mine = db
    .selectFrom('member_money_messages')
    .where('member_id', '=', memberId)
    .$if(topic !== undefined, (query) => query.where('kind', 'in', KINDS_OF[topic ?? 'deposit']));
  const [rows, counts] = await Promise.all([
    mine
      .select(['id', 'kind', 'amount', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    mine
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) FILTER (WHERE read_at IS NULL)`.as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread) };
}

export async function markAllRead(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const result = await db
    .updateTable('member_money_messages')
    .set({ read_at: new Date() })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countUnread(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('member_money_messages')
    .select(sql<string>`count(*)`.as('unread'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Each member's newest money message and newest platform message to them or to their whole brand. */
export async function latestMessageIds(
  db: Kysely<DB>,
  members: readonly { merchantId: bigint; memberId: bigint }[],
) {
  if (members.length === 0) return [];
  const result = await sql<{ member_id: bigint; money: string | null; platform: string | null }>`
    SELECT m.member_id,
      (SELECT max(id) FROM member_money_messages WHERE member_id = m.member_id) AS money,
      greatest(
        (SELECT max(id) FROM platform_messages WHERE member_id = m.member_id),
        (SELECT max(id) FROM platform_messages WHERE merchant_id = m.merchant_id AND member_id IS NULL)
      ) AS platform
    FROM unnest(${members.map((member) => member.merchantId)}::bigint[], ${members.map((member) => member.memberId)}::bigint[])
      AS m(merchant_id, member_id)`.execute(db);
  return result.rows;
}
