import type { Merchant } from './merchant.ts';
import type { MerchantLookup } from './service.ts';

type Resolve = (lookup: MerchantLookup) => Promise<Merchant | undefined>;
type CacheOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

/**
 * Every API call names its brand, and a page makes several calls: each instance keeps the answer for
 * a few seconds instead of asking the database every time. A change to a brand (maintenance, say)
 * shows everywhere within the TTL; a failed lookup is not kept. The map is bounded: a flood of
 * unknown codes empties it rather than growing it.
 */
export function cachedMerchantResolver(resolve: Resolve, options: CacheOptions): Resolve {
  const { ttlMs, maxEntries = 1000, now = Date.now } = options;
  if (ttlMs <= 0) return resolve;
  const entries = new Map<string, { expiresAt: number; merchant: Promise<Merchant | undefined> }>();
  return (lookup) => {
    const key = lookup.code === undefined ? `host:${lookup.host}` : `code:${lookup.code}`;
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) return cached.merchant;
    if (entries.size >= maxEntries) entries.clear();
    const merchant = resolve(lookup);
    entries.set(key, { expiresAt: now() + ttlMs, merchant });
    merchant.catch(() => entries.delete(key));
    return merchant;
  };
}
