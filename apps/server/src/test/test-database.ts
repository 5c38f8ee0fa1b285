import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';

export type TestDatabase = Database & {
  label: string;
  /** The connection string of this file's own database, for a process of its own (PostgreSQL only). */
  url?: string;
};

/**
 * What the run's global set-up made once: on PostgreSQL the names of two template databases beside
 * DATABASE_URL's, on the embedded database two dumped data directories; migrated, and migrated and seeded.
 */
type TestDatabaseTemplates =
  | { kind: 'postgres'; url: string; migrated: string; seeded: string }
  | { kind: 'pglite'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/** A test database's name: `test_<epoch seconds>_<random>`, so a later run can tell an abandoned one's age. */
export function testDatabaseName(): string {
  return `test_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;
}

/** DATABASE_URL with another database on the same server. */
export function urlOfDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * A migrated database for one test file, empty or with the demo brand seeded: on PostgreSQL a
 * database of its own copied from the run's template (dropped on close), on the embedded database an
 * in-memory PGlite started from the run's dumped data directory.
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('testDatabaseTemplates');
  const template = options.seeded ? templates.seeded : templates.migrated;
  if (templates.kind === 'pglite') {
    const image = new Blob([await readFile(template)]);
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, image });
    return { ...database, label: 'pglite' };
  }
  const name = testDatabaseName();
  const admin = new pg.Client({ connectionString: templates.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = urlOfDatabase(templates.url, name);
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 });
  const close = async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: templates.url });
    await cleanup.connect();
    try {
      await cleanup.query(`DROP DATABASE ${name} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
  return { ...database, label: `postgres:${name}`, url, close };
}
