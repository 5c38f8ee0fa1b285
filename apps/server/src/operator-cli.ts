import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open-from-config.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { deploymentSecrets, secretBox } from './modules/system/secrets.ts';
import { hasAnyMerchant } from './modules/system/service.ts';
import { openStaffAccount, openStaffAccountThroughServer, StaffAccountRefused } from './operator-socket.ts';
import { configOrExit, startStage } from './start-failure.ts';

const USAGE = `Opens a staff account for the operator API (meant for the first admin, who invites the rest)
and prints its one-time password.
  npm run operator -- <account> --roles admin,support [--brands demo,other]
Roles: ${OPERATOR_ROLES.join(', ')}. Without --brands the account sees every brand.
Works while the platform runs, and before its first start (the database is prepared as a start does).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { roles: { type: 'string' }, brands: { type: 'string' } },
});
const [account] = positionals;
const roles = (values.roles ?? '').split(',').filter(Boolean);
if (!account || roles.length === 0 || !roles.every((role) => OPERATOR_ROLES.includes(role as OperatorRole))) {
  console.error(USAGE);
  process.exit(2);
}
const spec = {
  account,
  roles: roles as OperatorRole[],
  brands: (values.brands ?? '').split(',').filter(Boolean),
};

const config = configOrExit();

/**
 * On the embedded database, which one process opens at a time, a running server opens the account
 * through its local channel; otherwise (PostgreSQL, or nothing running) the database is opened here,
 * migrated and seeded as a first start would, so the demo brand exists before the platform first runs.
 */
async function open(): Promise<string> {
  const throughServer = config.databaseUrl
    ? undefined
    : await openStaffAccountThroughServer(config.dataDir, spec);
  if (throughServer !== undefined) return throughServer;
  const database = await startStage('database', config, async () => {
    const opened = await openDatabaseFromConfig(config);
    await migrateToLatest(opened.db);
    return opened;
  });
  try {
    // Only before the first start: a running platform's house provider settings are left alone.
    if (!(await hasAnyMerchant(database.db)))
      await seedIfEmpty(
        database.db,
        {
          launchUrl: config.houseVendorUrl,
          signingSecret: (await deploymentSecrets(database.db, config)).houseVendorSecret,
        },
        await secretBox(database.db, config.gatewaySealKey),
      );
    return await openStaffAccount(database.db, spec);
  } finally {
    await database.close();
  }
}

try {
  const password = await open();
  console.log(
    `Staff account ${account} opened. One-time password: ${password}\n` +
      'At first login change it, then set up the authenticator (docs/staff-access.md, "The first admin").',
  );
} catch (error) {
  if (!(error instanceof StaffAccountRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
