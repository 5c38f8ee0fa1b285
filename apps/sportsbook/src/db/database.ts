import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import type { DB } from './schema.ts';

export type BookDatabase = { kind: 'postgres' | 'pglite'; db: Kysely<DB>; close: () => Promise<void> };

/**
 * PostgreSQL at a URL, or the embedded PGlite in a data directory (in memory without one), as the
 * platform does without DATABASE_URL. The book's database is its own: a separate deployment may put it
 * on another server, and the platform's schema can change without the book knowing.
 */
type BookDatabaseOptions = { url: string; poolMax?: number } | { dataDir: string | undefined };

const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);

/** A statement whose text opens with `/* prepared:<name> *\/` is sent under that name. */
const PREPARED = /^\/\* prepared:([a-z_]+) \*\//;

/**
 * Sends the statements that name themselves (`PREPARED`) as named prepared statements, parsed and
 * planned once per connection instead of at every execution, as Kysely's unnamed ones are: the
 * placement's few statements are most of the book's work. pg refuses a name sent again with another
 * text, so a named statement's text must not vary with its arguments (arrays, not lists).
 */
function namingPrepared(client: pg.PoolClient) {
  const query = client.query.bind(client) as (text: unknown, values?: unknown) => unknown;
  client.query = ((text: unknown, values?: unknown) => {
    const name = typeof text === 'string' ? PREPARED.exec(text)?.[1] : undefined;
    return name ? query({ name, text, values }) : query(text, values);
  }) as typeof client.query;
}

export async function openBookDatabase(options: BookDatabaseOptions): Promise<BookDatabase> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseInt8
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A broken idle connection is dropped by the pool; unheard, its error would end the process.
    pool.on('error', () => {});
    pool.on('connect', namingPrepared);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', db, close: () => db.destroy() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: join(options.dataDir, 'sportsbook') } : {}),
    parsers: { [INT8_OID]: parseInt8 },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return { kind: 'pglite', db, close: () => db.destroy() };
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/**
 * A migration's statements: its comment lines dropped, split at each line ending in a semicolon (the
 * embedded database takes one statement a query) outside a dollar-quoted function body, whose own
 * statements end in semicolons too.
 */
function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let statement = '';
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('--')) continue;
    statement += `${line}\n`;
    const inBody = (statement.match(/\$\$/g)?.length ?? 0) % 2 === 1;
    if (/;\s*$/.test(line) && !inBody) {
      statements.push(statement.trim().replace(/;$/, ''));
      statement = '';
    }
  }
  return [...statements, statement.trim()].filter(Boolean);
}

/** Ordered `NNNN_name.sql` files. */
class SqlFiles implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const statements = statementsOf(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Brings the book's schema up to date, every pending migration in one transaction. */
export async function migrateBook(db: Kysely<DB>): Promise<void> {
  const { error, results = [] } = await new Migrator({ db, provider: new SqlFiles() }).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Sportsbook migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
}

/** PostgreSQL's deadlock and serialization failures. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs `work` (a transaction) again after a deadlock or serialization failure, five times at most. */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}
