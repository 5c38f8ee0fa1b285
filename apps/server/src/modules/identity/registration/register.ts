import type { LoginValue, RegisterBody } from '@platform/contracts/identity/schemas';
import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { DomainEvents } from '../../../platform/domain-events.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { refuseIfExcluded } from '../../protection/exclusion.ts';
import { getRegisterSettings } from '../../system/service.ts';
import { useCode } from '../codes/one-time-codes.ts';
import { firstLogin } from '../login/login.ts';
import type { Client } from '../login/session.ts';
import { type RegisterMethod, registrationPhone, unavailableError } from '../phone/phone-auth.ts';
import * as repo from '../repo.ts';
import { fieldValue, registrationIssues } from './rules.ts';

/** Registration fields kept with the account; passwords and one-time codes never are. */
const PROFILE_FIELDS = REGISTER_FIELDS.filter(
  (field) => !['username', 'password', 'paymentPassword', 'captcha'].includes(field),
);

/**
 * Opens an account under the brand's registration rules and logs it in, in one transaction with what
 * the modules subscribed to member.registered do. By mobile, the verified number is the account name;
 * a refused registration leaves its SMS code unused.
 */
export async function register(
  db: Kysely<DB>,
  events: DomainEvents,
  merchant: Merchant,
  body: RegisterBody,
  client: Client,
  language: string,
  now = new Date(),
  method: RegisterMethod = 'username',
): Promise<LoginValue> {
  const settings = await getRegisterSettings(db, merchant);
  const issues = registrationIssues(body, settings, method);
  if (issues.length > 0) throw new AppError('register.invalid', { issues });
  const phone = await registrationPhone(db, merchant, body, method, settings, now);
  // A person excluded on any brand cannot open an account here either.
  await refuseIfExcluded(
    db,
    merchant,
    {
      keys: {
        phone: phone?.mobile ?? null,
        email: fieldValue(body, 'email'),
        documentNumber: fieldValue(body, 'idNumber'),
      },
    },
    'register',
    now,
  );
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(fieldValue(body, 'password')),
    settings.config.paymentPassword.enabled && fieldValue(body, 'paymentPassword')
      ? hashPassword(fieldValue(body, 'paymentPassword'))
      : null,
  ]);
  const profile = {
    ...Object.fromEntries(
      PROFILE_FIELDS.filter((field) => settings.config[field].enabled && fieldValue(body, field)).map(
        (field) => [field, fieldValue(body, field)],
      ),
    ),
    ...referralProfile(body.referralCode),
  };
  return db.transaction().execute(async (trx) => {
    const memberId = await repo.insertMember(trx, {
      merchantId: merchant.id,
      account: method === 'mobile' && phone ? phone.mobile : fieldValue(body, 'username'),
      verifiedMobile: phone?.mobile ?? null,
      passwordHash,
      paymentPasswordHash,
      language,
      profile,
      ip: client.ip,
    });
    if (memberId === undefined) throw await unavailableError(trx, merchant, method, phone);
    if (phone) await useCode(trx, phone.codeId, now);
    await events.publish(trx, 'member.registered', {
      merchant,
      memberId,
      affiliateCode: settings.config.affiliateCode.enabled ? fieldValue(body, 'affiliateCode') : '',
      referralCode: body.referralCode?.trim() ?? '',
    });
    return firstLogin(trx, merchant, memberId, client, now);
  });
}

/** The referral code of the link the member came by (spec section 2), kept for the referral programme. */
export function referralProfile(code: string | undefined): { referralCode?: string } {
  const trimmed = code?.trim() ?? '';
  return trimmed ? { referralCode: trimmed } : {};
}
