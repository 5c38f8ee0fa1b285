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
