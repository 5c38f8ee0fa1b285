import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an online payment gateway does for a deposit: says where the member pays, and proves that a
 * callback came from it. A new gateway is a new implementation; the built-in sandbox is the first.
 */
export type PaymentGateway = {
  code: string;
  /** Where the member's browser goes to pay the order (a path of this site, or the gateway's URL). */
  payUrl(orderId: string): string;
  /** The signature the gateway puts on a callback, over its fields in a fixed order. */
  sign(secret: string, fields: CallbackFields): string;
};

export type CallbackFields = {
  orderId: string;
  status: 'paid' | 'failed';
  paidAmount: string;
  timestamp: number;
};

const canonical = ({ orderId, status, paidAmount, timestamp }: CallbackFields) =>
  `${orderId}|${status}|${paidAmount}|${timestamp}`;

/** The built-in sandbox: its own hosted pay page on this server, HMAC-SHA256 callbacks. */
export const sandboxGateway: PaymentGateway = {
  code: 'sandbox',
  payUrl: (orderId) => `/sandbox-pay/${encodeURIComponent(orderId)}`,
  sign: (secret, fields) => createHmac('sha256', secret).update(canonical(fields)).digest('hex'),
};

const GATEWAYS = new Map([[sandboxGateway.code, sandboxGateway]]);

export function gatewayOf(code: string | null): PaymentGateway | undefined {
  return code === null ? undefined : GATEWAYS.get(code);
}

/** Whether `signature` is the gateway's signature of `fields`, compared in constant time. */
export function isSignedBy(
  gateway: PaymentGateway,
  secret: string,
  fields: CallbackFields,
  signature: string,
) {
  const expected = Buffer.from(gateway.sign(secret, fields), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
