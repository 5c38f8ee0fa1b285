import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** How many of a game's latest draws a live update compares: the open one and those still settling. */
const RECENT_DRAWS = 6;

export function gameIdByCode(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('lottery_games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** The latest draws past `scheduled` of each game, newest first: where every state change happens. */
export function recentDrawStates(db: Kysely<DB>, gameIds: readonly bigint[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lottery_games')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('lottery_draws')
          .select(['lottery_draws.period', 'lottery_draws.status', 'lottery_draws.draws_at'])
          .whereRef('lottery_draws.game_id', '=', 'lottery_games.id')
          .where('lottery_draws.status', '<>', 'scheduled')
          .orderBy('lottery_draws.draws_at', 'desc')
          .limit(RECENT_DRAWS)
          .as('draw'),
      (join) => join.onTrue(),
    )
    .select(['lottery_games.id as gameId', 'lottery_games.code', 'draw.period', 'draw.status'])
    .where('lottery_games.id', 'in', gameIds)
    .execute();
}
