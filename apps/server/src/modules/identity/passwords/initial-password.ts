import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import * as repo from '../repo.ts';

// No look-alikes (0/O, 1/l/I): the member types it from a message or a note.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;
const LENGTH = 14;

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/** A random one-time password of about 80 bits, with a capital, a small letter and a digit. */
export function newInitialPassword(): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (characters.length < LENGTH) characters.push(pick(ALL));
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
}

type NewAccount = {
  account: string;
  type: 0 | 1 | 2 | 41 | 42;
  language: string;
  nickname?: string;
  /** The agent who opens it, for a sub-account. */
  uplineId?: bigint;
};

/**
 * Opens an account for someone else (an agent's sub-account, staff): the password is one-time and must be
 * changed at first login, so it never becomes the lasting one (docs/reliability.md, passwords). Callers hand
 * the answered password to the member once; only fixtures pass their own.
 */
export async function openAccountWithInitialPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  account: NewAccount,
  initialPassword = newInitialPassword(),
): Promise<{ memberId: bigint; initialPassword: string }> {
  const memberId = await repo.insertMember(db, {
    merchantId: merchant.id,
    account: account.account,
    passwordHash: await hashPassword(initialPassword),
    paymentPasswordHash: null,
    language: account.language,
    profile: {},
    ip: null,
    verifiedMobile: null,
    uplineId: account.uplineId ?? null,
    type: account.type,
    nickname: account.nickname ?? null,
    mustChangePassword: true,
  });
  // Both forms that open accounts so (an agent's sub-account, a top agent) call the name `account`.
  if (memberId === undefined)
    throw new AppError('register.account.unavailable', { issues: [{ path: 'body.account', code: 'taken' }] });
  return { memberId, initialPassword };
}
