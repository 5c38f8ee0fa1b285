import {
  ZTeamBets,
  ZTeamOverview,
  ZTeamProfit,
  ZTeamTransactions,
} from '@platform/contracts/agents/report-schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { accountFor } from '../../ledger/service.ts';
import { call, matrixTree } from '../test-tree.ts';

let server: TestServer;
let tree: Awaited<ReturnType<typeof matrixTree>>;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const range = `from=${today}&to=${today}`;

beforeAll(async () => {
  server = await startTestServer();
  tree = await matrixTree(server, 'rp');
  const { db } = server.database;
  const pay = async (memberId: bigint, amount: bigint) =>
    deposit(
      db,
      tree.demo,
      await accountFor(db, tree.demo, 'member.main', { memberId }),
      amount,
      `rp-deposit-${memberId}`,
    );
  await pay(tree.direct.id, 100_00n);
  await pay(tree.deeper.id, 50_00n);
  await pay(tree.member.id, 20_00n);
  await pay(tree.sibling.id, 70_00n);
  const wallet = houseWalletClient(server);
  const play = async (memberId: bigint, roundId: string, steps: (round: object) => Promise<unknown>) => {
    const token = await houseGameToken(db, { merchantId: tree.demo.id, memberId }, HOUSE_GAMES.slot);
    await steps({ token, playerId: `P${memberId}`, gameCode: HOUSE_GAMES.slot, roundId });
  };
  await play(tree.deeper.id, 'rp-win', async (round) => {
    await wallet('debit', { ...round, transactionId: 'rp-win-d', amount: '10.00', currency: 'USD' });
    await wallet('credit', {
      ...round,
      transactionId: 'rp-win-c',
      amount: '35.50',
      currency: 'USD',
      closeRound: true,
    });
  });
  await play(tree.deeper.id, 'rp-back', async (round) => {
    await wallet('debit', { ...round, transactionId: 'rp-back-d', amount: '2.00', currency: 'USD' });
    await wallet('rollback', { ...round, transactionId: 'rp-back-r', refTransactionId: 'rp-back-d' });
  });
  await play(tree.member.id, 'rp-lose', async (round) => {
    await wallet('debit', { ...round, transactionId: 'rp-lose-d', amount: '4.00', currency: 'USD' });
    await wallet('credit', {
      ...round,
      transactionId: 'rp-lose-c',
      amount: '0.00',
      currency: 'USD',
      closeRound: true,
    });
  });
  await play(tree.sibling.id, 'rp-sibling', async (round) => {
    await wallet('debit', { ...round, transactionId: 'rp-sibling-d', amount: '9.00', currency: 'USD' });
  });
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const get = (token: string, path: string) => call(server, token, 'GET', path);

describe('agent reports', () => {
  it('overview: the team below the agent, what it deposited, bet and won, day by day', async () => {
    const answer = await get(tree.self.token, `/wps/agent/reports/overview?${range}`);
    expect(answer.status).toBe(200);
    const value = ZSuccess(ZTeamOverview).parse(answer.body).value;
    // The refunded round's stake came back: bets count what stayed staked.
    const totals = { deposits: '170.00', withdrawals: '0.00', bets: '14.00', profit: '21.50' };
    expect(value).toEqual({
      teamSize: 3,
      agents: 2,
      directs: 2,
      newMembers: 3,
      activeMembers: 2,
      totals,
      days: [{ day: today, ...totals }],
    });
    const below = ZSuccess(ZTeamOverview).parse(
      (await get(tree.direct.token, `/wps/agent/reports/overview?${range}`)).body,
    ).value;
    expect(below.teamSize).toBe(1);
    expect(below.totals).toEqual({ deposits: '50.00', withdrawals: '0.00', bets: '10.00', profit: '25.50' });
  });

  it('team betting: the downline’s rounds newest first with their accounts, never a sibling’s', async () => {
    const answer = await get(tree.self.token, `/wps/agent/reports/bets?${range}&pageSize=2`);
    const value = ZSuccess(ZTeamBets).parse(answer.body).value;
    expect(value.total).toBe(3);
    expect(value.totals).toEqual({ stake: '16.00', win: '35.50', profit: '21.50' });
    expect(value.bets.map(({ account, roundId, profit }) => ({ account, roundId, profit }))).toEqual([
      { account: 'rpmember', roundId: 'rp-lose', profit: '-4.00' },
      { account: 'rpdeeper', roundId: 'rp-back', profit: '0.00' },
    ]);
    const one = ZSuccess(ZTeamBets).parse(
      (await get(tree.self.token, `/wps/agent/reports/bets?${range}&account=RPDEEPER`)).body,
    ).value;
    expect(one.bets.map(({ roundId }) => roundId)).toEqual(['rp-back', 'rp-win']);
  });

  it('user profit and loss: each member, shallowest first, with the team’s totals', async () => {
    const value = ZSuccess(ZTeamProfit).parse(
      (await get(tree.self.token, `/wps/agent/reports/profit?${range}`)).body,
    ).value;
    expect(value.total).toBe(3);
    expect(
      value.rows.map(({ account, level, deposits, bets, profit }) => [
        account,
        level,
        deposits,
        bets,
        profit,
      ]),
    ).toEqual([
      ['rpdirect', 1, '100.00', '0.00', '0.00'],
      ['rpmember', 1, '20.00', '4.00', '-4.00'],
      ['rpdeeper', 2, '50.00', '10.00', '25.50'],
    ]);
    expect(value.totals).toEqual({
      deposits: '170.00',
      withdrawals: '0.00',
      bets: '14.00',
      profit: '21.50',
      bonus: '0.00',
    });
  });

  it('transaction details: the downline’s movements, by type and by account', async () => {
    const deposits = ZSuccess(ZTeamTransactions).parse(
      (await get(tree.self.token, `/wps/agent/reports/transactions?${range}&type=deposit`)).body,
    ).value;
    expect(deposits.total).toBe(3);
    expect(new Set(deposits.records.map(({ account }) => account))).toEqual(
      new Set(['rpdirect', 'rpdeeper', 'rpmember']),
    );
    const games = ZSuccess(ZTeamTransactions).parse(
      (await get(tree.self.token, `/wps/agent/reports/transactions?${range}&type=game&account=rpmember`))
        .body,
    ).value;
    expect(games.records.map(({ type, amount }) => [type, amount])).toEqual([['game', '-4.00']]);
  });

  it('exports each report as a CSV file named by its range', async () => {
    const response = await server.request(`/wps/agent/reports/export?report=profit&${range}`, {
      headers: { Merchant: 'demo', Authorization: tree.self.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="agent-profit-${today}-${today}.csv"`,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      '\uFEFFaccount,level,agent,deposits,withdrawals,bets,profit,bonus',
      'rpdirect,1,yes,100.00,0.00,0.00,0.00,0.00',
      'rpmember,1,no,20.00,0.00,4.00,-4.00,0.00',
      'rpdeeper,2,yes,50.00,0.00,10.00,25.50,0.00',
      '',
    ]);
    for (const report of ['overview', 'bets', 'transactions']) {
      const other = await server.request(`/wps/agent/reports/export?report=${report}&${range}`, {
        headers: { Merchant: 'demo', Authorization: tree.self.token },
      });
      expect(other.status).toBe(200);
      expect((await other.text()).split('\r\n').length).toBeGreaterThan(2);
    }
  });

  it('refuses a member who is no agent, a backwards or too long range, and an outsider’s account', async () => {
    expect((await get(tree.member.token, `/wps/agent/reports/overview?${range}`)).status).toBe(403);
    const backwards = await get(tree.self.token, `/wps/agent/reports/profit?from=${today}&to=2020-01-01`);
    expect(backwards).toMatchObject({ status: 400, body: { errorCode: 'records.range.invalid' } });
    const long = await get(tree.self.token, '/wps/agent/reports/bets?from=2020-01-01&to=2020-12-31');
    expect(long.status).toBe(400);
    const nobody = await get(tree.self.token, `/wps/agent/reports/profit?${range}&account=rpnobody`);
    for (const account of ['rpsibling', 'rpupline', 'rpself', 'rpelsewhere']) {
      const answer = await get(
        tree.self.token,
        `/wps/agent/reports/transactions?${range}&account=${account}`,
      );
      expect(answer).toEqual({ status: 403, body: nobody.body });
    }
    const csvExport = await get(
      tree.self.token,
      `/wps/agent/reports/export?report=bets&${range}&account=rpsibling`,
    );
    expect(csvExport).toEqual({ status: 403, body: nobody.body });
  });
});
