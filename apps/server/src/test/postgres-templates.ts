/**
 * The server project's global set-up: migrates once per run into a template database beside
 * DATABASE_URL's, and seeds a copy of it, so that each test file copies a database in a moment instead
 * of running every migration (and the seed) itself.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { testDatabaseName, urlOfDatabase } from './test-database.ts';

/** A run killed before its files closed leaves their databases; no test run lasts this long. */
const ABANDONED_AFTER_SECONDS = 6 * 3600;

async function dropAbandonedDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    String.raw`SELECT datname AS name FROM pg_database WHERE datname ~ '^test_\d+_[0-9a-f]+(_seeded|_[0-9a-f]+)?$'
      AND split_part(datname, '_', 2)::bigint < extract(epoch FROM now())::bigint - $1`,
    [ABANDONED_AFTER_SECONDS],
  );
  for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function inDatabase(url: string, work: (database: Database) => Promise<unknown>) {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = project.config.env.DATABASE_URL;
  if (!url) throw new Error('The server tests need PostgreSQL: set DATABASE_URL');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`The server tests need PostgreSQL at ${url} (README: Tests)`, {
      cause: error,
    });
  });
  const migrated = testDatabaseName();
  const seeded = `${migrated}_seeded`;
  try {
    await dropAbandonedDatabases(admin);
    await admin.query(`CREATE DATABASE ${migrated}`);
    await inDatabase(urlOfDatabase(url, migrated), (database) => migrateToLatest(database.db));
    await admin.query(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    await inDatabase(urlOfDatabase(url, seeded), (database) => seedIfEmpty(database.db));
  } finally {
    await admin.end();
  }
  project.provide('testDatabaseTemplates', { kind: 'postgres', url, migrated, seeded });
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    try {
      // Every file is done: what is left (a file's database still in use when it closed, the templates)
      // has no test behind it any more.
      const { rows } = await cleanup.query<{ name: string }>(
        'SELECT datname AS name FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC',
        [`${migrated}%`],
      );
      for (const { name } of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
}
