import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type BookDatabase, migrateBook, openBookDatabase } from './database.ts';
import type { DB } from './schema.ts';

/**
 * A migrated book database of the test's own on the PostgreSQL at SPORTSBOOK_TEST_DATABASE_URL,
 * dropped by `close`: concurrency is tested where it is real.
 */
export async function postgresBookDatabase(poolMax = 10): Promise<BookDatabase> {
  const adminUrl = process.env.SPORTSBOOK_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${process.env.SPORTSBOOK_TEST_DATABASE_PREFIX ?? ''}sportsbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openBookDatabase({ url: url.toString(), poolMax });
  await migrateBook(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The id of the selection `code` of the event the source calls `sourceId`, as the page would post it. */
export async function selectionIdOf(db: Kysely<DB>, sourceId: string, code: string): Promise<string> {
  const row = await db
    .selectFrom('selection as s')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .innerJoin('event as e', 'e.id', 'm.event_id')
    .select('s.id')
    .where('e.source_id', '=', sourceId)
    .where('s.code', '=', code)
    .executeTakeFirstOrThrow();
  return String(row.id);
}
