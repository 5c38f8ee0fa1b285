import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OutgoingMessage } from './message.ts';
import * as repo from './repo.ts';

/**
 * A gateway that delivers a brand's messages of one channel. A real SMS or email gateway implements
 * this, is added to PROVIDERS, and is chosen for a brand by its `message_channels` row.
 */
type MessageProvider = {
  send: (db: Kysely<DB>, merchantId: bigint, message: OutgoingMessage) => Promise<void>;
};

/** Delivers nothing: records the message, so a demo or a test can read what would have been sent. */
const outbox: MessageProvider = {
  send: (db, merchantId, message) => repo.insertOutboxMessage(db, merchantId, message),
};

export const PROVIDERS = { outbox } as const satisfies Record<string, MessageProvider>;
