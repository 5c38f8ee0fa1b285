import { walletClient } from '@platform/contracts/vendor-wallet/client';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
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

/**
 * A house slot round as the provider plays it: its debits, then rollbacks of some of them (by index),
 * then closed with no win, or left open.
 */
export async function slotRound(
  server: TestServer,
  player: { merchantId: bigint; memberId: bigint },
  roundId: string,
  play: { debits: readonly string[]; rollBack?: readonly number[]; close: boolean },
): Promise<void> {
  const token = await houseGameToken(server.database.db, player, HOUSE_GAMES.slot);
  const wallet = houseWalletClient(server);
  const base = { token, playerId: `P${player.memberId}`, gameCode: HOUSE_GAMES.slot, roundId };
  for (const [index, amount] of play.debits.entries())
    await wallet('debit', { ...base, transactionId: `${roundId}-d${index}`, amount, currency: 'USD' });
  for (const index of play.rollBack ?? [])
    await wallet('rollback', {
      ...base,
      transactionId: `${roundId}-r${index}`,
      refTransactionId: `${roundId}-d${index}`,
    });
  if (play.close)
    await wallet('credit', {
      ...base,
      transactionId: `${roundId}-c`,
      amount: '0.00',
      currency: 'USD',
      closeRound: true,
    });
}
