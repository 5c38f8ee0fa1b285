import { describe, expect, it } from 'vitest';
import { hashOfSeed } from '../fair.ts';
import { outcomeOf, type RoundChoice } from '../rounds.ts';
import { baccaratOdds } from './baccarat.ts';
import { CRASH_RTP } from './crash.ts';
import { DICE_RTP } from './dice.ts';
import { slotRtp } from './slot.ts';

const ROUNDS = 1_000_000;
/** Two-sided 99.9% normal quantile. */
const Z_999 = 3.2905;

/**
 * Plays `ROUNDS` rounds through the same code the server plays and answers the measured return with
 * its 99.9% confidence half-width (from the rounds' own spread).
 *
 * The seeds are fixed so every run plays the same million rounds: with fresh seeds one run in a
 * thousand per game falls outside the interval by chance alone. They were not searched for a pass:
 * each is the SHA-256 of the game's name, the first thing written, and must stay so; if a rule change
 * makes a game miss, the rule or the stated RTP is wrong, not the seed.
 */
function measure(choice: RoundChoice): { rtp: number; halfWidth: number } {
  const seeds = {
    serverSeed: hashOfSeed(`rtp-simulation:${choice.game}`),
    clientSeed: 'rtp-simulation',
    nonce: 0,
  };
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    seeds.nonce = round;
    const { multiplier } = outcomeOf(seeds, choice);
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

describe('each house game returns its stated RTP over 1,000,000 rounds (99.9% confidence)', () => {
  it('Lotus Fortune slot', { timeout: 180_000 }, () => {
    const stated = slotRtp().rtp;
    expect(stated).toBeGreaterThan(0.95);
    expect(stated).toBeLessThan(0.97);
    expectWithin(measure({ game: 'slot' }), stated);
  });

  it('Rocket Crash, cashing out at 2.00×', { timeout: 120_000 }, () => {
    expectWithin(measure({ game: 'crash', cashOut: 2 }), CRASH_RTP);
  });

  it('Lucky Dice, under 49.50', { timeout: 120_000 }, () => {
    expectWithin(measure({ game: 'dice', target: 49.5, direction: 'under' }), DICE_RTP);
  });

  it('Baccarat, on the banker', { timeout: 120_000 }, () => {
    const { rtp } = baccaratOdds();
    expect(rtp.banker).toBeCloseTo(0.9894, 3);
    expect(rtp.player).toBeCloseTo(0.9876, 3);
    expectWithin(measure({ game: 'baccarat', side: 'banker' }), rtp.banker);
  });
});
