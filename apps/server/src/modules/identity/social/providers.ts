import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import * as socialRepo from './repo.ts';

/** Sets a brand's provider for a channel (the channel's feature switch still decides whether it is offered). */
export function configureSocialProvider(
  db: Kysely<DB>,
  merchantId: bigint,
  provider: socialRepo.ProviderSettings,
): Promise<void> {
  return socialRepo.upsertProvider(db, merchantId, provider);
}
