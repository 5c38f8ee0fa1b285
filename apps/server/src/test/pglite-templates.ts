/**
 * The embedded project's global set-up: migrates an in-memory PGlite once per run and dumps its data
 * directory, then seeds it and dumps it again, so that each test file starts from a dump.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'pglite-templates-'));
  // int8 as bigint, as openDatabase reads it: the seed reads ids back.
  const pglite = await PGlite.create({
    parsers: { 20: (value: string) => BigInt(value) },
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  const dump = async (name: string) => {
    const file = join(directory, name);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  try {
    await migrateToLatest(db);
    const migrated = await dump('migrated.tar');
    await seedIfEmpty(db);
    const seeded = await dump('seeded.tar');
    project.provide('testDatabaseTemplates', { kind: 'pglite', migrated, seeded });
  } finally {
    await db.destroy();
  }
  return () => rm(directory, { recursive: true, force: true });
}
