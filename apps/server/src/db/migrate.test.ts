import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';

const FUNCTIONS_DIR = new URL('./functions/', import.meta.url);
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

let database: TestDatabase;
let schema: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db);
  schema = rows[0]?.schema ?? 'public';
});
afterAll(() => database?.close());

async function definitionOf(name: string): Promise<string | undefined> {
  const { rows } = await sql<{ definition: string }>`
    SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc AS p
    WHERE p.proname = ${name} AND p.pronamespace = current_schema()::regnamespace`.execute(database.db);
  return rows[0]?.definition;
}

/** What the database holds if it missed an edit of the function's file. */
async function holdOlderVersion(): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION vendor_lock_transaction_id(p_provider text, p_transaction_id text)
    RETURNS void LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock(0) $$`.execute(database.db);
}

describe('SQL functions, one file each', () => {
  it('gives every function of the migrated schema its own file, named after it', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT proname AS name FROM pg_proc WHERE pronamespace = current_schema()::regnamespace ORDER BY 1`.execute(
      database.db,
    );
    const files = (await readdir(FUNCTIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    expect(rows.map((row) => `${row.name}.sql`)).toEqual(files);
  });

  it('keeps function definitions out of the migrations, which include the files instead', async () => {
    const restated: string[] = [];
    for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
      const source = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
      for (const match of source.matchAll(/^(?:CREATE(?: OR REPLACE)?|ALTER) FUNCTION (\w+)/gm)) {
        restated.push(`${file}: ${match[1]}`);
      }
    }
    // ledger_move_many is history: 0061 drops it, so it has no current definition to keep in a file.
    expect(restated).toEqual(['0053_ledger_batches_and_lottery_seeds.sql: ledger_move_many']);
  });

  it('brings an edited function file to a database migrated before the edit, and only an edited one', async () => {
    const current = await definitionOf('vendor_lock_transaction_id');
    expect(current).toContain("p_provider || '/' || p_transaction_id");

    await holdOlderVersion();
    await sql`UPDATE applied_function_files SET sha256 = 'the file before its edit'
      WHERE file = 'vendor_lock_transaction_id.sql'`.execute(database.db);
    await migrateToLatest(database.db, { schema });
    expect(await definitionOf('vendor_lock_transaction_id')).toBe(current);

    // Applied already and unchanged since: the runner leaves the database's definition alone.
    await holdOlderVersion();
    await migrateToLatest(database.db, { schema });
    expect(await definitionOf('vendor_lock_transaction_id')).toContain('pg_advisory_xact_lock(0)');

    await sql`DELETE FROM applied_function_files WHERE file = 'vendor_lock_transaction_id.sql'`.execute(
      database.db,
    );
    await migrateToLatest(database.db, { schema });
    expect(await definitionOf('vendor_lock_transaction_id')).toBe(current);
  });
});
