import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { findKeptSecret, keptSecret } from './secrets-repo.ts';

/** The secrets a deployment may leave unset outside production, by the variable that sets them. */
export type SecretName =
  | 'HOUSE_VENDOR_SECRET'
  | 'SPORTSBOOK_SECRET'
  | 'LOTTERY_SEED_SECRET'
  | 'GATEWAY_SEAL_KEY'
  | 'PROTECTION_KEY_SECRET';

/**
 * The deployment's own random secret `name` (32 bytes from the system's generator), made by whichever
 * instance asks first and kept in the database, so all instances and restarts use the same one.
 */
export function storedSecret(db: Kysely<DB>, name: SecretName): Promise<string> {
  return keptSecret(db, name, randomBytes(32).toString('base64url'));
}

export type DeploymentSecrets = {
  houseVendorSecret: string;
  sportsbookSecret: string;
  lotterySeedSecret: string;
};

/** Each secret from the configuration when it sets one (as production must), else the stored one. */
export async function deploymentSecrets(
  db: Kysely<DB>,
  config: Pick<Config, 'houseVendorSecret' | 'sportsbookSecret' | 'lotterySeedSecret'>,
): Promise<DeploymentSecrets> {
  return {
    houseVendorSecret: config.houseVendorSecret ?? (await storedSecret(db, 'HOUSE_VENDOR_SECRET')),
    sportsbookSecret: config.sportsbookSecret ?? (await storedSecret(db, 'SPORTSBOOK_SECRET')),
    lotterySeedSecret: config.lotterySeedSecret ?? (await storedSecret(db, 'LOTTERY_SEED_SECRET')),
  };
}

/** Seals brand secrets kept in table rows (payment gateways' keys) and opens them again. */
export type SecretBox = { seal(plain: string): string; open(stored: string): string };

const SEALED = 'sealed:v1:';

/**
 * AES-256-GCM under the deployment's key: GATEWAY_SEAL_KEY when set (as production must), else the
 * random one kept in `deployment_secrets`. A secret staff save is stored sealed, so an export or a dump
 * of its table does not carry it. A stored value without the prefix (saved before sealing began) is
 * used as it is; one sealed under the kept key before GATEWAY_SEAL_KEY was set still opens, so setting
 * it breaks no gateway, and is sealed under the new key when staff next save it.
 */
export async function secretBox(db: Kysely<DB>, configured?: string): Promise<SecretBox> {
  const keyOf = (secret: string) => createHash('sha256').update(secret).digest();
  if (configured === undefined) return secretBoxOf(keyOf(await storedSecret(db, 'GATEWAY_SEAL_KEY')));
  const kept = await findKeptSecret(db, 'GATEWAY_SEAL_KEY');
  return secretBoxOf(keyOf(configured), kept === undefined ? undefined : keyOf(kept));
}

/** The box of a 32-byte key; `earlier`, a key values sealed before may still be under. */
export function secretBoxOf(key: Buffer, earlier?: Buffer): SecretBox {
  const openWith = (under: Buffer, stored: string) => {
    const [iv = '', sealed = '', tag = ''] = stored.slice(SEALED.length).split('.');
    const decipher = createDecipheriv('aes-256-gcm', under, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED}${[iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!stored.startsWith(SEALED)) return stored;
      try {
        return openWith(key, stored);
      } catch (error) {
        if (earlier === undefined) throw error;
        return openWith(earlier, stored);
      }
    },
  };
}
