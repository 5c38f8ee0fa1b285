import { gmt8Span } from '@platform/contracts/gmt8';
import { formatMinorUnits } from '@platform/contracts/money';
import {
  REPORT_MAX_DAYS,
  type ZAgentPayReport,
  type ZCashFlowReport,
  type ZHouseRtpReport,
  type ZOverviewReport,
  type ZPlayersReport,
  type ZPlayReport,
  type ZReportExportQuery,
  type ZReportPeriodQuery,
  type ZReportPlayQuery,
  type ZReportRangeQuery,
} from '@platform/contracts/reports/schemas';
import { HOUSE_GAME_RTP } from '@platform/contracts/vendor-wallet/house';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { CsvCell } from '../../platform/csv.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';

/** The brand and its days, once the range is known to be one: from ≤ to, a year at most. */
function rangeOf(merchant: Merchant, query: z.output<typeof ZReportRangeQuery>) {
  // Counting days is the same on any clock: GMT+8's arithmetic serves every brand's time zone.
  const { days } = gmt8Span(query);
  if (!(days >= 1 && days <= REPORT_MAX_DAYS))
    throw new AppError('records.range.invalid', { params: { days: REPORT_MAX_DAYS } });
  return { merchantId: merchant.id, from: query.from, to: query.to };
}

const moneyOf = (merchant: Merchant) => (minor: string) =>
  formatMinorUnits(BigInt(minor), merchant.currencyScale);

/** The rows `read` finds in the query's range, each shown by `show` with amounts in the brand's currency. */
async function rangeReport<Row, Shown>(
  merchant: Merchant,
  query: z.output<typeof ZReportRangeQuery>,
  read: (range: ReturnType<typeof rangeOf>) => Promise<Row[]>,
  show: (row: Row, money: (minor: string) => string) => Shown,
) {
  const money = moneyOf(merchant);
  const rows = await read(rangeOf(merchant, query));
  return { currency: merchant.currency, rows: rows.map((row) => show(row, money)) };
}

function overviewRow(money: (minor: string) => string, row: repo.OverviewRow) {
  return {
    key: row.key,
    bets: Number(row.bets),
    stakes: money(row.stakes),
    wins: money(row.wins),
    ggr: money(row.ggr),
    hold: row.hold,
    bonusCost: money(row.bonus_cost),
    rebates: money(row.rebates),
    agentPay: money(row.agent_pay),
    ngr: money(row.ngr),
  };
}

const EMPTY_TOTAL: repo.OverviewRow = {
  key: 'total',
  bets: '0',
  stakes: '0',
  wins: '0',
  ggr: '0',
  hold: null,
  bonus_cost: '0',
  rebates: '0',
  agent_pay: '0',
  ngr: '0',
};

export async function overviewReport(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportPeriodQuery>,
): Promise<z.input<typeof ZOverviewReport>> {
  const range = rangeOf(merchant, query);
  const money = moneyOf(merchant);
  const [rows, [total]] = await Promise.all([
    repo.overview(db, range, query.by),
    repo.overview(db, range, 'total'),
  ]);
  return {
    currency: merchant.currency,
    rows: rows.map((row) => overviewRow(money, row)),
    total: overviewRow(money, total ?? EMPTY_TOTAL),
  };
}

export async function playReport(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportPlayQuery>,
): Promise<z.input<typeof ZPlayReport>> {
  const range = rangeOf(merchant, query);
  const money = moneyOf(merchant);
  const rows = await repo.play(db, range, {
    by: query.by,
    sort: query.sort,
    order: query.order,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    currency: merchant.currency,
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      bets: Number(row.bets),
      stakes: money(row.stakes),
      wins: money(row.wins),
      ggr: money(row.ggr),
      hold: row.hold,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function houseRtpReport(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportRangeQuery>,
): Promise<z.input<typeof ZHouseRtpReport>> {
  return rangeReport(
    merchant,
    query,
    (range) => repo.houseRtp(db, range),
    (row, money) => ({
      game: row.game,
      label: row.label,
      bets: Number(row.bets),
      stakes: money(row.stakes),
      wins: money(row.wins),
      actual: row.rtp,
      theoretical: HOUSE_GAME_RTP[row.game] ?? null,
    }),
  );
}

export async function cashFlowReport(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportRangeQuery>,
): Promise<z.input<typeof ZCashFlowReport>> {
  return rangeReport(
    merchant,
    query,
    (range) => repo.cashFlow(db, range),
    (row, money) => ({
      flow: row.flow as 'deposit' | 'withdrawal' | 'adjustment',
      method: row.method,
      status: row.status,
      count: Number(row.count),
      amount: money(row.amount),
    }),
  );
}

export async function playersReport(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportPeriodQuery>,
): Promise<z.input<typeof ZPlayersReport>> {
  const range = rangeOf(merchant, query);
  const money = moneyOf(merchant);
  const [rows, weeks] = await Promise.all([repo.players(db, range, query.by), repo.retention(db, range)]);
  const cohorts = new Map<string, { cohort: string; size: number; active: number[] }>();
  for (const week of weeks) {
    const cohort = cohorts.get(week.cohort) ?? { cohort: week.cohort, size: Number(week.size), active: [] };
    cohort.active[week.week] = Number(week.active);
    cohorts.set(week.cohort, cohort);
  }
  return {
    currency: merchant.currency,
    rows: rows.map((row) => ({
      key: row.key,
      registrations: Number(row.registrations),
      firstDeposits: Number(row.first_deposits),
      firstDepositAmount: money(row.first_deposit_amount),
      active: Number(row.active),
    })),
    retention: [...cohorts.values()],
  };
}

export async function agentPayReport(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportPeriodQuery>,
): Promise<z.input<typeof ZAgentPayReport>> {
  return rangeReport(
    merchant,
    query,
    (range) => repo.agentPay(db, range, query.by),
    (row, money) => ({
      key: row.key,
      kind: row.kind as z.input<typeof ZAgentPayReport>['rows'][number]['kind'],
      settlements: Number(row.settlements),
      amount: money(row.amount),
    }),
  );
}

/** A report's file: the same rows its screen shows, every page of them, one line each. */
export async function reportCsv(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZReportExportQuery>,
): Promise<{ header: string[]; rows: CsvCell[][] }> {
  const period = (['day', 'week', 'month', 'total'] as const).find((by) => by === query.by) ?? 'day';
  const breakdown = (['product', 'vendor', 'game'] as const).find((by) => by === query.by) ?? 'product';
  switch (query.report) {
    case 'overview': {
      const { rows, total } = await overviewReport(db, merchant, { ...query, by: period });
      return {
        header: [
          'period',
          'bets',
          'stakes',
          'wins',
          'ggr',
          'hold_pct',
          'bonus_cost',
          'rebates',
          'agent_pay',
          'ngr',
        ],
        rows: [...rows, total].map((row) => [
          row.key,
          row.bets,
          row.stakes,
          row.wins,
          row.ggr,
          row.hold ?? '',
          row.bonusCost,
          row.rebates,
          row.agentPay,
          row.ngr,
        ]),
      };
    }
    case 'play': {
      const { rows } = await playReport(db, merchant, {
        ...query,
        by: breakdown,
        sort: 'key',
        order: 'asc',
        page: 1,
        pageSize: 100_000,
      });
      return {
        header: [breakdown, 'name', 'bets', 'stakes', 'wins', 'ggr', 'hold_pct'],
        rows: rows.map((row) => [
          { text: row.key },
          { text: row.label ?? '' },
          row.bets,
          row.stakes,
          row.wins,
          row.ggr,
          row.hold ?? '',
        ]),
      };
    }
    case 'house-rtp': {
      const { rows } = await houseRtpReport(db, merchant, query);
      return {
        header: ['game', 'name', 'bets', 'stakes', 'wins', 'actual_rtp_pct', 'theoretical_rtp_pct'],
        rows: rows.map((row) => [
          row.game,
          { text: row.label ?? '' },
          row.bets,
          row.stakes,
          row.wins,
          row.actual ?? '',
          row.theoretical ?? '',
        ]),
      };
    }
    case 'cash-flow': {
      const { rows } = await cashFlowReport(db, merchant, query);
      return {
        header: ['flow', 'method', 'status', 'count', 'amount'],
        rows: rows.map((row) => [row.flow, { text: row.method }, row.status, row.count, row.amount]),
      };
    }
    case 'players': {
      const { rows } = await playersReport(db, merchant, { ...query, by: period });
      return {
        header: ['period', 'registrations', 'first_deposits', 'first_deposit_amount', 'active_players'],
        rows: rows.map((row) => [
          row.key,
          row.registrations,
          row.firstDeposits,
          row.firstDepositAmount,
          row.active,
        ]),
      };
    }
    case 'retention': {
      const { retention } = await playersReport(db, merchant, { ...query, by: period });
      return {
        header: ['signup_week', 'size', 'week', 'active'],
        rows: retention.flatMap((cohort) =>
          cohort.active.map((active, week): CsvCell[] => [cohort.cohort, cohort.size, week, active]),
        ),
      };
    }
    case 'agents': {
      const { rows } = await agentPayReport(db, merchant, { ...query, by: period });
      return {
        header: ['period', 'contract_kind', 'settlements', 'amount'],
        rows: rows.map((row) => [row.key, row.kind, row.settlements, row.amount]),
      };
    }
  }
}
