import { normalizeInput } from '@platform/contracts/patterns';
import type { Profile, ProfileChanges } from '../../../shared/api/profile.ts';

/** The profile's editable text fields, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'birthday',
  'nationality',
  'occupation',
  'incomeSource',
  'zalo',
  'telegram',
  'lineId',
  'email',
  'address',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * What the form changes: only the fields whose value differs from the saved profile, so that a
 * locked field sent back unchanged is no change, and the email's password is sent only with a new email.
 */
export function profileChanges(
  saved: Profile,
  form: Record<ProfileField, string>,
  password: string,
): ProfileChanges {
  const changes: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = normalizeInput(form[field]);
    if (value !== (saved[field] ?? '')) changes[field] = value;
  }
  if (changes.nickname === '') delete changes.nickname;
  if ('email' in changes) changes.password = password;
  return changes;
}
