import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** The spec's pvp rooms call: the tables of the brand's card games (PVP) that a player can join. */
export const ZPvpRoomsQuery = z.object({
  vendorCode: z.string().max(32).optional().describe("Only this vendor's rooms"),
  nodeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .describe("Only this game's rooms"),
});

export const ZPvpRoom = z.object({
  roomId: z.string().describe('Sent as roomId in the launch request, with the game as nodeId'),
  nodeId: z.string().describe('The game the room plays'),
  gameCode: z.string(),
  gameName: z.string(),
  vendorCode: z.string(),
  inMaintenance: z
    .boolean()
    .describe('The game or its vendor: joining leads to the game-in-maintenance page'),
  name: z.string(),
  minBet: ZMoney.describe('Smallest stake at the table'),
  seats: z.number().int().min(2),
  players: z.number().int().min(0).describe('Seats taken when the list was made'),
});
export type PvpRoom = z.infer<typeof ZPvpRoom>;

export const ZPvpRooms = z.array(ZPvpRoom);
