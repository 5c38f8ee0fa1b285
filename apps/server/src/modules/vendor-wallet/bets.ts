import type { BET_STATUSES, ZBets, ZBetsQuery } from '@platform/contracts/games/bets';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, LotteryBetStatus } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { gamesByIds } from '../games/service.ts';
import { lotteryBetTotals, lotteryRecord } from '../lottery/service.ts';
import type { Merchant } from '../system/merchant.ts';
import * as repo from './repo.ts';

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
const DAY_MS = 86_400_000;

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
  const from = new Date(`${query.from}T00:00:00+08:00`);
  const until = new Date(new Date(`${query.to}T00:00:00+08:00`).getTime() + DAY_MS);
  const days = (until.getTime() - from.getTime()) / DAY_MS;
  if (days < 1 || days > MAX_DAYS)
    throw new AppError('records.range.invalid', { params: { days: MAX_DAYS } });
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

/**
 * The member's valid bets in [from, until): what game rounds and lottery bets staked, less what was
 * refunded, in minor units. Bonus wagering and other volume rules count from it.
 */
export async function memberValidBets(
  db: Kysely<DB>,
  filter: { merchantId: bigint; memberId: bigint; from: Date; until: Date },
): Promise<bigint> {
  const [rounds, lottery] = await Promise.all([
    repo.memberRoundTotals(db, { ...filter, memberIds: [filter.memberId] }),
    lotteryBetTotals(db, filter),
  ]);
  return rounds.stake - rounds.refunded + lottery.stake - lottery.refunded;
}
