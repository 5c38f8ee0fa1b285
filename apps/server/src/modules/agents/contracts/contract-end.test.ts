import {
  ZConsolidatedContracts,
  ZContract,
  ZContractList,
} from '@platform/contracts/agents/contract-schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../db/schema.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { mainBalances } from '../../ledger/service.ts';
import { periodOf } from '../settlement/periods.ts';
import { runDueSettlements } from '../settlement/settlement.ts';
import { brand, call, insertClosedRounds, type TreeMember, treeMember } from '../test-tree.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
let demo: Merchant;
/** top > agent > player. */
let top: TreeMember;
let agent: TreeMember;
let player: TreeMember;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = await brand(db, 'demo');
  top = await treeMember(db, demo, 'cetop');
  agent = await treeMember(db, demo, 'ceagent', { uplineId: top.id });
  player = await treeMember(db, demo, 'ceplayer', { type: 0, uplineId: agent.id });
});
afterAll(() => server?.close());

async function offer(terms: object) {
  const answer = await call(server, top.token, 'PUT', '/wps/agent/contracts', {
    lowerId: String(agent.id),
    terms,
  });
  return ZSuccess(ZContract).parse(answer.body).value.id;
}

const decide = (contractId: string) =>
  call(server, agent.token, 'POST', '/wps/agent/contracts/decide', { contractId, accept: true });

/** Moves a contract's start and end to times already past, as if it had been signed then. */
async function backdate(id: string, change: { decided_at?: Date; ends_at: Date }) {
  await server.database.db
    .updateTable('agent_contracts')
    .set(change satisfies Partial<DB['agent_contracts']>)
    .where('id', '=', BigInt(id))
    .execute();
}

/** Runs the job until it has nothing left to catch up. */
async function settleEverythingDue() {
  for (let pass = 0; pass < 20; pass += 1)
    if ((await runDueSettlements(server.database.db, new Date())).periods === 0) return;
  throw new Error('the settlements never caught up');
}

const contractsOfAgent = async () =>
  ZSuccess(ZContractList).parse((await call(server, agent.token, 'GET', '/wps/agent/contracts')).body).value
    .contracts;

describe('contract end times', () => {
  it('pays up to the end time, nothing for a period past or straddling it, then shows the contract ended', async () => {
    const { db } = server.database;
    const now = Date.now();
    const later = new Date(now + DAY).toISOString();
    const realtime = await offer({
      kind: 'realtime_salary',
      profitRate: '1.00',
      lossRate: '2.00',
      singleBet: '0',
      endsAt: later,
    });
    expect((await decide(realtime)).status).toBe(200);
    const daily = await offer({
      kind: 'daily_salary',
      rate: '1.00',
      dailyBetVolume: '0',
      minActiveMembers: 0,
      endsAt: later,
    });
    expect((await decide(daily)).status).toBe(200);

    // The real-time salary ends exactly on a five-minute boundary well past its grace.
    const boundary = periodOf('five_minutes', new Date(now - 15 * MINUTE)).start;
    await backdate(realtime, { decided_at: new Date(boundary.getTime() - 10 * MINUTE), ends_at: boundary });
    // The daily salary ends at noon of a day (`straddled`) that is over, signed the day before.
    const before = periodOf('day', new Date(now - 2 * DAY - 5 * MINUTE));
    const straddled = periodOf('day', before.end);
    await backdate(daily, {
      decided_at: before.start,
      ends_at: new Date(straddled.start.getTime() + DAY / 2),
    });
    const bet = (stake: bigint, win: bigint, at: number) => ({
      memberId: player.id,
      stake,
      win,
      refunded: 0n,
      at: new Date(at),
    });
    await insertClosedRounds(db, demo, 'ce', [
      // The last window before the real-time end: lost, 2% of 100.00.
      bet(10_000n, 0n, boundary.getTime() - MINUTE),
      // The window after it: won, but the contract has ended.
      bet(5_000n, 9_000n, boundary.getTime() + MINUTE),
      // The day before the daily end: 1% of the day's 80.00 of valid bets.
      bet(3_000n, 0n, before.start.getTime() + 3 * 3_600_000),
      bet(5_000n, 0n, before.start.getTime() + 4 * 3_600_000),
      // The morning of the straddled day, before the end time: its day pays nothing.
      bet(7_000n, 0n, straddled.start.getTime() + 3_600_000),
    ]);

    await settleEverythingDue();
    const rows = await db
      .selectFrom('agent_settlements')
      .select(['contract_id', 'period_start', 'period_end', 'valid_bet', 'amount'])
      .where('member_id', '=', agent.id)
      .orderBy('contract_id')
      .orderBy('period_start')
      .execute();
    expect(rows).toEqual([
      {
        contract_id: BigInt(realtime),
        period_start: new Date(boundary.getTime() - 5 * MINUTE),
        period_end: boundary,
        valid_bet: 10_000n,
        amount: 200n,
      },
      {
        contract_id: BigInt(daily),
        period_start: before.start,
        period_end: before.end,
        valid_bet: 8_000n,
        amount: 80n,
      },
    ]);
    expect((await mainBalances(db, demo, [agent.id])).get(agent.id)).toBe(280n);

    // The expiry ended both, at their end times, so neither shows as established nor opens a menu.
    const shown = await contractsOfAgent();
    for (const id of [realtime, daily]) {
      const contract = shown.find((row) => row.id === id);
      expect(contract?.state).toBe('terminated');
      expect(contract?.terminatedAt).toBe(contract?.endsAt);
    }
    const info = ZSuccess(ZConsolidatedContracts).parse(
      (await call(server, agent.token, 'GET', '/wps/member/info/funds/consolidated')).body,
    ).value;
    expect(info.realtimesalinfotype).toBe(false);
    expect(info.dailysalinfotype).toBe(false);

    // Nothing more on another pass.
    await runDueSettlements(db, new Date());
    expect((await mainBalances(db, demo, [agent.id])).get(agent.id)).toBe(280n);
    await expectLedgerHealthy(db);
  });

  it('refuses to answer an offer past its end time, which then lapses', async () => {
    const id = await offer({
      kind: 'hourly_salary',
      rate: '0.50',
      hourlyBetVolume: '0',
      minActiveMembers: 0,
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
    await backdate(id, { ends_at: new Date(Date.now() - MINUTE) });
    const answer = await decide(id);
    expect([answer.status, ZFailure.parse(answer.body).errorCode]).toEqual([409, 'contract.state']);
    await runDueSettlements(server.database.db, new Date());
    expect((await contractsOfAgent()).find((row) => row.id === id)?.state).toBe('terminated');
    // The lapsed offer no longer blocks a new one.
    const next = await offer({
      kind: 'hourly_salary',
      rate: '0.50',
      hourlyBetVolume: '0',
      minActiveMembers: 0,
    });
    expect((await contractsOfAgent()).find((row) => row.id === next)?.state).toBe('new');
  });
});
