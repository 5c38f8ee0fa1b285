import { ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { passedChecks } from './human-check.ts';
import type { TestServer } from './test-server.ts';

export const TEST_PASSWORD = 'Lotus-2026!';

/** A username registration as the site sends it, checks passed, with `changes` to the form. */
export async function registration(
  server: TestServer,
  username: string,
  brand = 'demo',
  changes: Record<string, unknown> = {},
): Promise<Response> {
  const checks = await passedChecks(server, brand);
  return server.request('/wps/member/register', {
    method: 'PUT',
    headers: { Merchant: brand, 'content-type': 'application/json', ...checks.headers },
    body: JSON.stringify({
      username,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      ageConfirmed: true,
      ...checks.body,
      ...changes,
    }),
  });
}

/** Registers a member through the API, as the site does, and answers its id and session token. */
export async function registeredMember(
  server: TestServer,
  username: string,
  brand = 'demo',
  changes: Record<string, unknown> = {},
): Promise<{ id: bigint; token: string }> {
  const response = await registration(server, username, brand, changes);
  const token = ZSuccess(ZLoginValue).parse(await response.json()).value.token;
  if (!token) throw new Error(`${username} was not signed in at registration`);
  const { id } = await server.database.db
    .selectFrom('members')
    .select('id')
    .where('account_key', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id, token };
}

/** How many accounts all brands have: a refused registration leaves it as it was. */
export async function accountCount(db: Kysely<DB>): Promise<number> {
  const { count } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
