import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type HistoryFilter, historyOf } from './repo.ts';

/** A history filter over several members: an agent's team. */
export type TeamFilter = Omit<HistoryFilter, 'memberId'> & { memberIds: readonly bigint[] };

const teamEntries = (db: Kysely<DB>, filter: TeamFilter) => historyOf(db, filter);

/**
 * What moved on the members' accounts (every wallet of theirs) in the range, summed by member and
 * transfer kind: a move between two wallets of one member sums to zero.
 */
export function totalsByMember(db: Kysely<DB>, filter: TeamFilter) {
  return teamEntries(db, filter)
    .select(['account.member_id', 'transfer.kind', sql<string>`sum(entry.amount)`.as('total')])
    .groupBy(['account.member_id', 'transfer.kind'])
    .execute();
}

/** The same sums by GMT+8 calendar day (YYYY-MM-DD) and transfer kind, over all the members. */
export function totalsByDay(db: Kysely<DB>, filter: TeamFilter) {
  const day = sql<string>`to_char(timezone('UTC', entry.created_at) + interval '8 hours', 'YYYY-MM-DD')`;
  return teamEntries(db, filter)
    .select([day.as('day'), 'transfer.kind', sql<string>`sum(entry.amount)`.as('total')])
    .groupBy([day, 'transfer.kind'])
    .execute();
}

/** The members' entries, newest first, with their transfer's kind and the account they moved. */
export function entriesPage(db: Kysely<DB>, filter: TeamFilter, page: { offset: number; limit: number }) {
  return teamEntries(db, filter)
    .select([
      'entry.id',
      'entry.amount',
      'entry.balance_after',
      'entry.created_at',
      'transfer.kind',
      'account.member_id',
      'account.kind as account_kind',
      'account.sub_key',
    ])
    .orderBy('entry.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function entryCount(db: Kysely<DB>, filter: TeamFilter): Promise<number> {
  const row = await teamEntries(db, filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
