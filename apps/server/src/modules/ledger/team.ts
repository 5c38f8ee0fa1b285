import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as repo from './team-repo.ts';

export type TeamFilter = repo.TeamFilter;

/** Per member, what moved on its wallets in the range by transfer kind (agent reports). */
export async function teamTotalsByMember(
  db: Kysely<DB>,
  filter: TeamFilter,
): Promise<Map<bigint, Map<string, bigint>>> {
  const byMember = new Map<bigint, Map<string, bigint>>();
  if (filter.memberIds.length === 0) return byMember;
  for (const row of await repo.totalsByMember(db, filter)) {
    if (row.member_id === null) continue;
    const kinds = byMember.get(row.member_id) ?? new Map<string, bigint>();
    kinds.set(row.kind, BigInt(row.total));
    byMember.set(row.member_id, kinds);
  }
  return byMember;
}

/** Per GMT+8 day (YYYY-MM-DD), what moved on the members' wallets by transfer kind. */
export async function teamTotalsByDay(
  db: Kysely<DB>,
  filter: TeamFilter,
): Promise<Map<string, Map<string, bigint>>> {
  const byDay = new Map<string, Map<string, bigint>>();
  if (filter.memberIds.length === 0) return byDay;
  for (const row of await repo.totalsByDay(db, filter)) {
    const kinds = byDay.get(row.day) ?? new Map<string, bigint>();
    kinds.set(row.kind, BigInt(row.total));
    byDay.set(row.day, kinds);
  }
  return byDay;
}

/** The members' movements, newest first, in the half-open range [from, until). */
export async function teamHistory(
  db: Kysely<DB>,
  filter: TeamFilter,
  page: { offset: number; limit: number },
) {
  if (filter.memberIds.length === 0) return { total: 0, entries: [] };
  const [rows, total] = await Promise.all([repo.entriesPage(db, filter, page), repo.entryCount(db, filter)]);
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      kind: row.kind,
      wallet: row.account_kind === 'member.vendor' ? row.sub_key : row.account_kind.replace(/^member\./, ''),
      amount: row.amount,
      balanceAfter: row.balance_after,
      at: row.created_at,
    })),
  };
}
