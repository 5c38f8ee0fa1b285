import type { BET_STATUSES, ZBets, ZBetsQuery } from '@platform/contracts/games/bets';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, LotteryBetStatus } from '../../db/schema.ts';
import { gmt8DayRange } from '../../platform/gmt8-range.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { gamesByIds } from '../games/service.ts';
import { lotteryRecord, lotteryStakes, lotteryStakeTotal } from '../lottery/service.ts';
import * as repo from './repo.ts';
import { placeReaching, type StakePlace } from './stake-order.ts';

const MAX_DAYS = 90;
/** The platform's own lottery in the record: its bets' ids are kept apart from game rounds' ids. */
const LOTTERY_VENDOR = 'LOTTERY';
const LOTTERY_ID_PREFIX = 'L';
/** A lottery bet's status as the record's: settled either way is closed, money given back is refunded. */
const RECORD_STATUS = {
  open: 'open',
  won: 'closed',
  lost: 'closed',
  refunded: 'refunded',
  cancelled: 'refunded',
} as const satisfies Record<LotteryBetStatus, (typeof BET_STATUSES)[number]>;

type Entry = {
  id: string;
  roundId: string;
  gameName: string;
  vendorCode: string;
  stake: bigint;
  win: bigint;
  refunded: bigint;
  status: (typeof BET_STATUSES)[number];
  openedAt: Date;
  closedAt: Date | null;
};

type Round = Awaited<ReturnType<typeof repo.memberRounds>>[number];

const roundEntry = (round: Round, game: { name: string; vendorCode: string } | undefined): Entry => ({
  id: String(round.id),
  roundId: round.round_id,
  gameName: game?.name ?? '',
  vendorCode: game?.vendorCode ?? '',
  stake: round.stake,
  win: round.win,
  refunded: round.refunded,
  status: round.status,
  openedAt: round.opened_at,
  closedAt: round.closed_at,
});

type LotteryBet = Awaited<ReturnType<typeof lotteryRecord>>['bets'][number];

const lotteryEntry = (bet: LotteryBet): Entry => ({
  id: `${LOTTERY_ID_PREFIX}${bet.id}`,
  roundId: bet.period,
  gameName: bet.game_name,
  vendorCode: LOTTERY_VENDOR,
  stake: bet.stake,
  win: bet.win,
  refunded: bet.refunded,
  status: RECORD_STATUS[bet.status],
  openedAt: bet.placed_at,
  closedAt: bet.settled_at,
});

/**
 * The betting record (personalHistoryCopy): the member's rounds opened in a GMT+8 day range (`to`
 * included, 90 days at most), each as the wallet calls told it, and the member's lottery bets placed
 * in it, newest first, with the range's totals.
 */
export async function memberBets(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZBetsQuery>,
  language: string,
): Promise<z.input<typeof ZBets>> {
  const { from, until } = gmt8DayRange(query, MAX_DAYS);
  const filter = { merchantId: merchant.id, memberId, from, until };
  const rounds = { merchantId: merchant.id, memberIds: [memberId], from, until };
  const offset = (query.page - 1) * query.pageSize;
  // Game rounds and lottery bets make one record: the first offset + pageSize of each, merged by time
  // (a deep page reads more rows; the 90-day range bounds it).
  const [found, totals, lottery] = await Promise.all([
    repo.memberRounds(db, rounds, { offset: 0, limit: offset + query.pageSize }),
    repo.memberRoundTotals(db, rounds),
    lotteryRecord(db, filter, offset + query.pageSize),
  ]);
  const games = await gamesByIds(db, [...new Set(found.map(({ game_id }) => game_id))], language);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const entries = [
    ...found.map((round) => roundEntry(round, games.get(round.game_id))),
    ...lottery.bets.map(lotteryEntry),
  ];
  entries.sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime());
  const stake = totals.stake + lottery.totals.stake;
  const win = totals.win + lottery.totals.win;
  const refunded = totals.refunded + lottery.totals.refunded;
  return {
    total: totals.count + lottery.totals.count,
    totals: { stake: money(stake), win: money(win), profit: money(win + refunded - stake) },
    bets: entries.slice(offset, offset + query.pageSize).map((row) => ({
      id: row.id,
      roundId: row.roundId,
      gameName: row.gameName,
      vendorCode: row.vendorCode,
      stake: money(row.stake),
      win: money(row.win),
      profit: money(row.win + row.refunded - row.stake),
      status: row.status,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
  };
}

/** Game rounds come before lottery bets settled at the same instant. */
const ROUND_STAKES = 1;
const LOTTERY_STAKES = 2;

type StakeFilter = {
  merchantId: bigint;
  memberId: bigint;
  after: StakePlace;
  until: Date;
  /** Only game rounds or only lottery bets (a bonus wagered on one product); every valid bet when left out. */
  product?: 'games' | 'lottery' | null;
};

const countsGames = (filter: StakeFilter) => filter.product !== 'lottery';
const countsLottery = (filter: StakeFilter) => filter.product !== 'games';

/**
 * The member's valid bets: stakes that can no longer come back, settled after `after` and before
 * `until`, less what they gave back. A game round counts once closed (a round still open may be
 * rolled back, a refunded one gave its stake back), a lottery bet once won or lost (an open bet may
 * be cancelled, a cancelled or refunded one gave it back), each by its settlement time. The one
 * definition bonus wagering, missions and referrals count from.
 */
export async function memberValidBets(db: Kysely<DB>, filter: StakeFilter): Promise<bigint> {
  const [rounds, lottery] = await Promise.all([
    countsGames(filter) ? repo.closedStakeTotal(db, filter, ROUND_STAKES) : 0n,
    countsLottery(filter) ? lotteryStakeTotal(db, filter, LOTTERY_STAKES) : 0n,
  ]);
  return rounds + lottery;
}

const STAKES_PAGE = 500;

/**
 * The place of the member's valid bet after `filter.after` with which they reach `amount`, or
 * undefined while they fall short: the whole of that stake is spent there, none of it carries on.
 */
export function stakeReaching(db: Kysely<DB>, filter: StakeFilter, amount: bigint) {
  return placeReaching(
    async (after) => {
      const [rounds, lottery] = await Promise.all([
        countsGames(filter) ? repo.closedStakes(db, { ...filter, after }, ROUND_STAKES, STAKES_PAGE) : [],
        countsLottery(filter) ? lotteryStakes(db, { ...filter, after }, LOTTERY_STAKES, STAKES_PAGE) : [],
      ]);
      const roundStakes = rounds.map((row) => ({
        at: row.closed_at ?? filter.until,
        source: ROUND_STAKES,
        id: row.id,
        amount: row.amount,
      }));
      return [roundStakes, lottery];
    },
    STAKES_PAGE,
    filter.after,
    amount,
  );
}
