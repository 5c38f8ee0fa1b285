import { ZSuccess } from '@platform/contracts/envelope';
import { ZGame, ZGameList } from '@platform/contracts/games/categories';
import { ZPvpRooms } from '@platform/contracts/games/pvp';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let member: { id: bigint; token: string };

beforeAll(async () => {
  server = await startTestServer();
  member = await registeredMember(server, 'browser01');
});
afterAll(() => server?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await server.request(path, { headers: { Merchant: 'demo', ...headers } });
  return { status: response.status, body: await response.json() };
}

async function list(query: string, headers: Record<string, string> = {}) {
  const { status, body } = await get(`/lgw/games/list?${query}`, headers);
  expect(status).toBe(200);
  return ZSuccess(ZGameList).parse(body).value;
}

async function games(path: string, headers: Record<string, string> = {}) {
  const { status, body } = await get(path, headers);
  expect(status).toBe(200);
  return ZSuccess(z.array(ZGame)).parse(body).value;
}

describe('GET /lgw/games/list', () => {
  it('pages a category, with the total, never repeating a game across pages', async () => {
    const first = await list('gameCategory=RNG&pageSize=10');
    const second = await list('gameCategory=RNG&pageSize=10&page=2');
    const all = await list('gameCategory=RNG&pageSize=100');
    expect(first.total).toBe(all.total);
    expect(all.games).toHaveLength(all.total);
    expect(first.games).toHaveLength(10);
    expect([...first.games, ...second.games].map(({ nodeId }) => nodeId)).toEqual(
      all.games.slice(0, 20).map(({ nodeId }) => nodeId),
    );
    expect(all.games.every(({ gameCategory }) => gameCategory === 'RNG')).toBe(true);
  });

  it('lists a VASSALAGE group once and keeps its games for the popup', async () => {
    const { games: reels } = await list('vendorCode=LUCKY_REELS&pageSize=100');
    const groups = reels.filter(({ isGame }) => isGame === 'VASSALAGE');
    expect(groups).toEqual([
      expect.objectContaining({ code: 'LUCKY_REELS_CLASSICS', vassalage: 'LUCKY_REELS_CLASSICS' }),
    ]);
    expect(reels.some(({ isGame, vassalage }) => isGame === 'GAME' && vassalage !== null)).toBe(false);
    expect((await list('isGame=VASSALAGE')).games.map(({ code }) => code)).toEqual(['LUCKY_REELS_CLASSICS']);
  });

  it('applies the slot filters on the server: minimum bet at most 0.1 and 25 or more lines', async () => {
    const all = await list('gameCategory=RNG&pageSize=100');
    const filtered = await list('gameCategory=RNG&maxMinBet=0.1&minLines=25&pageSize=100');
    const expected = all.games.filter(
      ({ minBet, lines }) => minBet !== null && Number(minBet) <= 0.1 && lines !== null && lines >= 25,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.games.length);
    expect(filtered.games.map(({ nodeId }) => nodeId)).toEqual(expected.map(({ nodeId }) => nodeId));
    expect(filtered.total).toBe(expected.length);
    expect(filtered.games.find(({ code }) => code === HOUSE_GAMES.slot)).toMatchObject({
      minBet: '0.10',
      lines: 25,
    });
  });

  it('narrows to the vendors on the seamless wallet, or to those with a wallet of their own', async () => {
    const seamless = await list('wallet=seamless&pageSize=100');
    expect(seamless.total).toBeGreaterThan(0);
    expect(new Set(seamless.games.map(({ vendorCode }) => vendorCode))).toEqual(
      new Set(['LOTUS_ORIGINALS', 'LOTUS_SPORTSBOOK']),
    );
    const transfer = await list('wallet=transfer&pageSize=100');
    expect(transfer.games.map(({ vendorCode }) => vendorCode)).toContain('LOTUS_CLUB');
    expect(transfer.games.some(({ vendorCode }) => vendorCode === 'LOTUS_ORIGINALS')).toBe(false);
    const all = await list('pageSize=1');
    expect(seamless.total + transfer.total).toBe(all.total);
  });

  it('searches names in every language a game has, LIKE signs taken literally', async () => {
    expect((await list('search=fortune')).games.map(({ code }) => code)).toContain(HOUSE_GAMES.slot);
    const chinese = await list('search=莲花', { Language: 'CN' });
    // The house slot, offered by the house vendor and again by its twin on a transfer wallet.
    expect(chinese.games.map(({ name, vendorCode }) => `${vendorCode} ${name}`)).toEqual([
      'LOTUS_ORIGINALS 莲花财富',
      'LOTUS_CLUB 莲花财富',
    ]);
    expect((await list('search=%25')).total).toBe(0);
    // The names are one per line in the search column: a search across two of them is no match.
    expect((await list(`search=${encodeURIComponent('Fortune\n莲花')}`)).total).toBe(0);
  });

  it('counts a search on every page, a page past the end included', async () => {
    const all = await list('search=fortune&pageSize=100');
    expect(all.total).toBeGreaterThan(1);
    expect(all.games).toHaveLength(all.total);
    const second = await list('search=fortune&pageSize=1&page=2');
    expect(second).toEqual({ games: [all.games[1]], total: all.total });
    expect(await list(`search=fortune&pageSize=1&page=${all.total + 1}`)).toEqual({
      games: [],
      total: all.total,
    });
  });

  it('shows the image of the asked-for language, and the per-game maintenance flag', async () => {
    const [cn] = (await list('search=Lotus Fortune', { Language: 'CN' })).games;
    const [en] = (await list('search=Lotus Fortune')).games;
    expect(cn?.icon).toBe(`games/${HOUSE_GAMES.slot}_CN.svg`);
    expect(en?.icon).toBe(`games/${HOUSE_GAMES.slot}.svg`);
    const { games: dragon } = await list('vendorCode=DRAGON_SPINS');
    expect(dragon.filter(({ inMaintenance }) => inMaintenance).map(({ code }) => code)).toEqual([
      'DRAGON_SPINS_LUCKY_LANTERNS',
    ]);
  });

  it('lists the further offerings, the house crash game and dice among them', async () => {
    expect((await list('gameCategory=CRASH')).games.map(({ code }) => code)).toContain(HOUSE_GAMES.crash);
    expect((await list('gameCategory=MINI')).games.map(({ code }) => code)).toContain(HOUSE_GAMES.dice);
    for (const category of ['ARCADE', 'JACKPOT', 'COCKFIGHTING', 'CRICKET'])
      expect((await list(`gameCategory=${category}`)).total).toBeGreaterThan(0);
  });

  it('marks the member’s favourites with isFav, and none for a guest', async () => {
    const { games: house } = await list('vendorCode=LOTUS_ORIGINALS&gameCategory=RNG');
    const slot = house.find(({ code }) => code === HOUSE_GAMES.slot);
    await server.request('/wps/game/favourites', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: member.token, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: slot?.nodeId, isFav: true }),
    });
    const mine = await list('vendorCode=LOTUS_ORIGINALS&gameCategory=RNG', { Authorization: member.token });
    expect(mine.games.filter(({ isFav }) => isFav).map(({ code }) => code)).toEqual([HOUSE_GAMES.slot]);
    const guest = await list('vendorCode=LOTUS_ORIGINALS&gameCategory=RNG');
    expect(guest.games.some(({ isFav }) => isFav)).toBe(false);
  });

  it.each([
    'maxMinBet=0.001',
    'maxMinBet=abc',
    'pageSize=101',
    'page=0',
    'gameCategory=POKER',
    'isGame=GROUP',
    'wallet=main',
  ])('refuses %s with 400', async (query) => {
    const { status, body } = await get(`/lgw/games/list?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('GET /lgw/games/hot', () => {
  it('answers only hot games open to play, most popular first, 20 at most', async () => {
    const hot = await games('/lgw/games/hot');
    expect(hot.length).toBeGreaterThan(5);
    expect(hot.length).toBeLessThanOrEqual(20);
    expect(hot.every(({ isHot, inMaintenance }) => isHot && !inMaintenance)).toBe(true);
    expect(hot[0]?.code).toBe(HOUSE_GAMES.slot);
    const live = await games('/lgw/games/hot?gameCategory=LIVE&count=3');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every(({ gameCategory }) => gameCategory === 'LIVE')).toBe(true);
  });
});

describe('GET /lgw/games/vass', () => {
  it('answers the games of a VASSALAGE group, in the asked-for language', async () => {
    const sub = await games('/lgw/games/vass?vassalage=LUCKY_REELS_CLASSICS');
    expect(sub.map(({ name }) => name)).toEqual([
      'Cherry Seven',
      'Triple Bar',
      'Lucky Bells',
      'Golden Sevens',
    ]);
    expect(
      sub.every(({ isGame, vassalage }) => isGame === 'GAME' && vassalage === 'LUCKY_REELS_CLASSICS'),
    ).toBe(true);
    expect(await games('/lgw/games/vass?vassalage=NOTHING')).toEqual([]);
  });
});

describe('GET /lgw/games/pvp_rooms', () => {
  it('lists the card games’ rooms with stakes in the brand currency, by game or vendor', async () => {
    const { body } = await get('/lgw/games/pvp_rooms');
    const rooms = ZSuccess(ZPvpRooms).parse(body).value;
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.slice(0, 3).map(({ roomId, minBet }) => [roomId, minBet])).toEqual([
      ['NOVICE', '1.00'],
      ['STANDARD', '10.00'],
      ['HIGH', '100.00'],
    ]);
    expect(rooms.every(({ players, seats }) => players <= seats)).toBe(true);
    const nodeId = rooms[0]?.nodeId ?? '';
    const ofGame = ZSuccess(ZPvpRooms).parse((await get(`/lgw/games/pvp_rooms?nodeId=${nodeId}`)).body).value;
    expect(ofGame.map(({ roomId }) => roomId)).toEqual(['NOVICE', 'STANDARD', 'HIGH']);
    const vendor = rooms[0]?.vendorCode ?? '';
    const ofVendor = ZSuccess(ZPvpRooms).parse(
      (await get(`/lgw/games/pvp_rooms?vendorCode=${vendor}`)).body,
    ).value;
    expect(ofVendor.every(({ vendorCode }) => vendorCode === vendor)).toBe(true);
  });
});
