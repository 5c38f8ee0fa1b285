import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Marks settled each market with a result whose bets settlement has gone through at its result
 * version (`settled_version`, set once every page of them is done) and of which none is reserved or
 * still open (an accumulator waiting for another leg holds it). A corrected result takes a settled
 * market back to closed (`catalogue/repo.ts` writeEvent), and a later run marks it again. The status
 * is what staff and the feed see; settlement itself goes by the versions, never by it. Answers the
 * markets marked.
 */
export async function markSettledMarkets(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ id: bigint }>`
    UPDATE market AS m SET status = 'settled'
    WHERE m.status = 'closed' AND m.result IS NOT NULL AND m.settled_version = m.result_version
      AND NOT EXISTS (
        SELECT 1
        FROM selection AS s
        JOIN bet_leg AS l ON l.selection_id = s.id
        JOIN bet AS b ON b.id = l.bet_id
        WHERE s.market_id = m.id AND b.status IN ('reserved', 'open'))
    RETURNING m.id`.execute(db);
  return rows.length;
}
