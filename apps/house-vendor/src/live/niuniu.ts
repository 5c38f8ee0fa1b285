import { HOUSE_CARD_ROOM_RAKE } from '@platform/contracts/vendor-wallet/house';
import { shuffledDecks } from './game.ts';

/**
 * Niu-Niu (bull-bull), the rules of one hand: members play against the seat that banks, never against
 * the house, whose only income is the rake. One deck, five cards to each seat. A card is a deck card
 * 0–51 as the shared tables deal them: rank = card % 13 (ace first, king last), suit = card / 13
 * (diamonds, clubs, hearts, spades, weakest first). An ace counts 1, two to ten their face, J Q K 10.
 */

/**
 * A hand's kind, weakest first: no bull (0), bull 1 to 9 (three cards make a multiple of ten, the other
 * two's total ends in that digit), bull-bull (10: the two end in 0), five faces (11: J Q K only), a
 * bomb (12: four of a rank) and five small (13: every card under 5, all five adding to 10 or less).
 * A hand that is two of these counts as the stronger (A A A A 2 is five small, not a bomb).
 */
export type HandKind = number;
export const NO_BULL = 0;
export const BULL_BULL = 10;
export const FIVE_FACES = 11;
export const BOMB = 12;
export const FIVE_SMALL = 13;

/** What a hand won pays, in stakes, by the winner's kind: the more unlikely a hand, the more it moves. */
const MULTIPLIERS = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8] as const;

const multiplierOf = (kind: HandKind): number => MULTIPLIERS[kind] ?? 1;

export type Hand = {
  cards: number[];
  kind: HandKind;
  /** The three cards that make ten (a bull's), to show apart; empty otherwise. */
  ten: number[];
};

const atMost = (value: bigint, cap: bigint) => (value < cap ? value : cap);

const points = (card: number) => Math.min((card % 13) + 1, 10);

/** How strong a single card is when two hands of a kind meet: rank, then suit. */
const cardOrder = (card: number) => (card % 13) * 4 + Math.floor(card / 13);

/** Written to allocate little: the rules' test classifies a million hands. */
export function handOf(cards: readonly number[]): Hand {
  if (cards.length !== 5) throw new Error('a Niu-Niu hand has five cards');
  const ofRank = new Array<number>(13).fill(0);
  let total = 0;
  let small = true;
  let faces = true;
  for (const card of cards) {
    const rank = card % 13;
    ofRank[rank] = (ofRank[rank] ?? 0) + 1;
    total += points(card);
    small &&= rank < 4;
    faces &&= rank >= 10;
  }
  const plain = { cards: [...cards], ten: [] };
  if (small && total <= 10) return { ...plain, kind: FIVE_SMALL };
  if (ofRank.includes(4)) return { ...plain, kind: BOMB };
  if (faces) return { ...plain, kind: FIVE_FACES };
  const rest = total % 10;
  // Three cards make a multiple of ten exactly when the other two end as the whole hand does.
  for (let a = 0; a < 4; a += 1)
    for (let b = a + 1; b < 5; b += 1) {
      if ((points(cards[a] ?? 0) + points(cards[b] ?? 0)) % 10 !== rest) continue;
      const ten = cards.filter((_, index) => index !== a && index !== b);
      return { cards: [...cards], kind: rest === 0 ? BULL_BULL : rest, ten };
    }
  return { ...plain, kind: NO_BULL };
}

/** A bomb's rank: two bombs meet by the rank of their four. */
function quadRank(hand: Hand): number {
  const counts = new Array<number>(13).fill(0);
  for (const card of hand.cards) counts[card % 13] = (counts[card % 13] ?? 0) + 1;
  return counts.indexOf(4);
}

/**
 * Above 0 when `a` beats `b`. Kind first; two bombs by the rank of the four; otherwise card by card from
 * each hand's strongest (rank, then suit). Two hands of one deal never tie (their cards differ), so the
 * banker wins no tie by rule: the order is total over every pair of different hands.
 */
export function compareHands(a: Hand, b: Hand): number {
  if (a.kind !== b.kind) return a.kind - b.kind;
  if (a.kind === BOMB && quadRank(a) !== quadRank(b)) return quadRank(a) - quadRank(b);
  const left = a.cards.map(cardOrder).sort((x, y) => y - x);
  const right = b.cards.map(cardOrder).sort((x, y) => y - x);
  for (let index = 0; index < left.length; index += 1) {
    const gap = (left[index] ?? 0) - (right[index] ?? 0);
    if (gap !== 0) return gap;
  }
  return 0;
}

/** Five cards to each of `seats` seats, in seat order, from one deck shuffled by the hand's stream. */
export function dealHands(next: () => number, seats: number): number[][] {
  if (seats < 2 || seats > 10) throw new Error('Niu-Niu deals to 2 to 10 seats');
  const deck = shuffledDecks(next, 1);
  return Array.from({ length: seats }, (_, seat) => deck.slice(seat * 5, seat * 5 + 5));
}

/** The house's rake: a share of each seat's win in a hand, capped per seat and hand. */
export type Rake = { percent: number; cap: bigint };
/** The rooms' rake (HOUSE_CARD_ROOM_RAKE) in a currency of `scale` decimals. */
export const rakeAt = (scale: number): Rake => ({
  percent: HOUSE_CARD_ROOM_RAKE.percent,
  cap: BigInt(HOUSE_CARD_ROOM_RAKE.capUnits) * 10n ** BigInt(scale),
});

export type SeatInHand = {
  seat: string;
  /** The chips the seat has at the table: the most it can lose in the hand. */
  chips: bigint;
  cards: readonly number[];
  /** The seat's bet multiple (players), or grab multiple (the banker; at least 1). */
  multiple: number;
};

export type SeatResult = {
  seat: string;
  hand: Hand;
  /** What the seat won (+) or lost (−) before the rake. */
  gross: bigint;
  rake: bigint;
  /** gross − rake: how its chips move. */
  net: bigint;
};

/**
 * Settles one hand: each player meets the banker alone. The loser of a pair owes base × the banker's
 * grab × the player's bet × the winner's hand multiplier, up to what it has at the table. The banker
 * collects from the players it beat first, then pays the players who beat it, strongest hand first,
 * from its chips and what it collected, until they run out (a banker never goes below nothing). Each
 * seat that ends the hand ahead pays the rake on its gain. So the seats' nets add up to minus the rake:
 * the chips at the table only ever leave to the house's rake.
 */
export function settleHand(
  banker: SeatInHand,
  players: readonly SeatInHand[],
  base: bigint,
  rake: Rake,
): SeatResult[] {
  const bankerHand = handOf(banker.cards);
  const grab = BigInt(Math.max(1, banker.multiple));
  const gross = new Map<string, bigint>();
  let pool = banker.chips;
  const owed: { player: SeatInHand; hand: Hand; amount: bigint }[] = [];
  const hands = new Map<string, Hand>();
  for (const player of players) {
    const hand = handOf(player.cards);
    hands.set(player.seat, hand);
    const won = compareHands(hand, bankerHand) > 0;
    const amount =
      base * grab * BigInt(player.multiple) * BigInt(multiplierOf((won ? hand : bankerHand).kind));
    if (won) {
      owed.push({ player, hand, amount });
      continue;
    }
    const paid = atMost(amount, player.chips);
    gross.set(player.seat, -paid);
    pool += paid;
  }
  owed.sort((a, b) => compareHands(b.hand, a.hand));
  for (const { player, amount } of owed) {
    const paid = atMost(amount, pool);
    gross.set(player.seat, paid);
    pool -= paid;
  }
  const bankerGross = pool - banker.chips;
  const result = (seat: string, hand: Hand, won: bigint): SeatResult => {
    const cut = won > 0n ? (won * BigInt(rake.percent)) / 100n : 0n;
    const taken = atMost(cut, rake.cap);
    return { seat, hand, gross: won, rake: taken, net: won - taken };
  };
  return [
    result(banker.seat, bankerHand, bankerGross),
    ...players.map((player) =>
      result(player.seat, hands.get(player.seat) ?? handOf(player.cards), gross.get(player.seat) ?? 0n),
    ),
  ];
}

/** Each kind's chance in five cards from a full deck, exact: counted over the ranks' multisets. */
export function kindChances(): number[] {
  const chances = new Array<number>(14).fill(0);
  const chooseFour = [1, 4, 6, 4, 1];
  const allHands = 2_598_960;
  const counts = new Array<number>(13).fill(0);
  const walk = (rank: number, left: number, ways: number) => {
    if (left === 0) {
      // One card per copy of a rank (suits do not change a kind): rank r as card r.
      const cards = counts.flatMap((count, index) => Array.from({ length: count }, () => index));
      const kind = handOf(cards).kind;
      chances[kind] = (chances[kind] ?? 0) + ways / allHands;
      return;
    }
    if (rank === 13) return;
    for (let take = 0; take <= Math.min(4, left); take += 1) {
      counts[rank] = take;
      walk(rank + 1, left - take, ways * (chooseFour[take] ?? 0));
    }
    counts[rank] = 0;
  };
  walk(0, 5, 1);
  return chances;
}

/** The paytable shown to the member: each kind, what it pays and how often five cards make it. */
export function paytable(): { kind: HandKind; pays: number; chance: number }[] {
  return kindChances().map((chance, kind) => ({ kind, pays: multiplierOf(kind), chance }));
}
