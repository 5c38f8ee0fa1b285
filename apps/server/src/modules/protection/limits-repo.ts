import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LimitKind, LimitPeriod, LocalDay } from './limits-rules.ts';

export type LimitRow = Selectable<DB['player_limits']>;

export function limitsOf(db: Kysely<DB>, memberId: bigint): Promise<LimitRow[]> {
  return db.selectFrom('player_limits').selectAll().where('member_id', '=', memberId).execute();
}

/** The member's limit of one kind and period, locked until commit so two changes apply one after the other. */
export function limitForUpdate(db: Kysely<DB>, memberId: bigint, kind: LimitKind, period: LimitPeriod) {
  return db
    .selectFrom('player_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveLimit(
  db: Kysely<DB>,
  row: {
    merchantId: bigint;
    memberId: bigint;
    kind: LimitKind;
    period: LimitPeriod;
    amount: bigint | null;
    pending: { amount: bigint | null; confirmFrom: Date } | null;
    at: Date;
  },
): Promise<void> {
  if (row.amount === null && row.pending === null) {
    await db
      .deleteFrom('player_limits')
      .where('member_id', '=', row.memberId)
      .where('kind', '=', row.kind)
      .where('period', '=', row.period)
      .execute();
    return;
  }
  const values = {
    amount: row.amount,
    pending: row.pending !== null,
    pending_amount: row.pending?.amount ?? null,
    confirm_from: row.pending?.confirmFrom ?? null,
    updated_at: row.at,
  };
  await db
    .insertInto('player_limits')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      kind: row.kind,
      period: row.period,
      created_at: row.at,
      ...values,
    })
    .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

export type UsageDelta = { wagered?: bigint; won?: bigint; playedSeconds?: number };

/**
 * Adds to the member's usage of a day; the row stays locked until the caller's transaction ends, so
 * a second stake of the member waits and then sees this one.
 */
export async function addUsage(db: Kysely<DB>, memberId: bigint, day: LocalDay, delta: UsageDelta) {
  const values = {
    wagered: delta.wagered ?? 0n,
    won: delta.won ?? 0n,
    played_seconds: delta.playedSeconds ?? 0,
  };
  await db
    .insertInto('player_limit_usage')
    .values({ member_id: memberId, day, ...values })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'day']).doUpdateSet({
        wagered: sql`player_limit_usage.wagered + ${values.wagered}`,
        won: sql`player_limit_usage.won + ${values.won}`,
        played_seconds: sql`player_limit_usage.played_seconds + ${values.played_seconds}`,
      }),
    )
    .execute();
}

/**
 * Adds stakes and wins of many members at once, one row per member and day, in member order: two
 * settlements locking some of the same rows take them in the same order.
 */
export async function addUsageOf(
  db: Kysely<DB>,
  deltas: readonly { memberId: bigint; day: LocalDay; wagered: bigint; won: bigint }[],
) {
  const summed = new Map<string, { member_id: bigint; day: LocalDay; wagered: bigint; won: bigint }>();
  for (const { memberId, day, wagered, won } of deltas) {
    const key = `${memberId}:${day}`;
    const row = summed.get(key) ?? { member_id: memberId, day, wagered: 0n, won: 0n };
    summed.set(key, { ...row, wagered: row.wagered + wagered, won: row.won + won });
  }
  const rows = [...summed.values()].sort((a, b) =>
    a.member_id === b.member_id ? a.day.localeCompare(b.day) : a.member_id < b.member_id ? -1 : 1,
  );
  if (rows.length === 0) return;
  await db
    .insertInto('player_limit_usage')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'day']).doUpdateSet({
        wagered: sql`player_limit_usage.wagered + excluded.wagered`,
        won: sql`player_limit_usage.won + excluded.won`,
      }),
    )
    .execute();
}

/**
 * Since when each member's stakes and wins are counted: the oldest of their wager and loss limits
 * still in force was set then (members with none are left out).
 */
export async function playCountedSince(db: Kysely<DB>, memberIds: readonly bigint[]) {
  if (memberIds.length === 0) return new Map<bigint, Date>();
  const rows = await db
    .selectFrom('player_limits')
    .select(['member_id', (eb) => eb.fn.min('created_at').as('since')])
    .where('member_id', 'in', memberIds)
    .where('kind', 'in', ['wager', 'loss'])
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [row.member_id, new Date(row.since)]));
}

/** The member's usage summed over the calendar days from `first` to `last`, both included. */
export async function usageBetween(db: Kysely<DB>, memberId: bigint, first: LocalDay, last: LocalDay) {
  const row = await db
    .selectFrom('player_limit_usage')
    .select([
      sql<string>`coalesce(sum(wagered), 0)`.as('wagered'),
      sql<string>`coalesce(sum(won), 0)`.as('won'),
      sql<string>`coalesce(sum(played_seconds), 0)`.as('played_seconds'),
    ])
    .where('member_id', '=', memberId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .executeTakeFirstOrThrow();
  return {
    wagered: BigInt(row.wagered),
    won: BigInt(row.won),
    playedSeconds: Number(row.played_seconds),
  };
}
