import { pick } from '../fair.ts';

/**
 * A game a shared table deals: everyone seated bets on the same round, and the round's outcome comes
 * from the table's committed seed, not from any bet. The engine (table.ts) runs any game through this.
 */
export type LiveGame<Outcome> = {
  /** The places a stake may go, by code (`banker`, `n:17`, `total:9`). */
  readonly spots: readonly string[];
  /**
   * Everything a seed commits to before the first bet: a shuffled shoe for cards, a count of rounds
   * otherwise. Plain data, so the table keeps it as text.
   */
  shoe(next: () => number): Shoe;
  /** The shoe is used up: its seed is revealed and the next round opens a new one. */
  finished(shoe: Shoe): boolean;
  /** The next round's outcome: from the shoe's cards, or from the round's own floats (`next`). */
  deal(shoe: Shoe, next: () => number): Outcome;
  /** What a stake on `spot` returns for `outcome`, in stakes: 0 lost, 1 given back, 2 paid evens. */
  returnOf(spot: string, outcome: Outcome): number;
  /** One entry per kind of spot: what it pays (to 1) and its return to player, exact. */
  paytable(): readonly PaytableLine[];
  /** The most a stake can return, in stakes: the platform's win cap for the game. */
  readonly maxReturn: number;
  /** What the road shows of an outcome (a winner, a number, three dice). */
  summary(outcome: Outcome): string;
};

export type Shoe = {
  /** Cards in dealing order (deck card 0–51: rank = card % 13, A first; suit = card / 13); none for wheels and dice. */
  cards: number[];
  /** The next card to deal, or the rounds dealt. */
  position: number;
  /** The shoe ends when `position` reaches this (the cut card, or the rounds a seed serves). */
  cutAt: number;
  /** Cards burnt at the start, face up first: what anyone checking the shoe must skip. */
  burnt: number;
};

export type PaytableLine = { spot: string; pays: string; rtp: number };

/** A shoe of `decks` decks in a random order (Fisher–Yates, each swap `pick`ed from the seed's floats). */
export function shuffledDecks(next: () => number, decks: number): number[] {
  const cards = Array.from({ length: decks * 52 }, (_, index) => index % 52);
  for (let index = cards.length - 1; index > 0; index -= 1) {
    const other = pick(next, index + 1);
    [cards[index], cards[other]] = [cards[other] ?? 0, cards[index] ?? 0];
  }
  return cards;
}
