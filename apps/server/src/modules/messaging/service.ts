import { gmt8DayOf } from '@platform/contracts/gmt8';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { deleteInBatches } from '../../platform/batches.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { Channel, OutgoingMessage } from './message.ts';
import * as repo from './repo.ts';

export type { OutgoingMessage } from './message.ts';

/**
 * Refuses with phone.quota.exceeded once the brand's SMS of the day are spent: callers check before
 * making a code, so a spent quota answers alike whoever the number belongs to.
 */
export async function requireSmsQuota(db: Kysely<DB>, merchant: Merchant, now = new Date()): Promise<void> {
  const quota = merchant.smsDailyQuota;
  if (quota !== null && (await repo.smsSentOn(db, merchant.id, gmt8DayOf(now))) >= quota)
    throw new AppError('phone.quota.exceeded');
}

/**
 * Queues the message in the outbox, in the caller's transaction when it has one; the delivery job
 * (delivery.ts) hands it to the installation's provider for the channel. A brand whose
 * `message_channels` row names the outbox keeps the channel's messages there, delivered by none.
 * Each SMS takes one of the brand's daily quota first, or is refused with phone.quota.exceeded.
 */
export async function sendMessage(
  db: Kysely<DB>,
  merchant: Merchant,
  message: OutgoingMessage,
  now = new Date(),
): Promise<void> {
  const quota = merchant.smsDailyQuota;
  if (message.channel === 'sms' && quota !== null) {
    const isCounted =
      quota > 0 && (await repo.claimSms(db, { merchantId: merchant.id, day: gmt8DayOf(now), quota }));
    if (!isCounted) throw new AppError('phone.quota.exceeded');
  }
  const pinned = await repo.providerOf(db, merchant.id, message.channel);
  await repo.insertOutboxMessage(
    db,
    { merchantId: merchant.id, senderName: merchant.name, isRecordedOnly: pinned === 'outbox', now },
    message,
  );
}

export type OutboxEntry = Awaited<ReturnType<typeof repo.listOutboxMessages>>[number];

/** The outbox's newest messages first, of one brand (or of every brand, for the local CLI). */
export function listOutbox(
  db: Kysely<DB>,
  merchantId: bigint | undefined,
  filter: { channel?: Channel; recipient?: string; limit: number },
): Promise<OutboxEntry[]> {
  return repo.listOutboxMessages(db, {
    merchantId,
    channel: filter.channel,
    recipient: filter.recipient,
    limit: filter.limit,
  });
}

/**
 * The retention job: forgets outbox messages written before `before`. Every outbox message has been
 * handed to its channel (the outbox is where a brand without a provider sends); a brand's daily SMS
 * quota is counted apart, so this changes no quota. Answers how many were deleted.
 */
export function forgetOutboxMessages(db: Kysely<DB>, before: Date): Promise<number> {
  return deleteInBatches((limit) => repo.deleteOutboxMessages(db, before, limit));
}
