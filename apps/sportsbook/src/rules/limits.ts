/** A market's stake limits, per line in minor units. */
type StakeLimits = { readonly minStake: bigint; readonly maxStake: bigint };

/**
 * The book's limits: the most one bet may return, and the most it may lose on one event and on one
 * selection (its liability) across every bet it holds.
 */
export type BookLimits = {
  readonly maxPayout: bigint;
  readonly maxEventLiability: bigint;
  readonly maxSelectionLiability: bigint;
};

/** What the book already stands to lose, by event and by selection. */
export type Exposure = {
  readonly events: ReadonlyMap<string, bigint>;
  readonly selections: ReadonlyMap<string, bigint>;
};

/** A bet as the limits see it: its legs (with their markets' limits), stakes and potential return. */
export type LimitedBet = {
  readonly legs: readonly {
    readonly eventId: string;
    readonly selectionId: string;
    readonly limits: StakeLimits;
  }[];
  readonly unitStake: bigint;
  readonly totalStake: bigint;
  readonly potentialReturn: bigint;
};

type Refusal =
  | { readonly code: 'stake_below_minimum'; readonly limit: bigint }
  | { readonly code: 'stake_above_maximum'; readonly limit: bigint }
  | { readonly code: 'payout_above_maximum'; readonly limit: bigint }
  | { readonly code: 'event_liability'; readonly eventId: string }
  | { readonly code: 'selection_liability'; readonly selectionId: string };

/**
 * What a bet adds to the book's liability: what it returns if every leg wins, less its stake. The book
 * counts this against every event and selection the bet touches, as if each leg's winning were what
 * makes it pay: a bound, never an underestimate, for a multiple.
 */
const liabilityOf = (bet: LimitedBet) => bet.potentialReturn - bet.totalStake;

const distinct = (values: readonly string[]) => [...new Set(values)];

/**
 * The most an event and a selection may already stand to lose for a bet to fit their liability
 * limits: the bet is refused on a subject whose exposure is above its room. The placement takes a bet
 * by these bounds in the statement that locks the liability rows, and asks `refusalsOf` why when it
 * did not fit.
 */
export function liabilityRoom(bet: LimitedBet, book: BookLimits): { event: bigint; selection: bigint } {
  const liability = liabilityOf(bet);
  return { event: book.maxEventLiability - liability, selection: book.maxSelectionLiability - liability };
}

/**
 * Why the book refuses a bet, if it does (an empty list takes it). A multiple's line stake keeps to
 * the tightest of its legs' markets. This is the rule; the placement applies it inside the transaction
 * that records the bet, on the exposure read under lock.
 */
export function refusalsOf(bet: LimitedBet, book: BookLimits, exposure: Exposure): Refusal[] {
  const refusals: Refusal[] = [];
  let minStake = 1n;
  let maxStake: bigint | null = null;
  for (const { limits } of bet.legs) {
    if (limits.minStake > minStake) minStake = limits.minStake;
    if (maxStake === null || limits.maxStake < maxStake) maxStake = limits.maxStake;
  }
  if (bet.unitStake < minStake) refusals.push({ code: 'stake_below_minimum', limit: minStake });
  if (maxStake !== null && bet.unitStake > maxStake)
    refusals.push({ code: 'stake_above_maximum', limit: maxStake });
  if (bet.potentialReturn > book.maxPayout)
    refusals.push({ code: 'payout_above_maximum', limit: book.maxPayout });
  const room = liabilityRoom(bet, book);
  for (const eventId of distinct(bet.legs.map((leg) => leg.eventId)))
    if ((exposure.events.get(eventId) ?? 0n) > room.event)
      refusals.push({ code: 'event_liability', eventId });
  for (const selectionId of distinct(bet.legs.map((leg) => leg.selectionId)))
    if ((exposure.selections.get(selectionId) ?? 0n) > room.selection)
      refusals.push({ code: 'selection_liability', selectionId });
  return refusals;
}

/** The exposure once a bet is taken. */
export function withBet(exposure: Exposure, bet: LimitedBet): Exposure {
  const liability = liabilityOf(bet);
  const added = (totals: ReadonlyMap<string, bigint>, keys: readonly string[]) => {
    const next = new Map(totals);
    for (const key of distinct(keys)) next.set(key, (next.get(key) ?? 0n) + liability);
    return next;
  };
  return {
    events: added(
      exposure.events,
      bet.legs.map((leg) => leg.eventId),
    ),
    selections: added(
      exposure.selections,
      bet.legs.map((leg) => leg.selectionId),
    ),
  };
}
