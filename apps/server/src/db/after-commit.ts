import type { DatabaseConnection, Dialect, Driver, Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** What runs once the transaction of each connection commits; a rollback or an abort drops it. */
const waiting = new WeakMap<DatabaseConnection, (() => void)[]>();

/**
 * `dialect` whose driver runs each transaction's `afterCommit` work once its COMMIT has succeeded,
 * whoever opened the transaction (a module's own `db.transaction()` or the ledger's wrapper), so a
 * writer can say "this changed" without knowing where its caller's transaction ends.
 */
export function withAfterCommit(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => committing(dialect.createDriver()),
  };
}

function committing(driver: Driver): Driver {
  return {
    init: (options) => driver.init(options),
    acquireConnection: (options) => driver.acquireConnection(options),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
    beginTransaction: (connection, settings) => {
      // Left by a transaction that aborted without a ROLLBACK of ours: it never committed.
      waiting.delete(connection);
      return driver.beginTransaction(connection, settings);
    },
    commitTransaction: async (connection) => {
      await driver.commitTransaction(connection);
      const work = waiting.get(connection) ?? [];
      waiting.delete(connection);
      for (const run of work) run();
    },
    rollbackTransaction: async (connection) => {
      waiting.delete(connection);
      await driver.rollbackTransaction(connection);
    },
    ...(driver.savepoint ? { savepoint: driver.savepoint.bind(driver) } : {}),
    ...(driver.rollbackToSavepoint ? { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) } : {}),
    ...(driver.releaseSavepoint ? { releaseSavepoint: driver.releaseSavepoint.bind(driver) } : {}),
  };
}

/**
 * Runs `work` once what `db` wrote is committed: at once outside a transaction (its statements
 * committed as they ran), else after the transaction's COMMIT, and never when it rolls back. `work`
 * must not throw: it runs where the commit returns to the writer.
 */
export async function afterCommit(db: Kysely<DB>, work: () => void): Promise<void> {
  if (!db.isTransaction) {
    work();
    return;
  }
  await db.getExecutor().provideConnection(async (connection) => {
    const queued = waiting.get(connection) ?? [];
    queued.push(work);
    waiting.set(connection, queued);
  });
}
