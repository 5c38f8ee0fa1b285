import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
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

/** One kept-alive HTTP/1.1 connection, one request at a time, written with one `write`. */
class Connection {
  readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private pending: {
    resolve: (answer: { status: number; text: string }) => void;
    reject: (error: Error) => void;
  } | null = null;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.closed = true;
      this.pending?.reject(error);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the connection closed before its answer')));
  }

  send(request: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  /** An answer is complete once its head and `content-length` bytes of body are in (the server sends no chunks). */
  private read(chunk: Buffer) {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
    const bodyStart = headEnd + 4;
    if (!Number.isInteger(length)) {
      this.socket.destroy(new Error(`an answer without content-length: ${head}`));
      return;
    }
    if (this.received.length < bodyStart + length) return;
    const text = this.received.toString('utf8', bodyStart, bodyStart + length);
    this.received = this.received.subarray(bodyStart + length);
    const pending = this.pending;
    this.pending = null;
    pending?.resolve({ status: Number(head.slice(9, 12)), text });
  }
}

/**
 * JSON posted over at most `sockets` kept-alive connections per server, each request written as one
 * string and its answer read by its `content-length`: the bench's process shares the 2 cores with the
 * servers, PostgreSQL and Redis, and every microsecond its client spends is taken from them on the
 * side of a ratio whose baseline has no HTTP client at all. `fetch` cost about 0.5 ms of processor time
 * a call more than node:http, and node:http (its agent, its request and response objects and their
 * streams) 220–300 µs a call against 88–95 µs for this (docs/benchmarks.md); what the server receives
 * is the same HTTP/1.1 request either way.
 */
export function leanJsonClient(sockets: number) {
  const idle = new Map<string, Connection[]>();
  const opened = new Map<string, number>();
  const waiting = new Map<string, ((connection: Connection) => void)[]>();

  const take = (host: string, port: number): Promise<Connection> => {
    const origin = `${host}:${port}`;
    const free = idle.get(origin) ?? [];
    // A connection the server closed while it was idle (its keep-alive timeout) is dropped here.
    for (let connection = free.pop(); connection; connection = free.pop()) {
      if (!connection.closed) return Promise.resolve(connection);
      opened.set(origin, (opened.get(origin) ?? 1) - 1);
    }
    if ((opened.get(origin) ?? 0) < sockets) {
      opened.set(origin, (opened.get(origin) ?? 0) + 1);
      return Promise.resolve(new Connection(host, port));
    }
    return new Promise((resolve) => {
      const queue = waiting.get(origin) ?? [];
      queue.push(resolve);
      waiting.set(origin, queue);
    });
  };
  const give = (host: string, port: number, connection: Connection) => {
    const origin = `${host}:${port}`;
    const next = waiting.get(origin)?.shift();
    if (connection.closed) {
      connection.socket.destroy();
      // A call waiting for this connection gets a new one in its place.
      if (next) next(new Connection(host, port));
      else opened.set(origin, (opened.get(origin) ?? 1) - 1);
      return;
    }
    if (next) next(connection);
    else {
      const free = idle.get(origin) ?? [];
      free.push(connection);
      idle.set(origin, free);
    }
  };

  return async <T>(url: URL, body: string, headers: Record<string, string> = {}) => {
    const port = Number(url.port || 80);
    const connection = await take(url.hostname, port);
    let request = `POST ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`;
    try {
      const answer = await connection.send(`${request}\r\n${body}`);
      return { status: answer.status, body: JSON.parse(answer.text) as T };
    } finally {
      give(url.hostname, port, connection);
    }
  };
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
