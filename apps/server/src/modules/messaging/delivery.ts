import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Channel } from './message.ts';
import * as repo from './repo.ts';
import { DeliveryError, type MessageTransports } from './transports.ts';

const CHANNELS: readonly Channel[] = ['sms', 'email'];
/** Attempts a message gets before a transient failure becomes its last. */
export const MAX_ATTEMPTS = 5;
/** The wait before the second attempt; each later one waits twice the one before. */
const FIRST_RETRY_MS = 30_000;
/**
 * A message not delivered this long after it was written is failed instead: its code (10 minutes)
 * or reset link (30 minutes) has expired, and a worker back from a long stop must not send old codes.
 */
const DELIVERY_WINDOW_MS = 30 * 60_000;
/** How long a claim lasts: longer than a batch takes, each send being timed out (transports.ts). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export type DeliveryReport = {
  sent: number;
  retrying: number;
  failed: number;
  /** Messages of channels without a provider, left in the outbox. */
  recorded: number;
};

/** When a message whose attempt `attempts` failed is tried again: 30 s, 1, 2, 4 minutes. */
function nextAttemptAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
}

/**
 * Delivers the outbox's due messages, a batch at a time: the job that runs it (on the queue, any
 * number of workers at once) calls it every few seconds. Each message is claimed before it is sent, so
 * two workers never send one message, and its outcome recorded after: sent with the provider's id,
 * retried with backoff after a transient failure, failed after a permanent one or its last attempt.
 * A message is sent at most once: a worker that stops mid-send leaves a claim that is failed once it
 * lapses, never sent again.
 */
export async function deliverDueMessages(
  db: Kysely<DB>,
  transports: MessageTransports,
  now = new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, recorded: 0 };
  const delivered = CHANNELS.filter((channel) => transports[channel] !== undefined);
  report.recorded = await repo.recordUndeliverable(
    db,
    CHANNELS.filter((channel) => transports[channel] === undefined),
  );
  report.failed += await repo.failAbandonedClaims(db, now);
  report.failed += await repo.failStale(db, new Date(now.getTime() - DELIVERY_WINDOW_MS));
  if (delivered.length === 0) return report;
  const claimed = await repo.claimDue(db, {
    channels: delivered,
    now,
    claimedUntil: new Date(now.getTime() + CLAIM_MS),
    limit: BATCH,
  });
  for (const message of claimed) {
    const transport = transports[message.channel];
    if (!transport) continue;
    try {
      const providerMessageId = await transport.send(message);
      await repo.recordOutcome(db, message.id, {
        status: 'sent',
        transport: transport.name,
        providerMessageId,
        at: now,
      });
      report.sent += 1;
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError(`${transport.name}: ${String(error)}`, false);
      if (failure.isPermanent || message.attempts >= MAX_ATTEMPTS) {
        await repo.recordOutcome(db, message.id, { status: 'failed', error: failure.message });
        report.failed += 1;
      } else {
        await repo.recordOutcome(db, message.id, {
          status: 'pending',
          error: failure.message,
          nextAttemptAt: nextAttemptAt(now, message.attempts),
        });
        report.retrying += 1;
      }
    }
  }
  return report;
}
