import {
  PROFILE_SET_ONCE,
  type ZMobileVerifyBody,
  type ZProfile,
  type ZProfileBody,
} from '@platform/contracts/identity/profile-schemas';
import { checkFieldRule } from '@platform/contracts/patterns';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { verifyPassword } from '../../../platform/passwords.ts';
import { requireSmsQuota, sendMessage } from '../../messaging/service.ts';
import { getRegisterSettings } from '../../system/service.ts';
import { messageText } from '../codes/message-texts.ts';
import { checkCode, issueCode, useCode } from '../codes/one-time-codes.ts';
import type { Client } from '../login/session.ts';
import { checkedMobile } from '../phone/phone-auth.ts';
import * as repo from '../repo.ts';
import * as profileRepo from './repo.ts';

type Profile = z.output<typeof ZProfile>;
type ProfileBody = z.output<typeof ZProfileBody>;

/** The profile keys a member edits here, as the registration payload names them where it has them. */
const TEXT_FIELDS = [
  'payeeName',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'incomeSource',
  'zalo',
  'telegram',
  'lineId',
  'email',
] as const;

const masked = (mobile: string) => `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;

async function memberOf(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  const member = await repo.findMemberById(db, merchant.id, memberId);
  if (!member) throw new AppError('login.not.session');
  return member;
}

export async function profileOf(db: Kysely<DB>, merchant: Merchant, memberId: bigint): Promise<Profile> {
  const member = await memberOf(db, merchant, memberId);
  const text = Object.fromEntries(TEXT_FIELDS.map((key) => [key, member.profile[key] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    account: member.account,
    nickname: member.nickname,
    ...text,
    mobile: member.verified_mobile ? masked(member.verified_mobile) : null,
    locked: PROFILE_SET_ONCE.filter((key) => text[key] !== ''),
    hasPaymentPassword: member.payment_password_hash !== null,
  };
}

/** The member's full name, to which withdrawals are paid; empty until the member sets it. */
export async function fullNameOf(db: Kysely<DB>, merchant: Merchant, memberId: bigint): Promise<string> {
  return (await memberOf(db, merchant, memberId)).profile.payeeName ?? '';
}

/** Whole years between the birthday and today (UTC), as the brand's minimum age is counted. */
export function ageOn(birthday: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = birthday.split('-').map(Number);
  const hadBirthday =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/**
 * Updates the fields sent. The full name and birthday are set once (withdrawals are paid to that
 * name, and the age was declared at registration): after that they are locked. A new email needs
 * the login password, as it resets passwords and receives login codes.
 */
export async function updateProfile(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: ProfileBody,
  now = new Date(),
): Promise<Profile> {
  const member = await memberOf(db, merchant, memberId);
  const changes: Record<string, string> = {};
  for (const key of TEXT_FIELDS) {
    const value = body[key];
    if (value !== undefined && value !== (member.profile[key] ?? '')) changes[key] = value;
  }
  for (const key of PROFILE_SET_ONCE) {
    if (!(key in changes)) continue;
    if ((member.profile[key] ?? '') !== '') throw new AppError('profile.field.locked');
    if (changes[key] === '') delete changes[key];
  }
  // The full name meets the brand's payee-name rule, as at registration (the real-name rule among them).
  if (changes.payeeName) {
    const rule = (await getRegisterSettings(db, merchant)).rules.payeeName;
    const violation = rule ? checkFieldRule(changes.payeeName, rule) : null;
    if (violation) throw new AppError('profile.payee.format');
  }
  if (changes.birthday) {
    const age = ageOn(changes.birthday, now);
    if (age < merchant.minimumAge || age > 120) throw new AppError('profile.birthday.invalid');
  }
  if ('email' in changes && !(await verifyPassword(member.password_hash, body.password ?? '')))
    throw new AppError('password.wrong', { issues: [{ path: 'body.password', code: 'wrong' }] });
  const updated = await profileRepo.updateProfile(db, member.id, {
    changes,
    setOnce: PROFILE_SET_ONCE,
    nickname: body.nickname,
  });
  if (!updated) throw new AppError('profile.field.locked');
  return profileOf(db, merchant, memberId);
}

/**
 * Sends a code to the number a member without a verified mobile is verifying. The number is checked
 * for use by another account only when the code comes back, so the call tells a stranger nothing.
 */
export async function sendMobileCode(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  mobileNum: string,
  client: Client,
  language: string,
  now = new Date(),
): Promise<void> {
  const member = await memberOf(db, merchant, memberId);
  if (member.verified_mobile) throw new AppError('phone.already.verified');
  const mobile = checkedMobile(mobileNum, await getRegisterSettings(db, merchant));
  await requireSmsQuota(db, merchant, now);
  const code = await issueCode(
    db,
    { merchantId: merchant.id, purpose: 'verify-mobile', recipient: mobile, ip: client.ip },
    now,
  );
  await sendMessage(db, merchant, {
    channel: 'sms',
    recipient: mobile,
    subject: null,
    body: messageText(language, 'smsCode', { brand: merchant.name, code }),
    purpose: 'verify-mobile-code',
  });
}

/** Makes the number the member's verified mobile, once: a verified number is not replaced here. */
export async function verifyMobile(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZMobileVerifyBody>,
  now = new Date(),
): Promise<Profile> {
  const member = await memberOf(db, merchant, memberId);
  if (member.verified_mobile) throw new AppError('phone.already.verified');
  const mobile = checkedMobile(body.mobileNum, await getRegisterSettings(db, merchant));
  const codeId = await checkCode(
    db,
    { merchantId: merchant.id, purpose: 'verify-mobile', recipient: mobile, code: body.verificationCode },
    now,
  );
  try {
    await db.transaction().execute(async (trx) => {
      await useCode(trx, codeId, now);
      if (!(await profileRepo.setVerifiedMobile(trx, member.id, mobile)))
        throw new AppError('phone.already.verified');
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('register.mobile.unavailable', {
        issues: [{ path: 'body.mobileNum', code: 'taken' }],
        cause: error,
      });
    throw error;
  }
  return profileOf(db, merchant, memberId);
}
