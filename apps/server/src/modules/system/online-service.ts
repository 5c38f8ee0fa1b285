import { randomInt } from 'node:crypto';
import type { OnlineService } from '@platform/contracts/system/online-service';
import { ENCODED_SERVICE_PATH_TYPE, encodeServicePath } from '@platform/contracts/system/service-path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { listServicePaths } from './repo.ts';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomKey(): string {
  return Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

/** Service entry points; the type-3 address is obscured with a fresh key on every answer. */
export async function getOnlineService(db: Kysely<DB>, merchant: Merchant): Promise<OnlineService> {
  const rows = await listServicePaths(db, merchant.id);
  return {
    version: {
      pathList: rows.map(({ type, url }) => ({
        type,
        path: type === ENCODED_SERVICE_PATH_TYPE ? encodeServicePath(url, randomKey()) : url,
      })),
    },
  };
}
