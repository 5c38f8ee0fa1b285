import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { newCaptcha } from '../modules/captcha/service.ts';
import { resolveMerchant } from '../modules/system/service.ts';
import type { TestServer } from './test-server.ts';

/**
 * Fetches a proof-of-work challenge from a running platform and solves it as the site's widget
 * would, answering the `humanCheck` value a login or registration sends. For tests, e2e and benches.
 */
export async function solvedHumanCheck(
  baseUrl: string,
  headers: Record<string, string> = { Merchant: 'demo' },
): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/human-check/challenge`, { headers });
  if (!response.ok) throw new Error(`challenge answered ${response.status}`);
  const { value: challenge } = (await response.json()) as { value: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A captcha whose answer the test knows, issued by the platform's own code to a new browser id:
 * send `cookie` as the Cookie header and `answer` as the body's `captcha`.
 */
export async function knownCaptcha(
  db: Kysely<DB>,
  merchantCode = 'demo',
): Promise<{ cookie: string; answer: string }> {
  const merchant = await resolveMerchant(db, { code: merchantCode, host: '' });
  if (!merchant) throw new Error(`no brand ${merchantCode}`);
  const { id, text } = await newCaptcha(db, merchant, undefined);
  return { cookie: `captcha_id=${id}`, answer: text };
}

/**
 * Everything a login or registration needs to pass the captcha module whatever it demands: a solved
 * challenge and a captcha answered right. Spread `body` into the request body and `headers` into its headers.
 */
export async function passedChecks(
  server: { url: string; database: { db: Kysely<DB> } },
  merchantCode = 'demo',
): Promise<{ body: { humanCheck: string; captcha: string }; headers: { cookie: string } }> {
  const [humanCheck, captcha] = await Promise.all([
    solvedHumanCheck(server.url, { Merchant: merchantCode }),
    knownCaptcha(server.database.db, merchantCode),
  ]);
  return { body: { humanCheck, captcha: captcha.answer }, headers: { cookie: captcha.cookie } };
}

/**
 * A body as the site sends it: password logins, username registrations and SMS sends carry a solved
 * proof of work; anything else goes as it is.
 */
export async function withHumanCheck(
  baseUrl: string,
  merchantCode: string,
  request: { method: string; path: string; body: unknown },
): Promise<unknown> {
  const { method, path, body } = request;
  if (typeof body !== 'object' || body === null) return body;
  const isPasswordLogin = method === 'POST' && path === '/wps/session/login' && !('mobileNum' in body);
  const isRegistration = method === 'PUT' && path === '/wps/member/register';
  const isSmsSend = method === 'POST' && path === '/wps/verification/sms/noLogin';
  if (!isPasswordLogin && !isRegistration && !isSmsSend) return body;
  return { ...body, humanCheck: await solvedHumanCheck(baseUrl, { Merchant: merchantCode }) };
}

/**
 * A JSON call as the site makes it, to the demo brand unless `headers` say otherwise, with the human
 * checks of `passedChecks` (when given) spread into its headers and body; answers status and parsed body.
 */
export async function checkedCall(
  server: Pick<TestServer, 'request'>,
  method: string,
  path: string,
  {
    body,
    headers = {},
    checks,
  }: {
    body?: object | undefined;
    headers?: Record<string, string>;
    checks?: Awaited<ReturnType<typeof passedChecks>> | undefined;
  } = {},
) {
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...checks?.headers,
      ...headers,
    },
    ...(body ? { body: JSON.stringify({ ...body, ...checks?.body }) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
