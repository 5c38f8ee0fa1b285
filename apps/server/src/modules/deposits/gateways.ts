import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../system/secrets.ts';

/**
 * What an online payment gateway does for a deposit: says where the member pays, and proves that a
 * callback came from it. A new gateway is a new implementation; the built-in sandbox is the first.
 */
export type PaymentGateway = {
  code: string;
  /**
   * Where the member's browser goes to pay the order (a path of this site, or the gateway's URL),
   * given the order and the secret the brand shares with the gateway.
   */
  payUrl(orderId: string, secret: string): string;
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

/** Equal strings, compared in constant time. */
const sameText = (expected: string, given: string) => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The key in a sandbox order's pay link: only the member the deposit answered it to holds it, so an
 * order id seen elsewhere (a callback log, a guess) neither shows nor pays the order. Derived from the
 * brand's gateway secret, it needs no storage and means nothing to another brand.
 */
const sandboxPayKey = (secret: string, orderId: string) =>
  createHmac('sha256', secret).update(`pay-page|${orderId}`).digest('base64url');

export const isSandboxPayKey = (secret: string, orderId: string, key: string) =>
  sameText(sandboxPayKey(secret, orderId), key);

/** The built-in sandbox: its own hosted pay page on this server, HMAC-SHA256 callbacks. */
export const sandboxGateway: PaymentGateway = {
  code: 'sandbox',
  payUrl: (orderId, secret) =>
    `/sandbox-pay/${encodeURIComponent(orderId)}/${sandboxPayKey(secret, orderId)}`,
  sign: (secret, fields) => createHmac('sha256', secret).update(canonical(fields)).digest('hex'),
};

/**
 * The gateways this platform runs. A deposit method whose gateway is not among them is neither
 * offered nor paid: the sandbox runs only where the operator turned it on (config: sandboxPayments).
 */
export type PaymentGateways = {
  of(code: string | null): PaymentGateway | undefined;
  codes(): string[];
  /** Seals a gateway secret for its row, and opens a stored one for use. */
  secrets: SecretBox;
};

export function paymentGateways({
  sandbox,
  secrets,
}: {
  sandbox: boolean;
  secrets: SecretBox;
}): PaymentGateways {
  const running = new Map(sandbox ? [[sandboxGateway.code, sandboxGateway]] : []);
  return {
    of: (code) => (code === null ? undefined : running.get(code)),
    codes: () => [...running.keys()],
    secrets,
  };
}

/** Whether `signature` is the gateway's signature of `fields`, compared in constant time. */
export function isSignedBy(
  gateway: PaymentGateway,
  secret: string,
  fields: CallbackFields,
  signature: string,
) {
  return sameText(gateway.sign(secret, fields), signature);
}
