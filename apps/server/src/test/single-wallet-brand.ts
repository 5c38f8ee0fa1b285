import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_BRAND } from '../db/seed/demo-brand.ts';
import { createMerchant } from '../modules/system/service.ts';

/** Opens a copy of the demo brand, without its catalogue, with the single-wallet switch on. */
export function createSingleWalletBrand(db: Kysely<DB>, code: string, domains: string[]): Promise<bigint> {
  const features = DEMO_BRAND.features.map((node) => ({
    ...node,
    childrenNodes: node.childrenNodes.map((child) =>
      child.modId === 'SINGLE_MERCHANT_WALLET' ? { ...child, enabled: true } : child,
    ),
  }));
  return createMerchant(db, { ...DEMO_BRAND, code, domains, features });
}
