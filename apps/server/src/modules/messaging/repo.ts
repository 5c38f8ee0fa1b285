import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Channel, OutgoingMessage } from './message.ts';

export async function providerOf(db: Kysely<DB>, merchantId: bigint, channel: Channel) {
  const row = await db
    .selectFrom('message_channels')
    .select('provider')
    .where('merchant_id', '=', merchantId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row?.provider;
}

export async function insertOutboxMessage(
  db: Kysely<DB>,
  merchantId: bigint,
  message: OutgoingMessage,
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      merchant_id: merchantId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
    })
    .execute();
}

export function listOutboxMessages(
  db: Kysely<DB>,
  scope: {
    merchantId: bigint | undefined;
    channel: Channel | undefined;
    recipient: string | undefined;
    limit: number;
  },
) {
  let query = db
    .selectFrom('outbox_messages')
    .innerJoin('merchants', 'merchants.id', 'outbox_messages.merchant_id')
    .select([
      'outbox_messages.id',
      'merchants.code as merchantCode',
      'outbox_messages.channel',
      'outbox_messages.recipient',
      'outbox_messages.subject',
      'outbox_messages.body',
      'outbox_messages.purpose',
      'outbox_messages.created_at as createdAt',
    ])
    .orderBy('outbox_messages.id', 'desc')
    .limit(scope.limit);
  if (scope.merchantId !== undefined)
    query = query.where('outbox_messages.merchant_id', '=', scope.merchantId);
  if (scope.channel) query = query.where('outbox_messages.channel', '=', scope.channel);
  if (scope.recipient) query = query.where('outbox_messages.recipient', '=', scope.recipient);
  return query.execute();
}

/** SMS the brand has sent on `day` (YYYY-MM-DD, GMT+8). */
export async function smsSentOn(db: Kysely<DB>, merchantId: bigint, day: string): Promise<number> {
  const row = await db
    .selectFrom('sms_daily_sends')
    .select('sent')
    .where('merchant_id', '=', merchantId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.sent ?? 0;
}

/**
 * Counts one more SMS on `day` if the count is still under `quota`, in one statement so that
 * concurrent sends cannot both take the last one. Answers whether it was counted.
 */
export async function claimSms(
  db: Kysely<DB>,
  scope: { merchantId: bigint; day: string; quota: number },
): Promise<boolean> {
  const row = await db
    .insertInto('sms_daily_sends')
    .values({ merchant_id: scope.merchantId, day: scope.day, sent: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['merchant_id', 'day'])
        .doUpdateSet((eb) => ({ sent: eb('sms_daily_sends.sent', '+', 1) }))
        .where('sms_daily_sends.sent', '<', scope.quota),
    )
    .returning('sent')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes at most `limit` outbox messages written before `before`; answers how many. */
export async function deleteOutboxMessages(db: Kysely<DB>, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('outbox_messages')
    .where('id', 'in', (eb) =>
      eb.selectFrom('outbox_messages').select('id').where('created_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
