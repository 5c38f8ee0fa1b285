/**
 * The rules of the lottery families: play types, selection checks, settlement, odds and the seeded draw.
 *
 * Balls of a draw, in drawn order: SSC 5 digits 0-9; PK10 the ranking, 10 distinct 1-10; 11X5 5 distinct
 * 1-11; LHC 7 distinct 1-49 (the 7th is the special number); K3 3 dice 1-6; VN the prizes' numbers from
 * the special prize down (27 for the northern draw, 18 for the southern and central ones; see vn.ts); LF
 * (the low-frequency daily 3-digit draw) 3 digits 0-9.
 *
 * Money (applied by the betting side, bigint minor units): a checked selection stakes
 *   stake = unitStake * multiplier * bets;
 * at settlement, per prize key of `settle` (decimal odds: the payout includes the stake)
 *   win = floor(unitStake * multiplier * count * odds / 10000),
 * and the single bets a tie rule refunds return
 *   refund = unitStake * multiplier * refunded.
 * Settle the selection `checkSelection` returned (picks in option order); the LHC zodiac play also needs
 * the draw's time (`{ drawnAt }`).
 */
import { ELEVEN_FIVE } from './eleven-five.ts';
import { K3 } from './k3.ts';
import { LF } from './lf.ts';
import { LHC } from './lhc.ts';
import { oddsFromBasis } from './odds.ts';
import { PK10 } from './pk10.ts';
import type {
  Balls,
  DrawContext,
  Family,
  FamilyRules,
  Outcome,
  PlayRules,
  PlayType,
  PrizeMode,
  Selection,
} from './play.ts';
import { SSC } from './ssc.ts';
import { VN } from './vn.ts';

export { RETURN_TO_PLAYER } from './odds.ts';
export type {
  Balls,
  DrawContext,
  Family,
  Outcome,
  Pick,
  PlayType,
  PrizeMode,
  Selection,
} from './play.ts';
export { VN_PRIZE_DIGITS, type VnLayout, vnBallsFromSeed } from './vn.ts';
export { zodiacOf } from './zodiac.ts';

export const FAMILIES: readonly Family[] = ['SSC', 'PK10', '11X5', 'LHC', 'K3', 'VN', 'LF'];

const RULES: Readonly<Record<Family, FamilyRules>> = { SSC, PK10, '11X5': ELEVEN_FIVE, LHC, K3, VN, LF };

/** Play types by family and code: settlement looks one up per bet, 100,000 times for a busy draw. */
const PLAYS = new Map(
  Object.entries(RULES).map(([family, rules]) => [
    family,
    new Map(rules.plays.map((play) => [play.code, play])),
  ]),
);

function playOf(family: Family, playType: string): PlayRules | undefined {
  return PLAYS.get(family)?.get(playType);
}

export function playTypes(family: Family): readonly PlayType[] {
  return RULES[family].plays.map((play) => ({
    code: play.code,
    family,
    rows: play.rows,
    prizes: Object.keys(play.prizes),
  }));
}

/** The picks of each row in the row's option order; undefined when the shape, an option, a repeat or a count is wrong. */
function parseRows(play: PlayRules, selection: unknown): Selection | undefined {
  if (!Array.isArray(selection) || selection.length !== play.rows.length) return undefined;
  const rows: (readonly (number | string)[])[] = [];
  for (const [index, row] of play.rows.entries()) {
    const picks: unknown = selection[index];
    if (!Array.isArray(picks) || picks.length < row.min || picks.length > row.max) return undefined;
    if (new Set(picks).size !== picks.length) return undefined;
    if (!picks.every((pick) => row.options.includes(pick))) return undefined;
    rows.push(row.options.filter((option) => picks.includes(option)));
  }
  return rows;
}

/** Validates a member's selection for one play type. `bets` = number of single bets (combinations) it makes. */
export function checkSelection(
  family: Family,
  playType: string,
  selection: unknown,
):
  | { ok: true; selection: Selection; bets: number }
  | { ok: false; code: 'lottery.selection.invalid' | 'lottery.playtype.unknown' } {
  const play = playOf(family, playType);
  if (!play) return { ok: false, code: 'lottery.playtype.unknown' };
  const parsed = parseRows(play, selection);
  const bets = parsed ? play.bets(parsed) : 0;
  if (!parsed || bets < 1) return { ok: false, code: 'lottery.selection.invalid' };
  return { ok: true, selection: parsed, bets };
}

/**
 * Outcome of one checked selection against a draw: per prize key, how many single bets won it (VN lô counts
 * each occurrence), and how many single bets a tie rule refunds. The LHC zodiac play needs `drawnAt`.
 */
export function settle(
  family: Family,
  playType: string,
  selection: Selection,
  balls: Balls,
  context: DrawContext = {},
): Outcome {
  const play = playOf(family, playType);
  if (!play) throw new Error(`Unknown ${family} play type ${playType}`);
  return play.settle(selection, balls, context);
}

/** Decimal odds for a prize key per prize mode, as an integer in 1/10000 (odds 1.9850 -> 19850). */
export function oddsOf(family: Family, playType: string, prize: string, mode: PrizeMode): number {
  const basis = playOf(family, playType)?.prizes[prize];
  if (!basis) throw new Error(`No prize ${prize} in ${family} ${playType}`);
  return oddsFromBasis(basis, mode);
}

/** The draw from a secret seed by the published algorithm in seed.ts (HMAC-SHA256 stream, rejection sampling). */
export function ballsFromSeed(family: Family, seed: Uint8Array): Balls {
  return RULES[family].ballsFromSeed(seed);
}

/** Whether balls are a possible result (an operator or an import feed entering an official result). */
export function checkBalls(family: Family, balls: readonly number[]): boolean {
  return RULES[family].checkBalls(balls);
}
