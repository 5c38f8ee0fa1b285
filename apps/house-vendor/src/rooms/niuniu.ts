import { roundFloats } from '../fair.ts';
import { dealHands } from '../live/niuniu.ts';
import {
  advance,
  bet,
  collusionSignals,
  grab,
  join,
  leave,
  openRoom,
  type Room,
  roomView,
  setConnected,
} from '../live/niuniu-room.ts';
import { type RoomAction, type RoomGame, RoomRefusal } from './room-game.ts';
import { settledHand } from './room-seats.ts';

/**
 * Niu-Niu as the card-room engine plays it: the rules and the room's state machine of
 * live/niuniu-room.ts behind the rooms' interface. A move is `grab` (0 to 4) in the grab step and
 * `bet` (1 to 4) in the bet step; every card is dealt face up when the bets are in, so no seat has
 * anything of its own to see.
 */
export const NIUNIU: RoomGame<Room> = {
  code: 'niuniu',
  open: (id, stakes, pace, now) =>
    openRoom(id, { ...stakes, pace: { grabMs: pace.actMs, betMs: pace.actMs, showMs: pace.showMs } }, now),
  join,
  leave,
  betweenHands: (room) => room.phase === 'waiting' || room.phase === 'settled',
  chips: (room, seat) => room.seats.find((one) => one.seat === seat)?.chips,
  act(room, seat, action: RoomAction) {
    if (action.type === 'grab') grab(room, seat, action.value);
    else if (action.type === 'bet') bet(room, seat, action.value);
    else throw new RoomRefusal('ROOM_ACTION');
  },
  setConnected,
  advance,
  deadline: (room) => room.deadline,
  view: roomView,
  seatView: () => null,
  lastHand: (room) => settledHand('niuniu', room.last),
  collusionSignals,
  deal: (room, hand, serverSeed, seats) =>
    dealHands(roundFloats({ serverSeed, clientSeed: `niuniu-${room}`, nonce: hand }), seats),
};
