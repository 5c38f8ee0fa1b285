import { ZSuccess } from '@platform/contracts/envelope';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import { ZOperatorLoginValue } from '@platform/contracts/operator/schemas';
import { createOperator } from '../modules/operator/service.ts';
import type { TestServer } from './test-server.ts';

/**
 * Opens a staff account with `roles` over `merchantIds` (none: every brand) and logs it in through the
 * operator API; answers the session token for `Authorization`.
 */
export async function staffToken(
  server: TestServer,
  account: string,
  { roles, merchantIds = [] }: { roles: OperatorRole[]; merchantIds?: bigint[] },
): Promise<string> {
  const password = 'a long staff password for tests';
  await createOperator(server.database.db, { account, roles, merchantIds, password });
  const response = await server.request('/ops/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return ZSuccess(ZOperatorLoginValue).parse(await response.json()).value.token;
}
