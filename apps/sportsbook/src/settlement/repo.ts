import { type Kysely, sql, type Transaction } from 'kysely';
import type { BetStatus, DB } from '../db/schema.ts';
import type { LegToGrade } from './grading.ts';

/** Statuses a settlement may (re)settle: open bets, and settled ones whose result was corrected. */
const SETTLEABLE: readonly BetStatus[] = ['open', 'won', 'lost', 'void'];

/**
 * Bets whose every leg is decided (its market has a result, or its event was cancelled) and whose
 * version is past their last settlement's: the open bets whose events are over, and settled bets a
 * corrected result touched.
 */
export async function betsToSettle(db: Kysely<DB>, limit: number): Promise<bigint[]> {
  const { rows } = await sql<{ id: bigint }>`
    SELECT b.id
    FROM bet AS b
    JOIN bet_leg AS l ON l.bet_id = b.id
    JOIN selection AS s ON s.id = l.selection_id
    JOIN market AS m ON m.id = s.market_id
    JOIN event AS e ON e.id = l.event_id
    WHERE b.status IN (${sql.join(SETTLEABLE)})
      AND (b.status = 'open' OR EXISTS (
        SELECT 1 FROM bet_leg AS c JOIN selection AS cs ON cs.id = c.selection_id
          JOIN market AS cm ON cm.id = cs.market_id
        WHERE c.bet_id = b.id AND cm.result_version > 1))
    GROUP BY b.id
    HAVING bool_and(e.status = 'cancelled' OR m.status = 'void' OR m.result IS NOT NULL)
      AND sum(CASE WHEN e.status = 'cancelled' OR m.status = 'void' THEN 0 ELSE m.result_version END)
        > coalesce((SELECT max(p.version) FROM payment AS p WHERE p.bet_id = b.id), -1)
    ORDER BY b.id
    LIMIT ${limit}`.execute(db);
  return rows.map(({ id }) => id);
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
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.position')
    .execute();
  return rows satisfies LegToGrade[];
}

/** The bet's latest settlement: its version and the whole return it settled at. */
export function lastSettlement(trx: Transaction<DB>, betId: bigint) {
  return trx
    .selectFrom('payment')
    .select(['version', 'basis'])
    .where('bet_id', '=', betId)
    .where('kind', '=', 'settlement')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
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

export async function markPaid(db: Kysely<DB>, paymentId: bigint, now: Date): Promise<void> {
  await db.updateTable('payment').set({ paid_at: now, refusal: null }).where('id', '=', paymentId).execute();
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
  return db
    .selectFrom('bet as b')
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
