import type { PvpRoom } from '@platform/contracts/games/pvp';

export type GameRooms = { nodeId: string; gameName: string; vendorCode: string; rooms: PvpRoom[] };

/** The rooms under their game, games in the order the server listed them (most popular first). */
export function roomsByGame(rooms: readonly PvpRoom[]): GameRooms[] {
  const games = new Map<string, GameRooms>();
  for (const room of rooms) {
    const game = games.get(room.nodeId);
    if (game) game.rooms.push(room);
    else
      games.set(room.nodeId, {
        nodeId: room.nodeId,
        gameName: room.gameName,
        vendorCode: room.vendorCode,
        rooms: [room],
      });
  }
  return [...games.values()];
}
