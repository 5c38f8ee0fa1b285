import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { VendorDefinition } from './vendor-definition.ts';

export function listEnabledVendors(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('game_vendors')
    .select([
      'category',
      'account_type_id',
      'vendor_code',
      'display_name',
      'small_icon',
      'is_hot',
      'in_maintenance',
    ])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('vendor_code')
    .execute();
}

export async function insertVendors(
  db: Kysely<DB>,
  merchantId: bigint,
  vendors: VendorDefinition[],
): Promise<void> {
  if (vendors.length === 0) return;
  await db
    .insertInto('game_vendors')
    .values(
      vendors.map((vendor, index) => ({
        merchant_id: merchantId,
        account_type_id: vendor.accountTypeId,
        vendor_code: vendor.vendorCode,
        category: vendor.category,
        display_name: vendor.displayName,
        small_icon: vendor.smallIcon,
        is_hot: vendor.isHot,
        in_maintenance: vendor.inMaintenance,
        sort_order: index,
      })),
    )
    .execute();
}
