import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { prepared } from './prepared.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const echo = prepared((db, values: { first: number; second: string }) =>
  db.selectNoFrom([
    sql<number>`${values.first}::int`.as('first'),
    sql<string>`${values.second}::text`.as('second'),
    // A value of the statement itself: kept as it was compiled.
    sql<number>`${7}::int`.as('constant'),
    // The same value twice is the same value both times.
    sql<number>`${values.first}::int + 1`.as('next'),
    sql<number>`pg_backend_pid()`.as('backend'),
  ]),
);

describe('a statement compiled once', () => {
  it("answers each call's own values, in any order and with the statement's constants", async () => {
    const calls = await Promise.all(
      [1, 2, 3, 40].map(async (first) => (await echo(database.db, { first, second: `v${first}` })).rows[0]),
    );
    expect(calls.map((row) => row && { ...row, backend: undefined })).toEqual(
      [1, 2, 3, 40].map((first) => ({
        first,
        second: `v${first}`,
        constant: 7,
        next: first + 1,
        backend: undefined,
      })),
    );
  });

  it("runs on the transaction's connection when given a transaction", async () => {
    await database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      const row = (await echo(trx, { first: 5, second: 'in a transaction' })).rows[0];
      expect(row?.backend).toBe(rows[0]?.pid);
      expect(row?.second).toBe('in a transaction');
    });
  });
});

const named = prepared(
  (db, values: { first: number }) => db.selectNoFrom(sql<number>`${values.first}::int`.as('first')),
  {
    name: 'prepared_test_named',
  },
);

describe('a statement compiled once with a name', () => {
  it('is prepared under its name on PostgreSQL, once per connection, and answers each call', async () => {
    await database.db.transaction().execute(async (trx) => {
      const answers = [];
      for (const first of [1, 2, 3]) answers.push((await named(trx, { first })).rows[0]?.first);
      expect(answers).toEqual([1, 2, 3]);
      const { rows } = await sql<{ name: string; plans: string }>`
        SELECT name, (generic_plans + custom_plans)::text AS plans FROM pg_prepared_statements`.execute(trx);
      // The embedded database has one connection and no pool: Kysely's statements go unnamed there.
      expect(rows).toEqual(database.kind === 'postgres' ? [{ name: 'prepared_test_named', plans: '3' }] : []);
    });
  });
});
