import { describe, expect, it } from 'vitest';
import { type Family, oddsOf, type PrizeMode, playTypes, RETURN_TO_PLAYER } from './index.ts';
import { prizesOf, type Reference } from './reference.ts';

/**
 * Test support: odds checked against every possible draw. For sample single bets of each play type, the
 * reference's judgement over all draws gives the average return at the quoted odds, which must be the
 * prize mode's return to player, short only by the rounding down of the odds.
 */
const MODES = Object.keys(RETURN_TO_PLAYER) as PrizeMode[];

/** Every draw of `count` balls from min..max in order, with or without repeats. */
export function everyDraw(count: number, min: number, max: number, isDistinct: boolean): number[][] {
  let draws: number[][] = [[]];
  for (let position = 0; position < count; position += 1) {
    draws = draws.flatMap((draw) => {
      const next: number[][] = [];
      for (let ball = min; ball <= max; ball += 1)
        if (!isDistinct || !draw.includes(ball)) next.push([...draw, ball]);
      return next;
    });
  }
  return draws;
}

export function describePricing(
  family: Family,
  references: Readonly<Record<string, Reference>>,
  draws: readonly (readonly number[])[],
  samples = 6,
) {
  describe(`${family} odds over every possible draw`, () => {
    for (const play of playTypes(family)) {
      it(play.code, () => {
        const reference = references[play.code] as Reference;
        // All options of a one-row play (sums differ by value); three per row of a direct play, alike anyway.
        const width = play.rows.length === 1 ? Infinity : 3;
        const singles = reference.expand(
          play.rows.map((row) => row.options.slice(0, Math.min(row.max, width))),
        );
        const step = Math.max(1, Math.floor(singles.length / samples));
        for (let index = 0; index < singles.length; index += step) {
          const counts: Record<string, number> = {};
          for (const drawn of draws) {
            for (const prize of prizesOf(reference.judge(singles[index] ?? [], drawn, {}))) {
              counts[prize] = (counts[prize] ?? 0) + 1;
            }
          }
          for (const mode of MODES) {
            let returned = (counts.refund ?? 0) / draws.length;
            for (const [prize, count] of Object.entries(counts)) {
              if (prize !== 'refund')
                returned += (count * oddsOf(family, play.code, prize, mode)) / 10_000 / draws.length;
            }
            expect(returned).toBeLessThanOrEqual(RETURN_TO_PLAYER[mode] + 1e-9);
            expect(returned).toBeGreaterThan(RETURN_TO_PLAYER[mode] - 1e-4 - 1e-9);
          }
        }
      });
    }
  });
}
