import { HOUSE_JACKPOTS } from '@platform/contracts/vendor-wallet/house';
import { describe, expect, it } from 'vitest';
import { jackpotOf } from './jackpot.ts';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce });

describe('the jackpot roll', () => {
  it('is the same for the same seeds, and wins each tier at its published rate', () => {
    expect(jackpotOf(seeds(7))).toBe(jackpotOf(seeds(7)));
    const spins = 50_000;
    const wins = new Map<string, number>();
    for (let nonce = 0; nonce < spins; nonce += 1) {
      const code = jackpotOf(seeds(nonce));
      if (code) wins.set(code, (wins.get(code) ?? 0) + 1);
    }
    // The common tier's count within five standard deviations of its expectation (10 of 50,000).
    const mini = HOUSE_JACKPOTS.find(({ code }) => code === 'LOTUS_MINI')?.oneIn ?? 1;
    const expected = spins / mini;
    expect(Math.abs((wins.get('LOTUS_MINI') ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected));
  });

  it('wins the top tier on every spin under the browser tests’ seed, and only under it', () => {
    expect(jackpotOf({ ...seeds(1), clientSeed: 'force' }, 'force')).toBe('LOTUS_GRAND');
    expect(jackpotOf(seeds(1), 'force')).toBe(jackpotOf(seeds(1)));
  });
});
