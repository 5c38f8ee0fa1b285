import { ZContract } from '@platform/contracts/agents/contract-schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { mainBalances } from '../../ledger/service.ts';
import { brand, call, insertClosedRounds, type TreeMember, treeMember } from '../test-tree.ts';
import { followingPeriod, type Period, periodOf } from './periods.ts';
import { settlePeriod } from './settlement.ts';

const MINUTE = 60_000;

/**
 * A settling transaction that stamps a bet inside a window and commits late: only PostgreSQL runs it
 * beside the window job (the embedded database serialises both).
 */
describe('real-time salary windows and a long settling pass', () => {
  let server: TestServer;
  let demo: Merchant;
  let agent: TreeMember;
  let player: TreeMember;
  /** Six five-minute windows well past, the first inside the contract. */
  let windows: Period[];

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    demo = await brand(db, 'demo');
    const top = await treeMember(db, demo, 'swtop');
    agent = await treeMember(db, demo, 'swagent', { uplineId: top.id });
    player = await treeMember(db, demo, 'swplayer', { type: 0, uplineId: agent.id });
    const offered = await call(server, top.token, 'PUT', '/wps/agent/contracts', {
      lowerId: String(agent.id),
      terms: { kind: 'realtime_salary', profitRate: '1.00', lossRate: '2.00', singleBet: '0' },
    });
    const { id } = ZSuccess(ZContract).parse(offered.body).value;
    await call(server, agent.token, 'POST', '/wps/agent/contracts/decide', { contractId: id, accept: true });
    windows = [periodOf('five_minutes', new Date(Date.now() - 60 * MINUTE))];
    for (let n = 1; n < 6; n += 1) windows.push(followingPeriod('five_minutes', windows[n - 1] as Period));
    await db
      .updateTable('agent_contracts')
      .set({ decided_at: new Date((windows[0] as Period).start.getTime() - MINUTE) })
      .where('id', '=', BigInt(id))
      .execute();
  });
  afterAll(() => server?.close());

  /** A lost bet of 100.00 in `window`, stamped by a transaction that commits only when told. */
  function settling(prefix: string, window: Period) {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let stamped = () => {};
    const isStamped = new Promise<void>((resolve) => {
      stamped = resolve;
    });
    const done = server.database.db.transaction().execute(async (trx) => {
      const at = new Date(window.start.getTime() + MINUTE);
      await insertClosedRounds(trx, demo, prefix, [
        { memberId: player.id, stake: 10_000n, win: 0n, refunded: 0n, at },
      ]);
      stamped();
      await held;
    });
    // A transaction that fails before stamping must not leave the test waiting for the stamp.
    void done.catch(stamped);
    return { isStamped, commit, done };
  }

  const agentBalance = async () =>
    (await mainBalances(server.database.db, demo, [agent.id])).get(agent.id) ?? 0n;

  it('waits for a pass still stamping inside the window, then pays its bet once', async () => {
    const [window, next] = windows as [Period, Period];
    const pass = settling('swa', window);
    await pass.isStamped;
    const job = settlePeriod(server.database.db, demo, 'realtime_salary', window);
    // The job reads the window while the pass has not committed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    pass.commit();
    await Promise.all([pass.done, job]);
    await settlePeriod(server.database.db, demo, 'realtime_salary', next);
    // 2% of the 100.00 lost, once.
    expect(await agentBalance()).toBe(200n);
    await expectLedgerHealthy(server.database.db);
  });

  it('pays in the next window a bet a pass stamps inside a window already read', async () => {
    const [, , window, next, after] = windows as [Period, Period, Period, Period, Period];
    await settlePeriod(server.database.db, demo, 'realtime_salary', window);
    // The pass chose its settle time inside `window`, but writes it only now, after the window was read.
    const pass = settling('swb', window);
    await pass.isStamped;
    pass.commit();
    await pass.done;
    await settlePeriod(server.database.db, demo, 'realtime_salary', next);
    await settlePeriod(server.database.db, demo, 'realtime_salary', after);
    await settlePeriod(server.database.db, demo, 'realtime_salary', window);
    expect(await agentBalance()).toBe(400n);
    await expectLedgerHealthy(server.database.db);
  });
});
