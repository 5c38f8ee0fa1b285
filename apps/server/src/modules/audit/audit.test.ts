import { ZStaffActionsValue } from '@platform/contracts/audit/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { permissionsOf } from '@platform/contracts/operator/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createOperator } from '../operator/service.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { recordStaffAction, staffActionRows } from './service.ts';

let server: TestServer;
let demo: Merchant;
let other: Merchant;
let auditor: string;
let started: string;
const staff: OperatorSession[] = [];

const session = (operatorId: bigint, ip: string): OperatorSession => ({
  sessionId: 0n,
  operatorId,
  roles: ['finance'],
  permissions: permissionsOf(['finance']),
  allBrands: true,
  merchantIds: [],
  merchantCodes: [],
  mustChangePassword: false,
  next: 'done',
  ip,
});

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createMerchant(db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  other = (await resolveMerchant(db, { code: 'other', host: '' })) as Merchant;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  auditor = await staffToken(server, 'audit.risk', { roles: ['risk'] });
  started = new Date(Date.now() - 1_000).toISOString();
  for (const [index, account] of ['audit.alice', 'audit.bob'].entries()) {
    const { id } = await createOperator(db, {
      account,
      roles: ['finance'],
      merchantIds: [],
      password: 'x'.repeat(20),
    });
    staff.push(session(id, `10.0.0.${index + 1}`));
  }
  const [alice, bob] = staff as [OperatorSession, OperatorSession];
  // Five actions on demo by two people on two members, and one on another brand that demo never shows.
  await recordStaffAction(db, alice, {
    action: 'deposit.confirm',
    merchantId: demo.id,
    subject: 'deposit:1',
  });
  await recordStaffAction(db, alice, {
    action: 'member.lock',
    merchantId: demo.id,
    subject: 'member:7',
    reason: '=HYPERLINK("http://evil.example","click")',
    detail: { before: { status: 'active' }, after: { status: 'locked' } },
  });
  await recordStaffAction(db, bob, {
    action: 'member.lock',
    merchantId: demo.id,
    subject: 'member:8',
    reason: '+1, "two"',
  });
  await recordStaffAction(db, bob, { action: 'deposit.confirm', merchantId: demo.id, subject: 'deposit:2' });
  await recordStaffAction(db, bob, { action: 'member.unlock', merchantId: demo.id, subject: 'member:7' });
  await recordStaffAction(db, alice, { action: 'member.lock', merchantId: other.id, subject: 'member:99' });
  // Staff management belongs to no brand: only the platform's own log shows it.
  await recordStaffAction(db, bob, {
    action: 'staff.roles',
    merchantId: null,
    subject: `operator:${alice.operatorId}`,
    detail: { before: { roles: ['finance'] }, after: { roles: ['risk'] } },
  });
});
afterAll(() => server?.close());

const get = (query: string, token = auditor) =>
  server.request(`/ops/audit${query}`, { headers: { Authorization: token } });

async function page(query: string) {
  const response = await get(`?merchant=demo&from=${encodeURIComponent(started)}&${query}`);
  expect(response.status).toBe(200);
  return ZSuccess(ZStaffActionsValue).parse(await response.json()).value;
}

describe('GET /ops/audit', () => {
  it('filters by staff member, action, subject and time, newest first, on one brand', async () => {
    const [alice, bob] = staff as [OperatorSession, OperatorSession];
    expect((await page('')).actions.map(({ subject }) => subject)).toEqual([
      'member:7',
      'deposit:2',
      'member:8',
      'member:7',
      'deposit:1',
    ]);
    const byAlice = await page(`staff=${alice.operatorId}`);
    expect(byAlice.actions.map(({ action }) => action)).toEqual(['member.lock', 'deposit.confirm']);
    expect(byAlice.actions[0]).toMatchObject({
      operatorAccount: 'audit.alice',
      ip: '10.0.0.1',
      detail: { before: { status: 'active' }, after: { status: 'locked' } },
    });
    const locks = await page(`action=member.lock&staff=${bob.operatorId}`);
    expect(locks.actions.map(({ subject }) => subject)).toEqual(['member:8']);
    expect((await page('subject=member:7')).actions.map(({ action }) => action)).toEqual([
      'member.unlock',
      'member.lock',
    ]);
    const before = await get(`?merchant=demo&to=${encodeURIComponent(started)}&subject=member:7`);
    expect(ZSuccess(ZStaffActionsValue).parse(await before.json()).value.actions).toEqual([]);
  });

  it('pages with the answer’s next until the last page', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const current: Awaited<ReturnType<typeof page>> = await page(`limit=2${next ? `&before=${next}` : ''}`);
      seen.push(...current.actions.map(({ id }) => id));
      next = current.next;
    } while (next);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    // Oldest first, paged on with `after`: the same five, the other way round.
    const oldest: string[] = [];
    next = null;
    do {
      const current: Awaited<ReturnType<typeof page>> = await page(
        `order=asc&limit=2${next ? `&after=${next}` : ''}`,
      );
      oldest.push(...current.actions.map(({ id }) => id));
      next = current.next;
    } while (next);
    expect(oldest).toEqual([...seen].reverse());
  });

  it.each([
    'from=yesterday',
    'to=2026-13-01T00:00:00Z',
    'staff=abc',
    'staff=0',
    "subject=member:1'%20OR%201=1",
    'subject=member:%0A7',
    'action=DROP%20TABLE',
    'limit=0',
    'limit=201',
    'before=-5',
    'order=sideways',
  ])('refuses the filter %s with 400, never a 500', async (query) => {
    const response = await get(`?merchant=demo&${query}`);
    expect(response.status).toBe(400);
    expect(ZFailure.parse(await response.json()).errorCode).toBe('request.invalid');
  });

  it('admits admin and risk only, over the brands they hold', async () => {
    const support = await staffToken(server, 'audit.support', { roles: ['support'] });
    expect((await get('?merchant=demo', support)).status).toBe(403);
    const limited = await staffToken(server, 'audit.limited', { roles: ['admin'], merchantIds: [other.id] });
    expect((await get('?merchant=demo', limited)).status).toBe(403);
    expect((await get('/export?merchant=demo', limited)).status).toBe(403);
    expect((await get('?merchant=demo', '')).status).toBe(401);
  });
});

describe('GET /ops/audit/platform', () => {
  it('shows what belongs to no brand, with the same filters, to staff over every brand only', async () => {
    const [alice, bob] = staff as [OperatorSession, OperatorSession];
    const from = encodeURIComponent(started);
    const response = await get(`/platform?from=${from}&staff=${bob.operatorId}`);
    expect(response.status).toBe(200);
    const { actions } = ZSuccess(ZStaffActionsValue).parse(await response.json()).value;
    expect(actions).toEqual([
      expect.objectContaining({
        action: 'staff.roles',
        operatorAccount: 'audit.bob',
        subject: `operator:${alice.operatorId}`,
        detail: { before: { roles: ['finance'] }, after: { roles: ['risk'] } },
      }),
    ]);
    // No brand's log holds it, and the platform's holds no brand's action.
    expect((await page('action=staff.roles')).actions).toEqual([]);
    const brandActions = await get(`/platform?from=${from}&action=member.lock`);
    expect(ZSuccess(ZStaffActionsValue).parse(await brandActions.json()).value.actions).toEqual([]);

    const limited = await staffToken(server, 'audit.platform.limited', {
      roles: ['admin'],
      merchantIds: [demo.id],
    });
    for (const path of ['/platform', '/platform/export', '/platform?merchant=demo']) {
      const refused = await get(path, limited);
      expect([refused.status, ZFailure.parse(await refused.json()).errorCode]).toEqual([
        403,
        'access.forbidden',
      ]);
    }
  });

  it('exports the platform log as CSV and records the export in it', async () => {
    const response = await get(`/platform/export?from=${encodeURIComponent(started)}&action=staff.roles`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-platform.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',audit.bob,staff.roles,operator:');
    const exported = await get(`/platform?action=audit.export&from=${encodeURIComponent(started)}`);
    expect(ZSuccess(ZStaffActionsValue).parse(await exported.json()).value.actions[0]).toMatchObject({
      operatorAccount: 'audit.risk',
      subject: 'audit:platform',
      detail: { action: 'staff.roles' },
    });
  });
});

describe('GET /ops/audit/export', () => {
  it('answers a CSV file of the filtered log in which no cell is a formula, and records the export', async () => {
    const response = await get(
      `/export?merchant=demo&from=${encodeURIComponent(started)}&action=member.lock`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-demo.csv"');
    // The body's own first bytes: a UTF-8 byte-order mark, then the header line.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('id,at,staff,action,subject,reason,ip,detail');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',audit.bob,member.lock,member:8,"\'+1, ""two""",10.0.0.2,{}');
    expect(lines[2]).toContain(',"\'=HYPERLINK(""http://evil.example"",""click"")",10.0.0.1,');
    expect(lines[3]).toBe('');
    const exported = await page('action=audit.export');
    expect(exported.actions[0]).toMatchObject({
      operatorAccount: 'audit.risk',
      detail: { action: 'member.lock' },
    });
  });

  it('stops at the row cap, reading page after page', async () => {
    const rows = [];
    for await (const row of staffActionRows(server.database.db, demo.id, {}, 3)) rows.push(row);
    expect(rows).toHaveLength(3);
    const all = [];
    for await (const row of staffActionRows(server.database.db, demo.id, {})) all.push(row);
    expect(all.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a hostile filter before anything is written', async () => {
    const response = await get('/export?merchant=demo&subject=%3DCMD()');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('the audit log cannot be changed', () => {
  it('refuses update, delete and truncate in the database itself, to the most privileged connection', async () => {
    const { db } = server.database;
    // The test connects as the database's superuser: stronger than any admin of the console.
    const [role] = (
      await sql<{
        super: boolean;
      }>`SELECT usesuper AS super FROM pg_user WHERE usename = current_user`.execute(db)
    ).rows;
    expect(role?.super).toBe(true);
    await expect(sql`UPDATE staff_actions SET reason = 'nothing happened'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM staff_actions WHERE action = 'member.lock'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE staff_actions`.execute(db)).rejects.toThrow(/append-only/);
    expect((await page('')).actions).toHaveLength(5 + 1);
  });

  it('offers staff no call that changes or removes an entry', async () => {
    const admin = await staffToken(server, 'audit.admin', { roles: ['admin'] });
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'])
      expect(
        (await server.request('/ops/audit?merchant=demo', { method, headers: { Authorization: admin } }))
          .status,
      ).toBeGreaterThanOrEqual(404);
  });
});
