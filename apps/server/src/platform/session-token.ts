import { hash, randomBytes } from 'node:crypto';

/** A session token: 256 random bits for the client, and the hash that is all the database keeps. */
export function newSessionToken(): { token: string; hash: Uint8Array } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

/** Run on every request with a token: the one-shot hash, without a Hash object for each. */
export function hashSessionToken(token: string): Uint8Array {
  return new Uint8Array(hash('sha256', token, 'buffer'));
}

/** The token of an `Authorization` header: the raw token, as the spec sends it, or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : undefined;
}

const MINUTE_MS = 60_000;

/**
 * How an idle window is kept without writing on every request: a session's last use is written once
 * it is older than a tenth of the window (a minute at most), and the session stays live while that
 * written use is within the window plus the same tenth. So a session used within its window never
 * lapses, whatever the window (a write every minute would end a one-minute session in use), and one
 * left unused lapses at most that tenth late.
 */
export function idleWindow(idleMs: number, now: Date) {
  const touchAfterMs = Math.min(MINUTE_MS, idleMs / 10);
  return {
    /** Live sessions were last written after this. */
    idleSince: new Date(now.getTime() - idleMs - touchAfterMs),
    shouldTouch: (lastSeenAt: Date) => now.getTime() - lastSeenAt.getTime() > touchAfterMs,
  };
}
