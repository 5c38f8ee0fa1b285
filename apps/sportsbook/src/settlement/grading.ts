import { type Bet, type BetKind, betOf, type Leg } from '../rules/bets.ts';
import { grade, type Market, type Outcome, type ResultOf, settle } from '../rules/markets.ts';

/** A bet's leg with what decides it: its market's result and the event's and market's state. */
export type LegToGrade = {
  eventId: bigint;
  selectionId: bigint;
  price: bigint;
  code: string;
  definition: unknown;
  result: unknown;
  resultVersion: number;
  marketStatus: string;
  eventStatus: string;
};

const VOID: Outcome = { kind: 'void' };

/** A cancelled event is not graded, and a market the book voided neither: their legs are void. */
const isVoidLeg = (leg: LegToGrade) => leg.eventStatus === 'cancelled' || leg.marketStatus === 'void';

/** How a leg fared, or null while its market has no result. */
export function outcomeOfLeg(leg: LegToGrade): Outcome | null {
  if (isVoidLeg(leg)) return VOID;
  if (leg.result === null) return null;
  const market = leg.definition as Market;
  return grade(settle(market, leg.result as ResultOf<Market>), leg.code);
}

/**
 * The bet's settlement version: the sum of its graded legs' result versions. Every corrected result
 * raises it, so a bet is settled once per version and again after a correction.
 */
export const versionOf = (legs: readonly LegToGrade[]) =>
  legs.reduce((sum, leg) => sum + (isVoidLeg(leg) ? 0 : leg.resultVersion), 0);

/** The rules' bet a stored one is, on its stake as it stands now (after any partial cash-out). */
export function ruleBetOf(
  bet: { kind: 'single' | 'accumulator' | 'system'; system_name: string | null; unit_stake: bigint },
  legs: readonly LegToGrade[],
): Bet {
  const kind: BetKind =
    bet.kind === 'system' ? { kind: 'system', name: bet.system_name ?? '' } : { kind: bet.kind };
  const made = betOf(
    kind,
    legs.map(
      (leg): Leg => ({
        eventId: String(leg.eventId),
        selectionId: String(leg.selectionId),
        price: leg.price,
      }),
    ),
    bet.unit_stake,
  );
  // The slip passed these rules when it was placed: a stored bet that fails them is corrupt.
  if (!made.ok) throw new Error(`a stored bet is no longer a bet: ${made.problem}`);
  return made.bet;
}

/** The liability rows a bet holds: each of its events once, and each selection. */
