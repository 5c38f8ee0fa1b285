import { type Kysely, sql } from 'kysely';
import type { DB, MallProductKind, RedemptionStatus } from '../../db/schema.ts';

export type ProductFields = {
  kind: MallProductKind;
  names: Record<string, string>;
  images: Record<string, string>;
  points: bigint;
  cashAmount: bigint;
  stock: number;
  enabled: boolean;
  sortOrder: number;
};

const PRODUCT_COLUMNS = [
  'id',
  'kind',
  'names',
  'images',
  'points',
  'cash_amount',
  'stock',
  'enabled',
  'sort_order',
] as const;

export type ProductRow = Awaited<ReturnType<typeof productsOf>>[number];

export function productsOf(db: Kysely<DB>, merchantId: bigint, { enabledOnly }: { enabledOnly: boolean }) {
  return db
    .selectFrom('mall_products')
    .select(PRODUCT_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .$if(enabledOnly, (query) => query.where('enabled', '=', true))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function productById(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return db
    .selectFrom('mall_products')
    .select(PRODUCT_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const productValues = (fields: ProductFields) => ({
  kind: fields.kind,
  names: JSON.stringify(fields.names),
  images: JSON.stringify(fields.images),
  points: fields.points,
  cash_amount: fields.cashAmount,
  stock: fields.stock,
  enabled: fields.enabled,
  sort_order: fields.sortOrder,
});

export async function insertProduct(
  db: Kysely<DB>,
  merchantId: bigint,
  fields: ProductFields,
): Promise<bigint> {
  const row = await db
    .insertInto('mall_products')
    .values({ merchant_id: merchantId, ...productValues(fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Kysely<DB>, merchantId: bigint, id: bigint, fields: ProductFields) {
  const result = await db
    .updateTable('mall_products')
    .set(productValues(fields))
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes `quantity` items of an offered product in one statement: the row lock and the stock check go
 * together, so concurrent redemptions never take more than there is.
 */
export function takeStock(db: Kysely<DB>, merchantId: bigint, id: bigint, quantity: number) {
  return db
    .updateTable('mall_products')
    .set({ stock: sql`stock - ${quantity}` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('stock', '>=', quantity)
    .returning(['id', 'kind', 'names', 'points', 'cash_amount'])
    .executeTakeFirst();
}

export async function returnStock(db: Kysely<DB>, id: bigint, quantity: number): Promise<void> {
  await db
    .updateTable('mall_products')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', id)
    .execute();
}

const REDEMPTION_COLUMNS = [
  'redemption.id',
  'redemption.member_id',
  'redemption.transaction_no',
  'redemption.request_key',
  'redemption.product_id',
  'redemption.quantity',
  'redemption.points',
  'redemption.cash_amount',
  'redemption.status',
  'redemption.remark',
  'redemption.created_at',
  'product.kind',
  'product.names',
] as const;

const redemptions = (db: Kysely<DB>) =>
  db
    .selectFrom('mall_redemptions as redemption')
    .innerJoin('mall_products as product', 'product.id', 'redemption.product_id')
    .select(REDEMPTION_COLUMNS);

export type RedemptionRow = NonNullable<Awaited<ReturnType<typeof redemptionByRequest>>>;

export function redemptionByRequest(db: Kysely<DB>, memberId: bigint, requestKey: string) {
  return redemptions(db)
    .where('redemption.member_id', '=', memberId)
    .where('redemption.request_key', '=', requestKey)
    .executeTakeFirst();
}

export function lockRedemption(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return redemptions(db)
    .where('redemption.merchant_id', '=', merchantId)
    .where('redemption.id', '=', id)
    .forUpdate('redemption')
    .executeTakeFirst();
}

export async function insertRedemption(
  db: Kysely<DB>,
  redemption: {
    merchantId: bigint;
    memberId: bigint;
    productId: bigint;
    transactionNo: string;
    requestKey: string;
    quantity: number;
    points: bigint;
    cashAmount: bigint;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('mall_redemptions')
    .values({
      merchant_id: redemption.merchantId,
      member_id: redemption.memberId,
      product_id: redemption.productId,
      transaction_no: redemption.transactionNo,
      request_key: redemption.requestKey,
      quantity: redemption.quantity,
      points: redemption.points,
      cash_amount: redemption.cashAmount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRedemptionStatus(
  db: Kysely<DB>,
  id: bigint,
  change: { status: RedemptionStatus; remark: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('mall_redemptions')
    .set({
      status: change.status,
      ...(change.remark ? { remark: change.remark } : {}),
      ...(change.status === 'completed' ? { completed_at: change.at } : { decided_at: change.at }),
    })
    .where('id', '=', id)
    .execute();
}

export function redemptionsOfMember(
  db: Kysely<DB>,
  memberId: bigint,
  page: { offset: number; limit: number },
) {
  return redemptions(db)
    .where('redemption.member_id', '=', memberId)
    .orderBy('redemption.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function redemptionCount(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('mall_redemptions')
    .select(sql<string>`count(*)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the brand's redemptions (offset and limit from pageWindow), by id either way. */
export function redemptionsOfBrand(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    status?: RedemptionStatus | undefined;
    memberId?: bigint | undefined;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  return redemptions(db)
    .where('redemption.merchant_id', '=', merchantId)
    .$if(filter.status !== undefined, (query) =>
      query.where('redemption.status', '=', filter.status ?? 'applying'),
    )
    .$if(filter.memberId !== undefined, (query) =>
      query.where('redemption.member_id', '=', filter.memberId ?? 0n),
    )
    .orderBy('redemption.id', filter.order)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}
