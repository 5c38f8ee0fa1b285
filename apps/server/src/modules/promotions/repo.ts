import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { ApplicationStatus, DB } from '../../db/schema.ts';

export type PromotionRow = Awaited<ReturnType<typeof promotionsOfBrand>>[number];
export type ContentRow = DB['promotion_contents'];
export type NewPromotion = Omit<Insertable<DB['promotions']>, 'id' | 'created_at' | 'updated_at'>;

export function promotionsOfBrand(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export type StaffPromotionState = 'scheduled' | 'running' | 'ended' | 'closed';
const SORT_COLUMNS = {
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  code: 'code',
  sortOrder: 'sort_order',
} as const;

/** The state staff see, from the close and the dates at `now`: one definition for the filter and the rows. */
function stateOf(now: Date) {
  return sql<StaffPromotionState>`case
    when closed_at is not null then 'closed'
    when starts_at > ${now} then 'scheduled'
    when ends_at <= ${now} then 'ended'
    else 'running' end`;
}

/** One page of a brand's promotions with their state at `now`, and how many the filter matches. */
export async function promotionsPage(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    state?: StaffPromotionState | undefined;
    sort: keyof typeof SORT_COLUMNS;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
  now: Date,
) {
  const base = db
    .selectFrom('promotions')
    .where('merchant_id', '=', merchantId)
    .$if(filter.state !== undefined, (query) => query.where(stateOf(now), '=', filter.state ?? 'running'));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .select(stateOf(now).as('state'))
      .orderBy(SORT_COLUMNS[filter.sort], filter.order)
      .orderBy('id', filter.order)
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * A promotion's results in one statement: each figure is counted in its own table, so no join
 * multiplies another's rows; participants are the members found in any of the three.
 */
export function resultsOf(db: Kysely<DB>, promotionId: bigint) {
  return sql<{
    participants: string;
    applying: string;
    approved: string;
    rejected: string;
    bonuses: string;
    bonuses_released: string;
    bonus_cost: string;
    raffle_draws: string;
    raffle_cost: string;
  }>`select
      (select count(*) from (
        select member_id from promotion_applications where promotion_id = ${promotionId}
        union select member_id from promotion_bonuses where promotion_id = ${promotionId}
        union select member_id from promotion_raffle_draws where promotion_id = ${promotionId}
      ) as members) as participants,
      a.applying, a.approved, a.rejected,
      b.bonuses, b.bonuses_released, b.bonus_cost,
      r.raffle_draws, r.raffle_cost
    from
      (select count(*) filter (where status = 'applying') as applying,
              count(*) filter (where status = 'approved') as approved,
              count(*) filter (where status = 'rejected') as rejected
         from promotion_applications where promotion_id = ${promotionId}) as a,
      (select count(*) as bonuses, count(released_at) as bonuses_released,
              coalesce(sum(amount), 0) as bonus_cost
         from promotion_bonuses where promotion_id = ${promotionId}) as b,
      (select count(*) as raffle_draws, coalesce(sum(amount), 0) as raffle_cost
         from promotion_raffle_draws where promotion_id = ${promotionId}) as r`
    .execute(db)
    .then(({ rows }) => rows[0]);
}

export function findPromotion(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export function contentsOf(db: Kysely<DB>, promotionIds: readonly bigint[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('promotion_contents').selectAll().where('promotion_id', 'in', promotionIds).execute();
}

/** Inserts the promotion unless the brand has its code already; answers its id, or undefined when taken. */
export async function insertPromotion(db: Kysely<DB>, promotion: NewPromotion): Promise<bigint | undefined> {
  const row = await db
    .insertInto('promotions')
    .values(promotion)
    .onConflict((conflict) => conflict.constraint('promotions_code_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updatePromotion(
  db: Kysely<DB>,
  id: bigint,
  changes: Updateable<DB['promotions']>,
): Promise<void> {
  await db.updateTable('promotions').set(changes).where('id', '=', id).execute();
}

export function lockPromotion(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

/** Replaces the promotion's content in every language. */
export async function setContents(
  db: Kysely<DB>,
  promotionId: bigint,
  contents: readonly Omit<ContentRow, 'promotion_id'>[],
): Promise<void> {
  await db.deleteFrom('promotion_contents').where('promotion_id', '=', promotionId).execute();
  await db
    .insertInto('promotion_contents')
    .values(contents.map((content) => ({ ...content, promotion_id: promotionId })))
    .execute();
}

const applicationColumns = [
  'promotion_applications.id',
  'promotion_applications.promotion_id',
  'promotion_applications.member_id',
  'promotion_applications.remark',
  'promotion_applications.status',
  'promotion_applications.reason',
  'promotion_applications.created_at',
  'promotion_applications.decided_at',
] as const;

function applications(db: Kysely<DB>) {
  return db
    .selectFrom('promotion_applications')
    .innerJoin('promotions', 'promotions.id', 'promotion_applications.promotion_id')
    .select([
      ...applicationColumns,
      'promotions.code as promotion_code',
      (eb) =>
        eb
          .selectFrom('promotion_application_images')
          .select(sql<string>`count(*)`.as('count'))
          .whereRef('promotion_application_images.application_id', '=', 'promotion_applications.id')
          .as('image_count'),
    ]);
}
export type ApplicationRow = Awaited<ReturnType<typeof applicationsOfBrand>>[number];

export function applicationsOfMember(db: Kysely<DB>, memberId: bigint, promotionIds: readonly bigint[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return applications(db)
    .where('promotion_applications.member_id', '=', memberId)
    .where('promotion_applications.promotion_id', 'in', promotionIds)
    .execute();
}

/** A page of the brand's applications (offset and limit from pageWindow), by id either way. */
export function applicationsOfBrand(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    status?: ApplicationStatus | undefined;
    promotionCode?: string | undefined;
    memberId?: bigint | undefined;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  let query = applications(db).where('promotion_applications.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('promotion_applications.status', '=', filter.status);
  if (filter.promotionCode) query = query.where('promotions.code', '=', filter.promotionCode);
  if (filter.memberId !== undefined)
    query = query.where('promotion_applications.member_id', '=', filter.memberId);
  return query
    .orderBy('promotion_applications.id', filter.order)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export function findApplication(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return applications(db)
    .where('promotion_applications.merchant_id', '=', merchantId)
    .where('promotion_applications.id', '=', id)
    .executeTakeFirst();
}

export function lockApplication(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return db
    .selectFrom('promotion_applications')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts the member's application unless there is one; answers its id, or undefined when applied before. */
export async function insertApplication(
  db: Kysely<DB>,
  application: { merchantId: bigint; promotionId: bigint; memberId: bigint; remark: string },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('promotion_applications')
    .values({
      merchant_id: application.merchantId,
      promotion_id: application.promotionId,
      member_id: application.memberId,
      remark: application.remark,
    })
    .onConflict((conflict) => conflict.constraint('promotion_applications_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertImages(
  db: Kysely<DB>,
  applicationId: bigint,
  images: readonly { contentType: 'image/png' | 'image/jpeg'; storageKey: string }[],
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto('promotion_application_images')
    .values(
      images.map((image) => ({
        application_id: applicationId,
        content_type: image.contentType,
        storage_key: image.storageKey,
      })),
    )
    .execute();
}

export function imagesOf(db: Kysely<DB>, applicationId: bigint) {
  return db
    .selectFrom('promotion_application_images')
    .select(['id', 'content_type', 'bytes', 'storage_key'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

export async function decideApplication(
  db: Kysely<DB>,
  id: bigint,
  decision: { status: 'approved' | 'rejected'; reason: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('promotion_applications')
    .set({ status: decision.status, reason: decision.reason, decided_at: decision.at })
    .where('id', '=', id)
    .execute();
}

function bonuses(db: Kysely<DB>) {
  return db
    .selectFrom('promotion_bonuses')
    .innerJoin('promotions', 'promotions.id', 'promotion_bonuses.promotion_id')
    .selectAll('promotion_bonuses')
    .select('promotions.code as promotion_code');
}
export type BonusRow = Awaited<ReturnType<typeof bonusesOfMember>>[number];

export function bonusesOfMember(db: Kysely<DB>, memberId: bigint) {
  return bonuses(db)
    .where('promotion_bonuses.member_id', '=', memberId)
    .orderBy('promotion_bonuses.id', 'desc')
    .execute();
}

/** The member's bonuses still being wagered, in claim order, locked: one wagering pass at a time. */
export function lockUnreleasedBonuses(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('promotion_bonuses')
    .select(['id', 'member_id', 'amount', 'wagering_required', 'wagering_product', 'granted_at'])
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .where('released_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Where the stake that completed the member's last bonus played through stands, if any did. */
export async function lastWageredThrough(
  db: Kysely<DB>,
  memberId: bigint,
): Promise<{ at: Date; source: number; id: bigint } | undefined> {
  const row = await db
    .selectFrom('promotion_bonuses')
    .select(['wagered_through_at', 'wagered_through_source', 'wagered_through_id'])
    .where('member_id', '=', memberId)
    .where('wagered_through_at', 'is not', null)
    .orderBy('wagered_through_at', 'desc')
    .orderBy('wagered_through_source', 'desc')
    .orderBy('wagered_through_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.wagered_through_at) return undefined;
  return {
    at: row.wagered_through_at,
    source: row.wagered_through_source ?? 0,
    id: row.wagered_through_id ?? 0n,
  };
}

/**
 * Records the member's bonus of a promotion unless there is one: the unique key decides between
 * claims racing each other. Answers its id, or undefined when the member has it already.
 */
export async function insertBonus(
  db: Kysely<DB>,
  bonus: {
    merchantId: bigint;
    promotionId: bigint;
    memberId: bigint;
    amount: bigint;
    wageringRequired: bigint;
    wageringProduct: 'games' | 'lottery' | null;
  },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('promotion_bonuses')
    .values({
      merchant_id: bonus.merchantId,
      promotion_id: bonus.promotionId,
      member_id: bonus.memberId,
      amount: bonus.amount,
      wagering_required: bonus.wageringRequired,
      wagering_product: bonus.wageringProduct,
    })
    .onConflict((conflict) => conflict.constraint('promotion_bonuses_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Marks a bonus released, with the place of the stake that completed its wagering when it had any. */
export async function markReleased(
  db: Kysely<DB>,
  id: bigint,
  at: Date,
  through?: { at: Date; source: number; id: bigint },
): Promise<void> {
  await db
    .updateTable('promotion_bonuses')
    .set({
      released_at: at,
      ...(through
        ? {
            wagered_through_at: through.at,
            wagered_through_source: through.source,
            wagered_through_id: through.id,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

export function drawsOfMember(db: Kysely<DB>, memberId: bigint, promotionIds: readonly bigint[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_raffle_draws')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .orderBy('id', 'desc')
    .execute();
}

export function findDraw(db: Kysely<DB>, promotionId: bigint, memberId: bigint, periodKey: string) {
  return db
    .selectFrom('promotion_raffle_draws')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** Records the member's draw of the period unless there is one; answers its id, or undefined. */
export async function insertDraw(
  db: Kysely<DB>,
  draw: {
    merchantId: bigint;
    promotionId: bigint;
    memberId: bigint;
    periodKey: string;
    prizeIndex: number;
    amount: bigint;
  },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('promotion_raffle_draws')
    .values({
      merchant_id: draw.merchantId,
      promotion_id: draw.promotionId,
      member_id: draw.memberId,
      period_key: draw.periodKey,
      prize_index: draw.prizeIndex,
      amount: draw.amount,
    })
    .onConflict((conflict) => conflict.constraint('promotion_raffle_draws_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function promotionById(db: Kysely<DB>, id: bigint) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Bonuses still being wagered, oldest first, a batch at a time. */
export function unreleasedBonuses(db: Kysely<DB>, limit: number) {
  return bonuses(db)
    .where('promotion_bonuses.released_at', 'is', null)
    .orderBy('promotion_bonuses.id')
    .limit(limit)
    .execute();
}
