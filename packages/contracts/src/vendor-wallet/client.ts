import { randomBytes } from 'node:crypto';
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

/**
 * A provider's side of the seamless wallet: signs each call with its key and posts it. The house
 * vendor plays through it; the conformance suite and the benchmark use it as any provider would.
 */
export function walletClient(settings: { baseUrl: string; vendorCode: string; secret: string }) {
  const base = new URL(settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`);
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
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_HEADERS.vendor]: settings.vendorCode,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.nonce]: nonce,
        [VENDOR_HEADERS.signature]: signature,
        ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as VendorWalletResponse };
  };
}
