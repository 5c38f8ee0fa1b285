import { ZSuccess } from '@platform/contracts/envelope';
import { ZGame, ZGameMenus } from '@platform/contracts/games/categories';
import {
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
} from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant } from '../system/service.ts';
import { addVendors } from './service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const id = await createMerchant(db, { ...DEMO_BRAND, code: 'small', domains: ['small.example'] });
  const vendor = { smallIcon: 'vendors/X.svg', isHot: false, inMaintenance: false };
  await addVendors(db, id, [
    { ...vendor, category: 'LOTT', accountTypeId: 1, vendorCode: 'L1', displayName: 'Lotto One' },
    { ...vendor, category: 'LIVE', accountTypeId: 2, vendorCode: 'V1', displayName: 'Live One' },
  ]);
});
afterAll(() => server?.close());

async function menus(merchant: string) {
  const response = await server.request('/lgw/games/game_menus', { headers: { Merchant: merchant } });
  expect(response.status).toBe(200);
  return ZSuccess(ZGameMenus).parse(await response.json()).value;
}

describe('GET /lgw/games/game_menus', () => {
  it('lists every category of the demo brand in nav order, each with its vendors', async () => {
    const value = await menus('demo');
    expect(value.map(({ gameCategory }) => gameCategory)).toEqual([
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ELOTT',
      'LOTT',
      'ESPORTS',
      'CRASH',
      'ARCADE',
      'MINI',
      'JACKPOT',
      'COCKFIGHTING',
      'CRICKET',
    ]);
    const count = (category: string) =>
      value.find(({ gameCategory }) => gameCategory === category)?.vendors.length;
    // Six listed vendors and the sportsbook.
    expect(count('SPORTS')).toBe(7);
    expect(count('RNG')).toBe(8);
    expect(value[0]?.vendors[0]).toMatchObject({
      vendorCode: 'LOTUS_LIVE',
      isHot: true,
      smallIcon: 'vendors/LOTUS_LIVE.svg',
      seamless: false,
    });
    // Only a vendor a provider runs over the main wallet is seamless (the house vendor, the sportsbook);
    // the house vendor's transfer-wallet twin is not.
    const seamless = new Set(
      value.flatMap(({ vendors }) =>
        vendors.filter((vendor) => vendor.seamless).map(({ vendorCode }) => vendorCode),
      ),
    );
    expect(seamless).toEqual(new Set(['LOTUS_ORIGINALS', 'LOTUS_SPORTSBOOK']));
  });

  it('leaves out categories without vendors and keeps the nav order whatever the insert order', async () => {
    const value = await menus('small');
    expect(
      value.map(({ gameCategory, vendors }) => [gameCategory, vendors.map(({ vendorCode }) => vendorCode)]),
    ).toEqual([
      ['LIVE', ['V1']],
      ['LOTT', ['L1']],
    ]);
  });
});

async function popular(query = '') {
  const response = await server.request(`/lgw/games/popular${query}`, { headers: { Merchant: 'demo' } });
  return { status: response.status, body: await response.json() };
}

describe('GET /lgw/games/popular', () => {
  it('answers the 20 most popular games, hot vendors first, none from a vendor in maintenance', async () => {
    const { status, body } = await popular();
    expect(status).toBe(200);
    const games = ZSuccess(z.array(ZGame)).parse(body).value;
    expect(games).toHaveLength(20);
    // The house vendor's games, the ones that really play (card rooms too), lead.
    const house =
      Object.keys(HOUSE_GAMES).length +
      Object.keys(HOUSE_LIVE_GAMES).length +
      Object.keys(HOUSE_CARD_ROOM_GAMES).length;
    expect(games.slice(0, house).map(({ vendorCode }) => vendorCode)).toEqual(
      Array(house).fill('LOTUS_ORIGINALS'),
    );
    expect(games[house]).toMatchObject({
      vendorCode: 'LOTUS_LIVE',
      isHot: true,
      icon: expect.stringMatching(/^games\//),
    });
    expect(games.some(({ vendorCode }) => vendorCode === 'FISH_KING')).toBe(false);
    expect(new Set(games.map(({ nodeId }) => nodeId)).size).toBe(20);
  });

  it('narrows to a category and leaves out the vendor the visitor could not play', async () => {
    const { body } = await popular('?gameCategory=FISH&excludeVendor=DEEP_SEA&count=50');
    const games = ZSuccess(z.array(ZGame)).parse(body).value;
    expect(games.length).toBeGreaterThan(0);
    expect(
      games.every(
        ({ gameCategory, vendorCode }) =>
          gameCategory === 'FISH' && ['CORAL_HUNT', 'LOTUS_ORIGINALS'].includes(vendorCode),
      ),
    ).toBe(true);
  });

  it('names games in the language asked for where the catalogue has it, else by their own name', async () => {
    const named = async (language: string) => {
      const response = await server.request('/lgw/games/popular?count=2', {
        headers: { Merchant: 'demo', Language: language },
      });
      return ZSuccess(z.array(ZGame))
        .parse(await response.json())
        .value.map(({ name }) => name);
    };
    expect(await named('CN')).toEqual(['莲花财富', '火箭爆破']);
    expect(await named('VI')).toEqual(['Sen Vàng May Mắn', 'Tên Lửa']);
    expect(await named('FR')).toEqual(['Lotus Fortune', 'Rocket Crash']);
  });

  it.each(['?count=0', '?count=51', '?gameCategory=POKER'])('refuses %s with 400', async (query) => {
    const { status, body } = await popular(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});
