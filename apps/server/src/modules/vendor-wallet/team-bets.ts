import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { gamesByIds } from '../games/service.ts';
import * as repo from './repo.ts';

/**
 * The game rounds of several members (an agent's team betting) opened in [from, until), newest first,
 * with the game's name and the range's totals.
 */
export async function teamRounds(
  db: Kysely<DB>,
  filter: repo.RoundFilter,
  page: { offset: number; limit: number },
  language: string,
) {
  if (filter.memberIds.length === 0)
    return { total: 0, totals: { stake: 0n, win: 0n, refunded: 0n }, rounds: [] };
  const [rows, totals] = await Promise.all([
    repo.memberRounds(db, filter, page),
    repo.memberRoundTotals(db, filter),
  ]);
  const games = await gamesByIds(db, [...new Set(rows.map(({ game_id }) => game_id))], language);
  return {
    total: totals.count,
    totals: { stake: totals.stake, win: totals.win, refunded: totals.refunded },
    rounds: rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      roundId: row.round_id,
      gameName: games.get(row.game_id)?.name ?? '',
      vendorCode: games.get(row.game_id)?.vendorCode ?? '',
      stake: row.stake,
      win: row.win,
      refunded: row.refunded,
      status: row.status,
      openedAt: row.opened_at,
    })),
  };
}
