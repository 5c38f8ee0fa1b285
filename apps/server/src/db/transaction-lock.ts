import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Holds `key` until the transaction ends: writers of one key take turns, also across API instances.
 * For writes no row lock can order, such as replacing a set of rows that may not exist yet.
 */
export async function lockUntilCommit(db: Kysely<DB>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/**
 * Holds `key` shared until the transaction ends: holders of a share run side by side, and a writer
 * taking the key with lockUntilCommit waits for them all (and they for it).
 */
export async function shareUntilCommit(db: Kysely<DB>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`.execute(db);
}
