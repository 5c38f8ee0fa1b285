import type { Kysely } from 'kysely';
import { createMerchant, hasAnyMerchant } from '../../modules/system/service.ts';
import { isUniqueViolation } from '../pg-errors.ts';
import type { DB } from '../schema.ts';
import { DEMO_BRAND } from './demo-brand.ts';

/** Opens the demo brand on an empty database; does nothing once any brand exists. */
export async function seedIfEmpty(db: Kysely<DB>): Promise<boolean> {
  if (await hasAnyMerchant(db)) return false;
  try {
    await createMerchant(db, DEMO_BRAND);
    return true;
  } catch (error) {
    // Another instance starting at the same moment seeded first: the brand exists, which is the goal.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
