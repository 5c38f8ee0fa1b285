import { describe, expect, it } from 'vitest';
import { outcomeFrom, type RoundChoice } from '../rounds.ts';
import { fastFloats } from '../test-floats.ts';
import { baccaratOdds } from './baccarat.ts';
import { CRASH_RTP } from './crash.ts';
import { DICE_RTP } from './dice.ts';
import { slotRtp } from './slot.ts';

/** Two-sided 99.9% normal quantile. */
const Z_999 = 3.2905;

/**
 * A million rounds per game, as issue 27 asks of every game's proof. The tolerance is the measured
 * return's 99.9% confidence half-width, from the rounds' own spread (3.0 for the slot, 1.0 for crash
 * and dice, 0.93 for baccarat): 0.0033 for a spread of 1, so a game that returned a point less than
 * it states (0.98 for 0.99) fails beyond doubt, and 0.0098 for the slot, whose free spins spread
 * its return three times as wide.
 */
const ROUNDS = 1_000_000;

/**
 * Plays `ROUNDS` rounds through the same rules the server plays and answers the measured return with
 * its 99.9% confidence half-width (from the rounds' own spread).
 *
 * The stream is fixed so every run plays the same rounds: with fresh ones one run in a thousand per
 * game falls outside the interval by chance alone. It is not searched for a pass: it is named after
 * the game and must stay so; if a rule change makes a game miss, the rule or the stated RTP is wrong.
 * The server's floats come from the seeds' HMAC stream (fair.test checks it); the rules see floats
 * either way, and a fast stream spares CI seconds of hashing.
 */
function measure(choice: RoundChoice): { rtp: number; halfWidth: number } {
  const next = fastFloats(`rtp-simulation:${choice.game}`);
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const { multiplier } = outcomeFrom(next, choice);
    sum += multiplier;
    squares += multiplier * multiplier;
  }
  const mean = sum / ROUNDS;
  const variance = squares / ROUNDS - mean * mean;
  return { rtp: mean, halfWidth: Z_999 * Math.sqrt(variance / ROUNDS) };
}

function expectWithin(measured: { rtp: number; halfWidth: number }, stated: number) {
  expect(Math.abs(measured.rtp - stated)).toBeLessThanOrEqual(measured.halfWidth);
}

describe('each house game returns its stated RTP (99.9% confidence)', () => {
  it('Lotus Fortune slot, over 1,000,000 rounds', { timeout: 180_000 }, () => {
    const stated = slotRtp().rtp;
    expect(stated).toBeGreaterThan(0.95);
    expect(stated).toBeLessThan(0.97);
    expectWithin(measure({ game: 'slot' }), stated);
  });

  it('Rocket Crash, cashing out at 2.00×, over 1,000,000 rounds', { timeout: 120_000 }, () => {
    expectWithin(measure({ game: 'crash', cashOut: 2 }), CRASH_RTP);
  });

  it('Lucky Dice, under 49.50, over 1,000,000 rounds', { timeout: 120_000 }, () => {
    expectWithin(measure({ game: 'dice', target: 49.5, direction: 'under' }), DICE_RTP);
  });

  it('Baccarat, on the banker, over 1,000,000 rounds', { timeout: 120_000 }, () => {
    const { rtp } = baccaratOdds();
    expect(rtp.banker).toBeCloseTo(0.9894, 3);
    expect(rtp.player).toBeCloseTo(0.9876, 3);
    expectWithin(measure({ game: 'baccarat', side: 'banker' }), rtp.banker);
  });
});
