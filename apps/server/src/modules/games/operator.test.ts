import {
  ZStaffGame,
  ZStaffGameList,
  ZStaffVendor,
  ZStaffVendorList,
} from '@platform/contracts/catalogue/game-schemas';
import { ZUploadedImage } from '@platform/contracts/catalogue/paging';
import { ZGame, ZGameList } from '@platform/contracts/games/categories';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testClient } from '../../test/api-client.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import {
  failureOf,
  operatorRequest,
  startWithStaffAndOtherBrand,
  successValue,
} from '../../test/operator-api.ts';
import { staffToken } from '../../test/staff-token.ts';
import type { TestServer } from '../../test/test-server.ts';
import { accountFor, memberBalances, transfer } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

/** A 1×1 PNG. */
const { upload } = testClient(() => server, { brand: null });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const onPostgres = process.env.DATABASE_URL !== undefined;
let server: TestServer;
let admin: string;
let otherId: bigint;

beforeAll(async () => {
  ({ server, token: admin, otherId } = await startWithStaffAndOtherBrand('games.admin', ['admin']));
});
afterAll(() => server?.close());

const ops = (method: string, path: string, token: string, body?: unknown) =>
  operatorRequest(server, method, path, token, body);

const updateGame = (body: Record<string, unknown>, token = admin) =>
  ops('PUT', '/ops/games', token, { merchant: 'demo', ...body });

async function memberList(query: string) {
  const response = await server.request(`/lgw/games/list?${query}`, { headers: { Merchant: 'demo' } });
  return successValue(response, ZGameList);
}

/** The first few listed games of the demo's RNG vendor LUCKY_REELS, as staff see them. */
async function reels() {
  const page = await successValue(
    await ops('GET', '/ops/games?merchant=demo&vendorCode=LUCKY_REELS&category=RNG&sort=id&size=200', admin),
    ZStaffGameList,
  );
  const listed = new Set(
    (await memberList('vendorCode=LUCKY_REELS&pageSize=100')).games.map(({ nodeId }) => nodeId),
  );
  return page.items.filter(({ id }) => listed.has(id));
}

async function auditOf(subject: string) {
  return server.database.db
    .selectFrom('staff_actions')
    .select(['action', 'detail'])
    .where('subject', '=', subject)
    .orderBy('id', 'desc')
    .execute();
}

describe('games in the console', () => {
  it('a disabled game leaves the member list; enabled again it returns; each change audited', async () => {
    const [game] = await reels();
    if (!game) throw new Error('the demo lists LUCKY_REELS games');
    const disabled = await successValue(await updateGame({ id: game.id, enabled: false }), ZStaffGame);
    expect(disabled.enabled).toBe(false);
    const ids = async () =>
      (await memberList('vendorCode=LUCKY_REELS&pageSize=100')).games.map(({ nodeId }) => nodeId);
    expect(await ids()).not.toContain(game.id);
    const [entry] = await auditOf(`game:${game.id}`);
    expect(entry).toMatchObject({
      action: 'game.update',
      detail: { before: { enabled: true }, after: { enabled: false } },
    });
    const bulk = await ops('POST', '/ops/games/bulk', admin, {
      merchant: 'demo',
      ids: [game.id],
      enabled: true,
    });
    expect((await successValue(bulk, z.object({ updated: z.number() }))).updated).toBe(1);
    expect(await ids()).toContain(game.id);
  });

  it('the member list counts the games it lists as staff disable and enable them (the kept counts follow)', async () => {
    const listed = async (query: string) => {
      const { games, total } = await memberList(`${query}&pageSize=100`);
      expect(total).toBe(games.length);
      return total;
    };
    const scopes = [
      'vendorCode=LUCKY_REELS',
      'gameCategory=RNG',
      'gameCategory=RNG&isGame=GAME',
      'gameCategory=RNG&wallet=transfer',
    ];
    const before = await Promise.all(scopes.map(listed));
    const ids = (await reels()).slice(0, 2).map(({ id }) => id);
    expect(ids).toHaveLength(2);
    const bulk = (enabled: boolean) =>
      ops('POST', '/ops/games/bulk', admin, { merchant: 'demo', ids, enabled });
    await successValue(await bulk(false), z.object({ updated: z.literal(2) }));
    expect(await Promise.all(scopes.map(listed))).toEqual(before.map((total) => total - 2));
    await successValue(await bulk(true), z.object({ updated: z.literal(2) }));
    expect(await Promise.all(scopes.map(listed))).toEqual(before);
  });

  it('a game in maintenance is listed as in maintenance, and so is every game of a vendor in maintenance', async () => {
    const [, game] = await reels();
    if (!game) throw new Error('the demo lists LUCKY_REELS games');
    await successValue(await updateGame({ id: game.id, inMaintenance: true }), ZStaffGame);
    const listed = async () => (await memberList('vendorCode=LUCKY_REELS&pageSize=100')).games;
    expect((await listed()).find(({ nodeId }) => nodeId === game.id)?.inMaintenance).toBe(true);
    await successValue(await updateGame({ id: game.id, inMaintenance: false }), ZStaffGame);
    const vendor = { merchant: 'demo', category: 'RNG', vendorCode: 'LUCKY_REELS' };
    const down = await successValue(
      await ops('PUT', '/ops/games/vendors', admin, { ...vendor, inMaintenance: true }),
      ZStaffVendor,
    );
    expect(down.inMaintenance).toBe(true);
    expect((await listed()).every(({ inMaintenance }) => inMaintenance)).toBe(true);
    await successValue(
      await ops('PUT', '/ops/games/vendors', admin, { ...vendor, inMaintenance: false }),
      ZStaffVendor,
    );
    expect((await listed()).some(({ inMaintenance }) => !inMaintenance)).toBe(true);
  });

  it('hot puts a game on the hot list; recommended and a lower sort order lead the list', async () => {
    const games = await reels();
    const last = games.at(-1);
    const before = games.at(-2);
    if (!last || !before) throw new Error('the demo lists LUCKY_REELS games');
    await successValue(await updateGame({ id: last.id, isHot: true, sortOrder: -5 }), ZStaffGame);
    const hot = await successValue(
      await server.request('/lgw/games/hot?count=50', { headers: { Merchant: 'demo' } }),
      z.array(ZGame),
    );
    expect(hot.map(({ nodeId }) => nodeId)).toContain(last.id);
    const order = async () =>
      (await memberList('vendorCode=LUCKY_REELS&pageSize=100')).games.map(({ nodeId }) => nodeId);
    expect((await order())[0]).toBe(last.id);
    await successValue(await updateGame({ id: before.id, isRecommended: true }), ZStaffGame);
    expect((await order()).slice(0, 2)).toEqual([before.id, last.id]);
    await successValue(await updateGame({ id: before.id, isRecommended: false }), ZStaffGame);
    await successValue(await updateGame({ id: last.id, isHot: false, sortOrder: 0 }), ZStaffGame);
  });

  it('lists vendors and games paged, filtered and sorted on the server', async () => {
    const vendors = await successValue(
      await ops('GET', '/ops/games/vendors?merchant=demo&category=RNG&size=2', admin),
      ZStaffVendorList,
    );
    expect(vendors.items).toHaveLength(2);
    expect(vendors.total).toBeGreaterThan(2);
    expect(vendors.items.every(({ category }) => category === 'RNG')).toBe(true);
    const found = await successValue(
      await ops('GET', '/ops/games?merchant=demo&search=classics&sort=name&order=desc', admin),
      ZStaffGameList,
    );
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every(({ name, code }) => `${name} ${code}`.toLowerCase().includes('classics'))).toBe(
      true,
    );
  });

  it('uploads an image by its bytes only and gives it to a game', async () => {
    const image = (file: Buffer) => upload(admin, '/ops/games/images', { merchant: 'demo', image: file });
    const refused = await image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(await failureOf(refused)).toEqual({ status: 400, code: 'media.image.invalid' });
    const large = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await image(large)).status).toBe(200);
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await failureOf(await image(tooLarge))).toEqual({ status: 400, code: 'media.image.invalid' });
    // The old JSON form with base64 is no upload.
    expect(
      await failureOf(
        await ops('POST', '/ops/games/images', admin, { merchant: 'demo', image: PNG.toString('base64') }),
      ),
    ).toEqual({ status: 400, code: 'request.invalid' });
    const { path } = await successValue(await image(PNG), ZUploadedImage);
    expect(path).toMatch(/^uploads\/\d+\.png$/);
    const served = await server.request(`/media/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const [game] = await reels();
    if (!game) throw new Error('the demo lists LUCKY_REELS games');
    await successValue(await updateGame({ id: game.id, icon: path }), ZStaffGame);
    const listed = (await memberList('vendorCode=LUCKY_REELS&pageSize=100')).games.find(
      ({ nodeId }) => nodeId === game.id,
    );
    expect(listed?.icon).toBe(path);
  });

  it('sets a wallet mode only on a vendor a provider runs, and moves a game only to its vendor categories', async () => {
    const [game] = await reels();
    if (!game) throw new Error('the demo lists LUCKY_REELS games');
    const moved = await updateGame({ id: game.id, category: 'LIVE' });
    expect(await failureOf(moved)).toEqual({ status: 400, code: 'request.invalid' });
    const vendors = await successValue(
      await ops('GET', '/ops/games/vendors?merchant=demo&size=200', admin),
      ZStaffVendorList,
    );
    const listedOnly = vendors.items.find(({ hasProvider }) => !hasProvider);
    if (listedOnly) {
      const refused = await ops('PUT', '/ops/games/vendors', admin, {
        merchant: 'demo',
        category: listedOnly.category,
        vendorCode: listedOnly.vendorCode,
        walletMode: 'transfer',
      });
      expect(await failureOf(refused)).toEqual({ status: 400, code: 'request.invalid' });
    }
  });

  it('sets a house game’s stake limits in the brand’s decimals, checked as a pair, and audits them', async () => {
    const page = await successValue(
      await ops('GET', `/ops/games?merchant=demo&search=${HOUSE_GAMES.dice}`, admin),
      ZStaffGameList,
    );
    const dice = page.items.find(({ code }) => code === HOUSE_GAMES.dice);
    if (!dice) throw new Error('the demo lists the house dice');
    expect(dice).toMatchObject({ houseGame: true, minStake: null, maxStake: null });
    const set = await successValue(
      await updateGame({ id: dice.id, minStake: '0.50', maxStake: '200' }),
      ZStaffGame,
    );
    expect(set).toMatchObject({ minStake: '0.50', maxStake: '200.00' });
    const [entry] = await auditOf(`game:${dice.id}`);
    expect(entry).toMatchObject({
      action: 'game.update',
      detail: { before: { minStake: null, maxStake: null }, after: { minStake: '0.50', maxStake: '200.00' } },
    });
    for (const body of [
      { minStake: '300.00' },
      { maxStake: '0.49' },
      { minStake: '0' },
      { minStake: '-1.00' },
      { maxStake: '1.001' },
      { minStake: '5.00', maxStake: '4.99' },
      { maxStake: '1000000000000000' },
    ])
      expect(await failureOf(await updateGame({ id: dice.id, ...body })), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'game.stake.limits',
      });
    for (const body of [{ minStake: 'lots' }, { maxStake: 5 }, { minStake: '1e3' }])
      expect(await failureOf(await updateGame({ id: dice.id, ...body }))).toEqual({
        status: 400,
        code: 'request.invalid',
      });
    const [reel] = await reels();
    if (!reel) throw new Error('the demo lists LUCKY_REELS games');
    expect(reel.houseGame).toBe(false);
    expect(await failureOf(await updateGame({ id: reel.id, minStake: '1.00' }))).toEqual({
      status: 400,
      code: 'request.invalid',
    });
    const cleared = await successValue(await updateGame({ id: dice.id, minStake: null }), ZStaffGame);
    expect(cleared).toMatchObject({ minStake: null, maxStake: '200.00' });
    await updateGame({ id: dice.id, maxStake: null });
  });

  it('changes a wallet mode only over empty game wallets and no open round, and audits it (PostgreSQL)', async () => {
    const { db } = server.database;
    const vendors = await successValue(
      await ops('GET', '/ops/games/vendors?merchant=demo&search=Lotus%20Club', admin),
      ZStaffVendorList,
    );
    const club = vendors.items.find(({ displayName }) => displayName === 'Lotus Club');
    if (!club) throw new Error('the demo lists the Lotus Club on a transfer wallet');
    expect(club).toMatchObject({ walletMode: 'transfer', hasProvider: true });
    const switchTo = (walletMode: string) =>
      ops('PUT', '/ops/games/vendors', admin, {
        merchant: 'demo',
        category: club.category,
        vendorCode: club.vendorCode,
        walletMode,
      });
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const memberId = await testMember(db, merchant.id, 'walletmodeguard');
    const held = await accountFor(db, merchant, 'member.vendor', {
      memberId,
      subKey: String(club.accountTypeId),
    });
    const main = await accountFor(db, merchant, 'member.main', { memberId });
    await deposit(db, merchant, held, 5_00n, 'wallet-mode-guard');
    expect(await failureOf(await switchTo('seamless'))).toEqual({ status: 409, code: 'game.wallet.busy' });

    // The member moves the money back; a round of the vendor's games is still open.
    await transfer(db, {
      merchantId: merchant.id,
      idempotencyKey: 'wallet-mode-guard-back',
      kind: 'wallet.transfer',
      legs: [
        { accountId: held, amount: -5_00n },
        { accountId: main, amount: 5_00n },
      ],
    });
    const game = await db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('vendor_code', '=', club.vendorCode)
      .executeTakeFirstOrThrow();
    const round = await db
      .insertInto('game_rounds')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        provider_code: HOUSE_PROVIDER_CODE,
        round_id: 'wallet-mode-guard',
        game_id: game.id,
        account_id: held,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await failureOf(await switchTo('seamless'))).toEqual({ status: 409, code: 'game.wallet.busy' });
    expect(await auditOf(`vendor:${club.category}/${club.vendorCode}`)).toEqual([]);

    await db.updateTable('game_rounds').set({ status: 'closed' }).where('id', '=', round.id).execute();
    expect(await successValue(await switchTo('seamless'), ZStaffVendor)).toMatchObject({
      walletMode: 'seamless',
    });
    const [entry] = await auditOf(`vendor:${club.category}/${club.vendorCode}`);
    expect(entry).toMatchObject({
      action: 'game.vendor.update',
      detail: { before: { walletMode: 'transfer' }, after: { walletMode: 'seamless' } },
    });
    expect(await successValue(await switchTo('transfer'), ZStaffVendor)).toMatchObject({
      walletMode: 'transfer',
    });
  });

  it.each([
    { id: 'abc' },
    { id: '1', sortOrder: 1.5 },
    { id: '1', icon: '../../etc/passwd"' },
    { id: '1', maxWinMultiplier: 0 },
  ])('refuses %j with 400, never a 500', async (body) => {
    expect(await failureOf(await updateGame(body))).toEqual({ status: 400, code: 'request.invalid' });
  });

  it('support cannot manage games; staff of another brand cannot touch this one', async () => {
    const [game] = await reels();
    if (!game) throw new Error('the demo lists LUCKY_REELS games');
    const support = await staffToken(server, 'games.support', { roles: ['support'] });
    expect((await failureOf(await updateGame({ id: game.id, enabled: false }, support))).status).toBe(403);
    expect((await ops('GET', '/ops/games?merchant=demo', support)).status).toBe(403);
    const auditor = await staffToken(server, 'games.auditor', { roles: ['auditor'] });
    expect((await ops('GET', '/ops/games?merchant=demo', auditor)).status).toBe(200);
    expect((await updateGame({ id: game.id, enabled: false }, auditor)).status).toBe(403);
    const otherAdmin = await staffToken(server, 'games.other', { roles: ['admin'], merchantIds: [otherId] });
    expect(await failureOf(await updateGame({ id: game.id, enabled: false }, otherAdmin))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
    expect((await ops('GET', '/ops/games?merchant=other', otherAdmin)).status).toBe(200);
  });
});

/**
 * A switch of the wallet mode and a member's move into the vendor's wallet, each on its own connection:
 * a third connection holds one of them still at a chosen step (a table lock it is about to need), so
 * that the other runs in the middle of it.
 */
describe.skipIf(!onPostgres)('a wallet mode switch racing a move into the wallet (PostgreSQL)', () => {
  let holder: pg.Client;
  beforeAll(async () => {
    holder = new pg.Client({ connectionString: server.database.url });
    await holder.connect();
  });
  afterAll(() => holder?.end());
  afterEach(() => expectLedgerHealthy(server.database.db));

  /** Waits until a connection of the database waits for a lock of `kind` ('relation', 'advisory'). */
  async function someoneWaitsOn(kind: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = ${kind}`.execute(
        server.database.db,
      );
      if ((rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`nothing came to wait on a ${kind} lock`);
  }

  async function race(member: string) {
    const vendors = await successValue(
      await ops('GET', '/ops/games/vendors?merchant=demo&search=Lotus%20Club', admin),
      ZStaffVendorList,
    );
    const club = vendors.items.find(({ displayName }) => displayName === 'Lotus Club');
    if (!club) throw new Error('the demo lists the Lotus Club');
    expect(club.walletMode).toBe('transfer');
    const { db } = server.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const { id, token } = await registeredMember(server, member);
    const main = await accountFor(db, merchant, 'member.main', { memberId: id });
    await deposit(db, merchant, main, 100_00n, `fund-${member}`);
    const wallet = String(club.accountTypeId);
    return {
      switchTo: (walletMode: string) =>
        ops('PUT', '/ops/games/vendors', admin, {
          merchant: 'demo',
          category: club.category,
          vendorCode: club.vendorCode,
          walletMode,
        }),
      moveIn: () =>
        server.request('/wps/relay/GCS_walletTransfer', {
          method: 'POST',
          headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({ from: 'main', to: wallet, amount: '40.00', requestId: `${member}-in` }),
        }),
      balances: async () =>
        Object.fromEntries(
          (await memberBalances(db, merchant, id)).map(({ kind, subKey, balance }) => [
            kind === 'member.main' ? 'main' : subKey,
            balance,
          ]),
        ),
      wallet,
    };
  }

  it('a move arriving while the switch to seamless is under way waits for it, then is refused', async () => {
    const { switchTo, moveIn, balances, wallet } = await race('modeswitchfirst');
    // The switch stops at its audit record, after it found the wallet empty and set the new mode.
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE staff_actions IN SHARE ROW EXCLUSIVE MODE');
    const switching = switchTo('seamless');
    await someoneWaitsOn('relation');
    const moving = moveIn();
    await someoneWaitsOn('advisory');
    await holder.query('ROLLBACK');
    expect(await successValue(await switching, ZStaffVendor)).toMatchObject({ walletMode: 'seamless' });
    expect(await failureOf(await moving)).toEqual({ status: 400, code: 'wallet.transfer.invalid' });
    expect(await balances()).toEqual({ main: 100_00n, [wallet]: 0n });
    expect(await successValue(await switchTo('transfer'), ZStaffVendor)).toMatchObject({
      walletMode: 'transfer',
    });
  });

  it('a switch arriving while a move into the wallet is under way waits for it, then finds the wallet busy', async () => {
    const { switchTo, moveIn, balances, wallet } = await race('modemovefirst');
    // The move stops at writing its transfer, after it found the vendor on a transfer wallet.
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE ledger_transfers IN SHARE ROW EXCLUSIVE MODE');
    const moving = moveIn();
    await someoneWaitsOn('relation');
    const switching = switchTo('seamless');
    await someoneWaitsOn('advisory');
    await holder.query('ROLLBACK');
    expect((await moving).status).toBe(200);
    expect(await failureOf(await switching)).toEqual({ status: 409, code: 'game.wallet.busy' });
    expect(await balances()).toEqual({ main: 60_00n, [wallet]: 40_00n });
  });
});
