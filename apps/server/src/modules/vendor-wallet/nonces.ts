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
 * Where the seamless wallet's nonces are spent when Redis is configured, but the debit's (spent in its
 * own statement, vendor_debit): one `SET NX` with the window's expiry, shared by every API instance.
 * Redis down (or not connected yet) answers `unavailable`: the caller then spends it in the database.
 * The nonces of calls that arrive together go in one pipeline, one write to Redis; while it is out,
 * the next ones gather. A lone call's nonce goes at once.
 */
export function redisNonces(redis: Redis, nameSpace: string) {
  let waiting: { key: string; settle: (spent: NonceSpent) => void }[] = [];
  let sending = false;
  let scheduled = false;

  const send = async (): Promise<void> => {
    scheduled = false;
    if (sending || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    sending = true;
    try {
      const pipeline = redis.pipeline();
      for (const { key } of batch) pipeline.set(key, '1', 'PX', NONCE_MEMORY_MS, 'NX');
      const results = await pipeline.exec();
      for (const [at, { settle }] of batch.entries()) {
        const [error, set] = results?.[at] ?? [new Error('no answer'), null];
        settle(error ? 'unavailable' : set === 'OK' ? 'new' : 'replayed');
      }
    } catch {
      for (const { settle } of batch) settle('unavailable');
    } finally {
      sending = false;
      void send();
    }
  };

  return (providerCode: string, nonce: string): Promise<NonceSpent> =>
    new Promise<NonceSpent>((settle) => {
      waiting.push({ key: `${nameSpace}${providerCode}:${nonce}`, settle });
      if (!sending && !scheduled) {
        // The calls read from the network in the same turn of the event loop go together.
        scheduled = true;
        setImmediate(send);
      }
    });
}
