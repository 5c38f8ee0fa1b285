import { ZFailure } from '@platform/contracts/envelope';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.ts';
import { withHumanCheck } from './human-check.ts';
import { TEST_PASSWORD } from './member.ts';
import type { TestServer } from './test-server.ts';

type Answer = { status: number; body: unknown };
export type BrandCall = (
  brand: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
  headers?: Record<string, string>,
) => Promise<Answer>;

/**
 * JSON calls to a brand as its site makes them (the human check solved where the call asks for one,
 * unless the body already carries it), as the member of `token` when given: the exclusion tests
 * reach one person on two brands.
 */
export function brandCalls(server: () => TestServer): BrandCall {
  return async (brand, method, path, body, token, headers = {}) => {
    const sent =
      body && 'humanCheck' in body ? body : await withHumanCheck(server().url, brand, { method, path, body });
    const response = await server().request(path, {
      method,
      headers: {
        Merchant: brand,
        'content-type': 'application/json',
        ...(token ? { Authorization: token } : {}),
        ...headers,
      },
      ...(sent === undefined ? {} : { body: JSON.stringify(sent) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

/** The member of `token` takes a time-out of `period` on `brand`, confirmed with their password. */
export const takeBreak = (call: BrandCall, brand: string, token: string, period: string) =>
  call(brand, 'POST', '/wps/member/exclusion', { period, password: TEST_PASSWORD }, token);

/**
 * A password login's body with its proof of work solved beforehand, so that a refusal timed after
 * the break measures the platform alone.
 */
export const solvedLogin = (server: TestServer, brand: string, username: string) =>
  withHumanCheck(server.url, brand, {
    method: 'POST',
    path: '/wps/session/login',
    body: { username, password: TEST_PASSWORD },
  }) as Promise<object>;

/** What a person on a break is refused besides logging in: a deposit and a game launch. */
export const guardedCalls = (call: BrandCall, brand: string, token: string, requestId: string) => [
  call(
    brand,
    'POST',
    '/wps/deposits',
    { method: 'bank-transfer', amount: '10.00', requestId: `${requestId}-deposit` },
    token,
  ),
  call(
    brand,
    'POST',
    '/wps/game/launchGame',
    { nodeId: '1', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, accountType: 1 },
    token,
  ),
];

/** Each answer is the exclusion's refusal. */
export function expectExcluded(answers: readonly Answer[]): void {
  for (const refused of answers) {
    expect(refused.status).toBe(403);
    expect(ZFailure.parse(refused.body).errorCode).toBe('protection.excluded');
  }
}

/** The refusals kept for a member, by action: which key matched, and where the break was taken. */
export const exclusionBlocksOf = (db: Kysely<DB>, memberId: bigint) =>
  db
    .selectFrom('exclusion_blocks')
    .select(['action', 'matched_on', 'source'])
    .where('member_id', '=', memberId)
    .orderBy('action')
    .execute();
