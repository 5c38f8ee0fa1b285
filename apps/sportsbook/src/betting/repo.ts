import { type Kysely, sql, type Transaction } from 'kysely';
import type { BetStatus, DB } from '../db/schema.ts';

/** Each selection with what placement checks: its market's and event's state and its market's limits. */
export function selectionsForSlip(db: Kysely<DB>, selectionIds: readonly bigint[]) {
  return db
    .selectFrom('selection as s')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .innerJoin('event as e', 'e.id', 'm.event_id')
    .select([
      's.id as selectionId',
      's.price',
      's.status as selectionStatus',
      'm.id as marketId',
      'm.status as marketStatus',
      'm.min_stake as minStake',
      'm.max_stake as maxStake',
      'e.id as eventId',
      'e.status as eventStatus',
      'e.commitment',
    ])
    .where('s.id', 'in', selectionIds.length > 0 ? selectionIds : [-1n])
    .execute();
}

/** The book's limits for a currency: its own row, or the default one. */
export function bookLimitsFor(db: Kysely<DB>, currency: string) {
  return db
    .selectFrom('book_limits')
    .selectAll()
    .where('currency', 'in', [currency, '*'])
    .orderBy(sql`currency = '*'`)
    .limit(1)
    .executeTakeFirstOrThrow();
}

export type LiabilityKey = { subject: 'event' | 'selection'; subjectId: bigint };

/** The liability rows a bet's legs weigh on: each event once, and each selection. */
export const liabilityKeysOf = (
  legs: readonly { eventId: bigint | string; selectionId: bigint | string }[],
): LiabilityKey[] => [
  ...[...new Set(legs.map((leg) => String(leg.eventId)))].map((id) => ({
    subject: 'event' as const,
    subjectId: BigInt(id),
  })),
  ...legs.map((leg) => ({ subject: 'selection' as const, subjectId: BigInt(leg.selectionId) })),
];

const byKey = (a: LiabilityKey, b: LiabilityKey) =>
  a.subject === b.subject
    ? a.subjectId < b.subjectId
      ? -1
      : a.subjectId > b.subjectId
        ? 1
        : 0
    : a.subject < b.subject
      ? -1
      : 1;

/**
 * Adds a bet's liability to each subject it touches and answers each subject's exposure before it,
 * the rows locked until the transaction ends: the caller applies the limits to what is answered and
 * rolls back a refused bet. Lock, read and add are one statement, so a placement holds the rows for
 * one round trip and its commit; concurrent placements on one selection queue here, each reading
 * what the one before it added. The rows are locked in one order (subject, id), so two placements
 * never wait on each other crosswise. A row missing (a subject's first bet) is made then and locked
 * after the others (a crosswise wait there is a deadlock the transaction is retried for): an insert
 * run every time would wait, on a row that exists, for whoever holds it, as long as the lock itself.
 */
export async function reserveLiability(
  trx: Transaction<DB>,
  currency: string,
  keys: readonly LiabilityKey[],
  amount: bigint,
): Promise<Map<string, bigint>> {
  const before = await addReturningBefore(trx, currency, keys, amount);
  const missing = keys.filter(({ subject, subjectId }) => !before.has(`${subject}:${subjectId}`));
  if (missing.length === 0) return before;
  await trx
    .insertInto('liability')
    .values(
      [...missing]
        .sort(byKey)
        .map(({ subject, subjectId }) => ({ subject, subject_id: subjectId, currency })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  for (const [key, amountBefore] of await addReturningBefore(trx, currency, missing, amount))
    before.set(key, amountBefore);
  return before;
}

async function addReturningBefore(
  trx: Transaction<DB>,
  currency: string,
  keys: readonly LiabilityKey[],
  amount: bigint,
): Promise<Map<string, bigint>> {
  const ordered = [...keys].sort(byKey);
  const { rows } = await sql<{ subject: string; subject_id: bigint; before: bigint }>`
    WITH locked AS (
      SELECT subject, subject_id FROM liability
      WHERE currency = ${currency}
        AND (subject, subject_id) IN (${sql.join(ordered.map(({ subject, subjectId }) => sql`(${subject}, ${subjectId}::bigint)`))})
      ORDER BY subject, subject_id
      FOR UPDATE
    )
    UPDATE liability AS l SET amount = l.amount + ${amount}
    FROM locked
    WHERE l.currency = ${currency} AND l.subject = locked.subject AND l.subject_id = locked.subject_id
    RETURNING l.subject, l.subject_id, l.amount - ${amount} AS before`.execute(trx);
  return new Map(rows.map((row) => [`${row.subject}:${row.subject_id}`, row.before]));
}

/** Adds `amount` (negative to release) to each subject's liability. */
export const addLiability = (
  trx: Transaction<DB>,
  currency: string,
  keys: readonly LiabilityKey[],
  amount: bigint,
): Promise<void> =>
  addLiabilities(
    trx,
    currency,
    keys.map((key) => ({ ...key, amount })),
  );

/**
 * Adds each subject's own amount to its liability, in the placement's lock order (subject, id): a
 * settlement releasing a page of bets never waits crosswise on a placement.
 */
export async function addLiabilities(
  trx: Transaction<DB>,
  currency: string,
  amounts: readonly (LiabilityKey & { amount: bigint })[],
): Promise<void> {
  for (const { subject, subjectId, amount } of [...amounts].sort(byKey))
    await trx
      .updateTable('liability')
      .set({ amount: sql`amount + ${amount}` })
      .where('subject', '=', subject)
      .where('subject_id', '=', subjectId)
      .where('currency', '=', currency)
      .execute();
}

type NewBet = {
  sessionId: string;
  playerId: string;
  currency: string;
  idempotencyKey: string;
  kind: 'single' | 'accumulator' | 'system';
  systemName: string | null;
  unitStake: bigint;
  totalStake: bigint;
  potentialReturn: bigint;
  liability: bigint;
  walletRoundId: string;
  placedAt: Date;
  legs: readonly { eventId: bigint; selectionId: bigint; price: bigint }[];
};

export async function insertBet(trx: Transaction<DB>, bet: NewBet): Promise<bigint> {
  const { id } = await trx
    .insertInto('bet')
    .values({
      session_id: bet.sessionId,
      player_id: bet.playerId,
      currency: bet.currency,
      idempotency_key: bet.idempotencyKey,
      kind: bet.kind,
      system_name: bet.systemName,
      unit_stake: bet.unitStake,
      total_stake: bet.totalStake,
      potential_return: bet.potentialReturn,
      liability: bet.liability,
      status: 'reserved',
      wallet_round_id: bet.walletRoundId,
      wallet_transaction_id: `${bet.walletRoundId}:debit`,
      placed_at: bet.placedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bet_leg')
    .values(
      bet.legs.map((leg, position) => ({
        bet_id: id,
        position,
        event_id: leg.eventId,
        selection_id: leg.selectionId,
        price: leg.price,
      })),
    )
    .execute();
  return id;
}

/** A bet with its legs, by the player's key for the slip. */
export async function betByKey(db: Kysely<DB>, playerId: string, idempotencyKey: string) {
  const bet = await db
    .selectFrom('bet')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!bet) return undefined;
  const legs = await db
    .selectFrom('bet_leg')
    .select(['event_id', 'selection_id', 'price'])
    .where('bet_id', '=', bet.id)
    .orderBy('position')
    .execute();
  return { ...bet, legs };
}

/** Moves a reserved bet on; answers its legs and liability when it was reserved, undefined otherwise. */
export async function leaveReserved(
  trx: Transaction<DB>,
  betId: bigint,
  status: Exclude<BetStatus, 'reserved'>,
  refusal: string | null,
) {
  const bet = await trx
    .updateTable('bet')
    .set({ status, refusal })
    .where('id', '=', betId)
    .where('status', '=', 'reserved')
    .returning(['currency', 'liability'])
    .executeTakeFirst();
  if (!bet) return undefined;
  const legs = await trx
    .selectFrom('bet_leg')
    .select(['event_id', 'selection_id'])
    .where('bet_id', '=', betId)
    .execute();
  return { ...bet, legs };
}

/** A reserved bet whose stake the wallet took; false when it was no longer reserved. */
export async function markOpen(db: Kysely<DB>, betId: bigint): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('bet')
    .set({ status: 'open' })
    .where('id', '=', betId)
    .where('status', '=', 'reserved')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
