import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { gameCategoriesByIds } from '../games/service.ts';
import * as repo from './repo.ts';

/**
 * Game rounds played to their end after a watermark (close time, then id) and before `until`, oldest
 * first, each with its valid bet (stake less what was given back) and its game's category: what the
 * points job reads to award play points.
 */
export async function settledRoundsSince(
  db: Kysely<DB>,
  after: { at: Date; id: bigint },
  until: Date,
  limit: number,
) {
  const rows = await repo.closedRoundsSince(db, after, until, limit);
  const categories = await gameCategoriesByIds(db, [...new Set(rows.map(({ game_id }) => game_id))]);
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    memberId: row.member_id,
    category: categories.get(row.game_id) ?? '',
    amount: row.stake - row.refunded,
    at: row.closed_at ?? until,
  }));
}

/**
 * Valid bets of rounds closed in [from, until) by member and game category, for one brand or member
 * when given: the bet volume of rebates and VIP levels.
 */
export async function validBetsByCategory(
  db: Kysely<DB>,
  range: { from: Date; until: Date; merchantId?: bigint; memberId?: bigint },
) {
  const rows = await repo.validBetsByGame(db, range);
  const categories = await gameCategoriesByIds(db, [...new Set(rows.map(({ game_id }) => game_id))]);
  return rows.map((row) => ({
    merchantId: row.merchant_id,
    memberId: row.member_id,
    category: categories.get(row.game_id) ?? '',
    amount: BigInt(row.valid_bet),
  }));
}
