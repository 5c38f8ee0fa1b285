import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { SecretBox } from '../system/secrets.ts';
import { merchantById } from '../system/service.ts';
import * as repo from './repo.ts';
import * as sandboxBooks from './sandbox-repo.ts';

/**
 * A deposit order's state at its gateway. Pending may come without a pay link: the gateway gives it
 * later (a status query answers it). A paid amount is a decimal in the brand's currency, as gateways
 * send it: the platform reads it at the brand's scale.
 */
export type OrderState =
  | { status: 'pending'; payUrl: string | null }
  | { status: 'paid'; paidAmount: string }
  | { status: 'failed'; reason: string | null };

/** A payout's state at its gateway. */
export type PayoutState =
  | { status: 'pending' }
  | { status: 'paid' }
  | { status: 'failed'; reason: string | null };

/** What the platform asks a gateway to collect: `reference` is the order id it knows it by. */
type GatewayOrder = {
  reference: string;
  amount: string;
  currency: string;
  /**
   * Where the gateway sends its callbacks for the order, a path of this platform: the adapter puts
   * the deployment's public address (its own configuration) before it.
   */
  notifyPath: string;
};

/** What the platform asks a gateway to pay out; a repeated request with one reference is one payout. */
type GatewayPayout = {
  reference: string;
  amount: string;
  currency: string;
  payee: { bankName: string; accountNumber: string; accountName: string; branch: string | null };
  notifyPath: string;
};

/** A callback as a gateway sent it, read but not yet trusted. */
export type CallbackEvent =
  | { kind: 'deposit'; reference: string; state: OrderState }
  | { kind: 'payout'; reference: string; state: PayoutState };

type ReadCallback = {
  event: CallbackEvent;
  /** Unix seconds the gateway signed it at. */
  timestamp: number;
  /** Spent once: the same nonce again is a replay. */
  nonce: string;
};

export type CallbackRequest = { rawBody: string; headers: Record<string, string | string[] | undefined> };

/**
 * What the platform needs from an online payment gateway. Each call is given the brand's key with
 * the gateway (its secret, kept sealed on the brand's online deposit method). Calls to the gateway
 * may throw (network, its outage): the platform leaves the order or payout as it was and asks again
 * later (the payment-status job), so every call must be safe to repeat with the same reference.
 */
export type PaymentGateway = {
  code: string;
  /** Opens an order. The gateway may answer pending without a pay link, or failed. */
  createOrder(key: string, order: GatewayOrder): Promise<OrderState>;
  /** The order's state now: asked when its callback never came. */
  queryOrder(key: string, reference: string): Promise<OrderState>;
  requestPayout(key: string, payout: GatewayPayout): Promise<PayoutState>;
  queryPayout(key: string, reference: string): Promise<PayoutState>;
  /**
   * Reads a callback's fields without trusting them (which order or payout it names, so the platform
   * finds the key to verify it with); undefined when it is not the gateway's callback at all.
   */
  readCallback(request: CallbackRequest): ReadCallback | undefined;
  /** Whether the callback carries the gateway's signature with this key, over its raw body. */
  isSigned(key: string, request: CallbackRequest): boolean;
};

/** A signed callback is accepted this long either side of its timestamp; its nonce is kept twice as long. */
const CALLBACK_WINDOW_S = 5 * 60;

/** Equal strings, compared in constant time. */
const sameText = (expected: string, given: string) => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

const header = (request: CallbackRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The sandbox's callback signature: HMAC-SHA256, in hex, of `timestamp.nonce.rawBody`, in the
 * headers X-Timestamp, X-Nonce and X-Signature. The shape many gateways use, so an adapter for one is
 * mostly its field names.
 */
const sandboxSignature = (key: string, timestamp: string, nonce: string, rawBody: string) =>
  createHmac('sha256', key).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');

/** The headers of a sandbox callback of `rawBody`, signed now with a new nonce. */
export function sandboxCallbackHeaders(key: string, rawBody: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return {
    'content-type': 'application/json',
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Signature': sandboxSignature(key, timestamp, nonce, rawBody),
  };
}

/**
 * The key in a sandbox order's pay link: only the member the deposit answered it to holds it, so an
 * order id seen elsewhere (a callback log, a guess) neither shows nor pays the order. Derived from the
 * brand's gateway secret, it needs no storage and means nothing to another brand.
 */
const sandboxPayKey = (secret: string, orderId: string) =>
  createHmac('sha256', secret).update(`pay-page|${orderId}`).digest('base64url');

export const isSandboxPayKey = (secret: string, orderId: string, key: string) =>
  sameText(sandboxPayKey(secret, orderId), key);

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const REFERENCE = /^[A-Za-z0-9_-]{8,64}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

/** A sandbox callback body, as the sandbox sends it: JSON with these fields. */
function sandboxEvent(json: unknown): CallbackEvent | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { kind, reference, status, paidAmount, reason } = json as Record<string, unknown>;
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) return undefined;
  const why = typeof reason === 'string' ? reason.slice(0, 200) : null;
  if (kind === 'deposit') {
    if (status === 'failed') return { kind, reference, state: { status, reason: why } };
    if (status === 'paid' && typeof paidAmount === 'string' && AMOUNT.test(paidAmount))
      return { kind, reference, state: { status, paidAmount } };
    if (status === 'pending') return { kind, reference, state: { status, payUrl: null } };
  }
  if (kind === 'payout') {
    if (status === 'failed') return { kind, reference, state: { status, reason: why } };
    if (status === 'paid' || status === 'pending') return { kind, reference, state: { status } };
  }
  return undefined;
}

/**
 * The built-in sandbox, a development adapter that implements the whole interface: its hosted pay
 * page on this server (sandbox-page.ts) records what the payer did in its own books and calls back;
 * its status query answers from those books; a payout it is asked for is pending until asked about,
 * then paid, as a bank transfer that went through.
 */
function sandboxGateway(db: Kysely<DB>): PaymentGateway {
  const stateOf = async (reference: string, kind: 'deposit' | 'payout') => {
    const row = await sandboxBooks.find(db, reference);
    return row?.kind === kind ? row : undefined;
  };
  return {
    code: 'sandbox',
    async createOrder(key, order) {
      await sandboxBooks.open(db, { reference: order.reference, kind: 'deposit', amount: order.amount });
      return {
        status: 'pending',
        payUrl: `/sandbox-pay/${encodeURIComponent(order.reference)}/${sandboxPayKey(key, order.reference)}`,
      };
    },
    async queryOrder(_key, reference) {
      const row = await stateOf(reference, 'deposit');
      if (!row) return { status: 'failed', reason: 'unknown order' };
      if (row.status === 'paid') return { status: 'paid', paidAmount: row.paid_amount ?? '0' };
      if (row.status === 'failed') return { status: 'failed', reason: 'the payer made it fail' };
      return { status: 'pending', payUrl: null };
    },
    async requestPayout(_key, payout) {
      await sandboxBooks.open(db, { reference: payout.reference, kind: 'payout', amount: payout.amount });
      return { status: 'pending' };
    },
    async queryPayout(_key, reference) {
      if (!(await stateOf(reference, 'payout'))) return { status: 'failed', reason: 'unknown payout' };
      const row = await sandboxBooks.settlePayout(db, reference);
      return row?.status === 'failed' ? { status: 'failed', reason: null } : { status: 'paid' };
    },
    readCallback(request) {
      const timestamp = header(request, 'x-timestamp');
      const nonce = header(request, 'x-nonce');
      if (!/^\d{1,12}$/.test(timestamp) || !NONCE.test(nonce)) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody);
      } catch {
        return undefined;
      }
      const event = sandboxEvent(json);
      return event && { event, timestamp: Number(timestamp), nonce };
    },
    isSigned: (key, request) =>
      sameText(
        sandboxSignature(key, header(request, 'x-timestamp'), header(request, 'x-nonce'), request.rawBody),
        header(request, 'x-signature'),
      ),
  };
}

/**
 * The gateways this platform runs. A deposit method whose gateway is not among them is neither
 * offered nor paid: the sandbox runs only where the operator turned it on (config: sandboxPayments).
 */
export type PaymentGateways = {
  of(code: string | null): PaymentGateway | undefined;
  codes(): string[];
  /** Seals a gateway secret for its row, and opens a stored one for use. */
  secrets: SecretBox;
  /**
   * The brand's key with a gateway, from its online deposit method of that gateway (one merchant
   * account with a gateway both collects and pays out); undefined when the brand has none.
   */
  keyOf(merchantId: bigint, code: string): Promise<string | undefined>;
};

export function paymentGateways({
  db,
  sandbox,
  secrets,
  keyOf,
  adapters = [],
}: {
  db: Kysely<DB>;
  sandbox: boolean;
  secrets: SecretBox;
  /** The brand's sealed key with a gateway, where the brand keeps it (its deposit methods). */
  keyOf: (merchantId: bigint, code: string) => Promise<string | undefined>;
  /** Real gateways' adapters this deployment runs. */
  adapters?: PaymentGateway[];
}): PaymentGateways {
  const running = new Map(
    [...(sandbox ? [sandboxGateway(db)] : []), ...adapters].map((gateway) => [gateway.code, gateway]),
  );
  return {
    of: (code) => (code === null ? undefined : running.get(code)),
    codes: () => [...running.keys()],
    secrets,
    async keyOf(merchantId, code) {
      const sealed = await keyOf(merchantId, code);
      return sealed === undefined ? undefined : secrets.open(sealed);
    },
  };
}

/**
 * The sandbox's pay page records what the payer did in the sandbox's books (a second form keeps the
 * first outcome) and answers the order as the books now hold it.
 */
export async function settleSandboxOrder(
  db: Kysely<DB>,
  reference: string,
  outcome: { status: 'paid' | 'failed'; paidAmount: string | null },
) {
  await sandboxBooks.settleOrder(db, reference, outcome);
  return sandboxBooks.find(db, reference);
}

/** Why a callback was refused, kept with it. */
export type CallbackRefusal =
  | 'unknown gateway'
  | 'unreadable'
  | 'unknown reference'
  | 'bad signature'
  | 'outside the time window'
  | 'replayed';

/** Spends a proved callback's nonce inside the transaction that applies it (receiveCallback). */
export type SpendNonce = (trx: Kysely<DB>) => Promise<void>;

/** Thrown by a SpendNonce whose nonce was spent: it undoes the transaction that would apply a replay. */
class ReplayedCallback extends Error {}

/** Whether an apply failed only because its callback's nonce was already spent (refused as replayed). */
export const isReplayedCallback = (error: unknown) => error instanceof ReplayedCallback;

/**
 * Reads, proves and applies a gateway's callback about a `kind` of subject. Proved: its gateway runs
 * here, the key of the order or payout it names (`find`) verifies its signature over the raw body, and
 * its timestamp is within the window; anything else is a refusal. `apply` then spends its nonce
 * (`spend`, across every instance) in the transaction that applies it, so a nonce is spent exactly
 * when its callback took effect: a callback whose application failed (an error, a rollback) is
 * applied when the gateway sends it again, and of two copies at once the later waits on the nonce's
 * key and is refused as a replay once the first commits. An `apply` that refuses by a rule before
 * writing anything spends nothing, so a copy of that callback is refused by the same rule.
 */
export async function receiveCallback<K extends CallbackEvent['kind'], S extends { merchant_id: bigint }, R>(
  db: Kysely<DB>,
  gateways: PaymentGateways,
  code: string,
  request: CallbackRequest,
  handler: {
    kind: K;
    find: (reference: string) => Promise<{ key: string; subject: S } | undefined>;
    apply: (
      event: Extract<CallbackEvent, { kind: K }>,
      subject: S,
      merchant: Merchant,
      spend: SpendNonce,
    ) => Promise<R>;
  },
  now = new Date(),
): Promise<{ applied: R; subject: S } | { refused: CallbackRefusal; event?: CallbackEvent }> {
  const gateway = gateways.of(code);
  if (!gateway) return { refused: 'unknown gateway' };
  const read = gateway.readCallback(request);
  if (!read) return { refused: 'unreadable' };
  const { event } = read;
  const found = event.kind === handler.kind ? await handler.find(event.reference) : undefined;
  if (!found) return { refused: 'unknown reference', event };
  if (!gateway.isSigned(found.key, request)) return { refused: 'bad signature', event };
  if (Math.abs(now.getTime() / 1000 - read.timestamp) > CALLBACK_WINDOW_S)
    return { refused: 'outside the time window', event };
  const spend: SpendNonce = async (trx) => {
    if (!(await repo.spendCallbackNonce(trx, code, read.nonce, now))) throw new ReplayedCallback();
  };
  const merchant = await merchantById(db, found.subject.merchant_id);
  if (!merchant) throw new Error(`The brand of a ${handler.kind} is missing`);
  try {
    const applied = await handler.apply(
      event as Extract<CallbackEvent, { kind: K }>,
      found.subject,
      merchant,
      spend,
    );
    return { applied, subject: found.subject };
  } catch (error) {
    if (error instanceof ReplayedCallback) return { refused: 'replayed', event };
    throw error;
  }
}

/** Forgets nonces older than two windows: a callback that old is refused by its timestamp anyway. */
export const forgetCallbackNonces = (db: Kysely<DB>, now = new Date()) =>
  repo.forgetCallbackNonces(db, new Date(now.getTime() - 2 * CALLBACK_WINDOW_S * 1000));
