import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { VENDOR_HEADERS, type VendorWalletResponse } from '@platform/contracts/vendor-wallet/protocol';
import { signVendorCall } from '@platform/contracts/vendor-wallet/signature';
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { insertMember } from '../apps/server/src/modules/identity/repo.ts';
import { accountFor, transfer } from '../apps/server/src/modules/ledger/service.ts';
import { openGameSession } from '../apps/server/src/modules/vendor-wallet/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import type { Task } from './measure.ts';

/**
 * What the benches over the seamless wallet share (bench/seamless-wallet.ts, bench/sportsbook-place.ts):
 * a provider's signed calls over kept-alive connections, the players they are made for, and the cap on
 * calls in flight that keeps an open loop to the closed loop's clients.
 */

/**
 * At most `count` calls of `task` in flight, the others waiting for one to answer: in the open loop a
 * late call waits for one of the clients (its wait counts, from when it was due) instead of opening
 * another connection. The closed loop never has more than its clients in flight anyway.
 */
export function limited(task: Task, count: number): Task {
  let free = count;
  const waiting: (() => void)[] = [];
  return async (worker, step) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task(worker, step);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

/**
 * JSON posted with node:http over at most `sockets` kept-alive connections instead of fetch: the
 * bench's process shares the 2 cores with the servers, PostgreSQL and Redis, and fetch cost it about
 * 0.5 ms of processor time a call (measured against node:http on the same calls), time taken from the
 * servers on the side of a ratio whose baseline has no HTTP client at all.
 */
export function leanJsonClient(sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return <T>(url: URL, body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: T }>((resolve, reject) => {
      const sent = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as T });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
}

/**
 * The provider's side of a wallet call, signed as `walletClient` (contracts) signs it, over the lean
 * client above. The signature, nonce and timestamp are each call's own, as a provider's are.
 */
export function leanWalletClient(
  settings: { baseUrl: string; vendorCode: string; secret: string },
  sockets: number,
) {
  const post = leanJsonClient(sockets);
  const base = new URL(settings.baseUrl);
  return async (operation: string, payload: unknown) => {
    const url = new URL(`${base.pathname}/${operation}`, base);
    const body = JSON.stringify(payload);
    const timestamp = String(Date.now());
    const nonce = randomBytes(16).toString('hex');
    const answer = await post<VendorWalletResponse>(url, body, {
      [VENDOR_HEADERS.vendor]: settings.vendorCode,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.nonce]: nonce,
      [VENDOR_HEADERS.signature]: signVendorCall(settings.secret, {
        timestamp,
        nonce,
        path: url.pathname,
        body,
      }),
    });
    return answer.body;
  };
}

/**
 * `count` members of the brand, each with `funds` (minor units) in the main wallet and in a vendor
 * wallet (in an open loop a client's transfers overlap, and either way may come first), and a launch
 * token of the provider's game, as the platform's launch gives a provider.
 */
export async function fundedPlayers(
  db: Kysely<DB>,
  brand: Merchant,
  {
    count,
    funds,
    providerCode,
    gameCode,
  }: { count: number; funds: bigint; providerCode: string; gameCode: string },
) {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('game_code', '=', gameCode)
    .where('merchant_id', '=', brand.id)
    .executeTakeFirstOrThrow();
  const cashIn = await accountFor(db, brand, 'system.cash_in');
  return Promise.all(
    Array.from({ length: count }, async (_, worker) => {
      const memberId = await insertMember(db, {
        merchantId: brand.id,
        account: `benchplayer${worker}`,
        verifiedMobile: null,
        passwordHash: '!',
        paymentPasswordHash: null,
        language: 'EN',
        profile: {},
        ip: null,
        uplineId: null,
      });
      if (memberId === undefined) throw new Error('bench member exists');
      const main = await accountFor(db, brand, 'member.main', { memberId });
      const vendor = await accountFor(db, brand, 'member.vendor', { memberId, subKey: 'bench' });
      for (const [index, accountId] of [main, vendor].entries())
        await transfer(db, {
          merchantId: brand.id,
          idempotencyKey: `fund-${worker}-${index}`,
          kind: 'deposit',
          legs: [
            { accountId: cashIn, amount: -funds },
            { accountId, amount: funds },
          ],
        });
      const token = await openGameSession(db, {
        merchantId: brand.id,
        memberId,
        providerCode,
        gameId: game.id,
        lifetimeMinutes: 60,
      });
      return { memberId, token, playerId: `P${memberId}`, main, vendor };
    }),
  );
}
