import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/src/db/seed/seed.ts';
import { expectLedgerHealthy } from '../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../server/src/test/test-server.ts';
import { buildVendorApp } from './app.ts';
import { hashOfSeed } from './fair.ts';
import { connectSessionRedis, redisBackend } from './redis-sessions.ts';
import { outcomeOf } from './rounds.ts';
import { memoryBackend, type PlayedRound, SessionStore } from './sessions.ts';
import { fundedMember, launchAddress, openLaunch } from './test-platform.ts';
import { platformWallet } from './wallet.ts';

/**
 * Two instances of the vendor behind one address, as a load balancer spreads a player's requests:
 * each instance its own process state, the sessions in one store. Over Redis (each instance its own
 * connection) when REDIS_URL names one, as in production; over one memory store always.
 */
const SECRET = randomBytes(32).toString('hex');
const redisUrl = process.env.REDIS_URL;
const prefix = `house-vendor-test:${randomBytes(4).toString('hex')}:`;

const STORES: { name: string; stores: () => Promise<[SessionStore, SessionStore]> }[] = [
  {
    name: 'one memory store',
    stores: async () => {
      const backend = memoryBackend();
      return [new SessionStore(backend), new SessionStore(backend)];
    },
  },
];
if (redisUrl)
  STORES.push({
    name: 'Redis',
    stores: async () => [
      new SessionStore(redisBackend(await connectSessionRedis(redisUrl), prefix)),
      new SessionStore(redisBackend(await connectSessionRedis(redisUrl), prefix)),
    ],
  });

let platform: TestServer;
beforeAll(async () => {
  platform = await startTestServer();
  // The launch address's host is the balancer's; each test below sends it to its first instance.
  await seedIfEmpty(platform.database.db, { launchUrl: 'http://vendor.invalid/play', signingSecret: SECRET });
});
afterAll(async () => {
  await platform?.close();
});

type Answer = { round: PlayedRound; balance: string; nonce: number; net: string };
type State = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  balance: string;
  history: (PlayedRound & { revealedSeed: string | null })[];
};

const SLOT = { game: 'slot' } as const;
const minor = (amount: string) => BigInt(amount.replace('.', ''));

describe.each(STORES)('two vendor instances over $name', ({ stores }) => {
  const instances: { app: ReturnType<typeof buildVendorApp>; url: string; sessions: SessionStore }[] = [];
  const [a, b] = [0, 1].map((index) => () => {
    const instance = instances[index];
    if (!instance) throw new Error('the instances have not started');
    return instance.url;
  }) as [() => string, () => string];

  beforeAll(async () => {
    for (const sessions of await stores()) {
      const app = buildVendorApp({
        logLevel: 'silent',
        frameAncestors: [],
        sessions,
        wallet: platformWallet({
          baseUrl: `${platform.url}/vendor-wallet/v1`,
          vendorCode: HOUSE_PROVIDER_CODE,
          secret: SECRET,
        }),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({
        app,
        sessions,
        url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
      });
    }
  });
  afterAll(async () => {
    for (const { app, sessions } of instances.splice(0)) {
      await app.close();
      await sessions.close();
    }
  });

  const state = async (base: string, session: string) =>
    (await fetch(`${base}/api/sessions/${session}`)).json() as Promise<State>;
  const spin = (base: string, session: string, key?: string) =>
    fetch(`${base}/api/sessions/${session}/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ stake: '1.00', choice: SLOT }),
    });
  const roundsOf = async (memberId: bigint) =>
    platform.database.db
      .selectFrom('game_rounds')
      .select(['round_id', 'stake', 'win', 'status'])
      .where('provider_code', '=', HOUSE_PROVIDER_CODE)
      .where('member_id', '=', memberId)
      .execute();

  /** A member's launch, on the first instance; the player's later requests go wherever the balancer sends them. */
  async function launched() {
    const member = await fundedMember(platform, 50_00n);
    const { pathname, search } = new URL(await launchAddress(platform, member.token, 'slot'));
    const session = await openLaunch(`${a()}${pathname}${search}`);
    return { member, session };
  }
  /** Holds the session as a round in flight on the first instance would. */
  async function heldOnFirst(session: string) {
    const held = await instances[0]?.sessions.hold(session);
    if (!held) throw new Error('the session could not be held');
    return held;
  }

  it('plays on the second a session launched on the first, one seed chain across both', async () => {
    const { member, session } = await launched();
    const committed = await state(a(), session);
    expect(await state(b(), session)).toMatchObject({
      serverSeedHash: committed.serverSeedHash,
      nonce: 0,
      balance: '50.00',
    });
    expect((await fetch(`${b()}/game/${session}`)).status).toBe(200);

    const first = (await (await spin(b(), session)).json()) as Answer;
    const second = (await (await spin(a(), session)).json()) as Answer;
    expect([first.nonce, second.nonce]).toEqual([1, 2]);
    expect([first.round.nonce, second.round.nonce]).toEqual([0, 1]);
    const expected = 50_00n - 2_00n + minor(first.round.win) + minor(second.round.win);
    expect(await member.balance()).toBe(expected);
    expect(minor(second.balance)).toBe(expected);
    for (const base of [a(), b()])
      expect((await state(base, session)).history.map(({ roundId }) => roundId)).toEqual([
        second.round.roundId,
        first.round.roundId,
      ]);

    // The seed committed on the first instance, revealed by the second, proves both rounds.
    const rotated = await fetch(`${b()}/api/sessions/${session}/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSeed: 'across-instances' }),
    });
    const { revealedSeed } = (await rotated.json()) as { revealedSeed: string };
    expect(hashOfSeed(revealedSeed)).toBe(committed.serverSeedHash);
    const after = await state(a(), session);
    expect(after).toMatchObject({ clientSeed: 'across-instances', nonce: 0 });
    for (const round of after.history) {
      expect(round.revealedSeed).toBe(revealedSeed);
      const seeds = { serverSeed: revealedSeed, clientSeed: committed.clientSeed, nonce: round.nonce };
      expect(outcomeOf(seeds, SLOT)).toEqual(round.outcome);
    }
    expect((await roundsOf(member.id)).map(({ status }) => status)).toEqual(['closed', 'closed']);
    await expectLedgerHealthy(platform.database.db);
  });

  it('settles once the same round request reaching both at once, and answers it again later', async () => {
    const { member, session } = await launched();
    const key = randomBytes(16).toString('hex');
    // Both arrive while the session is busy, then race for it the moment it is free.
    const held = await heldOnFirst(session);
    const sent = Promise.all([spin(a(), session, key), spin(b(), session, key)]);
    await sleep(300);
    await held.release();
    const answers = await sent;
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    const [one, other] = (await Promise.all(answers.map((answer) => answer.json()))) as [Answer, Answer];
    expect(other).toEqual(one);
    const again = (await (await spin(b(), session, key)).json()) as Answer;
    expect(again).toEqual(one);

    const rounds = await roundsOf(member.id);
    expect(rounds).toEqual([
      { round_id: one.round.roundId, stake: 1_00n, win: minor(one.round.win), status: 'closed' },
    ]);
    expect(await member.balance()).toBe(50_00n - 1_00n + minor(one.round.win));
    expect((await state(a(), session)).nonce).toBe(1);
    await expectLedgerHealthy(platform.database.db);
  });

  it('refuses a round or a seed change without a key while another instance holds the session', async () => {
    const { member, session } = await launched();
    const held = await heldOnFirst(session);
    const refused = await spin(b(), session);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'busy' });
    const rotation = await fetch(`${b()}/api/sessions/${session}/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSeed: 'while-busy' }),
    });
    expect(rotation.status).toBe(409);
    expect(await roundsOf(member.id)).toEqual([]);
    await held.release();
    expect((await spin(b(), session)).status).toBe(200);
    expect(await state(a(), session)).toMatchObject({ nonce: 1 });
    expect(await roundsOf(member.id)).toHaveLength(1);
    await expectLedgerHealthy(platform.database.db);
  });
});
