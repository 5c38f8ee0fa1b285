import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';
import { lockUntilCommit } from './transaction-lock.ts';

/**
 * Closes the windows of settled play (lottery bets by settle time, game rounds by close time, credited
 * deposits by decision time) ending at or before `until`, before a job reads them: every transaction
 * still stamping one commits or aborts first, and any that stamps afterwards is moved to `until` or
 * later (migrations 0072 and 0078), so a
 * window read after this never misses a bet that lands in it, however long its settling pass ran. The
 * barrier never passes the database's clock: a job asked about a window not yet over (a clock ahead,
 * a test's day) must not push every later settle time into the future.
 */
export async function closeSettledPlayWindows(db: Kysely<DB>, until: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, 'settled-play-window');
    await sql`SELECT setval('settled_play_barrier', greatest(last_value,
        least(${until.getTime()}::bigint, floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint)))
      FROM settled_play_barrier`.execute(trx);
  });
}
