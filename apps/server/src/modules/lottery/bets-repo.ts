import { type Kysely, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB, LotteryBetStatus } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

export async function lockMemberBetting(db: Kysely<DB>, memberId: bigint): Promise<void> {
  await lockUntilCommit(db, `lottery:${memberId}`);
}

/** What lottery_place_slip answers instead of bets: the caller answers a replay, or goes elsewhere, or refuses. */
type SlipRefusal =
  | 'GAME_CHANGED'
  | 'REPLAY'
  | 'EXCLUSION_UNCHECKED'
  | 'LIMITS_COUNTED'
  | 'DRAW_CANCELLED'
  | 'DRAW_CLOSED'
  | 'STAKE_LIMIT'
  | 'REALITY_CHECK_DUE'
  | 'INSUFFICIENT_FUNDS';

type SlipRow = { outcome: 'OK' | SlipRefusal; slip_id: bigint | null } & BetRow;

/**
 * The call of lottery_place_slip, a named prepared statement on PostgreSQL: each connection parses and
 * plans it once, where an unnamed one was parsed, analysed and planned again on every slip.
 */
const placeSlipStatement = prepared(
  (
    db,
    v: {
      merchantId: bigint;
      memberId: bigint;
      idempotencyKey: string;
      fingerprint: Uint8Array;
      gameId: bigint;
      period: string;
      now: Date;
      family: string;
      minStake: bigint;
      maxStake: bigint;
      maxStakePerDraw: bigint;
      oddsVersion: number;
      prizeMode: string;
      selections: string;
      stakes: string;
      chaseDraws: number | null;
      chaseStopOnWin: boolean | null;
      accountIds: string;
      amounts: string;
      transferFingerprint: Uint8Array;
      transferMemo: string;
      exclusionMark: bigint | null;
      callerCounts: boolean;
    },
  ) =>
    db
      .selectFrom(
        sql<SlipRow>`lottery_place_slip(${v.merchantId}, ${v.memberId}, ${v.idempotencyKey}, ${v.fingerprint},
          ${v.gameId}, ${v.period}, ${v.now}, ${v.family}, ${v.minStake}, ${v.maxStake}, ${v.maxStakePerDraw},
          ${v.oddsVersion}::int, ${v.prizeMode}, ${v.selections}::jsonb, ${v.stakes}::bigint[], ${v.chaseDraws}::int,
          ${v.chaseStopOnWin}::boolean, ${v.accountIds}::bigint[], ${v.amounts}::bigint[], ${v.transferFingerprint},
          ${v.transferMemo}::jsonb, ${v.exclusionMark}::bigint, ${v.callerCounts})`.as('slip'),
      )
      .selectAll(),
  { name: 'lottery_place_slip' },
);

/**
 * A slip in one round trip: lottery_place_slip (db/functions), whose plans the connection keeps.
 * Placed, it answers the slip's bets as betsOfSlip does, in id order.
 */
export async function placeSlipInOneStatement(
  db: Kysely<DB>,
  slip: {
    merchantId: bigint;
    memberId: bigint;
    idempotencyKey: string;
    fingerprint: Uint8Array;
    game: {
      id: bigint;
      family: string;
      min_stake: bigint;
      max_stake: bigint;
      max_stake_per_draw: bigint;
      odds_version: number;
      prize_mode: string;
    };
    period: string;
    now: Date;
    selections: readonly unknown[];
    stakes: readonly bigint[];
    chase: { draws: number; stopOnWin: boolean } | null;
    accountIds: readonly bigint[];
    amounts: readonly bigint[];
    transferFingerprint: Uint8Array;
    transferMemo: Record<string, unknown>;
    exclusionMark: bigint | null;
    callerCounts: boolean;
  },
): Promise<
  | { outcome: 'OK'; slipId: bigint; chaseId: bigint | null; bets: BetRow[] }
  | { outcome: SlipRefusal; slipId: bigint | null }
> {
  const bigints = (values: readonly bigint[]) => `{${values.join(',')}}`;
  // A refusal's one row has nulls where a bet's columns are: they are read only from placed bets.
  const { rows } = await placeSlipStatement(db, {
    merchantId: slip.merchantId,
    memberId: slip.memberId,
    idempotencyKey: slip.idempotencyKey,
    fingerprint: slip.fingerprint,
    gameId: slip.game.id,
    period: slip.period,
    now: slip.now,
    family: slip.game.family,
    minStake: slip.game.min_stake,
    maxStake: slip.game.max_stake,
    maxStakePerDraw: slip.game.max_stake_per_draw,
    oddsVersion: slip.game.odds_version,
    prizeMode: slip.game.prize_mode,
    selections: JSON.stringify(slip.selections),
    stakes: bigints(slip.stakes),
    chaseDraws: slip.chase?.draws ?? null,
    chaseStopOnWin: slip.chase?.stopOnWin ?? null,
    accountIds: bigints(slip.accountIds),
    amounts: bigints(slip.amounts),
    transferFingerprint: slip.transferFingerprint,
    transferMemo: JSON.stringify(slip.transferMemo),
    exclusionMark: slip.exclusionMark,
    callerCounts: slip.callerCounts,
  });
  const [first] = rows;
  if (!first) throw new Error('lottery_place_slip answered nothing');
  const { outcome, slip_id: slipId } = first;
  if (outcome !== 'OK') return { outcome, slipId };
  if (slipId === null) throw new Error('lottery_place_slip placed a slip without an id');
  const bets = rows.map(({ outcome: _outcome, slip_id: _slip, ...bet }): BetRow => bet);
  return { outcome, slipId, chaseId: first.chase_id, bets };
}

export function slipByKey(db: Kysely<DB>, memberId: bigint, idempotencyKey: string) {
  return db
    .selectFrom('lottery_slips')
    .select(['id', 'fingerprint'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function memberStakeOnDraw(db: Kysely<DB>, memberId: bigint, drawId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('lottery_bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('stake'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('draw_id', '=', drawId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export type NewBet = {
  merchantId: bigint;
  memberId: bigint;
  drawId: bigint;
  slipId: bigint;
  chaseId: bigint | null;
  playType: string;
  selection: unknown;
  betCount: number;
  unitAmount: bigint;
  multiplier: number;
  stake: bigint;
  oddsVersion: number;
  /** The prize mode the bet was accepted under: settlement pays its odds, whatever the game's mode by then. */
  prizeMode: string;
  position: number;
  placedAt: Date;
};

/**
 * Inserts the bets and answers them as betsOfSlip does, in id order; none when the slip already holds
 * bets on that draw (another runner placed them).
 */
export async function insertBets(db: Kysely<DB>, bets: readonly NewBet[]): Promise<BetRow[]> {
  const rows = await db
    .insertInto('lottery_bets')
    .values(
      bets.map((bet) => ({
        merchant_id: bet.merchantId,
        member_id: bet.memberId,
        draw_id: bet.drawId,
        slip_id: bet.slipId,
        chase_id: bet.chaseId,
        play_type: bet.playType,
        selection: JSON.stringify(bet.selection),
        bet_count: bet.betCount,
        unit_amount: bet.unitAmount,
        multiplier: bet.multiplier,
        stake: bet.stake,
        odds_version: bet.oddsVersion,
        prize_mode: bet.prizeMode,
        position: bet.position,
        placed_at: bet.placedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['slip_id', 'draw_id', 'position']).doNothing())
    .returning(betColumns)
    .execute();
  return rows.sort((a, b) => ascending(a.id, b.id));
}

const betColumns = [
  'lottery_bets.id',
  'lottery_bets.member_id',
  'lottery_bets.draw_id',
  'lottery_bets.chase_id',
  'lottery_bets.play_type',
  'lottery_bets.selection',
  'lottery_bets.bet_count',
  'lottery_bets.unit_amount',
  'lottery_bets.multiplier',
  'lottery_bets.stake',
  'lottery_bets.status',
  'lottery_bets.win',
  'lottery_bets.refunded',
  'lottery_bets.placed_at',
  'lottery_bets.settled_at',
] as const;

export type BetRow = Awaited<ReturnType<typeof betsOfSlip>>[number];
export type OpenBet = Awaited<ReturnType<typeof openBetsOfDraw>>[number];

/**
 * When a bet's stake was taken: a chase's bets were all paid for with its slip, when the chase began.
 * A stake given back is taken off the member's limits on that day.
 */
const stakedAt = sql<Date>`coalesce(
  (SELECT created_at FROM lottery_chases WHERE lottery_chases.id = lottery_bets.chase_id),
  lottery_bets.placed_at
)`.as('staked_at');

/**
 * Open bets of a draw after `afterId`, in id order, with only what settling them needs: a busy draw
 * reads 100,000 of them.
 */
export function openBetsOfDraw(db: Kysely<DB>, drawId: bigint, afterId: bigint, limit: number) {
  return db
    .selectFrom('lottery_bets')
    .select([
      'id',
      'member_id',
      'chase_id',
      'play_type',
      'selection',
      'unit_amount',
      'multiplier',
      'stake',
      'prize_mode',
      stakedAt,
    ])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'open')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

const lower = (a: bigint, b: bigint) => (a < b ? a : b);
const higher = (a: bigint, b: bigint) => (a > b ? a : b);
const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Settles the bets still open among these, in one statement, each once: a bet another runner settled
 * first is left as it is. Answers the ids this call settled, in id order. The range of the ids, redundant as a
 * condition, is what the planner needs: knowing thousands of ids come, it otherwise hashes every
 * row of lottery_bets (a scan of the whole table per chunk, 280 ms of 410 ms at 100,000 bets).
 */
export async function settleBets(
  db: Kysely<DB>,
  outcomes: readonly { id: bigint; status: LotteryBetStatus; win: bigint; refunded: bigint }[],
  at: Date,
): Promise<bigint[]> {
  if (outcomes.length === 0) return [];
  const ids = outcomes.map(({ id }) => id);
  const [first, last] = [ids.reduce(lower), ids.reduce(higher)];
  const bigints = (values: readonly bigint[]) => sql`${`{${values.join(',')}}`}::bigint[]`;
  const { rows } = await sql<{ id: bigint }>`
    UPDATE lottery_bets AS bet
    SET status = outcome.status, win = outcome.win, refunded = outcome.refunded, settled_at = ${at}
    FROM unnest(${bigints(ids)}, ${outcomes.map(({ status }) => status)}::text[],
      ${bigints(outcomes.map(({ win }) => win))}, ${bigints(outcomes.map(({ refunded }) => refunded))})
      AS outcome (id, status, win, refunded)
    WHERE bet.id = outcome.id AND bet.id BETWEEN ${first} AND ${last} AND bet.status = 'open'
    RETURNING bet.id`.execute(db);
  return rows.map(({ id }) => id).sort(ascending);
}

/** Settles a bet still open, once: a second runner's update finds it settled and changes nothing. */
export async function settleBet(
  db: Kysely<DB>,
  betId: bigint,
  outcome: { status: LotteryBetStatus; win: bigint; refunded: bigint; at: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('lottery_bets')
    .set({ status: outcome.status, win: outcome.win, refunded: outcome.refunded, settled_at: outcome.at })
    .where('id', '=', betId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A member's bet with its draw, the bet row locked. */
export function memberBetForUpdate(db: Kysely<DB>, memberId: bigint, betId: bigint) {
  return db
    .selectFrom('lottery_bets')
    .select([...betColumns, stakedAt])
    .where('lottery_bets.id', '=', betId)
    .where('lottery_bets.member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The bets a slip placed itself, on the draw it named: what placing it answered, and so what a replay
 * answers. The draws a chase bought later hold bets of the same slip, never part of that answer.
 */
export function betsOfSlip(db: Kysely<DB>, slipId: bigint) {
  return db
    .selectFrom('lottery_bets')
    .select(betColumns)
    .where('slip_id', '=', slipId)
    .where('draw_id', '=', (eb) =>
      eb.selectFrom('lottery_bets').select('draw_id').where('slip_id', '=', slipId).orderBy('id').limit(1),
    )
    .orderBy('id')
    .execute();
}

type BetFilter = {
  memberId: bigint;
  merchantId: bigint;
  status?: LotteryBetStatus;
  from?: Date;
  until?: Date;
  ids?: readonly bigint[];
};

export function memberBetsWithDraws(
  db: Kysely<DB>,
  filter: BetFilter,
  page: { offset: number; limit: number },
) {
  return memberBetsQuery(db, filter)
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .select([
      ...betColumns,
      'lottery_draws.period',
      'lottery_draws.status as draw_status',
      'lottery_games.code as game_code',
      'lottery_games.name as game_name',
    ])
    .orderBy('lottery_bets.placed_at', 'desc')
    .orderBy('lottery_bets.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

function memberBetsQuery(db: Kysely<DB>, filter: BetFilter) {
  let query = db
    .selectFrom('lottery_bets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_bets.draw_id')
    .where('lottery_bets.member_id', '=', filter.memberId)
    .where('lottery_bets.merchant_id', '=', filter.merchantId);
  if (filter.status) query = query.where('lottery_bets.status', '=', filter.status);
  if (filter.from) query = query.where('lottery_bets.placed_at', '>=', filter.from);
  if (filter.until) query = query.where('lottery_bets.placed_at', '<', filter.until);
  if (filter.ids) query = query.where('lottery_bets.id', 'in', filter.ids);
  return query;
}

export async function memberBetTotals(
  db: Kysely<DB>,
  filter: { memberId: bigint; merchantId: bigint; from: Date; until: Date },
) {
  const row = await memberBetsQuery(db, filter)
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('lottery_bets.stake'), sql<string>`0`).as('stake'),
      eb.fn.coalesce(eb.fn.sum<string>('lottery_bets.win'), sql<string>`0`).as('win'),
      eb.fn.coalesce(eb.fn.sum<string>('lottery_bets.refunded'), sql<string>`0`).as('refunded'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    refunded: BigInt(row.refunded),
  };
}

/** Bets settled (won or lost) after `after` (by settle time, then id) and before `until`, oldest first. */
export function settledSince(db: Kysely<DB>, after: { at: Date; id: bigint }, until: Date, limit: number) {
  return db
    .selectFrom('lottery_bets')
    .select(['id', 'merchant_id', 'member_id', 'stake', 'refunded', 'settled_at'])
    .where('status', 'in', ['won', 'lost'])
    .where(sql<boolean>`(settled_at, id) > (${after.at}, ${after.id})`)
    .where('settled_at', '<', until)
    .orderBy('settled_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Valid bets of bets settled in [from, until), by member, for one brand or member when given. */
export function validBetsByMember(
  db: Kysely<DB>,
  range: { from: Date; until: Date; merchantId?: bigint; memberId?: bigint },
) {
  return db
    .selectFrom('lottery_bets')
    .select(['merchant_id', 'member_id', sql<string>`sum(stake - refunded)`.as('valid_bet')])
    .where('status', 'in', ['won', 'lost'])
    .where('settled_at', '>=', range.from)
    .where('settled_at', '<', range.until)
    .$if(range.merchantId !== undefined, (query) => query.where('merchant_id', '=', range.merchantId ?? 0n))
    .$if(range.memberId !== undefined, (query) => query.where('member_id', '=', range.memberId ?? 0n))
    .groupBy(['merchant_id', 'member_id'])
    .execute();
}

type SettledStakeFilter = {
  merchantId: bigint;
  memberId: bigint;
  after: { at: Date; source: number; id: bigint };
  until: Date;
};

/** The member's bets won or lost after a place in the settled stakes' order; `source` is the bets' place in it. */
function settledBetsOf(db: Kysely<DB>, filter: SettledStakeFilter, source: number) {
  const { after } = filter;
  return db
    .selectFrom('lottery_bets')
    .where('member_id', '=', filter.memberId)
    .where('merchant_id', '=', filter.merchantId)
    .where('status', 'in', ['won', 'lost'])
    .where('settled_at', '>=', after.at)
    .where('settled_at', '<', filter.until)
    .where(
      sql<boolean>`(date_trunc('milliseconds', settled_at), ${source}::int, id) > (${after.at}, ${after.source}::int, ${after.id}::bigint)`,
    );
}

export async function settledStakeTotal(db: Kysely<DB>, filter: SettledStakeFilter, source: number) {
  const row = await settledBetsOf(db, filter, source)
    .select(sql<string>`coalesce(sum(stake - refunded), 0)`.as('amount'))
    .executeTakeFirstOrThrow();
  return BigInt(row.amount);
}

export function settledStakes(db: Kysely<DB>, filter: SettledStakeFilter, source: number, limit: number) {
  return settledBetsOf(db, filter, source)
    .select(['id', 'settled_at', sql<bigint>`stake - refunded`.as('amount')])
    .orderBy(sql`date_trunc('milliseconds', settled_at)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
