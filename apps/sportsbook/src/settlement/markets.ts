import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Marks settled each market with a result whose every bet is settled at its result version: none
 * reserved or open (an accumulator waiting for another leg holds it), and none settled at an earlier
 * version (a corrected result not yet re-settled). A corrected result takes a settled market back to
 * closed (`catalogue/repo.ts` writeEvent), and a later run marks it again. The status is what staff
 * and the feed see; settlement itself goes by the bets' versions, never by it. Answers the markets
 * marked.
 */
export async function markSettledMarkets(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ id: bigint }>`
    UPDATE market AS m SET status = 'settled'
    WHERE m.status = 'closed' AND m.result IS NOT NULL
      AND NOT EXISTS (
        SELECT 1
        FROM selection AS s
        JOIN bet_leg AS l ON l.selection_id = s.id
        JOIN bet AS b ON b.id = l.bet_id
        WHERE s.market_id = m.id
          AND (b.status IN ('reserved', 'open')
            OR (b.status IN ('won', 'lost', 'void')
              -- The bet's version as settlement counts it (settlement/grading.ts versionOf).
              AND (SELECT sum(CASE WHEN e2.status = 'cancelled' OR m2.status = 'void' THEN 0
                                   ELSE m2.result_version END)
                   FROM bet_leg AS l2
                   JOIN selection AS s2 ON s2.id = l2.selection_id
                   JOIN market AS m2 ON m2.id = s2.market_id
                   JOIN event AS e2 ON e2.id = l2.event_id
                   WHERE l2.bet_id = b.id)
                > coalesce((SELECT max(p.version) FROM payment AS p WHERE p.bet_id = b.id), -1))))
    RETURNING m.id`.execute(db);
  return rows.length;
}
