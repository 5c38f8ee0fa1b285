import {
  ZAgentContracts,
  ZAgentProfile,
  ZAgentTransfers,
  ZAgentTree,
  ZRunLines,
} from '@platform/contracts/agents/operator-schemas';
import {
  ZTeamBets,
  ZTeamOverview,
  ZTeamProfit,
  ZTeamTransactions,
} from '@platform/contracts/agents/report-schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { deposit } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { periodOf } from './settlement/periods.ts';
import { settlePeriod } from './settlement/settlement.ts';
import { call, insertClosedRounds, matrixTree, PIN, treeMember } from './test-tree.ts';

let server: TestServer;
let tree: Awaited<ReturnType<typeof matrixTree>>;
let manager: string;
let support: string;
let otherBrandManager: string;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  tree = await matrixTree(server, 'ov');
  const { db } = server.database;
  // Three more top agents to page through, and a direct downline of three under `self`.
  for (const name of ['ovtop1', 'ovtop2', 'ovtop3']) await treeMember(db, tree.demo, name);
  await treeMember(db, tree.demo, 'ovdirect2', { uplineId: tree.self.id });
  await deposit(
    db,
    tree.demo,
    await accountFor(db, tree.demo, 'member.main', { memberId: tree.deeper.id }),
    42_00n,
    'ov-deposit',
  );
  manager = await staffToken(server, 'ov.manager', { roles: ['agent_manager'] });
  support = await staffToken(server, 'ov.support', { roles: ['support'] });
  otherBrandManager = await staffToken(server, 'ov.elsewhere', {
    roles: ['agent_manager'],
    merchantIds: [tree.other.id],
  });
});
afterAll(() => server?.close());

const ops = (token: string, path: string, body?: unknown) =>
  server.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const value = async <T>(schema: ZodType<T>, response: Response) => {
  expect(response.status).toBe(200);
  return ZSuccess(schema).parse(await response.json()).value;
};

describe('the agent tree for staff', () => {
  it('pages the top agents found by account, and expands a node one page of its downline at a time', async () => {
    const first = await value(
      ZAgentTree,
      await ops(manager, '/ops/agents/tree?merchant=demo&account=OVTOP&pageSize=2'),
    );
    expect(first.total).toBe(3);
    expect(first.items.map(({ account }) => account)).toEqual(['ovtop1', 'ovtop2']);
    const second = await value(
      ZAgentTree,
      await ops(manager, '/ops/agents/tree?merchant=demo&account=ovtop&pageSize=2&page=2'),
    );
    expect(second.items.map(({ account }) => account)).toEqual(['ovtop3']);

    const upline = await value(
      ZAgentTree,
      await ops(manager, '/ops/agents/tree?merchant=demo&account=ovupline'),
    );
    expect(upline.items).toMatchObject([{ account: 'ovupline', directs: 2, teamSize: 6, isAgent: true }]);

    const below = `/ops/agents/tree?merchant=demo&parentId=${tree.self.id}&pageSize=2`;
    const page1 = await value(ZAgentTree, await ops(manager, below));
    const page2 = await value(ZAgentTree, await ops(manager, `${below}&page=2`));
    expect(page1.total).toBe(3);
    // Agents first: the member of the direct downline comes last.
    expect([...page1.items, ...page2.items].map(({ account, isAgent }) => [account, isAgent])).toEqual([
      ['ovdirect', true],
      ['ovdirect2', true],
      ['ovmember', false],
    ]);
  });

  it('finds an agent anywhere in the brand by account, with its upline chain from the top', async () => {
    const found = await value(
      ZAgentProfile,
      await ops(manager, '/ops/agents/agent?merchant=demo&account=OVDEEPER'),
    );
    expect(found).toMatchObject({ id: String(tree.deeper.id), account: 'ovdeeper', balance: '42.00' });
    expect(found.path.map(({ account }) => account)).toEqual(['ovupline', 'ovself', 'ovdirect']);
    const top = await value(
      ZAgentProfile,
      await ops(manager, `/ops/agents/agent?merchant=demo&memberId=${tree.upline.id}`),
    );
    expect(top.path).toEqual([]);

    for (const path of [
      '/ops/agents/agent?merchant=demo&account=ovmember',
      '/ops/agents/agent?merchant=demo&account=ovelsewhere',
      '/ops/agents/agent?merchant=demo&account=nobody',
    ]) {
      const refused = await ops(manager, path);
      expect([refused.status, ZFailure.parse(await refused.json()).errorCode]).toEqual([
        404,
        'agent.not.found',
      ]);
    }
    const both = await ops(
      manager,
      `/ops/agents/agent?merchant=demo&account=ovself&memberId=${tree.self.id}`,
    );
    expect(both.status).toBe(400);
  });

  it('lists an agent’s contracts, none yet, paged', async () => {
    const listed = await value(
      ZAgentContracts,
      await ops(manager, `/ops/agents/contracts?merchant=demo&memberId=${tree.self.id}&page=1&pageSize=10`),
    );
    expect(listed).toEqual({ items: [], total: 0 });
  });
});

describe('the agent reports for staff', () => {
  it('answer the figures the agent’s own report endpoints answer for the same period', async () => {
    const range = `from=${today}&to=${today}`;
    const same = async <T>(report: string, schema: ZodType<T>) => {
      const own = await call(server, tree.self.token, 'GET', `/wps/agent/reports/${report}?${range}`);
      const staff = await value(
        schema,
        await ops(manager, `/ops/agents/reports/${report}?merchant=demo&memberId=${tree.self.id}&${range}`),
      );
      expect(staff).toEqual(ZSuccess(schema).parse(own.body).value);
    };
    await same('overview', ZTeamOverview);
    await same('profit', ZTeamProfit);
    await same('bets', ZTeamBets);
    await same('transactions', ZTeamTransactions);
    const overview = await value(
      ZTeamOverview,
      await ops(manager, `/ops/agents/reports/overview?merchant=demo&memberId=${tree.self.id}&${range}`),
    );
    expect(overview.totals.deposits).toBe('42.00');
  });
});

describe('the agent reports as CSV for staff', () => {
  const range = `from=${today}&to=${today}`;
  const exportPath = (query: string) =>
    `/ops/agents/reports/export?merchant=demo&memberId=${tree.self.id}&${range}&${query}`;

  it('answers the file the agent site exports, to staff with agents.reports.export, and records who took it', async () => {
    const auditor = await staffToken(server, 'ov.auditor', { roles: ['auditor'] });
    for (const report of ['overview', 'profit', 'bets', 'transactions']) {
      const staff = await ops(manager, exportPath(`report=${report}`));
      expect(staff.status, report).toBe(200);
      expect(staff.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(staff.headers.get('content-disposition')).toBe(
        `attachment; filename="agent-${tree.self.id}-${report}-${today}-${today}.csv"`,
      );
      const own = await server.request(`/wps/agent/reports/export?report=${report}&${range}`, {
        headers: { Merchant: 'demo', Authorization: tree.self.token },
      });
      expect(await staff.text()).toBe(await own.text());
    }
    const overview = (await (await ops(auditor, exportPath('report=overview'))).text())
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(overview[0]).toBe('day,deposits,withdrawals,bets,profit');
    expect(overview).toContain(`${today},42.00,0.00,0.00,0.00`);
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .innerJoin('operators', 'operators.id', 'staff_actions.operator_id')
      .select(['operators.account', 'staff_actions.subject', 'staff_actions.detail'])
      .where('staff_actions.action', '=', 'agents.reports.export')
      .orderBy('staff_actions.id')
      .execute();
    expect(audit).toHaveLength(5);
    expect(audit.at(-1)).toMatchObject({
      account: 'ov.auditor',
      subject: `member:${tree.self.id}`,
      detail: { report: 'overview', from: today, to: today, memberId: String(tree.self.id) },
    });
  });

  it('refuses staff without the permission or of another brand, and hostile queries, recording nothing', async () => {
    const before = await server.database.db
      .selectFrom('staff_actions')
      .select('id')
      .where('action', '=', 'agents.reports.export')
      .execute();
    for (const token of [support, otherBrandManager]) {
      const refused = await ops(token, exportPath('report=profit'));
      expect([refused.status, ZFailure.parse(await refused.json()).errorCode]).toEqual([
        403,
        'access.forbidden',
      ]);
    }
    for (const query of ['report=everything', 'report=profit&account=%00', 'report=bets&type=lost'])
      expect((await ops(manager, exportPath(query))).status, query).toBe(400);
    const backwards = `/ops/agents/reports/export?merchant=demo&memberId=${tree.self.id}&report=profit&from=${today}&to=2020-01-01`;
    expect((await ops(manager, backwards)).status).toBe(400);
    const notAgent = `/ops/agents/reports/export?merchant=demo&memberId=999999999&report=profit&${range}`;
    expect((await ops(manager, notAgent)).status).toBe(404);
    const after = await server.database.db
      .selectFrom('staff_actions')
      .select('id')
      .where('action', '=', 'agents.reports.export')
      .execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('transfers and settlement lines for staff', () => {
  it('lists the agent’s transfers sent and received, by direction, with the other party', async () => {
    const { db } = server.database;
    await deposit(
      db,
      tree.demo,
      await accountFor(db, tree.demo, 'member.main', { memberId: tree.self.id }),
      20_00n,
      'ov-self-deposit',
    );
    const sent = await call(server, tree.self.token, 'POST', '/wps/agent/transfer/downline', {
      memberId: String(tree.direct.id),
      amount: '5.00',
      paymentPassword: PIN,
      requestId: 'ov-transfer-1',
    });
    expect(sent.status).toBe(200);
    const range = `from=${today}&to=${today}`;
    const mine = await value(
      ZAgentTransfers,
      await ops(manager, `/ops/agents/transfers?merchant=demo&memberId=${tree.self.id}&${range}`),
    );
    expect(mine).toMatchObject({
      total: 1,
      items: [{ direction: 'downline', sent: true, amount: '-5.00', counterparty: { account: 'ovdirect' } }],
    });
    const received = await value(
      ZAgentTransfers,
      await ops(manager, `/ops/agents/transfers?merchant=demo&memberId=${tree.direct.id}&${range}`),
    );
    expect(received.items).toMatchObject([
      { sent: false, amount: '5.00', counterparty: { account: 'ovself' } },
    ]);
    const upline = await value(
      ZAgentTransfers,
      await ops(
        manager,
        `/ops/agents/transfers?merchant=demo&memberId=${tree.self.id}&direction=upline&${range}`,
      ),
    );
    expect(upline).toEqual({ items: [], total: 0 });
  });

  it('pages a run’s lines, and one agent’s of them', async () => {
    const { db } = server.database;
    const period = periodOf('day', new Date(Date.now() - 86_400_000));
    const contract = {
      merchant_id: tree.demo.id,
      kind: 'daily_salary' as const,
      state: 'established' as const,
      rate: 100,
      min_bet: 0n,
      min_profit_loss: 0n,
      min_active: 0,
      decided_at: new Date(period.start.getTime() - 86_400_000),
    };
    await db
      .insertInto('agent_contracts')
      .values([
        { ...contract, upper_id: tree.upline.id, lower_id: tree.self.id, rate: 200 },
        { ...contract, upper_id: tree.self.id, lower_id: tree.direct.id },
      ])
      .execute();
    await insertClosedRounds(db, tree.demo, 'ov-lines', [
      {
        memberId: tree.deeper.id,
        stake: 100_00n,
        win: 0n,
        refunded: 0n,
        at: new Date(period.start.getTime() + 60_000),
      },
    ]);
    await settlePeriod(db, tree.demo, 'daily_salary', period);
    const lines = `/ops/agents/settlements/lines?merchant=demo&runKind=daily_salary&periodStart=${period.start.toISOString()}`;
    const all = await value(ZRunLines, await ops(manager, `${lines}&pageSize=1`));
    // 2% of the team's 100.00 to ovself, of which 1% went on to ovdirect: largest pay first.
    expect(all.total).toBe(2);
    expect(all.items).toMatchObject([
      { account: 'ovself', gross: '2.00', downline: '1.00', amount: '1.00', paid: true },
    ]);
    const direct = await value(ZRunLines, await ops(manager, `${lines}&memberId=${tree.direct.id}`));
    expect(direct.items).toMatchObject([{ account: 'ovdirect', amount: '1.00', validBet: '100.00' }]);
    expect((await ops(support, lines)).status).toBe(403);
  });
});

describe('authorization', () => {
  it('refuses staff without agents.read, and staff of another brand', async () => {
    const reads = [
      '/ops/agents/tree?merchant=demo',
      `/ops/agents/agent?merchant=demo&memberId=${tree.self.id}`,
      `/ops/agents/contracts?merchant=demo&memberId=${tree.self.id}`,
      `/ops/agents/transfers?merchant=demo&memberId=${tree.self.id}&from=${today}&to=${today}`,
      `/ops/agents/reports/overview?merchant=demo&memberId=${tree.self.id}&from=${today}&to=${today}`,
    ];
    for (const path of reads) {
      expect((await ops(support, path)).status).toBe(403);
      const elsewhere = await ops(otherBrandManager, path);
      expect([elsewhere.status, ZFailure.parse(await elsewhere.json()).errorCode]).toEqual([
        403,
        'access.forbidden',
      ]);
    }
    // Its own brand's tree is open to it, and holds none of the demo brand's agents.
    const own = await value(
      ZAgentTree,
      await ops(otherBrandManager, `/ops/agents/tree?merchant=${tree.other.code}`),
    );
    expect(own.items.map(({ account }) => account)).toEqual(['ovelsewhere']);
  });
});

describe('settlement rerun', () => {
  it('requires a reason and records who re-ran which period, and why', async () => {
    const yesterday = new Date(Date.now() - 30 * 3_600_000).toISOString();
    const body = { merchant: 'demo', runKind: 'daily_salary', at: yesterday };
    const missing = await ops(manager, '/ops/agents/settlements/rerun', body);
    expect([missing.status, ZFailure.parse(await missing.json()).errorCode]).toEqual([
      400,
      'request.invalid',
    ]);
    const rerun = await ops(manager, '/ops/agents/settlements/rerun', {
      ...body,
      reason: 'Payout failed at night',
    });
    expect(rerun.status).toBe(200);
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .innerJoin('operators', 'operators.id', 'staff_actions.operator_id')
      .select(['staff_actions.action', 'staff_actions.reason', 'operators.account'])
      .where('staff_actions.action', '=', 'agent.settlement.rerun')
      .execute();
    expect(audit).toEqual([
      { action: 'agent.settlement.rerun', reason: 'Payout failed at night', account: 'ov.manager' },
    ]);
  });
});
