import { type Kysely, sql, type Transaction } from 'kysely';
import type { BetStatus, DB } from '../db/schema.ts';

type SlipSelection = {
  selectionId: bigint;
  price: bigint;
  selectionStatus: string;
  code: string;
  fairProbability: number | null;
  marketId: bigint;
  /** The rules' market (its stored definition). */
  definition: unknown;
  marketStatus: string;
  minStake: bigint | null;
  maxStake: bigint | null;
  eventId: bigint;
  eventStatus: string;
  commitment: string | null;
};

/**
 * What placement reads of a slip, in one statement: whether the member's key already names a bet,
 * and every selection of the slip's markets (the margin is spread across a market's book) with what
 * placement checks: its market's and event's state and its market's limits.
 */
export async function slipReads(
  db: Kysely<DB>,
  playerId: string,
  idempotencyKey: string,
  selectionIds: readonly bigint[],
): Promise<{ earlier: boolean; selections: SlipSelection[] }> {
  const { rows } = await sql<
    { earlier: bigint | null } & ({ [K in keyof SlipSelection]: null } | SlipSelection)
  >`/* prepared:slip_reads */ SELECT earlier.id AS earlier, s.id AS "selectionId", s.price,
      s.status AS "selectionStatus", s.code, s.fair_probability AS "fairProbability", m.id AS "marketId",
      m.definition, m.status AS "marketStatus", m.min_stake AS "minStake", m.max_stake AS "maxStake",
      e.id AS "eventId", e.status AS "eventStatus", e.commitment
    FROM (SELECT (SELECT id FROM bet WHERE player_id = ${playerId} AND idempotency_key = ${idempotencyKey}) AS id)
      AS earlier
    LEFT JOIN (selection AS s JOIN market AS m ON m.id = s.market_id JOIN event AS e ON e.id = m.event_id)
      ON s.market_id IN (SELECT market_id FROM selection WHERE id = ANY(${selectionIds.map(String)}::bigint[]))`.execute(
    db,
  );
  return {
    earlier: rows[0]?.earlier != null,
    selections: rows.filter(
      (row): row is { earlier: bigint | null } & SlipSelection => row.selectionId !== null,
    ),
  };
}

/**
 * A session as placement needs it, with the book's limits for its currency (the currency's own row,
 * else the default one), in one read.
 */
export async function placingSession(db: Kysely<DB>, id: string) {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const row = await db
    .selectFrom('player_session as ps')
    .innerJoin('book_limits as bl', (join) =>
      join.on((eb) => eb.or([eb('bl.currency', '=', eb.ref('ps.currency')), eb('bl.currency', '=', '*')])),
    )
    .select([
      'ps.id',
      'ps.token',
      'ps.player_id',
      'ps.game_code',
      'ps.currency',
      'ps.scale',
      'ps.brand_code',
      'bl.min_stake',
      'bl.max_stake',
      'bl.max_payout',
      'bl.max_event_liability',
      'bl.max_selection_liability',
    ])
    .where('ps.id', '=', id)
    .orderBy(sql`bl.currency = '*'`)
    .limit(1)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      token: row.token,
      playerId: row.player_id,
      gameCode: row.game_code,
      currency: row.currency,
      scale: row.scale,
      brandCode: row.brand_code,
      limits: {
        minStake: row.min_stake,
        maxStake: row.max_stake,
        maxPayout: row.max_payout,
        maxEventLiability: row.max_event_liability,
        maxSelectionLiability: row.max_selection_liability,
      },
    }
  );
}

export type PlacingSession = NonNullable<Awaited<ReturnType<typeof placingSession>>>;

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

export type NewBet = {
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

export type Reservation = {
  bet: NewBet;
  keys: readonly LiabilityKey[];
  room: { event: bigint; selection: bigint };
};

export type Reserved = { betId: bigint | null; before: Map<string, bigint>; missing: LiabilityKey[] };

/**
 * Records bets as reserved with their legs and adds each one's liability to each subject it touches,
 * in one statement (one round trip and one commit), each bet in turn as if alone and only if it fits
 * (migration 0010, `reserve_bets`): the liability rows are locked in one order (subject, id), so two
 * placements never wait on each other crosswise, and a bet is taken only when every row is there and
 * none stands above its room (`rules/limits.ts` `liabilityRoom`, the rule `refusalsOf` applies).
 * Concurrent placements on one selection queue on its row, each reading what the one before it added,
 * so they cannot pass a limit together. Answers, per bet, its id (null when it was not taken), each
 * row's amount before it, and the keys with no row yet (a subject's first bet): the caller makes those
 * (`addLiabilityRows`) and asks again. Making them here, every time, would wait on a row that exists
 * for whoever holds it, as long as the lock itself.
 */
export async function reserveBets(db: Kysely<DB>, reservations: readonly Reservation[]): Promise<Reserved[]> {
  const ordered = reservations.map(({ keys }) => [...keys].sort(byKey));
  // Bigints as strings: JSON numbers stop being exact at 2^53.
  const bets = reservations.map(({ bet, room }, at) => ({
    at: at + 1,
    currency: bet.currency,
    subjects: ordered[at]?.map(({ subject }) => subject),
    subject_ids: ordered[at]?.map(({ subjectId }) => String(subjectId)),
    room_event: String(room.event),
    room_selection: String(room.selection),
    session_id: bet.sessionId,
    player_id: bet.playerId,
    idempotency_key: bet.idempotencyKey,
    kind: bet.kind,
    system_name: bet.systemName,
    unit_stake: String(bet.unitStake),
    total_stake: String(bet.totalStake),
    potential_return: String(bet.potentialReturn),
    liability: String(bet.liability),
    wallet_round_id: bet.walletRoundId,
    placed_at: bet.placedAt.toISOString(),
    leg_events: bet.legs.map((leg) => String(leg.eventId)),
    leg_selections: bet.legs.map((leg) => String(leg.selectionId)),
    leg_prices: bet.legs.map((leg) => String(leg.price)),
  }));
  const { rows } = await sql<{
    ordinal: number;
    bet_id: bigint | null;
    subject: string;
    subject_id: bigint;
    before: bigint;
  }>`/* prepared:reserve_bets */ SELECT * FROM reserve_bets(${JSON.stringify(bets)}::jsonb)`.execute(db);
  return ordered.map((keys, at) => {
    const own = rows.filter((row) => row.ordinal === at + 1);
    const before = new Map(own.map((row) => [`${row.subject}:${row.subject_id}`, row.before]));
    return {
      betId: own[0]?.bet_id ?? null,
      before,
      missing: keys.filter(({ subject, subjectId }) => !before.has(`${subject}:${subjectId}`)),
    };
  });
}

/** One bet reserved as `reserveBets` reserves each of a group. */
export async function reserveBet(db: Kysely<DB>, reservation: Reservation): Promise<Reserved> {
  const [reserved] = await reserveBets(db, [reservation]);
  if (!reserved) throw new Error('reserve_bets answered no bet');
  return reserved;
}

/** Each subject's liability now, by `subject:id` (unlocked: for the reasons of a refused bet). */
export async function liabilityOf(
  db: Kysely<DB>,
  currency: string,
  keys: readonly LiabilityKey[],
): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('liability')
    .select(['subject', 'subject_id', 'amount'])
    .where('currency', '=', currency)
    .where((eb) => eb.or(keys.map(({ subject, subjectId }) => eb.and({ subject, subject_id: subjectId }))))
    .execute();
  return new Map(rows.map((row) => [`${row.subject}:${row.subject_id}`, row.amount]));
}

/** Makes the liability rows of subjects with none yet, at nothing held. */
export async function addLiabilityRows(
  db: Kysely<DB>,
  currency: string,
  keys: readonly LiabilityKey[],
): Promise<void> {
  await db
    .insertInto('liability')
    .values(keys.map(({ subject, subjectId }) => ({ subject, subject_id: subjectId, currency })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
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
  // The reservation's row is the gate: whoever deletes it moves the bet on (a marking or a release).
  const {
    rows: [bet],
  } = await sql<{ currency: string; liability: bigint }>`
    WITH waiting AS (DELETE FROM bet_reservation WHERE bet_id = ${betId} RETURNING bet_id)
    UPDATE bet SET status = ${status}, refusal = ${refusal}
    WHERE id = ${betId} AND id IN (SELECT bet_id FROM waiting) AND status = 'reserved'
    RETURNING currency, liability`.execute(trx);
  if (!bet) return undefined;
  const legs = await trx
    .selectFrom('bet_leg')
    .select(['event_id', 'selection_id'])
    .where('bet_id', '=', betId)
    .execute();
  return { ...bet, legs };
}

/** Reserved bets whose stakes the wallet took: answers those opened (the others were no longer reserved). */
export async function markOpen(db: Kysely<DB>, betIds: readonly bigint[]): Promise<Set<bigint>> {
  // A HOT update: the bet's status is in none of its indexes (migration 0009); the reservation's row
  // is deleted with it, as `leaveReserved` does.
  // The ids twice: the bet is found through its own key rather than by a join the generic plan may
  // make a scan of the table.
  const ids = betIds.map(String);
  const { rows } = await sql<{ id: bigint }>`/* prepared:mark_open */
    WITH waiting AS (DELETE FROM bet_reservation WHERE bet_id = ANY(${ids}::bigint[]) RETURNING bet_id)
    UPDATE bet SET status = 'open'
    WHERE id = ANY(${ids}::bigint[]) AND id IN (SELECT bet_id FROM waiting) AND status = 'reserved'
    RETURNING id`.execute(db);
  return new Set(rows.map(({ id }) => id));
}
