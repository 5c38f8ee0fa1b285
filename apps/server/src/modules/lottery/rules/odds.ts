import type { PrizeBasis, PrizeMode } from './play.ts';

/**
 * Return to player of every play type per prize mode (the house edge is 1 minus it), the same for all play
 * types of all families so that no play is a better or worse deal than another:
 *
 * | mode  | return | house edge | used for                                 |
 * |-------|--------|------------|------------------------------------------|
 * | Lott  | 0.96   | 4.0 %      | official lotteries (LOTT)                |
 * | ZY    | 0.95   | 5.0 %      | the ZY odds package (lower odds, rebate) |
 * | Elott | 0.97   | 3.0 %      | the brand's own e-lottery (ELOTT)        |
 * | SEA   | 0.98   | 2.0 %      | the South-East Asia odds package         |
 */
export const RETURN_TO_PLAYER: Readonly<Record<PrizeMode, number>> = {
  Lott: 0.96,
  ZY: 0.95,
  Elott: 0.97,
  SEA: 0.98,
};

/**
 * Decimal odds in 1/10000 so that one single bet returns RETURN_TO_PLAYER of its stake on average: a win
 * pays odds, a tie refunds the stake, so odds = (return - P(tie)) / E(wins), rounded down. The factor
 * 1 + 1e-12 keeps binary floating point from turning an exact 980000000 into 979999999.
 */
export function oddsFromBasis(basis: PrizeBasis, mode: PrizeMode): number {
  const odds = (10_000 * (RETURN_TO_PLAYER[mode] - (basis.tie ?? 0))) / basis.expected;
  return Math.floor(odds * (1 + 1e-12));
}
