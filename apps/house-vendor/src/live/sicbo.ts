import { pick } from '../fair.ts';
import type { LiveGame, PaytableLine, Shoe } from './game.ts';

/**
 * Sic bo, three dice. Small (4–10) and big (11–17), odd and even pay 1:1 and lose to any triple; a
 * total pays by how rare it is; a chosen triple 180:1, any triple 30:1, a chosen double 10:1; a
 * single number 1:1, 2:1 or 3:1 as one, two or three dice show it.
 */
export type SicBoOutcome = { dice: [number, number, number] };

const ROUNDS_PER_SEED = 100;
/** A total's pay, to 1, by total (4 and 17 the rarest). */
const TOTAL_PAYS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
const totalPays = (total: number) => TOTAL_PAYS[Math.min(total, 21 - total)] ?? 0;

const FACES = [1, 2, 3, 4, 5, 6];
const SPOTS = [
  'small',
  'big',
  'odd',
  'even',
  ...Array.from({ length: 14 }, (_, index) => `total:${index + 4}`),
  ...FACES.map((face) => `triple:${face}`),
  'anyTriple',
  ...FACES.map((face) => `double:${face}`),
  ...FACES.map((face) => `single:${face}`),
];

function returnOf(spot: string, { dice }: SicBoOutcome): number {
  const sum = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const [kind, value] = spot.split(':');
  const face = Number(value);
  const showing = dice.filter((die) => die === face).length;
  switch (kind) {
    case 'small':
      return !triple && sum <= 10 ? 2 : 0;
    case 'big':
      return !triple && sum >= 11 ? 2 : 0;
    case 'odd':
      return !triple && sum % 2 === 1 ? 2 : 0;
    case 'even':
      return !triple && sum % 2 === 0 ? 2 : 0;
    case 'total':
      return sum === face && sum >= 4 && sum <= 17 ? totalPays(sum) + 1 : 0;
    case 'triple':
      return triple && dice[0] === face ? 181 : 0;
    case 'anyTriple':
      return triple ? 31 : 0;
    case 'double':
      return showing >= 2 ? 11 : 0;
    case 'single':
      return showing === 0 ? 0 : showing + 1;
    default:
      return 0;
  }
}

/** Every spot's exact return, over the 216 equally likely throws. */
function rtpOf(spot: string): number {
  let sum = 0;
  for (const a of FACES)
    for (const b of FACES) for (const c of FACES) sum += returnOf(spot, { dice: [a, b, c] });
  return sum / 216;
}

function paytable(): PaytableLine[] {
  return [
    { spot: 'small', pays: '1' },
    { spot: 'odd', pays: '1' },
    ...[4, 5, 6, 7, 8, 9, 10].map((total) => ({
      spot: `total:${total}`,
      pays: String(totalPays(total)),
    })),
    { spot: 'triple:1', pays: '180' },
    { spot: 'anyTriple', pays: '30' },
    { spot: 'double:1', pays: '10' },
    { spot: 'single:1', pays: '1 / 2 / 3' },
  ].map((line) => ({ ...line, rtp: rtpOf(line.spot) }));
}

export const sicBo: LiveGame<SicBoOutcome> = {
  spots: SPOTS,
  shoe: (): Shoe => ({ cards: [], position: 0, cutAt: ROUNDS_PER_SEED, burnt: 0 }),
  finished: (shoe) => shoe.position >= shoe.cutAt,
  deal(shoe, next) {
    shoe.position += 1;
    return { dice: [1 + pick(next, 6), 1 + pick(next, 6), 1 + pick(next, 6)] };
  },
  returnOf,
  paytable,
  maxReturn: 181,
  summary: ({ dice }) => dice.join(''),
};
