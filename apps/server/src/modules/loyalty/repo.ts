import { type Kysely, sql } from 'kysely';
import type { DB, PointType } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

export function ratiosOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('points_ratios')
    .select(['point_type', 'minor_per_point'])
    .where('merchant_id', '=', merchantId)
    .execute();
}

/** Holds the brand's ratios until the transaction ends: a change reads what it replaces after this. */
export const lockRatios = (db: Kysely<DB>, merchantId: bigint) =>
  lockUntilCommit(db, `points_ratios:${merchantId}`);

export async function replaceRatios(
  db: Kysely<DB>,
  merchantId: bigint,
  ratios: readonly { type: PointType; minorPerPoint: bigint }[],
): Promise<void> {
  // A delete and an insert: two copies at once would both find nothing and both insert (a duplicate key).
  await lockRatios(db, merchantId);
  await db.deleteFrom('points_ratios').where('merchant_id', '=', merchantId).execute();
  if (ratios.length === 0) return;
  await db
    .insertInto('points_ratios')
    .values(
      ratios.map((ratio) => ({
        merchant_id: merchantId,
        point_type: ratio.type,
        minor_per_point: ratio.minorPerPoint,
      })),
    )
    .execute();
}

export type Source = 'deposit' | 'round' | 'lottery';

export async function watermarkOf(db: Kysely<DB>, source: Source): Promise<{ at: Date; id: bigint }> {
  const row = await db
    .selectFrom('points_watermarks')
    .select(['read_until', 'last_id'])
    .where('source', '=', source)
    .executeTakeFirst();
  return row ? { at: row.read_until, id: row.last_id } : { at: new Date(0), id: 0n };
}

/** Moves a source's watermark forward only: an instance that read less never moves it back. */
export async function advanceWatermark(db: Kysely<DB>, source: Source, to: { at: Date; id: bigint }) {
  await db
    .insertInto('points_watermarks')
    .values({ source, read_until: to.at, last_id: to.id })
    .onConflict((conflict) =>
      conflict
        .column('source')
        .doUpdateSet({ read_until: to.at, last_id: to.id })
        .where(
          sql<boolean>`(points_watermarks.read_until, points_watermarks.last_id) < (${to.at}, ${to.id})`,
        ),
    )
    .execute();
}

export function levelsOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('vip_levels')
    .select(['level', 'name', 'min_deposit', 'min_bet', 'upgrade_bonus', 'rebate_rates'])
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .execute();
}

export async function windowDaysOf(db: Kysely<DB>, merchantId: bigint): Promise<number | undefined> {
  const row = await db
    .selectFrom('vip_settings')
    .select('window_days')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.window_days;
}

export async function replaceLevels(
  db: Kysely<DB>,
  merchantId: bigint,
  settings: {
    windowDays: number;
    levels: readonly {
      level: number;
      name: string;
      minDeposit: bigint;
      minBet: bigint;
      upgradeBonus: bigint;
      rebateRates: Record<string, number>;
    }[];
  },
): Promise<void> {
  await db
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, window_days: settings.windowDays })
    .onConflict((conflict) =>
      conflict.column('merchant_id').doUpdateSet({ window_days: settings.windowDays }),
    )
    .execute();
  await db.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
  await db
    .insertInto('vip_levels')
    .values(
      settings.levels.map((rule) => ({
        merchant_id: merchantId,
        level: rule.level,
        name: rule.name,
        min_deposit: rule.minDeposit,
        min_bet: rule.minBet,
        upgrade_bonus: rule.upgradeBonus,
        rebate_rates: JSON.stringify(rule.rebateRates),
      })),
    )
    .execute();
}

/** The last GMT+8 day the rebate job finished, if any. */
export async function lastRebateDay(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('vip_rebate_days')
    .select('day')
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.day;
}

export async function finishRebateDay(db: Kysely<DB>, day: string): Promise<void> {
  await db
    .insertInto('vip_rebate_days')
    .values({ day })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

/** Records a member's rebate for a day; undefined when the day was recorded before (paid once). */
export async function insertRebate(
  db: Kysely<DB>,
  rebate: {
    merchantId: bigint;
    memberId: bigint;
    day: string;
    level: number;
    validBets: Record<string, string>;
    amount: bigint;
  },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('vip_rebates')
    .values({
      merchant_id: rebate.merchantId,
      member_id: rebate.memberId,
      day: rebate.day,
      level: rebate.level,
      valid_bets: JSON.stringify(rebate.validBets),
      amount: rebate.amount,
    })
    .onConflict((conflict) => conflict.constraint('vip_rebates_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function convertRateOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('points_convert_rates')
    .select(['points', 'minor_amount', 'min_points'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Holds the brand's rate until the transaction ends, so a change reads the rate it replaces. */
export const lockConvertRate = (db: Kysely<DB>, merchantId: bigint) =>
  lockUntilCommit(db, `points_convert_rates:${merchantId}`);

/** Sets the brand's rate, or with `null` removes it (converting off). */
export async function setConvertRate(
  db: Kysely<DB>,
  merchantId: bigint,
  rate: { points: bigint; minorAmount: bigint; minPoints: bigint } | null,
): Promise<void> {
  if (rate === null) {
    await db.deleteFrom('points_convert_rates').where('merchant_id', '=', merchantId).execute();
    return;
  }
  const values = { points: rate.points, minor_amount: rate.minorAmount, min_points: rate.minPoints };
  await db
    .insertInto('points_convert_rates')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((conflict) =>
      conflict.column('merchant_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}
