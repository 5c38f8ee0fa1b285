import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { storedSecret } from '../system/secrets.ts';

/**
 * What identifies a person across brands. Callers pass the values they hold (identity the verified
 * phone, the email, the real name with the birth date; withdrawals the bound bank accounts; KYC the
 * document number); protection only ever keeps their HMACs.
 */
export type PersonKeys = {
  phone?: string | null;
  email?: string | null;
  bankAccounts?: readonly string[];
  realName?: string | null;
  birthDate?: string | null;
  documentNumber?: string | null;
};

export type PersonKeyKind = 'phone' | 'email' | 'bankAccount' | 'nameBirth' | 'documentNumber';
export type HashedKey = { kind: PersonKeyKind; hash: string };

let configuredSecret: string | undefined;

/** Set once at start-up from PROTECTION_KEY_SECRET (production must set it). */
export function usePersonKeySecret(secret: string): void {
  configuredSecret = secret;
}

/**
 * The kept key never changes once made: each instance reads it once per database (found outside a
 * transaction only: one made inside a transaction that rolls back was never kept), not on every full
 * exclusion check.
 */
const keptSecrets = new WeakMap<Kysely<DB>, string>();

/** The environment's key, else this installation's random one kept in the database. */
async function keySecret(db: Kysely<DB>): Promise<string> {
  if (configuredSecret !== undefined) return configuredSecret;
  const known = keptSecrets.get(db);
  if (known !== undefined) return known;
  const secret = await storedSecret(db, 'PROTECTION_KEY_SECRET');
  if (!db.isTransaction) keptSecrets.set(db, secret);
  return secret;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const folded = (value: string) => value.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Each key in one spelling, so "+84 90-123" and "8490123" match: phones and bank accounts by their
 * digits (a phone's last 9, which drops any country or trunk prefix), text folded to one case and
 * spacing, the birth date as YYYY-MM-DD. An empty or too short value is no key.
 */
function normalisedKeys(keys: PersonKeys): { kind: PersonKeyKind; value: string }[] {
  const found: { kind: PersonKeyKind; value: string }[] = [];
  const phone = digitsOnly(keys.phone ?? '').slice(-9);
  if (phone.length >= 6) found.push({ kind: 'phone', value: phone });
  const email = folded(keys.email ?? '');
  if (email.includes('@')) found.push({ kind: 'email', value: email });
  for (const account of keys.bankAccounts ?? []) {
    const digits = digitsOnly(account);
    if (digits.length >= 6) found.push({ kind: 'bankAccount', value: digits });
  }
  const name = folded(keys.realName ?? '');
  const birth = /^(\d{4})-?(\d{2})-?(\d{2})/.exec((keys.birthDate ?? '').trim());
  if (name !== '' && birth) found.push({ kind: 'nameBirth', value: `${name}|${birth.slice(1).join('-')}` });
  const document = folded(keys.documentNumber ?? '').replace(/[\s-]/g, '');
  if (document.length >= 4) found.push({ kind: 'documentNumber', value: document });
  return found;
}

/** The HMACs of the person's keys, each kind in its own domain so two kinds never collide. */
export async function hashedKeys(db: Kysely<DB>, keys: PersonKeys): Promise<HashedKey[]> {
  const secret = await keySecret(db);
  return normalisedKeys(keys).map(({ kind, value }) => ({
    kind,
    hash: createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url'),
  }));
}
