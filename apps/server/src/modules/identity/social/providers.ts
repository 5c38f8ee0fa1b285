import type { SocialChannel } from '@platform/contracts/identity/social';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SecretBox } from '../../system/secrets.ts';
import * as socialRepo from './repo.ts';

/** A brand's provider as staff see it: whether a client secret is saved, never the secret. */
export type SocialProviderView = {
  channel: SocialChannel;
  issuerUrl: string;
  clientId: string;
  secretSet: boolean;
  enabled: boolean;
};

export async function socialProviders(db: Kysely<DB>, merchantId: bigint): Promise<SocialProviderView[]> {
  const rows = await socialRepo.listProviders(db, merchantId);
  return rows.map((row) => ({
    channel: row.channel,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    // The table holds no provider without one; said in the answer so the console needs no guess.
    secretSet: row.client_secret.length > 0,
    enabled: row.enabled,
  }));
}

/**
 * Sets a brand's provider for a channel (the channel's feature switch still decides whether it is
 * offered), its client secret sealed by `box`; without a secret, the one saved before is kept.
 */
export async function configureSocialProvider(
  db: Kysely<DB>,
  box: SecretBox,
  merchantId: bigint,
  provider: Omit<socialRepo.ProviderSettings, 'clientSecret'> & { clientSecret: string | undefined },
): Promise<void> {
  const { clientSecret, ...settings } = provider;
  await socialRepo.upsertProvider(db, merchantId, {
    ...settings,
    clientSecret: clientSecret === undefined ? undefined : box.seal(clientSecret),
  });
}
