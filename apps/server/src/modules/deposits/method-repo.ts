import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type MethodFilter = {
  kind?: 'bank_transfer' | 'online' | undefined;
  sort: 'sortOrder' | 'code' | 'name';
  order: 'asc' | 'desc';
  page: number;
  size: number;
};

const SORT_COLUMN = { sortOrder: 'sort_order', code: 'code', name: 'name' } as const;

export async function listMethods(db: Kysely<DB>, merchantId: bigint, filter: MethodFilter) {
  let query = db.selectFrom('deposit_methods').where('merchant_id', '=', merchantId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  const [rows, { total }] = await Promise.all([
    query
      .selectAll()
      .orderBy(SORT_COLUMN[filter.sort], filter.order)
      .orderBy('id')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total) };
}

export function findMethod(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type MethodFields = {
  name: string;
  min_amount: bigint;
  max_amount: bigint;
  enabled: boolean;
  sort_order: number;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  branch: string | null;
  gateway: string | null;
  gateway_secret: string | null;
  fee_fixed: bigint;
  fee_bps: number;
  fee_cap: bigint | null;
};

/** The new method's id; undefined when the brand has a method of that code already. */
export async function insertMethod(
  db: Kysely<DB>,
  merchantId: bigint,
  method: MethodFields & { code: string; kind: 'bank_transfer' | 'online' },
) {
  const row = await db
    .insertInto('deposit_methods')
    .values({ merchant_id: merchantId, ...method })
    .onConflict((conflict) => conflict.constraint('deposit_methods_code_per_brand').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateMethod(db: Kysely<DB>, merchantId: bigint, id: bigint, method: MethodFields) {
  await db
    .updateTable('deposit_methods')
    .set(method)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/**
 * The sealed secret of the brand's online method with a gateway: enabled ones first, then the newest,
 * so a payout still finds the key while the brand has paused its deposits there.
 */
export async function gatewaySecretOf(db: Kysely<DB>, merchantId: bigint, gateway: string) {
  const row = await db
    .selectFrom('deposit_methods')
    .select('gateway_secret')
    .where('merchant_id', '=', merchantId)
    .where('gateway', '=', gateway)
    .where('gateway_secret', 'is not', null)
    .orderBy('enabled', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.gateway_secret ?? undefined;
}
