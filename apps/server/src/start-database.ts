import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { openMigratedDatabase } from './db/open-from-config.ts';
import { roleOf } from './db/serving-role.ts';
import { installJobQueue } from './jobs/queue.ts';

/**
 * The database an API instance or a worker serves from: migrated at start (whichever starts first
 * migrates, the others wait for it and find nothing left to do), or only checked up to date where
 * MIGRATE_AT_START=false leaves migrating to a step of its own. With the owner's connection given, the
 * owner also installs pg-boss's schema and grants the serving role its use, as the migrate step does.
 */
export async function openServingDatabase(config: Config): Promise<Database> {
  const opened = await openMigratedDatabase(config);
  if (config.migrateAtStart && config.databaseOwnerUrl && config.databaseUrl)
    await installJobQueue(config.databaseOwnerUrl, roleOf(config.databaseUrl)).catch(
      async (error: unknown) => {
        await opened.close();
        throw error;
      },
    );
  return opened;
}
