type CacheOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

/** A cached lookup, and `clear` for when the answers are known to have changed (staff edited a brand). */
export type CachedLookup<K, V> = ((key: K) => Promise<V>) & { clear: () => void };

/**
 * Keeps each answer of an async lookup for `ttlMs`, by key: a change shows within the TTL, a failed
 * lookup is not kept, and a flood of distinct keys empties the map rather than growing it.
 */
export function cachedLookup<K, V>(
  lookup: (key: K) => Promise<V>,
  keyOf: (key: K) => string,
  options: CacheOptions,
): CachedLookup<K, V> {
  const { ttlMs, maxEntries = 1000, now = Date.now } = options;
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  if (ttlMs <= 0) return Object.assign((key: K) => lookup(key), { clear: () => {} });
  const answer = (key: K) => {
    const name = keyOf(key);
    const cached = entries.get(name);
    if (cached && cached.expiresAt > now()) return cached.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = lookup(key);
    entries.set(name, { expiresAt: now() + ttlMs, value });
    value.catch(() => entries.delete(name));
    return value;
  };
  return Object.assign(answer, { clear: () => entries.clear() });
}
