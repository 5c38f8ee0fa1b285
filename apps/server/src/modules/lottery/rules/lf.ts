import {
  choose,
  everyCombination,
  type FamilyRules,
  isBallList,
  outcome,
  type PlayRules,
  range,
} from './play.ts';
import { byteStream, withRepeats } from './seed.ts';
import { sumPlay } from './sides.ts';

/**
 * LF, the low-frequency daily draw (a 3-digit game): three digits 0-9, hundreds, tens and units.
 * Direct: one digit per position, a single bet per combination, won by the exact number. Group 3: each
 * ordered pair of different picked digits (the doubled one first) is a single bet, won when the draw
 * shows the first twice and the second once, in any order. Group 6: each three different picked digits
 * are a single bet, won when the draw shows all three in any order. Sum: the digits' total, 0-27.
 */
const DIGITS = range(0, 9);
const DRAWS = 1000;

/** How many times each digit shows in the draw. */
function countsOf(balls: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ball of balls) counts.set(ball, (counts.get(ball) ?? 0) + 1);
  return counts;
}

const PLAYS: readonly PlayRules[] = [
  {
    code: 'direct',
    rows: ['ball1', 'ball2', 'ball3'].map((key) => ({ key, options: DIGITS, min: 1, max: DIGITS.length })),
    prizes: { win: { expected: 1 / DRAWS } },
    bets: everyCombination,
    settle: (selection, balls) =>
      outcome({ win: selection.every((row, position) => row.includes(balls[position] as number)) ? 1 : 0 }),
  },
  {
    code: 'group3',
    rows: [{ key: 'pool', options: DIGITS, min: 2, max: DIGITS.length }],
    // Two given digits, one of them doubled: three orders of a thousand draws.
    prizes: { win: { expected: 3 / DRAWS } },
    bets: ([picks = []]) => picks.length * (picks.length - 1),
    settle: ([picks = []], balls) => {
      const counts = [...countsOf(balls)];
      const isGroup3 = counts.length === 2 && counts.every(([digit]) => picks.includes(digit));
      return outcome({ win: isGroup3 ? 1 : 0 });
    },
  },
  {
    code: 'group6',
    rows: [{ key: 'pool', options: DIGITS, min: 3, max: DIGITS.length }],
    // Three different digits: six orders of a thousand draws.
    prizes: { win: { expected: 6 / DRAWS } },
    bets: ([picks = []]) => choose(picks.length, 3),
    settle: ([picks = []], balls) => {
      const isGroup6 = countsOf(balls).size === 3 && balls.every((ball) => picks.includes(ball));
      return outcome({ win: isGroup6 ? 1 : 0 });
    },
  },
  sumPlay(DIGITS, 3),
];

export const LF: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => withRepeats(byteStream(seed), 3, 0, 9),
  checkBalls: (balls) => isBallList(balls, 3, 0, 9, false),
};
