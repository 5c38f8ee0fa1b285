import { ZContract } from '@platform/contracts/agents/contract-schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../../platform/domain-events.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { takeExclusion } from '../../protection/exclusion.ts';
import { brand, call, insertClosedRounds, treeMember } from '../test-tree.ts';
import { followingPeriod, periodOf } from './periods.ts';
import { computePeriod, contractsOfRun } from './settlement.ts';

const MINUTE = 60_000;
let server: TestServer;
let demo: Merchant;

beforeAll(async () => {
  server = await startTestServer();
  demo = await brand(server.database.db, 'demo');
});
afterAll(() => server?.close());

describe('agents and a downline member on a break', () => {
  it('pay nothing on the play the member settles during a time-out, and as before outside it', async () => {
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
  });
});
