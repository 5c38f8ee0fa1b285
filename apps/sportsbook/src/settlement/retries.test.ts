import { describe, expect, it } from 'vitest';
import { isFinalRefusal, nextAttemptAt } from './retries.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const after = (attempts: number, cause: 'not_reached' | 'refused') =>
  (nextAttemptAt(NOW, attempts, cause).getTime() - NOW.getTime()) / 1000;

describe('retries of a payment', () => {
  it('gives up on a refusal no later call can change, and keeps the rest owed', () => {
    for (const code of ['ROUND_CLOSED', 'UNKNOWN_ROUND', 'WRONG_CURRENCY', 'WIN_LIMIT_EXCEEDED'])
      expect(isFinalRefusal(code), code).toBe(true);
    for (const code of [
      'INSUFFICIENT_FUNDS',
      'BAD_SIGNATURE',
      'STALE_TIMESTAMP',
      'NONCE_REPLAYED',
      'SOMETHING_NEW',
    ])
      expect(isFinalRefusal(code), code).toBe(false);
  });

  it('sends a lost call again at once, then ever more slowly; a refusal after a minute, then ever more slowly', () => {
    expect([1, 2, 3, 4, 11, 12, 1000].map((attempts) => after(attempts, 'not_reached'))).toEqual([
      0, 1, 2, 4, 512, 600, 600,
    ]);
    expect([1, 2, 3, 6, 7, 1000].map((attempts) => after(attempts, 'refused'))).toEqual([
      60, 120, 240, 1920, 3600, 3600,
    ]);
  });
});
