import { ZSuccess } from '@platform/contracts/envelope';
import { ZBets } from '@platform/contracts/games/bets';
import {
  ZChases,
  ZLotteryGameInfo,
  ZLottoMenu,
  ZMyBets,
  ZResults,
  ZSlipValue,
} from '@platform/contracts/lottery/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { lotteryBrand } from '../../test/lottery.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { runLotteryJobs } from './draws.ts';
import { addLotteryGames } from './service.ts';

let server: TestServer;
let member: { id: bigint; token: string };
let gameCode: string;
const OFFICIAL = 'API_SSC_DAILY';

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const call = (
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  server.request(path, {
    method: init.method ?? 'GET',
    headers: {
      Merchant: 'demo',
      Authorization: member.token,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  // A daily e-lottery draw: betting stays open through the test whatever the time of day.
  const brand = await lotteryBrand(db, { code: 'API_SSC_DAY', intervalSeconds: 86_400 });
  gameCode = brand.gameCode;
  await addLotteryGames(db, brand.merchant.id, [
    {
      code: OFFICIAL,
      name: 'Daily SSC',
      family: 'SSC',
      kind: 'LOTT',
      prizeMode: 'Lott',
      groupCode: 'SSC',
      groupLabel: 'Time Lottery',
      intervalSeconds: null,
      scheduleTimes: ['20:00'],
      closeSeconds: 600,
      minStake: 100n,
      maxStake: 1_000_000n,
      maxStakePerDraw: 2_000_000n,
      sortOrder: 1,
    },
  ]);
  member = await registeredMember(server, 'lotto01');
  const main = await accountFor(db, brand.merchant, 'member.main', { memberId: member.id });
  await deposit(db, brand.merchant, main, 100_00n, 'lotto-api-deposit');
  await runLotteryJobs(db, new Date());
});
afterAll(() => server.close());

describe('lottery member API', () => {
  it('lists the lotto menu by group and a game with its current draw and odds', async () => {
    const menu = ZSuccess(ZLottoMenu).parse(await (await call('/lgw/lottery/menu')).json()).value;
    expect(menu.gameMenus).toEqual([
      {
        gameGroupCode: 'SSC',
        labelName: 'Time Lottery',
        games: [
          { gameCode, name: 'Test SSC', family: 'SSC', kind: 'ELOTT', prizeMode: 'Elott' },
          { gameCode: OFFICIAL, name: 'Daily SSC', family: 'SSC', kind: 'LOTT', prizeMode: 'Lott' },
        ],
      },
    ]);
    const game = ZSuccess(ZLotteryGameInfo).parse(
      await (await call(`/lgw/lottery/game?gameCode=${gameCode}`)).json(),
    ).value;
    expect(game).toMatchObject({ gameCode, oddsVersion: 1, minStake: '1.00', maxStake: '10000.00' });
    expect(game.currentDraw).toMatchObject({ status: 'open', seed: null });
    expect(game.currentDraw?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(game.playTypes.find(({ code }) => code === 'fixed-position')?.prizes[0]?.odds).toMatch(
      /^\d+\.\d{4}$/,
    );
    const unknown = await call('/lgw/lottery/game?gameCode=NO_SUCH');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'lottery.game.unknown' });
  });

  it('places a slip once per Idempotency-Key, lists it, cancels it and shows it in the betting record', async () => {
    const game = ZSuccess(ZLotteryGameInfo).parse(
      await (await call(`/lgw/lottery/game?gameCode=${gameCode}`)).json(),
    ).value;
    const body = {
      gameCode,
      period: game.currentDraw?.period,
      oddsVersion: game.oddsVersion,
      selections: [
        { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: '2.00', multiplier: 3 },
      ],
    };
    const keyless = await call('/wps/lottery/bets', { method: 'POST', body });
    expect(keyless.status).toBe(400);
    const headers = { 'Idempotency-Key': 'api-slip-0001' };
    const first = ZSuccess(ZSlipValue).parse(
      await (await call('/wps/lottery/bets', { method: 'POST', body, headers })).json(),
    ).value;
    expect(first).toMatchObject({ balance: '94.00', chaseId: null });
    expect(first.bets).toMatchObject([{ stake: '6.00', status: 'open', betCount: 1, unitAmount: '2.00' }]);
    const again = ZSuccess(ZSlipValue).parse(
      await (await call('/wps/lottery/bets', { method: 'POST', body, headers })).json(),
    ).value;
    expect(again.slipId).toBe(first.slipId);
    expect(again.balance).toBe('94.00');

    const stale = await call('/wps/lottery/bets', {
      method: 'POST',
      body: { ...body, oddsVersion: 2 },
      headers: { 'Idempotency-Key': 'api-slip-0002' },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ errorCode: 'lottery.odds.changed' });

    const open = ZSuccess(ZMyBets).parse(await (await call('/wps/lottery/bets?status=open')).json()).value;
    expect(open.bets.map(({ betId }) => betId)).toEqual(first.bets.map(({ betId }) => betId));

    const record = ZSuccess(ZBets).parse(
      await (await call(`/wps/member/bets?from=${today}&to=${today}`)).json(),
    ).value;
    expect(record.bets[0]).toMatchObject({
      id: `L${first.bets[0]?.betId}`,
      vendorCode: 'LOTTERY',
      stake: '6.00',
      status: 'open',
    });

    const cancelled = await call('/wps/lottery/bets/cancel', {
      method: 'POST',
      body: { betId: first.bets[0]?.betId },
    });
    expect(cancelled.status).toBe(200);
    const after = ZSuccess(ZBets).parse(
      await (await call(`/wps/member/bets?from=${today}&to=${today}`)).json(),
    ).value;
    expect(after.bets[0]).toMatchObject({ status: 'refunded', profit: '0.00' });
    await expectLedgerHealthy(server.database.db);
  });

  it('lists and stops a chase', async () => {
    const game = ZSuccess(ZLotteryGameInfo).parse(
      await (await call(`/lgw/lottery/game?gameCode=${gameCode}`)).json(),
    ).value;
    const placed = ZSuccess(ZSlipValue).parse(
      await (
        await call('/wps/lottery/bets', {
          method: 'POST',
          headers: { 'Idempotency-Key': 'api-chase-0001' },
          body: {
            gameCode,
            period: game.currentDraw?.period,
            oddsVersion: game.oddsVersion,
            selections: [
              {
                playType: 'five-direct',
                selection: [[1], [2], [3], [4], [5]],
                unitAmount: '1.00',
                multiplier: 1,
              },
            ],
            chase: { draws: 4, stopOnWin: true },
          },
        })
      ).json(),
    ).value;
    expect(placed.balance).toBe('96.00');
    const chases = ZSuccess(ZChases).parse(await (await call('/wps/lottery/chases')).json()).value;
    expect(chases.chases[0]).toMatchObject({ chaseId: placed.chaseId, status: 'active', drawsPlaced: 1 });
    expect(
      (await call('/wps/lottery/chases/stop', { method: 'POST', body: { chaseId: placed.chaseId } })).status,
    ).toBe(200);
    const game2 = ZSuccess(ZLotteryGameInfo).parse(
      await (await call(`/lgw/lottery/game?gameCode=${gameCode}`)).json(),
    ).value;
    expect(game2.currentDraw?.period).toBe(game.currentDraw?.period);
    const results = ZSuccess(ZResults).parse(
      await (await call(`/lgw/lottery/results?gameCode=${gameCode}`)).json(),
    ).value;
    expect(results.draws).toEqual([]);
    await expectLedgerHealthy(server.database.db);
  });
});

describe('lottery operator API', () => {
  it('refuses staff without a results role, and a result or cancel for a draw not awaiting one', async () => {
    const support = await staffToken(server, 'lotto-support', { roles: ['support'] });
    const risk = await staffToken(server, 'lotto-risk', { roles: ['risk'] });
    const admin = await staffToken(server, 'lotto-admin', { roles: ['admin'] });
    const staffCall = (path: string, token: string, body: unknown) =>
      server.request(path, {
        method: 'POST',
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ref = { merchant: 'demo', gameCode: OFFICIAL, period: '20991231-2000' };
    expect(
      (await staffCall('/ops/lottery/results', support, { ...ref, balls: [1, 2, 3, 4, 5] })).status,
    ).toBe(403);
    const early = await staffCall('/ops/lottery/results', risk, { ...ref, balls: [1, 2, 3, 4, 5] });
    expect(await early.json()).toMatchObject({ errorCode: 'lottery.result.state' });
    const cancel = await staffCall('/ops/lottery/draws/cancel', admin, {
      ...ref,
      period: '20991231-2000',
      reason: 'x',
    });
    expect(cancel.status).toBe(409);
  });

  it('moves the odds version on with a new prize mode, refusing slips made on the old odds', async () => {
    const admin = await staffToken(server, 'lotto-settings', { roles: ['admin'] });
    const settings = (body: unknown) =>
      server.request('/ops/lottery/games/settings', {
        method: 'POST',
        headers: { Authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const before = ZSuccess(ZLotteryGameInfo).parse(
      await (await call(`/lgw/lottery/game?gameCode=${gameCode}`)).json(),
    ).value;
    const unchanged = await settings({ merchant: 'demo', gameCode, maxStake: '200.00' });
    expect(await unchanged.json()).toMatchObject({
      value: { oddsVersion: before.oddsVersion, maxStake: '200.00' },
    });
    const inverted = await settings({ merchant: 'demo', gameCode, minStake: '300.00' });
    expect(await inverted.json()).toMatchObject({ errorCode: 'lottery.stake.limit' });
    const changed = await settings({ merchant: 'demo', gameCode, prizeMode: 'ZY' });
    expect(await changed.json()).toMatchObject({
      value: { prizeMode: 'ZY', oddsVersion: before.oddsVersion + 1 },
    });
    const stale = await call('/wps/lottery/bets', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'api-after-odds-change' },
      body: {
        gameCode,
        period: before.currentDraw?.period,
        oddsVersion: before.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: '1.00', multiplier: 1 },
        ],
      },
    });
    expect(await stale.json()).toMatchObject({ errorCode: 'lottery.odds.changed' });
  });
});

describe('the brand’s stake limit', () => {
  it('refuses a slip on one draw above the brand’s largest single stake, in the member’s language', async () => {
    const admin = await staffToken(server, 'lotto.limits', { roles: ['admin'] });
    const setLimit = (maxStake: string | null) =>
      server.request('/ops/brands/limits', {
        method: 'PUT',
        headers: { Authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ merchant: 'demo', maxStake }),
      });
    expect((await setLimit('5.00')).status).toBe(200);
    try {
      const game = ZSuccess(ZLotteryGameInfo).parse(
        await (await call(`/lgw/lottery/game?gameCode=${gameCode}`)).json(),
      ).value;
      const slip = (unitAmount: string) => ({
        gameCode,
        period: game.currentDraw?.period,
        oddsVersion: game.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[1], [], [], [], []], unitAmount, multiplier: 1 },
        ],
      });
      const above = await call('/wps/lottery/bets', {
        method: 'POST',
        body: slip('5.01'),
        headers: { 'Idempotency-Key': 'api-ceiling-above', Language: 'EN' },
      });
      expect(above.status).toBe(400);
      expect(await above.json()).toMatchObject({
        errorCode: 'stake.above.limit',
        message: "The stake is above this site's largest single stake, 5.00.",
      });
      const at = await call('/wps/lottery/bets', {
        method: 'POST',
        body: slip('5.00'),
        headers: { 'Idempotency-Key': 'api-ceiling-at' },
      });
      expect(at.status).toBe(200);
      await expectLedgerHealthy(server.database.db);
    } finally {
      expect((await setLimit(null)).status).toBe(200);
    }
  });
});
