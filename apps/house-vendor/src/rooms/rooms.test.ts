import { randomBytes } from 'node:crypto';
import { HOUSE_CARD_ROOM_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../server/src/db/seed/seed.ts';
import { expectLedgerHealthy } from '../../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { buildVendorApp } from '../app.ts';
import { memoryLiveStore } from '../live/store.ts';
import { SessionStore } from '../sessions.ts';
import { fundedMember, launchGameAddress } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';

/**
 * Niu-Niu's rooms against the real platform, on two vendor instances over one store: each seat is one
 * wallet round (the buy-in a debit, the cash-out the credit that closes it) and the house keeps only
 * the rake: what the members hold after leaving is what they held before, less the rake.
 */
const SECRET = randomBytes(32).toString('hex');
const PACE = { actMs: 8_000, showMs: 1_000 };
type Game = {
  phase: 'waiting' | 'grab' | 'bet' | 'settled';
  hand: number;
  banker: string | null;
  last: { hand: number; results: { seat: string; net: string; rake: string; kind: number }[] } | null;
};
type Room = {
  balance: string;
  seat: { room: string; seat: string } | null;
  hands: { hand: number; net: string; rake: string }[];
  view: { state: Game } | null;
};

let platform: TestServer;
const instances: { app: ReturnType<typeof buildVendorApp>; url: string }[] = [];
const url = (index: number) => instances[index]?.url ?? '';

beforeAll(async () => {
  platform = await startTestServer();
  await seedIfEmpty(platform.database.db, { launchUrl: 'http://vendor.invalid/play', signingSecret: SECRET });
  const store = memoryLiveStore();
  // One store of each kind for both instances, as Redis is in production.
  const sessions = new SessionStore();
  for (let index = 0; index < 2; index += 1) {
    const app = buildVendorApp({
      logLevel: 'silent',
      frameAncestors: [],
      live: store,
      sessions,
      roomPace: PACE,
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
  for (const { app } of instances.splice(0)) {
    app.server.closeAllConnections();
    await app.close();
  }
  await platform?.close();
});

/** A member launched into Niu-Niu's novice rooms through the site, on instance `index`: its session. */
async function launched(index: number, funds: bigint) {
  const member = await fundedMember(platform, funds);
  const address = new URL(
    await launchGameAddress(platform, member.token, HOUSE_CARD_ROOM_GAMES.niuniu, { roomId: 'NOVICE' }),
  );
  const opened = await fetch(`${url(index)}${address.pathname}${address.search}`, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  const session = (opened.headers.get('location') ?? '').replace('/rooms/', '');
  expect(session).toMatch(/^[0-9a-f]{32}$/);
  return { member, session };
}

const post = (
  index: number,
  session: string,
  path: string,
  body: unknown,
  key = randomBytes(8).toString('hex'),
) =>
  fetch(`${url(index)}/api/rooms/${session}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
const roomOf = async (index: number, session: string) =>
  (await (await fetch(`${url(index)}/api/rooms/${session}`)).json()) as Room;

/** Follows the room's stream (the seat is connected while it reads), answering when `until` holds. */
function follow(index: number, session: string, room: string) {
  const abort = new AbortController();
  fetch(`${url(index)}/api/rooms/${session}/events?room=${room}`, { signal: abort.signal })
    .then(async (response) => {
      for await (const _ of response.body ?? []);
    })
    .catch(() => undefined);
  return () => abort.abort();
}
async function until<T>(find: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('the room never got there');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('Niu-Niu’s rooms on the platform’s wallet', () => {
  it('seats two members by their buy-ins, plays a hand, and pays each its chips when it leaves', async () => {
    const ann = await launched(0, 100_00n);
    const bob = await launched(1, 100_00n);
    const room = 'niuniu-NOVICE-USD-1';
    const sitKey = randomBytes(8).toString('hex');
    const sat = await post(0, ann.session, 'sit', { room, buyIn: '40.00' }, sitKey);
    expect(sat.status).toBe(200);
    // The same request again seats nobody twice and debits nothing twice.
    expect((await post(1, ann.session, 'sit', { room, buyIn: '40.00' }, sitKey)).status).toBe(200);
    expect(await ann.member.balance()).toBe(60_00n);
    const stopAnn = follow(0, ann.session, room);
    expect((await post(1, bob.session, 'sit', { room, buyIn: '30.00' })).status).toBe(200);
    const stopBob = follow(1, bob.session, room);
    expect(await bob.member.balance()).toBe(70_00n);
    // Both sat down from one address (this machine's): the platform's risk staff are told, once.
    await expect
      .poll(
        () =>
          platform.database.db
            .selectFrom('risk_signals')
            .select(['kind', 'game_code', 'table_id'])
            .where('table_id', '=', room)
            .execute(),
        { timeout: 10_000 },
      )
      .toEqual([{ kind: 'shared-address', game_code: HOUSE_CARD_ROOM_GAMES.niuniu, table_id: room }]);

    await until(async () => ((await roomOf(0, ann.session)).view?.state.phase === 'grab' ? true : undefined));
    expect((await post(1, ann.session, 'act', { type: 'grab', value: 2 })).status).toBe(200);
    expect((await post(0, bob.session, 'act', { type: 'grab', value: 0 })).status).toBe(200);
    const betting = await roomOf(0, bob.session);
    expect(betting.view?.state).toMatchObject({ phase: 'bet', banker: betting.view?.state.banker });
    const bobSeat = betting.seat?.seat;
    expect(betting.view?.state.banker).not.toBe(bobSeat);
    expect((await post(0, bob.session, 'act', { type: 'bet', value: 3 })).status).toBe(200);
    const settled = await until(async () => {
      const state = await roomOf(1, ann.session);
      return state.view?.state.phase === 'settled' ? state : undefined;
    });
    const results = settled.view?.state.last?.results ?? [];
    const rake = results.reduce((sum, one) => sum + BigInt(one.rake), 0n);
    expect(results.reduce((sum, one) => sum + BigInt(one.net), 0n)).toBe(-rake);

    // Between hands both leave; each seat's round is closed by the credit of its chips.
    for (const [index, who] of [ann, bob].entries()) {
      const left = await post(index, who.session, 'leave', {});
      expect(await left.json()).toMatchObject({ left: true });
    }
    stopAnn();
    stopBob();
    const after = [await ann.member.balance(), await bob.member.balance()];
    const net = (seat: string | undefined) => BigInt(results.find((one) => one.seat === seat)?.net ?? '0');
    expect(after[1]).toBe(100_00n + net(bobSeat));
    expect((after[0] ?? 0n) + (after[1] ?? 0n)).toBe(200_00n - rake);
    const rounds = await platform.database.db
      .selectFrom('game_rounds')
      .select(['stake', 'win', 'status'])
      .where('provider_code', '=', HOUSE_PROVIDER_CODE)
      .where('member_id', 'in', [ann.member.id, bob.member.id])
      .orderBy('stake', 'desc')
      .execute();
    expect(rounds.map((one) => one.status)).toEqual(['closed', 'closed']);
    expect(rounds.map((one) => one.stake)).toEqual([40_00n, 30_00n]);
    // The member's history names the hand, its net and its rake.
    const history = (await roomOf(0, bob.session)).hands[0];
    expect(history).toMatchObject({ hand: settled.view?.state.hand });
    await expectLedgerHealthy(platform.database.db);
  });

  it('seats nobody when the wallet refuses the buy-in, and says why', async () => {
    const poor = await launched(0, 10_00n);
    const refused = await post(0, poor.session, 'sit', { room: 'niuniu-NOVICE-USD-2', buyIn: '20.00' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'INSUFFICIENT_FUNDS' });
    expect((await roomOf(1, poor.session)).seat).toBeNull();
    expect(await poor.member.balance()).toBe(10_00n);
    // Hostile input: a room of another stake, an amount out of bounds, no key.
    expect((await post(0, poor.session, 'sit', { room: 'niuniu-HIGH-USD-1', buyIn: '20.00' })).status).toBe(
      400,
    );
    expect(
      await (await post(0, poor.session, 'sit', { room: 'niuniu-NOVICE-USD-2', buyIn: '1.00' })).json(),
    ).toEqual({ error: 'ROOM_BUY_IN' });
    const keyless = await fetch(`${url(0)}/api/rooms/${poor.session}/sit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: 'niuniu-NOVICE-USD-2', buyIn: '20.00' }),
    });
    expect(keyless.status).toBe(400);
    await expectLedgerHealthy(platform.database.db);
  });

  it('keeps a member’s sound switch, as the single-player games do, for every instance', async () => {
    const member = await launched(0, 1_00n);
    const settings = (body: unknown) =>
      fetch(`${url(0)}/api/rooms/${member.session}/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await settings({ sound: 0 })).status).toBe(400);
    expect((await settings({ sound: false })).status).toBe(204);
    expect(await (await fetch(`${url(1)}/rooms/${member.session}`)).text()).toContain('"sound":false');
  });

  it('serves the page with the rooms as the API answers them, so a phone waits for one response', async () => {
    const member = await launched(0, 12_34n);
    const page = await (await fetch(`${url(1)}/rooms/${member.session}`)).text();
    const config = JSON.parse(
      /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}',
    );
    expect(config.state).toEqual(await roomOf(0, member.session));
    expect(config.state).toMatchObject({ balance: '12.34', seat: null });
    // The rules say the rake's cap in the table's money.
    expect(page).toContain('The rake is at most 100.00 USD per winner and hand.');
  });
});
