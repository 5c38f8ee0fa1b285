import type { Game } from '@platform/contracts/games/categories';
import { MAX_FAVOURITES, RECENT_GAMES, type ZFavouriteBody } from '@platform/contracts/games/favourites';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';
import { toGames } from './service.ts';

/** The member's favourites as the spec keeps them: node ids, most recently added first. */
export async function favouriteIds(db: Kysely<DB>, memberId: bigint): Promise<string[]> {
  return (await repo.listFavouriteIds(db, memberId)).map(({ game_id }) => String(game_id));
}

/**
 * Adds a game of the brand to the favourites, or takes it off; either is idempotent. A game of
 * another brand or none is game.not.found; past 200 favourites, favourites.full.
 */
export async function setFavourite(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZFavouriteBody>,
): Promise<string[]> {
  const gameId = BigInt(body.nodeId);
  if (!body.isFav) await repo.removeFavourite(db, memberId, gameId);
  else if (
    !(await repo.addFavourite(db, { merchantId: merchant.id, memberId, gameId, limit: MAX_FAVOURITES }))
  ) {
    if (!(await repo.findLaunchableGame(db, merchant.id, gameId))) throw new AppError('game.not.found');
    throw new AppError('favourites.full', { params: { max: MAX_FAVOURITES } });
  }
  return favouriteIds(db, memberId);
}

export async function favouriteGames(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  language: string,
): Promise<Game[]> {
  const rows = await repo.listFavouriteGames(db, merchant.id, memberId);
  return toGames(db, merchant, rows, { language, memberId });
}

export async function recentGames(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  language: string,
): Promise<Game[]> {
  const rows = await repo.listRecentGames(db, merchant.id, memberId, RECENT_GAMES);
  return toGames(db, merchant, rows, { language, memberId });
}
