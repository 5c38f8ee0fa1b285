import {
  eachPick,
  type FamilyRules,
  fixedPosition,
  isBallList,
  outcome,
  type PlayRules,
  range,
} from './play.ts';
import { byteStream, distinct } from './seed.ts';
import { isOnSide, positionSides, SIDES } from './sides.ts';

/**
 * PK10: the ranking of cars 1-10, balls[0] the winner. Two-sides: big is 6-10. Dragon-tiger compares the
 * car in rank r (dragon) with the one in rank 11-r (tiger), so it never ties. Top-two sum: the winner's
 * and the runner-up's numbers added (3-19); big is 12-19, so big, small, odd and even have unequal odds.
 */
const CARS = range(1, 10);
const RANKS = CARS.map((rank) => `rank${rank}`);
const TOP_TWO_SUMS = range(3, 19);

/** The ordered (winner, runner-up) pairs: 90 equally likely outcomes. */
const TOP_TWO = CARS.flatMap((first) =>
  CARS.filter((second) => second !== first).map((second) => first + second),
);
const topTwoChance = (isCounted: (sum: number) => boolean) =>
  TOP_TWO.filter(isCounted).length / TOP_TWO.length;

const PLAYS: readonly PlayRules[] = [
  fixedPosition('positions', RANKS, CARS),
  positionSides(RANKS, 6, { win: 1 / 2 }),
  {
    code: 'dragon-tiger',
    rows: range(1, 5).map((rank) => ({
      key: `rank${rank}-rank${11 - rank}`,
      options: ['dragon', 'tiger'],
      min: 0,
      max: 2,
    })),
    prizes: { win: { expected: 1 / 2 } },
    bets: eachPick,
    settle: (selection, balls) =>
      outcome({
        win: selection.filter((row, index) =>
          row.includes((balls[index] as number) > (balls[9 - index] as number) ? 'dragon' : 'tiger'),
        ).length,
      }),
  },
  {
    code: 'top2-sum',
    rows: [
      {
        key: 'sum',
        options: [...TOP_TWO_SUMS, ...SIDES],
        min: 1,
        max: TOP_TWO_SUMS.length + SIDES.length,
      },
    ],
    prizes: {
      ...Object.fromEntries(
        TOP_TWO_SUMS.map((value) => [`sum${value}`, { expected: topTwoChance((sum) => sum === value) }]),
      ),
      ...Object.fromEntries(
        SIDES.map((side) => [side, { expected: topTwoChance((sum) => isOnSide(side, sum, 12)) }]),
      ),
    },
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const total = (balls[0] as number) + (balls[1] as number);
      const counts: Record<string, number> = { [`sum${total}`]: picks.includes(total) ? 1 : 0 };
      for (const side of SIDES) counts[side] = picks.includes(side) && isOnSide(side, total, 12) ? 1 : 0;
      return outcome(counts);
    },
  },
];

export const PK10: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => distinct(byteStream(seed), 10, 1, 10),
  checkBalls: (balls) => isBallList(balls, 10, 1, 10, true),
};
