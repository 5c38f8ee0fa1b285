import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballsFromSeed,
  checkBalls,
  checkSelection,
  FAMILIES,
  type Family,
  oddsOf,
  type PrizeMode,
  playTypes,
  RETURN_TO_PLAYER,
  settle,
} from './index.ts';

const MODES = Object.keys(RETURN_TO_PLAYER) as PrizeMode[];

describe('every family', () => {
  it('is offered with its play types', () => {
    expect(FAMILIES).toEqual(['SSC', 'PK10', '11X5', 'LHC', 'K3', 'VN', 'LF']);
    for (const family of FAMILIES) expect(playTypes(family).length).toBeGreaterThan(0);
  });

  it('quotes odds above evens-less-edge for every prize in every mode, the better mode paying more', () => {
    for (const family of FAMILIES) {
      for (const play of playTypes(family)) {
        for (const prize of play.prizes) {
          const odds = MODES.map((mode) => oddsOf(family, play.code, prize, mode));
          for (const quoted of odds) expect(quoted).toBeGreaterThan(10_000);
          expect(oddsOf(family, play.code, prize, 'SEA')).toBeGreaterThan(
            oddsOf(family, play.code, prize, 'ZY'),
          );
        }
      }
    }
  });

  it('refuses unknown play types and prizes', () => {
    for (const family of FAMILIES) {
      expect(checkSelection(family, 'no-such-play', [[1]])).toEqual({
        ok: false,
        code: 'lottery.playtype.unknown',
      });
      const [first] = playTypes(family);
      expect(() => oddsOf(family, first?.code ?? '', 'no-such-prize', 'Lott')).toThrow();
    }
    expect(() => settle('SSC', 'no-such-play', [[1]], [1, 2, 3, 4, 5])).toThrow();
  });

  const plays = FAMILIES.flatMap((family) =>
    playTypes(family).map((play) => [family, play.code, play] as const),
  );
  it.each(plays)('%s %s settles only under its own prize keys', (family, _, play) => {
    const selection = fc.tuple(
      ...play.rows.map((row) => fc.subarray([...row.options], { maxLength: row.max })),
    );
    fc.assert(
      fc.property(selection, fc.uint8Array({ minLength: 16, maxLength: 16 }), (raw, seed) => {
        const checked = checkSelection(family, play.code, raw);
        if (!checked.ok) return;
        const outcome = settle(family, play.code, checked.selection, ballsFromSeed(family, seed), {
          drawnAt: new Date('2026-06-01T20:30:00+08:00'),
        });
        for (const win of outcome.wins) {
          expect(play.prizes).toContain(win.prize);
          expect(win.count).toBeGreaterThan(0);
        }
        const won = outcome.wins.reduce((sum, win) => sum + win.count, 0);
        // Only VN lô wins a single bet more than once.
        if (play.code !== 'lo2') expect(won + outcome.refunded).toBeLessThanOrEqual(checked.bets);
      }),
    );
  });
});

describe('official results', () => {
  const bad: [Family, number[]][] = [
    ['SSC', [1, 2, 3, 4]],
    ['SSC', [1, 2, 3, 4, 10]],
    ['SSC', [1, 2, 3, 4, 1.5]],
    ['PK10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]],
    ['PK10', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['11X5', [1, 2, 3, 4, 12]],
    ['11X5', [1, 2, 3, 4, 4]],
    ['LHC', [1, 2, 3, 4, 5, 6, 50]],
    ['LHC', [1, 2, 3, 4, 5, 6, 6]],
    ['LHC', [1, 2, 3, 4, 5, 6]],
    ['K3', [1, 2, 7]],
    ['K3', [0, 1, 2]],
    ['LF', [1, 2, 10]],
    ['LF', [1, 2]],
  ];
  it.each(bad)('refuses a %s result %o', (family, balls) => {
    expect(checkBalls(family, balls)).toBe(false);
  });

  it('accepts possible results, with repeats where the family allows them', () => {
    expect(checkBalls('SSC', [0, 0, 9, 9, 9])).toBe(true);
    expect(checkBalls('PK10', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(true);
    expect(checkBalls('11X5', [11, 1, 5, 6, 10])).toBe(true);
    expect(checkBalls('LHC', [49, 1, 2, 3, 4, 5, 6])).toBe(true);
    expect(checkBalls('K3', [6, 6, 6])).toBe(true);
    expect(checkBalls('LF', [0, 0, 9])).toBe(true);
  });
});
