import { ZRegisterCenterValue } from '@platform/contracts/agents/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHumanCheck } from '../../../test/human-check.ts';
import { staffToken } from '../../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: string;
let support: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffToken(server, 'agents.admin', { roles: ['admin'] });
  support = await staffToken(server, 'agents.support', { roles: ['support'] });
});
afterAll(() => server?.close());

const open = (body: Record<string, unknown>, token = admin) =>
  server.request('/ops/agents', {
    method: 'POST',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', agentType: 1, reason: 'New partner agent', ...body }),
  });
const refusal = async (response: Response) => [
  response.status,
  ZFailure.parse(await response.json()).errorCode,
];

describe('POST /ops/agents', () => {
  it('opens an agent at the top of the tree, once, audited, whose first login must change the password', async () => {
    const opened = await open({ account: 'topagent01', agentType: 41 });
    expect(opened.status).toBe(200);
    const value = ZSuccess(ZRegisterCenterValue).parse(await opened.json()).value;
    const { db } = server.database;
    const member = await db
      .selectFrom('members')
      .select(['id', 'type', 'upline_id', 'must_change_password'])
      .where('account_key', '=', 'topagent01')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ type: 41, upline_id: null, must_change_password: true });
    expect(value.memberId).toBe(String(member.id));
    const audit = await db
      .selectFrom('staff_actions')
      .select(['action', 'reason'])
      .where('subject', '=', `member:${member.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'agent.open', reason: 'New partner agent' }]);

    const body = await withHumanCheck(server.url, 'demo', {
      method: 'POST',
      path: '/wps/session/login',
      body: { username: 'topagent01', password: value.initialPassword },
    });
    const login = await server.request('/wps/session/login', {
      method: 'POST',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(ZSuccess(ZLoginValue).parse(await login.json()).value.firstTimeLogin).toBe(true);

    expect(await refusal(await open({ account: 'TopAgent01' }))).toEqual([
      409,
      'register.account.unavailable',
    ]);
  });

  it('refuses staff without the admin role, a type that is no agent and a name against the brand rule', async () => {
    expect((await open({ account: 'topagent02' }, support)).status).toBe(403);
    expect(await refusal(await open({ account: 'topagent03', agentType: 0 }))).toEqual([
      400,
      'request.invalid',
    ]);
    expect(await refusal(await open({ account: 'a' }))).toEqual([400, 'register.invalid']);
    const opened = await server.database.db
      .selectFrom('members')
      .select('account')
      .where('account_key', 'in', ['topagent02', 'topagent03', 'a'])
      .execute();
    expect(opened).toEqual([]);
  });
});
