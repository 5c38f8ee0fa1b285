import { shuffledDecks } from './game.ts';
import type { Rake } from './niuniu.ts';

/**
 * Teen Patti, the rules of one hand: members play against each other for one pot, never against the
 * house, whose only income is the rake. One deck, three cards to each seat. A card is a deck card 0–51
 * as the shared tables deal them: rank = card % 13 (ace first, king last), suit = card / 13 (diamonds,
 * clubs, hearts, spades, weakest first). In Teen Patti the ace is the highest card, and also the low
 * end of A-2-3.
 */

/** A hand's kind, weakest first. */
export type HandKind = number;
export const HIGH_CARD = 0;
export const PAIR = 1;
/** Three of one suit (a flush). */
export const COLOUR = 2;
/** Three ranks in a row (a straight). */
export const SEQUENCE = 3;
/** A sequence of one suit (a straight flush). */
export const PURE_SEQUENCE = 4;
/** Three of a rank. */
export const TRAIL = 5;
const KINDS = 6;

export type Hand = {
  cards: number[];
  kind: HandKind;
  /** Orders every pair of different hands (higher is stronger): kind, ranks, then suits. */
  score: number;
};

/** A card's rank strength: 2 is 0, king 11, ace 12. */
const strength = (card: number) => ((card % 13) + 12) % 13;
const suitOf = (card: number) => Math.floor(card / 13);
/** Rank, then suit: the order a hand's cards are read in, strongest first. */
const cardOrder = (card: number) => strength(card) * 4 + suitOf(card);

/** A-K-Q is the highest sequence and A-2-3 the second; the others by their top card (4-3-2 lowest). */
const ACE_KING_QUEEN = 13;
const ACE_TWO_THREE = 12;

/**
 * Written to allocate little: the rules' test classifies a million hands. The score reads the kind,
 * then the ranks that decide within it (a trail's rank; a sequence's place; a pair's rank, then the
 * odd card; otherwise the three from the highest), then, when all of those are equal, the suits card
 * by card from the strongest: so two hands score the same only when they are the same three cards.
 */
export function handOf(cards: readonly number[]): Hand {
  if (cards.length !== 3) throw new Error('a Teen Patti hand has three cards');
  let [a, b, c] = cards as [number, number, number];
  // Three compare-and-swaps put them strongest first without a sort's allocations.
  if (cardOrder(a) < cardOrder(b)) [a, b] = [b, a];
  if (cardOrder(b) < cardOrder(c)) [b, c] = [c, b];
  if (cardOrder(a) < cardOrder(b)) [a, b] = [b, a];
  const [high, middle, low] = [strength(a), strength(b), strength(c)];
  const flush = suitOf(a) === suitOf(b) && suitOf(b) === suitOf(c);
  const run = (high - middle === 1 && middle - low === 1) || (high === 12 && middle === 1 && low === 0);
  let kind: HandKind;
  let ranks: [number, number, number];
  if (high === low) {
    kind = TRAIL;
    ranks = [high, 0, 0];
  } else if (run) {
    kind = flush ? PURE_SEQUENCE : SEQUENCE;
    const place = high === 12 ? (middle === 11 ? ACE_KING_QUEEN : ACE_TWO_THREE) : high;
    ranks = [place, 0, 0];
  } else if (high === middle || middle === low) {
    kind = PAIR;
    ranks = [middle, high === middle ? low : high, 0];
  } else {
    kind = flush ? COLOUR : HIGH_CARD;
    ranks = [high, middle, low];
  }
  const byRanks = ((kind * 14 + ranks[0]) * 14 + ranks[1]) * 14 + ranks[2];
  const bySuits = suitOf(a) * 16 + suitOf(b) * 4 + suitOf(c);
  return { cards: [...cards], kind, score: byRanks * 64 + bySuits };
}

/**
 * Above 0 when `a` beats `b`. Kind, then ranks, then suits card by card from the strongest: a total
 * order, so a show never ties and a pot is never split by a tie (two hands of one deck never share a
 * card, and different hands never score the same).
 */
export function compareHands(a: Hand, b: Hand): number {
  return a.score - b.score;
}

/** Three cards to each of `seats` seats (2 to 6, the room's bounds), in seat order, from one deck. */
export function dealHands(next: () => number, seats: number): number[][] {
  if (seats < 2 || seats > 6) throw new Error('Teen Patti deals to 2 to 6 seats');
  const deck = shuffledDecks(next, 1);
  return Array.from({ length: seats }, (_, seat) => deck.slice(seat * 3, seat * 3 + 3));
}

const ALL_HANDS = 22_100;

/** How many of the C(52,3) = 22,100 hands are of each kind, counted over every one of them. */
function kindCounts(): number[] {
  const counts = new Array<number>(KINDS).fill(0);
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1) {
        const kind = handOf([a, b, c]).kind;
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
  return counts;
}

/** Each kind's chance in three cards from a full deck, exact. */
export function kindChances(): number[] {
  return kindCounts().map((count) => count / ALL_HANDS);
}

/** The table shown to the member: the kinds, strongest first, how many hands make each and how often. */
export function handTable(): { kind: HandKind; hands: number; chance: number }[] {
  return kindCounts()
    .map((hands, kind) => ({ kind, hands, chance: hands / ALL_HANDS }))
    .reverse();
}

/** The house's rake on a hand: a share of the whole pot, capped, rounded down. */
export function rakeOf(pot: bigint, rake: Rake): bigint {
  const share = (pot * BigInt(rake.percent)) / 100n;
  return share < rake.cap ? share : rake.cap;
}

export type SeatInPot = {
  seat: string;
  /** What the seat put into the pot this hand (boot, bets, the show). */
  put: bigint;
  cards: readonly number[];
  packed: boolean;
};

export type PotResult = {
  seat: string;
  hand: Hand;
  put: bigint;
  /** What the seat takes from the pot, after the rake. */
  paid: bigint;
  /** The rake taken from what the seat won (none from a seat that won nothing). */
  rake: bigint;
  /** paid − put: how the hand moved its chips. */
  net: bigint;
};

const least = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Pays one pot out. The strongest hand among the seats that did not pack takes the pot less the rake.
 * When the hand ended with `allIn`, a seat that showed with all it had because it could not cover its
 * smallest bet, that seat can win from each seat at most what it put in itself: if it has the
 * strongest hand it takes that part (the main pot), and the rest goes to the strongest hand among the
 * others. The rake comes off the two parts in proportion (the main part's share rounded down). The
 * nets add up to minus the rake: a pot only ever leaves to the seats and the house.
 */
export function settlePot(
  seats: readonly SeatInPot[],
  allIn: string | null,
  rake: Rake,
): { results: PotResult[]; rake: bigint } {
  const hands = new Map(seats.map((one) => [one.seat, handOf(one.cards)]));
  const handIn = (one: SeatInPot) => hands.get(one.seat) ?? handOf(one.cards);
  const strongest = (among: readonly SeatInPot[]) =>
    among.reduce((best, one) => (compareHands(handIn(one), handIn(best)) > 0 ? one : best));
  const live = seats.filter((one) => !one.packed);
  if (live.length === 0) throw new Error('a pot with nobody left in it');
  const pot = seats.reduce((sum, one) => sum + one.put, 0n);
  const taken = rakeOf(pot, rake);
  const won = new Map<string, { part: bigint; rake: bigint }>();
  const winner = strongest(live);
  const short = seats.find((one) => one.seat === allIn);
  if (short && winner === short && live.length > 1) {
    const main = seats.reduce((sum, one) => sum + least(one.put, short.put), 0n);
    const mainRake = (taken * main) / pot;
    won.set(short.seat, { part: main, rake: mainRake });
    // Nothing above the short seat's stake (main = pot) leaves nothing, and no rake, to the others.
    if (main < pot)
      won.set(strongest(live.filter((one) => one !== short)).seat, {
        part: pot - main,
        rake: taken - mainRake,
      });
  } else won.set(winner.seat, { part: pot, rake: taken });
  const results = seats.map((one) => {
    const { part, rake: cut } = won.get(one.seat) ?? { part: 0n, rake: 0n };
    return {
      seat: one.seat,
      hand: handIn(one),
      put: one.put,
      paid: part - cut,
      rake: cut,
      net: part - cut - one.put,
    };
  });
  return { results, rake: taken };
}
