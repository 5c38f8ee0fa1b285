import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { memberChanged } from '../../platform/member-changes.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';

/**
 * Tells a member that their deposit succeeded or failed, or their withdrawal was approved or
 * rejected. Pass the transaction of the change itself; the same kind and subject (deposit:12) posted
 * again is ignored, so a retried change never sends its news twice.
 */
export async function postMoneyMessage(db: Kysely<DB>, message: repo.NewMoneyMessage): Promise<void> {
  if (message.amount < 0n) throw new Error('A money message carries a non-negative amount');
  await repo.insertMoneyMessage(db, message);
  await memberChanged(db, {
    merchantId: message.merchantId,
    kind: 'messages',
    memberIds: [message.memberId],
  });
}

export async function moneyMessages(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: { topic?: 'deposit' | 'withdrawal' | undefined; page: number; pageSize: number },
) {
  const { rows, total, unread } = await repo.moneyMessagesOf(db, memberId, {
    topic: query.topic,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    messages: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      amount: formatMinorUnits(row.amount, merchant.currencyScale),
      read: row.read_at !== null,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    unread,
  };
}

export async function readAllMoneyMessages(db: Kysely<DB>, memberId: bigint) {
  return { read: await repo.markAllRead(db, memberId) };
}

export function moneyUnreadCount(db: Kysely<DB>, memberId: bigint): Promise<number> {
  return repo.countUnread(db, memberId);
}

/**
 * Per member, a mark that changes when a message reaches them: a money message, or a platform message
 * to them or to their whole brand (a live stream compares marks; what is unread the site then asks).
 */
export async function messageMarks(
  db: Kysely<DB>,
  members: readonly { merchantId: bigint; memberId: bigint }[],
): Promise<Map<bigint, string>> {
  const rows = await repo.latestMessageIds(db, members);
  return new Map(rows.map((row) => [row.member_id, `${row.money ?? 0}.${row.platform ?? 0}`]));
}
