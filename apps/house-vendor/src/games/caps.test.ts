import { HOUSE_GAME_MAX_WIN_MULTIPLIERS, HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { describe, expect, it } from 'vitest';
import { hashOfSeed, roundFloats } from '../fair.ts';
import { playBaccarat } from './baccarat.ts';
import { isValidCashOut } from './crash.ts';
import { diceMultiplier, isValidDiceBet } from './dice.ts';
import { DRAGON_WHEEL, FISH_KINDS, FISH_PAYS, FISHING_MAX_MULTIPLIER } from './fishing.ts';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS, PAYTABLE, playSlot, SCATTER_PAYS } from './slot.ts';

/**
 * The platform refuses a credit above a game's top multiplier (HOUSE_GAME_MAX_WIN_MULTIPLIERS, which
 * it seeds as the games' caps): each cap must cover everything the game's rules can pay, or a fair
 * win would be refused.
 */
const cap = (game: keyof typeof HOUSE_GAMES) => HOUSE_GAME_MAX_WIN_MULTIPLIERS[HOUSE_GAMES[game]] ?? 0;
const ROUNDS = 20_000;

/** The floats of many rounds, from fixed seeds, as the game plays them. */
function* rounds(name: string) {
  const serverSeed = hashOfSeed(`cap-check:${name}`);
  for (let nonce = 0; nonce < ROUNDS; nonce += 1)
    yield roundFloats({ serverSeed, clientSeed: 'caps', nonce });
}

describe('each house game’s cap covers what its rules pay', () => {
  it('dice: the longest odds a bet may take pay exactly the cap', () => {
    const longest = { target: 1, direction: 'under' as const };
    expect(isValidDiceBet(longest)).toBe(true);
    expect(isValidDiceBet({ target: 0.99, direction: 'under' })).toBe(false);
    expect(diceMultiplier(longest)).toBe(cap('dice'));
  });

  it('crash: the highest cash-out a player may set is the cap', () => {
    expect(isValidCashOut(cap('crash'))).toBe(true);
    expect(isValidCashOut(cap('crash') + 0.01)).toBe(false);
  });

  it('baccarat: no deal pays more than the cap, on any side', () => {
    let top = 0;
    for (const side of ['player', 'banker', 'tie'] as const)
      for (const next of rounds(side)) top = Math.max(top, playBaccarat(next, side).multiplier);
    expect(top).toBe(cap('baccarat'));
  });

  it('slot: the top line on every line and the top scatter pay, on the spin and every free spin, stay within the cap', () => {
    const topLine = Math.max(...Object.values(PAYTABLE).map((pays) => pays[2]));
    const topSpin = topLine + Math.max(...SCATTER_PAYS);
    expect(topSpin * (1 + FREE_SPINS * FREE_SPIN_MULTIPLIER)).toBeLessThanOrEqual(cap('slot'));
    let top = 0;
    for (const next of rounds('slot')) top = Math.max(top, playSlot(next).multiplier);
    expect(top).toBeLessThanOrEqual(cap('slot'));
  });

  it('fishing: the Dragon King on the wheel’s top segment pays exactly the cap, every other fish less', () => {
    expect(FISH_PAYS.dragon * Math.max(...DRAGON_WHEEL)).toBe(FISHING_MAX_MULTIPLIER);
    expect(FISHING_MAX_MULTIPLIER).toBe(cap('fishing'));
    for (const kind of FISH_KINDS) expect(FISH_PAYS[kind]).toBeLessThan(cap('fishing'));
  });
});
