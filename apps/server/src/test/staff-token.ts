import { ZSuccess } from '@platform/contracts/envelope';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import { ZOperatorLoginValue } from '@platform/contracts/operator/schemas';
import { createOperator } from '../modules/operator/service.ts';
import { totpCode } from '../platform/totp.ts';
import type { TestServer } from './test-server.ts';

/** The authenticator secret of the staff accounts tests open: the tests play the phone. */
export const TEST_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Logs a staff account whose authenticator has TEST_STAFF_TOTP_SECRET in at the server `url`, with
 * password and code; answers the session token for `Authorization`.
 */
export async function logInStaff(url: string, credentials: { account: string; password: string }) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post('/ops/session/login', credentials);
  const { token } = ZSuccess(ZOperatorLoginValue).parse(await login.json()).value;
  const code = totpCode(TEST_STAFF_TOTP_SECRET, new Date());
  const verified = await post('/ops/session/second-factor', { code }, token);
  if (!verified.ok) throw new Error(`second factor of ${credentials.account}: ${await verified.text()}`);
  return token;
}

/**
 * Opens a staff account with `roles` over `merchantIds` (none: every brand), its authenticator set up,
 * and logs it in through the operator API; answers the session token for `Authorization`.
 */
export async function staffToken(
  server: TestServer,
  account: string,
  { roles, merchantIds = [] }: { roles: OperatorRole[]; merchantIds?: bigint[] },
): Promise<string> {
  const password = 'a long staff password for tests';
  await createOperator(server.database.db, {
    account,
    roles,
    merchantIds,
    password,
    totpSecret: TEST_STAFF_TOTP_SECRET,
  });
  return logInStaff(server.url, { account, password });
}
