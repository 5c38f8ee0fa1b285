import { createPrivateKey, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, PublicJwk } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';

export type PayloadKey = { kid: string; publicJwk: PublicJwk; privateKey: KeyObject };

const RSA_BITS = 2048;
/** Keys by id with their brand; a private key is parsed once per process. */
const keysById = new Map<string, PayloadKey & { merchantId: bigint }>();

function toPayloadKey(
  merchantId: bigint,
  row: { kid: string; public_jwk: PublicJwk; private_pkcs8: string },
): PayloadKey {
  const key = {
    merchantId,
    kid: row.kid,
    publicJwk: row.public_jwk,
    privateKey: createPrivateKey({ key: row.private_pkcs8, format: 'pem' }),
  };
  keysById.set(key.kid, key);
  return key;
}

/**
 * The brand's live key, made on first use. Two instances making one at once both end with the
 * key that reached the database first.
 */
export async function livePayloadKey(db: Kysely<DB>, merchant: Merchant): Promise<PayloadKey> {
  const existing = await repo.findLivePayloadKey(db, merchant.id);
  if (existing) return keysById.get(existing.kid) ?? toPayloadKey(merchant.id, existing);
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_BITS });
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('RSA key export lacks n or e');
  await repo.insertPayloadKey(db, {
    kid: randomUUID(),
    merchantId: merchant.id,
    publicJwk: { kty: 'RSA', n, e },
    privatePkcs8: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  });
  const live = await repo.findLivePayloadKey(db, merchant.id);
  if (!live) throw new Error(`No payload key for brand ${merchant.code}`);
  return toPayloadKey(merchant.id, live);
}

/** A key of the brand by id, live or retired (a payload encrypted just before a rotation still opens). */
export async function payloadKeyById(
  db: Kysely<DB>,
  merchant: Merchant,
  kid: string,
): Promise<PayloadKey | undefined> {
  const cached = keysById.get(kid);
  if (cached) return cached.merchantId === merchant.id ? cached : undefined;
  const row = await repo.findPayloadKey(db, merchant.id, kid);
  return row && toPayloadKey(merchant.id, row);
}
