import { createPrivateKey, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, PublicJwk } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';
import type { SecretBox } from './secrets.ts';

export type PayloadKey = { kid: string; publicJwk: PublicJwk; privateKey: KeyObject };

const RSA_BITS = 2048;
/** Keys by id with their brand; a private key is parsed once per process. */
const keysById = new Map<string, PayloadKey & { merchantId: bigint }>();

/**
 * The key of `row`, parsed once per process; undefined when the box cannot open its private half
 * (sealed under a seal key since replaced).
 */
function openedKey(
  box: SecretBox,
  merchantId: bigint,
  row: { kid: string; public_jwk: PublicJwk; private_pkcs8: string },
): PayloadKey | undefined {
  const cached = keysById.get(row.kid);
  if (cached) return cached;
  let pem: string;
  try {
    pem = box.open(row.private_pkcs8);
  } catch {
    return undefined;
  }
  const key = { merchantId, kid: row.kid, publicJwk: row.public_jwk, privateKey: createPrivateKey(pem) };
  keysById.set(key.kid, key);
  return key;
}

/**
 * The brand's live key, made on first use. Two instances making one at once both end with the
 * key that reached the database first. The private half is kept sealed, so a dump of the table
 * cannot open what members sent; a live key sealed under a replaced seal key is retired for a new
 * one (browsers fetch the brand's key with its status, so they simply seal to the new one).
 */
export async function livePayloadKey(
  db: Kysely<DB>,
  box: SecretBox,
  merchant: Merchant,
): Promise<PayloadKey> {
  const existing = await repo.findLivePayloadKey(db, merchant.id);
  if (existing) {
    const opened = openedKey(box, merchant.id, existing);
    if (opened) return opened;
    await repo.retirePayloadKey(db, merchant.id, existing.kid);
  }
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_BITS });
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('RSA key export lacks n or e');
  await repo.insertPayloadKey(db, {
    kid: randomUUID(),
    merchantId: merchant.id,
    publicJwk: { kty: 'RSA', n, e },
    privatePkcs8: box.seal(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
  });
  const live = await repo.findLivePayloadKey(db, merchant.id);
  const opened = live && openedKey(box, merchant.id, live);
  if (!opened) throw new Error(`No payload key for brand ${merchant.code}`);
  return opened;
}

/** A key of the brand by id, live or retired (a payload encrypted just before a rotation still opens). */
export async function payloadKeyById(
  db: Kysely<DB>,
  box: SecretBox,
  merchant: Merchant,
  kid: string,
): Promise<PayloadKey | undefined> {
  const cached = keysById.get(kid);
  if (cached) return cached.merchantId === merchant.id ? cached : undefined;
  const row = await repo.findPayloadKey(db, merchant.id, kid);
  return row && openedKey(box, merchant.id, row);
}
