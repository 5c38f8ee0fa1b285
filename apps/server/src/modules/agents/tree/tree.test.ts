import { ZRegisterCenterValue, ZTeamList, ZTeamMember } from '@platform/contracts/agents/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue, ZMemberInfo } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHumanCheck } from '../../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { call, matrixTree, treeMember } from '../test-tree.ts';

let server: TestServer;
let tree: Awaited<ReturnType<typeof matrixTree>>;

beforeAll(async () => {
  server = await startTestServer();
  tree = await matrixTree(server, 'tr');
});
afterAll(() => server?.close());

const pathsTo = (memberId: bigint) =>
  server.database.db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', memberId)
    .orderBy('depth')
    .execute();

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

describe('the downline tree', () => {
  it('files every new account under all its uplines, itself at depth 0', async () => {
    expect(await pathsTo(tree.deeper.id)).toEqual([
      { ancestor_id: tree.deeper.id, depth: 0 },
      { ancestor_id: tree.direct.id, depth: 1 },
      { ancestor_id: tree.self.id, depth: 2 },
      { ancestor_id: tree.upline.id, depth: 3 },
    ]);
  });

  it('moves a whole subtree with its member, and refuses a move under its own downline', async () => {
    const { db } = server.database;
    const top = await treeMember(db, tree.demo, 'trmovetop');
    const mid = await treeMember(db, tree.demo, 'trmovemid', { uplineId: top.id });
    const leaf = await treeMember(db, tree.demo, 'trmoveleaf', { uplineId: mid.id });
    await db.updateTable('members').set({ upline_id: tree.sibling.id }).where('id', '=', mid.id).execute();
    expect(await pathsTo(leaf.id)).toEqual([
      { ancestor_id: leaf.id, depth: 0 },
      { ancestor_id: mid.id, depth: 1 },
      { ancestor_id: tree.sibling.id, depth: 2 },
      { ancestor_id: tree.upline.id, depth: 3 },
    ]);
    await expect(
      db.updateTable('members').set({ upline_id: leaf.id }).where('id', '=', mid.id).execute(),
    ).rejects.toThrow();
    await expect(
      db.updateTable('members').set({ upline_id: tree.elsewhere.id }).where('id', '=', top.id).execute(),
    ).rejects.toThrow();
  });
});

describe('registerCenter', () => {
  it('opens a member and an agent under the agent, each with a one-time password to change at first login', async () => {
    for (const kind of ['member', 'agent'] as const) {
      const opened = await call(server, tree.self.token, 'PUT', '/wps/agent/register', {
        account: `trsub${kind}`,
        kind,
        nickname: 'Sub',
      });
      expect(opened.status).toBe(200);
      const value = ZSuccess(ZRegisterCenterValue).parse(opened.body).value;
      const row = await server.database.db
        .selectFrom('members')
        .select(['upline_id', 'type', 'must_change_password'])
        .where('id', '=', BigInt(value.memberId))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        upline_id: tree.self.id,
        type: kind === 'agent' ? 1 : 0,
        must_change_password: true,
      });

      const body = await withHumanCheck(server.url, 'demo', {
        method: 'POST',
        path: '/wps/session/login',
        body: { username: `trsub${kind}`, password: value.initialPassword },
      });
      const login = await server.request('/wps/session/login', {
        method: 'POST',
        headers: { Merchant: 'demo', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(ZSuccess(ZLoginValue).parse(await login.json()).value.firstTimeLogin).toBe(true);
    }
  });

  it('refuses a member, a taken name and a name against the brand rule', async () => {
    const asMember = await call(server, tree.member.token, 'PUT', '/wps/agent/register', {
      account: 'trnotallowed',
      kind: 'member',
    });
    expect(refusal(asMember)).toEqual([403, 'access.forbidden']);
    const taken = await call(server, tree.self.token, 'PUT', '/wps/agent/register', {
      account: tree.sibling.account,
      kind: 'member',
    });
    expect(refusal(taken)).toEqual([409, 'register.account.unavailable']);
    const badName = await call(server, tree.self.token, 'PUT', '/wps/agent/register', {
      account: 'a b',
      kind: 'member',
    });
    expect(refusal(badName)).toEqual([400, 'register.invalid']);
  });
});

describe('affiliate codes', () => {
  it('an agent adds codes that registration reads, unique on the brand whatever the case', async () => {
    const added = await call(server, tree.self.token, 'PUT', '/wps/agent/affiliate/codes', {
      code: 'TrCode88',
    });
    expect(added.status).toBe(200);
    expect((await call(server, tree.self.token, 'GET', '/wps/agent/affiliate?code=trcode88')).status).toBe(
      200,
    );
    const again = await call(server, tree.sibling.token, 'PUT', '/wps/agent/affiliate/codes', {
      code: 'TRCODE88',
    });
    expect(refusal(again)).toEqual([409, 'affiliate.code.unavailable']);
    const bad = await call(server, tree.self.token, 'PUT', '/wps/agent/affiliate/codes', { code: 'no!' });
    expect(refusal(bad)).toEqual([400, 'request.invalid']);
    const listed = await call(server, tree.self.token, 'GET', '/wps/agent/affiliate/codes');
    expect(listed.body).toMatchObject({ value: { codes: [{ code: 'TrCode88' }] } });
  });
});

describe('team management', () => {
  const team = async (query: string, token = tree.self.token) => {
    const answer = await call(server, token, 'GET', `/wps/agent/team${query}`);
    expect(answer.status).toBe(200);
    return ZSuccess(ZTeamList).parse(answer.body).value;
  };

  it('lists the whole downline by level, each with balance, status and team size', async () => {
    const all = await team('?pageSize=50');
    const accounts = all.members.map(({ account }) => account);
    expect(accounts).toEqual(expect.arrayContaining(['trdirect', 'trdeeper', 'trmember']));
    expect(accounts).not.toContain('trself');
    expect(accounts).not.toContain('trsibling');
    const direct = all.members.find(({ account }) => account === 'trdirect');
    expect(direct).toMatchObject({ level: 1, isAgent: true, status: 'ACTIVE', balance: '0.00', teamSize: 1 });
    expect((await team('?level=2')).members.map(({ account }) => account)).toEqual(['trdeeper']);
  });

  it('drills down one level at a time and finds one account by name', async () => {
    const below = await team(`?parentId=${tree.direct.id}`);
    expect(below.members.map(({ account }) => account)).toEqual(['trdeeper']);
    const byName = await team('?account=TRDEEPER');
    expect(byName.members.map(({ level }) => level)).toEqual([2]);
    // A search only ever finds the downline: the sibling's name matches but it is not below.
    expect((await team('?keyword=SIBL')).members).toEqual([]);
    expect((await team('?keyword=r%25')).members).toEqual([]);
    expect((await team('?keyword=DEEP')).members.map(({ account }) => account)).toEqual(['trdeeper']);
  });

  it('answers 403 for anyone outside the downline, existing or not', async () => {
    for (const query of [
      `?parentId=${tree.upline.id}`,
      `?parentId=${tree.sibling.id}`,
      `?parentId=${tree.elsewhere.id}`,
      '?parentId=999999999',
      `?account=${tree.sibling.account}`,
      `?account=${tree.elsewhere.account}`,
      '?account=nobodyatall',
    ]) {
      const answer = await call(server, tree.self.token, 'GET', `/wps/agent/team${query}`);
      expect([query, ...refusal(answer)]).toEqual([query, 403, 'access.forbidden']);
      expect(ZFailure.parse(answer.body).message).toBe('You do not have access to this.');
    }
  });

  it('lets a direct member transfer to its upline once the agent allows it, as member info shows', async () => {
    const info = async () =>
      ZSuccess(ZMemberInfo).parse((await call(server, tree.member.token, 'GET', '/wps/member/info')).body)
        .value.toUpline;
    expect(await info()).toBe(false);
    const set = await call(server, tree.self.token, 'PUT', '/wps/agent/team/to-upline', {
      memberId: String(tree.member.id),
      allowed: true,
    });
    expect(ZSuccess(ZTeamMember).parse(set.body).value.toUpline).toBe(true);
    expect(await info()).toBe(true);
  });
});
