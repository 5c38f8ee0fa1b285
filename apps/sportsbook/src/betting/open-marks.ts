import type { Kysely } from 'kysely';
import { retrying } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { markOpen } from './repo.ts';

/**
 * Marks bets open once their stakes are debited, the bets of every placement that gets there while a
 * statement is out going together in the next one: one statement and one commit for many bets, each
 * still answered on its own (false: no longer reserved, a sweep moved it on meanwhile). A statement
 * that fails fails its bets, which stay reserved for the sweep, as a single one's failure left it.
 */
export function openMarks(db: Kysely<DB>) {
  let waiting: { betId: bigint; resolve: (opened: boolean) => void; reject: (error: unknown) => void }[] = [];
  let sending = false;
  async function send() {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const opened = await retrying(() =>
          markOpen(
            db,
            batch.map(({ betId }) => betId),
          ),
        );
        for (const { betId, resolve } of batch) resolve(opened.has(betId));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    sending = false;
  }
  return function markBetOpen(betId: bigint): Promise<boolean> {
    return new Promise((resolve, reject) => {
      waiting.push({ betId, resolve, reject });
      if (!sending) void send();
    });
  };
}

export type OpenMarks = ReturnType<typeof openMarks>;
