import { RoomRefusal, type SeatOrigin, type SettledHand } from './room-game.ts';

/** What every card game's seat keeps alike: the rest (cards, bets, turns) is the game's own. */
type SeatBase = { seat: string; origin: SeatOrigin; chips: bigint; connected: boolean };

type SeatedRoom<Seat extends SeatBase> = {
  rules: { minBuyIn: bigint; maxBuyIn: bigint; seats: number };
  seats: Seat[];
};

export function seatIn<Seat extends SeatBase>(room: SeatedRoom<Seat>, seat: string): Seat {
  const found = room.seats.find((one) => one.seat === seat);
  if (!found) throw new RoomRefusal('ROOM_NOT_SEATED');
  return found;
}

/**
 * Sits `seated` down with its chips (the buy-in, which the caller has debited): between hands only,
 * within the room's buy-in bounds and seat count, once per seat.
 */
export function sitDown<Seat extends SeatBase>(
  room: SeatedRoom<Seat>,
  betweenHands: boolean,
  seated: Seat,
): void {
  if (!betweenHands) throw new RoomRefusal('ROOM_PHASE');
  if (room.seats.some((one) => one.seat === seated.seat)) throw new RoomRefusal('ROOM_SEATED');
  if (room.seats.length >= room.rules.seats) throw new RoomRefusal('ROOM_FULL');
  if (seated.chips < room.rules.minBuyIn || seated.chips > room.rules.maxBuyIn)
    throw new RoomRefusal('ROOM_BUY_IN');
  room.seats.push(seated);
}

/** Stands a member up between hands: answers the chips the caller credits as the cash-out. */
export function standUp<Seat extends SeatBase>(
  room: SeatedRoom<Seat>,
  betweenHands: boolean,
  seat: string,
): bigint {
  if (!betweenHands) throw new RoomRefusal('ROOM_PHASE');
  const leaving = seatIn(room, seat);
  room.seats = room.seats.filter((one) => one !== leaving);
  return leaving.chips;
}

/** A hand a game has settled, as it keeps it: each seat's result with the kind of hand it held. */
type LastHand = {
  hand: number;
  hash: string;
  serverSeed: string;
  results: readonly { seat: string; net: bigint; rake: bigint; hand: { kind: number } }[];
};

/** A game's last hand as the engine records it: each seat's net and rake, its kind as a text key. */
export function settledHand(game: string, last: LastHand | null): SettledHand | null {
  return (
    last && {
      hand: last.hand,
      hash: last.hash,
      serverSeed: last.serverSeed,
      seats: last.results.map((result) => ({
        seat: result.seat,
        net: result.net,
        rake: result.rake,
        label: `${game}.kind.${result.hand.kind}`,
      })),
    }
  );
}
