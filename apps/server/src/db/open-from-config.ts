import type { Config } from '../config.ts';
import { type Database, openDatabase } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR. */
export function openDatabaseFromConfig(
  config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
