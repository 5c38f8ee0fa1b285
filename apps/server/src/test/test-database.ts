import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type TestDatabase = Database & { label: string };

/** A test run killed before its files closed leaves their schemas; no test file runs for this long. */
const ABANDONED_AFTER_SECONDS = 6 * 3600;

/** Drops the schemas of test runs that ended without closing them, told by the time in their name. */
async function dropAbandonedSchemas(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    String.raw`SELECT nspname AS name FROM pg_namespace WHERE nspname ~ '^test_\d+_[0-9a-f]+$'
      AND split_part(nspname, '_', 2)::bigint < extract(epoch FROM now())::bigint - $1`,
    [ABANDONED_AFTER_SECONDS],
  );
  for (const { name } of rows) await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
}

/**
 * A migrated, empty database for one test file: PostgreSQL in a schema of its own when DATABASE_URL is
 * set (dropped on close), otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrateToLatest(database.db);
    return { ...database, label: 'pglite' };
  }
  const schema = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropAbandonedSchemas(admin);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 10, searchPath: schema });
  const close = async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
    await cleanup.end();
  };
  try {
    await migrateToLatest(database.db, { schema });
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, label: `postgres:${schema}`, close };
}
