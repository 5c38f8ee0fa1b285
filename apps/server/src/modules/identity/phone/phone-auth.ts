import type { LoginValue, RegisterBody, SmsPurpose } from '@platform/contracts/identity/schemas';
import { checkFieldRule, mobileRule } from '@platform/contracts/patterns';
import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { requireSmsQuota, sendMessage } from '../../messaging/service.ts';
import { refuseIfExcluded } from '../../protection/exclusion.ts';
import { getRegisterSettings, getWhitelabelTree, type Site } from '../../system/service.ts';
import { messageText } from '../codes/message-texts.ts';
import { checkCode, issueCode, useCode } from '../codes/one-time-codes.ts';
import { checkSite, finishLogin } from '../login/login.ts';
import * as mobileRepo from '../login/mobile-repo.ts';
import type { Client } from '../login/session.ts';
import { mayLogIn } from '../standing.ts';

export type RegisterMethod = 'username' | 'mobile';

/** The number as the server takes it, or the phone error its form deserves. */
export function checkedMobile(value: string | undefined, settings: RegisterSettings): string {
  const mobile = value?.trim() ?? '';
  if (mobile === '')
    throw new AppError('phone.missing', { issues: [{ path: 'body.mobileNum', code: 'required' }] });
  if (checkFieldRule(mobile, mobileRule(settings.rules.mobileNum)))
    throw new AppError('phone.invalid', { issues: [{ path: 'body.mobileNum', code: 'invalid' }] });
  return mobile;
}

function checkedCode(value: string | undefined): string {
  const code = value?.trim() ?? '';
  if (code === '')
    throw new AppError('phone.code.missing', {
      issues: [{ path: 'body.verificationCode', code: 'required' }],
    });
  return code;
}

/**
 * Sends a one-time code by SMS. Login codes go only to numbers of active members, but the answer,
 * and the send limits, are the same for every number, so the call tells nothing about accounts.
 */
export async function sendSmsCode(
  db: Kysely<DB>,
  merchant: Merchant,
  request: { mobileNum: string; purpose: SmsPurpose },
  client: Client,
  language: string,
  now = new Date(),
): Promise<void> {
  const [tree, settings] = await Promise.all([
    getWhitelabelTree(db, merchant),
    getRegisterSettings(db, merchant),
  ]);
  const isAllowed =
    request.purpose === 'login'
      ? isFeatureEnabled(tree, 'LOGIN_SMS_CODE')
      : isFeatureEnabled(tree, 'REGISTER_MOBILE') || isFeatureEnabled(tree, 'SMS_VERIFICATION');
  if (!isAllowed) throw new AppError('phone.not.allowed');
  const mobile = checkedMobile(request.mobileNum, settings);
  await requireSmsQuota(db, merchant, now);
  const code = await issueCode(
    db,
    { merchantId: merchant.id, purpose: request.purpose, recipient: mobile, ip: client.ip },
    now,
  );
  if (request.purpose === 'login') {
    const member = await mobileRepo.findMemberByMobile(db, merchant.id, mobile);
    if (!member || !mayLogIn(member.status)) return;
  }
  await sendMessage(
    db,
    merchant,
    {
      channel: 'sms',
      recipient: mobile,
      subject: null,
      body: messageText(language, 'smsCode', { brand: merchant.name, code }),
      purpose: `${request.purpose}-code`,
    },
    now,
  );
}

/**
 * The verified number a registration carries, when it must carry one: always for mobile
 * registration, and for username registration when the brand's SMS verification is on. The code is
 * checked here and used by the registration's own transaction, so a refused registration keeps it.
 */
export async function registrationPhone(
  db: Kysely<DB>,
  merchant: Merchant,
  body: RegisterBody,
  method: RegisterMethod,
  settings: RegisterSettings,
  now: Date,
): Promise<{ mobile: string; codeId: bigint } | null> {
  const tree = await getWhitelabelTree(db, merchant);
  if (method === 'mobile' && !isFeatureEnabled(tree, 'REGISTER_MOBILE'))
    throw new AppError('phone.not.allowed');
  if (method === 'username' && !isFeatureEnabled(tree, 'SMS_VERIFICATION')) return null;
  const mobile = checkedMobile(body.mobileNum, settings);
  const code = checkedCode(body.verificationCode);
  const codeId = await checkCode(
    db,
    { merchantId: merchant.id, purpose: 'register', recipient: mobile, code },
    now,
  );
  return { mobile, codeId };
}

/** Why a registration's account could not be inserted: its name, or its verified number, is taken. */
export async function unavailableError(
  trx: Kysely<DB>,
  merchant: Merchant,
  method: RegisterMethod,
  phone: { mobile: string } | null,
): Promise<AppError> {
  const isNumberTaken =
    method === 'mobile' ||
    (phone !== null && (await mobileRepo.findMemberByMobile(trx, merchant.id, phone.mobile)));
  return isNumberTaken
    ? new AppError('register.mobile.unavailable', { issues: [{ path: 'body.mobileNum', code: 'taken' }] })
    : new AppError('register.account.unavailable', { issues: [{ path: 'body.username', code: 'taken' }] });
}

/**
 * Logs in by a verified mobile number and its SMS code. The code proves the phone, so there is no
 * second step for a new address, and never a forced password change (spec section 4).
 */
export async function loginBySms(
  db: Kysely<DB>,
  merchant: Merchant,
  credentials: { mobileNum: string; verificationCode: string },
  client: Client,
  site: Site = 'member',
  now = new Date(),
): Promise<LoginValue> {
  const [tree, settings] = await Promise.all([
    getWhitelabelTree(db, merchant),
    getRegisterSettings(db, merchant),
  ]);
  if (!isFeatureEnabled(tree, 'LOGIN_SMS_CODE')) throw new AppError('phone.not.allowed');
  const mobile = checkedMobile(credentials.mobileNum, settings);
  const code = checkedCode(credentials.verificationCode);
  const codeId = await checkCode(
    db,
    { merchantId: merchant.id, purpose: 'login', recipient: mobile, code },
    now,
  );
  const member = await mobileRepo.findMemberByMobile(db, merchant.id, mobile);
  // Codes are only sent to active members' numbers, so a right code with no such member cannot happen
  // unless the member was closed meanwhile; it gets the wrong-code answer.
  if (!member || !mayLogIn(member.status)) throw new AppError('phone.code.invalid');
  checkSite(member, site);
  // A break refuses a login to play by any way in; the password login alone offers the withdraw-only one.
  await refuseIfExcluded(db, merchant, { memberId: member.id }, 'login', now);
  return db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, now);
    return { ...(await finishLogin(trx, merchant, member, client, now)), firstTimeLogin: false };
  });
}
