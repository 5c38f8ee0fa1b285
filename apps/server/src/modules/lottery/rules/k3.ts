import { eachPick, type FamilyRules, isBallList, outcome, type PlayRules, range } from './play.ts';
import { byteStream, withRepeats } from './seed.ts';
import { sumPlay } from './sides.ts';

/**
 * K3: three dice 1-6. Sum: the dice's total (3-18, a triple included). Triple: one named triple, or 'any'
 * triple. Pair: at least two dice show the picked face (a triple counts). Any: at least one die shows it,
 * paid once however many do.
 */
const FACES = range(1, 6);

const facesShowing = (face: number, balls: readonly number[]) => balls.filter((ball) => ball === face).length;

/** Each picked face a single bet that wins when at least `least` dice show it. */
function showing(code: string, least: number, expected: number): PlayRules {
  return {
    code,
    rows: [{ key: 'face', options: FACES, min: 1, max: FACES.length }],
    prizes: { win: { expected } },
    bets: eachPick,
    settle: ([picks = []], balls) =>
      outcome({ win: picks.filter((pick) => facesShowing(pick as number, balls) >= least).length }),
  };
}

const PLAYS: readonly PlayRules[] = [
  sumPlay(FACES, 3),
  {
    code: 'triple',
    rows: [{ key: 'triple', options: [...FACES, 'any'], min: 1, max: FACES.length + 1 }],
    prizes: { one: { expected: 1 / 216 }, any: { expected: 6 / 216 } },
    bets: eachPick,
    settle: ([picks = []], [first = 0, ...rest]) => {
      const isTriple = rest.every((ball) => ball === first);
      return outcome({
        one: isTriple && picks.includes(first) ? 1 : 0,
        any: isTriple && picks.includes('any') ? 1 : 0,
      });
    },
  },
  showing('pair', 2, 16 / 216),
  showing('any', 1, 91 / 216),
];

export const K3: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => withRepeats(byteStream(seed), 3, 1, 6),
  checkBalls: (balls) => isBallList(balls, 3, 1, 6, false),
};
