import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

const COLUMNS = ['id', 'title', 'titles', 'period', 'metric', 'target', 'reward', 'active'] as const;

export type NewMission = {
  merchantId: bigint;
  title: string;
  /** The title in other languages, by language code. */
  titles: Record<string, string>;
  period: 'daily' | 'weekly';
  metric: 'deposit' | 'bet' | 'login';
  target: bigint;
  reward: bigint;
};

export function insertMission(db: Kysely<DB>, mission: NewMission) {
  return db
    .insertInto('missions')
    .values({
      merchant_id: mission.merchantId,
      title: mission.title,
      titles: JSON.stringify(mission.titles),
      period: mission.period,
      metric: mission.metric,
      target: mission.target,
      reward: mission.reward,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function missionsOf(db: Kysely<DB>, merchantId: bigint, { activeOnly }: { activeOnly: boolean }) {
  return db
    .selectFrom('missions')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .$if(activeOnly, (query) => query.where('active', '=', true))
    .orderBy('id')
    .execute();
}

/** The brand's mission, held until the transaction ends (a close reads whether it was open). */
export function lockMission(db: Kysely<DB>, merchantId: bigint, missionId: bigint) {
  return db
    .selectFrom('missions')
    .select(COLUMNS)
    .where('id', '=', missionId)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

export function closeMission(db: Kysely<DB>, merchantId: bigint, missionId: bigint) {
  return db
    .updateTable('missions')
    .set({ active: false })
    .where('id', '=', missionId)
    .where('merchant_id', '=', merchantId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function findActiveMission(db: Kysely<DB>, merchantId: bigint, missionId: bigint) {
  return db
    .selectFrom('missions')
    .select(COLUMNS)
    .where('id', '=', missionId)
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** The periods (by their first date) in which the member claimed each of `missionIds`. */
export function claimsOf(db: Kysely<DB>, memberId: bigint, missionIds: readonly bigint[]) {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mission_claims')
    .select(['mission_id', 'period_start'])
    .where('member_id', '=', memberId)
    .where('mission_id', 'in', missionIds)
    .execute();
}

/** Records the claim; false when the member claimed this mission in this period already. */
export async function insertClaim(
  db: Kysely<DB>,
  claim: { missionId: bigint; memberId: bigint; merchantId: bigint; periodStart: string; reward: bigint },
): Promise<boolean> {
  const row = await db
    .insertInto('mission_claims')
    .values({
      mission_id: claim.missionId,
      member_id: claim.memberId,
      merchant_id: claim.merchantId,
      period_start: claim.periodStart,
      reward: claim.reward,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('mission_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The members with the most claims since `since`, then the most rewarded, then the earliest. */
export function leaders(db: Kysely<DB>, merchantId: bigint, since: Date, limit: number) {
  return db
    .selectFrom('mission_claims')
    .select(['member_id', sql<string>`count(*)`.as('missions'), sql<string>`sum(reward)`.as('rewards')])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', since)
    .groupBy('member_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`sum(reward)`, 'desc')
    .orderBy(sql`min(created_at)`)
    .limit(limit)
    .execute();
}

export function missionOfBrand(db: Kysely<DB>, merchantId: bigint, missionId: bigint) {
  return db
    .selectFrom('missions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', missionId)
    .executeTakeFirst();
}

/** A mission's completions, members, periods and cost in one statement over its claims. */
export function resultsOf(db: Kysely<DB>, missionId: bigint) {
  return db
    .selectFrom('mission_claims')
    .select((eb) => [
      eb.fn.countAll<string>().as('completions'),
      sql<string>`count(distinct member_id)`.as('members'),
      sql<string>`count(distinct period_start)`.as('periods'),
      sql<string>`coalesce(sum(reward), 0)`.as('cost'),
      eb.fn.max('created_at').as('last_completed_at'),
    ])
    .where('mission_id', '=', missionId)
    .executeTakeFirstOrThrow();
}
