import type { FieldIssue } from '@platform/contracts/envelope';
import type {
  ChangePasswordBody,
  LoginValue,
  MemberInfo,
  RegisterBody,
  SecondStepMethod,
} from '@platform/contracts/identity/schemas';
import { AGENT_MEMBER_TYPES } from '@platform/contracts/identity/social';
import { passwordRule } from '@platform/contracts/password-rule';
import { checkFieldRule, normalizeInput } from '@platform/contracts/patterns';
import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Session as AuthSession } from '../../platform/endpoint.ts';
import { hashSessionToken, idleWindow, newSessionToken } from '../../platform/session-token.ts';
import { affiliateAgent } from '../agents/service.ts';
import { mayTransferToUpline } from '../agents/tree.ts';
import { walkInUpline } from '../agents/walk-in.ts';
import { recordReferral } from '../engagement/referral.ts';
import { memberAvatar } from '../media/artwork.ts';
import type { Merchant } from '../system/merchant.ts';
import { getRegisterSettings, type Site } from '../system/service.ts';
import * as mobileRepo from './mobile-repo.ts';
import { useCode } from './one-time-codes.ts';
import { passwordStateAtLogin } from './password-state.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { type RegisterMethod, registrationPhone, unavailableError } from './phone-auth.ts';
import { fieldValue, registrationIssues } from './registration-rules.ts';
import * as repo from './repo.ts';
import { holdIfNewAddress, rememberAddress, verifySecondStep } from './second-step.ts';
import { findTotp } from './second-step-repo.ts';

const MINUTE_MS = 60_000;
/** Five attempts within 15 minutes, then the account name is locked for 15 minutes: at most 20 guesses an hour. */
const MAX_ATTEMPTS = 5;
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
const LOCK_MS = 15 * MINUTE_MS;
/** Registration fields kept with the account; passwords and one-time codes never are. */
const PROFILE_FIELDS = REGISTER_FIELDS.filter(
  (field) => !['username', 'password', 'paymentPassword', 'captcha'].includes(field),
);

export type Client = { ip: string | null; userAgent: string | null };

const GMT8_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Opens a session for the brand's lifetime, or `lifetimeMs` when shorter (demo accounts). Answers the
 * token, which nothing keeps.
 */
export async function openSession(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  client: Client,
  now: Date,
  {
    passwordChangeRequired = false,
    lifetimeMs,
  }: { passwordChangeRequired?: boolean; lifetimeMs?: number } = {},
) {
  const { token, hash } = newSessionToken();
  await repo.insertSession(db, {
    merchantId: merchant.id,
    memberId,
    tokenHash: hash,
    expiresAt: new Date(
      now.getTime() +
        Math.min(lifetimeMs ?? Number.POSITIVE_INFINITY, merchant.sessionLifetimeMinutes * MINUTE_MS),
    ),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    passwordChangeRequired,
    openedAt: now,
  });
  return token;
}

/**
 * Opens an account under the brand's registration rules and logs it in, in one transaction. By
 * mobile, the verified number is the account name; a refused registration leaves its SMS code unused.
 */
export async function register(
  db: Kysely<DB>,
  merchant: Merchant,
  body: RegisterBody,
  client: Client,
  language: string,
  now = new Date(),
  method: RegisterMethod = 'username',
): Promise<LoginValue> {
  const settings = await getRegisterSettings(db, merchant);
  const issues = registrationIssues(body, settings, method);
  const uplineId = await affiliateUpline(db, merchant, settings, fieldValue(body, 'affiliateCode'), issues);
  if (issues.length > 0) throw new AppError('register.invalid', { issues });
  const phone = await registrationPhone(db, merchant, body, method, settings, now);
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
      uplineId,
    });
    if (memberId === undefined) throw await unavailableError(trx, merchant, method, phone);
    if (phone) await useCode(trx, phone.codeId, now);
    await recordReferral(trx, merchant, memberId, body.referralCode);
    return firstLogin(trx, merchant, memberId, client, now);
  });
}

/** The referral code of the link the member came by (spec section 2), kept for the referral programme. */
export function referralProfile(code: string | undefined): { referralCode?: string } {
  const trimmed = code?.trim() ?? '';
  return trimmed ? { referralCode: trimmed } : {};
}

/** The login of an account just opened, in the transaction that opened it: its address is known from now on. */
export async function firstLogin(
  trx: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  client: Client,
  now: Date,
): Promise<LoginValue> {
  await repo.markLogin(trx, memberId, client.ip, now);
  await rememberAddress(trx, memberId, client.ip, now);
  return {
    token: await openSession(trx, merchant, memberId, client, now),
    secondStep: null,
    firstTimeLogin: false,
    passwordExpired: false,
    captcha: false,
    previousLoginAt: null,
  };
}

/**
 * The agent an affiliate code names, when the brand's form has the field; a code naming no agent is a
 * field issue added to `issues`. Without a code, the brand's walk-in agent if staff named one.
 */
export async function affiliateUpline(
  db: Kysely<DB>,
  merchant: Merchant,
  settings: RegisterSettings,
  code: string,
  issues: FieldIssue[],
): Promise<bigint | null> {
  if (!settings.config.affiliateCode.enabled || code === '') return walkInUpline(db, merchant);
  const uplineId = await affiliateAgent(db, merchant, code);
  if (uplineId === undefined && !issues.some(({ path }) => path === 'body.affiliateCode'))
    issues.push({ path: 'body.affiliateCode', code: 'invalid' });
  return uplineId ?? null;
}

/**
 * Logs in by account and password. An unknown account and a wrong password get the same answer after
 * the same work, and every attempt on a name, existing or not, counts towards its lock.
 */
export async function login(
  db: Kysely<DB>,
  merchant: Merchant,
  credentials: { username: string; password: string },
  client: Client,
  site: Site = 'member',
  now = new Date(),
): Promise<LoginValue> {
  const accountKey = normalizeInput(credentials.username).toLowerCase();
  const lockedUntil = await repo.claimAttempt(db, {
    merchantId: merchant.id,
    accountKey,
    now,
    windowStart: new Date(now.getTime() - FAILURE_WINDOW_MS),
    lockUntil: new Date(now.getTime() + LOCK_MS),
    maxAttempts: MAX_ATTEMPTS,
  });
  if (lockedUntil) {
    throw new AppError('login.locked', { params: { until: `${GMT8_TIME.format(lockedUntil)} (GMT+8)` } });
  }
  const member = await mobileRepo.findMemberByLoginName(db, merchant.id, accountKey);
  const isValid = await verifyPassword(member?.password_hash, credentials.password.trim());
  if (!member || !isValid || member.status !== 'ACTIVE') throw new AppError('login.failed');
  await repo.clearFailures(db, merchant.id, accountKey);
  checkSite(member, site);
  const secondStep = await holdIfNewAddress(db, merchant, member, client, now);
  if (secondStep)
    return {
      token: null,
      secondStep,
      firstTimeLogin: false,
      passwordExpired: false,
      captcha: false,
      previousLoginAt: null,
    };
  return finishLogin(db, merchant, member, client, now);
}

/** A held login's second step: once the code is right, the login completes for the client it was held for. */
export async function completeSecondStep(
  db: Kysely<DB>,
  merchant: Merchant,
  body: { ticket: string; method: SecondStepMethod; code: string },
  now = new Date(),
): Promise<LoginValue> {
  const held = await verifySecondStep(db, merchant, body, now);
  const member = await repo.findMemberById(db, merchant.id, held.memberId);
  if (member?.status !== 'ACTIVE') throw new AppError('second.step.expired');
  return finishLogin(db, merchant, member, held.client, now);
}

/** The end of every successful login: the address is known from now on and a session opens. */
/** The member and agent sites refuse each other's accounts. */
export function checkSite(member: { type: number; member_site: boolean }, site: Site): void {
  if (site === 'agent' && !AGENT_MEMBER_TYPES.has(member.type)) throw new AppError('login.not.agent');
  if (site === 'member' && !member.member_site) throw new AppError('member.no.enter');
}

export async function finishLogin(
  db: Kysely<DB>,
  merchant: Merchant,
  member: {
    id: bigint;
    must_change_password: boolean;
    password_changed_at: Date;
    last_login_at: Date | null;
  },
  client: Client,
  now: Date,
): Promise<LoginValue> {
  await repo.markLogin(db, member.id, client.ip, now);
  await rememberAddress(db, member.id, client.ip, now);
  const { passwordChangeRequired, ...passwordState } = await passwordStateAtLogin(db, merchant, member, now);
  const token = await openSession(db, merchant, member.id, client, now, { passwordChangeRequired });
  return {
    token,
    secondStep: null,
    ...passwordState,
    captcha: false,
    previousLoginAt: member.last_login_at?.toISOString() ?? null,
  };
}

/** The session a token opens, if it is still live; its last use is refreshed. */
export async function authenticate(
  db: Kysely<DB>,
  merchant: Merchant,
  token: string,
  now = new Date(),
): Promise<AuthSession | undefined> {
  const idle = idleWindow(merchant.sessionIdleMinutes * MINUTE_MS, now);
  const session = await repo.findLiveSession(db, {
    merchantId: merchant.id,
    tokenHash: hashSessionToken(token),
    now,
    idleSince: idle.idleSince,
  });
  if (!session) return undefined;
  if (idle.shouldTouch(session.last_seen_at)) await repo.touchSession(db, session.sessionId, now);
  return {
    sessionId: session.sessionId,
    memberId: session.memberId,
    memberType: session.memberType,
    passwordChangeRequired: session.password_change_required,
  };
}

export async function logout(db: Kysely<DB>, session: AuthSession, now = new Date()): Promise<void> {
  await repo.revokeSession(db, session.sessionId, now);
}

export async function memberInfo(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
): Promise<MemberInfo> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const [labels, totp, toUpline] = await Promise.all([
    repo.listMemberLabels(db, member.id),
    findTotp(db, member.id),
    mayTransferToUpline(db, member),
  ]);
  return {
    id: String(member.id),
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline,
    clubLabel: null,
    memberLabel: labels.map(({ label_name }) => ({ labelName: label_name })),
    language: member.language,
    hasAuthenticator: Boolean(totp?.confirmed_at),
  };
}

/** The member's avatar, drawn from the nickname (or the account) as an SVG data URL. */
export async function memberIcon(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
): Promise<{ icon: string }> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const svg = memberAvatar(member.nickname ?? member.account, member.account);
  return { icon: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Changes the password after checking the current one; every other session of the member ends, and
 * this one may do everything again if it had to change the password first.
 */
export async function changePassword(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  body: ChangePasswordBody,
  now = new Date(),
): Promise<void> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const [oldPassword, newPassword] = [body.oldPassword.trim(), body.newPassword.trim()];
  if (!(await verifyPassword(member.password_hash, oldPassword))) throw new AppError('password.wrong');
  if (body.confirmNewPassword.trim() !== newPassword) throw new AppError('password.mismatch');
  const rule = passwordRule((await getRegisterSettings(db, merchant)).rules.password);
  if (checkFieldRule(newPassword, rule) !== null) throw new AppError('password.invalid');
  if (newPassword === oldPassword) throw new AppError('password.reused');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, member.id, passwordHash, now);
    await repo.revokeOtherSessions(trx, member.id, session.sessionId, now);
    await repo.clearPasswordChangeRequired(trx, session.sessionId);
  });
}

export async function updateLanguage(db: Kysely<DB>, session: AuthSession, language: string): Promise<void> {
  await repo.setLanguage(db, session.memberId, language);
}

/** The id of the member whose login name is `account` on the brand, if there is one. */
export async function memberIdByAccount(
  db: Kysely<DB>,
  merchantId: bigint,
  account: string,
): Promise<bigint | undefined> {
  return (await repo.findMemberByAccount(db, merchantId, normalizeInput(account).toLowerCase()))?.id;
}

/** The login names of the brand's members `ids`, for staff lists. */
export async function memberAccounts(
  db: Kysely<DB>,
  merchantId: bigint,
  ids: readonly bigint[],
): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.accountsByIds(db, merchantId, ids);
  return new Map(rows.map(({ id, account }) => [id, account]));
}

/** A contact the member set in the profile (empty when none), for rules such as the Zalo reward's. */
export async function memberContact(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  channel: 'zalo' | 'telegram' | 'lineId',
): Promise<string> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!member) throw new Error(`No member ${memberId} of this brand`);
  return member.profile[channel] ?? '';
}

/** When the member registered, for rules such as a new-member promotion's. */
export async function memberSince(db: Kysely<DB>, merchantId: bigint, memberId: bigint): Promise<Date> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!member) throw new Error(`No member ${memberId} of this brand`);
  return member.created_at;
}

/** How many times the member logged in (a session opened) in the range, for the login missions. */
export function loginsBetween(
  db: Kysely<DB>,
  memberId: bigint,
  range: { from: Date; until: Date },
): Promise<number> {
  return repo.countSessionsOpened(db, memberId, range);
}
