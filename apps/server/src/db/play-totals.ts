import { type Kysely, sql } from 'kysely';
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
 * Per member, the bets of a play table (lottery bets, game rounds) settled in [from, until) with a
 * stake of at least `minStake`: the same sums over each module's own table, so that the lottery and
 * the game wallet answer the settlements alike. Read by settle time, each bet falls in exactly one
 * period whenever it settles.
 */
export async function playByMember(
  db: Kysely<DB>,
  source: { table: 'lottery_bets' | 'game_rounds'; settledAt: 'settled_at' | 'closed_at' },
  filter: PlayFilter,
): Promise<MemberPlay[]> {
  const table = sql.table(source.table);
  const settledAt = sql.ref(source.settledAt);
  const breaks = filter.breaks ?? [];
  if (filter.insideBreaks && breaks.length === 0) return [];
  const outsideBreaks =
    breaks.length === 0
      ? sql``
      : sql`AND ${filter.insideBreaks ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM (VALUES ${sql.join(
          breaks.map(
            (each) => sql`(${each.memberId}::bigint, ${each.from}::timestamptz, ${each.until}::timestamptz)`,
          ),
        )}) AS break (member_id, starts_at, ends_at)
          WHERE break.member_id = ${table}.member_id AND ${settledAt} >= break.starts_at AND ${settledAt} < break.ends_at)`;
  const { rows } = await sql<{ member_id: string; valid: string; pl: string; won: string; lost: string }>`
    SELECT member_id,
      sum(stake - refunded) AS valid,
      sum(win + refunded - stake) AS pl,
      coalesce(sum(stake - refunded) FILTER (WHERE win + refunded > stake), 0) AS won,
      coalesce(sum(stake - refunded) FILTER (WHERE win + refunded <= stake), 0) AS lost
    FROM ${table}
    WHERE merchant_id = ${filter.merchantId} AND ${settledAt} >= ${filter.from} AND ${settledAt} < ${filter.until}
      AND stake >= ${filter.minStake} ${outsideBreaks}
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
