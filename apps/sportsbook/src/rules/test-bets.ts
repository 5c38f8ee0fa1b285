import { type Bet, type BetKind, betOf, type Leg } from './bets.ts';

/** The tests' leg: one selection of its own event at `price`. */
export const leg = (eventId: string, price: bigint): Leg => ({ eventId, selectionId: `${eventId}:x`, price });

/** A bet the tests expect the slip to take: a refusal fails the test with its reason. */
export const placed = (kind: BetKind, legs: readonly Leg[], unitStake: bigint): Bet => {
  const answer = betOf(kind, legs, unitStake);
  if (!answer.ok) throw new Error(answer.problem);
  return answer.bet;
};
