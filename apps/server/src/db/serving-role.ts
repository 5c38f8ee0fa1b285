import { type Kysely, sql } from 'kysely';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

/**
 * The tables whose rows are never changed nor removed: their triggers refuse it, and the serving role
 * is not even granted it, so that both would have to fail.
 */
const APPEND_ONLY_TABLES = ['staff_actions'] as const;

/**
 * Lets `role` (DATABASE_URL's user) serve: read and write rows, use sequences, and nothing else. It
 * owns nothing, so it cannot alter a table or disable a trigger (the audit log's among them), and it
 * has no TRUNCATE, TRIGGER or REFERENCES. Run by the owner after migrating, at every start, so that
 * tables a migration added are granted too.
 */
export async function grantServingRole(db: Kysely<DB>, role: string): Promise<void> {
  const grantee = sql.id(role);
  await sql`GRANT USAGE ON SCHEMA public, extensions TO ${grantee}`.execute(db);
  await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${grantee}`.execute(db);
  await sql`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${grantee}`.execute(db);
  for (const table of APPEND_ONLY_TABLES)
    await sql`REVOKE UPDATE, DELETE, TRUNCATE ON ${sql.table(table)} FROM ${grantee}`.execute(db);
}

/** The user a PostgreSQL connection string logs in as. */
export const roleOf = (url: string) => decodeURIComponent(new URL(url).username);

/**
 * Migrates over the owner's connection (DATABASE_OWNER_URL) and grants DATABASE_URL's role what it
 * needs to serve; the owner's connection is closed again before the app starts.
 */
export async function migrateAsOwner(ownerUrl: string, servingUrl: string) {
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl, poolMax: 1 });
  try {
    const results = await migrateToLatest(owner.db);
    await grantServingRole(owner.db, roleOf(servingUrl));
    return results;
  } finally {
    await owner.close();
  }
}
