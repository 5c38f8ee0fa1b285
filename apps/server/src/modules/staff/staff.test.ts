import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZOperatorInfo, ZOperatorLoginValue } from '@platform/contracts/operator/schemas';
import {
  ZStaffAccess,
  ZStaffInvited,
  ZStaffList,
  ZStaffMember,
} from '@platform/contracts/operator/staff-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { staffSession } from '../../test/lottery.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { authenticate, changeStaff, createOperator } from '../operator/service.ts';
import { createMerchant } from '../system/service.ts';

/** The password staffToken gives its accounts. */
const STAFF_PASSWORD = 'a long staff password for tests';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'staffother',
    domains: ['staffother.example'],
  });
});
afterAll(() => server?.close());

async function call(method: string, path: string, token: string, body?: unknown, from?: string) {
  const response = await server.request(path, {
    method,
    headers: {
      Authorization: token,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const errorOf = (answer: { body: unknown }) => ZFailure.parse(answer.body).errorCode;

describe('staff management', () => {
  it('the last active admin stays one, whoever asks', async () => {
    // Only admins manage staff, so an admin asking is never the last; the rule holds beneath that.
    const { id } = await createOperator(server.database.db, {
      account: 'staff.only.admin',
      roles: ['admin'],
      merchantIds: [],
      password: 'only admin staff password',
    });
    const actor = { ...(await staffSession(server.database.db, 'staff.actor')), operatorId: 0n };
    await server.database.db
      .updateTable('operators')
      .set({ status: 'DISABLED' })
      .where('account', '=', 'staff.actor')
      .execute();
    const disable = server.database.db
      .transaction()
      .execute((trx) => changeStaff(trx, actor, id, { status: 'DISABLED' }));
    await expect(disable).rejects.toThrow('operator.staff.last.admin');
    const demote = server.database.db
      .transaction()
      .execute((trx) => changeStaff(trx, actor, id, { roles: ['finance'] }));
    await expect(demote).rejects.toThrow('operator.staff.last.admin');
    admin = await staffToken(server, 'staff.admin', { roles: ['admin'] });
  });

  it('invites by initial password or one-time link, lists with filters, and audits', async () => {
    const byPassword = await call('POST', '/ops/staff', admin, {
      account: 'staff.pat',
      roles: ['support', 'marketing'],
      brands: ['demo'],
      delivery: 'password',
    });
    const pat = ZSuccess(ZStaffInvited).parse(byPassword.body).value;
    expect(pat.initialPassword?.length).toBeGreaterThanOrEqual(20);
    const login = ZSuccess(ZOperatorLoginValue).parse(
      (await call('POST', '/ops/session/login', '', { account: 'staff.pat', password: pat.initialPassword }))
        .body,
    ).value;
    expect(login.next).toBe('password');

    const byLink = ZSuccess(ZStaffInvited).parse(
      (
        await call('POST', '/ops/staff', admin, {
          account: 'staff.lin',
          roles: ['auditor'],
          brands: [],
          delivery: 'link',
        })
      ).body,
    ).value;
    expect(byLink.initialPassword).toBeUndefined();
    const accept = { token: byLink.inviteToken, password: 'lin chose this password' };
    expect((await call('POST', '/ops/session/invite', '', accept)).status).toBe(200);
    const reused = await call('POST', '/ops/session/invite', '', accept);
    expect([reused.status, errorOf(reused)]).toEqual([400, 'operator.invite.invalid']);
    const lin = await call('POST', '/ops/session/login', '', {
      account: 'staff.lin',
      password: accept.password,
    });
    expect(ZSuccess(ZOperatorLoginValue).parse(lin.body).value.next).toBe('second-factor-setup');

    const taken = await call('POST', '/ops/staff', admin, {
      account: 'STAFF.PAT',
      roles: ['support'],
      brands: [],
      delivery: 'password',
    });
    expect([taken.status, errorOf(taken)]).toEqual([409, 'operator.account.taken']);

    const list = async (query: string) =>
      ZSuccess(ZStaffList).parse((await call('GET', `/ops/staff?${query}`, admin)).body).value;
    expect((await list('role=marketing')).items.map((staff) => staff.account)).toEqual(['staff.pat']);
    const onOther = await list('brand=staffother&sort=account');
    expect(onOther.items.map((staff) => staff.account)).not.toContain('staff.pat');
    expect(onOther.items.map((staff) => staff.account)).toContain('staff.lin');
    const paged = await list('size=1&page=2&sort=createdAt&order=desc');
    expect([paged.items.length, paged.page, paged.total > 2]).toEqual([1, 2, true]);
    expect((await call('GET', '/ops/staff?sort=password_hash', admin)).status).toBe(400);

    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'subject', 'detail'])
      .where('action', '=', 'staff.invite')
      .where('subject', '=', `operator:${pat.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({
      before: null,
      after: { account: 'staff.pat', roles: ['support', 'marketing'] },
    });
  });

  it('changing roles, brands, status or second factor ends every session of that account; never one’s own', async () => {
    const created = await createOperator(server.database.db, {
      account: 'staff.sam',
      roles: ['support'],
      merchantIds: [],
      password: 'sam staff password',
    });
    const operatorId = String(created.id);
    const sam = await staffToken(server, 'staff.sam2', { roles: ['support'] });
    const samId = ZSuccess(ZOperatorInfo).parse((await call('GET', '/ops/me', sam)).body).value.id;
    const changes = [
      ['PUT', '/ops/staff/roles', { roles: ['support', 'content'] }, 'staff.roles'],
      ['PUT', '/ops/staff/brands', { brands: ['demo'] }, 'staff.brands'],
      ['POST', '/ops/staff/second-factor/reset', { reason: 'lost phone' }, 'staff.second-factor-reset'],
      ['PUT', '/ops/staff/status', { status: 'DISABLED', reason: 'left the company' }, 'staff.status'],
    ] as const;
    let current = sam;
    let round = 0;
    for (const [method, path, body, action] of changes) {
      expect((await call('GET', '/ops/me', current)).status).toBe(200);
      const changed = await call(method, path, admin, { operatorId: samId, ...body });
      expect(changed.status, path).toBe(200);
      expect((await call('GET', '/ops/me', current)).status).toBe(401);
      const recorded = await server.database.db
        .selectFrom('staff_actions')
        .select(['detail', 'reason', 'ip'])
        .where('action', '=', action)
        .where('subject', '=', `operator:${samId}`)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(recorded.detail).toHaveProperty('before');
      expect(recorded.detail).toHaveProperty('after');
      round += 1;
      // Its own account's calls need no second factor: a password session shows whether it ended.
      if (round < changes.length) current = await passwordSession('staff.sam2');
    }
    const disabled = await call('POST', '/ops/session/login', '', {
      account: 'staff.sam2',
      password: STAFF_PASSWORD,
    });
    expect(disabled.status).toBe(401);
    const after = ZSuccess(ZStaffMember).parse(
      (await call('PUT', '/ops/staff/roles', admin, { operatorId, roles: ['risk'] })).body,
    ).value;
    expect(after.roles).toEqual(['risk']);

    const adminId = ZSuccess(ZOperatorInfo).parse((await call('GET', '/ops/me', admin)).body).value.id;
    for (const [path, body] of [
      ['/ops/staff/roles', { roles: ['admin', 'finance'] }],
      ['/ops/staff/status', { status: 'DISABLED', reason: 'me' }],
    ] as const) {
      const own = await call('PUT', path, admin, { operatorId: adminId, ...body });
      expect([own.status, errorOf(own)]).toEqual([403, 'operator.staff.self']);
    }
    const support = await staffToken(server, 'staff.support', { roles: ['support'] });
    const refused = await call('PUT', '/ops/staff/roles', support, { operatorId: samId, roles: ['admin'] });
    expect([refused.status, errorOf(refused)]).toEqual([403, 'access.forbidden']);
  });

  it('a role with an address list grants its permissions only from those addresses', async () => {
    const support = await staffToken(server, 'staff.support.net', { roles: ['support', 'agent_manager'] });
    const access = {
      idleMinutes: 15,
      lifetimeHours: 12,
      roleNetworks: [{ role: 'support', cidrs: ['10.20.0.0/16', '2001:db8::/32'] }],
    };
    const set = await call('PUT', '/ops/staff/access', admin, access);
    expect(ZSuccess(ZStaffAccess).parse(set.body).value).toEqual(access);
    const outbox = (from: string) =>
      call('GET', '/ops/outbox?merchant=demo&limit=1', support, undefined, from);
    expect((await outbox('10.20.3.4')).status).toBe(200);
    expect((await outbox('192.0.2.9')).status).toBe(403);
    const me = ZSuccess(ZOperatorInfo).parse(
      (await call('GET', '/ops/me', support, undefined, '192.0.2.9')).body,
    ).value;
    expect(me.permissions).not.toContain('outbox.inspect');
    expect(me.permissions).toContain('agents.read');
    const bad = await call('PUT', '/ops/staff/access', admin, {
      ...access,
      roleNetworks: [{ role: 'support', cidrs: ['10.0.0.1/99'] }],
    });
    expect(bad.status).toBe(400);
    const lockout = await call('PUT', '/ops/staff/access', admin, {
      ...access,
      roleNetworks: [{ role: 'admin', cidrs: ['192.0.2.0/24'] }],
    });
    expect([lockout.status, errorOf(lockout)]).toEqual([403, 'operator.staff.self']);
    await call('PUT', '/ops/staff/access', admin, { ...access, roleNetworks: [] });
    expect((await outbox('192.0.2.9')).status).toBe(200);
  });

  it('the idle timeout and the lifetime are the admins’ setting, for sessions already open too', async () => {
    const token = await staffToken(server, 'staff.idle', { roles: ['auditor'] });
    const now = new Date();
    const db = server.database.db;
    const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
    expect(await authenticate(db, token, null, minutes(10))).toBeDefined();
    await call('PUT', '/ops/staff/access', admin, { idleMinutes: 5, lifetimeHours: 1, roleNetworks: [] });
    expect(await authenticate(db, token, null, minutes(14))).toBeDefined();
    expect(await authenticate(db, token, null, minutes(21))).toBeUndefined();
    await call('PUT', '/ops/staff/access', admin, { idleMinutes: 240, lifetimeHours: 1, roleNetworks: [] });
    const fresh = await staffToken(server, 'staff.lifetime', { roles: ['auditor'] });
    for (const at of [30, 55]) expect(await authenticate(db, fresh, null, minutes(at))).toBeDefined();
    expect(await authenticate(db, fresh, null, minutes(62))).toBeUndefined();
    await call('PUT', '/ops/staff/access', admin, { idleMinutes: 15, lifetimeHours: 12, roleNetworks: [] });
  });
});

async function passwordSession(account: string): Promise<string> {
  const login = await call('POST', '/ops/session/login', '', { account, password: STAFF_PASSWORD });
  return ZSuccess(ZOperatorLoginValue).parse(login.body).value.token;
}
