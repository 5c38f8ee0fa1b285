import {
  choose,
  eachPick,
  everyCombination,
  type FamilyRules,
  fixedPosition,
  isBallList,
  outcome,
  type PlayRules,
  type PrizeBasis,
  type Row,
  range,
} from './play.ts';
import { byteStream, withRepeats } from './seed.ts';
import { isOnSide, positionSides, SIDES, sumDistribution } from './sides.ts';

/**
 * SSC (shi shi cai): five digits 0-9, ball1 first. Two-sides: big is 5-9. Sum: the five balls' total
 * (0-45), big is 23-45. Dragon-tiger compares ball1 (dragon) with ball5 (tiger); on a tie dragon and tiger
 * bets lose and only the 'tie' pick wins.
 */
const DIGITS = range(0, 9);
const BALLS = ['ball1', 'ball2', 'ball3', 'ball4', 'ball5'];
const TOTAL = sumDistribution(DIGITS, 5);

const digitRows = (keys: readonly string[], min: number): Row[] =>
  keys.map((key) => ({ key, options: DIGITS, min, max: DIGITS.length }));

const WIN = (expected: number): Record<string, PrizeBasis> => ({ win: { expected } });

function direct(code: string, positions: readonly number[]): PlayRules {
  return {
    code,
    rows: digitRows(
      positions.map((position) => BALLS[position] as string),
      1,
    ),
    prizes: WIN(10 ** -positions.length),
    bets: everyCombination,
    settle: (selection, balls) =>
      outcome({
        win: positions.every((position, row) => selection[row]?.includes(balls[position] as number)) ? 1 : 0,
      }),
  };
}

/** Group three: one pick doubled and another single, in any order (n picks make n(n-1) single bets). */
function groupThree(code: string, positions: readonly number[]): PlayRules {
  return {
    code,
    rows: [{ key: 'pool', options: DIGITS, min: 2, max: DIGITS.length }],
    prizes: WIN(3 / 1000),
    bets: ([pool = []]) => pool.length * (pool.length - 1),
    settle: ([pool = []], balls) => {
      const digits = new Set(positions.map((position) => balls[position] as number));
      return outcome({
        win: digits.size === 2 && [...digits].every((digit) => pool.includes(digit)) ? 1 : 0,
      });
    },
  };
}

/** Group six: three different digits in any order (n picks make C(n, 3) single bets). */
function groupSix(code: string, positions: readonly number[]): PlayRules {
  return {
    code,
    rows: [{ key: 'pool', options: DIGITS, min: 3, max: DIGITS.length }],
    prizes: WIN(6 / 1000),
    bets: ([pool = []]) => choose(pool.length, 3),
    settle: ([pool = []], balls) => {
      const digits = new Set(positions.map((position) => balls[position] as number));
      return outcome({
        win: digits.size === 3 && [...digits].every((digit) => pool.includes(digit)) ? 1 : 0,
      });
    },
  };
}

const THREES = [
  ['front3', [0, 1, 2]],
  ['middle3', [1, 2, 3]],
  ['back3', [2, 3, 4]],
] as const;

const SUM_VALUES = range(0, 45);

const PLAYS: readonly PlayRules[] = [
  direct('five-direct', [0, 1, 2, 3, 4]),
  ...THREES.flatMap(([name, positions]) => [
    direct(`${name}-direct`, positions),
    groupThree(`${name}-group3`, positions),
    groupSix(`${name}-group6`, positions),
  ]),
  fixedPosition('fixed-position', BALLS, DIGITS),
  positionSides(BALLS, 5, { win: 1 / 2 }),
  {
    code: 'sum',
    rows: [{ key: 'sum', options: [...SUM_VALUES, ...SIDES], min: 1, max: SUM_VALUES.length + SIDES.length }],
    prizes: {
      ...Object.fromEntries(
        SUM_VALUES.map((value) => [`sum${value}`, { expected: TOTAL.get(value) as number }]),
      ),
      side: { expected: 1 / 2 },
    },
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const total = balls.reduce((sum, ball) => sum + ball, 0);
      const sides = picks.filter((pick) => typeof pick === 'string' && isOnSide(pick, total, 23)).length;
      return outcome({ [`sum${total}`]: picks.includes(total) ? 1 : 0, side: sides });
    },
  },
  {
    code: 'dragon-tiger',
    rows: [{ key: 'ball1-ball5', options: ['dragon', 'tiger', 'tie'], min: 1, max: 3 }],
    prizes: { 'dragon-tiger': { expected: 45 / 100 }, tie: { expected: 1 / 10 } },
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const [first = 0, fifth = 0] = [balls[0], balls[4]];
      const result = first > fifth ? 'dragon' : first < fifth ? 'tiger' : 'tie';
      const isWon = picks.includes(result);
      return outcome({
        'dragon-tiger': isWon && result !== 'tie' ? 1 : 0,
        tie: isWon && result === 'tie' ? 1 : 0,
      });
    },
  },
];

export const SSC: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => withRepeats(byteStream(seed), 5, 0, 9),
  checkBalls: (balls) => isBallList(balls, 5, 0, 9, false),
};
