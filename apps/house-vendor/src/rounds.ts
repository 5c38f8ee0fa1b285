import { roundFloats, type Seeds } from './fair.ts';
import { type BaccaratSide, playBaccarat } from './games/baccarat.ts';
import { isValidCashOut, playCrash } from './games/crash.ts';
import { type DiceBet, isValidDiceBet, playDice } from './games/dice.ts';
import { FISH_KINDS, type FishKind, playShot } from './games/fishing.ts';
import { playSlot } from './games/slot.ts';

export const GAME_KINDS = ['slot', 'crash', 'dice', 'baccarat', 'fishing'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** What the player chose for a round, beyond the stake. */
export type RoundChoice =
  | { game: 'slot' }
  | { game: 'crash'; cashOut: number }
  | { game: 'dice'; target: number; direction: DiceBet['direction'] }
  | { game: 'baccarat'; side: BaccaratSide }
  /** The kind of the fish shot at, which the server reads from its school by the fish's id. */
  | { game: 'fishing'; kind: FishKind; fish?: string };

export function isValidChoice(choice: RoundChoice): boolean {
  switch (choice.game) {
    case 'slot':
      return true;
    case 'crash':
      return isValidCashOut(choice.cashOut);
    case 'dice':
      return isValidDiceBet(choice);
    case 'baccarat':
      return ['player', 'banker', 'tie'].includes(choice.side);
    case 'fishing':
      return FISH_KINDS.includes(choice.kind);
  }
}

/** A round's outcome from its seeds: the same seeds always give the same outcome (that is the proof). */
export function outcomeOf(seeds: Seeds, choice: RoundChoice) {
  return outcomeFrom(roundFloats(seeds), choice);
}

/** A round's outcome from its stream of floats (the seeds' in play; a simulation's own in the RTP test). */
export function outcomeFrom(next: () => number, choice: RoundChoice) {
  switch (choice.game) {
    case 'slot':
      return { game: 'slot' as const, ...playSlot(next) };
    case 'crash':
      return { game: 'crash' as const, ...playCrash(next, choice.cashOut) };
    case 'dice':
      return { game: 'dice' as const, ...playDice(next, choice) };
    case 'baccarat':
      return { game: 'baccarat' as const, ...playBaccarat(next, choice.side) };
    case 'fishing':
      return { game: 'fishing' as const, fish: choice.fish ?? null, ...playShot(next, choice.kind) };
  }
}
export type Outcome = ReturnType<typeof outcomeOf>;
