import type { ZSendPlatformMessageBody } from '@platform/contracts/member-messages/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { memberChanged } from '../../platform/member-changes.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberIdByAccount } from '../identity/directory.ts';
import { exclusionWindows } from '../protection/exclusion.ts';
import * as repo from './platform-repo.ts';
import { moneyUnreadCount } from './service.ts';

type Member = { merchantId: bigint; memberId: bigint };

/** The member's inbox, quiet during every break they took: no brand-wide message reaches them then. */
async function inboxOf(db: Kysely<DB>, member: Member) {
  return { ...member, quietWindows: await exclusionWindows(db, member.merchantId, member.memberId) };
}

/** The member's platform messages (messageV2): to them and to their whole brand, newest first. */
export async function platformMessages(
  db: Kysely<DB>,
  member: Member,
  query: { page: number; pageSize: number },
) {
  const { rows, total, unread } = await repo.platformMessagesOf(db, await inboxOf(db, member), {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    messages: rows.map((row) => ({
      id: String(row.id),
      title: row.title,
      content: row.content,
      read: row.read_at !== null,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    unread,
  };
}

/** Marks the member's messages `ids` read (ids of other members' messages are passed over), or all. */
export async function readPlatformMessages(
  db: Kysely<DB>,
  member: Member,
  ids: readonly string[] | undefined,
) {
  return { read: await repo.markPlatformRead(db, await inboxOf(db, member), ids?.map(BigInt)) };
}

/** The header's unread count (spec section 7): platform messages and deposit and withdrawal messages. */
export async function unreadCount(db: Kysely<DB>, member: Member) {
  const [platform, money] = await Promise.all([
    inboxOf(db, member)
      .then((inbox) => repo.countsOf(db, inbox))
      .then(({ unread }) => unread),
    moneyUnreadCount(db, member.memberId),
  ]);
  return { count: platform + money, platform, money };
}

/** Staff send a message to one member of the brand, or to all of them; the sending is audited. */
export async function sendPlatformMessage(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZSendPlatformMessageBody>,
) {
  const memberId =
    body.memberAccount === undefined ? null : await memberIdByAccount(db, merchant.id, body.memberAccount);
  if (memberId === undefined) throw new AppError('member.not.found');
  return db.transaction().execute(async (trx) => {
    const sent = await repo.insertPlatformMessage(trx, {
      merchantId: merchant.id,
      memberId,
      title: body.title,
      content: body.content,
    });
    await memberChanged(trx, {
      merchantId: merchant.id,
      kind: 'messages',
      memberIds: memberId === null ? 'brand' : [memberId],
    });
    await recordStaffAction(trx, staff, {
      action: 'message.send',
      merchantId: merchant.id,
      // A message to one member is on that member's audit trail (the players console shows it there).
      subject: memberId === null ? `platform_message:${sent.id}` : `member:${memberId}`,
      detail: {
        to: memberId === null ? 'brand' : `member:${memberId}`,
        messageId: String(sent.id),
        title: body.title,
      },
    });
    return { id: String(sent.id), createdAt: sent.created_at.toISOString() };
  });
}
