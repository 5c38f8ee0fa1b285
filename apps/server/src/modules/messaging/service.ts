import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../system/merchant.ts';
import { type Channel, type OutgoingMessage, PROVIDERS } from './providers.ts';
import * as repo from './repo.ts';

export type { OutgoingMessage } from './providers.ts';

/** Sends through the brand's provider for the channel; a brand with none configured uses the outbox. */
export async function sendMessage(
  db: Kysely<DB>,
  merchant: Merchant,
  message: OutgoingMessage,
): Promise<void> {
  const provider = PROVIDERS[(await repo.providerOf(db, merchant.id, message.channel)) ?? 'outbox'];
  await provider.send(db, merchant.id, message);
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
