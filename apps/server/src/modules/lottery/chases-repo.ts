import { type Kysely, sql } from 'kysely';
import type { DB, LotteryChaseStatus, LotteryChaseStopReason } from '../../db/schema.ts';

/**
 * Active chases and the open draw of their game each has no bet on yet, with the game's odds as they
 * are now and the odds version the chase was placed under.
 */
export function chaseStepsDue(db: Kysely<DB>, now: Date) {
  return db
    .selectFrom('lottery_chases')
    .innerJoin('lottery_draws', 'lottery_draws.game_id', 'lottery_chases.game_id')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_chases.game_id')
    .select([
      'lottery_games.odds_version',
      'lottery_games.prize_mode',
      'lottery_chases.odds_version as chase_odds_version',
      'lottery_games.min_stake',
      'lottery_games.max_stake',
      'lottery_games.max_stake_per_draw',
      'lottery_chases.id',
      'lottery_chases.merchant_id',
      'lottery_chases.member_id',
      'lottery_chases.slip_id',
      'lottery_chases.selections',
      'lottery_chases.stake_per_draw',
      'lottery_draws.id as draw_id',
    ])
    .where('lottery_chases.status', '=', 'active')
    .where('lottery_draws.status', '=', 'open')
    .where('lottery_draws.closes_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_bets')
            .select('lottery_bets.id')
            .whereRef('lottery_bets.slip_id', '=', 'lottery_chases.slip_id')
            .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id'),
        ),
      ),
    )
    .orderBy('lottery_chases.id')
    .execute();
}

/** Counts one more draw bet on; the last one ends the chase as done. None when the chase is over. */
export async function countChaseStep(db: Kysely<DB>, chaseId: bigint, now: Date) {
  return db
    .updateTable('lottery_chases')
    .set((eb) => ({
      draws_placed: eb('draws_placed', '+', 1),
      status: sql<LotteryChaseStatus>`CASE WHEN draws_placed + 1 = draws_total THEN 'done' ELSE 'active' END`,
      ended_at: sql<Date | null>`CASE WHEN draws_placed + 1 = draws_total THEN ${now}::timestamptz END`,
    }))
    .where('id', '=', chaseId)
    .where('status', '=', 'active')
    .whereRef('draws_placed', '<', 'draws_total')
    .returning('id')
    .executeTakeFirst();
}

/** Ends an active chase; answers what it still held (the draws not bet on), or nothing if it had ended. */
export function endChase(
  db: Kysely<DB>,
  filter: { chaseId: bigint; memberId?: bigint },
  ending: { status: 'won' } | { status: 'stopped'; reason: LotteryChaseStopReason },
  now: Date,
) {
  let query = db
    .updateTable('lottery_chases')
    .set({ status: ending.status, stop_reason: 'reason' in ending ? ending.reason : null, ended_at: now })
    .where('id', '=', filter.chaseId)
    .where('status', '=', 'active');
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  return query
    .returning([
      'id',
      'merchant_id',
      'member_id',
      'stake_per_draw',
      'draws_total',
      'draws_placed',
      'created_at',
    ])
    .executeTakeFirst();
}

export function stopOnWinChase(db: Kysely<DB>, chaseId: bigint) {
  return db
    .selectFrom('lottery_chases')
    .select(['id', 'stop_on_win', 'status'])
    .where('id', '=', chaseId)
    .executeTakeFirstOrThrow();
}

export function memberChases(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return db
    .selectFrom('lottery_chases')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_chases.game_id')
    .select([
      'lottery_chases.id',
      'lottery_chases.selections',
      'lottery_chases.stake_per_draw',
      'lottery_chases.draws_total',
      'lottery_chases.draws_placed',
      'lottery_chases.stop_on_win',
      'lottery_chases.status',
      'lottery_chases.created_at',
      'lottery_chases.ended_at',
      'lottery_games.code as game_code',
    ])
    .where('lottery_chases.merchant_id', '=', merchantId)
    .where('lottery_chases.member_id', '=', memberId)
    .orderBy('lottery_chases.created_at', 'desc')
    .orderBy('lottery_chases.id', 'desc')
    .limit(limit)
    .execute();
}

/** The ids of the member's chases still buying draws. */
export async function activeChaseIds(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('lottery_chases')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .execute();
  return rows.map(({ id }) => id);
}
