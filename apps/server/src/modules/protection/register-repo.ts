import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { HashedKey } from './person-keys.ts';

export function registerOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('exclusion_registers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function saveRegister(
  db: Kysely<DB>,
  register: {
    merchantId: bigint;
    sourceKind: 'file' | 'http';
    url: string | null;
    sealedSecret: string | null;
  },
) {
  const values = {
    source_kind: register.sourceKind,
    url: register.url,
    sealed_secret: register.sealedSecret,
  };
  return db
    .insertInto('exclusion_registers')
    .values({ merchant_id: register.merchantId, ...values })
    .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet(values))
    .execute();
}

/** The brands whose register is fetched over HTTP, for the import job. */
export function httpRegisters(db: Kysely<DB>) {
  return db
    .selectFrom('exclusion_registers')
    .select(['merchant_id', 'url', 'sealed_secret', 'imported_at'])
    .where('source_kind', '=', 'http')
    .execute();
}

export async function upsertEntries(
  db: Kysely<DB>,
  merchantId: bigint,
  rows: readonly (HashedKey & { endsAt: Date | null })[],
  now: Date,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('exclusion_register_entries')
    .values(
      rows.map((row) => ({
        merchant_id: merchantId,
        key_kind: row.kind,
        key_hash: row.hash,
        ends_at: row.endsAt,
        imported_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['merchant_id', 'key_hash', 'key_kind']).doUpdateSet({
        ends_at: (eb) => eb.ref('excluded.ends_at'),
        imported_at: (eb) => eb.ref('excluded.imported_at'),
      }),
    )
    .execute();
}

export function markImported(db: Kysely<DB>, merchantId: bigint, now: Date) {
  return db
    .insertInto('exclusion_registers')
    .values({ merchant_id: merchantId, source_kind: 'file', imported_at: now })
    .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet({ imported_at: now }))
    .execute();
}

export async function entryCount(db: Kysely<DB>, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('exclusion_register_entries')
    .select(sql<string>`count(*)`.as('count'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
