import type { SecondStep, SecondStepMethod } from '@platform/contracts/identity/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Session as AuthSession } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { verifyPassword } from '../../../platform/passwords.ts';
import { hashSessionToken, newSessionToken } from '../../../platform/session-token.ts';
import { newTotpSecret, totpStep } from '../../../platform/totp.ts';
import { requireSmsQuota, sendMessage } from '../../messaging/service.ts';
import { messageText } from '../codes/message-texts.ts';
import { checkCode, issueCode, useCode } from '../codes/one-time-codes.ts';
import * as repo from '../repo.ts';
import { mayLogIn } from '../standing.ts';
import * as stepRepo from './repo.ts';

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

type StepMember = { id: bigint; verified_mobile: string | null; profile: Record<string, string> };

/** Where a code of each sending method goes, if the member has one. */
function recipientOf(member: StepMember, method: 'sms' | 'email'): string | undefined {
  return (method === 'sms' ? member.verified_mobile : member.profile.email) || undefined;
}

/**
 * The second steps a member can take: an authenticator app once confirmed, a code by SMS to the
 * verified number, a code by email to the address on the profile.
 */
async function methodsOf(db: Kysely<DB>, member: StepMember): Promise<SecondStepMethod[]> {
  const totp = await stepRepo.findTotp(db, member.id);
  return [
    ...(totp?.confirmed_at ? (['totp'] as const) : []),
    ...(recipientOf(member, 'sms') ? (['sms'] as const) : []),
    ...(recipientOf(member, 'email') ? (['email'] as const) : []),
  ];
}

/** A held login still open, with its member; anything else says only that it has expired. */
async function openChallenge(db: Kysely<DB>, merchant: Merchant, ticket: string, now: Date) {
  const challenge = await stepRepo.findOpenChallenge(db, {
    merchantId: merchant.id,
    ticketHash: hashSessionToken(ticket),
    now,
    maxFailures: MAX_FAILURES,
  });
  const member = challenge && (await repo.findMemberById(db, merchant.id, challenge.member_id));
  if (!challenge || !member || !mayLogIn(member.status)) throw new AppError('second.step.expired');
  return { challenge, member };
}

/** Sends a code for a held login by SMS or email, under the one-time codes' send limits. */
export async function sendSecondStepCode(
  db: Kysely<DB>,
  merchant: Merchant,
  request: { ticket: string; method: 'sms' | 'email' },
  client: HeldClient,
  language: string,
  now: Date,
): Promise<void> {
  const { member } = await openChallenge(db, merchant, request.ticket, now);
  const recipient = recipientOf(member, request.method);
  if (!recipient) throw new AppError('second.step.method.unavailable');
  // A spent quota refuses before a code is made: no code waits for an SMS that was never sent.
  if (request.method === 'sms') await requireSmsQuota(db, merchant, now);
  const code = await issueCode(
    db,
    { merchantId: merchant.id, purpose: 'second-step', recipient, ip: client.ip },
    now,
  );
  await sendMessage(db, merchant, {
    channel: request.method,
    recipient,
    subject:
      request.method === 'email' ? messageText(language, 'codeSubject', { brand: merchant.name }) : null,
    body: messageText(language, 'smsCode', { brand: merchant.name, code }),
    purpose: 'second-step-code',
  });
}

/**
 * Holds a login whose password was right when it comes from an address the member never used and the
 * member has a second step to take. A member with none (or with no address on record yet) goes
 * through: a payee name or the like is a risk signal, never a factor of its own (docs/reliability.md,
 * sessions).
 */
export async function holdIfNewAddress(
  db: Kysely<DB>,
  merchant: Merchant,
  member: StepMember,
  client: HeldClient,
  now: Date,
): Promise<SecondStep | null> {
  const memberId = member.id;
  if (!client.ip || !(await stepRepo.hasAnyKnownIp(db, memberId))) return null;
  if (await stepRepo.isKnownIp(db, memberId, client.ip)) return null;
  const methods = await methodsOf(db, member);
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
  const { challenge, member } = await openChallenge(db, merchant, body.ticket, now);
  if (!(await methodsOf(db, member)).includes(body.method))
    throw new AppError('second.step.method.unavailable');
  const refuse = async (): Promise<never> => {
    await stepRepo.countChallengeFailure(db, challenge.id);
    throw new AppError('second.step.code.invalid', { issues: [{ path: 'body.code', code: 'invalid' }] });
  };
  if (body.method === 'totp') {
    const totp = await stepRepo.findTotp(db, member.id);
    const step = totp ? totpStep(totp.secret, body.code, now) : undefined;
    if (step === undefined || !(await stepRepo.claimTotpStep(db, member.id, step))) await refuse();
    if (!(await stepRepo.completeChallenge(db, challenge.id, now))) throw new AppError('second.step.expired');
  } else {
    const recipient = recipientOf(member, body.method) ?? '';
    const scope = { merchantId: merchant.id, purpose: 'second-step' as const, recipient, code: body.code };
    const codeId = await checkCode(db, scope, now).catch((error: unknown) => {
      if (error instanceof AppError && error.code.startsWith('phone.code.')) return refuse();
      throw error;
    });
    // The code and the held login are used together, once: of two concurrent answers one wins.
    await db.transaction().execute(async (trx) => {
      await useCode(trx, codeId, now);
      if (!(await stepRepo.completeChallenge(trx, challenge.id, now)))
        throw new AppError('second.step.expired');
    });
  }
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
    throw new AppError('second.step.code.invalid', { issues: [{ path: 'body.code', code: 'invalid' }] });
}

export async function removeTotp(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  password: string,
): Promise<void> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  if (!(await verifyPassword(member.password_hash, password.trim())))
    throw new AppError('password.wrong', { issues: [{ path: 'body.password', code: 'wrong' }] });
  await stepRepo.deleteTotp(db, member.id);
}
