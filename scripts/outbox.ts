import { parseArgs } from 'node:util';
import { openDatabaseFromConfig } from '../apps/server/src/db/open-from-config.ts';
import { listOutbox } from '../apps/server/src/modules/messaging/service.ts';
import { configOrExit, startStage } from '../apps/server/src/start-failure.ts';

// Prints the newest messages of the local database's outbox (the demo's SMS codes and reset emails),
// with the server's own settings: DATABASE_URL, or the embedded database in DATA_DIR. The embedded
// database opens in one process at a time, so stop `npm start` first, or use GET /ops/outbox.
const { values } = parseArgs({
  options: {
    to: { type: 'string', short: 't' },
    limit: { type: 'string', short: 'n', default: '10' },
  },
});
const limit = Math.min(Math.max(Number.parseInt(values.limit, 10) || 10, 1), 100);

const config = configOrExit();
// A running platform holds the embedded database: said in one line, with what to do instead.
const database = await startStage('database', config, () => openDatabaseFromConfig(config));
try {
  const messages = await listOutbox(database.db, undefined, {
    ...(values.to ? { recipient: values.to } : {}),
    limit,
  });
  if (messages.length === 0) console.log('The outbox is empty.');
  for (const message of messages) {
    const subject = message.subject ? ` ${message.subject}` : '';
    // Where a provider delivers the channel, how that went; `recorded` is the outbox's own.
    const delivery = message.status === 'recorded' ? '' : ` ${message.status}`;
    const failure = message.lastError ? ` after ${message.attempts} attempts: ${message.lastError}` : '';
    console.log(
      `${message.createdAt.toISOString()} [${message.merchantCode}] ${message.channel} to ${message.recipient} (${message.purpose})${subject}${delivery}${failure}`,
    );
    console.log(`  ${message.body.replaceAll('\n', '\n  ')}\n`);
  }
} finally {
  await database.close();
}
