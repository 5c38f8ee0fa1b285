import { createHash, randomBytes } from 'node:crypto';

/** A session token: 256 random bits for the client, and the hash that is all the database keeps. */
export function newSessionToken(): { token: string; hash: Uint8Array } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(token).digest());
}

/** The token of an `Authorization` header: the raw token, as the spec sends it, or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : undefined;
}
