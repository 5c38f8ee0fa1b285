import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open-from-config.ts';
import { migrateAsOwner, roleOf } from './db/serving-role.ts';
import { installJobQueue } from './jobs/queue.ts';

/**
 * The database an API instance or a worker serves from, migrated: whichever starts first migrates,
 * the others wait for it (migrateToLatest's lock) and find nothing left to do.
 */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  // With the owner's connection given, the app itself serves as a role that cannot change the schema,
  // pg-boss's included.
  if (config.databaseOwnerUrl && config.databaseUrl) {
    await migrateAsOwner(config.databaseOwnerUrl, config.databaseUrl);
    await installJobQueue(config.databaseOwnerUrl, roleOf(config.databaseUrl));
  }
  const opened = await openDatabaseFromConfig(config);
  if (!config.databaseOwnerUrl) await migrateToLatest(opened.db);
  return opened;
}
