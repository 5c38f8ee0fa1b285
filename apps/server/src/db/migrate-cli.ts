import { configOrExit, startStage } from '../start-failure.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabaseFromConfig } from './open-from-config.ts';

const config = configOrExit();
// PostgreSQL down, or the embedded database held by a running platform: said in one line.
const database = await startStage('database', config, () => openDatabaseFromConfig(config));
try {
  const results = await migrateToLatest(database.db);
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  console.log(
    results.length === 0 ? 'Database already up to date.' : `Applied ${results.length} migration(s).`,
  );
} finally {
  await database.close();
}
