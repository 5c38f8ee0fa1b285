import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import { loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open-from-config.ts';
import { createOperator } from './modules/operator/service.ts';
import { resolveMerchant } from './modules/system/service.ts';

const USAGE = `Opens a staff account for the operator API and prints its one-time password.
  npm run operator -- <account> --roles admin,support [--brands demo,other]
Roles: ${OPERATOR_ROLES.join(', ')}. Without --brands the account sees every brand.`;

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

const database = await openDatabaseFromConfig(loadConfig());
try {
  await migrateToLatest(database.db);
  const merchantIds: bigint[] = [];
  for (const code of (values.brands ?? '').split(',').filter(Boolean)) {
    const merchant = await resolveMerchant(database.db, { code, host: '' });
    if (!merchant) throw new Error(`No brand ${code}`);
    merchantIds.push(merchant.id);
  }
  const { password } = await createOperator(database.db, {
    account,
    roles: roles as OperatorRole[],
    merchantIds,
  });
  console.log(`Staff account ${account} opened. One-time password (change it at first login): ${password}`);
} finally {
  await database.close();
}
