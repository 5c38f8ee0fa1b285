import { choose, eachPick, type FamilyRules, isIntegerIn, outcome, type PlayRules, range } from './play.ts';
import { type ByteStream, byteStream, withRepeats } from './seed.ts';

/**
 * Vietnamese lottery (xổ số). Balls are the prizes' numbers from the special prize down: the northern draw
 * has 27 prizes, the southern and central draws 18 (VN_PRIZE_DIGITS gives each prize's digit count). Every
 * prize's last two digits form its lô number. Lô 2 số wins once per prize ending in the picked number; đề
 * wins when the special prize ends in it; xiên k (k picks per single bet) wins when each of its k numbers is
 * the lô number of at least one prize. Lô and xiên odds depend on the number of prizes, so their prize keys
 * name the layout.
 */
export type VnLayout = 'north' | 'south-central';

const repeat = (digits: number, times: number) => Array.from({ length: times }, () => digits);

export const VN_PRIZE_DIGITS: Readonly<Record<VnLayout, readonly number[]>> = {
  // special, first, 2 second, 6 third, 4 fourth, 6 fifth, 3 sixth, 4 seventh
  north: [
    5,
    5,
    ...repeat(5, 2),
    ...repeat(5, 6),
    ...repeat(4, 4),
    ...repeat(4, 6),
    ...repeat(3, 3),
    ...repeat(2, 4),
  ],
  // special, first, second, 2 third, 7 fourth, fifth, 3 sixth, seventh, eighth
  'south-central': [6, 5, 5, ...repeat(5, 2), ...repeat(5, 7), 4, ...repeat(4, 3), 3, 2],
};
const LAYOUTS = Object.keys(VN_PRIZE_DIGITS) as VnLayout[];

function layoutOf(balls: readonly number[]): VnLayout | undefined {
  return LAYOUTS.find((layout) => VN_PRIZE_DIGITS[layout].length === balls.length);
}

function checkVnBalls(balls: readonly number[]): boolean {
  const layout = layoutOf(balls);
  return (
    layout !== undefined &&
    VN_PRIZE_DIGITS[layout].every((digits, index) => isIntegerIn(balls[index], 0, 10 ** digits - 1))
  );
}

/** The lô numbers of a result: each prize's last two digits. */
function endingsOf(balls: readonly number[]): { layout: VnLayout; endings: number[] } {
  const layout = layoutOf(balls);
  if (!layout) throw new Error(`A VN result has 27 or 18 prizes, not ${balls.length}`);
  return { layout, endings: balls.map((ball) => ball % 100) };
}

function drawPrize(stream: ByteStream, digits: number): number {
  return withRepeats(stream, digits, 0, 9).reduce((number, digit) => number * 10 + digit, 0);
}

/** A draw of one layout: each prize's digits, most significant first, prize by prize from the special down. */
export function vnBallsFromSeed(layout: VnLayout, seed: Uint8Array): number[] {
  const stream = byteStream(seed);
  return VN_PRIZE_DIGITS[layout].map((digits) => drawPrize(stream, digits));
}

const TWO_DIGITS = range(0, 99);
const byLayout = (expected: (prizes: number) => number) =>
  Object.fromEntries(
    LAYOUTS.map((layout) => [layout, { expected: expected(VN_PRIZE_DIGITS[layout].length) }]),
  );

/** Chance that k given different endings all occur among `prizes` uniform endings (inclusion-exclusion). */
const allOccur = (k: number, prizes: number) =>
  range(0, k).reduce(
    (sum, missing) => sum + (-1) ** missing * choose(k, missing) * (1 - missing / 100) ** prizes,
    0,
  );

function xien(k: number): PlayRules {
  return {
    code: `xien${k}`,
    rows: [{ key: 'numbers', options: TWO_DIGITS, min: k, max: 10 }],
    prizes: byLayout((prizes) => allOccur(k, prizes)),
    bets: ([picks = []]) => choose(picks.length, k),
    settle: ([picks = []], balls) => {
      const { layout, endings } = endingsOf(balls);
      return outcome({
        [layout]: choose(picks.filter((pick) => endings.includes(pick as number)).length, k),
      });
    },
  };
}

const PLAYS: readonly PlayRules[] = [
  {
    code: 'lo2',
    rows: [{ key: 'numbers', options: TWO_DIGITS, min: 1, max: TWO_DIGITS.length }],
    prizes: byLayout((prizes) => prizes / 100),
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const { layout, endings } = endingsOf(balls);
      return outcome({ [layout]: endings.filter((ending) => picks.includes(ending)).length });
    },
  },
  {
    code: 'de',
    rows: [{ key: 'numbers', options: TWO_DIGITS, min: 1, max: TWO_DIGITS.length }],
    prizes: { win: { expected: 1 / 100 } },
    bets: eachPick,
    settle: ([picks = []], balls) =>
      outcome({ win: picks.includes(endingsOf(balls).endings[0] as number) ? 1 : 0 }),
  },
  xien(2),
  xien(3),
  xien(4),
];

export const VN: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => vnBallsFromSeed('north', seed),
  checkBalls: checkVnBalls,
};
