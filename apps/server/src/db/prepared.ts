import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import type { DB } from './schema.ts';

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
): (db: Kysely<DB>, values: P) => Promise<QueryResult<R>> {
  // By adapter: the embedded database and PostgreSQL may compile differently, and a transaction's
  // Kysely shares its database's adapter.
  const compiled = new WeakMap<DialectAdapter, Compiled>();
  const compile = (db: Kysely<DB>): Compiled => {
    const slots = new Proxy({}, { get: (_target, name) => new Slot(String(name)) }) as P;
    const query = build(db, slots).compile();
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
