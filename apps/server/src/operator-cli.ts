import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import { openMigratedDatabase } from './db/open-from-config.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { CommandRefused } from './modules/brands/service.ts';
import { deploymentSecrets, secretBox } from './modules/system/secrets.ts';
import { hasAnyMerchant } from './modules/system/service.ts';
import {
  consoleHostsCommand,
  consoleHostsThroughServer,
  openStaffAccount,
  openStaffAccountThroughServer,
  StaffAccountRefused,
} from './operator-socket.ts';
import { configOrExit, startStage } from './start-failure.ts';

const USAGE = `Opens a staff account for the operator API (meant for the first admin, who invites the rest)
and prints its one-time password.
  npm run operator -- <account> --roles admin,support [--brands demo,other]
Roles: ${OPERATOR_ROLES.join(', ')}. Without --brands the account sees every brand.
Works while the platform runs, and before its first start (the database is prepared as a start does).

Lists a brand's console hosts, or with --clear takes the console off them (the way back when the
console answers only on a host that does not reach it), recorded in the audit log as done by the
active staff account --by names:
  npm run operator -- console-hosts <brand> [--clear --by <account>]
Works while the platform runs (on the embedded database, through the running server).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    roles: { type: 'string' },
    brands: { type: 'string' },
    clear: { type: 'boolean' },
    by: { type: 'string' },
  },
});

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

const config = configOrExit();

const openPrepared = () => startStage('database', config, () => openMigratedDatabase(config));

/**
 * On the embedded database, which one process opens at a time, a running server opens the account
 * through its local channel; otherwise (PostgreSQL, or nothing running) the database is opened here,
 * migrated and seeded as a first start would, so the demo brand exists before the platform first runs.
 */
async function openAccount(spec: { account: string; roles: OperatorRole[]; brands: string[] }) {
  const throughServer = config.databaseUrl
    ? undefined
    : await openStaffAccountThroughServer(config.dataDir, spec);
  if (throughServer !== undefined) return throughServer;
  const database = await openPrepared();
  try {
    // Only before the first start: a running platform's provider settings are left alone.
    if (!(await hasAnyMerchant(database.db))) {
      const secrets = await deploymentSecrets(database.db, config);
      await seedIfEmpty(
        database.db,
        { launchUrl: config.houseVendorUrl, signingSecret: secrets.houseVendorSecret },
        await secretBox(database.db, config.gatewaySealKey),
        { launchUrl: config.sportsbookUrl, signingSecret: secrets.sportsbookSecret },
      );
    }
    return await openStaffAccount(database.db, spec);
  } finally {
    await database.close();
  }
}

async function staffAccountCommand(): Promise<void> {
  const [account] = positionals;
  const roles = (values.roles ?? '').split(',').filter(Boolean);
  if (!account || roles.length === 0 || !roles.every((role) => OPERATOR_ROLES.includes(role as OperatorRole)))
    usage();
  const password = await openAccount({
    account,
    roles: roles as OperatorRole[],
    brands: (values.brands ?? '').split(',').filter(Boolean),
  });
  console.log(
    `Staff account ${account} opened. One-time password: ${password}\n` +
      'At first login change it, then set up the authenticator (docs/staff-access.md, "The first admin").',
  );
}

/** The console hosts of the brand, or those taken off it with --clear: through a running server first, as openAccount. */
async function consoleHosts(request: { brand: string; by?: string }): Promise<string[]> {
  const throughServer = config.databaseUrl
    ? undefined
    : await consoleHostsThroughServer(config.dataDir, request);
  if (throughServer !== undefined) return throughServer;
  const database = await openPrepared();
  try {
    return await consoleHostsCommand(database.db, request);
  } finally {
    await database.close();
  }
}

async function consoleHostsCliCommand(): Promise<void> {
  const [, brand] = positionals;
  if (!brand || positionals.length > 2 || (values.clear === true) !== (values.by !== undefined)) usage();
  if (values.by === undefined) {
    const hosts = await consoleHosts({ brand });
    console.log(
      hosts.length === 0
        ? `Brand ${brand} has no console host.`
        : `Console hosts of ${brand}: ${hosts.join(', ')}`,
    );
    return;
  }
  const removed = await consoleHosts({ brand, by: values.by });
  console.log(
    removed.length === 0
      ? `Brand ${brand} has no console host: nothing changed.`
      : `Console hosts of ${brand} removed: ${removed.join(', ')}. Running instances follow within BRAND_CACHE_SECONDS.`,
  );
}

try {
  await (positionals[0] === 'console-hosts' ? consoleHostsCliCommand() : staffAccountCommand());
} catch (error) {
  if (!(error instanceof StaffAccountRefused || error instanceof CommandRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
