import type { Config } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open-from-config.ts';
import { type DeploymentSecrets, deploymentSecrets } from './modules/system/secrets.ts';

/**
 * The secrets the deployment `config` names will use, made at its first start: for the scripts that
 * start the platform beside the house vendor, which has no database and is handed its key. The
 * database is closed again before they start the platform (the embedded one takes one process).
 */
export async function secretsForStart(config: Config): Promise<DeploymentSecrets> {
  const database = await openDatabaseFromConfig(config);
  try {
    await migrateToLatest(database.db);
    return await deploymentSecrets(database.db, config);
  } finally {
    await database.close();
  }
}
