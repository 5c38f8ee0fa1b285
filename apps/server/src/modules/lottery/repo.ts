import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
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

/**
 * A game's columns a new brand takes from its template as they are: what it is, its prize mode, stake
 * limits and calendar. The odds version starts again at its default: no member of the new brand has seen
 * older odds.
 */
const COPIED_GAME_COLUMNS = [
  'code',
  'name',
  'family',
  'kind',
  'prize_mode',
  'group_code',
  'group_label',
  'interval_seconds',
  'schedule_times',
  'schedule_weekdays',
  'close_seconds',
  'min_stake',
  'max_stake',
  'max_stake_per_draw',
  'sort_order',
] as const;

/**
 * Gives brand `toId` the lottery games of brand `fromId`, every one disabled: staff open them. Only the
 * games travel; the template's draws, results, seeds, slips and bets are its own, and the draw job lays
 * out an enabled game's draws (and commits to their seeds) from the moment it is opened.
 */
export async function copyGames(trx: Kysely<DB>, fromId: bigint, toId: bigint): Promise<void> {
  await trx
    .insertInto('lottery_games')
    .columns(['merchant_id', 'enabled', ...COPIED_GAME_COLUMNS])
    .expression((eb) =>
      eb
        .selectFrom('lottery_games')
        .select([
          sql<bigint>`${toId}::bigint`.as('merchant_id'),
          sql<boolean>`false`.as('enabled'),
          ...COPIED_GAME_COLUMNS,
        ])
        .where('merchant_id', '=', fromId),
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

/** A game whether enabled or not, locked for a change of its settings. */
export function gameForUpdate(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('lottery_games')
    .select([...gameColumns, 'lottery_games.enabled'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateGame(
  db: Kysely<DB>,
  gameId: bigint,
  settings: {
    prizeMode: string;
    oddsVersion: number;
    minStake: bigint;
    maxStake: bigint;
    maxStakePerDraw: bigint;
    enabled: boolean;
  },
): Promise<void> {
  await db
    .updateTable('lottery_games')
    .set({
      prize_mode: settings.prizeMode,
      odds_version: settings.oddsVersion,
      min_stake: settings.minStake,
      max_stake: settings.maxStake,
      max_stake_per_draw: settings.maxStakePerDraw,
      enabled: settings.enabled,
    })
    .where('id', '=', gameId)
    .execute();
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

/** When the game's last laid-out draw takes place, if it has any. */
export async function lastDrawTime(db: Kysely<DB>, gameId: bigint): Promise<Date | undefined> {
  const row = await db
    .selectFrom('lottery_draws')
    .select('draws_at')
    .where('game_id', '=', gameId)
    .orderBy('draws_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.draws_at;
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
    .select([
      'lottery_draws.id',
      'lottery_draws.game_id',
      'lottery_draws.period',
      'lottery_draws.seed',
      'lottery_draws.seed_hash',
      'lottery_games.family',
    ])
    .where('lottery_games.kind', '=', 'ELOTT')
    .where('lottery_draws.status', '=', 'closed')
    .where('lottery_draws.draws_at', '<=', now)
    .orderBy('lottery_draws.draws_at')
    .execute();
}

/** Draws a closed draw with its balls, and for an e-lottery draw reveals the seed they follow from. */
export async function markDrawn(
  db: Kysely<DB>,
  drawId: bigint,
  balls: readonly number[],
  now: Date,
  seed?: Uint8Array,
) {
  const row = await db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', balls: [...balls], drawn_at: now, ...(seed ? { seed } : {}) })
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

/**
 * Cancels a draw at the stage the caller allows: one still taking bets (before its close), or one
 * closed (after a second staff member confirmed). Answers false when the draw is not at that stage.
 */
export async function cancelDraw(db: Kysely<DB>, drawId: bigint, stage: 'taking-bets' | 'closed', now: Date) {
  const row = await db
    .updateTable('lottery_draws')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', drawId)
    .$if(stage === 'taking-bets', (query) =>
      query.where('status', 'in', ['scheduled', 'open']).where('closes_at', '>', now),
    )
    .$if(stage === 'closed', (query) => query.where('status', '=', 'closed'))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Asks for a closed draw's cancellation; false when someone already asked. */
export async function requestDrawCancel(
  db: Kysely<DB>,
  request: { drawId: bigint; reason: string; requestedBy: bigint },
): Promise<boolean> {
  const row = await db
    .insertInto('lottery_draw_cancel_requests')
    .values({ draw_id: request.drawId, reason: request.reason, requested_by: request.requestedBy })
    .onConflict((conflict) => conflict.column('draw_id').doNothing())
    .returning('draw_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Confirms the request to cancel a closed draw, by someone other than who asked; of two confirmations
 * at once, the second waits for the first's row and then finds it confirmed.
 */
export async function confirmDrawCancel(db: Kysely<DB>, drawId: bigint, confirmerId: bigint, now: Date) {
  const row = await db
    .updateTable('lottery_draw_cancel_requests')
    .set({ confirmed_by: confirmerId, confirmed_at: now })
    .where('draw_id', '=', drawId)
    .where('confirmed_at', 'is', null)
    .where('requested_by', '!=', confirmerId)
    .returning('draw_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function drawCancelRequest(db: Kysely<DB>, drawId: bigint) {
  return db
    .selectFrom('lottery_draw_cancel_requests')
    .select(['requested_by', 'confirmed_at'])
    .where('draw_id', '=', drawId)
    .executeTakeFirst();
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

/**
 * Enters a result as pending, or replaces its author's own pending entry; answers false when the
 * draw's result is approved or another staff member's entry waits (that one is never replaced). Two
 * entries at once: the second waits for the first's row and then finds it someone else's.
 */
export async function enterPendingResult(
  db: Kysely<DB>,
  result: { drawId: bigint; balls: readonly number[]; source: 'operator' | 'import'; enteredBy: bigint },
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
        .doUpdateSet({ balls: [...result.balls], source: result.source, entered_at: sql`now()` })
        .where('lottery_results.approved_at', 'is', null)
        .where('lottery_results.entered_by', '=', result.enteredBy),
    )
    .returning('draw_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Approves the pending result if it still holds `balls` and someone other than the approver entered
 * it; of two approvals at once, the second waits for the first's row and then finds it approved.
 */
export async function approvePendingResult(
  db: Kysely<DB>,
  approval: { drawId: bigint; approverId: bigint; balls: readonly number[] },
  now: Date,
) {
  return db
    .updateTable('lottery_results')
    .set({ approved_by: approval.approverId, approved_at: now })
    .where('draw_id', '=', approval.drawId)
    .where('approved_at', 'is', null)
    .where('entered_by', '!=', approval.approverId)
    .where(sql<boolean>`balls = ${sql.val([...approval.balls])}::integer[]`)
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

/** Every game of the brand, enabled or not, for staff. */
export function staffGamesOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('lottery_games')
    .select([...gameColumns, 'lottery_games.enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const VIEW_STATUSES = {
  upcoming: ['scheduled', 'open'],
  awaiting: ['closed'],
  history: ['drawn', 'settled', 'cancelled'],
} as const;

/**
 * One page of the brand's draws in a staff view, with their bets (counted in a subquery per draw, so
 * the result and cancellation joins, one row each at most, multiply nothing), and the view's total.
 */
export async function staffDrawsPage(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    view: keyof typeof VIEW_STATUSES;
    gameCode?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const base = db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .where('lottery_games.merchant_id', '=', merchantId)
    .where('lottery_draws.status', 'in', [...VIEW_STATUSES[filter.view]])
    .$if(filter.gameCode !== undefined, (query) =>
      query.where('lottery_games.code', '=', filter.gameCode ?? ''),
    );
  const order = filter.view === 'history' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .leftJoin('lottery_results', 'lottery_results.draw_id', 'lottery_draws.id')
      .leftJoin('lottery_draw_cancel_requests', 'lottery_draw_cancel_requests.draw_id', 'lottery_draws.id')
      .select([
        ...drawColumns,
        'lottery_games.code as game_code',
        'lottery_games.name as game_name',
        'lottery_games.kind',
        'lottery_results.balls as result_balls',
        'lottery_results.source as result_source',
        'lottery_results.entered_by',
        'lottery_results.entered_at',
        'lottery_results.approved_by',
        'lottery_results.approved_at',
        'lottery_draw_cancel_requests.reason as cancel_reason',
        'lottery_draw_cancel_requests.requested_by as cancel_requested_by',
        'lottery_draw_cancel_requests.requested_at as cancel_requested_at',
        'lottery_draw_cancel_requests.confirmed_by as cancel_confirmed_by',
      ])
      .select((eb) => [
        eb
          .selectFrom('lottery_bets')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id')
          .as('bets'),
        eb
          .selectFrom('lottery_bets')
          .select(sql<string>`coalesce(sum(stake), 0)`.as('s'))
          .whereRef('lottery_bets.draw_id', '=', 'lottery_draws.id')
          .as('stake'),
      ])
      .orderBy('lottery_draws.draws_at', order)
      .orderBy('lottery_draws.id', order)
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
