import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import * as repo from '../repo.ts';

const MINUTE_MS = 60_000;
/** Five wrong payment passwords in 15 minutes lock money actions for 15 minutes. */
const MAX_WRONG = 5;
const WINDOW_MS = 15 * MINUTE_MS;
const LOCK_MS = 15 * MINUTE_MS;

/** Payment-password failures share the login throttle's table under a key no login name can take. */
const throttleKey = (memberId: bigint) => `payment:${memberId}`;

async function memberOf(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  const member = await repo.findMemberById(db, merchant.id, memberId);
  if (!member) throw new AppError('login.not.session');
  return member;
}

/**
 * Sets the payment password that confirms money leaving the account: the first time with the login
 * password (a stolen session alone cannot set it), later with the current payment password. It is
 * 6 to 20 characters and not the login password.
 */
export async function setPaymentPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: {
    password?: string | undefined;
    oldPaymentPassword?: string | undefined;
    newPaymentPassword: string;
  },
  now = new Date(),
): Promise<void> {
  const member = await memberOf(db, merchant, memberId);
  if (member.payment_password_hash === null) {
    if (!(await verifyPassword(member.password_hash, body.password ?? '')))
      throw new AppError('password.wrong', { issues: [{ path: 'body.password', code: 'wrong' }] });
  } else {
    await checkPaymentPassword(
      db,
      merchant,
      memberId,
      body.oldPaymentPassword ?? '',
      now,
      'oldPaymentPassword',
    );
  }
  const next = body.newPaymentPassword;
  const length = [...next].length;
  if (length < 6 || length > 20 || (await verifyPassword(member.password_hash, next)))
    throw new AppError('payment.password.invalid', {
      issues: [{ path: 'body.newPaymentPassword', code: 'invalid' }],
    });
  await repo.setPaymentPassword(db, member.id, await hashPassword(next));
}

/**
 * Checks the payment password of a money action; wrong ones are counted, and too many lock money
 * actions for a while (payment.password.locked, with until when). A wrong one names its body field.
 */
export async function checkPaymentPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  given: string,
  now = new Date(),
  field = 'paymentPassword',
): Promise<void> {
  const member = await memberOf(db, merchant, memberId);
  if (member.payment_password_hash === null) throw new AppError('payment.password.missing');
  // Only wrong passwords count: several right ones at once (a double click) must not lock the member.
  if (await repo.lockedUntil(db, merchant.id, throttleKey(memberId), now))
    throw new AppError('payment.password.locked');
  if (!(await verifyPassword(member.payment_password_hash, given))) {
    const locked = await repo.claimAttempt(db, {
      merchantId: merchant.id,
      accountKey: throttleKey(memberId),
      now,
      windowStart: new Date(now.getTime() - WINDOW_MS),
      lockUntil: new Date(now.getTime() + LOCK_MS),
      // The fifth wrong password is the one that locks.
      maxAttempts: MAX_WRONG - 1,
    });
    if (locked) throw new AppError('payment.password.locked');
    throw new AppError('payment.password.wrong', { issues: [{ path: `body.${field}`, code: 'wrong' }] });
  }
  await repo.clearFailures(db, merchant.id, throttleKey(memberId));
}
