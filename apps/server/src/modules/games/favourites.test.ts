import { ZSuccess } from '@platform/contracts/envelope';
import { ZGame } from '@platform/contracts/games/categories';
import { ZFavouriteIds } from '@platform/contracts/games/favourites';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant } from '../system/service.ts';
import { addGames, addVendors } from './service.ts';

let server: TestServer;
let member: { id: bigint; token: string };
let foreignGame: string;

beforeAll(async () => {
  server = await startTestServer();
  member = await registeredMember(server, 'favourer01');
  const { db } = server.database;
  const other = await createMerchant(db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  await addVendors(db, other, [
    {
      category: 'RNG',
      accountTypeId: 1,
      vendorCode: 'O1',
      displayName: 'Other',
      smallIcon: 'v.svg',
      isHot: false,
      inMaintenance: false,
    },
  ]);
  await addGames(db, other, [
    {
      category: 'RNG',
      vendorCode: 'O1',
      code: 'O1_GAME',
      name: 'Elsewhere',
      icon: 'g.svg',
      isHot: false,
      popularity: 1,
    },
  ]);
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('game_code', '=', 'O1_GAME')
    .executeTakeFirstOrThrow();
  foreignGame = String(row.id);
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

function call(method: 'GET' | 'POST', path: string, body?: object, token = member.token) {
  return server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      Authorization: token,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

const ids = async (response: Response) => ZSuccess(ZFavouriteIds).parse(await response.json()).value;

describe('favourite games', () => {
  it('adds and removes favourites idempotently, newest first, and lists them as games', async () => {
    const slot = await nodeIdOf(HOUSE_GAMES.slot);
    const dice = await nodeIdOf(HOUSE_GAMES.dice);
    expect(await ids(await call('GET', '/wps/game/favourites'))).toEqual([]);
    await call('POST', '/wps/game/favourites', { nodeId: slot, isFav: true });
    await call('POST', '/wps/game/favourites', { nodeId: slot, isFav: true });
    expect(await ids(await call('POST', '/wps/game/favourites', { nodeId: dice, isFav: true }))).toEqual([
      dice,
      slot,
    ]);
    const games = ZSuccess(z.array(ZGame)).parse(
      await (await call('GET', '/wps/game/favourites/games')).json(),
    ).value;
    expect(games.map(({ name }) => name)).toEqual(['Lucky Dice', 'Lotus Fortune']);
    expect(await ids(await call('POST', '/wps/game/favourites', { nodeId: dice, isFav: false }))).toEqual([
      slot,
    ]);
    expect(await ids(await call('POST', '/wps/game/favourites', { nodeId: dice, isFav: false }))).toEqual([
      slot,
    ]);
  });

  it('refuses a game of another brand, or none, as not found', async () => {
    for (const nodeId of [foreignGame, '999999999']) {
      const response = await call('POST', '/wps/game/favourites', { nodeId, isFav: true });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorCode: 'game.not.found' });
    }
  });

  it('keeps at most 200', async () => {
    const { db } = server.database;
    const many = await registeredMember(server, 'favourer02');
    const demo = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    // The demo catalogue is smaller than the ceiling: more games of one listed vendor.
    await addGames(
      db,
      demo.id,
      Array.from({ length: 120 }, (_, index) => ({
        category: 'RNG' as const,
        vendorCode: 'LUCKY_REELS',
        code: `EXTRA_${index}`,
        name: `Extra ${index}`,
        icon: 'g.svg',
        isHot: false,
        popularity: 0,
      })),
    );
    const games = await db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', demo.id)
      .limit(201)
      .execute();
    await db
      .insertInto('member_favourite_games')
      .values(games.slice(0, 200).map(({ id }) => ({ member_id: many.id, game_id: id })))
      .execute();
    const last = games[200];
    if (!last) throw new Error('the demo catalogue has fewer than 201 games');
    const response = await call(
      'POST',
      '/wps/game/favourites',
      { nodeId: String(last.id), isFav: true },
      many.token,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errorCode: 'favourites.full' });
  });

  it('is for logged-in members only', async () => {
    const response = await server.request('/wps/game/favourites', { headers: { Merchant: 'demo' } });
    expect(response.status).toBe(401);
  });
});

describe('recently played', () => {
  it('lists the games the member launched, most recent first', async () => {
    const launch = (nodeId: string) => call('POST', '/wps/game/launchGame', { nodeId, launchMode: 'GLS' });
    const crash = await nodeIdOf(HOUSE_GAMES.crash);
    const baccarat = await nodeIdOf(HOUSE_GAMES.baccarat);
    expect((await launch(crash)).status).toBe(200);
    expect((await launch(baccarat)).status).toBe(200);
    expect((await launch(crash)).status).toBe(200);
    const games = ZSuccess(z.array(ZGame)).parse(await (await call('GET', '/wps/game/recent')).json()).value;
    expect(games.map(({ name }) => name)).toEqual(['Rocket Crash', 'Baccarat']);
  });
});
