import { hashOfSeed, pick, roundFloats } from '../fair.ts';
import { type CollusionSignal, RoomRefusal, type SeatOrigin } from '../rooms/room-game.ts';
import { seatIn, sitDown, standUp } from '../rooms/room-seats.ts';
import { dealHands, type Rake, type SeatResult, settleHand } from './niuniu.ts';

/**
 * A Niu-Niu room: up to `seats` members at one table, playing hand after hand against whichever of
 * them banks. A hand: the seats grab the bank (0 = no grab, else the multiple they bank at), the
 * highest grab banks (a tie is drawn from the hand's seed; nobody grabbing passes the bank to the next
 * seat after the last banker), the others bet a multiple, then the cards are dealt, shown and settled
 * at once. A seat that has not acted when its timer ends, or that has lost its connection, is played
 * for: no grab, the smallest bet. Members sit down and leave only between hands.
 *
 * The room is plain data changed in place by these functions, so a store can keep it as it keeps a
 * shared table; the caller moves the money (the buy-in's debit, the cash-out's credit).
 */
export type RoomPhase = 'waiting' | 'grab' | 'bet' | 'settled';
type RoomEvent = 'start' | 'grabsIn' | 'betsIn' | 'shown';

const NEXT_PHASE: Record<RoomEvent, Partial<Record<RoomPhase, RoomPhase>>> = {
  start: { waiting: 'grab' },
  grabsIn: { grab: 'bet' },
  betsIn: { bet: 'settled' },
  shown: { settled: 'waiting' },
};

export const ROOM_PHASES: readonly RoomPhase[] = ['waiting', 'grab', 'bet', 'settled'];

/** The phase after `event`, or ROOM_PHASE when the room's phase does not allow it. */
export function nextPhase(phase: RoomPhase, event: RoomEvent): RoomPhase {
  const next = NEXT_PHASE[event][phase];
  if (!next) throw new RoomRefusal('ROOM_PHASE');
  return next;
}

const GRABS = [0, 1, 2, 3, 4] as const;
const BETS = [1, 2, 3, 4] as const;

/** Milliseconds each step waits for the seats. */
export type RoomPace = { grabMs: number; betMs: number; showMs: number };
export const DEFAULT_ROOM_PACE: RoomPace = { grabMs: 6_000, betMs: 8_000, showMs: 6_000 };

export type RoomRules = {
  /** The stake unit, minor units: a hand moves base × grab × bet × the winner's multiplier. */
  base: bigint;
  minBuyIn: bigint;
  maxBuyIn: bigint;
  seats: number;
  pace: RoomPace;
  rake: Rake;
};

type RoomSeat = {
  seat: string;
  origin: SeatOrigin;
  chips: bigint;
  /** Dealt into the hand in play (seated before it began, with at least the base). */
  inHand: boolean;
  grab: number | null;
  bet: number | null;
  connected: boolean;
  /** Played for in the hand in play (timer or connection). */
  auto: boolean;
};

export type Room = {
  id: string;
  rules: RoomRules;
  phase: RoomPhase;
  hand: number;
  /** When the phase's timer ends (ms since the epoch). */
  deadline: number;
  /** In seating order: the order cards are dealt and the bank passes. */
  seats: RoomSeat[];
  banker: string | null;
  /** The hand's secret seed and the hash shown when the hand began, before any grab. */
  serverSeed: string;
  hash: string;
  /** The hand just settled: its seed revealed, each seat's cards and result. */
  last: { hand: number; serverSeed: string; hash: string; banker: string; results: SeatResult[] } | null;
  /** All the room has raked, minor units. */
  raked: bigint;
};

export function openRoom(id: string, rules: RoomRules, now: number): Room {
  if (rules.minBuyIn < rules.base || rules.maxBuyIn < rules.minBuyIn) throw new Error('room buy-in bounds');
  return {
    id,
    rules,
    phase: 'waiting',
    hand: 0,
    deadline: now,
    seats: [],
    banker: null,
    serverSeed: '',
    hash: '',
    last: null,
    raked: 0n,
  };
}

const betweenHands = (room: Room) => room.phase === 'waiting' || room.phase === 'settled';

/** Sits a member down with `buyIn` chips: the caller has debited them. */
export function join(room: Room, seat: string, buyIn: bigint, origin: SeatOrigin): void {
  sitDown(room, betweenHands(room), {
    seat,
    origin,
    chips: buyIn,
    inHand: false,
    grab: null,
    bet: null,
    connected: true,
    auto: false,
  });
}

/** Stands a member up: answers the chips the caller credits as the cash-out. */
export const leave = (room: Room, seat: string): bigint => standUp(room, betweenHands(room), seat);

export function setConnected(room: Room, seat: string, connected: boolean): void {
  seatIn(room, seat).connected = connected;
}

export function grab(room: Room, seat: string, multiple: number): void {
  const grabbing = seatIn(room, seat);
  if (room.phase !== 'grab' || !grabbing.inHand || grabbing.grab !== null)
    throw new RoomRefusal('ROOM_PHASE');
  if (!(GRABS as readonly number[]).includes(multiple)) throw new RoomRefusal('ROOM_MULTIPLE');
  grabbing.grab = multiple;
}

export function bet(room: Room, seat: string, multiple: number): void {
  const betting = seatIn(room, seat);
  if (room.phase !== 'bet' || !betting.inHand || seat === room.banker || betting.bet !== null)
    throw new RoomRefusal('ROOM_PHASE');
  if (!(BETS as readonly number[]).includes(multiple)) throw new RoomRefusal('ROOM_MULTIPLE');
  betting.bet = multiple;
}

/** The streams a hand is drawn from: its deck, and the draw between equal grabs, apart. */
const deckFloats = (room: Pick<Room, 'id' | 'hand' | 'serverSeed'>) =>
  roundFloats({ serverSeed: room.serverSeed, clientSeed: `niuniu-${room.id}`, nonce: room.hand });
const bankFloats = (room: Room) =>
  roundFloats({ serverSeed: room.serverSeed, clientSeed: `niuniu-${room.id}-bank`, nonce: room.hand });

/** The seats dealt in and their five cards each, in seating order, as the hand's seed deals them. */
export function dealOf(room: Pick<Room, 'id' | 'hand' | 'serverSeed' | 'seats'>): Map<string, number[]> {
  const playing = room.seats.filter((one) => one.inHand);
  const hands = dealHands(deckFloats(room), playing.length);
  return new Map(playing.map((one, index) => [one.seat, hands[index] ?? []]));
}

function chooseBanker(room: Room, lastBanker: string | null): string {
  const playing = room.seats.filter((one) => one.inHand);
  const top = Math.max(...playing.map((one) => one.grab ?? 0));
  if (top > 0) {
    const tied = playing.filter((one) => one.grab === top);
    return tied[pick(bankFloats(room), tied.length)]?.seat ?? '';
  }
  const after = lastBanker === null ? -1 : room.seats.findIndex((one) => one.seat === lastBanker);
  const order = [...room.seats.slice(after + 1), ...room.seats.slice(0, after + 1)];
  return order.find((one) => one.inHand)?.seat ?? '';
}

/**
 * Moves the room on as far as the clock and the seats allow: a hand starts once two seats can play, a
 * step ends when every seat has acted (a disconnected seat counts as acted) or its timer runs out,
 * and whoever has not acted is played for. Answers whether anything changed (to publish).
 */
export function advance(room: Room, now: number, newSeed: () => string): boolean {
  const playing = room.seats.filter((one) => one.inHand);
  const waitingOn = (acted: (one: RoomSeat) => boolean) =>
    now < room.deadline && playing.some((one) => one.connected && !acted(one));
  switch (room.phase) {
    case 'waiting': {
      const able = room.seats.filter((one) => one.chips >= room.rules.base);
      if (able.length < 2 || now < room.deadline) return false;
      room.phase = nextPhase(room.phase, 'start');
      room.hand += 1;
      for (const one of room.seats)
        Object.assign(one, { inHand: able.includes(one), grab: null, bet: null, auto: false });
      room.serverSeed = newSeed();
      room.hash = hashOfSeed(room.serverSeed);
      room.deadline = now + room.rules.pace.grabMs;
      return true;
    }
    case 'grab': {
      if (waitingOn((one) => one.grab !== null)) return false;
      for (const one of playing) if (one.grab === null) Object.assign(one, { grab: 0, auto: true });
      room.banker = chooseBanker(room, room.last?.banker ?? null);
      room.phase = nextPhase(room.phase, 'grabsIn');
      room.deadline = now + room.rules.pace.betMs;
      return true;
    }
    case 'bet': {
      const players = playing.filter((one) => one.seat !== room.banker);
      if (waitingOn((one) => one.seat === room.banker || one.bet !== null)) return false;
      for (const one of players) if (one.bet === null) Object.assign(one, { bet: BETS[0], auto: true });
      settle(room, playing);
      room.phase = nextPhase(room.phase, 'betsIn');
      room.deadline = now + room.rules.pace.showMs;
      return true;
    }
    case 'settled': {
      if (now < room.deadline) return false;
      room.phase = nextPhase(room.phase, 'shown');
      for (const one of room.seats) one.inHand = false;
      return true;
    }
  }
}

function settle(room: Room, playing: RoomSeat[]): void {
  const cards = dealOf(room);
  const inHand = (one: RoomSeat, multiple: number) => ({
    seat: one.seat,
    chips: one.chips,
    cards: cards.get(one.seat) ?? [],
    multiple,
  });
  const banker = playing.find((one) => one.seat === room.banker);
  if (!banker) throw new Error('a hand without its banker');
  const results = settleHand(
    inHand(banker, banker.grab ?? 0),
    playing.filter((one) => one !== banker).map((one) => inHand(one, one.bet ?? BETS[0])),
    room.rules.base,
    room.rules.rake,
  );
  for (const result of results) {
    seatIn(room, result.seat).chips += result.net;
    room.raked += result.rake;
  }
  room.last = { hand: room.hand, serverSeed: room.serverSeed, hash: room.hash, banker: banker.seat, results };
}

/**
 * What every seat is pushed of a room: all but the hand's secret seed (its hash only, until the result
 * reveals it), amounts as decimal strings of minor units so the view goes out as JSON.
 */
export function roomView(room: Room) {
  return {
    id: room.id,
    phase: room.phase,
    hand: room.hand,
    deadline: room.deadline,
    hash: room.hash,
    banker: room.banker,
    base: String(room.rules.base),
    // Another member's address or device is not the seats' business.
    seats: room.seats.map(({ origin: _, ...one }) => ({ ...one, chips: String(one.chips) })),
    last: room.last && {
      ...room.last,
      results: room.last.results.map((result) => ({
        seat: result.seat,
        cards: result.hand.cards,
        kind: result.hand.kind,
        ten: result.hand.ten,
        gross: String(result.gross),
        rake: String(result.rake),
        net: String(result.net),
      })),
    },
  };
}

/**
 * Two seats of one room playing from one address or one device: a pair the risk role should look at
 * (two members of one household, or one person on two accounts), not a verdict. One signal per pair and
 * what they share; an unknown device matches nothing.
 */
export function collusionSignals(room: {
  id: string;
  seats: readonly { seat: string; origin: SeatOrigin }[];
}): CollusionSignal[] {
  const signals: CollusionSignal[] = [];
  room.seats.forEach((one, index) => {
    for (const other of room.seats.slice(index + 1)) {
      const seats: [string, string] = [one.seat, other.seat];
      if (one.origin.address === other.origin.address)
        signals.push({ room: room.id, seats, by: 'address', value: one.origin.address });
      if (one.origin.device !== null && one.origin.device === other.origin.device)
        signals.push({ room: room.id, seats, by: 'device', value: one.origin.device });
    }
  });
  return signals;
}
