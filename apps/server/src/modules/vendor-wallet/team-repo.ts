import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type TeamRoundFilter = { merchantId: bigint; memberIds: readonly bigint[]; from: Date; until: Date };

function roundsOf(db: Kysely<DB>, filter: TeamRoundFilter) {
  return db
    .selectFrom('game_rounds')
    .where('merchant_id', '=', filter.merchantId)
    .where(sql<boolean>`member_id = any(${filter.memberIds.map(String)}::bigint[])`)
    .where('opened_at', '>=', filter.from)
    .where('opened_at', '<', filter.until);
}

/** The members' rounds opened in the range, newest first. */
export function teamRounds(db: Kysely<DB>, filter: TeamRoundFilter, page: { offset: number; limit: number }) {
  return roundsOf(db, filter)
    .select(['id', 'member_id', 'round_id', 'game_id', 'stake', 'win', 'refunded', 'status', 'opened_at'])
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function teamRoundTotals(db: Kysely<DB>, filter: TeamRoundFilter) {
  const row = await roundsOf(db, filter)
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('stake'), sql<string>`0`).as('stake'),
      eb.fn.coalesce(eb.fn.sum<string>('win'), sql<string>`0`).as('win'),
      eb.fn.coalesce(eb.fn.sum<string>('refunded'), sql<string>`0`).as('refunded'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    refunded: BigInt(row.refunded),
  };
}
