import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { REQUEST_ID_HEADER } from '../request-id.ts';
import { VENDOR_HEADERS, type VendorWalletOperation, type VendorWalletResponse } from './protocol.ts';
import { signVendorCall } from './signature.ts';

export type WalletCallOptions = {
  /** Overrides for tests of the checks: a stale time, a reused nonce, a wrong signature. */
  timestamp?: string;
  nonce?: string;
  signature?: string;
  /** The id of the request that causes the call (a player's round), which the platform logs it under. */
  requestId?: string;
};

export type WalletReply = { status: number; body: VendorWalletResponse };

/** One HTTP POST of a JSON body over `agent`'s kept-alive connections; answers the status and body text. */
function post(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A provider's side of the seamless wallet: signs each call with its key and posts it. The house
 * vendor and the sportsbook play through it; the conformance suite uses it as any provider would.
 * Posted with node:http over kept-alive connections rather than `fetch`, whose web streams cost about
 * half a millisecond of processor time a call more (docs/benchmarks.md, "Sportsbook placement"): a
 * bet or a spin makes at least one call, and the provider shares its machine with what it calls.
 */
export function walletClient(settings: { baseUrl: string; vendorCode: string; secret: string }) {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
  const agent = new (base.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true });
  return async function call(
    operation: VendorWalletOperation | string,
    payload: unknown,
    options: WalletCallOptions = {},
  ): Promise<WalletReply> {
    const url = new URL(operation, base);
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const timestamp = options.timestamp ?? String(Date.now());
    const nonce = options.nonce ?? randomBytes(16).toString('hex');
    const signature =
      options.signature ?? signVendorCall(settings.secret, { timestamp, nonce, path: url.pathname, body });
    const { status, text } = await post(
      agent,
      url,
      {
        'content-type': 'application/json',
        [VENDOR_HEADERS.vendor]: settings.vendorCode,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.nonce]: nonce,
        [VENDOR_HEADERS.signature]: signature,
        ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
      },
      body,
    );
    return { status, body: JSON.parse(text) as VendorWalletResponse };
  };
}

/**
 * The player's request a provider's wallet call is made for: its id goes to the platform with the
 * call, and the call's outcome is logged under it, so one id finds both sides of a round.
 */
export type CallerRequest = {
  id: string;
  log: { info: (detail: object, message: string) => void };
};

/** A platform answer that was not OK: no money moved, and the code (which the game translates) says why. */
export class WalletRefusal extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

export type WalletPayload = { transactionId?: string; [field: string]: unknown };
export type WalletCall = (operation: string, payload: WalletPayload) => Promise<WalletReply>;

/** The client's calls made for one request: each sent under its id and logged with its outcome. */
export function callerOf(client: ReturnType<typeof walletClient>, request: CallerRequest): WalletCall {
  return async (operation, payload) => {
    const reply = await client(operation, payload, { requestId: request.id });
    request.log.info(
      {
        wallet: operation,
        transactionId: payload.transactionId,
        code: reply.body.code,
        status: reply.status,
      },
      `wallet ${operation} ${reply.body.code}`,
    );
    return reply;
  };
}

const ATTEMPTS = 3;

/**
 * A call that must land (a credit, a rollback): retried on network failure, which its transaction id
 * makes safe (the platform answers a repeated id with the first outcome and moves nothing again).
 */
export async function insist(
  call: WalletCall,
  operation: string,
  payload: WalletPayload,
): Promise<WalletReply> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call(operation, payload);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
