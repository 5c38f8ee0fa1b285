import type { Merchant } from '../../platform/merchant.ts';
import { type CachedLookup, cachedLookup } from '../../platform/ttl-cache.ts';
import type { MerchantLookup } from './service.ts';

type Resolve = (lookup: MerchantLookup) => Promise<Merchant | undefined>;

/**
 * Every API call names its brand, and a page makes several calls: each instance keeps the answer for
 * a few seconds instead of asking the database every time. A change to a brand (maintenance, say)
 * shows everywhere within the TTL, and at once on the instance
 * that made it (it clears the cache).
 */
export function cachedMerchantResolver(
  resolve: Resolve,
  options: { ttlMs: number; maxEntries?: number; now?: () => number },
): CachedLookup<MerchantLookup, Merchant | undefined> {
  return cachedLookup(
    resolve,
    (lookup) => (lookup.code === undefined ? `host:${lookup.host}` : `code:${lookup.code}`),
    options,
  );
}
