import { randomBytes } from 'node:crypto';
import { HOUSE_LIVE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../server/src/db/seed/seed.ts';
import { expectLedgerHealthy } from '../../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { buildVendorApp } from '../app.ts';
import { hashOfSeed } from '../fair.ts';
import { connectSessionRedis } from '../redis-sessions.ts';
import { fundedMember, launchGameAddress } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';
import type { LiveBaccaratOutcome } from './baccarat.ts';
import { liveBaccarat } from './baccarat.ts';
import { redisLiveStore } from './redis-store.ts';
import { memoryLiveStore } from './store.ts';
import type { TableView } from './table.ts';

/**
 * The shared baccarat table against the real platform, on two vendor instances over one store: over
 * Redis (each instance its own connections, the news on its pub/sub) when REDIS_URL names one, as in
 * production; else one memory store. One deals, both push, each member's bets are one wallet round.
 */
const SECRET = randomBytes(32).toString('hex');
const PACE = { bettingMs: 1_500, resultMs: 300 };
type Message = { type: 'view'; view: TableView } | { type: 'settled'; round: number };

const redisUrl = process.env.REDIS_URL;
const prefix = `house-vendor-test:live:${randomBytes(4).toString('hex')}:`;
let platform: TestServer;
const instances: { app: ReturnType<typeof buildVendorApp>; url: string }[] = [];
const url = (index: number) => instances[index]?.url ?? '';

beforeAll(async () => {
  platform = await startTestServer();
  await seedIfEmpty(platform.database.db, { launchUrl: 'http://vendor.invalid/play', signingSecret: SECRET });
  const memory = memoryLiveStore();
  for (let index = 0; index < 2; index += 1) {
    const app = buildVendorApp({
      logLevel: 'silent',
      frameAncestors: [],
      live: redisUrl ? redisLiveStore(await connectSessionRedis(redisUrl), prefix) : memory,
      livePace: PACE,
      wallet: platformWallet({
        baseUrl: `${platform.url}/vendor-wallet/v1`,
        vendorCode: HOUSE_PROVIDER_CODE,
        secret: SECRET,
      }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });

    instances.push({ app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
  }
});
afterAll(async () => {
  // The test's event streams, aborted, may leave their sockets to the server's own timeout.
  for (const { app } of instances.splice(0)) {
    app.server.closeAllConnections();
    await app.close();
  }
  if (redisUrl) {
    // The tables' keys never expire (a table runs for good): the test's go with it.
    const redis = await connectSessionRedis(redisUrl);
    for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>)
      if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await platform?.close();
});

/** A member seated at the table through the site's launch, on instance `index`; answers the seat. */
async function seated(index: number, funds: bigint) {
  const member = await fundedMember(platform, funds);
  const address = new URL(await launchGameAddress(platform, member.token, HOUSE_LIVE_GAMES.baccarat));
  const response = await fetch(`${url(index)}${address.pathname}${address.search}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const seat = (response.headers.get('location') ?? '').replace('/live/', '');
  expect(seat).toMatch(/^[0-9a-f]{32}$/);
  return { member, seat };
}

/** A seat's event stream, read as the browser's EventSource would: every message, in order. */
function listen(index: number, seat: string) {
  const messages: Message[] = [];
  const abort = new AbortController();
  const done = fetch(`${url(index)}/api/live/${seat}/events`, { signal: abort.signal })
    .then(async (response) => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body ?? []) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('data: ')) messages.push(JSON.parse(event.slice(6)) as Message);
          end = buffer.indexOf('\n\n');
        }
      }
    })
    .catch(() => undefined);
  return {
    messages,
    async until<T>(find: (messages: Message[]) => T | undefined, ms = 8_000): Promise<T> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = find(messages);
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error('the table sent nothing of the kind');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      abort.abort();
      await done;
    },
  };
}

const bet = (index: number, seat: string, body: { round: number; spot: string; stake: string }) =>
  fetch(`${url(index)}/api/live/${seat}/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') },
    body: JSON.stringify(body),
  });

describe('the shared baccarat table', () => {
  it('takes two members’ bets on either instance, deals one result to both, and pays each round', async () => {
    const first = await seated(0, 100_00n);
    const second = await seated(1, 100_00n);
    const streams = [listen(0, first.seat), listen(1, second.seat)];
    // A window with time to bet in: the next round's opening if this one is nearly over.
    const open = await streams[0]?.until(
      (messages) =>
        messages
          .map((message) => (message.type === 'view' ? message.view : undefined))
          .find((view) => view?.phase === 'betting' && view.closesAt - Date.now() > 800),
      10_000,
    );
    if (!open) throw new Error('no betting window');
    // Each member's bets cross instances: the balancer sends requests where it likes.
    const placed = await Promise.all([
      bet(1, first.seat, { round: open.round, spot: 'banker', stake: '10.00' }),
      bet(1, first.seat, { round: open.round, spot: 'tie', stake: '1.00' }),
      bet(0, second.seat, { round: open.round, spot: 'player', stake: '5.00' }),
    ]);
    expect(placed.map((response) => response.status)).toEqual([200, 200, 200]);

    const results = await Promise.all(
      (streams ?? []).map((stream) =>
        stream?.until((messages) =>
          messages.find(
            (message): message is { type: 'view'; view: TableView } =>
              message.type === 'view' && message.view.round === open.round && message.view.phase === 'result',
          ),
        ),
      ),
    );
    // One dealer: both instances pushed the one result, dealt from the shoe committed before the bets.
    expect(results[0]?.view.outcome).toEqual(results[1]?.view.outcome);
    expect(results[0]?.view.shoe.hash).toBe(open.shoe.hash);
    const outcome = results[0]?.view.outcome as LiveBaccaratOutcome;

    await Promise.all(
      streams.map((stream) =>
        stream.until((messages) =>
          messages.find((message) => message.type === 'settled' && message.round === open.round),
        ),
      ),
    );
    const back = (spot: string, stake: bigint) =>
      (stake * BigInt(Math.round(liveBaccarat.returnOf(spot, outcome) * 100))) / 100n;
    expect(await first.member.balance()).toBe(100_00n - 11_00n + back('banker', 10_00n) + back('tie', 1_00n));
    expect(await second.member.balance()).toBe(100_00n - 5_00n + back('player', 5_00n));
    const rounds = await platform.database.db
      .selectFrom('game_rounds')
      .select(['stake', 'status'])
      .where('provider_code', '=', HOUSE_PROVIDER_CODE)
      .where('member_id', 'in', [first.member.id, second.member.id])
      .orderBy('stake', 'desc')
      .execute();
    expect(rounds).toEqual([
      { stake: 11_00n, status: 'closed' },
      { stake: 5_00n, status: 'closed' },
    ]);

    // The round is over: a bet on it is refused, with the reason, and nothing is debited.
    const late = await bet(0, first.seat, { round: open.round, spot: 'banker', stake: '10.00' });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: 'BETTING_CLOSED' });
    const state = (await (await fetch(`${url(1)}/api/live/${first.seat}`)).json()) as {
      balance: string;
      history: { round: number; staked: string }[];
    };
    expect(state.history[0]).toMatchObject({ round: open.round, staked: '11.00' });
    // The seat's page comes with the same state, read from the wallet as it was served.
    const page = await fetch(`${url(1)}/live/${first.seat}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(`"balance":"${state.balance}"`);
    await expectLedgerHealthy(platform.database.db);
    for (const stream of streams) await stream.close();
  });

  it('deals a revealed seed again to the same road (verify)', async () => {
    const serverSeed = 'ab'.repeat(32);
    const response = await fetch(`${url(0)}/api/live/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'baccarat', serverSeed }),
    });
    const answer = (await response.json()) as { hash: string; road: string[] };
    expect(answer.hash).toBe(hashOfSeed(serverSeed));
    // An 8-deck shoe cut 60 to 85 cards from its end deals some 70 rounds.
    expect(answer.road.length).toBeGreaterThan(60);
    expect(answer.road.length).toBeLessThan(90);
  });
});
