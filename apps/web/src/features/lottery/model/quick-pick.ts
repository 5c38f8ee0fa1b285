import type { PlayRow, Selection } from './bet-count.ts';

/** A uniform index below `n` from the browser's CSPRNG. */
function randomBelow(n: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % n;
}

function sample<T>(options: readonly T[], count: number): T[] {
  const pool = [...options];
  for (let index = 0; index < count; index += 1) {
    const swap = index + randomBelow(pool.length - index);
    [pool[index], pool[swap]] = [pool[swap] as T, pool[index] as T];
  }
  return pool.slice(0, count);
}

/**
 * A random selection that makes at least one bet: each row gets its minimum of picks, and when no row
 * needs any (fixed position, two-sides) one random row gets one pick. Picks keep the row's option order.
 */
export function quickPick(rows: readonly PlayRow[]): Selection {
  const counts = rows.map((row) => row.min);
  if (counts.every((count): boolean => count === 0) && rows.length > 0) counts[randomBelow(rows.length)] = 1;
  return rows.map((row, index) => {
    const picked = new Set(sample(row.options, counts[index] ?? 0));
    return row.options.filter((option) => picked.has(option));
  });
}
