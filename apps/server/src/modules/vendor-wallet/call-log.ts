import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type CallLogRow, logCalls } from './repo.ts';

/** A batch is written when it holds this many calls, or this long after its first call came. */
const BATCH_CALLS = 500;
const BATCH_MS = 100;

type CallLog = { add: (call: CallLogRow) => void; flush: () => Promise<void> };

/** The call logs of this process's API instances that are open. */
const openLogs = new Set<CallLog>();

/** Writes what every open call log of this process has gathered: a test reads the log after its calls. */
export async function flushCallLogs(): Promise<void> {
  await Promise.all([...openLogs].map((callLog) => callLog.flush()));
}

/**
 * The raw wallet call log (vendor_calls), kept off the calls' own path (issue 25): each instance
 * gathers the calls it answered and writes them in one multi-row statement per batch, in the order it
 * answered them, one batch at a time; `flush` writes what is gathered (at shutdown, after the last
 * call). What a debit, credit or rollback did is recorded in its own transaction (vendor_transactions
 * with its answer, the ledger, the round): the raw log is the evidence of what was sent. A crash loses
 * at most the calls of the last BATCH_MS, and a batch the database refuses is logged as lost: an
 * audit still finds each movement in its vendor transaction, only not the bytes of that call.
 */
export function batchedCallLog(db: Kysely<DB>, log: Pick<FastifyBaseLogger, 'error'>) {
  let gathered: CallLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (gathered.length === 0) return writing;
    const batch = gathered;
    gathered = [];
    writing = writing
      .then(() => logCalls(db, batch))
      .catch((err: unknown) =>
        log.error({ err, lost: batch.length }, 'wallet calls were not kept in the call log'),
      );
    return writing;
  };

  const callLog: CallLog = {
    add(call) {
      gathered.push(call);
      if (gathered.length >= BATCH_CALLS) void flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, BATCH_MS);
        // A call gathered last must not hold the process open; shutdown flushes it.
        timer.unref();
      }
    },
    flush,
  };
  openLogs.add(callLog);
  return {
    add: callLog.add,
    /** Writes what is gathered and forgets this log: the instance is closing. */
    close: () => {
      openLogs.delete(callLog);
      return flush();
    },
  };
}
