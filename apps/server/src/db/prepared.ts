import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema.ts';

/** The texts of the statements compiled with a `name`, each sent under its name (sendNamedStatements). */
const statementNames = new Map<string, string>();

/**
 * Makes `client` send the statements compiled with a `name` as named prepared statements: parsed,
 * analysed and planned once per connection, then only bound and run. Kysely sends every statement
 * unnamed, which PostgreSQL parses and plans again on each call; for a statement as small as a call of
 * a database function that was most of what it cost outside the function (docs/benchmarks.md, Lottery).
 */
export function sendNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  client.query = ((config: unknown, values?: unknown) => {
    const name = typeof config === 'string' ? statementNames.get(config) : undefined;
    return name === undefined ? query(config, values) : query({ name, text: config, values });
  }) as typeof client.query;
}

/** Stands where a call's value goes while the statement is compiled; replaced by position on each call. */
class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

type Compiled = { query: CompiledQuery; values: (Slot | { constant: unknown })[] };

/**
 * A statement that runs on every request (the session check, the member's own reads), built and
 * compiled by Kysely once per dialect instead of on each call: building and compiling were about a
 * tenth of a busy instance's time (docs/benchmarks.md, Member info). `build` is given, for each of a
 * call's values, a stand-in that becomes the statement's parameter, so the statement's shape cannot
 * depend on a call's values; the constants it writes (a status list, a limit) stay as they were
 * compiled. The statement still runs through `db`, in its transaction when it is one, and shows in
 * Kysely's query log as any other.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, values: P) => Compilable<R>,
  /**
   * Sent as a prepared statement of this name on PostgreSQL (sendNamedStatements): for a statement
   * whose plan does not depend on its values, as a call of a database function's does not.
   */
  options: { name?: string } = {},
): (db: Kysely<DB>, values: P) => Promise<QueryResult<R>> {
  // By adapter: the embedded database and PostgreSQL may compile differently, and a transaction's
  // Kysely shares its database's adapter.
  const compiled = new WeakMap<DialectAdapter, Compiled>();
  const compile = (db: Kysely<DB>): Compiled => {
    const slots = new Proxy({}, { get: (_target, name) => new Slot(String(name)) }) as P;
    const query = build(db, slots).compile();
    if (options.name !== undefined) statementNames.set(query.sql, options.name);
    return {
      query,
      values: query.parameters.map((parameter) =>
        parameter instanceof Slot ? parameter : { constant: parameter },
      ),
    };
  };
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let statement = compiled.get(adapter);
    if (!statement) {
      statement = compile(db);
      compiled.set(adapter, statement);
    }
    const parameters = statement.values.map((value) =>
      value instanceof Slot ? values[value.name] : value.constant,
    );
    return db.executeQuery<R>({ ...statement.query, parameters } as CompiledQuery<R>);
  };
}
