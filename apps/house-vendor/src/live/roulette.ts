import { pick } from '../fair.ts';
import type { LiveGame, PaytableLine, Shoe } from './game.ts';

/**
 * European roulette, one zero: a straight number pays 35:1; red, black, odd, even, 1–18 and 19–36
 * pay 1:1; a dozen or a column 2:1. Zero loses every outside bet. Every bet returns 36/37.
 */
export type RouletteOutcome = { number: number };

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** Rounds spun from one committed seed before it is revealed. */
const ROUNDS_PER_SEED = 100;

const OUTSIDE: Record<string, { pays: number; wins: (n: number) => boolean }> = {
  red: { pays: 1, wins: (n) => RED.has(n) },
  black: { pays: 1, wins: (n) => n > 0 && !RED.has(n) },
  odd: { pays: 1, wins: (n) => n % 2 === 1 },
  even: { pays: 1, wins: (n) => n > 0 && n % 2 === 0 },
  low: { pays: 1, wins: (n) => n >= 1 && n <= 18 },
  high: { pays: 1, wins: (n) => n >= 19 },
  'dozen:1': { pays: 2, wins: (n) => n >= 1 && n <= 12 },
  'dozen:2': { pays: 2, wins: (n) => n >= 13 && n <= 24 },
  'dozen:3': { pays: 2, wins: (n) => n >= 25 },
  'column:1': { pays: 2, wins: (n) => n > 0 && n % 3 === 1 },
  'column:2': { pays: 2, wins: (n) => n > 0 && n % 3 === 2 },
  'column:3': { pays: 2, wins: (n) => n > 0 && n % 3 === 0 },
};

function returnOf(spot: string, { number }: RouletteOutcome): number {
  if (spot.startsWith('n:')) return Number(spot.slice(2)) === number ? 36 : 0;
  const bet = OUTSIDE[spot];
  return bet?.wins(number) ? bet.pays + 1 : 0;
}

function paytable(): PaytableLine[] {
  const rtp = (spot: string) =>
    Array.from({ length: 37 }, (_, number) => returnOf(spot, { number })).reduce((a, b) => a + b, 0) / 37;
  return ['n:17', 'red', 'odd', 'low', 'dozen:1', 'column:1'].map((spot) => ({
    spot: spot.replace(/:.*/, ''),
    pays: String(spot.startsWith('n:') ? 35 : (OUTSIDE[spot]?.pays ?? 0)),
    rtp: rtp(spot),
  }));
}

export const roulette: LiveGame<RouletteOutcome> = {
  spots: [...Array.from({ length: 37 }, (_, n) => `n:${n}`), ...Object.keys(OUTSIDE)],
  shoe: (): Shoe => ({ cards: [], position: 0, cutAt: ROUNDS_PER_SEED, burnt: 0 }),
  finished: (shoe) => shoe.position >= shoe.cutAt,
  deal(shoe, next) {
    shoe.position += 1;
    return { number: pick(next, 37) };
  },
  returnOf,
  paytable,
  maxReturn: 36,
  summary: ({ number }) => String(number),
};
