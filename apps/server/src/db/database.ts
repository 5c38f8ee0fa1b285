import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withAfterCommit } from './after-commit.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { sendNamedStatements } from './prepared.ts';
import type { DB } from './schema.ts';

type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: Kysely<DB>;
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections now, for the metrics; the embedded database has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number; searchPath?: string }
  /**
   * `dataDir` undefined keeps the embedded database in memory (tests); `image` starts it from a data
   * directory dumped by `dumpDataDir`, as tests start from one migrated once per run.
   */
  | { kind: 'pglite'; dataDir: string | undefined; image?: Blob };

const INT8_OID = 20;
/** int8 arrives as bigint on both drivers: money and ids never pass through a float. */
const parseInt8 = (value: string) => BigInt(value);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir, options.image);
}

function openPostgres(options: { url: string; poolMax: number; searchPath?: string }): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that breaks (PostgreSQL restarted, the network cut) is reported as an error event
  // on its client and, while it sits idle, on the pool; unheard, either ends the process. Nothing is
  // lost by hearing them: the pool drops a broken connection (idle, or when it is given back) and
  // opens another for the next query, and a query that needed it fails with its own error.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    sendNamedStatements(client);
  });
  const db = new Kysely<DB>({ dialect: withAfterCommit(new PostgresDialect({ pool })) });
  return {
    kind: 'postgres',
    db,
    close: () => db.destroy(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolMax,
    }),
  };
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // One process at a time: a second opening the same files would corrupt them.
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir: join(dataDir, 'pglite') } : {}),
      ...(image ? { loadDataDir: image } : {}),
      parsers: { [INT8_OID]: parseInt8 },
      // The player search's trigram indexes (migration 0090).
      extensions: { pg_trgm },
    });
    const db = new Kysely<DB>({ dialect: withAfterCommit(new PGliteDialect({ pglite })) });
    return {
      kind: 'pglite',
      db,
      close: async () => {
        await db.destroy();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
