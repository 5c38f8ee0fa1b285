import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { keptSecret } from './secrets-repo.ts';

/** The secrets a deployment may leave unset outside production, by the variable that sets them. */
export type SecretName = 'HOUSE_VENDOR_SECRET' | 'LOTTERY_SEED_SECRET';

/**
 * The deployment's own random secret `name` (32 bytes from the system's generator), made by whichever
 * instance asks first and kept in the database, so all instances and restarts use the same one.
 */
export function storedSecret(db: Kysely<DB>, name: SecretName): Promise<string> {
  return keptSecret(db, name, randomBytes(32).toString('base64url'));
}

export type DeploymentSecrets = { houseVendorSecret: string; lotterySeedSecret: string };

/** Each secret from the configuration when it sets one (as production must), else the stored one. */
export async function deploymentSecrets(
  db: Kysely<DB>,
  config: Pick<Config, 'houseVendorSecret' | 'lotterySeedSecret'>,
): Promise<DeploymentSecrets> {
  return {
    houseVendorSecret: config.houseVendorSecret ?? (await storedSecret(db, 'HOUSE_VENDOR_SECRET')),
    lotterySeedSecret: config.lotterySeedSecret ?? (await storedSecret(db, 'LOTTERY_SEED_SECRET')),
  };
}
