import { ZSuccess } from '@platform/contracts/envelope';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { expect } from 'vitest';
import { z } from 'zod';
import { testClient } from './api-client.ts';
import { houseGameToken, houseWalletClient } from './house-game.ts';
import type { TestServer } from './test-server.ts';

/** A call to the demo brand with a member's or a staff token, the body sent as JSON. */
export const demoCall = (server: TestServer, token: string, method: string, path: string, body?: unknown) =>
  testClient(() => server).call(token, method, path, body);

/** The value of a successful answer, which must be a 200 (the failure shown when it is not). */
export async function answerOf<T>(schema: z.ZodType<T>, response: Response): Promise<T> {
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return ZSuccess(schema).parse(json).value;
}

const ZWithId = z.object({ id: z.string() });

/** A bank-transfer deposit the member asks for and finance staff confirm, as the site and console do. */
export async function confirmedDeposit(
  server: TestServer,
  tokens: { member: string; finance: string },
  amount: string,
  requestId: string,
): Promise<void> {
  const created = await answerOf(
    ZWithId,
    await demoCall(server, tokens.member, 'POST', '/wps/deposits', {
      method: 'bank-transfer',
      amount,
      reference: 'NGUYEN VAN AN',
      requestId,
    }),
  );
  await answerOf(
    ZWithId,
    await demoCall(server, tokens.finance, 'POST', '/ops/deposits/confirm', {
      merchant: 'demo',
      depositId: created.id,
    }),
  );
}

/** A house slot round the member stakes `amount` on and loses, played to its end through the seamless wallet. */
export async function lostRound(
  server: TestServer,
  player: { merchantId: bigint; memberId: bigint },
  roundId: string,
  amount: string,
): Promise<void> {
  const token = await houseGameToken(server.database.db, player, HOUSE_GAMES.slot);
  const wallet = houseWalletClient(server);
  const round = { token, playerId: `P${player.memberId}`, gameCode: HOUSE_GAMES.slot, roundId };
  await wallet('debit', { ...round, transactionId: `${roundId}-d`, amount, currency: 'USD' });
  await wallet('credit', {
    ...round,
    transactionId: `${roundId}-c`,
    amount: '0.00',
    currency: 'USD',
    closeRound: true,
  });
}
