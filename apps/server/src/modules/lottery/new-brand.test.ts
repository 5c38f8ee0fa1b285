import { ZSuccess } from '@platform/contracts/envelope';
import {
  ZGameSettings,
  ZLottoMenu,
  ZStaffDraws,
  ZStaffLotteryGames,
} from '@platform/contracts/lottery/schemas';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember } from '../../test/lottery.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';

let server: TestServer;
let db: Kysely<DB>;
let admin: string;
let demo: Merchant;
let brand: Merchant;
const code = `lotnb-${process.pid}`;
const GAME = 'SSC_1M';

const MINUTE = 60_000;
/** 20 seconds into a minute: a one-minute draw is open then, its betting closing 10 seconds before the next. */
const intoMinute = (from: number, minutes: number) =>
  new Date(Math.floor(from / MINUTE) * MINUTE + minutes * MINUTE + 20_000);

const call = (method: string, path: string, body?: unknown) =>
  server.request(path, {
    method,
    headers: { Authorization: admin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const gamesOf = (merchantId: bigint) =>
  db.selectFrom('lottery_games').selectAll().where('merchant_id', '=', merchantId).orderBy('code').execute();

const drawsOf = (merchantId: bigint) =>
  db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .select([
      'lottery_games.code',
      'lottery_draws.draws_at',
      'lottery_draws.opens_at',
      'lottery_draws.status',
    ])
    .where('lottery_games.merchant_id', '=', merchantId)
    .orderBy('lottery_draws.draws_at')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  admin = await staffToken(server, 'lottery.newbrand', { roles: ['admin'] });
  const template = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!template) throw new Error('The demo brand is missing');
  demo = template;
  // The template has drawn, revealed and pending draws of its own: none of them may travel.
  const now = Date.now();
  await runLotteryJobs(db, new Date(now - 5 * MINUTE));
  await runLotteryJobs(db, new Date(now));
  const response = await call('POST', '/ops/brands', {
    code,
    name: 'Lottery new brand',
    currency: demo.currency,
    currencyScale: demo.currencyScale,
    languages: ['EN'],
    defaultLanguage: 'EN',
    timeZone: 'Asia/Bangkok',
    hosts: [{ host: `${code}.example.com`, site: 'member', primary: true }],
  });
  expect(response.status).toBe(200);
  const created = await resolveMerchant(db, { code, host: '' });
  if (!created) throw new Error('The new brand is missing');
  brand = created;
});
afterAll(() => server?.close());

describe("a brand opened from a template gets the template's lottery", () => {
  it('copies every game with its prize mode, limits and calendar, disabled, and no draw, seed or bet', async () => {
    const template = await gamesOf(demo.id);
    expect(template.length).toBeGreaterThan(0);
    expect((await drawsOf(demo.id)).some((draw) => draw.status === 'settled')).toBe(true);
    const copy = await gamesOf(brand.id);
    const shape = ({ id, merchant_id, enabled, odds_version, ...settings }: (typeof template)[number]) =>
      settings;
    expect(copy.map(shape)).toEqual(template.map(shape));
    expect(copy.every((game) => !game.enabled && game.odds_version === 1)).toBe(true);
    expect(await drawsOf(brand.id)).toEqual([]);

    // The catalogue's lottery entries came with them, each opening a game the new brand now has.
    const entries = await db
      .selectFrom('games')
      .select(['lottery_game_code', 'enabled'])
      .where('merchant_id', '=', brand.id)
      .where('lottery_game_code', 'is not', null)
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    const codes = new Set(copy.map((game) => game.code));
    expect(entries.every((entry) => codes.has(entry.lottery_game_code ?? '') && !entry.enabled)).toBe(true);

    // Nothing is open to members, and the draw job lays out nothing for disabled games.
    await runLotteryJobs(db, new Date());
    expect(await drawsOf(brand.id)).toEqual([]);
    const menu = await server.request('/lgw/lottery/menu', { headers: { Merchant: code } });
    expect(ZSuccess(ZLottoMenu).parse(await menu.json()).value.gameMenus).toEqual([]);
    const staffGames = ZSuccess(ZStaffLotteryGames).parse(
      await (await call('GET', `/ops/lottery/games?merchant=${code}`)).json(),
    ).value.games;
    expect(staffGames.map((game) => [game.gameCode, game.enabled])).toEqual(
      [...copy].sort((a, b) => a.sort_order - b.sort_order).map((game) => [game.code, false]),
    );
  });

  it('lays out an enabled game from the time it is opened, and its members bet on it', async () => {
    const opened = await call('POST', '/ops/lottery/games/settings', {
      merchant: code,
      gameCode: GAME,
      enabled: true,
    });
    expect(ZSuccess(ZGameSettings).parse(await opened.json()).value).toMatchObject({
      gameCode: GAME,
      enabled: true,
    });
    const audit = await call('GET', `/ops/audit?merchant=${code}&action=lottery.game.settings`);
    expect(JSON.stringify(await audit.json())).toContain(GAME);

    // The jobs next run a while later: the calendar starts then, with no draw for the time before.
    const later = intoMinute(Date.now(), 30);
    await runLotteryJobs(db, later);
    const draws = await drawsOf(brand.id);
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((draw) => draw.code === GAME && draw.draws_at > later)).toBe(true);
    expect(draws[0]).toMatchObject({ status: 'open' });
    expect(draws[0]?.opens_at.getTime()).toBeLessThanOrEqual(later.getTime());

    // The console's draw calendar shows them.
    const calendar = ZSuccess(ZStaffDraws).parse(
      await (await call('GET', `/ops/lottery/draws?merchant=${code}&view=upcoming&gameCode=${GAME}`)).json(),
    ).value;
    expect(calendar.total).toBe(draws.length);
    expect(calendar.items[0]?.seedHash).toMatch(/^[0-9a-f]{64}$/);

    // The site's lotto menu offers the one game opened.
    const menu = await server.request('/lgw/lottery/menu', { headers: { Merchant: code } });
    const groups = ZSuccess(ZLottoMenu).parse(await menu.json()).value.gameMenus;
    expect(groups.flatMap((group) => group.games.map((game) => game.gameCode))).toEqual([GAME]);

    const { member, main } = await fundedMember(db, brand, `lotnb${process.pid}`, 100_00n);
    const { game, draw } = await currentDrawAt(db, brand, GAME, later);
    const slip = await placeSlip(
      db,
      member,
      'new-brand-slip-1',
      {
        gameCode: GAME,
        period: draw.period,
        oddsVersion: game.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[1], [], [], [], []], unitAmount: 200n, multiplier: 1 },
        ],
      },
      new Date(later.getTime() + 5_000),
    );
    expect(slip.bets).toHaveLength(1);
    expect(await balanceOf(db, main)).toBe(100_00n - 200n);

    // The draw is made and settled as any other brand's.
    await runLotteryJobs(db, new Date(later.getTime() + 2 * MINUTE));
    const settled = await db
      .selectFrom('lottery_bets')
      .select(['status', 'win'])
      .where('slip_id', '=', slip.slipId)
      .executeTakeFirstOrThrow();
    expect(['won', 'lost']).toContain(settled.status);
    expect(await balanceOf(db, main)).toBe(100_00n - 200n + settled.win);
    await expectLedgerHealthy(db);
  });
});
