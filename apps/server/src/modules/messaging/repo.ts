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
  scope: { merchantId: bigint; senderName: string; isRecordedOnly: boolean; now: Date },
  message: OutgoingMessage,
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      merchant_id: scope.merchantId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      sender_name: scope.senderName,
      ...(scope.isRecordedOnly ? { status: 'recorded' } : { status: 'pending', next_attempt_at: scope.now }),
    })
    .execute();
}

/** Marks recorded the waiting messages of channels that no provider delivers. */
export async function recordUndeliverable(db: Kysely<DB>, channels: readonly Channel[]): Promise<number> {
  if (channels.length === 0) return 0;
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'recorded', next_attempt_at: null })
    .where('status', '=', 'pending')
    .where('channel', 'in', channels)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Fails the claims whose worker stopped before recording an outcome: the provider may have taken the
 * message, so it is not sent again.
 */
export async function failAbandonedClaims(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .updateTable('outbox_messages')
    .set({
      status: 'failed',
      claimed_until: null,
      last_error: 'interrupted while sending: the provider may or may not have taken it',
    })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Fails the waiting messages written before `before`: what they carry (codes, links) has expired. */
export async function failStale(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'failed', next_attempt_at: null, last_error: 'expired before it could be delivered' })
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes up to `limit` due messages of `channels` for this worker until `claimedUntil`, counting the
 * attempt. SKIP LOCKED leaves the rows another worker is claiming to it, so no message is claimed twice.
 */
export function claimDue(
  db: Kysely<DB>,
  scope: { channels: readonly Channel[]; now: Date; claimedUntil: Date; limit: number },
) {
  return (
    db
      .updateTable('outbox_messages')
      .set((eb) => ({
        status: 'sending',
        attempts: eb('attempts', '+', 1),
        claimed_until: scope.claimedUntil,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_messages')
          .select('id')
          .where('status', '=', 'pending')
          .where('channel', 'in', scope.channels)
          .where('next_attempt_at', '<=', scope.now)
          .orderBy('next_attempt_at')
          .limit(scope.limit)
          .forUpdate()
          .skipLocked(),
      )
      // A row another worker claimed between the pick and the update is no longer pending.
      .where('status', '=', 'pending')
      .returning(['id', 'channel', 'recipient', 'subject', 'body', 'sender_name as senderName', 'attempts'])
      .execute()
  );
}

/** Records a claimed message's outcome, unless its claim was given up meanwhile. */
export async function recordOutcome(
  db: Kysely<DB>,
  id: bigint,
  outcome:
    | { status: 'sent'; transport: 'smtp' | 'twilio'; providerMessageId: string | null; at: Date }
    | { status: 'pending'; error: string; nextAttemptAt: Date }
    | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: outcome.status,
      claimed_until: null,
      ...(outcome.status === 'sent'
        ? {
            transport: outcome.transport,
            provider_message_id: outcome.providerMessageId,
            sent_at: outcome.at,
            next_attempt_at: null,
            last_error: null,
          }
        : {
            last_error: outcome.error,
            next_attempt_at: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
          }),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
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
      'outbox_messages.status',
      'outbox_messages.attempts',
      'outbox_messages.last_error as lastError',
      'outbox_messages.sent_at as sentAt',
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
      eb
        .selectFrom('outbox_messages')
        .select('id')
        .where('created_at', '<', before)
        // A message still to send (or being sent) is delivery's, however old; delivery fails it in time.
        .where('status', 'not in', ['pending', 'sending'])
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
