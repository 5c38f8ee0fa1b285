import {
  ZAffectedContracts,
  ZConsolidatedContracts,
  ZContract,
  ZContractList,
} from '@platform/contracts/agents/contract-schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { brand, call, type TreeMember, treeMember } from '../test-tree.ts';

let server: TestServer;
/** top > a > b > c, all agents; member is a plain member under top. */
let top: TreeMember;
let a: TreeMember;
let b: TreeMember;
let c: TreeMember;
let member: TreeMember;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const demo = await brand(db, 'demo');
  top = await treeMember(db, demo, 'cotop1');
  a = await treeMember(db, demo, 'coagenta', { uplineId: top.id });
  b = await treeMember(db, demo, 'coagentb', { uplineId: a.id });
  c = await treeMember(db, demo, 'coagentc', { uplineId: b.id });
  member = await treeMember(db, demo, 'comember', { type: 0, uplineId: top.id });
});
afterAll(() => server?.close());

const dividend = (rate: string) => ({
  kind: 'dividend',
  rate,
  period: 'weekly',
  minBet: '1000.00',
  minProfitLoss: '500',
  minActiveMembers: 3,
});

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

async function offer(from: TreeMember, to: TreeMember, terms: object) {
  const answer = await call(server, from.token, 'PUT', '/wps/agent/contracts', {
    lowerId: String(to.id),
    terms,
  });
  return {
    ...answer,
    contract: answer.status === 200 ? ZSuccess(ZContract).parse(answer.body).value : undefined,
  };
}

async function decide(by: TreeMember, contractId: string, accept: boolean, confirmedTerminations?: string[]) {
  const answer = await call(server, by.token, 'POST', '/wps/agent/contracts/decide', {
    contractId,
    accept,
    ...(confirmedTerminations ? { confirmedTerminations } : {}),
  });
  return {
    ...answer,
    contract: answer.status === 200 ? ZSuccess(ZContract).parse(answer.body).value : undefined,
  };
}

async function signed(from: TreeMember, to: TreeMember, terms: object) {
  const offered = await offer(from, to, terms);
  expect(offered.status).toBe(200);
  const accepted = await decide(to, offered.contract?.id ?? '', true);
  expect(accepted.contract?.state).toBe('established');
  return accepted.contract?.id ?? '';
}

const consolidated = async (who: TreeMember) =>
  ZSuccess(ZConsolidatedContracts).parse(
    (await call(server, who.token, 'GET', '/wps/member/info/funds/consolidated')).body,
  ).value;

const stateOf = async (who: TreeMember, id: string) => {
  const list = ZSuccess(ZContractList).parse(
    (await call(server, who.token, 'GET', '/wps/agent/contracts')).body,
  ).value;
  return list.contracts.find((contract) => contract.id === id)?.state;
};

describe('offers and answers', () => {
  it('a new request waits for the lower level, shows in its consolidated info, and is established on acceptance', async () => {
    const offered = await offer(top, a, dividend('30'));
    expect(offered.contract).toMatchObject({
      state: 'new',
      upper: { account: 'cotop1' },
      lower: { account: 'coagenta' },
      terms: {
        kind: 'dividend',
        rate: '30.00',
        period: 'weekly',
        minBet: '1000.00',
        minProfitLoss: '500.00',
      },
    });
    expect(await consolidated(a)).toMatchObject({ divtypereq: true, divtypeinfo: false });
    // Only the lower level answers an offer.
    expect(refusal(await decide(top, offered.contract?.id ?? '', true))).toEqual([403, 'access.forbidden']);
    expect((await decide(a, offered.contract?.id ?? '', true)).contract?.state).toBe('established');
    expect(await consolidated(a)).toMatchObject({ divtypereq: false, divtypeinfo: true });
    expect(await consolidated(top)).toMatchObject({ divtypeinfo: true, contractmrdailysalinfotype: false });
    expect(await consolidated(member)).toEqual(
      Object.fromEntries(Object.keys(await consolidated(member)).map((key) => [key, false])),
    );
  });

  it('refuses rates above the upper level’s own, negative, over 100% or malformed', async () => {
    expect(refusal(await offer(a, b, dividend('30.01')))).toEqual([400, 'contract.rate.above.upline']);
    // An agent below the top holds nothing of this kind from its upline, so it can give none.
    expect(
      refusal(
        await offer(a, b, { kind: 'hourly_salary', rate: '1', hourlyBetVolume: '10', minActiveMembers: 0 }),
      ),
    ).toEqual([400, 'contract.rate.above.upline']);
    for (const rate of ['-1', '100.5', '250', '1.005', 'ten'])
      expect([rate, ...refusal(await offer(top, a, { ...dividend(rate) }))]).toEqual([
        rate,
        400,
        'contract.rate.invalid',
      ]);
    expect(refusal(await offer(top, a, { ...dividend('1'), minBet: '-5' }))).toEqual([400, 'amount.invalid']);
    const past = await offer(top, a, { ...dividend('1'), endsAt: '2020-01-01T00:00:00.000Z' });
    expect(refusal(past)).toEqual([400, 'request.invalid']);
    expect(ZFailure.parse(past.body).issues).toEqual([{ path: 'body.terms.endsAt', code: 'past' }]);
  });

  it('offers only to an active agent directly below', async () => {
    expect(refusal(await offer(top, member, dividend('5')))).toEqual([400, 'contract.party.invalid']);
    expect(refusal(await offer(top, b, dividend('5')))).toEqual([403, 'access.forbidden']);
    expect(refusal(await offer(b, a, dividend('5')))).toEqual([403, 'access.forbidden']);
  });

  it('keeps one open offer per pair and kind, and a rejected one ends there', async () => {
    const terms = { kind: 'daily_salary', rate: '2', dailyBetVolume: '100', minActiveMembers: 1 };
    const first = await offer(top, a, terms);
    expect(first.contract?.state).toBe('new');
    expect(refusal(await offer(top, a, terms))).toEqual([409, 'contract.pending.exists']);
    expect((await decide(a, first.contract?.id ?? '', false)).contract?.state).toBe('rejected');
    expect(refusal(await decide(a, first.contract?.id ?? '', true))).toEqual([409, 'contract.state']);
  });

  it('caps both rates of a real-time salary', async () => {
    const realtime = (profitRate: string, lossRate: string) => ({
      kind: 'realtime_salary',
      profitRate,
      lossRate,
      singleBet: '1',
    });
    await signed(top, a, realtime('1.5', '0.8'));
    expect(refusal(await offer(a, b, realtime('1.5', '0.81')))).toEqual([400, 'contract.rate.above.upline']);
    const id = await signed(a, b, realtime('1.2', '0.8'));
    expect(await stateOf(b, id)).toBe('established');
  });
});

describe('a lower rate signed upstream', () => {
  it('lists exactly the downline contracts it ends, requires their confirmation, then ends them', async () => {
    const kind = { kind: 'hourly_salary', hourlyBetVolume: '50', minActiveMembers: 2 };
    const topToA = await signed(top, a, { ...kind, rate: '3' });
    const aToB = await signed(a, b, { ...kind, rate: '2.5' });
    const bToC = await signed(b, c, { ...kind, rate: '1' });

    const preview = await call(server, top.token, 'POST', '/wps/agent/contracts/preview', {
      lowerId: String(a.id),
      terms: { ...kind, rate: '2' },
    });
    const previewed = ZSuccess(ZAffectedContracts)
      .parse(preview.body)
      .value.contracts.map(({ id }) => id);
    expect(previewed).toEqual([aToB]);

    const lower = await offer(top, a, { ...kind, rate: '2' });
    expect(lower.contract).toMatchObject({ state: 'signing', replacesId: topToA });
    const newId = lower.contract?.id ?? '';
    const affected = await call(server, a.token, 'GET', `/wps/agent/contracts/affected?contractId=${newId}`);
    expect(
      ZSuccess(ZAffectedContracts)
        .parse(affected.body)
        .value.contracts.map(({ id }) => id),
    ).toEqual([aToB]);

    const unconfirmed = await decide(a, newId, true);
    expect(refusal(unconfirmed)).toEqual([409, 'contract.confirmation.required']);
    expect(ZFailure.parse(unconfirmed.body).value).toEqual({ contracts: [aToB] });
    expect(refusal(await decide(a, newId, true, [aToB, bToC]))).toEqual([
      409,
      'contract.confirmation.required',
    ]);
    expect(await stateOf(a, aToB)).toBe('established');

    expect((await decide(a, newId, true, [aToB])).contract?.state).toBe('established');
    expect(await stateOf(a, topToA)).toBe('terminated');
    const ended = ZSuccess(ZContractList)
      .parse((await call(server, b.token, 'GET', '/wps/agent/contracts?side=upline&kind=hourly_salary')).body)
      .value.contracts.find(({ id }) => id === aToB);
    expect(ended).toMatchObject({ state: 'terminated', endedById: newId });
    // 1% is below the new 2%: it stays.
    expect(await stateOf(c, bToC)).toBe('established');
  });
});

describe('termination', () => {
  it('the upper level asks, the lower level rejects or accepts', async () => {
    const id = await signed(top, a, {
      kind: 'daily_salary',
      rate: '4',
      dailyBetVolume: '10',
      minActiveMembers: 0,
    });
    const ask = () => call(server, top.token, 'POST', '/wps/agent/contracts/terminate', { contractId: id });
    expect(
      refusal(await call(server, a.token, 'POST', '/wps/agent/contracts/terminate', { contractId: id })),
    ).toEqual([403, 'access.forbidden']);
    const signedAt = ZSuccess(ZContract).parse((await ask()).body).value;
    expect(signedAt.state).toBe('terminating');
    expect(refusal(await ask())).toEqual([409, 'contract.state']);
    expect(await consolidated(a)).toMatchObject({ dailysalreqtype: true, dailysalinfotype: true });
    const kept = (await decide(a, id, false)).contract;
    expect(kept?.state).toBe('established');
    // Rejecting the termination does not move the contract's start, which settlements count from.
    expect(kept?.decidedAt).toBe(signedAt.decidedAt);
    await ask();
    expect((await decide(a, id, true)).contract?.state).toBe('terminated');
    expect(await consolidated(a)).toMatchObject({ dailysalreqtype: false, dailysalinfotype: false });
  });
});

describe('under concurrency', () => {
  it('ten offers at once open one request', async () => {
    const { db } = server.database;
    const demo = await brand(db, 'demo');
    const upper = await treeMember(db, demo, 'coraceup');
    const lower = await treeMember(db, demo, 'coracelow', { uplineId: upper.id });
    const answers = await Promise.all(Array.from({ length: 10 }, () => offer(upper, lower, dividend('10'))));
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1);
    expect(answers.filter(({ status }) => status !== 200).map(refusal)).toEqual(
      Array.from({ length: 9 }, () => [409, 'contract.pending.exists']),
    );
  });

  it('a downline accepting at the moment its upline signs a lower rate never ends above that rate', async () => {
    const { db } = server.database;
    const demo = await brand(db, 'demo');
    for (const round of [1, 2, 3, 4, 5]) {
      const upper = await treeMember(db, demo, `corace${round}t`);
      const mid = await treeMember(db, demo, `corace${round}m`, { uplineId: upper.id });
      const low = await treeMember(db, demo, `corace${round}l`, { uplineId: mid.id });
      await signed(upper, mid, dividend('30'));
      const midToLow = (await offer(mid, low, dividend('25'))).contract?.id ?? '';
      const lower = (await offer(upper, mid, dividend('20'))).contract?.id ?? '';
      await Promise.all([decide(mid, lower, true, [midToLow]), decide(low, midToLow, true)]);
      expect([round, await stateOf(low, midToLow)]).toEqual([round, 'terminated']);
    }
  });
});
