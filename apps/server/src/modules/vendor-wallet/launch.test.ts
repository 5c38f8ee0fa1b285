import { ZSuccess } from '@platform/contracts/envelope';
import { ZLaunchGameValue } from '@platform/contracts/games/launch';
import { lotteryGameOf } from '@platform/contracts/games/lottery-page';
import { walletClient } from '@platform/contracts/vendor-wallet/client';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { sessionTokenOf } from '../../test/session-token-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { storedSecret } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let member: { id: bigint; token: string };

beforeAll(async () => {
  server = await startTestServer();
  member = await registeredMember(server, 'launcher01');
});
afterAll(() => server?.close());

async function nodeIdOf(gameCode: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('games')
    .select('id')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

function launch(token: string | undefined, body: object) {
  return server.request('/wps/game/launchGame', {
    method: 'POST',
    headers: {
      Merchant: 'demo',
      Language: 'VI',
      'content-type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify({
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      accountType: 1,
      ...body,
    }),
  });
}

describe('POST /wps/game/launchGame', () => {
  it('opens a house game with a launch token the provider can read the balance with', async () => {
    const response = await launch(member.token, {
      nodeId: await nodeIdOf(HOUSE_GAMES.slot),
      confirmTrans: 0,
      theme: 'dark',
    });
    expect(response.status).toBe(200);
    const { game_url, demo } = ZSuccess(ZLaunchGameValue).parse(await response.json()).value;
    expect(demo).toBe(false);
    const url = new URL(game_url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8090/play');
    expect(url.searchParams.get('game')).toBe(HOUSE_GAMES.slot);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('lang')).toBe('VI');
    expect(url.searchParams.get('currency')).toBe('USD');
    // The house games' pages are drawn in the theme the member chose on the site.
    expect(url.searchParams.get('theme')).toBe('dark');
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    const call = walletClient({
      baseUrl: `${server.url}/vendor-wallet/v1`,
      vendorCode: HOUSE_PROVIDER_CODE,
      secret: server.houseSecret,
    });
    expect((await call('balance', { token })).body).toEqual({
      code: 'OK',
      playerId: `P${member.id}`,
      currency: 'USD',
      balance: '0.00',
    });
  });

  it("opens each of the sportsbook's lobby games on the book, whose balance call learns the brand", async () => {
    const book = walletClient({
      baseUrl: `${server.url}/vendor-wallet/v1`,
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret: await storedSecret(server.database.db, 'SPORTSBOOK_SECRET'),
    });
    for (const gameCode of Object.values(SPORTSBOOK_GAMES)) {
      const response = await launch(member.token, { nodeId: await nodeIdOf(gameCode) });
      expect(response.status).toBe(200);
      const url = new URL(ZSuccess(ZLaunchGameValue).parse(await response.json()).value.game_url);
      expect(url.origin + url.pathname).toBe('http://127.0.0.1:8100/play');
      expect(url.searchParams.get('game')).toBe(gameCode);
      expect(url.searchParams.get('mode')).toBe('real');
      expect(url.searchParams.has('theme')).toBe(false);
      // The brand travels on the wallet's answer, which the player cannot edit, not in the address.
      expect(url.searchParams.has('brand')).toBe(false);
      expect((await book('balance', { token: url.searchParams.get('token') ?? '' })).body).toEqual({
        code: 'OK',
        playerId: `P${member.id}`,
        currency: 'USD',
        balance: '0.00',
        brand: { code: 'demo', oddsFormat: 'decimal', margin: 500 },
      });
    }
    // The member's chosen theme goes to the book's page; none chosen, none sent (the page follows the device).
    const themed = await launch(member.token, {
      nodeId: await nodeIdOf(SPORTSBOOK_GAMES.esports),
      theme: 'light',
    });
    expect(
      new URL(ZSuccess(ZLaunchGameValue).parse(await themed.json()).value.game_url).searchParams.get('theme'),
    ).toBe('light');
    expect(
      (await launch(member.token, { nodeId: await nodeIdOf(SPORTSBOOK_GAMES.esports), theme: 'blue' }))
        .status,
    ).toBe(400);
    // The brand's own format and margin, once staff set them.
    await server.database.db
      .updateTable('merchants')
      .set({ odds_format: 'hong_kong', sportsbook_margin: 800 })
      .execute();
    const response = await launch(member.token, { nodeId: await nodeIdOf(SPORTSBOOK_GAMES.cricket) });
    const url = new URL(ZSuccess(ZLaunchGameValue).parse(await response.json()).value.game_url);
    const { body } = await book('balance', { token: url.searchParams.get('token') ?? '' });
    expect(body.brand).toEqual({ code: 'demo', oddsFormat: 'hong_kong', margin: 800 });
    await server.database.db
      .updateTable('merchants')
      .set({ odds_format: 'decimal', sportsbook_margin: 500 })
      .execute();
  });

  it("pays a long accumulator's return in full, and refuses a credit past the book's cap", async () => {
    const { db } = server.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const bettor = await registeredMember(server, 'parlay01');
    await deposit(
      db,
      merchant,
      await accountFor(db, merchant, 'member.main', { memberId: bettor.id }),
      2_00n,
      'parlay',
    );
    const book = walletClient({
      baseUrl: `${server.url}/vendor-wallet/v1`,
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret: await storedSecret(db, 'SPORTSBOOK_SECRET'),
    });
    const response = await launch(bettor.token, { nodeId: await nodeIdOf(SPORTSBOOK_GAMES.football) });
    const token =
      new URL(ZSuccess(ZLaunchGameValue).parse(await response.json()).value.game_url).searchParams.get(
        'token',
      ) ?? '';
    const round = (roundId: string) => ({
      token,
      playerId: `P${bettor.id}`,
      gameCode: SPORTSBOOK_GAMES.football,
      roundId,
    });
    const bet = async (roundId: string, credit: string) => {
      const debit = await book('debit', {
        ...round(roundId),
        transactionId: `${roundId}-d`,
        amount: '1.00',
        currency: 'USD',
      });
      expect(debit.body.code).toBe('OK');
      return book('credit', {
        ...round(roundId),
        transactionId: `${roundId}-c`,
        amount: credit,
        currency: 'USD',
        closeRound: true,
      });
    };
    // A 1.00 eight-fold at about 4.5 a leg returns 168,151.25: far past any casino game's multiple.
    const won = await bet('parlay-1', '168151.25');
    expect(won.body).toMatchObject({ code: 'OK', balance: '168152.25' });
    // A million stakes and a cent: only a stolen key or a broken book asks for it.
    const refused = await bet('parlay-2', '1000000.01');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('WIN_LIMIT_EXCEEDED');
    await expectLedgerHealthy(db);
  });

  it('opens a demo account’s game in demo mode, with no token for the wallet', async () => {
    const login = await server.request('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ os: 'web', platform: 'W', Encryption: false, gatewayVersion: 3 }),
    });
    const demoToken = sessionTokenOf(await login.json());
    const response = await launch(demoToken, { nodeId: await nodeIdOf(HOUSE_GAMES.dice) });
    const { game_url, demo } = ZSuccess(ZLaunchGameValue).parse(await response.json()).value;
    expect(demo).toBe(true);
    expect(new URL(game_url).searchParams.get('mode')).toBe('demo');
    expect(new URL(game_url).searchParams.has('token')).toBe(false);
  });

  it('sends a listed-only vendor’s game and a vendor in maintenance to the suggestion page', async () => {
    const listedGame = await server.database.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', 'LUCKY_REELS')
      .executeTakeFirstOrThrow();
    const listed = await launch(member.token, { nodeId: String(listedGame.id) });
    expect(listed.status).toBe(503);
    expect(await listed.json()).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    const fishKing = await server.database.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', 'FISH_KING')
      .executeTakeFirstOrThrow();
    const closed = await launch(member.token, { nodeId: String(fishKing.id) });
    expect(await closed.json()).toMatchObject({ errorCode: 'game.maintenance' });
  });

  it('sends a game in maintenance to the suggestion page though its vendor plays', async () => {
    const response = await launch(member.token, { nodeId: await nodeIdOf('DRAGON_SPINS_LUCKY_LANTERNS') });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorCode: 'game.maintenance' });
  });

  it('opens no VASSALAGE group itself, and only rooms the card game has', async () => {
    const group = await launch(member.token, { nodeId: await nodeIdOf('LUCKY_REELS_CLASSICS') });
    expect(group.status).toBe(404);
    expect(await group.json()).toMatchObject({ errorCode: 'game.not.found' });
    const card = await server.database.db
      .selectFrom('games')
      .innerJoin('pvp_rooms', 'pvp_rooms.game_id', 'games.id')
      .select('games.id')
      .where('games.category', '=', 'PVP')
      .executeTakeFirstOrThrow();
    const room = await launch(member.token, { nodeId: String(card.id), roomId: 'NOWHERE' });
    expect(room.status).toBe(404);
    // A real room of a listed-only vendor passes the room check and meets the vendor's maintenance.
    const listed = await launch(member.token, { nodeId: String(card.id), roomId: 'STANDARD' });
    expect(await listed.json()).toMatchObject({ errorCode: 'game.maintenance' });
  });

  it("opens a lottery vendor's catalogue game on the platform's own lottery page", async () => {
    const db = server.database.db;
    const entries = await db
      .selectFrom('games')
      .select(['id', 'category', 'lottery_game_code'])
      .where('category', 'in', ['ELOTT', 'LOTT'])
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.lottery_game_code !== null)).toBe(true);
    const lotteryCodes = new Set(
      (await db.selectFrom('lottery_games').select('code').execute()).map(({ code }) => code),
    );
    const launched: bigint[] = [];
    for (const category of ['ELOTT', 'LOTT']) {
      const entry = entries.find((game) => game.category === category);
      if (entry) launched.push(entry.id);
      const response = await launch(member.token, { nodeId: String(entry?.id) });
      expect(response.status).toBe(200);
      const { game_url, demo } = ZSuccess(ZLaunchGameValue).parse(await response.json()).value;
      expect(demo).toBe(false);
      expect(game_url).toBe(`/lottery?gameCode=${entry?.lottery_game_code}`);
      expect(lotteryCodes.has(lotteryGameOf(game_url) ?? '')).toBe(true);
    }
    // Opened, it counts as played, like any launch.
    const recent = await db
      .selectFrom('member_recent_games')
      .select('game_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(launched).toHaveLength(2);
    expect(recent.map(({ game_id }) => game_id)).toEqual(expect.arrayContaining(launched));
  });

  it('asks a guest to log in, and refuses an unknown game and another launch mode', async () => {
    const nodeId = await nodeIdOf(HOUSE_GAMES.slot);
    expect((await launch(undefined, { nodeId })).status).toBe(401);
    const unknown = await launch(member.token, { nodeId: '999999999' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'game.not.found' });
    const mode = await launch(member.token, { nodeId, launchMode: 'FLASH' });
    expect(mode.status).toBe(400);
  });
});

describe('POST /wps/game/launchGame: the lotto lobby launch', () => {
  const lotto = (body: object) =>
    launch(member.token, {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'SEA',
      device: 'WEB',
      backUrl: '/index',
      language: 'VI',
      ...body,
    });
  const urlOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ZSuccess(ZLaunchGameValue).parse(await response.json()).value.game_url;
  };

  it("opens the site's own betting page of the game, or its lotto lobby", async () => {
    expect(await urlOf(await lotto({ lottoGameCode: 'VN_NORTH', lottoView: 'betting' }))).toBe(
      '/lottery?gameCode=VN_NORTH',
    );
    expect(await urlOf(await lotto({ lottoGameCode: 'VN_NORTH', lottoView: 'lobby' }))).toBe('/lott');
    expect(await urlOf(await lotto({ lottoView: 'lobby' }))).toBe('/lott');
  });

  it('refuses a game the brand lacks or offers in another prize mode, and a bad view or back address', async () => {
    for (const body of [
      { lottoGameCode: 'NOPE_1M', lottoView: 'betting' },
      { lottoGameCode: 'VN_NORTH', lottoView: 'betting', lottoPrizeMode: 'Elott' },
      { lottoView: 'betting' },
    ]) {
      const refused = await lotto(body);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ errorCode: 'lottery.game.unknown' });
    }
    for (const body of [
      { lottoGameCode: 'VN_NORTH', lottoView: 'iframe' },
      { lottoGameCode: 'VN_NORTH', lottoView: 'lobby', backUrl: 'https://elsewhere.example/' },
      { lottoGameCode: 'VN_NORTH', lottoView: 'lobby', backUrl: '//elsewhere.example/' },
      { lottoGameCode: 'VN_NORTH', lottoView: 'lobby', lottoPrizeMode: 'BIG' },
    ])
      expect((await lotto(body)).status).toBe(400);
    const guest = await launch(undefined, {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'SEA',
      lottoView: 'lobby',
    });
    expect(guest.status).toBe(401);
  });
});
