import type {
  ZChases,
  ZDraw,
  ZLotteryBet,
  ZLotteryGameInfo,
  ZLottoMenu,
  ZMyBetsQuery,
} from '@platform/contracts/lottery/schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type PlayFilter, playByMember, settledMarks } from '../../db/play-totals.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import * as betsRepo from './bets-repo.ts';
import { stopChasesOf } from './betting.ts';
import * as chasesRepo from './chases-repo.ts';
import * as repo from './repo.ts';
import { type Family, oddsOf, type PrizeMode, playTypes } from './rules/index.ts';

const LAST_RESULTS = 5;
const CHASE_LIST = 50;

export function addLotteryGames(db: Kysely<DB>, merchantId: bigint, games: readonly repo.GameDefinition[]) {
  return repo.insertGames(db, merchantId, games);
}

/**
 * A brand opened from a template starts with the template's lottery games, all of them disabled. The
 * games catalogue copies its entries that open them (by code) in the same transaction.
 */
export function lotterySubscriptions(events: DomainEvents): void {
  events.subscribe('brand.created', (trx, { merchantId, templateId }) =>
    repo.copyGames(trx, templateId, merchantId),
  );
  // A break stops the chases at once; a break found on another brand stops them at their next step.
  events.subscribe('member.excluded', async (trx, { merchant, memberId, at }) => {
    await stopChasesOf(trx, merchant, memberId, 'exclusion', at);
  });
}

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

/** A draw as members see it: the seed's hash only from opening, the seed only with the result. */
function drawView(draw: repo.DrawRow): z.input<typeof ZDraw> {
  const isDrawn = draw.status === 'drawn' || draw.status === 'settled';
  return {
    period: draw.period,
    status: draw.status,
    opensAt: draw.opens_at.toISOString(),
    closesAt: draw.closes_at.toISOString(),
    drawsAt: draw.draws_at.toISOString(),
    seedHash: draw.status === 'scheduled' ? null : hex(draw.seed_hash),
    seed: isDrawn ? hex(draw.seed) : null,
    balls: isDrawn ? draw.balls : null,
  };
}

const gameSummary = (game: repo.GameRow) => ({
  gameCode: game.code,
  name: game.name,
  family: game.family as Family,
  kind: game.kind,
  prizeMode: game.prize_mode as PrizeMode,
});

export async function lottoMenu(db: Kysely<DB>, merchant: Merchant): Promise<z.input<typeof ZLottoMenu>> {
  const groups = new Map<
    string,
    { gameGroupCode: string; labelName: string; games: ReturnType<typeof gameSummary>[] }
  >();
  for (const game of await repo.gamesOf(db, merchant.id)) {
    const group = groups.get(game.group_code) ?? {
      gameGroupCode: game.group_code,
      labelName: game.group_label,
      games: [],
    };
    group.games.push(gameSummary(game));
    groups.set(game.group_code, group);
  }
  return { gameMenus: [...groups.values()] };
}

async function gameOf(db: Kysely<DB>, merchant: Merchant, gameCode: string) {
  const game = await repo.gameByCode(db, merchant.id, gameCode);
  if (!game) throw new AppError('lottery.game.unknown');
  return game;
}

const oddsText = (odds: number) => (odds / 10_000).toFixed(4);

export async function lotteryGame(
  db: Kysely<DB>,
  merchant: Merchant,
  gameCode: string,
  now: Date,
): Promise<z.input<typeof ZLotteryGameInfo>> {
  const game = await gameOf(db, merchant, gameCode);
  const family = game.family as Family;
  const mode = game.prize_mode as PrizeMode;
  const [current, last] = await Promise.all([
    repo.currentDraw(db, game.id, now),
    repo.resultsOf(db, game.id, { offset: 0, limit: LAST_RESULTS }),
  ]);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    ...gameSummary(game),
    oddsVersion: game.odds_version,
    minStake: money(game.min_stake),
    maxStake: money(game.max_stake),
    maxStakePerDraw: money(game.max_stake_per_draw),
    serverTime: now.toISOString(),
    currentDraw: current ? drawView(current) : null,
    lastResults: last.map(drawView),
    playTypes: playTypes(family).map((play) => ({
      code: play.code,
      rows: play.rows.map((row) => ({ ...row, options: [...row.options] })),
      prizes: play.prizes.map((prize) => ({ prize, odds: oddsText(oddsOf(family, play.code, prize, mode)) })),
    })),
  };
}

export async function lotteryResults(
  db: Kysely<DB>,
  merchant: Merchant,
  query: { gameCode: string; page: number; pageSize: number },
): Promise<{ draws: z.input<typeof ZDraw>[] }> {
  const game = await gameOf(db, merchant, query.gameCode);
  const draws = await repo.resultsOf(db, game.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { draws: draws.map(drawView) };
}

type BetWithDraw = Awaited<ReturnType<typeof betsRepo.memberBetsWithDraws>>[number];

function betView(merchant: Merchant, bet: BetWithDraw): z.input<typeof ZLotteryBet> {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    betId: String(bet.id),
    gameCode: bet.game_code,
    period: bet.period,
    playType: bet.play_type,
    selection: bet.selection,
    betCount: bet.bet_count,
    unitAmount: money(bet.unit_amount),
    multiplier: bet.multiplier,
    stake: money(bet.stake),
    win: money(bet.win),
    refunded: money(bet.refunded),
    status: bet.status,
    chaseId: bet.chase_id === null ? null : String(bet.chase_id),
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
  };
}

export async function memberLotteryBets(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZMyBetsQuery>,
): Promise<{ bets: z.input<typeof ZLotteryBet>[]; hasMore: boolean }> {
  const { rows, hasMore } = pageOf(
    await betsRepo.memberBetsWithDraws(
      db,
      { merchantId: merchant.id, memberId, ...(query.status ? { status: query.status } : {}) },
      pageWindow(query),
    ),
    query.pageSize,
  );
  return { bets: rows.map((bet) => betView(merchant, bet)), hasMore };
}

/** The bets of one slip as members see them. */
export async function slipBets(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  betIds: readonly bigint[],
) {
  if (betIds.length === 0) return [];
  const bets = await betsRepo.memberBetsWithDraws(
    db,
    { merchantId: merchant.id, memberId, ids: betIds },
    { offset: 0, limit: betIds.length },
  );
  return bets.map((bet) => betView(merchant, bet)).reverse();
}

export async function memberChases(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
): Promise<z.input<typeof ZChases>> {
  const rows = await chasesRepo.memberChases(db, merchant.id, memberId, CHASE_LIST);
  return {
    chases: rows.map((chase) => ({
      chaseId: String(chase.id),
      gameCode: chase.game_code,
      stakePerDraw: formatMinorUnits(chase.stake_per_draw, merchant.currencyScale),
      drawsTotal: chase.draws_total,
      drawsPlaced: chase.draws_placed,
      stopOnWin: chase.stop_on_win,
      status: chase.status,
      createdAt: chase.created_at.toISOString(),
      endedAt: chase.ended_at?.toISOString() ?? null,
    })),
  };
}

/**
 * The member's lottery bets placed in [from, until) for the betting record, newest first, the first
 * `limit` of them, and the range's totals.
 */
export async function lotteryRecord(
  db: Kysely<DB>,
  filter: { merchantId: bigint; memberId: bigint; from: Date; until: Date },
  limit: number,
) {
  const [bets, totals] = await Promise.all([
    betsRepo.memberBetsWithDraws(db, filter, { offset: 0, limit }),
    betsRepo.memberBetTotals(db, filter),
  ]);
  return { bets, totals };
}

type SettledStakeFilter = Parameters<typeof betsRepo.settledStakeTotal>[1];

/**
 * The member's lottery stakes that can no longer come back (bets won or lost, less what they gave
 * back) settled after a place in the member's settled stakes and before `until`: the lottery share of
 * the valid bets bonus wagering, missions and referrals count. `source` is the bets' place in the order.
 */
export function lotteryStakeTotal(db: Kysely<DB>, filter: SettledStakeFilter, source: number) {
  return betsRepo.settledStakeTotal(db, filter, source);
}

/** The same stakes one by one in their order, the first `limit`. */
export async function lotteryStakes(
  db: Kysely<DB>,
  filter: SettledStakeFilter,
  source: number,
  limit: number,
) {
  const rows = await betsRepo.settledStakes(db, filter, source, limit);
  return rows.map((row) => ({ at: row.settled_at ?? filter.until, source, id: row.id, amount: row.amount }));
}

/**
 * Per member, the lottery bets settled in [from, until) with a stake of at least `minStake`: what the
 * agent settlements pay on.
 */
export function settledPlayByMember(db: Kysely<DB>, filter: PlayFilter) {
  return playByMember(db, 'lottery_bets', filter);
}

/**
 * Lottery bets settled after a watermark (settle time, then id) and before `until`, oldest first, with
 * their valid bets: what the points job reads to award lottery points.
 */
export async function settledLotteryBetsSince(
  db: Kysely<DB>,
  after: { at: Date; id: bigint },
  until: Date,
  limit: number,
) {
  const rows = await betsRepo.settledSince(db, after, until, limit);
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    memberId: row.member_id,
    amount: row.stake - row.refunded,
    at: row.settled_at ?? until,
  }));
}

/** Valid lottery bets settled in [from, until) by member: the lottery share of rebates and VIP volume. */
export async function lotteryValidBets(
  db: Kysely<DB>,
  range: { from: Date; until: Date; merchantId?: bigint; memberId?: bigint },
) {
  const rows = await betsRepo.validBetsByMember(db, range);
  return rows.map((row) => ({
    merchantId: row.merchant_id,
    memberId: row.member_id,
    amount: BigInt(row.valid_bet),
  }));
}

/** Per member, a mark that moves when one more of their lottery bets settles (member-live). */
export function settlementMarks(db: Kysely<DB>, memberIds: readonly bigint[]): Promise<Map<bigint, string>> {
  return settledMarks(db, 'lottery_bets', memberIds);
}
