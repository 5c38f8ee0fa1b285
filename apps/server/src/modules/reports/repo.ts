import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The reports' SQL: every figure comes from the report_* functions (db/functions), which hold the
 * figures' one definition; this file only calls them, so a screen and its export read the same.
 */
type Range = { merchantId: bigint; from: string; to: string };

/** Sums leave the database as text: a year of bigint stakes overflows a JavaScript number. */
export type OverviewRow = {
  key: string;
  bets: string;
  stakes: string;
  wins: string;
  ggr: string;
  hold: string | null;
  bonus_cost: string;
  rebates: string;
  agent_pay: string;
  ngr: string;
};

export async function overview(db: Kysely<DB>, range: Range, by: string): Promise<OverviewRow[]> {
  const { rows } = await sql<OverviewRow>`
    SELECT key, bets::text, stakes::text, wins::text, ggr::text, hold::text, bonus_cost::text,
      rebates::text, agent_pay::text, ngr::text
    FROM report_ngr(${range.merchantId}, ${range.from}::date, ${range.to}::date, ${by})
    ORDER BY key`.execute(db);
  return rows;
}

export type PlayRow = {
  key: string;
  label: string | null;
  bets: string;
  stakes: string;
  wins: string;
  ggr: string;
  hold: string | null;
  total: string;
};

/** Each sort key names a column of report_ggr; the key breaks ties so that pages never overlap. */
const PLAY_ORDER = {
  key: sql`key`,
  bets: sql`bets`,
  stakes: sql`stakes`,
  wins: sql`wins`,
  ggr: sql`ggr`,
  hold: sql`hold`,
} as const;

export async function play(
  db: Kysely<DB>,
  range: Range,
  query: { by: string; sort: keyof typeof PLAY_ORDER; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<PlayRow[]> {
  const direction = query.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  const { rows } = await sql<PlayRow>`
    SELECT key, label, bets::text, stakes::text, wins::text, ggr::text, hold::text,
      (count(*) OVER ())::text AS total
    FROM report_ggr(${range.merchantId}, ${range.from}::date, ${range.to}::date, ${query.by})
    ORDER BY ${PLAY_ORDER[query.sort]} ${direction}, key
    OFFSET ${query.offset} LIMIT ${query.limit}`.execute(db);
  return rows;
}

export type HouseRtpRow = {
  game: string;
  label: string | null;
  bets: string;
  stakes: string;
  wins: string;
  rtp: string | null;
};

export async function houseRtp(db: Kysely<DB>, range: Range): Promise<HouseRtpRow[]> {
  const { rows } = await sql<HouseRtpRow>`
    SELECT game, label, bets::text, stakes::text, wins::text, rtp::text
    FROM report_house_rtp(${range.merchantId}, ${range.from}::date, ${range.to}::date)
    ORDER BY game`.execute(db);
  return rows;
}

export type CashFlowRow = { flow: string; method: string; status: string; count: string; amount: string };

export async function cashFlow(db: Kysely<DB>, range: Range): Promise<CashFlowRow[]> {
  const { rows } = await sql<CashFlowRow>`
    SELECT flow, method, status, count::text, amount::text
    FROM report_cash_flow(${range.merchantId}, ${range.from}::date, ${range.to}::date)
    ORDER BY flow, method, status`.execute(db);
  return rows;
}

export type PlayersRow = {
  key: string;
  registrations: string;
  first_deposits: string;
  first_deposit_amount: string;
  active: string;
};

export async function players(db: Kysely<DB>, range: Range, by: string): Promise<PlayersRow[]> {
  const { rows } = await sql<PlayersRow>`
    SELECT key, registrations::text, first_deposits::text, first_deposit_amount::text, active::text
    FROM report_players(${range.merchantId}, ${range.from}::date, ${range.to}::date, ${by})
    ORDER BY key`.execute(db);
  return rows;
}

export type RetentionRow = { cohort: string; size: string; week: number; active: string };

export async function retention(db: Kysely<DB>, range: Range): Promise<RetentionRow[]> {
  const { rows } = await sql<RetentionRow>`
    SELECT cohort, size::text, week, active::text
    FROM report_retention(${range.merchantId}, ${range.from}::date, ${range.to}::date)
    ORDER BY cohort, week`.execute(db);
  return rows;
}

export type AgentPayRow = { key: string; kind: string; settlements: string; amount: string };

export async function agentPay(db: Kysely<DB>, range: Range, by: string): Promise<AgentPayRow[]> {
  const { rows } = await sql<AgentPayRow>`
    SELECT key, kind, settlements::text, amount::text
    FROM report_pay_by_kind(${range.merchantId}, ${range.from}::date, ${range.to}::date, ${by})
    ORDER BY key, kind`.execute(db);
  return rows;
}
