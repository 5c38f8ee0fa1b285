import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { resolveMerchant } from '../system/service.ts';

/** Whether a staff session may act on the brand `merchantId`. */
function staffMayActOn(staff: OperatorSession, merchantId: bigint): boolean {
  return staff.allBrands || staff.merchantIds.includes(merchantId);
}

/**
 * The brand of `code` if the staff session may act on it. Staff limited to some brands are not told
 * whether another brand exists.
 */
export async function staffBrand(db: Kysely<DB>, staff: OperatorSession, code: string): Promise<Merchant> {
  const merchant = await resolveMerchant(db, { code, host: '' });
  if (!merchant || !staffMayActOn(staff, merchant.id))
    throw new AppError(staff.allBrands ? 'merchant.not.found' : 'access.forbidden');
  return merchant;
}
