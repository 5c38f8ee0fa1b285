import { hashOfSeed, roundFloats } from '../fair.ts';
import { RoomRefusal, type SeatOrigin } from '../rooms/room-game.ts';
import { seatIn, sitDown, standUp } from '../rooms/room-seats.ts';
import type { Rake } from './niuniu.ts';
import { dealHands, type PotResult, settlePot } from './teenpatti.ts';

/**
 * A Teen Patti room: 2 to 6 members at one table, playing hand after hand for one pot each. A hand:
 * every seat puts the boot in, three cards each are dealt face down, and from the seat after the dealer
 * button the seats take turns. A seat plays blind (without looking) until it sees its cards; a blind
 * seat bets 1 to 2 times the current stake, a seen one (chaal) 2 to 4 times, and the stake becomes
 * what a blind seat bet or half what a seen one did. A seat may pack (fold) on its turn, and ask for a
 * show once only two are left (paying the stake if blind, twice it if seen). The hand ends when one
 * seat is left, at a show, or when the pot reaches its limit (a show among everyone still in).
 *
 * The room is plain data changed in place by these functions, so a store can keep it as it keeps a
 * shared table; the caller moves the money (the buy-in's debit, the cash-out's credit).
 */
export type RoomPhase = 'waiting' | 'betting' | 'settled';
type RoomEvent = 'start' | 'bet' | 'pack' | 'won' | 'show' | 'shown';

const NEXT_PHASE: Record<RoomEvent, Partial<Record<RoomPhase, RoomPhase>>> = {
  start: { waiting: 'betting' },
  bet: { betting: 'betting' },
  pack: { betting: 'betting' },
  won: { betting: 'settled' },
  show: { betting: 'settled' },
  shown: { settled: 'waiting' },
};

export const ROOM_PHASES: readonly RoomPhase[] = ['waiting', 'betting', 'settled'];

/** The phase after `event`, or ROOM_PHASE when the room's phase does not allow it. */
export function nextPhase(phase: RoomPhase, event: RoomEvent): RoomPhase {
  const next = NEXT_PHASE[event][phase];
  if (!next) throw new RoomRefusal('ROOM_PHASE');
  return next;
}

/** Milliseconds a seat has for its turn, and the result stays up. */
export type RoomPace = { turnMs: number; showMs: number };
export const DEFAULT_ROOM_PACE: RoomPace = { turnMs: 15_000, showMs: 6_000 };

export type RoomRules = {
  /** What every seat puts in to be dealt in, minor units: the first stake. */
  boot: bigint;
  minBuyIn: bigint;
  maxBuyIn: bigint;
  seats: number;
  /** A bet that brings the pot to this or above ends the hand in a show among everyone still in. */
  potLimit: bigint;
  /** After this many blind bets a seat sees its cards and plays seen. */
  maxBlindBets: number;
  pace: RoomPace;
  rake: Rake;
};

type RoomSeat = {
  seat: string;
  origin: SeatOrigin;
  chips: bigint;
  /** Dealt into the hand in play (seated before it began, with at least the boot). */
  inHand: boolean;
  /** The seat's three cards in the hand in play: secret from every other seat until the show. */
  cards: number[];
  seen: boolean;
  packed: boolean;
  /** What the seat has put into the pot this hand. */
  put: bigint;
  blindBets: number;
  connected: boolean;
  /** Packed for by the room (its turn timed out, or its connection was gone). */
  auto: boolean;
};

/** How a hand ended: one seat left, a show asked, the pot limit, or a seat short of its bet showing. */
type HandEnd = 'packs' | 'show' | 'potLimit' | 'allIn';

export type Room = {
  id: string;
  rules: RoomRules;
  phase: RoomPhase;
  hand: number;
  /** When the turn's (or the result's) timer ends, ms since the epoch. */
  deadline: number;
  /** In seating order: the order cards are dealt and turns go round. */
  seats: RoomSeat[];
  /** The dealer button: the seat after it acts first. */
  button: string | null;
  turn: string | null;
  /** The current stake: what a blind seat bets at least, half what a seen one does. */
  stake: bigint;
  pot: bigint;
  /** The hand's secret seed and the hash shown when the hand began, before any card was dealt. */
  serverSeed: string;
  hash: string;
  /** The hand just settled: its seed revealed, how it ended, who showed, every seat's cards and result. */
  last: {
    hand: number;
    serverSeed: string;
    hash: string;
    ended: HandEnd;
    shown: string[];
    results: PotResult[];
    rake: bigint;
  } | null;
  /** All the room has raked, minor units. */
  raked: bigint;
};

export function openRoom(id: string, rules: RoomRules, now: number): Room {
  if (rules.seats < 2 || rules.seats > 6) throw new Error('a Teen Patti room seats 2 to 6');
  if (rules.minBuyIn < rules.boot || rules.maxBuyIn < rules.minBuyIn) throw new Error('room buy-in bounds');
  if (rules.potLimit <= rules.boot * BigInt(rules.seats) || rules.maxBlindBets < 1)
    throw new Error('a pot limit above the boots, and at least one blind bet');
  return {
    id,
    rules,
    phase: 'waiting',
    hand: 0,
    deadline: now,
    seats: [],
    button: null,
    turn: null,
    stake: 0n,
    pot: 0n,
    serverSeed: '',
    hash: '',
    last: null,
    raked: 0n,
  };
}

export const betweenHands = (room: Room) => room.phase === 'waiting' || room.phase === 'settled';

/** Sits a member down with `buyIn` chips: the caller has debited them. */
export function join(room: Room, seat: string, buyIn: bigint, origin: SeatOrigin): void {
  sitDown(room, betweenHands(room), {
    seat,
    origin,
    chips: buyIn,
    inHand: false,
    cards: [],
    seen: false,
    packed: false,
    put: 0n,
    blindBets: 0,
    connected: true,
    auto: false,
  });
}

/** Stands a member up: answers the chips the caller credits as the cash-out. */
export const leave = (room: Room, seat: string): bigint => standUp(room, betweenHands(room), seat);

export function setConnected(room: Room, seat: string, connected: boolean): void {
  seatIn(room, seat).connected = connected;
}

/** The stream a hand's deck is shuffled from: the hand's seed, the room and the hand's number. */
export const handFloats = (room: string, hand: number, serverSeed: string) =>
  roundFloats({ serverSeed, clientSeed: `teenpatti-${room}`, nonce: hand });

/** The seats dealt in and their three cards each, in seating order, as the hand's seed deals them. */
export function dealOf(room: Pick<Room, 'id' | 'hand' | 'serverSeed' | 'seats'>): Map<string, number[]> {
  const playing = room.seats.filter((one) => one.inHand);
  const hands = dealHands(handFloats(room.id, room.hand, room.serverSeed), playing.length);
  return new Map(playing.map((one, index) => [one.seat, hands[index] ?? []]));
}

const stillIn = (one: RoomSeat) => one.inHand && !one.packed;

/** The first seat after `seat` in seating order (from the first seat when it is gone) that `fits`. */
function seatAfter(room: Room, seat: string | null, fits: (one: RoomSeat) => boolean): RoomSeat | undefined {
  const at = room.seats.findIndex((one) => one.seat === seat);
  return [...room.seats.slice(at + 1), ...room.seats.slice(0, at + 1)].find(fits);
}

/** The least a seat may bet on its turn: the stake blind, twice it seen. Its most is twice this. */
export const smallestBet = (room: Room, one: { seen: boolean }) => (one.seen ? room.stake * 2n : room.stake);

function onTurn(room: Room, seat: string): RoomSeat {
  const acting = seatIn(room, seat);
  if (room.phase !== 'betting' || !stillIn(acting)) throw new RoomRefusal('ROOM_PHASE');
  if (room.turn !== seat) throw new RoomRefusal('ROOM_TURN');
  return acting;
}

function putIn(room: Room, one: RoomSeat, amount: bigint): void {
  one.chips -= amount;
  one.put += amount;
  room.pot += amount;
}

function passTurn(room: Room, now: number): void {
  room.turn = seatAfter(room, room.turn, stillIn)?.seat ?? null;
  room.deadline = now + room.rules.pace.turnMs;
}

function finish(room: Room, event: RoomEvent, ended: HandEnd, allIn: string | null, now: number): void {
  room.phase = nextPhase(room.phase, event);
  const playing = room.seats.filter((one) => one.inHand);
  const { results, rake } = settlePot(playing, allIn, room.rules.rake);
  for (const result of results) seatIn(room, result.seat).chips += result.paid;
  room.raked += rake;
  room.pot = 0n;
  const shown = ended === 'packs' ? [] : playing.filter(stillIn).map((one) => one.seat);
  room.last = { hand: room.hand, serverSeed: room.serverSeed, hash: room.hash, ended, shown, results, rake };
  room.turn = null;
  room.deadline = now + room.rules.pace.showMs;
}

/** A seat still in looks at its cards, at any time of the hand: from its next bet it plays seen. */
export function see(room: Room, seat: string): void {
  const looking = seatIn(room, seat);
  if (room.phase !== 'betting' || !stillIn(looking)) throw new RoomRefusal('ROOM_PHASE');
  looking.seen = true;
}

/** Bets `amount` on the seat's turn: blind 1 to 2 times the stake, seen 2 to 4 times, at most its chips. */
export function chaal(room: Room, seat: string, amount: bigint, now: number): void {
  const betting = onTurn(room, seat);
  const smallest = smallestBet(room, betting);
  if (amount < smallest || amount > smallest * 2n || amount > betting.chips)
    throw new RoomRefusal('ROOM_AMOUNT');
  room.phase = nextPhase(room.phase, 'bet');
  putIn(room, betting, amount);
  // Rounded down when a seen seat bets an odd amount: the stake never passes what was bet.
  room.stake = betting.seen ? amount / 2n : amount;
  if (!betting.seen) {
    betting.blindBets += 1;
    if (betting.blindBets >= room.rules.maxBlindBets) betting.seen = true;
  }
  if (room.pot >= room.rules.potLimit) finish(room, 'show', 'potLimit', null, now);
  else passTurn(room, now);
}

/** Folds on the seat's turn: what it put in stays in the pot. */
export function pack(room: Room, seat: string, now: number): void {
  const packing = onTurn(room, seat);
  packing.packed = true;
  if (room.seats.filter(stillIn).length === 1) finish(room, 'won', 'packs', null, now);
  else {
    room.phase = nextPhase(room.phase, 'pack');
    passTurn(room, now);
  }
}

/**
 * Asks for a show on the seat's turn. With two seats left it pays its smallest bet (the stake blind,
 * twice it seen) and the two hands meet. A seat that cannot cover its smallest bet may instead show
 * with all it has at any count of seats: everyone still in shows, and it can win from each seat only
 * what it put in itself (`settlePot`).
 */
export function show(room: Room, seat: string, now: number): void {
  const showing = onTurn(room, seat);
  const smallest = smallestBet(room, showing);
  const short = showing.chips < smallest;
  if (!short && room.seats.filter(stillIn).length !== 2) throw new RoomRefusal('ROOM_SHOW');
  putIn(room, showing, short ? showing.chips : smallest);
  finish(room, 'show', short ? 'allIn' : 'show', short ? seat : null, now);
}

/**
 * Moves the room on as far as the clock and the seats allow: a hand starts once two seats have the
 * boot; a seat whose turn timed out, or whose connection is gone when its turn comes, packs; the result
 * stays up for its time, then the room waits for the next hand. Answers whether anything changed (to
 * publish).
 */
export function advance(room: Room, now: number, newSeed: () => string): boolean {
  switch (room.phase) {
    case 'waiting': {
      const able = room.seats.filter((one) => one.chips >= room.rules.boot);
      if (able.length < 2 || now < room.deadline) return false;
      room.phase = nextPhase(room.phase, 'start');
      room.hand += 1;
      room.serverSeed = newSeed();
      room.hash = hashOfSeed(room.serverSeed);
      room.pot = 0n;
      room.stake = room.rules.boot;
      for (const one of room.seats)
        Object.assign(one, {
          inHand: able.includes(one),
          seen: false,
          packed: false,
          put: 0n,
          blindBets: 0,
          auto: false,
        });
      const cards = dealOf(room);
      for (const one of able) {
        one.cards = cards.get(one.seat) ?? [];
        putIn(room, one, room.rules.boot);
      }
      room.button = seatAfter(room, room.button, stillIn)?.seat ?? null;
      room.turn = seatAfter(room, room.button, stillIn)?.seat ?? null;
      room.deadline = now + room.rules.pace.turnMs;
      return true;
    }
    case 'betting': {
      let changed = false;
      // One seat's timeout passes the turn with a fresh timer; only seats gone in a row pack at once.
      while (room.phase === 'betting' && room.turn !== null) {
        const acting = seatIn(room, room.turn);
        if (acting.connected && now < room.deadline) break;
        acting.auto = true;
        pack(room, acting.seat, now);
        changed = true;
      }
      return changed;
    }
    case 'settled': {
      if (now < room.deadline) return false;
      room.phase = nextPhase(room.phase, 'shown');
      for (const one of room.seats) Object.assign(one, { inHand: false, cards: [], put: 0n });
      return true;
    }
  }
}

const text = (amount: bigint) => String(amount);

/**
 * What every seat is pushed of a room: no seat's cards and not the hand's seed (its hash only) while
 * the hand is played; the result reveals the seed, and with it every seat's cards. Another member's
 * origin is never in it. Amounts are decimal strings of minor units, so the view goes out as JSON.
 */
export function roomView(room: Room) {
  return {
    id: room.id,
    phase: room.phase,
    hand: room.hand,
    deadline: room.deadline,
    hash: room.hash,
    boot: text(room.rules.boot),
    potLimit: text(room.rules.potLimit),
    stake: text(room.stake),
    pot: text(room.pot),
    button: room.button,
    turn: room.turn,
    seats: room.seats.map((one) => ({
      seat: one.seat,
      chips: text(one.chips),
      inHand: one.inHand,
      seen: one.seen,
      packed: one.packed,
      put: text(one.put),
      blindBets: one.blindBets,
      connected: one.connected,
      auto: one.auto,
    })),
    last: room.last && {
      ...room.last,
      rake: text(room.last.rake),
      results: room.last.results.map((result) => ({
        seat: result.seat,
        cards: result.hand.cards,
        kind: result.hand.kind,
        put: text(result.put),
        paid: text(result.paid),
        rake: text(result.rake),
        net: text(result.net),
      })),
    },
  };
}

/**
 * What only `seat` is pushed: its cards once it has seen them (a blind seat is not sent them, so its
 * page cannot look without saying so), and on its turn the moves it has with their amounts.
 */
export function seatView(room: Room, seat: string) {
  const one = room.seats.find((each) => each.seat === seat);
  if (!one?.inHand) return null;
  const smallest = smallestBet(room, one);
  const largest = smallest * 2n < one.chips ? smallest * 2n : one.chips;
  const short = one.chips < smallest;
  const twoLeft = room.seats.filter(stillIn).length === 2;
  return {
    cards: one.seen ? one.cards : null,
    moves:
      room.phase === 'betting' && room.turn === seat
        ? {
            chaal: short ? null : { min: text(smallest), max: text(largest) },
            show: short
              ? { allIn: true, cost: text(one.chips) }
              : twoLeft
                ? { allIn: false, cost: text(smallest) }
                : null,
          }
        : null,
  };
}
