import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import { expect } from 'vitest';
import type { z } from 'zod';
import { DEMO_BRAND } from '../db/seed/demo-brand.ts';
import { createMerchant } from '../modules/system/service.ts';
import { staffToken } from './staff-token.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Starts a test server with a staff account `account` holding `roles` logged in, and a second brand
 * `other` set up as the demo one, so that a file can check that staff of one brand cannot reach another.
 */
export async function startWithStaffAndOtherBrand(account: string, roles: OperatorRole[]) {
  const server = await startTestServer();
  const token = await staffToken(server, account, { roles });
  const otherId = await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'other',
    domains: ['other.example'],
  });
  return { server, token, otherId };
}

/** Sends a request to the operator API of `server` as the staff session `token`, `body` as JSON. */
export function operatorRequest(
  server: TestServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  return server.request(path, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The value of a successful answer, checked against `schema`; the body is shown when it is not a 200. */
export async function successValue<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return ZSuccess(schema).parse(body).value;
}

/** The status and error code of a refused request. */
export async function failureOf(response: Response) {
  return { status: response.status, code: ZFailure.parse(await response.json()).errorCode };
}
