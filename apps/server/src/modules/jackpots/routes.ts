import { getJackpots } from '@platform/contracts/jackpots/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RegisterEndpoint } from '../../platform/endpoint.ts';
import { cachedLookup } from '../../platform/ttl-cache.ts';
import { jackpotBoard } from './service.ts';

/**
 * Every open lobby and slot page polls the board every few seconds: each instance reads it once per
 * brand per this long, whoever asks.
 */
const BOARD_CACHE_MS = 2_000;

export function jackpotRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  const boardOf = cachedLookup(
    (merchant: Parameters<typeof jackpotBoard>[1]) => jackpotBoard(db, merchant),
    (merchant) => String(merchant.id),
    { ttlMs: BOARD_CACHE_MS },
  );
  registerEndpoint(getJackpots, ({ merchant }) => boardOf(merchant));
}
