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

/** PostgreSQL's "database is being accessed by other users". */
const DATABASE_IN_USE = '55006';

/**
 * Drops a test file's database once the connections its pools were closing are gone. Not WITH (FORCE):
 * that kills a backend whose client is still ending, and the client then throws "terminating
 * connection due to administrator command" into whatever test runs next. A database still in use after
 * a few tries is left to the run's teardown, which drops the run's databases once every file is done.
 */
async function dropWhenFree(adminUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await cleanup.query(`DROP DATABASE ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DATABASE_IN_USE) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await cleanup.end();
  }
}

/** A database copied from `template`, named after the run's template so the run's teardown can sweep it. */
async function copyOf(templates: { url: string; migrated: string }, template: string): Promise<string> {
  const name = `${templates.migrated}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templates.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * The next copy of each template, made while the current file runs: a copy takes about a second of the
 * server's writing (most of it waiting on the disk), which every file used to wait for at its start. The
 * worker's files share this module (the project does not isolate them), so the copy a file leaves made
 * is the next file's; the last one is swept by the run's teardown.
 */
const nextCopies = new Map<string, Promise<string>>();

function takeCopy(templates: { url: string; migrated: string }, template: string): Promise<string> {
  const made = nextCopies.get(template) ?? copyOf(templates, template);
  const next = copyOf(templates, template);
  // Handled here so a failure waiting to be taken does not end the run as an unhandled rejection;
  // when it is taken, the copy is made again (below).
  next.catch(() => undefined);
  nextCopies.set(template, next);
  return made.catch(() => copyOf(templates, template));
}

/**
 * A migrated database for one test file, empty or with the demo brand seeded: on PostgreSQL a
 * database of its own copied from the run's template (dropped on close, without waiting: what a drop
 * leaves is the teardown's), on the embedded database an in-memory PGlite started from the run's
 * dumped data directory.
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('testDatabaseTemplates');
  const template = options.seeded ? templates.seeded : templates.migrated;
  if (templates.kind === 'pglite') {
    const image = new Blob([await readFile(template)]);
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, image });
    return { ...database, label: 'pglite' };
  }
  const name = await takeCopy(templates, template);
  const url = urlOfDatabase(templates.url, name);
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 });
  const close = async () => {
    await database.close();
    // The run's teardown drops what is still there (WITH FORCE) once every file is done.
    dropWhenFree(templates.url, name).catch(() => undefined);
  };
  return { ...database, label: `postgres:${name}`, url, close };
}
