import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * A fault of the database while a row is written: every update of the `table` rows whose `column`
 * is `value` raises an error inside its transaction, which rolls back whole, until the answered
 * function takes the fault away.
 */
export async function failUpdatesOf(
  db: Kysely<DB>,
  table: keyof DB & string,
  column: string,
  value: string,
): Promise<() => Promise<void>> {
  await sql`CREATE OR REPLACE FUNCTION test_failing_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the database failed, as the test planned'; END $$`.execute(db);
  await sql`CREATE TRIGGER test_failing_update BEFORE UPDATE ON ${sql.table(table)} FOR EACH ROW
    WHEN (OLD.${sql.ref(column)} = ${sql.lit(value)}) EXECUTE FUNCTION test_failing_update()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER test_failing_update ON ${sql.table(table)}`.execute(db);
  };
}
