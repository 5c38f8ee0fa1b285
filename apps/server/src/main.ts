import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open-from-config.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
await migrateToLatest(database.db);
const seeded = await seedIfEmpty(database.db);
const app = await buildApp({ config, database });

// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as { port: number };
app.log.info(
  { database: database.kind, seeded },
  `Platform ready at http://localhost:${port}/ (API docs at http://localhost:${port}/docs)`,
);
