import type { PvpRoom } from '@platform/contracts/games/pvp';
import { describe, expect, it } from 'vitest';
import { roomsByGame } from './rooms-by-game.ts';

const room = (nodeId: string, roomId: string): PvpRoom => ({
  roomId,
  nodeId,
  gameCode: `G${nodeId}`,
  gameName: `Game ${nodeId}`,
  vendorCode: 'CARD_MASTERS',
  inMaintenance: false,
  name: roomId,
  minBet: '1.00',
  seats: 6,
  players: 2,
});

describe('roomsByGame', () => {
  it('groups rooms under their game, keeping the order of games and of rooms', () => {
    const grouped = roomsByGame([room('7', 'A'), room('3', 'A'), room('7', 'B'), room('3', 'B')]);
    expect(grouped.map(({ nodeId, rooms }) => [nodeId, rooms.map(({ roomId }) => roomId)])).toEqual([
      ['7', ['A', 'B']],
      ['3', ['A', 'B']],
    ]);
    expect(grouped[0]).toMatchObject({ gameName: 'Game 7', vendorCode: 'CARD_MASTERS' });
  });

  it('answers no games for no rooms', () => {
    expect(roomsByGame([])).toEqual([]);
  });
});
