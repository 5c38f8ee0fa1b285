import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function choiceOf(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('reality_check_choices')
    .select('minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function saveChoice(
  db: Kysely<DB>,
  choice: { merchantId: bigint; memberId: bigint; minutes: number | null; at: Date },
) {
  if (choice.minutes === null) {
    await db.deleteFrom('reality_check_choices').where('member_id', '=', choice.memberId).execute();
    return;
  }
  await db
    .insertInto('reality_check_choices')
    .values({
      merchant_id: choice.merchantId,
      member_id: choice.memberId,
      minutes: choice.minutes,
      updated_at: choice.at,
    })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({ minutes: choice.minutes ?? 0, updated_at: choice.at }),
    )
    .execute();
}

export function checkOf(db: Kysely<DB>, memberId: bigint) {
  return db.selectFrom('reality_checks').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** Starts the member's check over for a session (a new one, or the same one after the player continued). */
export async function startCheck(
  db: Kysely<DB>,
  check: { merchantId: bigint; memberId: bigint; sessionId: bigint; dueAt: Date | null; at: Date },
) {
  const fresh = {
    session_id: check.sessionId,
    started_at: check.at,
    due_at: check.dueAt,
    last_seen_at: check.at,
    wagered: 0n,
    won: 0n,
  };
  await db
    .insertInto('reality_checks')
    .values({ merchant_id: check.merchantId, member_id: check.memberId, ...fresh })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({
        ...fresh,
        // A new session starts the interval over, but an ask from staff waits for its answer.
        due_at: sql`CASE WHEN reality_checks.asked_at IS NULL THEN excluded.due_at ELSE reality_checks.due_at END`,
      }),
    )
    .execute();
}

/** The player answered the check: the next one is at `dueAt` (null: none), and no ask waits. */
export async function answer(db: Kysely<DB>, memberId: bigint, dueAt: Date | null) {
  await db
    .updateTable('reality_checks')
    .set({ due_at: dueAt, asked_at: null })
    .where('member_id', '=', memberId)
    .execute();
}

/** Moves the next check to `dueAt` after a new interval, unless one is due now: that waits for its answer. */
export async function reschedule(db: Kysely<DB>, memberId: bigint, dueAt: Date | null, now: Date) {
  await db
    .updateTable('reality_checks')
    .set({ due_at: dueAt })
    .where('member_id', '=', memberId)
    .where((where) => where.or([where('due_at', 'is', null), where('due_at', '>', now)]))
    .execute();
}

/**
 * Staff ask for a check now: it is due at once (or stays due since earlier) until the player answers.
 * A member who has not polled yet gets a row without a session, which their first poll takes over.
 */
export async function ask(db: Kysely<DB>, check: { merchantId: bigint; memberId: bigint; at: Date }) {
  return db
    .insertInto('reality_checks')
    .values({
      merchant_id: check.merchantId,
      member_id: check.memberId,
      session_id: null,
      started_at: check.at,
      due_at: check.at,
      last_seen_at: check.at,
      asked_at: check.at,
    })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({
        due_at: sql`CASE WHEN reality_checks.due_at <= ${check.at} THEN reality_checks.due_at ELSE ${check.at} END`,
        asked_at: sql`coalesce(reality_checks.asked_at, ${check.at})`,
      }),
    )
    .returning(['due_at', 'asked_at'])
    .executeTakeFirstOrThrow();
}

export async function markSeen(db: Kysely<DB>, memberId: bigint, at: Date) {
  await db
    .updateTable('reality_checks')
    .set({ last_seen_at: at })
    .where('member_id', '=', memberId)
    .execute();
}

export async function addPlay(db: Kysely<DB>, memberId: bigint, play: { wagered: bigint; won: bigint }) {
  await db
    .updateTable('reality_checks')
    .set({
      wagered: sql`wagered + ${play.wagered}`,
      won: sql`won + ${play.won}`,
    })
    .where('member_id', '=', memberId)
    .execute();
}

/**
 * addPlay for many members at once, one statement in member order (a lottery draw's winners): members
 * without a reality check row are left as they are.
 */
export async function addPlayOf(
  db: Kysely<DB>,
  plays: readonly { memberId: bigint; wagered: bigint; won: bigint }[],
) {
  const summed = new Map<bigint, { wagered: bigint; won: bigint }>();
  for (const { memberId, wagered, won } of plays) {
    const sum = summed.get(memberId) ?? { wagered: 0n, won: 0n };
    summed.set(memberId, { wagered: sum.wagered + wagered, won: sum.won + won });
  }
  const sums = [...summed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (sums.length <= 1) {
    for (const [memberId, play] of sums) await addPlay(db, memberId, play);
    return;
  }
  const texts = (pick: (entry: (typeof sums)[number]) => bigint) => sums.map((entry) => String(pick(entry)));
  await sql`
    UPDATE reality_checks SET wagered = reality_checks.wagered + play.wagered, won = reality_checks.won + play.won
    FROM (
      SELECT unnest(${texts(([memberId]) => memberId)}::bigint[]) AS member_id,
        unnest(${texts(([, play]) => play.wagered)}::bigint[]) AS wagered,
        unnest(${texts(([, play]) => play.won)}::bigint[]) AS won
    ) AS play
    WHERE reality_checks.member_id = play.member_id`.execute(db);
}

/** Whether the member's reality check is due at `now` and not yet answered. */
export async function isDue(db: Kysely<DB>, memberId: bigint, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('reality_checks')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('due_at', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}
