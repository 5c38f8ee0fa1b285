import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../system/merchant.ts';
import * as repo from './repo.ts';

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
      uplineId: null,
    });
    if (id !== undefined) return id;
  }
  throw new Error('No free account name after several draws');
}
