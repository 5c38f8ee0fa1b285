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

/**
 * Per member, the bets of a play table (lottery bets, game rounds) settled in [from, until) with a
 * stake of at least `minStake`: the same sums over each module's own table, so that the lottery and
 * the game wallet answer the settlements alike. Read by settle time, each bet falls in exactly one
 * period whenever it settles.
 */
export async function playByMember(
  db: Kysely<DB>,
  source: { table: 'lottery_bets' | 'game_rounds'; settledAt: 'settled_at' | 'closed_at' },
  filter: { merchantId: bigint; from: Date; until: Date; minStake: bigint },
): Promise<MemberPlay[]> {
  const table = sql.table(source.table);
  const settledAt = sql.ref(source.settledAt);
  const { rows } = await sql<{ member_id: string; valid: string; pl: string; won: string; lost: string }>`
    SELECT member_id,
      sum(stake - refunded) AS valid,
      sum(win + refunded - stake) AS pl,
      coalesce(sum(stake - refunded) FILTER (WHERE win + refunded > stake), 0) AS won,
      coalesce(sum(stake - refunded) FILTER (WHERE win + refunded <= stake), 0) AS lost
    FROM ${table}
    WHERE merchant_id = ${filter.merchantId} AND ${settledAt} >= ${filter.from} AND ${settledAt} < ${filter.until}
      AND stake >= ${filter.minStake}
    GROUP BY member_id`.execute(db);
  return rows.map((row) => ({
    memberId: BigInt(row.member_id),
    validBet: BigInt(row.valid),
    profitLoss: BigInt(row.pl),
    wonValid: BigInt(row.won),
    lostValid: BigInt(row.lost),
  }));
}
