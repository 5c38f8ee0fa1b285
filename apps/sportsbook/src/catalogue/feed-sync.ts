import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EventSource } from '../feed/source.ts';
import { cancelUnreported, writeEvent } from './repo.ts';

const fingerprintOf = (value: unknown) =>
  createHash('sha256')
    .update(
      JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner)),
    )
    .digest('hex');

/**
 * Keeps the book's events, markets and prices to what a source reports: `sync(now)` writes each event
 * whose report changed since the last sync, each in its own transaction, and cancels the source's open
 * events it no longer reports.
 */
export function feedSync(db: Kysely<DB>, source: EventSource) {
  const written = new Map<string, string>();
  return async function sync(now: Date): Promise<void> {
    const events = source.eventsAt(now);
    for (const event of events) {
      const fingerprint = fingerprintOf(event);
      if (written.get(event.sourceId) === fingerprint) continue;
      await db.transaction().execute((trx) => writeEvent(trx, source.name, event));
      written.set(event.sourceId, fingerprint);
    }
    const reported = events.map(({ sourceId }) => sourceId);
    for (const id of written.keys()) if (!reported.includes(id)) written.delete(id);
    await cancelUnreported(db, source.name, reported);
  };
}
