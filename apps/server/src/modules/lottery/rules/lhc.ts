import { eachPick, type FamilyRules, isBallList, outcome, type PlayRules, range } from './play.ts';
import { byteStream, distinct } from './seed.ts';
import { isOnSide, SIDES } from './sides.ts';
import { yearZodiacAt, ZODIACS, zodiacOf } from './zodiac.ts';

/**
 * LHC (Mark Six): six regular numbers and a special number, seven different numbers of 1-49; balls[6] is the
 * special. Special two-sides: big is 25-48, small 1-24; a special 49 refunds every side bet (the tie).
 * Regular numbers win when among the first six balls. Special zodiac wins when the special number's zodiac
 * (zodiac.ts, by the draw's time) is picked: the year's own zodiac holds five numbers, the others four.
 */
const NUMBERS = range(1, 49);

const PLAYS: readonly PlayRules[] = [
  {
    code: 'special',
    rows: [{ key: 'special', options: NUMBERS, min: 1, max: NUMBERS.length }],
    prizes: { win: { expected: 1 / 49 } },
    bets: eachPick,
    settle: ([picks = []], balls) => outcome({ win: picks.includes(balls[6] as number) ? 1 : 0 }),
  },
  {
    code: 'special-sides',
    rows: [{ key: 'special', options: SIDES, min: 1, max: SIDES.length }],
    prizes: { win: { expected: 24 / 49, tie: 1 / 49 } },
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const special = balls[6] as number;
      if (special === 49) return outcome({}, picks.length);
      return outcome({ win: picks.filter((pick) => isOnSide(pick, special, 25)).length });
    },
  },
  {
    code: 'regular',
    rows: [{ key: 'regular', options: NUMBERS, min: 1, max: NUMBERS.length }],
    prizes: { win: { expected: 6 / 49 } },
    bets: eachPick,
    settle: ([picks = []], balls) =>
      outcome({ win: picks.filter((pick) => balls.slice(0, 6).includes(pick as number)).length }),
  },
  {
    code: 'special-zodiac',
    rows: [{ key: 'zodiac', options: ZODIACS, min: 1, max: ZODIACS.length }],
    prizes: { 'own-year': { expected: 5 / 49 }, other: { expected: 4 / 49 } },
    bets: eachPick,
    settle: ([picks = []], balls, { drawnAt }) => {
      const zodiac = drawnAt && zodiacOf(balls[6] as number, drawnAt);
      if (!drawnAt || !zodiac)
        throw new Error(`No zodiac table for the LHC draw at ${drawnAt?.toISOString()}`);
      if (!picks.includes(zodiac)) return outcome({});
      return outcome({ [zodiac === yearZodiacAt(drawnAt) ? 'own-year' : 'other']: 1 });
    },
  },
];

export const LHC: FamilyRules = {
  plays: PLAYS,
  ballsFromSeed: (seed) => distinct(byteStream(seed), 7, 1, 49),
  checkBalls: (balls) => isBallList(balls, 7, 1, 49, true),
};
