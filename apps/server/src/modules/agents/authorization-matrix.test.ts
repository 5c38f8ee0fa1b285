import { ZContract } from '@platform/contracts/agents/contract-schemas';
import * as agentEndpoints from '@platform/contracts/agents/endpoints';
import * as reportEndpoints from '@platform/contracts/agents/report-endpoints';
import * as settlementEndpoints from '@platform/contracts/agents/settlement-endpoints';
import { ZSuccess } from '@platform/contracts/envelope';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertOffer } from './contracts/repo.ts';
import { brand, call, PIN, type TreeMember, treeMember } from './test-tree.ts';

const RELATIONS = ['self', 'direct', 'deeper', 'upline', 'sibling', 'otherBrand'] as const;
type Relation = (typeof RELATIONS)[number];

/** Fields through which an endpoint names a member or a contract. */
const ID_FIELDS = new Set(['memberId', 'parentId', 'lowerId', 'contractId', 'account']);

/**
 * Fields that look like one but name no one existing (the new account's name, of registerCenter and of
 * the top agent staff open), or that staff name within the brands they act on (the walk-in upline,
 * walk-in.test.ts): no agent's relationship decides them.
 */
const NOT_ACCESS = new Set([
  'PUT /wps/agent/register account',
  'POST /ops/agents account',
  'PUT /ops/agents/walk-in-upline account',
]);

type Entry = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  field: string;
  /** What the field names: a member by id, a member by account name, or a contract by id. */
  names: 'member' | 'account' | 'contract';
  allowed: readonly Relation[];
  extra?: () => Record<string, unknown>;
};

let requests = 0;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const reportRange = () => ({ from: today, to: today });
const dividend = (rate: string) => ({
  kind: 'dividend',
  rate,
  period: 'monthly',
  minBet: '0',
  minProfitLoss: '0',
  minActiveMembers: 0,
});

/**
 * Seen from agent `self`: who may be named through each id-taking agent endpoint. A contract stands for
 * the relative as its lower party (self's own contract from its upline for `self`).
 */
const MATRIX: Entry[] = [
  {
    method: 'GET',
    path: '/wps/agent/team',
    field: 'parentId',
    names: 'member',
    allowed: ['self', 'direct', 'deeper'],
  },
  {
    method: 'GET',
    path: '/wps/agent/team',
    field: 'account',
    names: 'account',
    allowed: ['direct', 'deeper'],
  },
  {
    method: 'GET',
    path: '/wps/agent/team/member',
    field: 'memberId',
    names: 'member',
    allowed: ['self', 'direct', 'deeper'],
  },
  {
    method: 'PUT',
    path: '/wps/agent/team/to-upline',
    field: 'memberId',
    names: 'member',
    allowed: ['direct'],
    extra: () => ({ allowed: true }),
  },
  {
    method: 'POST',
    path: '/wps/agent/transfer/downline',
    field: 'memberId',
    names: 'member',
    allowed: ['direct', 'deeper'],
    extra: () => {
      requests += 1;
      return { amount: '1.00', paymentPassword: PIN, requestId: `matrix-${requests}` };
    },
  },
  {
    method: 'PUT',
    path: '/wps/agent/contracts',
    field: 'lowerId',
    names: 'member',
    allowed: ['direct'],
    extra: () => ({ terms: { ...dividend('5'), kind: 'daily_salary', dailyBetVolume: '0' } }),
  },
  {
    method: 'POST',
    path: '/wps/agent/contracts/preview',
    field: 'lowerId',
    names: 'member',
    allowed: ['direct'],
    extra: () => ({ terms: dividend('5') }),
  },
  {
    method: 'POST',
    path: '/wps/agent/contracts/preview-pay',
    field: 'lowerId',
    names: 'member',
    allowed: ['direct'],
    extra: () => ({ terms: dividend('5') }),
  },
  {
    method: 'GET',
    path: '/wps/agent/contracts/affected',
    field: 'contractId',
    names: 'contract',
    allowed: ['self', 'direct'],
  },
  {
    method: 'POST',
    path: '/wps/agent/contracts/decide',
    field: 'contractId',
    names: 'contract',
    allowed: ['self'],
    extra: () => ({ accept: false }),
  },
  {
    method: 'POST',
    path: '/wps/agent/contracts/terminate',
    field: 'contractId',
    names: 'contract',
    allowed: ['direct'],
  },
  ...['bets', 'profit', 'transactions'].map(
    (report): Entry => ({
      method: 'GET',
      path: `/wps/agent/reports/${report}`,
      field: 'account',
      names: 'account',
      allowed: ['direct', 'deeper'],
      extra: reportRange,
    }),
  ),
  {
    method: 'GET',
    path: '/wps/agent/reports/export',
    field: 'account',
    names: 'account',
    allowed: ['direct', 'deeper'],
    extra: () => ({ ...reportRange(), report: 'transactions' }),
  },
];

let server: TestServer;
let self: TreeMember;
const members = {} as Record<Relation, TreeMember>;
const contracts = {} as Record<Relation, string>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const demo = await brand(db, 'demo');
  const other = await brand(db, 'matrixother');
  const top = await treeMember(db, demo, 'mxtop1');
  members.upline = await treeMember(db, demo, 'mxupline', { uplineId: top.id });
  self = await treeMember(db, demo, 'mxself', { uplineId: members.upline.id });
  members.self = self;
  members.sibling = await treeMember(db, demo, 'mxsibling', { uplineId: members.upline.id });
  members.direct = await treeMember(db, demo, 'mxdirect', { uplineId: self.id });
  members.deeper = await treeMember(db, demo, 'mxdeeper', { uplineId: members.direct.id });
  const otherTop = await treeMember(db, other, 'mxothertop');
  members.otherBrand = await treeMember(db, other, 'mxotheragent', { uplineId: otherTop.id });

  const sign = async (upper: TreeMember, lower: TreeMember, rate: string) => {
    const offered = await call(server, upper.token, 'PUT', '/wps/agent/contracts', {
      lowerId: String(lower.id),
      terms: dividend(rate),
    });
    const id = ZSuccess(ZContract).parse(offered.body).value.id;
    await call(server, lower.token, 'POST', '/wps/agent/contracts/decide', { contractId: id, accept: true });
    return id;
  };
  contracts.upline = await sign(top, members.upline, '50');
  contracts.self = await sign(members.upline, self, '40');
  contracts.sibling = await sign(members.upline, members.sibling, '40');
  contracts.direct = await sign(self, members.direct, '30');
  contracts.deeper = await sign(members.direct, members.deeper, '20');
  const { merchant_id } = await db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', otherTop.id)
    .executeTakeFirstOrThrow();
  contracts.otherBrand = String(
    await insertOffer(db, {
      merchantId: merchant_id,
      upperId: otherTop.id,
      lowerId: members.otherBrand.id,
      state: 'new',
      replacesId: null,
      kind: 'dividend',
      rate: 100,
      loss_rate: null,
      period: 'monthly',
      min_bet: 0n,
      min_profit_loss: 0n,
      min_active: 0,
      ends_at: null,
    }),
  );
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const key = ({ method, path, field }: Pick<Entry, 'method' | 'path' | 'field'>) =>
  `${method} ${path} ${field}`;

function namedBy(entry: Entry, relation: Relation | 'nobody'): string {
  if (relation === 'nobody') return entry.names === 'account' ? 'mxnobody' : '987654321';
  if (entry.names === 'contract') return contracts[relation];
  return entry.names === 'account' ? members[relation].account : String(members[relation].id);
}

function send(entry: Entry, relation: Relation | 'nobody') {
  const value = namedBy(entry, relation);
  if (entry.method === 'GET') {
    const query = new URLSearchParams({
      ...(entry.extra?.() as Record<string, string>),
      [entry.field]: value,
    });
    return call(server, self.token, 'GET', `${entry.path}?${query}`);
  }
  return call(server, self.token, entry.method, entry.path, { ...entry.extra?.(), [entry.field]: value });
}

describe('authorization matrix of the agent endpoints', () => {
  it('covers every agent endpoint that names a member or a contract', () => {
    const idTaking = Object.values({ ...agentEndpoints, ...reportEndpoints, ...settlementEndpoints }).flatMap(
      (endpoint) =>
        [endpoint.query, endpoint.body].flatMap((schema) =>
          schema && 'shape' in schema
            ? Object.keys(schema.shape)
                .filter((field) => ID_FIELDS.has(field))
                .map((field) =>
                  key({ method: endpoint.method as Entry['method'], path: endpoint.path, field }),
                )
                .filter((named) => !NOT_ACCESS.has(named))
            : [],
        ),
    );
    expect(idTaking.sort()).toEqual(MATRIX.map(key).sort());
  });

  for (const entry of MATRIX)
    it(`${key(entry)}: allows only ${entry.allowed.join(', ')}, and outsiders learn nothing`, async () => {
      const allowed: Relation[] = [];
      const refusals: unknown[] = [];
      for (const relation of RELATIONS) {
        const answer = await send(entry, relation);
        if (answer.status === 403) refusals.push(answer.body);
        else allowed.push(relation);
      }
      expect(allowed).toEqual(entry.allowed);
      const nobody = await send(entry, 'nobody');
      expect(nobody.status).toBe(403);
      for (const body of refusals) expect(body).toEqual(nobody.body);
    });
});
