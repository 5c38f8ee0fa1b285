import { HOUSE_GAME_MAX_WIN_MULTIPLIERS, HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playBaccarat } from './baccarat.ts';
import { isValidCashOut } from './crash.ts';
import { diceMultiplier, isValidDiceBet } from './dice.ts';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS, PAYTABLE, playSlot, SCATTER_PAYS } from './slot.ts';

/**
 * The platform refuses a credit above a game's top multiplier (HOUSE_GAME_MAX_WIN_MULTIPLIERS, which
 * it seeds as the games' caps): each cap must cover everything the game's rules can pay, or a fair
 * win would be refused.
 */
const cap = (game: keyof typeof HOUSE_GAMES) => HOUSE_GAME_MAX_WIN_MULTIPLIERS[HOUSE_GAMES[game]] ?? 0;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const floats = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: 64,
  maxLength: 64,
});
const replay = (values: number[]) => {
  let at = 0;
  return () => values[at++ % values.length] ?? 0;
};

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
    fc.assert(
      fc.property(
        floats,
        fc.constantFrom('player', 'banker', 'tie') as fc.Arbitrary<'player'>,
        (values, side) => {
          expect(playBaccarat(replay(values), side).multiplier).toBeLessThanOrEqual(cap('baccarat'));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('slot: the top line on every line and the top scatter pay, on the spin and every free spin, stay within the cap', () => {
    const topLine = Math.max(...Object.values(PAYTABLE).map((pays) => pays[2]));
    const topSpin = topLine + Math.max(...SCATTER_PAYS);
    expect(topSpin * (1 + FREE_SPINS * FREE_SPIN_MULTIPLIER)).toBeLessThanOrEqual(cap('slot'));
    fc.assert(
      fc.property(floats, (values) => {
        expect(playSlot(replay(values)).multiplier).toBeLessThanOrEqual(cap('slot'));
      }),
      { numRuns: RUNS },
    );
  });
});
