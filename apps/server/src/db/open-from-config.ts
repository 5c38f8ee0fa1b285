import { type Config, ConfigError } from '../config.ts';
import { type Database, openDatabase } from './database.ts';
import { migrateToLatest, schemaBehind } from './migrate.ts';
import { migrateAsOwner } from './serving-role.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR. */
export function openDatabaseFromConfig(
  config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** The line for a start that does not migrate (MIGRATE_AT_START=false) on a schema that is behind. */
function schemaBehindMessage(pending: readonly string[]): string {
  const shown = pending.slice(0, 3).join(', ');
  return `the database is not migrated (${pending.length} pending: ${shown}${pending.length > 3 ? ', …' : ''}): run \`npm run migrate\` (compose: \`docker compose run --rm migrate\`) before starting with MIGRATE_AT_START=false`;
}

/**
 * The configured database with its schema up to date, as every start wants it: migrated here (by the
 * owner when DATABASE_OWNER_URL is set, who then grants DATABASE_URL's role), or with
 * MIGRATE_AT_START=false only checked, where one step migrates before the instances start and they
 * never race to do it themselves.
 */
export async function openMigratedDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseOwnerUrl' | 'databasePoolMax' | 'dataDir' | 'migrateAtStart'>,
): Promise<Database> {
  if (config.migrateAtStart && config.databaseOwnerUrl && config.databaseUrl)
    await migrateAsOwner(config.databaseOwnerUrl, config.databaseUrl);
  const opened = await openDatabaseFromConfig(config);
  try {
    if (!config.migrateAtStart) {
      const pending = await schemaBehind(opened.db);
      if (pending.length > 0) throw new ConfigError(schemaBehindMessage(pending));
    } else if (!config.databaseOwnerUrl) await migrateToLatest(opened.db);
    return opened;
  } catch (error) {
    await opened.close();
    throw error;
  }
}
