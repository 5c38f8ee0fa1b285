import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { brandGatewayKeys } from '../modules/deposits/payment-methods.ts';
import { paymentGateways, sandboxCallbackHeaders } from '../modules/payments/gateways.ts';
import type { SecretBox } from '../modules/system/secrets.ts';
import type { TestServer } from './test-server.ts';

/**
 * A sandbox gateway callback as the gateway sends it: `fields` as its JSON body, signed with `key`
 * over the raw body, a timestamp (now, or `at`) and a new nonce; `headers` replaces any of them (a
 * replayed nonce, a forged signature).
 */
export function sandboxCallback(
  server: TestServer,
  path: string,
  fields: Record<string, unknown>,
  key: string,
  options: { at?: number; headers?: Record<string, string>; rawBody?: string } = {},
) {
  const rawBody = JSON.stringify(fields);
  const headers = { ...sandboxCallbackHeaders(key, rawBody, options.at), ...options.headers };
  return {
    headers,
    response: server.request(path, { method: 'POST', headers, body: options.rawBody ?? rawBody }),
  };
}

/** The sandbox's callback about a deposit order. */
export const depositCallbackFields = (order: {
  orderId: string;
  status?: 'paid' | 'failed';
  paidAmount?: string;
}) => ({
  kind: 'deposit',
  reference: order.orderId,
  status: order.status ?? 'paid',
  ...((order.status ?? 'paid') === 'paid' ? { paidAmount: order.paidAmount ?? '0' } : {}),
});

/** The gateways a test server runs: the sandbox, with the brands' keys on their deposit methods. */
export const runningGateways = (db: Kysely<DB>, secrets: SecretBox) =>
  paymentGateways({ db, sandbox: true, secrets, keyOf: brandGatewayKeys(db) });
