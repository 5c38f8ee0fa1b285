import { ZContract } from '@platform/contracts/agents/contract-schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { mainBalances } from '../../ledger/service.ts';
import { brand, call, insertClosedRounds, type TreeMember, treeMember } from '../test-tree.ts';
import { runDueSettlements } from './settlement.ts';

let server: TestServer;
let demo: Merchant;
/** top > upline > downline > player. */
let top: TreeMember;
let upline: TreeMember;
let downline: TreeMember;
let player: TreeMember;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = await brand(db, 'demo');
  top = await treeMember(db, demo, 'lptop');
  upline = await treeMember(db, demo, 'lpupline', { uplineId: top.id });
  downline = await treeMember(db, demo, 'lpdownline', { uplineId: upline.id });
  player = await treeMember(db, demo, 'lpplayer', { type: 0, uplineId: downline.id });
});
afterAll(() => server?.close());

/**
 * A dividend contract as one signed before a line had to share its period: written directly, since
 * the offer is refused today (contract.period.mismatch).
 */
async function legacyDividend(
  upper: TreeMember,
  lower: TreeMember,
  rate: number,
  period: 'weekly' | 'monthly',
) {
  const { id } = await server.database.db
    .insertInto('agent_contracts')
    .values({
      merchant_id: demo.id,
      upper_id: upper.id,
      lower_id: lower.id,
      kind: 'dividend',
      state: 'established',
      rate,
      loss_rate: null,
      period,
      min_bet: 0n,
      min_profit_loss: 0n,
      min_active: 0,
      ends_at: null,
      replaces_id: null,
      ended_by_id: null,
      decided_at: new Date('2026-05-20T00:00:00+08:00'),
      termination_requested_at: null,
      terminated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Runs the settlements due by `now` until nothing is left to catch up. */
async function settleAllDue(now: Date) {
  for (let pass = 0; (await runDueSettlements(server.database.db, now)).periods > 0; pass += 1)
    if (pass > 20) throw new Error('the settlements never caught up');
}

describe('a line of mixed dividend periods', () => {
  it('pays a monthly 40% upline and a weekly 30% downline no more than 40% of the team’s loss', async () => {
    const { db } = server.database;
    await legacyDividend(top, upline, 4_000, 'monthly');
    await legacyDividend(upline, downline, 3_000, 'weekly');
    // One 1,000.00 loss in the week of 8 June, inside June.
    await insertClosedRounds(db, demo, 'lp', [
      {
        memberId: player.id,
        stake: 100_000n,
        win: 0n,
        refunded: 0n,
        at: new Date('2026-06-10T12:00:00+08:00'),
      },
    ]);
    await settleAllDue(new Date('2026-07-03T00:00:00+08:00'));

    const balances = await mainBalances(db, demo, [upline.id, downline.id]);
    const paid = (balances.get(upline.id) ?? 0n) + (balances.get(downline.id) ?? 0n);
    expect(paid).toBe(40_000n);
    // The line is settled as one, over its top's month: the downline keeps its 30%, the upline the gap.
    expect([balances.get(downline.id), balances.get(upline.id)]).toEqual([30_000n, 10_000n]);
    await expectLedgerHealthy(db);
  });

  it('never pays a contract twice for the same play when its line changes period under it', async () => {
    const { db } = server.database;
    const head = await treeMember(db, demo, 'lp2top');
    const weekly = await treeMember(db, demo, 'lp2upline', { uplineId: head.id });
    const monthly = await treeMember(db, demo, 'lp2downline', { uplineId: weekly.id });
    const bettor = await treeMember(db, demo, 'lp2player', { type: 0, uplineId: monthly.id });
    const top = await legacyDividend(head, weekly, 4_000, 'weekly');
    await legacyDividend(weekly, monthly, 3_000, 'monthly');
    await insertClosedRounds(db, demo, 'lp2', [
      {
        memberId: bettor.id,
        stake: 100_000n,
        win: 0n,
        refunded: 0n,
        at: new Date('2026-08-12T12:00:00+08:00'),
      },
    ]);
    // The monthly downline is paid with its weekly line for the week of 12 August...
    await settleAllDue(new Date('2026-08-19T00:00:00+08:00'));
    // ...then its upline's contract ends, and the line below is monthly from then on.
    await db
      .updateTable('agent_contracts')
      .set({ state: 'terminated', terminated_at: new Date('2026-08-21T00:00:00+08:00') })
      .where('id', '=', top)
      .execute();
    await settleAllDue(new Date('2026-09-03T00:00:00+08:00'));
    const balances = await mainBalances(db, demo, [weekly.id, monthly.id]);
    expect([balances.get(monthly.id), balances.get(weekly.id)]).toEqual([30_000n, 10_000n]);
    await expectLedgerHealthy(db);
  });
});

describe('one period per line', () => {
  const dividend = (rate: string, period: string) => ({
    kind: 'dividend',
    rate,
    period,
    minBet: '0',
    minProfitLoss: '0',
    minActiveMembers: 0,
  });
  const offer = (from: TreeMember, to: TreeMember, terms: object) =>
    call(server, from.token, 'PUT', '/wps/agent/contracts', { lowerId: String(to.id), terms });
  const decide = (by: TreeMember, contractId: string, confirmedTerminations: string[] = []) =>
    call(server, by.token, 'POST', '/wps/agent/contracts/decide', {
      contractId,
      accept: true,
      confirmedTerminations,
    });
  const contractOf = (answer: { body: unknown }) => ZSuccess(ZContract).parse(answer.body).value;

  it('refuses a period other than the upline’s, and a signing over another period ends the line below', async () => {
    const { db } = server.database;
    const head = await treeMember(db, demo, 'ophead');
    const first = await treeMember(db, demo, 'opfirst', { uplineId: head.id });
    const second = await treeMember(db, demo, 'opsecond', { uplineId: first.id });
    const monthly = contractOf(await offer(head, first, dividend('40', 'monthly')));
    expect(contractOf(await decide(first, monthly.id)).state).toBe('established');

    const weekly = await offer(first, second, dividend('30', 'weekly'));
    expect([weekly.status, ZFailure.parse(weekly.body).errorCode]).toEqual([400, 'contract.period.mismatch']);
    const below = contractOf(await offer(first, second, dividend('30', 'monthly')));
    expect(contractOf(await decide(second, below.id)).state).toBe('established');

    // The top of the line moves it to weekly: the contract below, monthly, must end with it.
    const signing = contractOf(await offer(head, first, dividend('40', 'weekly')));
    const unconfirmed = await decide(first, signing.id);
    expect([unconfirmed.status, ZFailure.parse(unconfirmed.body).errorCode]).toEqual([
      409,
      'contract.confirmation.required',
    ]);
    expect(contractOf(await decide(first, signing.id, [below.id])).state).toBe('established');
    const ended = await db
      .selectFrom('agent_contracts')
      .select('state')
      .where('id', '=', BigInt(below.id))
      .executeTakeFirstOrThrow();
    expect(ended.state).toBe('terminated');
  });
});
