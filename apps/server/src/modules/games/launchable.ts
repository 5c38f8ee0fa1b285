import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';

/**
 * The catalogue's side of a launch: the game `nodeId` names, when it may open now. A VASSALAGE group is
 * no game of its own (its games open from the popup), a PVP launch may name only one of the game's
 * rooms, and a game or vendor in maintenance is refused with game.maintenance.
 */
export async function launchableGame(
  db: Kysely<DB>,
  merchant: Merchant,
  nodeId: bigint,
  roomId: string | undefined,
) {
  const game = await repo.findLaunchableGame(db, merchant.id, nodeId);
  if (!game || game.is_game === 'VASSALAGE') throw new AppError('game.not.found');
  if (roomId !== undefined && !(await repo.hasPvpRoom(db, game.id, roomId)))
    throw new AppError('game.not.found');
  if (game.in_maintenance) throw new AppError('game.maintenance');
  return game;
}

/** The member's recent list: `gameId` was launched now. */
export function recordPlayed(db: Kysely<DB>, memberId: bigint, gameId: bigint): Promise<void> {
  return repo.recordPlayed(db, memberId, gameId);
}
