import { randomBytes } from 'node:crypto';
import type { LoginValue } from '@platform/contracts/identity/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import * as repo from '../repo.ts';

const NAME_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const NAME_ATTEMPTS = 5;
/** Not an argon2 hash, so no password ever matches it. */
const NO_PASSWORD = '!';

function randomSuffix(length: number): string {
  return [...randomBytes(length)].map((byte) => NAME_ALPHABET[byte % NAME_ALPHABET.length]).join('');
}

/**
 * Opens an account with a generated name (`<prefix>_<random>`) and no usable password, for the
 * logins that need none (a provider, free play). A name already taken is drawn again.
 */
export async function createPasswordlessMember(
  db: Kysely<DB>,
  merchant: Merchant,
  member: {
    prefix: string;
    type: number;
    language: string;
    profile: Record<string, string>;
    ip: string | null;
  },
): Promise<bigint> {
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
    const id = await repo.insertMember(db, {
      merchantId: merchant.id,
      account: `${member.prefix}_${randomSuffix(10)}`,
      verifiedMobile: null,
      passwordHash: NO_PASSWORD,
      paymentPasswordHash: null,
      type: member.type,
      language: member.language,
      profile: member.profile,
      ip: member.ip,
    });
    if (id !== undefined) return id;
  }
  throw new Error('No free account name after several draws');
}

/**
 * The answer of a login that proves the member without a password (a provider, free play, a
 * passkey): never held for a second step (each caller says why), and no forced password change,
 * as there is no password to change (spec section 4).
 */
export const passwordlessLogin = (token: string, previousLoginAt: Date | null): LoginValue => ({
  token,
  secondStep: null,
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  previousLoginAt: previousLoginAt?.toISOString() ?? null,
});
