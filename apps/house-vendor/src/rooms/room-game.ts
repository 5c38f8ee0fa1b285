/**
 * What the card-room engine (rooms/engine.ts) asks of a game played by members against each other:
 * Niu-Niu (rooms/niuniu.ts), Teen Patti, and any other. The engine keeps each room's state in the
 * store, runs its clock on the dealer's lease, moves the money (a seat is one wallet round: the buy-in
 * a debit, leaving the credit that closes it) and pushes the views to the seats; the game only holds
 * the rules, as pure functions over its state.
 *
 * The state is plain data changed in place: objects, arrays, strings, numbers, booleans, null and
 * bigints (the engine stores it as JSON with its bigints tagged), nothing else, so that any instance
 * holding the room's lease can go on from it. Seats are the engine's opaque ids. Every refusal of a
 * member's request is a `RoomRefusal`, whose code is a text key of the rooms' texts.
 */

import type { Rake } from '../live/niuniu.ts';

/** Where a member plays from, as its launch saw it: what the collusion signals compare. */
export type SeatOrigin = { address: string; device: string | null };

/** Two seats of one room sharing an address or a device: for the risk role to look at, not a verdict. */
export type CollusionSignal = {
  room: string;
  seats: [string, string];
  by: 'address' | 'device';
  value: string;
};

/**
 * A room's stake: its unit (minor units, what the game's bets are counted in), buy-in bounds, and the
 * house's rake in the table's currency.
 */
export type RoomStakes = { base: bigint; minBuyIn: bigint; maxBuyIn: bigint; seats: number; rake: Rake };

/** How long a seat has to act (each timed step) and how long a hand's result stays up. */
export type RoomPace = { actMs: number; showMs: number };

/** A seat's move, as the page sends it: the game says which `type`s it knows and what `value` means. */
export type RoomAction = { type: string; value: number };

/**
 * The hand a room has just settled: each seat's chip delta after the rake (the seats' nets add up to
 * minus the rake: a hand creates no chips), the rake it paid, the text key of what it held, and the
 * hand's seed revealed beside the hash published before it began.
 */
export type SettledHand = {
  hand: number;
  seats: { seat: string; net: bigint; rake: bigint; label: string }[];
  hash: string;
  serverSeed: string;
};

export type RoomErrorCode =
  | 'ROOM_PHASE'
  | 'ROOM_FULL'
  | 'ROOM_SEATED'
  | 'ROOM_NOT_SEATED'
  | 'ROOM_BUY_IN'
  | 'ROOM_MULTIPLE'
  | 'ROOM_TURN'
  | 'ROOM_ACTION'
  | 'ROOM_AMOUNT'
  | 'ROOM_SHOW';

export class RoomRefusal extends Error {
  readonly code: RoomErrorCode;
  constructor(code: RoomErrorCode) {
    super(code);
    this.code = code;
  }
}

export interface RoomGame<State> {
  /** The game's code in the vendor (URLs, store keys, texts): `niuniu`, `teenpatti`. */
  readonly code: string;
  open(id: string, stakes: RoomStakes, pace: RoomPace, now: number): State;
  /** Seats a member with `buyIn` chips, already debited; refuses outside the bounds or mid-hand. */
  join(state: State, seat: string, buyIn: bigint, origin: SeatOrigin): void;
  /** Stands a member up between hands: answers its chips, which the engine credits. */
  leave(state: State, seat: string): bigint;
  /** No hand in play: members may sit down and leave. */
  betweenHands(state: State): boolean;
  /** The seat's chips at the table, undefined when it is not seated. */
  chips(state: State, seat: string): bigint | undefined;
  act(state: State, seat: string, action: RoomAction, now: number): void;
  /** A seat whose event stream dropped is played for by the game's auto-play until it is back. */
  setConnected(state: State, seat: string, connected: boolean): void;
  /** Moves the room on as the clock and the seats allow; true when anything changed (to publish). */
  advance(state: State, now: number, newSeed: () => string): boolean;
  /** When the room's current timer ends (ms since the epoch): the engine looks again then. */
  deadline(state: State): number;
  /** What every seat is pushed: JSON, no secret (the hand's seed shows only once revealed). */
  view(state: State): unknown;
  /** What only this seat may see (its own hidden cards), or null. */
  seatView(state: State, seat: string): unknown;
  /** The last hand settled, or null before the first. */
  lastHand(state: State): SettledHand | null;
  collusionSignals(state: State): CollusionSignal[];
  /** The cards a revealed seed deals a room's hand for `seats` seats: what the page's verify compares. */
  deal(room: string, hand: number, serverSeed: string, seats: number): number[][];
}
