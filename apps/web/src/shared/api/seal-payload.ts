import type { PayloadKey } from '@platform/contracts/system/status';
import { CompactEncrypt, importJWK } from 'jose';

const encoder = new TextEncoder();

/**
 * Encrypts a call's JSON body to the brand's public key as a compact JWE (RSA-OAEP-256 + A256GCM),
 * naming the call's path so the server refuses it anywhere else. Loaded only when a sealed call is made.
 */
export async function sealPayload(body: unknown, path: string, key: PayloadKey): Promise<string> {
  const publicKey = await importJWK(key.jwk, key.alg);
  return new CompactEncrypt(encoder.encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid, htu: path })
    .encrypt(publicKey);
}
