import { SIGNATURE_WINDOW_MS } from '@platform/contracts/vendor-wallet/protocol';
import type { Redis } from 'ioredis';

/**
 * How long a spent nonce is remembered: a call is accepted while its timestamp is within the window
 * either side of now, so a nonce signed at the window's far edge stays usable for two windows.
 */
const NONCE_MEMORY_MS = 2 * SIGNATURE_WINDOW_MS;

/** What spending a nonce found: new (now spent), seen before, or no way to tell. */
export type NonceSpent = 'new' | 'replayed' | 'unavailable';

/**
 * Where the seamless wallet's nonces are spent when Redis is configured: one `SET NX` with the
 * window's expiry, shared by every API instance, instead of a row in the debit's transaction. Redis
 * down (or not connected yet) answers `unavailable`: the caller then spends it in the database.
 */
export function redisNonces(redis: Redis, nameSpace: string) {
  return async (providerCode: string, nonce: string): Promise<NonceSpent> => {
    try {
      const set = await redis.set(`${nameSpace}${providerCode}:${nonce}`, '1', 'PX', NONCE_MEMORY_MS, 'NX');
      return set === 'OK' ? 'new' : 'replayed';
    } catch {
      return 'unavailable';
    }
  };
}
