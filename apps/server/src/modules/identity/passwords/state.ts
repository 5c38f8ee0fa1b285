import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { getWhitelabelTree } from '../../system/service.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Whether a password set at `changedAt` is past the brand's maximum age (null: passwords do not expire). */
export function isPasswordExpired(changedAt: Date, maxAgeDays: number | null, now: Date): boolean {
  return maxAgeDays !== null && now.getTime() - changedAt.getTime() >= maxAgeDays * DAY_MS;
}

type PasswordState = { firstTimeLogin: boolean; passwordExpired: boolean; passwordChangeRequired: boolean };

/**
 * What a password login tells about the password (spec section 4, step 3): a one-time initial password
 * must be changed at once; an expired one only where the brand's force-change switch is on, otherwise
 * the site just suggests it. SMS and social logins do not come through here, as the spec says.
 */
export async function passwordStateAtLogin(
  db: Kysely<DB>,
  merchant: Merchant,
  member: { must_change_password: boolean; password_changed_at: Date },
  now: Date,
): Promise<PasswordState> {
  const firstTimeLogin = member.must_change_password;
  const passwordExpired = isPasswordExpired(member.password_changed_at, merchant.passwordMaxAgeDays, now);
  // The brand's switches are read only when they matter, keeping them off the common login path.
  const isExpiryForced =
    passwordExpired &&
    !firstTimeLogin &&
    isFeatureEnabled(await getWhitelabelTree(db, merchant), 'FORCE_PASSWORD_EXPIRY_CHANGE');
  return { firstTimeLogin, passwordExpired, passwordChangeRequired: firstTimeLogin || isExpiryForced };
}
