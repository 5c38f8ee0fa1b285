import { ZContract } from '@platform/contracts/agents/contract-schemas';
import { ZRunLines } from '@platform/contracts/agents/operator-schemas';
import { ZSettlements } from '@platform/contracts/agents/settlement-schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../../platform/domain-events.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { staffToken } from '../../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { takeExclusion } from '../../protection/exclusion.ts';
import { brand, call, insertClosedRounds, treeMember } from '../test-tree.ts';
import { followingPeriod, periodOf } from './periods.ts';
import { computePeriod, contractsOfRun, settlePeriod } from './settlement.ts';

const MINUTE = 60_000;
let server: TestServer;
let demo: Merchant;

beforeAll(async () => {
  server = await startTestServer();
  demo = await brand(server.database.db, 'demo');
});
afterAll(() => server?.close());

describe('agents and a downline member on a break', () => {
  it('pay nothing on the play the member settles during a time-out, and the report says so; as before outside it', async () => {
    const { db } = server.database;
    const top = await treeMember(db, demo, 'xbtop');
    const agent = await treeMember(db, demo, 'xbagent', { uplineId: top.id });
    const player = await treeMember(db, demo, 'xbplayer', { type: 0, uplineId: agent.id });
    const offered = await call(server, top.token, 'PUT', '/wps/agent/contracts', {
      lowerId: String(agent.id),
      terms: { kind: 'realtime_salary', profitRate: '1.00', lossRate: '2.00', singleBet: '0' },
    });
    const { id } = ZSuccess(ZContract).parse(offered.body).value;
    await call(server, agent.token, 'POST', '/wps/agent/contracts/decide', { contractId: id, accept: true });
    const before = periodOf('five_minutes', new Date(Date.now() - 60 * MINUTE));
    const during = followingPeriod('five_minutes', before);
    await db
      .updateTable('agent_contracts')
      .set({ decided_at: new Date(before.start.getTime() - MINUTE) })
      .where('id', '=', BigInt(id))
      .execute();
    const lostBet = (at: Date) => ({ memberId: player.id, stake: 100_00n, win: 0n, refunded: 0n, at });
    await insertClosedRounds(db, demo, 'xb-before', [lostBet(new Date(before.start.getTime() + MINUTE))]);
    await insertClosedRounds(db, demo, 'xb-during', [lostBet(new Date(during.start.getTime() + 2 * MINUTE))]);
    await takeExclusion(
      db,
      createDomainEvents(),
      demo,
      player.id,
      '24h',
      {},
      new Date(during.start.getTime() + MINUTE),
    );

    const paid = async (period: typeof before) => {
      const contracts = await contractsOfRun(db, demo.id, 'realtime_salary', period.end);
      const payouts = await computePeriod(db, demo.id, contracts, period);
      return payouts.filter((payout) => payout.contract.lowerId === agent.id).map((payout) => payout.amount);
    };
    expect((await paid(before)).some((amount) => amount > 0n)).toBe(true);
    expect((await paid(during)).every((amount) => amount === 0n)).toBe(true);

    // The contract report says what was left out of the period and why, on the agent site and the console.
    await settlePeriod(db, demo, 'realtime_salary', before);
    await settlePeriod(db, demo, 'realtime_salary', during);
    const day = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await call(
      server,
      agent.token,
      'GET',
      `/wps/agent/settlements?from=${day(before.start)}&to=${day(during.end)}`,
    );
    const rows = ZSuccess(ZSettlements).parse(report.body).value.settlements;
    const rowOf = (period: typeof before) =>
      rows.find((row) => row.periodStart === period.start.toISOString());
    expect(rowOf(before)).toMatchObject({ validBet: '100.00', excluded: null });
    const leftOut = {
      validBet: '0.00',
      amount: '0.00',
      excluded: { validBet: '100.00', profitLoss: '-100.00', members: 1, reason: 'time-out' },
    };
    expect(rowOf(during)).toMatchObject(leftOut);

    const staff = await staffToken(server, 'xbstaff', { roles: ['admin'] });
    const lines = await server.request(
      `/ops/agents/settlements/lines?merchant=demo&runKind=realtime_salary&periodStart=${during.start.toISOString()}&memberId=${agent.id}`,
      { headers: { Authorization: staff } },
    );
    expect(ZSuccess(ZRunLines).parse(await lines.json()).value.items).toMatchObject([leftOut]);
  });
});
