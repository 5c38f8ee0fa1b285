import { loadConfig } from '../config.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabaseFromConfig } from './open-from-config.ts';

const database = await openDatabaseFromConfig(loadConfig());
try {
  const results = await migrateToLatest(database.db);
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  console.log(
    results.length === 0 ? 'Database already up to date.' : `Applied ${results.length} migration(s).`,
  );
} finally {
  await database.close();
}
