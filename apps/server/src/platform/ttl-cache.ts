type CacheOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

/**
 * Keeps each answer of an async lookup for `ttlMs`, by key: a change shows within the TTL, a failed
 * lookup is not kept, and a flood of distinct keys empties the map rather than growing it.
 */
export function cachedLookup<K, V>(
  lookup: (key: K) => Promise<V>,
  keyOf: (key: K) => string,
  options: CacheOptions,
): (key: K) => Promise<V> {
  const { ttlMs, maxEntries = 1000, now = Date.now } = options;
  if (ttlMs <= 0) return lookup;
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  return (key) => {
    const name = keyOf(key);
    const cached = entries.get(name);
    if (cached && cached.expiresAt > now()) return cached.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = lookup(key);
    entries.set(name, { expiresAt: now() + ttlMs, value });
    value.catch(() => entries.delete(name));
    return value;
  };
}
