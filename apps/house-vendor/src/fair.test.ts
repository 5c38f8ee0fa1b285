import { describe, expect, it } from 'vitest';
import { hashOfSeed, roundFloats } from './fair.ts';
import { dealFrom } from './games/baccarat.ts';
import { crashPoint } from './games/crash.ts';
import { diceMultiplier, isValidDiceBet } from './games/dice.ts';
import { lineWin } from './games/slot.ts';
import { outcomeOf } from './rounds.ts';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('provably fair numbers', () => {
  it('are the same for the same seeds and nonce, and differ with any of them', () => {
    const first = roundFloats(seeds);
    const again = roundFloats(seeds);
    const a = Array.from({ length: 20 }, first);
    expect(Array.from({ length: 20 }, again)).toEqual(a);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(roundFloats({ ...seeds, nonce: 8 })()).not.toBe(a[0]);
    expect(roundFloats({ ...seeds, clientSeed: 'other' })()).not.toBe(a[0]);
  });

  it('commit to the server seed by its SHA-256', () => {
    expect(hashOfSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('recompute a round’s outcome from its revealed seeds', () => {
    const choice = { game: 'dice', target: 50, direction: 'over' } as const;
    expect(outcomeOf(seeds, choice)).toEqual(outcomeOf({ ...seeds }, choice));
  });
});

describe('game rules', () => {
  it('crash: 0.99 / (1 − u) cut to two decimals, never under 1.00', () => {
    expect(crashPoint(0)).toBe(1);
    expect(crashPoint(0.5)).toBe(1.98);
    expect(crashPoint(0.75)).toBe(3.96);
  });

  it('dice: pays 0.99 / chance, within 1% to 98% chance', () => {
    expect(diceMultiplier({ target: 50, direction: 'under' })).toBe(1.98);
    expect(isValidDiceBet({ target: 0.5, direction: 'under' })).toBe(false);
    expect(isValidDiceBet({ target: 98.5, direction: 'under' })).toBe(false);
    expect(isValidDiceBet({ target: 50.005, direction: 'under' })).toBe(false);
  });

  it('baccarat: naturals stand, the banker draws by the player’s third card', () => {
    // Player 9 (4+5), banker 0: a natural, no third cards.
    expect(dealFrom([3, 9, 4, 10, 1, 1])).toMatchObject({
      player: [3, 4],
      banker: [9, 10],
      winner: 'player',
    });
    // Player 2+3 = 5 draws a 4 (9); banker 3 (A+2) draws on a player third of 4: A → 4.
    const deal = dealFrom([1, 0, 2, 1, 3, 0]);
    expect(deal.player).toHaveLength(3);
    expect(deal.playerTotal).toBe(9);
  });

  it('slot: wilds extend a line, scatters break it, five wilds pay as the dragon', () => {
    expect(lineWin(['WILD', 'KOI', 'KOI', 'WILD', 'A'])).toEqual({ symbol: 'KOI', count: 4, pays: 80 });
    expect(lineWin(['WILD', 'SCATTER', 'KOI', 'KOI', 'KOI'])).toBeUndefined();
    expect(lineWin(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({
      symbol: 'DRAGON',
      count: 5,
      pays: 1000,
    });
    expect(lineWin(['A', 'A', 'K', 'A', 'A'])).toBeUndefined();
  });
});
