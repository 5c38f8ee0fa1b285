import { type Bet, type Leg, legFactor, systemFactor } from './bets.ts';
import type { Outcome } from './markets.ts';
import { priceRatio } from './odds.ts';
import { div, floor, mul, type Ratio, ratio } from './ratio.ts';

/**
 * A leg as cash-out sees it: graded, or open with the price its selection has now (null while the
 * market is suspended or off the board).
 */
export type LegState =
  | { readonly kind: 'graded'; readonly outcome: Outcome }
  | { readonly kind: 'open'; readonly currentPrice: bigint | null };

/** The brand's cash-out margin in hundredths of a percent (300 keeps 3% of the fair value). */
type CashOutMargin = number;

const BASIS = 10_000n;

/**
 * Each leg's worth per unit now: a graded leg what it returns; an open one its placed price over its
 * current price (the stake that, at today's price, returns what the bet would: the fair value).
 */
function legValue(leg: Leg, state: LegState): Ratio | null {
  if (state.kind === 'graded') return legFactor(state.outcome, leg.price);
  if (state.currentPrice === null) return null;
  return div(priceRatio(leg.price), priceRatio(state.currentPrice));
}

/**
 * The fair value of `unitStake` on the bet's lines, less the margin, rounded down once; null when no
 * offer is made: a leg is unpriced, nothing is left open (the bet settles instead), or nothing is left
 * to win.
 */
function offer(bet: Bet, stateOf: (leg: Leg) => LegState, margin: CashOutMargin, unitStake: bigint) {
  const legs = bet.legs.map((leg) => ({ leg, state: stateOf(leg) }));
  if (!legs.some(({ state }) => state.kind === 'open')) return null;
  const values = legs.map(({ leg, state }) => legValue(leg, state));
  const priced = values.filter((value): value is Ratio => value !== null);
  if (priced.length !== values.length) return null;
  const fair = mul(ratio(unitStake), systemFactor(priced, bet.system.sizes));
  const amount = floor(mul(fair, ratio(BASIS - BigInt(margin), BASIS)));
  return amount > 0n ? amount : null;
}

/** What the book pays now to close the whole bet, or null when it offers nothing. */
export const cashOutValue = (bet: Bet, stateOf: (leg: Leg) => LegState, margin: CashOutMargin) =>
  offer(bet, stateOf, margin, bet.unitStake);

type PartialCashOut =
  | { ok: true; paid: bigint; remaining: Bet }
  | { ok: false; problem: 'part_out_of_range' | 'not_offered' };

/**
 * Closes `part` of the unit stake: that part is paid its own offer (rounded down once, on its own), the
 * rest stays open as the same bet on a smaller stake. The part is less than the whole stake: closing
 * everything is a full cash-out.
 */
export function partialCashOut(
  bet: Bet,
  stateOf: (leg: Leg) => LegState,
  margin: CashOutMargin,
  part: bigint,
): PartialCashOut {
  if (part < 1n || part >= bet.unitStake) return { ok: false, problem: 'part_out_of_range' };
  const paid = offer(bet, stateOf, margin, part);
  if (paid === null) return { ok: false, problem: 'not_offered' };
  return { ok: true, paid, remaining: { ...bet, unitStake: bet.unitStake - part } };
}
