import { ZSuccess } from '@platform/contracts/envelope';
import { ZBets } from '@platform/contracts/games/bets';
import { ZWinners } from '@platform/contracts/games/winners';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { ZRecordsSummary } from '@platform/contracts/wallet/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let member: { id: bigint; token: string };

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  member = await registeredMember(server, 'bettor01');
  const { db } = server.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  const main = await accountFor(db, merchant, 'member.main', { memberId: member.id });
  await deposit(db, merchant, main, 100_00n, 'bets-deposit');
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId: member.id }, HOUSE_GAMES.slot);
  const call = houseWalletClient(server);
  const round = (roundId: string) => ({
    token,
    playerId: `P${member.id}`,
    gameCode: HOUSE_GAMES.slot,
    roundId,
  });
  await call('debit', { ...round('r-win'), transactionId: 'r-win-d', amount: '10.00', currency: 'USD' });
  await call('credit', {
    ...round('r-win'),
    transactionId: 'r-win-c',
    amount: '35.50',
    currency: 'USD',
    closeRound: true,
  });
  await call('debit', { ...round('r-lose'), transactionId: 'r-lose-d', amount: '4.00', currency: 'USD' });
  await call('credit', {
    ...round('r-lose'),
    transactionId: 'r-lose-c',
    amount: '0.00',
    currency: 'USD',
    closeRound: true,
  });
  await call('debit', { ...round('r-back'), transactionId: 'r-back-d', amount: '2.00', currency: 'USD' });
  await call('rollback', { ...round('r-back'), transactionId: 'r-back-r', refTransactionId: 'r-back-d' });
});
afterAll(() => server?.close());

const get = (path: string, token = member.token) =>
  server.request(path, { headers: { Merchant: 'demo', Authorization: token } });

describe('GET /wps/member/bets', () => {
  it('lists the member’s rounds newest first, each with stake, win, profit and status, and the totals', async () => {
    const response = await get(`/wps/member/bets?from=${today}&to=${today}`);
    expect(response.status).toBe(200);
    const value = ZSuccess(ZBets).parse(await response.json()).value;
    expect(value.total).toBe(3);
    expect(
      value.bets.map(({ roundId, stake, win, profit, status, gameName }) => ({
        roundId,
        stake,
        win,
        profit,
        status,
        gameName,
      })),
    ).toEqual([
      {
        roundId: 'r-back',
        stake: '2.00',
        win: '0.00',
        profit: '0.00',
        status: 'refunded',
        gameName: 'Lotus Fortune',
      },
      {
        roundId: 'r-lose',
        stake: '4.00',
        win: '0.00',
        profit: '-4.00',
        status: 'closed',
        gameName: 'Lotus Fortune',
      },
      {
        roundId: 'r-win',
        stake: '10.00',
        win: '35.50',
        profit: '25.50',
        status: 'closed',
        gameName: 'Lotus Fortune',
      },
    ]);
    expect(value.totals).toEqual({ stake: '16.00', win: '35.50', profit: '21.50' });
    await expectLedgerHealthy(server.database.db);
  });

  it('feeds the profit and loss: games are a type of their own', async () => {
    const response = await get(`/wps/member/records/summary?from=${today}&to=${today}`);
    const value = ZSuccess(ZRecordsSummary).parse(await response.json()).value;
    expect(value.totals.game).toBe('21.50');
    expect(value.net).toBe('121.50');
  });

  it('pages, refuses a range over 90 days, and asks a guest to log in', async () => {
    const second = ZSuccess(ZBets).parse(
      await (await get(`/wps/member/bets?from=${today}&to=${today}&page=2&pageSize=2`)).json(),
    ).value;
    expect(second.bets.map(({ roundId }) => roundId)).toEqual(['r-win']);
    expect((await get('/wps/member/bets?from=2026-01-01&to=2026-06-01')).status).toBe(400);
    expect(
      (await server.request(`/wps/member/bets?from=${today}&to=${today}`, { headers: { Merchant: 'demo' } }))
        .status,
    ).toBe(401);
  });
});

describe('GET /lgw/games/winners', () => {
  it('shows everyone the latest real wins: masked player, game, prize, time', async () => {
    const response = await server.request('/lgw/games/winners', { headers: { Merchant: 'demo' } });
    expect(response.status).toBe(200);
    const value = ZSuccess(ZWinners).parse(await response.json()).value;
    expect(value).toEqual([
      { player: 'be***1', gameName: 'Lotus Fortune', prize: '35.50', wonAt: expect.any(String) },
    ]);
  });
});
