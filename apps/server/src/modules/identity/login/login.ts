import type { LoginValue, SecondStepMethod } from '@platform/contracts/identity/schemas';
import { AGENT_MEMBER_TYPES } from '@platform/contracts/identity/social';
import { normalizeInput } from '@platform/contracts/patterns';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { verifyPassword } from '../../../platform/passwords.ts';
import { refuseIfExcluded } from '../../protection/exclusion.ts';
import { checkSessionTime } from '../../protection/limits.ts';
import type { Site } from '../../system/service.ts';
import { passwordStateAtLogin } from '../passwords/state.ts';
import * as repo from '../repo.ts';
import { holdIfNewAddress, rememberAddress, verifySecondStep } from '../second-step/second-step.ts';
import { mayLogIn } from '../standing.ts';
import * as mobileRepo from './mobile-repo.ts';
import { type Client, openSession } from './session.ts';

const MINUTE_MS = 60_000;
/** Five attempts within 15 minutes, then the account name is locked for 15 minutes: at most 20 guesses an hour. */
const MAX_ATTEMPTS = 5;
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
const LOCK_MS = 15 * MINUTE_MS;

const GMT8_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Logs in by account and password. An unknown account and a wrong password get the same answer after
 * the same work, and every attempt on a name, existing or not, counts towards its lock.
 */
export async function login(
  db: Kysely<DB>,
  merchant: Merchant,
  credentials: { username: string; password: string; withdrawOnly?: boolean | undefined },
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
  if (!member || !isValid || !mayLogIn(member.status)) throw new AppError('login.failed');
  await repo.clearFailures(db, merchant.id, accountKey);
  checkSite(member, site);
  // An excluded person may still come in to take their money out: the session is then restricted
  // to reading and withdrawing (session.ts), and only a login that says so gets one.
  if (!credentials.withdrawOnly) await refuseIfExcluded(db, merchant, { memberId: member.id }, 'login', now);
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
  if (!member || !mayLogIn(member.status)) throw new AppError('second.step.expired');
  return finishLogin(db, merchant, member, held.client, now);
}

/** The member and agent sites refuse each other's accounts. */
export function checkSite(member: { type: number; member_site: boolean }, site: Site): void {
  if (site === 'agent' && !AGENT_MEMBER_TYPES.has(member.type)) throw new AppError('login.not.agent');
  if (site === 'member' && !member.member_site) throw new AppError('member.no.enter');
}

/** The end of every successful login: the address is known from now on and a session opens. */
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
  // A member whose playing time of the day is used up cannot start a session until it resets.
  await checkSessionTime(db, merchant, member.id, now);
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
