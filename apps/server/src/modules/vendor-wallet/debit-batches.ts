import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { retryingMoneyWork } from '../ledger/service.ts';
import { type DebitOutcome, debitInOneStatement, debitsInOneStatement, type OneDebit } from './repo.ts';

/**
 * Batches in flight at once per database: each is one backend busy with its rows, and while they run
 * the debits arriving meanwhile gather into the next. Two keep a 2-core machine's PostgreSQL busy
 * without splitting the arrivals into batches of one (issue 25, docs/benchmarks.md).
 */
const IN_FLIGHT = 2;
/** The most rows one statement carries: a batch holds every row's locks until its commit. */
const MOST_ROWS = 32;

type Debit = Omit<OneDebit, 'callerCounts'>;
type Outcome = { outcome: DebitOutcome; answer: unknown };
type Waiting = { debit: Debit; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void };

/** A debit alone, as before batching: its own statement, run again after a serialization failure. */
const alone = (db: Kysely<DB>, debit: Debit) =>
  retryingMoneyWork(() => debitInOneStatement(db, { ...debit, callerCounts: false }));

function batcher(db: Kysely<DB>) {
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const send = async (batch: Waiting[]) => {
    const [only] = batch;
    if (batch.length === 1 && only) {
      await alone(db, only.debit).then(only.resolve, only.reject);
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await debitsInOneStatement(
        db,
        batch.map(({ debit }) => debit),
      );
    } catch {
      // Nothing of the batch is written: each row goes on alone, meeting its own refusal, retry
      // or error as if it had never been batched.
      await Promise.all(batch.map(({ debit, resolve, reject }) => alone(db, debit).then(resolve, reject)));
      return;
    }
    for (const [at, { resolve }] of batch.entries()) resolve(outcomes[at] as Outcome);
  };

  const flush = () => {
    scheduled = false;
    while (inFlight < IN_FLIGHT && waiting.length > 0) {
      inFlight += 1;
      void send(waiting.splice(0, MOST_ROWS)).finally(() => {
        inFlight -= 1;
        // What gathered while this batch ran has waited already: it goes at once.
        flush();
      });
    }
  };

  return (debit: Debit): Promise<Outcome> =>
    new Promise<Outcome>((resolve, reject) => {
      waiting.push({ debit, resolve, reject });
      if (inFlight < IN_FLIGHT && !scheduled) {
        // The calls read from the network in the same turn of the event loop go together.
        scheduled = true;
        setImmediate(flush);
      }
    });
}

const batchers = new WeakMap<Kysely<DB>, ReturnType<typeof batcher>>();

/**
 * A debit whose stake vendor_debit counts itself, sent with the debits that arrive with it as one
 * statement and one transaction (issue 25's group commit; vendor_debit_batch), or alone when none
 * does. Its outcome is the one it would have had alone: a refusal writes nothing, and a batch that
 * fails goes again one debit at a time. Inside a transaction the debit runs there, alone.
 */
export function batchedDebit(db: Kysely<DB>, debit: Debit): Promise<Outcome> {
  if (db.isTransaction) return alone(db, debit);
  let debitOf = batchers.get(db);
  if (!debitOf) {
    debitOf = batcher(db);
    batchers.set(db, debitOf);
  }
  return debitOf(debit);
}
