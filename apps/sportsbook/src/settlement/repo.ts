import { type Kysely, sql, type Transaction } from 'kysely';
import type { BetStatus, DB } from '../db/schema.ts';
import type { LegToGrade } from './grading.ts';

/** Statuses a settlement may (re)settle: open bets, and settled ones whose result was corrected. */
const SETTLEABLE: readonly BetStatus[] = ['open', 'won', 'lost', 'void'];

/**
 * A list as a PostgreSQL array literal, sent as one text parameter and cast in the statement: a page
 * of 10,000 ids is one parameter, not 10,000, and reads the same on PostgreSQL and the embedded PGlite.
 */
const arrayOf = (values: readonly (bigint | number | string)[]) =>
  `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * Markets decided past the version their bets were last settled at: a result (or a corrected one), a
 * market the book voided, or its event cancelled; with the version they are decided at.
 */
export function dueMarkets(db: Kysely<DB>) {
  return db
    .selectFrom('market as m')
    .innerJoin('event as e', 'e.id', 'm.event_id')
    .select(['m.id', 'm.event_id as eventId', 'm.result_version as resultVersion'])
    .where('m.settled_version', 'is distinct from', (eb) => eb.ref('m.result_version'))
    .where((eb) =>
      eb.or([eb('m.result', 'is not', null), eb('m.status', '=', 'void'), eb('e.status', '=', 'cancelled')]),
    )
    .orderBy('m.id')
    .execute();
}

/** The ids of the bets with a leg on the event, after `after` in id order: a keyset page. */
export async function betsOfEvent(db: Kysely<DB>, eventId: bigint, after: bigint, limit: number) {
  const rows = await db
    .selectFrom('bet_leg')
    .select('bet_id')
    .where('event_id', '=', eventId)
    .where('bet_id', '>', after)
    .orderBy('bet_id')
    .limit(limit)
    .execute();
  return rows.map(({ bet_id }) => bet_id);
}

/** Marks the markets' bets settled at the versions read: a later run reads them again only past them. */
export async function markSettled(
  db: Kysely<DB>,
  markets: readonly { id: bigint; resultVersion: number }[],
): Promise<void> {
  await sql`
    UPDATE market SET settled_version = s.version
    FROM unnest(${arrayOf(markets.map(({ id }) => id))}::bigint[],
      ${arrayOf(markets.map(({ resultVersion }) => resultVersion))}::int[]) AS s (id, version)
    WHERE market.id = s.id`.execute(db);
}

/**
 * The bets of a page that may still settle, their rows locked in id order until the transaction ends:
 * two runs at once queue on the first bet they share rather than each waiting on the other's.
 */
export function lockBets(trx: Transaction<DB>, betIds: readonly bigint[]) {
  return trx
    .selectFrom('bet')
    .select(['id', 'kind', 'system_name', 'unit_stake', 'currency', 'liability', 'status', 'wallet_round_id'])
    .where(sql<boolean>`id = any(${arrayOf(betIds)}::bigint[])`)
    .where('status', 'in', SETTLEABLE)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A bet, its row locked until the transaction ends. */
export function lockBet(trx: Transaction<DB>, betId: bigint) {
  return trx.selectFrom('bet').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst();
}

/** A bet's legs with what grades them and what they are priced at now, in slip order. */
export async function legsOf(db: Kysely<DB>, betIds: readonly bigint[]) {
  if (betIds.length === 0) return [];
  const rows = await db
    .selectFrom('bet_leg as l')
    .innerJoin('selection as s', 's.id', 'l.selection_id')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .innerJoin('event as e', 'e.id', 'l.event_id')
    .select([
      'l.bet_id as betId',
      'l.event_id as eventId',
      'l.selection_id as selectionId',
      'l.price',
      's.code',
      's.market_id as marketId',
      's.price as currentPrice',
      's.status as selectionStatus',
      'm.key as marketKey',
      'm.definition',
      'm.result',
      'm.result_version as resultVersion',
      'm.status as marketStatus',
      'e.status as eventStatus',
      'e.home',
      'e.away',
    ])
    .where(sql<boolean>`l.bet_id = any(${arrayOf(betIds)}::bigint[])`)
    .orderBy('l.bet_id')
    .orderBy('l.position')
    .execute();
  return rows satisfies LegToGrade[];
}

/**
 * A page's legs as they are graded, in slip order: the legs alone (narrow rows), and what decides
 * them read once per selection, not once per leg: an event's 100,000 bets touch a handful of them.
 */
export async function legsToGrade(trx: Transaction<DB>, betIds: readonly bigint[]) {
  const legs = await trx
    .selectFrom('bet_leg')
    .select(['bet_id as betId', 'event_id as eventId', 'selection_id as selectionId', 'price'])
    .where(sql<boolean>`bet_id = any(${arrayOf(betIds)}::bigint[])`)
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
  const selectionIds = [...new Set(legs.map(({ selectionId }) => selectionId))];
  const selections = await trx
    .selectFrom('selection as s')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .innerJoin('event as e', 'e.id', 'm.event_id')
    .select([
      's.id',
      's.code',
      'm.definition',
      'm.result',
      'm.result_version as resultVersion',
      'm.status as marketStatus',
      'e.status as eventStatus',
    ])
    .where(sql<boolean>`s.id = any(${arrayOf(selectionIds)}::bigint[])`)
    .execute();
  const decidedBy = new Map(selections.map(({ id, ...selection }) => [id, selection]));
  return legs.map((leg) => {
    const selection = decidedBy.get(leg.selectionId);
    if (!selection) throw new Error(`leg of bet ${leg.betId}: selection ${leg.selectionId} is gone`);
    return { ...leg, ...selection } satisfies LegToGrade & { betId: bigint };
  });
}

export async function analyzePayments(db: Kysely<DB>): Promise<void> {
  await sql`ANALYZE payment`.execute(db);
}

/** Each bet's latest settlement: its version and the whole return it settled at. */
export async function lastSettlements(trx: Transaction<DB>, betIds: readonly bigint[]) {
  const rows = await trx
    .selectFrom('payment')
    .distinctOn('bet_id')
    .select(['bet_id', 'version', 'basis'])
    .where(sql<boolean>`bet_id = any(${arrayOf(betIds)}::bigint[])`)
    .where('kind', '=', 'settlement')
    .orderBy('bet_id')
    .orderBy('version', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.bet_id, row]));
}

/** A bet's settlement at a version: its status and whole return, and what its payment moves. */
export type Settled = {
  betId: bigint;
  status: 'won' | 'lost' | 'void';
  version: number;
  returned: bigint;
  amount: bigint;
  operation: 'credit' | 'adjust' | 'none';
};

/**
 * A page's settlements: each bet's status and return in one `UPDATE … FROM unnest`, and its payment
 * row (what the sender drains) in one `INSERT … SELECT FROM unnest`, both in the caller's transaction.
 * The first settlement is the credit that closes the round; a correction that moves nothing is
 * written paid. The transaction id is `<round>:settle:<version>`, the wallet's key for the payment.
 */
export async function writeSettlements(trx: Transaction<DB>, settled: readonly Settled[], now: Date) {
  if (settled.length === 0) return;
  const column = <T extends bigint | number | string>(pick: (row: Settled) => T) =>
    arrayOf(settled.map(pick));
  await sql`
    UPDATE bet SET status = s.status, returned = s.returned
    FROM unnest(${column((row) => row.betId)}::bigint[], ${column((row) => row.status)}::text[],
      ${column((row) => row.returned)}::bigint[]) AS s (id, status, returned)
    WHERE bet.id = s.id`.execute(trx);
  await sql`
    INSERT INTO payment (bet_id, kind, version, basis, amount, operation, close_round, transaction_id,
      created_at, paid_at)
    SELECT s.bet_id, 'settlement', s.version, s.basis, s.amount, s.operation, s.operation = 'credit',
      b.wallet_round_id || ':settle:' || s.version, ${now}::timestamptz,
      CASE WHEN s.operation = 'none' THEN ${now}::timestamptz END
    FROM unnest(${column((row) => row.betId)}::bigint[], ${column((row) => row.version)}::int[],
      ${column((row) => row.returned)}::bigint[], ${column((row) => row.amount)}::bigint[],
      ${column((row) => row.operation)}::text[]) AS s (bet_id, version, basis, amount, operation)
    JOIN bet AS b ON b.id = s.bet_id
    ORDER BY s.bet_id`.execute(trx);
}

export type NewPayment = {
  betId: bigint;
  kind: 'settlement' | 'cash_out';
  version: number | null;
  idempotencyKey: string | null;
  basis: bigint;
  amount: bigint;
  operation: 'credit' | 'adjust' | 'none';
  closeRound: boolean;
  transactionId: string;
  createdAt: Date;
  /** Set for a payment that moves nothing (a correction that changes no return). */
  paidAt: Date | null;
};

export async function insertPayment(trx: Transaction<DB>, payment: NewPayment): Promise<bigint> {
  const { id } = await trx
    .insertInto('payment')
    .values({
      bet_id: payment.betId,
      kind: payment.kind,
      version: payment.version,
      idempotency_key: payment.idempotencyKey,
      basis: payment.basis,
      amount: payment.amount,
      operation: payment.operation,
      close_round: payment.closeRound,
      transaction_id: payment.transactionId,
      created_at: payment.createdAt,
      paid_at: payment.paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Payments not yet made, each the earliest owed of its bet (a bet's payments go in the order they
 * were written), with what the wallet call names: the session's token, player and game, the round.
 * One refused for good is no longer owed, and holds none after it.
 */
export function owedPayments(db: Kysely<DB>, now: Date, limit: number, betId?: bigint) {
  let query = db
    .selectFrom('payment as p')
    .innerJoin('bet as b', 'b.id', 'p.bet_id')
    .innerJoin('player_session as ps', 'ps.id', 'b.session_id')
    .select((eb) => [
      'p.id',
      'p.bet_id as betId',
      'p.amount',
      'p.operation',
      'p.close_round as closeRound',
      'p.transaction_id as transactionId',
      'p.attempts',
      'b.wallet_round_id as roundId',
      'b.currency',
      'ps.token',
      'ps.player_id as playerId',
      'ps.game_code as gameCode',
      'ps.scale',
      eb
        .selectFrom('payment as f')
        .select('f.transaction_id')
        .whereRef('f.bet_id', '=', 'p.bet_id')
        .where('f.operation', '=', 'credit')
        .where('f.close_round', '=', true)
        .limit(1)
        .as('closingTransactionId'),
    ])
    .where('p.paid_at', 'is', null)
    .where('p.refused_at', 'is', null)
    .where((eb) => eb.or([eb('p.retry_at', 'is', null), eb('p.retry_at', '<=', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment as q')
            .select('q.id')
            .whereRef('q.bet_id', '=', 'p.bet_id')
            .whereRef('q.id', '<', 'p.id')
            .where('q.paid_at', 'is', null)
            .where('q.refused_at', 'is', null),
        ),
      ),
    );
  if (betId !== undefined) query = query.where('p.bet_id', '=', betId);
  return query.orderBy('p.id').limit(limit).execute();
}

export async function markPaid(db: Kysely<DB>, paymentIds: readonly bigint[], now: Date): Promise<void> {
  if (paymentIds.length === 0) return;
  await db
    .updateTable('payment')
    .set({ paid_at: now, refusal: null })
    .where(sql<boolean>`id = any(${arrayOf(paymentIds)}::bigint[])`)
    .execute();
}

export async function markRefused(
  db: Kysely<DB>,
  paymentId: bigint,
  code: string,
  retryAt: Date,
): Promise<void> {
  await db
    .updateTable('payment')
    .set((eb) => ({ refusal: code, retry_at: retryAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', paymentId)
    .execute();
}

/** A payment whose call did not reach the wallet (or lost its answer): owed, sent again at `retryAt`. */
export async function markNotReached(db: Kysely<DB>, paymentId: bigint, retryAt: Date): Promise<void> {
  await db
    .updateTable('payment')
    .set((eb) => ({ retry_at: retryAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', paymentId)
    .where('paid_at', 'is', null)
    .execute();
}

/** A payment the wallet refused for good: kept with its code for staff (`refused_payment`), never sent again. */
export async function markRefusedForGood(
  db: Kysely<DB>,
  paymentId: bigint,
  code: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payment')
    .set((eb) => ({ refusal: code, refused_at: now, retry_at: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', paymentId)
    .where('paid_at', 'is', null)
    .execute();
}

/** Bets left reserved since before `before` (a debit whose fate and rollback both failed), with the round. */
export function reservedBefore(db: Kysely<DB>, before: Date, limit: number) {
  // Through the reserved bets' own table (migration 0009): a few rows, not the whole book's bets.
  return db
    .selectFrom('bet_reservation as r')
    .innerJoin('bet as b', 'b.id', 'r.bet_id')
    .innerJoin('player_session as ps', 'ps.id', 'b.session_id')
    .select([
      'b.id',
      'b.wallet_round_id as roundId',
      'ps.token',
      'ps.player_id as playerId',
      'ps.game_code as gameCode',
    ])
    .where('b.status', '=', 'reserved')
    .where('b.placed_at', '<', before)
    .orderBy('b.placed_at')
    .limit(limit)
    .execute();
}
