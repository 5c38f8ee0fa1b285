import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type PlacingSession, placingSession } from './repo.ts';

/**
 * How long a session and its book limits are kept before they are read again: a session never
 * changes, and a limit staff change applies to every session this soon.
 */
const KEPT_MS = 10_000;

/** The most sessions kept at once; the longest kept goes first. */
const MOST_KEPT = 10_000;

/**
 * Each session with its currency's book limits, read once per `KEPT_MS` rather than on every slip:
 * a member betting quickly bets on what the last read said. An unknown session is not kept.
 */
export function placingSessions(db: Kysely<DB>) {
  const kept = new Map<string, { session: PlacingSession; until: number }>();
  return async function placingSessionOf(id: string): Promise<PlacingSession | undefined> {
    const hit = kept.get(id);
    if (hit && hit.until > performance.now()) return hit.session;
    const session = await placingSession(db, id);
    kept.delete(id);
    if (!session) return undefined;
    const oldest = kept.keys().next();
    if (kept.size >= MOST_KEPT && !oldest.done) kept.delete(oldest.value);
    kept.set(id, { session, until: performance.now() + KEPT_MS });
    return session;
  };
}
