import { collusionSignals } from '../live/niuniu-room.ts';
import { dealHands } from '../live/teenpatti.ts';
import {
  advance,
  betweenHands,
  chaal,
  handFloats,
  join,
  leave,
  openRoom,
  pack,
  type Room,
  roomView,
  seatView,
  see,
  setConnected,
  show,
  smallestBet,
} from '../live/teenpatti-room.ts';
import { type RoomGame, RoomRefusal } from './room-game.ts';
import { settledHand } from './room-seats.ts';

/** The pot limit, in boots: the usual table's, where a hand that keeps doubling ends in a show. */
const POT_LIMIT_BOOTS = 1_024n;
/** Blind bets a seat may make before it must see its cards. */
const MAX_BLIND_BETS = 4;

/**
 * A chaal as the page sends it: 1 bets the seat's smallest bet (the stake blind, twice it seen), 2
 * twice that, the rules' two ends; the page's buttons show both amounts (`seatView`).
 */
function chaalOf(room: Room, seat: string, value: number): bigint {
  const smallest = smallestBet(room, room.seats.find((one) => one.seat === seat) ?? { seen: false });
  if (value !== 1 && value !== 2) throw new RoomRefusal('ROOM_AMOUNT');
  return smallest * BigInt(value);
}

/**
 * Teen Patti as the card-room engine plays it: the rules and the room's state machine of
 * live/teenpatti-room.ts behind the rooms' interface. The stake's unit is the boot. Moves: `see` (any
 * time of the hand), and on the seat's turn `chaal` (value 1: the smallest bet, 2: twice it), `pack` and
 * `show`. A seat's own cards are in its seat view once it has seen them, nobody else's.
 */
export const TEENPATTI: RoomGame<Room> = {
  code: 'teenpatti',
  open: (id, stakes, pace, now) =>
    openRoom(
      id,
      {
        boot: stakes.base,
        minBuyIn: stakes.minBuyIn,
        maxBuyIn: stakes.maxBuyIn,
        seats: stakes.seats,
        potLimit: stakes.base * POT_LIMIT_BOOTS,
        maxBlindBets: MAX_BLIND_BETS,
        pace: { turnMs: pace.actMs, showMs: pace.showMs },
        rake: stakes.rake,
      },
      now,
    ),
  join,
  leave,
  betweenHands,
  chips: (room, seat) => room.seats.find((one) => one.seat === seat)?.chips,
  act(room, seat, action, now) {
    if (action.type === 'see') see(room, seat);
    else if (action.type === 'chaal') chaal(room, seat, chaalOf(room, seat, action.value), now);
    else if (action.type === 'pack') pack(room, seat, now);
    else if (action.type === 'show') show(room, seat, now);
    else throw new RoomRefusal('ROOM_ACTION');
  },
  setConnected,
  advance,
  deadline: (room) => room.deadline,
  view: roomView,
  seatView,
  lastHand: (room) => settledHand('teenpatti', room.last),
  collusionSignals,
  deal: (room, hand, serverSeed, seats) => dealHands(handFloats(room, hand, serverSeed), seats),
};
