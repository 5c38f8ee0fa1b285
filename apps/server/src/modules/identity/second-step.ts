import type { SecondStep, SecondStepMethod } from '@platform/contracts/identity/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Session as AuthSession } from '../../platform/endpoint.ts';
import { hashSessionToken, newSessionToken } from '../../platform/session-token.ts';
import type { Merchant } from '../system/merchant.ts';
import { verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';
import * as stepRepo from './second-step-repo.ts';
import { newTotpSecret, totpStep } from './totp.ts';

const CHALLENGE_MS = 10 * 60_000;
/** Wrong codes a held login survives; then the member logs in again (and the login lock counts). */
const MAX_FAILURES = 5;
/**
 * Wrong codes a member's held logins may gather in an hour, all together: someone holding the password
 * cannot guess the six digits by opening ticket after ticket.
 */
const MAX_FAILURES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

export type HeldClient = { ip: string | null; userAgent: string | null };

/** The second steps a member can take: an authenticator app once confirmed. */
async function methodsOf(db: Kysely<DB>, memberId: bigint): Promise<SecondStepMethod[]> {
  const totp = await stepRepo.findTotp(db, memberId);
  return totp?.confirmed_at ? ['totp'] : [];
}

/**
 * Holds a login whose password was right when it comes from an address the member never used and the
 * member has a second step to take. A member with none (or with no address on record yet) goes
 * through: a payee name or the like is a risk signal, never a factor of its own (RELIABILITY.md).
 */
export async function holdIfNewAddress(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  client: HeldClient,
  now: Date,
): Promise<SecondStep | null> {
  if (!client.ip || !(await stepRepo.hasAnyKnownIp(db, memberId))) return null;
  if (await stepRepo.isKnownIp(db, memberId, client.ip)) return null;
  const methods = await methodsOf(db, memberId);
  if (methods.length === 0) return null;
  if (
    (await stepRepo.recentFailures(db, memberId, new Date(now.getTime() - HOUR_MS))) >= MAX_FAILURES_PER_HOUR
  )
    throw new AppError('second.step.locked');
  const { token: ticket, hash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await stepRepo.insertChallenge(db, {
    merchantId: merchant.id,
    memberId,
    ticketHash: hash,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    createdAt: now,
    expiresAt,
  });
  return { ticket, methods, expiresAt: expiresAt.toISOString() };
}

/** Records an address the member has now proved, so the next login from it goes straight through. */
export async function rememberAddress(db: Kysely<DB>, memberId: bigint, ip: string | null, now: Date) {
  if (ip) await stepRepo.rememberIp(db, memberId, ip, now);
}

/**
 * Checks the second step of a held login and completes it once. Answers the member and the client the
 * login was held for; any failure says only that the code is wrong or the login has expired.
 */
export async function verifySecondStep(
  db: Kysely<DB>,
  merchant: Merchant,
  body: { ticket: string; method: SecondStepMethod; code: string },
  now: Date,
): Promise<{ memberId: bigint; client: HeldClient }> {
  const challenge = await stepRepo.findOpenChallenge(db, {
    merchantId: merchant.id,
    ticketHash: hashSessionToken(body.ticket),
    now,
    maxFailures: MAX_FAILURES,
  });
  if (!challenge) throw new AppError('second.step.expired');
  if (!(await methodsOf(db, challenge.member_id)).includes(body.method))
    throw new AppError('second.step.method.unavailable');
  const totp = await stepRepo.findTotp(db, challenge.member_id);
  const step = totp ? totpStep(totp.secret, body.code, now) : undefined;
  if (step === undefined || !(await stepRepo.claimTotpStep(db, challenge.member_id, step))) {
    await stepRepo.countChallengeFailure(db, challenge.id);
    throw new AppError('second.step.code.invalid');
  }
  if (!(await stepRepo.completeChallenge(db, challenge.id, now))) throw new AppError('second.step.expired');
  return { memberId: challenge.member_id, client: { ip: challenge.ip, userAgent: challenge.user_agent } };
}

/** A new authenticator secret for the member, pending until `confirmTotp`; a confirmed one must be removed first. */
export async function startTotp(db: Kysely<DB>, merchant: Merchant, session: AuthSession) {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const setup = newTotpSecret(merchant.name, member.account);
  if (!(await stepRepo.savePendingTotp(db, member.id, setup.secret)))
    throw new AppError('totp.already.enabled');
  return setup;
}

export async function confirmTotp(
  db: Kysely<DB>,
  session: AuthSession,
  code: string,
  now: Date,
): Promise<void> {
  const totp = await stepRepo.findTotp(db, session.memberId);
  if (!totp || totp.confirmed_at) throw new AppError('totp.not.pending');
  const step = totpStep(totp.secret, code, now);
  if (step === undefined || !(await stepRepo.claimTotpStep(db, session.memberId, step, now)))
    throw new AppError('second.step.code.invalid');
}

export async function removeTotp(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  password: string,
): Promise<void> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  if (!(await verifyPassword(member.password_hash, password.trim()))) throw new AppError('password.wrong');
  await stepRepo.deleteTotp(db, member.id);
}
