import { installJobQueue } from '../jobs/queue.ts';
import { configOrExit, startStage } from '../start-failure.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabaseFromConfig } from './open-from-config.ts';
import { migrateAsOwner, roleOf } from './serving-role.ts';

const config = configOrExit();
const { databaseOwnerUrl, databaseUrl } = config;
// With the owner's connection given, as a start would: the owner migrates and grants DATABASE_URL's
// role what it needs to serve (docs/operations.md); compose.yaml's `migrate` service runs it that way.
// PostgreSQL down, or the embedded database held by a running platform: said in one line.
const results =
  databaseOwnerUrl && databaseUrl
    ? await startStage('database', { ...config, databaseUrl: databaseOwnerUrl }, async () => {
        const applied = await migrateAsOwner(databaseOwnerUrl, databaseUrl);
        // The job queue's tables too, which the serving role could not create.
        await installJobQueue(databaseOwnerUrl, roleOf(databaseUrl));
        return applied;
      })
    : await startStage('database', config, () => openDatabaseFromConfig(config)).then(async (database) => {
        try {
          return await migrateToLatest(database.db);
        } finally {
          await database.close();
        }
      });
for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
console.log(
  results.length === 0 ? 'Database already up to date.' : `Applied ${results.length} migration(s).`,
);
