import { ZContract } from '@platform/contracts/agents/contract-schemas';
import {
  ZPayPreview,
  ZSettlementRerun,
  ZSettlementRuns,
  ZSettlements,
} from '@platform/contracts/agents/settlement-schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { formatMinorUnits } from '@platform/contracts/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../../test/ledger.ts';
import { staffToken } from '../../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { mainBalances } from '../../ledger/service.ts';
import { brand, call, insertClosedRounds, type TreeMember, treeMember } from '../test-tree.ts';
import { type ModelBet, modelPay, randomBet, seeded } from './model.ts';
import { followingPeriod, type Period, type PeriodUnit, periodOf } from './periods.ts';
import type { RunKind } from './rules.ts';
import { contractsOfRun, runDueSettlements, settlePeriod } from './settlement.ts';
import { previewPay } from './views.ts';

let server: TestServer;
let demo: Merchant;
/** top > a > b > c, all agents, each with two players. */
let top: TreeMember;
let agents: TreeMember[];
const uplineOf = new Map<bigint, bigint | null>();
const bets: ModelBet[] = [];
let signedAt: Date;
/** The GMT+8 day after the one the contracts were signed in: every bet settles in it. */
let playDay: Period;

async function sign(upper: TreeMember, lower: TreeMember, terms: object): Promise<void> {
  const offered = await call(server, upper.token, 'PUT', '/wps/agent/contracts', {
    lowerId: String(lower.id),
    terms,
  });
  const id = ZSuccess(ZContract).parse(offered.body).value.id;
  const decided = await call(server, lower.token, 'POST', '/wps/agent/contracts/decide', {
    contractId: id,
    accept: true,
  });
  expect(ZSuccess(ZContract).parse(decided.body).value.state).toBe('established');
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = await brand(db, 'demo');
  top = await treeMember(db, demo, 'sttop');
  uplineOf.set(top.id, null);
  agents = [];
  let upline = top;
  for (const name of ['sta', 'stb', 'stc']) {
    upline = await treeMember(db, demo, name, { uplineId: upline.id });
    uplineOf.set(upline.id, agents.at(-1)?.id ?? top.id);
    agents.push(upline);
  }
  const players: bigint[] = [];
  for (const agent of [top, ...agents])
    for (const n of [1, 2]) {
      const player = await treeMember(db, demo, `${agent.account}p${n}`, { type: 0, uplineId: agent.id });
      uplineOf.set(player.id, agent.id);
      players.push(player.id, agent.id);
    }
  const [a, b, c] = agents as [TreeMember, TreeMember, TreeMember];
  const realtime = (profitRate: string, lossRate: string, singleBet: string) => ({
    kind: 'realtime_salary',
    profitRate,
    lossRate,
    singleBet,
  });
  await sign(top, a, realtime('1.20', '2.00', '0'));
  await sign(a, b, realtime('0.80', '1.50', '20.00'));
  await sign(b, c, realtime('0.30', '1.50', '0'));
  await sign(top, a, { kind: 'daily_salary', rate: '1.00', dailyBetVolume: '100.00', minActiveMembers: 2 });
  await sign(a, b, { kind: 'daily_salary', rate: '0.40', dailyBetVolume: '0', minActiveMembers: 0 });
  await sign(top, a, { kind: 'hourly_salary', rate: '0.50', hourlyBetVolume: '50.00', minActiveMembers: 1 });
  const dividend = {
    kind: 'dividend',
    period: 'daily',
    minBet: '10.00',
    minProfitLoss: '1.00',
    minActiveMembers: 1,
  };
  await sign(top, a, { ...dividend, rate: '20.00' });
  await sign(a, b, { ...dividend, rate: '15.00' });
  // Signed two days ago, as far as the settlements can tell, so the play day after is over by now.
  await db
    .updateTable('agent_contracts')
    .set({ decided_at: sql`decided_at - interval '2 days'` })
    .where('merchant_id', '=', demo.id)
    .execute();
  const { first } = await db
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.min('decided_at').as('first'))
    .where('merchant_id', '=', demo.id)
    .executeTakeFirstOrThrow();
  if (!first) throw new Error('no contract signed');
  signedAt = first;
  playDay = followingPeriod('day', periodOf('day', signedAt));
  const random = seeded(8);
  for (let n = 0; n < 600; n += 1) {
    // Three busy hours, 10:00 to 13:00: the rest of the day's windows are settled with nothing to pay.
    const at = new Date(playDay.start.getTime() + (10 + random.next() * 3) * 3_600_000);
    bets.push(randomBet(random, players[random.int(players.length)] ?? top.id, at));
  }
  await insertClosedRounds(db, demo, 'st', bets);
}, 60_000);
afterAll(() => server?.close());

/** The periods of `unit` from the one holding `from` up to `until`. */
function periodsBetween(unit: PeriodUnit, from: Date, until: Date): Period[] {
  const periods: Period[] = [];
  for (let period = periodOf(unit, from); period.start < until; period = followingPeriod(unit, period))
    periods.push(period);
  return periods;
}

/** What the model pays each agent over every period of the contracts' kinds up to the play day's end. */
async function modelBalances(): Promise<Map<bigint, bigint>> {
  const { db } = server.database;
  const balances = new Map<bigint, bigint>(agents.map(({ id }) => [id, 0n]));
  const runs: [RunKind, PeriodUnit][] = [
    ['realtime_salary', 'five_minutes'],
    ['hourly_salary', 'hour'],
    ['daily_salary', 'day'],
    ['dividend_daily', 'day'],
  ];
  for (const [runKind, unit] of runs)
    for (const period of periodsBetween(unit, signedAt, playDay.end)) {
      const contracts = await contractsOfRun(db, demo.id, runKind, period.end);
      const inPeriod = bets.filter(({ at }) => at >= period.start && at < period.end);
      for (const [id, amount] of modelPay(contracts, inPeriod, uplineOf)) {
        const holder = contracts.find((contract) => contract.id === id)?.lowerId ?? 0n;
        balances.set(holder, (balances.get(holder) ?? 0n) + amount);
      }
    }
  return balances;
}

async function runUntilCaughtUp(now: Date): Promise<number> {
  let periods = 0;
  for (let pass = await runDueSettlements(server.database.db, now); pass.periods > 0; ) {
    periods += pass.periods;
    pass = await runDueSettlements(server.database.db, now);
  }
  return periods;
}

const paidAt = () => new Date(playDay.end.getTime() + 3 * 60_000);

describe('agent settlements', () => {
  it('pays nothing before a period is payable', async () => {
    const { db } = server.database;
    await runUntilCaughtUp(new Date(playDay.start.getTime() - 60_000));
    const hourly = await db
      .selectFrom('agent_settlements')
      .select('id')
      .where('kind', '=', 'hourly_salary')
      .execute();
    expect(hourly).toEqual([]);
  });

  it('keeps what a run killed inside a payout had committed, and nothing of the period it was in', async () => {
    const { db } = server.database;
    const busy = new Date(playDay.start.getTime() + 10 * 3_600_000);
    let payouts = 0;
    let killedIn: Period | undefined;
    const run = async () => {
      for (let period = periodOf('five_minutes', busy); ; period = followingPeriod('five_minutes', period)) {
        killedIn = period;
        await settlePeriod(db, demo, 'realtime_salary', period, () => {
          payouts += 1;
          if (payouts === 7) throw new Error('killed');
        });
      }
    };
    await expect(run()).rejects.toThrow('killed');
    const rows = await db
      .selectFrom('agent_settlements')
      .select(['period_start'])
      .where('kind', '=', 'realtime_salary')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter(({ period_start }) => period_start.getTime() === killedIn?.start.getTime())).toEqual(
      [],
    );
  });

  it('catches up a whole missed day after the kill, with two instances at once, paying as the plain model does', async () => {
    const { db } = server.database;
    await Promise.all([runUntilCaughtUp(paidAt()), runUntilCaughtUp(paidAt())]);
    // Every five minutes from the first signing to the end of the play day was settled.
    const runs = await db
      .selectFrom('agent_settlement_runs')
      .select('period_start')
      .where('run_kind', '=', 'realtime_salary')
      .orderBy('period_start')
      .execute();
    expect(runs.map(({ period_start }) => period_start)).toEqual(
      periodsBetween('five_minutes', signedAt, playDay.end).map(({ start }) => start),
    );
    const expected = await modelBalances();
    expect([...expected.values()].every((amount) => amount > 0n)).toBe(true);
    expect(
      await mainBalances(
        db,
        demo,
        agents.map(({ id }) => id),
      ),
    ).toEqual(expected);
    await expectLedgerHealthy(db);
  }, 120_000);

  it('adds nothing when any period runs again', async () => {
    const { db } = server.database;
    const before = await mainBalances(
      db,
      demo,
      agents.map(({ id }) => id),
    );
    const rowsBefore = await db
      .selectFrom('agent_settlements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const runKind of ['realtime_salary', 'hourly_salary', 'daily_salary', 'dividend_daily'] as const) {
      const unit =
        runKind === 'realtime_salary' ? 'five_minutes' : runKind === 'hourly_salary' ? 'hour' : 'day';
      for (const period of periodsBetween(unit, playDay.start, playDay.end).slice(0, 30))
        await settlePeriod(db, demo, runKind, period);
    }
    expect(await runUntilCaughtUp(paidAt())).toBe(0);
    expect(
      await mainBalances(
        db,
        demo,
        agents.map(({ id }) => id),
      ),
    ).toEqual(before);
    const rowsAfter = await db
      .selectFrom('agent_settlements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rowsAfter.n).toBe(rowsBefore.n);
    await expectLedgerHealthy(db);
  });
});

const gmt8Date = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('settlement records, preview and staff reruns', () => {
  // PGlite runs on this thread: after a long settlement the keep-alive timers of the idle connections
  // are overdue, and a request sent before they fire goes out on a socket the server is closing.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it("lists the agent's own payouts by kind and date range, totals matching its wallet", async () => {
    const { db } = server.database;
    const a = agents[0] as TreeMember;
    const range = `from=${gmt8Date(signedAt)}&to=${gmt8Date(playDay.start)}`;
    const all = ZSuccess(ZSettlements).parse(
      (await call(server, a.token, 'GET', `/wps/agent/settlements?${range}&pageSize=50`)).body,
    ).value;
    const balance = (await mainBalances(db, demo, [a.id])).get(a.id) ?? 0n;
    expect(all.totals.amount).toBe(formatMinorUnits(balance, demo.currencyScale));
    expect(all.settlements.length).toBe(Math.min(all.total, 50));
    const daily = ZSuccess(ZSettlements).parse(
      (await call(server, a.token, 'GET', `/wps/agent/settlements?${range}&kind=daily_salary`)).body,
    ).value;
    expect(daily.settlements.map(({ kind, periodStart }) => [kind, periodStart])).toEqual([
      ['daily_salary', playDay.start.toISOString()],
    ]);
    const player = await treeMember(db, demo, 'stplayer', { type: 0, uplineId: a.id });
    expect((await call(server, player.token, 'GET', `/wps/agent/settlements?${range}`)).status).toBe(403);
    const tooLong = await call(
      server,
      a.token,
      'GET',
      '/wps/agent/settlements?from=2026-01-01&to=2026-06-01',
    );
    expect([tooLong.status, (tooLong.body as { errorCode: string }).errorCode]).toEqual([
      400,
      'records.range.invalid',
    ]);
  });

  it('previews what an offer would have paid over the last period and which contracts it ends', async () => {
    const { db } = server.database;
    const [a, b] = agents as [TreeMember, TreeMember];
    const session = {
      sessionId: 0n,
      memberId: top.id,
      passwordChangeRequired: false,
      memberType: 1,
      suspended: false,
    };
    const terms = {
      kind: 'daily_salary' as const,
      rate: '1.00',
      dailyBetVolume: '100.00',
      minActiveMembers: 2,
      endsAt: null,
    };
    const same = await previewPay(db, demo, session, { lowerId: String(a.id), terms }, paidAt());
    const paid = await db
      .selectFrom('agent_settlements')
      .select(['amount', 'gross'])
      .where('member_id', '=', a.id)
      .where('kind', '=', 'daily_salary')
      .where('period_start', '=', playDay.start)
      .executeTakeFirstOrThrow();
    expect(same).toMatchObject({
      contracts: [],
      period: { start: playDay.start.toISOString(), end: playDay.end.toISOString() },
      gross: formatMinorUnits(paid.gross, demo.currencyScale),
      amount: formatMinorUnits(paid.amount, demo.currencyScale),
    });
    // Below b's 0.40%: b's contract ends, so a would keep the whole of its gross.
    const lower = await previewPay(
      db,
      demo,
      session,
      { lowerId: String(a.id), terms: { ...terms, rate: '0.30' } },
      paidAt(),
    );
    expect(lower.contracts.map(({ lower: party }) => party.id)).toEqual([String(b.id)]);
    expect(lower.downline).toBe(formatMinorUnits(0n, demo.currencyScale));
    expect(lower.amount).toBe(lower.gross);
    const overHttp = await call(server, top.token, 'POST', '/wps/agent/contracts/preview-pay', {
      lowerId: String(a.id),
      terms,
    });
    expect(ZSuccess(ZPayPreview).parse(overHttp.body).value.contracts).toEqual([]);
    const refused = await call(server, b.token, 'POST', '/wps/agent/contracts/preview-pay', {
      lowerId: String(a.id),
      terms,
    });
    expect(refused.status).toBe(403);
  });

  it('lets staff list finished periods and rerun one, paying nothing twice, audited', async () => {
    const { db } = server.database;
    const admin = await staffToken(server, 'stadmin', { roles: ['admin'] });
    const staffCall = (method: string, path: string, body?: unknown) =>
      server.request(path, {
        method,
        headers: { Authorization: admin, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const day = gmt8Date(playDay.start);
    const listed = await staffCall(
      'GET',
      `/ops/agents/settlements?merchant=demo&runKind=daily_salary&from=${day}&to=${day}`,
    );
    const runs = ZSuccess(ZSettlementRuns).parse(await listed.json()).value.runs;
    expect(runs.map(({ periodStart, contracts }) => [periodStart, contracts])).toEqual([
      [playDay.start.toISOString(), 2],
    ]);
    const before = await mainBalances(
      db,
      demo,
      agents.map(({ id }) => id),
    );
    const rerun = {
      merchant: 'demo',
      runKind: 'daily_salary',
      at: playDay.start.toISOString(),
      reason: 'check the day again',
    };
    const answer = ZSuccess(ZSettlementRerun).parse(
      await (await staffCall('POST', '/ops/agents/settlements/rerun', rerun)).json(),
    );
    expect(answer.value).toEqual({
      periodStart: playDay.start.toISOString(),
      periodEnd: playDay.end.toISOString(),
      paid: 0,
    });
    expect(
      await mainBalances(
        db,
        demo,
        agents.map(({ id }) => id),
      ),
    ).toEqual(before);
    const audit = await db
      .selectFrom('staff_actions')
      .select('subject')
      .where('action', '=', 'agent.settlement.rerun')
      .execute();
    expect(audit).toEqual([{ subject: `settlement:daily_salary:${playDay.start.toISOString()}` }]);
    const early = await staffCall('POST', '/ops/agents/settlements/rerun', {
      ...rerun,
      at: new Date().toISOString(),
    });
    expect(early.status).toBe(400);
    await expectLedgerHealthy(db);
  });
});
