import { type Kysely, sql } from 'kysely';
import type { DB, LotteryBetStatus, LotteryChaseStatus } from '../../db/schema.ts';
import type { PlannedDraw } from './schedule.ts';

export type GameDefinition = {
  code: string;
  name: string;
  family: string;
  kind: 'ELOTT' | 'LOTT';
  prizeMode: string;
  groupCode: string;
  groupLabel: string;
  intervalSeconds: number | null;
  scheduleTimes: string[];
  scheduleWeekdays?: number[];
  closeSeconds: number;
  minStake: bigint;
  maxStake: bigint;
  maxStakePerDraw: bigint;
  sortOrder: number;
};

export async function insertGames(db: Kysely<DB>, merchantId: bigint, games: readonly GameDefinition[]) {
  if (games.length === 0) return;
  await db
    .insertInto('lottery_games')
    .values(
      games.map((game) => ({
        merchant_id: merchantId,
        code: game.code,
        name: game.name,
        family: game.family,
        kind: game.kind,
        prize_mode: game.prizeMode,
        group_code: game.groupCode,
        group_label: game.groupLabel,
        interval_seconds: game.intervalSeconds,
        schedule_times: game.scheduleTimes,
        ...(game.scheduleWeekdays ? { schedule_weekdays: game.scheduleWeekdays } : {}),
        close_seconds: game.closeSeconds,
        min_stake: game.minStake,
        max_stake: game.maxStake,
        max_stake_per_draw: game.maxStakePerDraw,
        sort_order: game.sortOrder,
      })),
    )
    .execute();
}

const gameColumns = [
  'lottery_games.id',
  'lottery_games.merchant_id',
  'lottery_games.code',
  'lottery_games.name',
  'lottery_games.family',
  'lottery_games.kind',
  'lottery_games.prize_mode',
  'lottery_games.group_code',
  'lottery_games.group_label',
  'lottery_games.interval_seconds',
  'lottery_games.schedule_times',
  'lottery_games.schedule_weekdays',
  'lottery_games.close_seconds',
  'lottery_games.min_stake',
  'lottery_games.max_stake',
  'lottery_games.max_stake_per_draw',
  'lottery_games.odds_version',
] as const;

export type GameRow = Awaited<ReturnType<typeof gameByCode>> & {};

export function gameByCode(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('lottery_games')
    .select(gameColumns)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export function gamesOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('lottery_games')
    .select(gameColumns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Every enabled game of every active brand, for the jobs that lay out draws. */
export function allEnabledGames(db: Kysely<DB>) {
  return db
    .selectFrom('lottery_games')
    .innerJoin('merchants', 'merchants.id', 'lottery_games.merchant_id')
    .select(gameColumns)
    .where('lottery_games.enabled', '=', true)
    .where('merchants.status', '=', 'ACTIVE')
    .execute();
}

export async function insertDraws(
  db: Kysely<DB>,
  gameId: bigint,
  draws: readonly (PlannedDraw & { seed: Uint8Array | null; seedHash: Uint8Array | null })[],
): Promise<void> {
  if (draws.length === 0) return;
  await db
    .insertInto('lottery_draws')
    .values(
      draws.map((draw) => ({
        game_id: gameId,
        period: draw.period,
        opens_at: draw.opensAt,
        closes_at: draw.closesAt,
        draws_at: draw.drawsAt,
        seed: draw.seed,
        seed_hash: draw.seedHash,
      })),
    )
    .onConflict((conflict) => conflict.columns(['game_id', 'period']).doNothing())
    .execute();
}

/** One statement: only the first of several runners moves a draw, the others find nothing to move. */
export async function openDue(db: Kysely<DB>, now: Date): Promise<number> {
  const rows = await db
    .updateTable('lottery_draws')
    .set({ status: 'open' })
    .where('status', '=', 'scheduled')
    .where('opens_at', '<=', now)
    .where('closes_at', '>', now)
    .returning('id')
    .execute();
  return rows.length;
}

/** Closes betting, including on draws never opened (an instance was down through their whole window). */
export async function closeDue(db: Kysely<DB>, now: Date): Promise<number> {
  const rows = await db
    .updateTable('lottery_draws')
    .set({ status: 'closed' })
    .where('status', 'in', ['scheduled', 'open'])
    .where('closes_at', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
}

export function closedElottDue(db: Kysely<DB>, now: Date) {
  return db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .select(['lottery_draws.id', 'lottery_draws.seed', 'lottery_games.family'])
    .where('lottery_games.kind', '=', 'ELOTT')
    .where('lottery_draws.status', '=', 'closed')
    .where('lottery_draws.draws_at', '<=', now)
    .orderBy('lottery_draws.draws_at')
    .execute();
}

export async function markDrawn(db: Kysely<DB>, drawId: bigint, balls: readonly number[], now: Date) {
  const row = await db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', balls: [...balls], drawn_at: now })
    .where('id', '=', drawId)
    .where('status', '=', 'closed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Drawn draws, and cancelled draws with bets still to give back. */
export function drawsToSettle(db: Kysely<DB>) {
  return db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .select([
      'lottery_draws.id',
      'lottery_draws.status',
      'lottery_draws.balls',
      'lottery_draws.draws_at',
      'lottery_games.family',
      'lottery_games.prize_mode',
      'lottery_games.merchant_id',
    ])
    .where((eb) =>
      eb.or([
        eb('lottery_draws.status', '=', 'drawn'),
        eb.and([
          eb('lottery_draws.status', '=', 'cancelled'),
          eb.exists(
            eb
              .selectFrom('lottery_bets')
              .select('lottery_bets.id')
              .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id')
              .where('lottery_bets.status', '=', 'open'),
          ),
        ]),
      ]),
    )
    .orderBy('lottery_draws.draws_at')
    .execute();
}

export async function markSettled(db: Kysely<DB>, drawId: bigint, now: Date) {
  await db
    .updateTable('lottery_draws')
    .set({ status: 'settled', settled_at: now })
    .where('id', '=', drawId)
    .where('status', '=', 'drawn')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_bets')
            .select('lottery_bets.id')
            .where('lottery_bets.draw_id', '=', drawId)
            .where('lottery_bets.status', '=', 'open'),
        ),
      ),
    )
    .execute();
}

export async function cancelDraw(db: Kysely<DB>, drawId: bigint, now: Date) {
  const row = await db
    .updateTable('lottery_draws')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', drawId)
    .where('status', 'in', ['scheduled', 'open', 'closed'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const drawColumns = [
  'lottery_draws.id',
  'lottery_draws.game_id',
  'lottery_draws.period',
  'lottery_draws.opens_at',
  'lottery_draws.closes_at',
  'lottery_draws.draws_at',
  'lottery_draws.status',
  'lottery_draws.seed',
  'lottery_draws.seed_hash',
  'lottery_draws.balls',
] as const;

export type DrawRow = Awaited<ReturnType<typeof drawByPeriod>> & {};

export function drawByPeriod(db: Kysely<DB>, gameId: bigint, period: string) {
  return db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('game_id', '=', gameId)
    .where('period', '=', period)
    .executeTakeFirst();
}

/** The draw, locked against a state change until the transaction ends (a bet and the close exclude each other). */
export function drawForBetting(db: Kysely<DB>, drawId: bigint) {
  return db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('id', '=', drawId)
    .forShare()
    .executeTakeFirstOrThrow();
}

/** The draw members bet on now: the open one, else the next to open. */
export function currentDraw(db: Kysely<DB>, gameId: bigint, now: Date) {
  return db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('game_id', '=', gameId)
    .where('status', 'in', ['scheduled', 'open'])
    .where('closes_at', '>', now)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
}

export function resultsOf(db: Kysely<DB>, gameId: bigint, page: { offset: number; limit: number }) {
  return db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('game_id', '=', gameId)
    .where('status', 'in', ['drawn', 'settled'])
    .orderBy('draws_at', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function lockMemberBetting(db: Kysely<DB>, memberId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`lottery:${memberId}`}, 0))`.execute(db);
}

export async function insertSlip(
  db: Kysely<DB>,
  slip: { merchantId: bigint; memberId: bigint; idempotencyKey: string; fingerprint: Uint8Array },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('lottery_slips')
    .values({
      merchant_id: slip.merchantId,
      member_id: slip.memberId,
      idempotency_key: slip.idempotencyKey,
      fingerprint: slip.fingerprint,
    })
    .onConflict((conflict) => conflict.columns(['member_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
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
  position: number;
  placedAt: Date;
};

/** Inserts the bets; none when the slip already holds bets on that draw (another runner placed them). */
export async function insertBets(db: Kysely<DB>, bets: readonly NewBet[]): Promise<bigint[]> {
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
        position: bet.position,
        placed_at: bet.placedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['slip_id', 'draw_id', 'position']).doNothing())
    .returning('id')
    .execute();
  return rows.map(({ id }) => id);
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

export type BetRow = Awaited<ReturnType<typeof openBetsOfDraw>>[number];

export function openBetsOfDraw(db: Kysely<DB>, drawId: bigint, limit: number) {
  return db
    .selectFrom('lottery_bets')
    .select(betColumns)
    .where('draw_id', '=', drawId)
    .where('status', '=', 'open')
    .orderBy('id')
    .limit(limit)
    .execute();
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
    .select(betColumns)
    .where('lottery_bets.id', '=', betId)
    .where('lottery_bets.member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export function betsOfSlip(db: Kysely<DB>, slipId: bigint) {
  return db
    .selectFrom('lottery_bets')
    .select(betColumns)
    .where('slip_id', '=', slipId)
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

export async function insertChase(
  db: Kysely<DB>,
  chase: {
    merchantId: bigint;
    memberId: bigint;
    gameId: bigint;
    slipId: bigint;
    selections: unknown;
    stakePerDraw: bigint;
    drawsTotal: number;
    stopOnWin: boolean;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('lottery_chases')
    .values({
      merchant_id: chase.merchantId,
      member_id: chase.memberId,
      game_id: chase.gameId,
      slip_id: chase.slipId,
      selections: JSON.stringify(chase.selections),
      stake_per_draw: chase.stakePerDraw,
      draws_total: chase.drawsTotal,
      draws_placed: 1,
      stop_on_win: chase.stopOnWin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Active chases and the open draw of their game each has no bet on yet. */
export function chaseStepsDue(db: Kysely<DB>, now: Date) {
  return db
    .selectFrom('lottery_chases')
    .innerJoin('lottery_draws', 'lottery_draws.game_id', 'lottery_chases.game_id')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_chases.game_id')
    .select([
      'lottery_games.odds_version',
      'lottery_chases.id',
      'lottery_chases.merchant_id',
      'lottery_chases.member_id',
      'lottery_chases.slip_id',
      'lottery_chases.selections',
      'lottery_chases.stake_per_draw',
      'lottery_draws.id as draw_id',
    ])
    .where('lottery_chases.status', '=', 'active')
    .where('lottery_draws.status', '=', 'open')
    .where('lottery_draws.closes_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_bets')
            .select('lottery_bets.id')
            .whereRef('lottery_bets.slip_id', '=', 'lottery_chases.slip_id')
            .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id'),
        ),
      ),
    )
    .orderBy('lottery_chases.id')
    .execute();
}

/** Counts one more draw bet on; the last one ends the chase as done. None when the chase is over. */
export async function countChaseStep(db: Kysely<DB>, chaseId: bigint, now: Date) {
  return db
    .updateTable('lottery_chases')
    .set((eb) => ({
      draws_placed: eb('draws_placed', '+', 1),
      status: sql<LotteryChaseStatus>`CASE WHEN draws_placed + 1 = draws_total THEN 'done' ELSE 'active' END`,
      ended_at: sql<Date | null>`CASE WHEN draws_placed + 1 = draws_total THEN ${now}::timestamptz END`,
    }))
    .where('id', '=', chaseId)
    .where('status', '=', 'active')
    .whereRef('draws_placed', '<', 'draws_total')
    .returning('id')
    .executeTakeFirst();
}

/** Ends an active chase; answers what it still held (the draws not bet on), or nothing if it had ended. */
export function endChase(
  db: Kysely<DB>,
  filter: { chaseId: bigint; memberId?: bigint },
  status: 'stopped' | 'won',
  now: Date,
) {
  let query = db
    .updateTable('lottery_chases')
    .set({ status, ended_at: now })
    .where('id', '=', filter.chaseId)
    .where('status', '=', 'active');
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  return query
    .returning(['id', 'merchant_id', 'member_id', 'stake_per_draw', 'draws_total', 'draws_placed'])
    .executeTakeFirst();
}

export function stopOnWinChase(db: Kysely<DB>, chaseId: bigint) {
  return db
    .selectFrom('lottery_chases')
    .select(['id', 'stop_on_win', 'status'])
    .where('id', '=', chaseId)
    .executeTakeFirstOrThrow();
}

export function memberChases(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return db
    .selectFrom('lottery_chases')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_chases.game_id')
    .select([
      'lottery_chases.id',
      'lottery_chases.selections',
      'lottery_chases.stake_per_draw',
      'lottery_chases.draws_total',
      'lottery_chases.draws_placed',
      'lottery_chases.stop_on_win',
      'lottery_chases.status',
      'lottery_chases.created_at',
      'lottery_chases.ended_at',
      'lottery_games.code as game_code',
    ])
    .where('lottery_chases.merchant_id', '=', merchantId)
    .where('lottery_chases.member_id', '=', memberId)
    .orderBy('lottery_chases.created_at', 'desc')
    .orderBy('lottery_chases.id', 'desc')
    .limit(limit)
    .execute();
}

export async function upsertPendingResult(
  db: Kysely<DB>,
  result: {
    drawId: bigint;
    balls: readonly number[];
    source: 'operator' | 'import';
    enteredBy: bigint | null;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('lottery_results')
    .values({
      draw_id: result.drawId,
      balls: [...result.balls],
      source: result.source,
      entered_by: result.enteredBy,
    })
    .onConflict((conflict) =>
      conflict
        .column('draw_id')
        .doUpdateSet({
          balls: [...result.balls],
          source: result.source,
          entered_by: result.enteredBy,
          entered_at: sql`now()`,
        })
        .where('lottery_results.approved_at', 'is', null),
    )
    .returning('draw_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function approvePendingResult(db: Kysely<DB>, drawId: bigint, approverId: bigint, now: Date) {
  return db
    .updateTable('lottery_results')
    .set({ approved_by: approverId, approved_at: now })
    .where('draw_id', '=', drawId)
    .where('approved_at', 'is', null)
    .where((eb) => eb.or([eb('entered_by', 'is', null), eb('entered_by', '!=', approverId)]))
    .returning(['balls'])
    .executeTakeFirst();
}

export function pendingResult(db: Kysely<DB>, drawId: bigint) {
  return db
    .selectFrom('lottery_results')
    .select(['balls', 'entered_by', 'approved_at'])
    .where('draw_id', '=', drawId)
    .executeTakeFirst();
}
