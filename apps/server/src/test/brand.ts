import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_BRAND } from '../db/seed/demo-brand.ts';
import { createMerchant } from '../modules/system/service.ts';

/** Another brand set up as the demo one, under `code` and the host `<code>.example`. */
export async function demoLikeBrand(db: Kysely<DB>, code: string): Promise<void> {
  await createMerchant(db, { ...DEMO_BRAND, code, domains: [`${code}.example`] });
}
