import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a vendor signs: the timestamp (milliseconds since the epoch), a nonce used once, the path and
 * the exact body bytes, joined by newlines, under HMAC-SHA256 with the vendor's secret, as lower-case
 * hex. The platform signs nothing back: the vendor reached it over TLS.
 */
function signedText(parts: { timestamp: string; nonce: string; path: string; body: string }): string {
  return `${parts.timestamp}\n${parts.nonce}\n${parts.path}\n${parts.body}`;
}

export function signVendorCall(
  secret: string,
  parts: { timestamp: string; nonce: string; path: string; body: string },
): string {
  return createHmac('sha256', secret).update(signedText(parts)).digest('hex');
}

export function isVendorSignatureValid(
  secret: string,
  parts: { timestamp: string; nonce: string; path: string; body: string },
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signVendorCall(secret, parts), 'hex'), Buffer.from(signature, 'hex'));
}
