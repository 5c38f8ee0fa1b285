import { readdir, readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResult, Migrator } from 'kysely/migration';
import type { DB } from './schema.ts';
import { splitSqlStatements } from './sql-statements.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Ordered `NNNN_name.sql` files; each runs in one transaction, as Kysely's migrator does. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const source = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          for (const statement of splitSqlStatements(source)) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

class MigrationError extends Error {}

/** Brings the schema up to date; throws with the failing migration's name when one fails. */
export async function migrateToLatest(
  db: Kysely<DB>,
  options: { schema?: string } = {},
): Promise<MigrationResult[]> {
  // With a schema named, the migrator's own tables are looked up in it; otherwise it would find
  // another schema's bookkeeping tables and skip creating its own.
  const migrator = new Migrator({
    db,
    provider: new SqlFileMigrationProvider(),
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}
