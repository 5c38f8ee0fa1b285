import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './schema.ts';

/** One member's settled play in a time range, as the agent settlements read it (minor units). */
export type MemberPlay = {
  memberId: bigint;
  /** Stakes less refunds. */
  validBet: bigint;
  /** From the player's side: wins and refunds less stakes. */
  profitLoss: bigint;
  /** The valid bets of the bets the player came out ahead on, and of the others. */
  wonValid: bigint;
  lostValid: bigint;
};

/** Which play the agent settlements count: the brand's, settled in [from, until), of `minStake` or more. */
export type PlayFilter = {
  merchantId: bigint;
  from: Date;
  until: Date;
  minStake: bigint;
  /**
   * Members' time-outs and self-exclusions: a bet settled inside one is left out, so an upline earns
   * nothing on a member's activity while the member is on a break (player protection).
   */
  breaks?: readonly { memberId: bigint; from: Date; until: Date }[];
  /** Only the bets settled inside `breaks` instead: what was left out, for the contract report. */
  insideBreaks?: boolean;
};

/**
 * Each play table's settle time, the win a bet settled with, and the later corrections of that win:
 * a game round's adjustments (the wallet's `adjust`, a re-settled sports bet) count in the window in
 * which they were made, so a window already read never changes and misses nothing.
 */
const PLAY_SOURCES = {
  lottery_bets: { settledAt: 'settled_at', settledWin: sql`win`, corrections: null },
  game_rounds: {
    settledAt: 'closed_at',
    settledWin: sql`win - adjusted`,
    corrections: 'game_round_adjustments',
  },
} as const;

/**
 * Per member, the bets of a play table (lottery bets, game rounds) settled in [from, until) with a
 * stake of at least `minStake`, with the corrections of settled bets made in it: the same sums over
 * each module's own table, so that the lottery and the game wallet answer the settlements alike. Read
 * by settle time, each bet falls in exactly one period whenever it settles, and each correction in
 * the period it was made: it moves the profit and loss by its amount, and the valid bet between won
 * and lost when it changes whether the player came out ahead (its valid bet is counted once, at the
 * bet's settlement). Summed over every period, a bet counts as its final win would.
 */
export async function playByMember(
  db: Kysely<DB>,
  tableName: keyof typeof PLAY_SOURCES,
  filter: PlayFilter,
): Promise<MemberPlay[]> {
  const source = PLAY_SOURCES[tableName];
  const table = sql.table(tableName);
  const breaks = filter.breaks ?? [];
  if (filter.insideBreaks && breaks.length === 0) return [];
  const outsideBreaks = (memberId: RawBuilder<unknown>, at: RawBuilder<unknown>) =>
    breaks.length === 0
      ? sql``
      : sql`AND ${filter.insideBreaks ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM (VALUES ${sql.join(
          breaks.map(
            (each) => sql`(${each.memberId}::bigint, ${each.from}::timestamptz, ${each.until}::timestamptz)`,
          ),
        )}) AS break (member_id, starts_at, ends_at)
          WHERE break.member_id = ${memberId} AND ${at} >= break.starts_at AND ${at} < break.ends_at)`;
  const settledAt = sql.ref(`${tableName}.${source.settledAt}`);
  const win = source.settledWin;
  const settled = sql`
    SELECT member_id, stake - refunded AS valid, ${win} + refunded - stake AS pl,
      CASE WHEN ${win} + refunded > stake THEN stake - refunded ELSE 0 END AS won,
      CASE WHEN ${win} + refunded > stake THEN 0 ELSE stake - refunded END AS lost
    FROM ${table}
    WHERE merchant_id = ${filter.merchantId} AND ${settledAt} >= ${filter.from} AND ${settledAt} < ${filter.until}
      AND stake >= ${filter.minStake} ${outsideBreaks(sql.ref(`${tableName}.member_id`), settledAt)}`;
  // A correction's move of the valid bet: +1 when it makes the player come out ahead, -1 when it ends that.
  const turned = sql`(CASE WHEN a.win_before + a.amount + b.refunded > b.stake THEN 1 ELSE 0 END
      - CASE WHEN a.win_before + b.refunded > b.stake THEN 1 ELSE 0 END) * (b.stake - b.refunded)`;
  const corrected =
    source.corrections === null
      ? sql``
      : sql`UNION ALL
    SELECT a.member_id, 0, a.amount, ${turned}, -${turned}
    FROM ${sql.table(source.corrections)} AS a JOIN ${table} AS b ON b.id = a.round_id
    WHERE a.merchant_id = ${filter.merchantId} AND a.adjusted_at >= ${filter.from} AND a.adjusted_at < ${filter.until}
      AND b.stake >= ${filter.minStake} ${outsideBreaks(sql.ref('a.member_id'), sql.ref('a.adjusted_at'))}`;
  const { rows } = await sql<{ member_id: string; valid: string; pl: string; won: string; lost: string }>`
    SELECT member_id, sum(valid) AS valid, sum(pl) AS pl, sum(won) AS won, sum(lost) AS lost
    FROM (${settled} ${corrected}) AS play
    GROUP BY member_id`.execute(db);
  return rows.map((row) => ({
    memberId: BigInt(row.member_id),
    validBet: BigInt(row.valid),
    profitLoss: BigInt(row.pl),
    wonValid: BigInt(row.won),
    lostValid: BigInt(row.lost),
  }));
}

/** The settled bets of each play table, as its member index on (member_id, settle time, id) holds them. */
const SETTLED_BETS = {
  lottery_bets: { settledAt: 'settled_at', settled: sql`status IN ('won', 'lost')` },
  game_rounds: { settledAt: 'closed_at', settled: sql`status = 'closed'` },
} as const;

/**
 * Per member, when their latest bet of a play table settled (and its id, for two at one instant): a
 * mark that moves when one more settles. A live stream compares marks.
 */
export async function settledMarks(
  db: Kysely<DB>,
  tableName: keyof typeof SETTLED_BETS,
  memberIds: readonly bigint[],
): Promise<Map<bigint, string>> {
  if (memberIds.length === 0) return new Map();
  const table = sql.table(tableName);
  const settledAt = sql.ref(SETTLED_BETS[tableName].settledAt);
  const { rows } = await sql<{ member_id: bigint; mark: string }>`
    SELECT member.id AS member_id, latest.mark
    FROM unnest(${[...memberIds]}::bigint[]) AS member(id)
    CROSS JOIN LATERAL (
      SELECT ${settledAt}::text || '/' || id::text AS mark FROM ${table}
      WHERE member_id = member.id AND ${SETTLED_BETS[tableName].settled}
      ORDER BY ${settledAt} DESC, id DESC LIMIT 1
    ) AS latest`.execute(db);
  return new Map(rows.map((row) => [BigInt(row.member_id), row.mark]));
}
