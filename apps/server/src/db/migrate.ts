import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResult, Migrator } from 'kysely/migration';
import type { DB } from './schema.ts';
import { splitSqlStatements } from './sql-statements.ts';
import { lockUntilCommit } from './transaction-lock.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FUNCTIONS_DIR = new URL('./functions/', import.meta.url);

/** psql's include relative to the including file: how a migration says "apply this function here". */
const INCLUDE_FUNCTION = /^\\ir \.\.\/functions\/([a-z0-9_]+\.sql)$/;

/**
 * The migration's statements with each `\ir ../functions/<name>.sql` line replaced by the function
 * file's current definition. Bodies are not checked at that point (as pg_dump restores them): the
 * current definition may name a column a later migration adds, which is fine as long as no migration
 * calls the function before that one; applyChangedFunctions checks every body against the final schema.
 */
async function migrationStatements(file: string): Promise<string[]> {
  const lines = (await readFile(new URL(file, MIGRATIONS_DIR), 'utf8')).split('\n');
  const expanded: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('\\')) {
      expanded.push(line);
      continue;
    }
    const include = INCLUDE_FUNCTION.exec(line.trimEnd());
    if (!include?.[1]) throw new Error(`${file}: unknown directive ${line}`);
    const definition = await readFile(new URL(include[1], FUNCTIONS_DIR), 'utf8');
    expanded.push('SET LOCAL check_function_bodies = off;', definition, 'RESET check_function_bodies;');
  }
  return splitSqlStatements(expanded.join('\n'));
}

/** Ordered `NNNN_name.sql` files, all of one run in the caller's transaction. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const statements = await migrationStatements(file);
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/**
 * Brings every function to its file's definition: a file whose content differs from the one last
 * applied here (or was never applied here) runs again, in file-name order. Already-applied migrations
 * never run again, so this is how an edited function file reaches an existing database; on a new one
 * it applies every file once more, this time checking each body against the complete schema.
 */
async function applyChangedFunctions(trx: Transaction<DB>, schema: string | undefined): Promise<void> {
  const table = sql.table(schema ? `${schema}.applied_function_files` : 'applied_function_files');
  await sql`CREATE TABLE IF NOT EXISTS ${table} (
    file text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(trx);
  const { rows } = await sql<{ file: string; sha256: string }>`SELECT file, sha256 FROM ${table}`.execute(
    trx,
  );
  const applied = new Map(rows.map((row) => [row.file, row.sha256]));
  const files = await functionFiles();
  for (const { file, definition, sha256 } of files) {
    if (applied.get(file) === sha256) continue;
    for (const statement of splitSqlStatements(definition)) await sql.raw(statement).execute(trx);
    await sql`INSERT INTO ${table} (file, sha256) VALUES (${file}, ${sha256})
      ON CONFLICT (file) DO UPDATE SET sha256 = excluded.sha256, applied_at = now()`.execute(trx);
  }
  await sql`DELETE FROM ${table} WHERE file <> ALL (${files.map(({ file }) => file)})`.execute(trx);
}

class MigrationError extends Error {}

/** Every function file, in file-name order, with the hash its application is recorded under. */
async function functionFiles(): Promise<{ file: string; definition: string; sha256: string }[]> {
  const files = (await readdir(FUNCTIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const definition = await readFile(new URL(file, FUNCTIONS_DIR), 'utf8');
      return { file, definition, sha256: createHash('sha256').update(definition).digest('hex') };
    }),
  );
}

/**
 * What migrateToLatest would apply: the migrations not run yet and the function files changed since
 * they were last applied, by name (none: the schema is up to date). It only reads, so a role that may
 * not change the schema can ask.
 */
export async function schemaBehind(db: Kysely<DB>): Promise<string[]> {
  const migrations = await new Migrator({ db, provider: new SqlFileMigrationProvider() }).getMigrations();
  const pending = migrations.filter((migration) => !migration.executedAt).map(({ name }) => name);
  const { rows: tables } = await sql<{ exists: boolean }>`
    SELECT to_regclass('applied_function_files') IS NOT NULL AS exists`.execute(db);
  const applied = new Map(
    tables[0]?.exists
      ? (
          await sql<{
            file: string;
            sha256: string;
          }>`SELECT file, sha256 FROM applied_function_files`.execute(db)
        ).rows.map((row) => [row.file, row.sha256])
      : [],
  );
  for (const { file, sha256 } of await functionFiles()) if (applied.get(file) !== sha256) pending.push(file);
  return pending;
}

/**
 * Applies the migrations up to `name` and not past it: a database as an earlier version left it, for
 * a test of what a later migration does to its data.
 */
export async function migrateUpTo(db: Kysely<DB>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: new SqlFileMigrationProvider() }).migrateTo(name);
  if (error) throw new MigrationError(`Migrating up to ${name} failed`, { cause: error });
}

/**
 * Brings the schema up to date, pending migrations then changed function files, in one transaction;
 * throws with the failing migration's name when one fails.
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  options: { schema?: string } = {},
): Promise<MigrationResult[]> {
  return db.transaction().execute(async (trx) => {
    // Two processes migrating at once would replace the same functions concurrently, which PostgreSQL
    // refuses ("tuple concurrently updated"): the second waits for the first to commit.
    await lockUntilCommit(trx, 'migrate_to_latest');
    // With a schema named, the migrator's own tables are looked up in it; otherwise it would find
    // another schema's bookkeeping tables and skip creating its own.
    const migrator = new Migrator({
      db: trx,
      provider: new SqlFileMigrationProvider(),
      ...(options.schema ? { migrationTableSchema: options.schema } : {}),
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === 'Error');
      throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
    }
    await applyChangedFunctions(trx, options.schema);
    return results;
  });
}
