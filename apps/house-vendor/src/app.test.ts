import { randomBytes } from 'node:crypto';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The platform the house vendor plays against is the real one: its server, database and wallet API.
import { seedIfEmpty } from '../../server/src/db/seed/seed.ts';
import { flushCallLogs } from '../../server/src/modules/vendor-wallet/call-log.ts';
import { expectLedgerHealthy } from '../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../server/src/test/test-server.ts';
import { buildVendorApp } from './app.ts';
import { hashOfSeed } from './fair.ts';
import { type GameKind, outcomeOf, type RoundChoice } from './rounds.ts';
import type { PlayedRound } from './sessions.ts';
import { fundedMember, launchAddress, openLaunch } from './test-platform.ts';
import { platformWallet } from './wallet.ts';

const SECRET = randomBytes(32).toString('hex');

let platform: TestServer;
const vendor = buildVendorApp({ logLevel: 'silent', frameAncestors: [] });
let vendorUrl = '';
let vendorWithWallet: ReturnType<typeof buildVendorApp>;
let url = '';

beforeAll(async () => {
  platform = await startTestServer();
  await vendor.listen({ port: 0, host: '127.0.0.1' });
  vendorUrl = `http://127.0.0.1:${(vendor.server.address() as { port: number }).port}`;
  vendorWithWallet = buildVendorApp({
    logLevel: 'silent',
    frameAncestors: [],
    wallet: platformWallet({
      baseUrl: `${platform.url}/vendor-wallet/v1`,
      vendorCode: HOUSE_PROVIDER_CODE,
      secret: SECRET,
    }),
  });
  await vendorWithWallet.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(vendorWithWallet.server.address() as { port: number }).port}`;
  // The platform launches its house games here, and checks this vendor's signatures with this key.
  await seedIfEmpty(platform.database.db, { launchUrl: `${url}/play`, signingSecret: SECRET });
});
afterAll(async () => {
  await vendor.close();
  await vendorWithWallet?.close();
  await platform?.close();
});

// A fishing shot aims at a fish of its session's school: fishing-app.test.ts plays it.
const CHOICES: Record<Exclude<GameKind, 'fishing'>, RoundChoice> = {
  slot: { game: 'slot' },
  crash: { game: 'crash', cashOut: 2 },
  dice: { game: 'dice', target: 49.5, direction: 'under' },
  baccarat: { game: 'baccarat', side: 'banker' },
};

type SessionState = {
  mode: 'real' | 'demo';
  currency: string;
  balance: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  table: string | null;
  limits: { min: string; max: string };
  history: (PlayedRound & { revealedSeed: string | null })[];
};

const funded = (amount: bigint) => fundedMember(platform, amount);
const launchUrl = (memberToken: string, kind: GameKind, roomId?: string) =>
  launchAddress(platform, memberToken, kind, roomId);
const open = openLaunch;

const state = async (session: string): Promise<SessionState> =>
  (await fetch(`${url}/api/sessions/${session}`)).json() as Promise<SessionState>;

const postAt = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const post = (path: string, body: unknown) => postAt(url, path, body);

const play = (session: string, stake: string, choice: RoundChoice) =>
  post(`/api/sessions/${session}/rounds`, { stake, choice });

/** Every call the platform's wallet API received: it keeps each one with its raw body (in batches). */
async function walletCalls() {
  await flushCallLogs();
  const { count } = await platform.database.db
    .selectFrom('vendor_calls')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('the house vendor’s own pages', () => {
  it('answers its health check, and 404 for anything else', async () => {
    const response = await fetch(`${vendorUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'house-vendor' });
    expect((await fetch(`${vendorUrl}/wallet`)).status).toBe(404);
  });

  it('serves each game’s rules page with its paytable and return to player, and 404 for no game', async () => {
    const slot = await fetch(`${url}/rules/slot?lang=EN`);
    expect(slot.status).toBe(200);
    const html = await slot.text();
    expect(html).toContain('Lotus Fortune');
    expect(html).toMatch(/Return to player: 9\d\.\d\d%/);
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Lantern</td><td>30 / 120 / 500</td>');
    expect(await (await fetch(`${url}/rules/dice?lang=TH`)).text()).toContain('ลูกเต๋านำโชค');
    expect((await fetch(`${url}/rules/roulette`)).status).toBe(404);
  });
});

describe('the launch handshake', () => {
  it('opens a real session from the platform’s launch address, showing the platform’s balance', async () => {
    const member = await funded(100_00n);
    const address = await launchUrl(member.token, 'slot');
    expect(address.startsWith(`${url}/play?`)).toBe(true);
    const session = await open(address);
    const page = await fetch(`${url}/game/${session}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Lotus Fortune</h1>');
    // The page comes with the session's state, read from the platform's wallet as it was served.
    expect(html).toContain('"balance":"100.00"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const opened = await state(session);
    expect(opened).toMatchObject({ mode: 'real', currency: 'USD', balance: '100.00', nonce: 0, history: [] });
    expect(opened.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('remembers a member’s sound switch for their next game, and none for a demo player', async () => {
    const member = await funded(1_00n);
    const first = await open(await launchUrl(member.token, 'slot'));
    expect(await (await fetch(`${url}/game/${first}`)).text()).toContain('"sound":null');
    const put = (session: string, body: unknown) =>
      fetch(`${url}/api/sessions/${session}/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put(first, { sound: 'off' })).status).toBe(400);
    expect((await put(first, { sound: false, extra: 1 })).status).toBe(400);
    expect((await put('f'.repeat(32), { sound: false })).status).toBe(404);
    expect((await put(first, { sound: false })).status).toBe(204);
    // Another game, another session: the member's switch comes with it.
    const next = await open(await launchUrl(member.token, 'fishing'));
    expect(await (await fetch(`${url}/game/${next}`)).text()).toContain('"sound":false');
    const demo = await fetch(`${url}/play?game=${HOUSE_GAMES.dice}&mode=demo`, { redirect: 'manual' });
    const demoSession = (demo.headers.get('location') ?? '').slice('/game/'.length);
    expect((await put(demoSession, { sound: false })).status).toBe(409);
  });

  it('turns away a token the platform does not know, a real launch with no token, and an unknown game', async () => {
    const forged = await fetch(`${url}/play?game=${HOUSE_GAMES.dice}&mode=real&token=${'x'.repeat(43)}`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(401);
    expect(await forged.text()).toContain('Open the game again from the site');
    const tokenless = await fetch(`${url}/play?game=${HOUSE_GAMES.dice}&mode=real`, { redirect: 'manual' });
    expect(tokenless.status).toBe(400);
    const unknown = await fetch(`${url}/play?game=HOUSE_ROULETTE&mode=demo`, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect((await fetch(`${url}/game/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${url}/api/sessions/${'0'.repeat(32)}`)).status).toBe(404);
  });
});

describe('real play against the platform’s wallet', () => {
  it('plays a round of each game: the stake is debited, the win credited and the round closed', async () => {
    const member = await funded(100_00n);
    let expected = 100_00n;
    for (const kind of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
      const session = await open(await launchUrl(member.token, kind));
      const response = await play(session, '2.50', CHOICES[kind]);
      expect(response.status).toBe(200);
      const { round, balance, nonce } = (await response.json()) as {
        round: PlayedRound;
        balance: string;
        nonce: number;
      };
      expect(round.outcome.game).toBe(kind);
      expect(round.stake).toBe('2.50');
      expect(nonce).toBe(1);
      const win = BigInt(round.win.replace('.', ''));
      expected += win - 2_50n;
      expect(balance).toBe((Number(expected) / 100).toFixed(2));
      expect(await member.balance()).toBe(expected);
      const recorded = await platform.database.db
        .selectFrom('game_rounds')
        .select(['stake', 'win', 'status'])
        .where('provider_code', '=', HOUSE_PROVIDER_CODE)
        .where('round_id', '=', round.roundId)
        .executeTakeFirstOrThrow();
      expect(recorded).toEqual({ stake: 2_50n, win, status: 'closed' });
    }
    await expectLedgerHealthy(platform.database.db);
  });

  it('refuses a stake over the balance with the platform’s code, moving nothing', async () => {
    const member = await funded(1_00n);
    const session = await open(await launchUrl(member.token, 'dice'));
    const response = await play(session, '5.00', CHOICES.dice);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'INSUFFICIENT_FUNDS' });
    expect(await member.balance()).toBe(1_00n);
    expect((await state(session)).history).toEqual([]);
    await expectLedgerHealthy(platform.database.db);
  });

  it('refuses bad input before any wallet call', async () => {
    const member = await funded(10_00n);
    const session = await open(await launchUrl(member.token, 'crash'));
    const dice = await open(await launchUrl(member.token, 'dice'));
    const before = await walletCalls();
    for (const stake of ['0', '0.09', '1000.01']) {
      const response = await post(`/api/sessions/${session}/rounds`, { stake, choice: CHOICES.crash });
      expect(response.status, stake).toBe(400);
      expect(await response.json()).toEqual({ error: 'STAKE_OUT_OF_LIMITS' });
    }
    const refused = [
      { stake: '-1.00', choice: CHOICES.crash },
      { stake: '1.001', choice: CHOICES.crash },
      { stake: 'lots', choice: CHOICES.crash },
      { stake: '1.00', choice: CHOICES.dice },
      { stake: '1.00', choice: { game: 'crash', cashOut: 1 } },
      { stake: '1.00', choice: { game: 'crash', cashOut: 2.005 } },
      { stake: '1.00', choice: { game: 'crash' } },
      { stake: '1.00' },
    ];
    for (const body of refused) {
      const response = await post(`/api/sessions/${session}/rounds`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid' });
    }
    for (const choice of [
      { game: 'dice', target: 0.5, direction: 'under' },
      { game: 'dice', target: 50.001, direction: 'over' },
      { game: 'dice', target: 50, direction: 'sideways' },
    ])
      expect((await post(`/api/sessions/${dice}/rounds`, { stake: '1.00', choice })).status).toBe(400);
    expect((await post(`/api/sessions/${session}/seed`, { clientSeed: 'no spaces!' })).status).toBe(400);
    expect(await walletCalls()).toBe(before);
    expect(await member.balance()).toBe(10_00n);
  });
});

describe('stake limits staff set on the platform', () => {
  it('shows them, refuses a stake outside them before the wallet, and narrows a table to them', async () => {
    const { db } = platform.database;
    const setLimits = (game: string, min: bigint | null, max: bigint | null) =>
      db.updateTable('games').set({ min_stake: min, max_stake: max }).where('game_code', '=', game).execute();
    await setLimits(HOUSE_GAMES.dice, 2_00n, 5_00n);
    await setLimits(HOUSE_GAMES.baccarat, null, 50_00n);
    try {
      const member = await funded(100_00n);
      const session = await open(await launchUrl(member.token, 'dice'));
      expect(await state(session)).toMatchObject({ limits: { min: '2.00', max: '5.00' } });
      expect(await (await fetch(`${url}/game/${session}`)).text()).toContain(
        'Stakes from 2.00 USD to 5.00 USD',
      );
      const before = await walletCalls();
      for (const stake of ['1.99', '5.01']) {
        const response = await play(session, stake, CHOICES.dice);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'STAKE_OUT_OF_LIMITS' });
      }
      expect(await walletCalls()).toBe(before);
      expect((await play(session, '5.00', CHOICES.dice)).status).toBe(200);

      // A table wholly above the platform's largest stake plays the platform's limits.
      const high = await open(await launchUrl(member.token, 'baccarat', 'HIGH'));
      expect(await state(high)).toMatchObject({ table: 'HIGH', limits: { min: '50.00', max: '50.00' } });
      const standard = await open(await launchUrl(member.token, 'baccarat', 'STANDARD'));
      expect(await state(standard)).toMatchObject({ limits: { min: '10.00', max: '50.00' } });

      // Limits moved after the launch: the platform's wallet refuses the stake, and the player reads why.
      await setLimits(HOUSE_GAMES.dice, 2_00n, 3_00n);
      const held = await member.balance();
      const refused = await play(session, '4.00', CHOICES.dice);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'STAKE_OUT_OF_LIMITS' });
      expect(await member.balance()).toBe(held);
      await expectLedgerHealthy(platform.database.db);
    } finally {
      await setLimits(HOUSE_GAMES.dice, null, null);
      await setLimits(HOUSE_GAMES.baccarat, null, null);
    }
  });
});

describe('tables (the launch’s room)', () => {
  it('plays baccarat at the table the platform’s room names, with that table’s stakes', async () => {
    const member = await funded(300_00n);
    const address = await launchUrl(member.token, 'baccarat', 'HIGH');
    expect(new URL(address).searchParams.get('room')).toBe('HIGH');
    const session = await open(address);
    expect(await (await fetch(`${url}/game/${session}`)).text()).toContain(
      'High-roller table · Stakes from 100.00 USD to 10000.00 USD',
    );
    expect(await state(session)).toMatchObject({ table: 'HIGH', limits: { min: '100.00', max: '10000.00' } });
    const before = await walletCalls();
    // Under the table's minimum, though the house takes it at no table: refused before the wallet.
    expect((await play(session, '99.99', CHOICES.baccarat)).status).toBe(400);
    expect(await walletCalls()).toBe(before);
    expect((await play(session, '100.00', CHOICES.baccarat)).status).toBe(200);

    // Without a room the game plays the house's open stakes.
    const noTable = await open(await launchUrl(member.token, 'baccarat'));
    expect(await state(noTable)).toMatchObject({ table: null, limits: { min: '0.10', max: '1000.00' } });
    await expectLedgerHealthy(platform.database.db);
  });

  it('keeps a demo table’s limits, and turns away a room the game does not have', async () => {
    const response = await fetch(
      `${vendorUrl}/play?game=${HOUSE_GAMES.baccarat}&mode=demo&room=NOVICE&lang=DE`,
      {
        redirect: 'manual',
      },
    );
    const session = (response.headers.get('location') ?? '').slice('/game/'.length);
    expect(await (await fetch(`${vendorUrl}/game/${session}`)).text()).toContain(
      'Einsteigertisch · Einsätze von 1.00 USD bis 100.00 USD',
    );
    const at = (stake: string) =>
      postAt(vendorUrl, `/api/sessions/${session}/rounds`, { stake, choice: CHOICES.baccarat });
    expect((await at('100.01')).status).toBe(400);
    expect((await at('0.50')).status).toBe(400);
    expect((await at('100.00')).status).toBe(200);
    for (const query of [
      `game=${HOUSE_GAMES.baccarat}&mode=demo&room=NOWHERE`,
      `game=${HOUSE_GAMES.slot}&mode=demo&room=NOVICE`,
      `game=${HOUSE_GAMES.baccarat}&mode=demo&room=no%20spaces`,
    ])
      expect((await fetch(`${vendorUrl}/play?${query}`, { redirect: 'manual' })).status, query).toBe(400);
  });
});

describe('provably fair play', () => {
  it('commits to the server seed before play, reveals it on rotation, and every round recomputes from it', async () => {
    const member = await funded(50_00n);
    const session = await open(await launchUrl(member.token, 'baccarat'));
    const committed = (await state(session)).serverSeedHash;
    const side = { game: 'baccarat', side: 'player' } as const;
    for (let round = 0; round < 3; round += 1) expect((await play(session, '1.00', side)).status).toBe(200);
    const played = await state(session);
    expect(played.nonce).toBe(3);
    expect(played.history.map(({ nonce }) => nonce)).toEqual([2, 1, 0]);
    expect(played.history.every((round) => round.serverSeedHash === committed)).toBe(true);
    expect(played.history.every((round) => round.revealedSeed === null)).toBe(true);

    const rotated = await post(`/api/sessions/${session}/seed`, { clientSeed: 'my-own-seed_42' });
    expect(rotated.status).toBe(200);
    const after = (await rotated.json()) as SessionState & { revealedSeed: string; revealedHash: string };
    expect(hashOfSeed(after.revealedSeed)).toBe(committed);
    expect(after.revealedHash).toBe(committed);
    expect(after.serverSeedHash).not.toBe(committed);
    expect(after).toMatchObject({ clientSeed: 'my-own-seed_42', nonce: 0 });

    // The history now carries the revealed seed: each round recomputes, by the vendor's verifier
    // and independently, to what was played.
    const history = (await state(session)).history;
    for (const round of history) {
      expect(round.revealedSeed).toBe(after.revealedSeed);
      const seeds = { serverSeed: after.revealedSeed, clientSeed: round.clientSeed, nonce: round.nonce };
      const verify = await post('/api/verify', { ...seeds, choice: side });
      expect(await verify.json()).toEqual({ serverSeedHash: committed, outcome: round.outcome });
      expect(outcomeOf(seeds, side)).toEqual(round.outcome);
    }

    // The next round is played with the player's own client seed, from nonce 0.
    const next = (await (await play(session, '1.00', side)).json()) as { round: PlayedRound };
    expect(next.round).toMatchObject({
      clientSeed: 'my-own-seed_42',
      nonce: 0,
      serverSeedHash: after.serverSeedHash,
    });
    expect(
      (await post('/api/verify', { serverSeed: 'not-hex', clientSeed: 'a', nonce: 0, choice: side })).status,
    ).toBe(400);
    await expectLedgerHealthy(platform.database.db);
  });
});

describe('demo mode', () => {
  it('plays demo credits, on a server with no wallet and on one with the platform’s, and never calls the wallet', async () => {
    const before = await walletCalls();
    for (const base of [vendorUrl, url]) {
      const response = await fetch(`${base}/play?game=${HOUSE_GAMES.dice}&mode=demo&lang=VI`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      const session = (response.headers.get('location') ?? '').slice('/game/'.length);
      const opened = (await (await fetch(`${base}/api/sessions/${session}`)).json()) as SessionState;
      expect(opened).toMatchObject({ mode: 'demo', balance: '1000.00' });
      const played = await postAt(base, `/api/sessions/${session}/rounds`, {
        stake: '10.00',
        choice: CHOICES.dice,
      });
      const { round, balance } = (await played.json()) as { round: PlayedRound; balance: string };
      expect(round.roundId).toMatch(/^demo-/);
      expect(Number(balance)).toBeCloseTo(1000 - 10 + Number(round.win), 2);
      expect(await (await fetch(`${base}/game/${session}`)).text()).toContain('Xúc Xắc May Mắn');
    }
    expect(await walletCalls()).toBe(before);
  });

  it('refuses a demo stake over the demo credits', async () => {
    const longShot = { game: 'crash', cashOut: 1000 } as const;
    const response = await fetch(`${vendorUrl}/play?game=${HOUSE_GAMES.crash}&mode=demo`, {
      redirect: 'manual',
    });
    const session = (response.headers.get('location') ?? '').slice('/game/'.length);
    const played = await postAt(vendorUrl, `/api/sessions/${session}/rounds`, {
      stake: '1000.00',
      choice: longShot,
    });
    expect(played.status).toBe(200);
    const again = await postAt(vendorUrl, `/api/sessions/${session}/rounds`, {
      stake: '1000.00',
      choice: longShot,
    });
    const { win } = ((await played.json()) as { round: PlayedRound }).round;
    // All 1,000 credits staked on a 1-in-1,000 cash-out: a second 1,000 plays only if the first won.
    expect(again.status).toBe(Number(win) >= 1000 ? 200 : 409);
  });
});
