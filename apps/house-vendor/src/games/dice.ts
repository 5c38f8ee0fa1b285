import { pick } from '../fair.ts';

/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely results). The player picks a target and
 * "under" or "over"; the win chance is the share of results that win, and a win pays
 * 0.99 / chance times the stake, so the return to player is 99% whatever the choice.
 */
export const DICE_RTP = 0.99;
const OUTCOMES = 10_000;

export type DiceBet = { target: number; direction: 'under' | 'over' };

/** Results (in hundredths) that win: under the target, or over it. */
function winningOutcomes({ target, direction }: DiceBet): number {
  const hundredths = Math.round(target * 100);
  return direction === 'under' ? hundredths : OUTCOMES - 1 - hundredths;
}

export function isValidDiceBet(bet: DiceBet): boolean {
  const wins = winningOutcomes(bet);
  // A chance between 1% and 98%: the multiplier stays between 1.01 and 99.
  return (
    Number.isFinite(bet.target) &&
    wins >= 100 &&
    wins <= 9_800 &&
    Math.round(bet.target * 100) === bet.target * 100
  );
}

/** The multiplier a win pays, to four decimals (rounded down: never more than the stated RTP). */
export function diceMultiplier(bet: DiceBet): number {
  return Math.floor((DICE_RTP * OUTCOMES * 10_000) / winningOutcomes(bet)) / 10_000;
}

export function playDice(
  next: () => number,
  bet: DiceBet,
): { roll: number; win: boolean; multiplier: number } {
  const roll = pick(next, OUTCOMES);
  const hundredths = Math.round(bet.target * 100);
  const win = bet.direction === 'under' ? roll < hundredths : roll > hundredths;
  return { roll: roll / 100, win, multiplier: win ? diceMultiplier(bet) : 0 };
}
