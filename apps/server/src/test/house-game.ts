import { walletClient } from '@platform/contracts/vendor-wallet/client';
import { type HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { openGameSession } from '../modules/vendor-wallet/service.ts';
import type { TestServer } from './test-server.ts';

/**
 * A launch token for the member's play of a house game, as a launch of the seeded house vendor (the
 * one on the seamless wallet, playing the main wallet) opens it, good for an hour.
 */
export async function houseGameToken(
  db: Kysely<DB>,
  player: { merchantId: bigint; memberId: bigint },
  gameCode: (typeof HOUSE_GAMES)[keyof typeof HOUSE_GAMES],
): Promise<string> {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', player.merchantId)
    .where('vendor_code', '=', 'LOTUS_ORIGINALS')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return openGameSession(db, {
    ...player,
    providerCode: HOUSE_PROVIDER_CODE,
    gameId: game.id,
    lifetimeMinutes: 60,
  });
}

/** The house provider's side of the seamless wallet against the test server, signing with its key. */
export function houseWalletClient(server: TestServer, secret = server.houseSecret) {
  return walletClient({ baseUrl: `${server.url}/vendor-wallet/v1`, vendorCode: HOUSE_PROVIDER_CODE, secret });
}
