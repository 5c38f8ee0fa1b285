import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { deleteInBatches } from '../../../platform/batches.ts';
import type { CodePurpose } from './repo.ts';
import * as repo from './repo.ts';

const MINUTE_MS = 60_000;
/** docs/reliability.md, one-time codes: 6 digits, 10 minutes, used once, 5 wrong tries. */
const CODE_TTL_MS = 10 * MINUTE_MS;
const MAX_WRONG_TRIES = 5;
/** Every form that sends a one-time code (registration, SMS login, phone verification) calls it this. */
const CODE_ISSUES = [{ path: 'body.verificationCode', code: 'invalid' }];
/**
 * SMS costs money: one send a minute per number and purpose (a member who just registered may log in
 * by SMS at once), five an hour per number, twenty an hour per address.
 */
const NUMBER_EVERY_MS = MINUTE_MS;
const SENDS_PER_HOUR_PER_NUMBER = 5;
const SENDS_PER_HOUR_PER_ADDRESS = 20;
/** The spec's wait after too many requests: 5 minutes. */
const TOO_MANY_RETRY_AFTER_S = 300;

function hashCode(salt: Uint8Array, code: string): Buffer {
  return createHash('sha256').update(salt).update(code).digest();
}

/**
 * Makes a new code for a purpose and number under the send limits, and answers it for sending.
 * It replaces any earlier code of the same purpose and number.
 */
export async function issueCode(
  db: Kysely<DB>,
  scope: { merchantId: bigint; purpose: CodePurpose; recipient: string; ip: string | null },
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16);
  await db.transaction().execute(async (trx) => {
    // Always the number first, then the address: a fixed order cannot deadlock.
    await repo.lockSendKey(trx, `sms:${scope.merchantId}:${scope.recipient}`);
    if (scope.ip) await repo.lockSendKey(trx, `sms-ip:${scope.ip}`);
    const sends = await repo.recentSends(trx, {
      merchantId: scope.merchantId,
      purpose: scope.purpose,
      recipient: scope.recipient,
      ip: scope.ip,
      since: new Date(now.getTime() - NUMBER_EVERY_MS),
      hourAgo: new Date(now.getTime() - 60 * MINUTE_MS),
    });
    if (
      sends.recentToNumber > 0 ||
      sends.hourToNumber >= SENDS_PER_HOUR_PER_NUMBER ||
      sends.hourFromAddress >= SENDS_PER_HOUR_PER_ADDRESS
    ) {
      throw new AppError('phone.too.many', { headers: { 'retry-after': String(TOO_MANY_RETRY_AFTER_S) } });
    }
    await repo.insertCode(trx, {
      merchantId: scope.merchantId,
      purpose: scope.purpose,
      recipient: scope.recipient,
      salt,
      codeHash: hashCode(salt, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      ip: scope.ip,
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks a code without using it, so that an action that fails afterwards (a taken name) does not
 * burn it: the caller uses it with `useCode` in the transaction that acts on it. A wrong code spends
 * one of its tries, and that stays spent whatever the caller does next.
 */
export async function checkCode(
  db: Kysely<DB>,
  scope: { merchantId: bigint; purpose: CodePurpose; recipient: string; code: string },
  now: Date,
): Promise<bigint> {
  const newest = await repo.findNewestCode(db, scope);
  if (!newest || newest.used_at !== null || newest.attempts >= MAX_WRONG_TRIES)
    throw new AppError('phone.code.invalid', { issues: CODE_ISSUES });
  if (newest.expires_at <= now) throw new AppError('phone.code.expired', { issues: CODE_ISSUES });
  if (!(await repo.claimTry(db, newest.id, MAX_WRONG_TRIES)))
    throw new AppError('phone.code.invalid', { issues: CODE_ISSUES });
  const given = hashCode(newest.salt, scope.code);
  const stored = Buffer.from(newest.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored))
    throw new AppError('phone.code.invalid', { issues: CODE_ISSUES });
  await repo.refundTry(db, newest.id);
  return newest.id;
}

/** Uses a checked code, inside the caller's transaction; of two concurrent users only one gets it. */
export async function useCode(trx: Kysely<DB>, codeId: bigint, now: Date): Promise<void> {
  if (!(await repo.markUsed(trx, codeId, now)))
    throw new AppError('phone.code.invalid', { issues: CODE_ISSUES });
}

/**
 * The retention job: forgets codes used or expired before `before`. The send limits count codes of
 * the last hour, so a period of a day or more leaves them intact. Answers how many were deleted.
 */
export function forgetSpentCodes(db: Kysely<DB>, before: Date): Promise<number> {
  return deleteInBatches((limit) => repo.deleteSpentCodes(db, before, limit));
}
