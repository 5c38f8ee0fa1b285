import {
  choose,
  eachPick,
  type FamilyRules,
  fixedPosition,
  isBallList,
  outcome,
  type Pick,
  type PlayRules,
  range,
  type Selection,
} from './play.ts';
import { byteStream, distinct } from './seed.ts';
import { isOnSide, positionSides, SIDES } from './sides.ts';

/**
 * 11X5: five different numbers of 1-11, balls[0] first. Any k: k <= 5 wins when all k picks are drawn,
 * k >= 6 when the k picks hold all five drawn numbers. Tie rules: in two-sides a ball 11 refunds every side
 * bet on that ball (big is 6-10, small 1-5); in sum (the five balls' total, 15-45) a total of 30 refunds
 * big and small (big is 31-45) while odd and even settle normally (at unequal odds: 236 of the 462
 * draws have an odd total).
 */
const NUMBERS = range(1, 11);
const BALLS = ['ball1', 'ball2', 'ball3', 'ball4', 'ball5'];
const DRAWS = choose(11, 5);

/** How many 5-number draws have each total: subsets counted by size and sum, one number at a time. */
function drawsByTotal(): Map<number, number> {
  let counts = new Map<string, number>([['0:0', 1]]);
  for (const number of NUMBERS) {
    const next = new Map(counts);
    for (const [key, count] of counts) {
      const [size = 0, sum = 0] = key.split(':').map(Number);
      if (size < 5)
        next.set(`${size + 1}:${sum + number}`, (next.get(`${size + 1}:${sum + number}`) ?? 0) + count);
    }
    counts = next;
  }
  const totals = new Map<number, number>();
  for (const [key, count] of counts) {
    const [size, sum = 0] = key.split(':').map(Number);
    if (size === 5) totals.set(sum, count);
  }
  return totals;
}
const TOTALS = drawsByTotal();
const totalChance = (isCounted: (total: number) => boolean) =>
  [...TOTALS].reduce((sum, [total, count]) => sum + (isCounted(total) ? count : 0), 0) / DRAWS;

const drawnIn = (pool: readonly Pick[], balls: readonly number[]) =>
  pool.filter((pick) => balls.includes(pick as number)).length;

function any(k: number): PlayRules {
  return {
    code: `any${k}`,
    rows: [{ key: 'pool', options: NUMBERS, min: k, max: NUMBERS.length }],
    prizes: { win: { expected: k <= 5 ? choose(11 - k, 5 - k) / DRAWS : choose(k, 5) / DRAWS } },
    bets: ([pool = []]) => choose(pool.length, k),
    settle: ([pool = []], balls) => {
      const hits = drawnIn(pool, balls);
      if (k <= 5) return outcome({ win: choose(hits, k) });
      return outcome({ win: hits === 5 ? choose(pool.length - 5, k - 5) : 0 });
    },
  };
}

const overlap = (first: readonly Pick[], second: readonly Pick[]) =>
  first.filter((pick) => second.includes(pick)).length;

/** Ordered picks with no number twice, by inclusion-exclusion over the rows sharing numbers. */
function distinctCombinations(selection: Selection): number {
  const [first = [], second = [], third] = selection;
  if (!third) return first.length * second.length - overlap(first, second);
  const inAll = first.filter((pick) => second.includes(pick) && third.includes(pick)).length;
  return (
    first.length * second.length * third.length -
    overlap(first, second) * third.length -
    overlap(first, third) * second.length -
    overlap(second, third) * first.length +
    2 * inAll
  );
}

function direct(size: number): PlayRules {
  return {
    code: `front${size}-direct`,
    rows: BALLS.slice(0, size).map((key) => ({ key, options: NUMBERS, min: 1, max: NUMBERS.length })),
    prizes: { win: { expected: 1 / (11 * 10 * (size === 3 ? 9 : 1)) } },
    bets: distinctCombinations,
    settle: (selection, balls) =>
      outcome({ win: selection.every((row, position) => row.includes(balls[position] as number)) ? 1 : 0 }),
  };
}

function group(size: number): PlayRules {
  return {
    code: `front${size}-group`,
    rows: [{ key: 'pool', options: NUMBERS, min: size, max: NUMBERS.length }],
    prizes: { win: { expected: 1 / choose(11, size) } },
    bets: ([pool = []]) => choose(pool.length, size),
    settle: ([pool = []], balls) => outcome({ win: drawnIn(pool, balls.slice(0, size)) === size ? 1 : 0 }),
  };
}

const PLAYS: readonly PlayRules[] = [
  ...range(1, 8).map(any),
  direct(2),
  direct(3),
  group(2),
  group(3),
  fixedPosition('fixed-position', BALLS, NUMBERS),
  positionSides(BALLS, 6, { win: 5 / 11, tie: 1 / 11, tieBall: 11 }),
  {
    code: 'sum',
    rows: [{ key: 'sum', options: SIDES, min: 1, max: SIDES.length }],
    prizes: {
      'big-small': {
        expected: totalChance((total) => total > 30),
        tie: totalChance((total) => total === 30),
      },
      odd: { expected: totalChance((total) => total % 2 === 1) },
      even: { expected: totalChance((total) => total % 2 === 0) },
    },
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const total = balls.reduce((sum, ball) => sum + ball, 0);
      const sizes = picks.filter((pick) => pick === 'big' || pick === 'small');
      return outcome(
        {
          'big-small': total === 30 ? 0 : sizes.filter((pick) => isOnSide(pick, total, 31)).length,
          odd: picks.includes('odd') && total % 2 === 1 ? 1 : 0,
          even: picks.includes('even') && total % 2 === 0 ? 1 : 0,
        },
        total === 30 ? sizes.length : 0,
      );
    },
  },
];

export const ELEVEN_FIVE: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => distinct(byteStream(seed), 5, 1, 11),
  checkBalls: (balls) => isBallList(balls, 5, 1, 11, true),
};
