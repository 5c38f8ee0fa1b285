import { ZStaffMission } from '@platform/contracts/engagement/schemas';
import { ZFailure } from '@platform/contracts/envelope';
import { ZStaffRedemptions } from '@platform/contracts/loyalty/schemas';
import {
  ZStaffApplication,
  ZStaffApplicationList,
  ZStaffPromotion,
} from '@platform/contracts/promotions/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, demoCall } from '../../test/loyalty.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let marketing: string;
let support: string;
let content: string;
let finance: string;
const HOUR = 3_600_000;
// This file's promotion codes carry a run tag: the brand's seeded promotions never match its filters.
const RUN = `Q${Date.now() % 1_000_000}`;

beforeAll(async () => {
  server = await startTestServer();
  marketing = await staffToken(server, 'queues.marketing', { roles: ['marketing'] });
  support = await staffToken(server, 'queues.support', { roles: ['support'] });
  content = await staffToken(server, 'queues.content', { roles: ['content'] });
  finance = await staffToken(server, 'queues.finance', { roles: ['finance'] });
});
afterAll(() => server?.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  demoCall(server, token, method, path, body);
const failureOf = async (response: Response) => ({
  status: response.status,
  code: ZFailure.parse(await response.json()).errorCode,
});
const lastAudit = (action: string, subject: string) =>
  server.database.db
    .selectFrom('staff_actions')
    .select(['detail', 'reason'])
    .where('action', '=', action)
    .where('subject', '=', subject)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

async function applyPromotion(code: string) {
  await answerOf(
    ZStaffPromotion,
    await call(marketing, 'POST', '/ops/promotions', {
      merchant: 'demo',
      code,
      category: 'event',
      kind: 'apply',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      bonusAmount: '0',
      wageringMultiple: 1,
      contents: [{ language: 'EN', title: code, body: 'Queue test.' }],
    }),
  );
}

const applications = async (query: string, token = support) =>
  answerOf(
    ZStaffApplicationList,
    await call(token, 'GET', `/ops/promotions/applications?merchant=demo&${query}`),
  );

describe('the applications queue, server-paged', () => {
  const code = `${RUN}-page`;
  const accounts: string[] = [];
  beforeAll(async () => {
    await applyPromotion(code);
    for (const index of [1, 2, 3, 4, 5]) {
      const username = `qpage${index}${RUN.slice(1)}`;
      const member = await registeredMember(server, username);
      accounts.push(username);
      const applied = await call(member.token, 'POST', '/wps/promotions/apply', {
        code,
        remark: `Number ${index}`,
        images: [],
      });
      expect(applied.status).toBe(200);
    }
  });

  it('pages by id, newest or oldest first, says whether another page follows, and filters by promotion and member', async () => {
    const first = await applications(`promotionCode=${code}&size=2&page=1`);
    const second = await applications(`promotionCode=${code}&size=2&page=2`);
    const third = await applications(`promotionCode=${code}&size=2&page=3`);
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    const newestFirst = [...first.items, ...second.items, ...third.items].map(({ remark }) => remark);
    expect(newestFirst).toEqual(['Number 5', 'Number 4', 'Number 3', 'Number 2', 'Number 1']);
    const oldest = await applications(`promotionCode=${code}&size=2&order=asc`);
    expect(oldest.items.map(({ remark }) => remark)).toEqual(['Number 1', 'Number 2']);

    const one = await applications(`memberAccount=${accounts[2]}&status=applying`);
    expect(one.items.map(({ promotionCode, remark }) => [promotionCode, remark])).toEqual([
      [code, 'Number 3'],
    ]);
    expect(await applications('memberAccount=nobody-at-all')).toEqual({
      items: [],
      page: 1,
      size: 50,
      hasMore: false,
    });
  });

  it('refuses a hostile query with a 400 and a caller without promotions.applications.read with a 403', async () => {
    for (const query of [
      'size=0',
      'size=201',
      'page=-1',
      'order=sideways',
      "promotionCode=x' OR 1=1",
      'status=all',
    ])
      expect(
        (await call(support, 'GET', `/ops/promotions/applications?merchant=demo&${query}`)).status,
        query,
      ).toBe(400);
    expect(await failureOf(await call(content, 'GET', '/ops/promotions/applications?merchant=demo'))).toEqual(
      {
        status: 403,
        code: 'access.forbidden',
      },
    );
  });

  it('approves only with a reason, which the audit log keeps with the status before and after', async () => {
    const [row] = (await applications(`promotionCode=${code}&size=1&order=asc`)).items;
    const approve = (body: Record<string, unknown>) =>
      call(support, 'POST', '/ops/promotions/applications/approve', {
        merchant: 'demo',
        applicationId: row?.id,
        ...body,
      });
    for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(501) }])
      expect((await approve(body)).status, JSON.stringify(body)).toBe(400);
    expect(
      await failureOf(
        await call(marketing, 'POST', '/ops/promotions/applications/approve', {
          merchant: 'demo',
          applicationId: row?.id,
          reason: 'Not mine to decide',
        }),
      ),
    ).toEqual({ status: 403, code: 'access.forbidden' });
    const approved = await answerOf(
      ZStaffApplication,
      await approve({ reason: 'Deposit seen on the statement' }),
    );
    // The member sees a rejection's reason only: an approval's stays in the audit log.
    expect(approved).toMatchObject({ status: 'approved', reason: null });
    const audit = await lastAudit('promotion.application.approve', `promotion-application:${row?.id}`);
    expect(audit.reason).toBe('Deposit seen on the statement');
    expect(audit.detail).toMatchObject({ before: { status: 'applying' }, after: { status: 'approved' } });
  });
});

describe('closing with a reason', () => {
  it('closes a promotion only with a reason, audited with the state before and after, once', async () => {
    const code = `${RUN}-close`;
    await applyPromotion(code);
    const close = (token: string, body: Record<string, unknown>) =>
      call(token, 'POST', '/ops/promotions/close', { merchant: 'demo', code, ...body });
    expect((await close(marketing, {})).status).toBe(400);
    expect((await close(marketing, { reason: 'no' })).status).toBe(400);
    expect(await failureOf(await close(support, { reason: 'Not mine to close' }))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
    const closed = await answerOf(ZStaffPromotion, await close(marketing, { reason: 'Budget spent' }));
    expect(closed.closedAt).not.toBeNull();
    const { id } = await server.database.db
      .selectFrom('promotions')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const audit = await lastAudit('promotion.close', `promotion:${id}`);
    expect(audit.reason).toBe('Budget spent');
    expect(audit.detail).toMatchObject({
      code,
      before: { state: 'running', closedAt: null },
      after: { state: 'closed' },
    });
    await answerOf(ZStaffPromotion, await close(marketing, { reason: 'Closing it twice' }));
    const records = await server.database.db
      .selectFrom('staff_actions')
      .select('id')
      .where('action', '=', 'promotion.close')
      .where('subject', '=', `promotion:${id}`)
      .execute();
    expect(records).toHaveLength(1);
  });

  it('closes a mission only with a reason, audited with the state before and after', async () => {
    const mission = await answerOf(
      ZStaffMission,
      await call(marketing, 'POST', '/ops/missions', {
        merchant: 'demo',
        title: `${RUN} log in`,
        period: 'daily',
        metric: 'login',
        target: '1',
        reward: '1',
      }),
    );
    const close = (token: string, body: Record<string, unknown>) =>
      call(token, 'POST', '/ops/missions/close', { merchant: 'demo', missionId: mission.id, ...body });
    expect((await close(marketing, {})).status).toBe(400);
    expect(await failureOf(await close(support, { reason: 'Not mine to close' }))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
    expect(await failureOf(await close(marketing, { missionId: '99999999', reason: 'No such one' }))).toEqual(
      {
        status: 404,
        code: 'mission.not.found',
      },
    );
    expect((await answerOf(ZStaffMission, await close(marketing, { reason: 'Replaced' }))).active).toBe(
      false,
    );
    const audit = await lastAudit('mission.close', `mission:${mission.id}`);
    expect(audit).toMatchObject({
      reason: 'Replaced',
      detail: { before: { active: true }, after: { active: false } },
    });
  });
});

describe('the redemptions list, server-paged', () => {
  it('answers pages with hasMore, by status and member, and refuses hostile queries and callers without the read', async () => {
    const page = async (query: string) =>
      answerOf(
        ZStaffRedemptions,
        await call(finance, 'GET', `/ops/points/redemptions?merchant=demo&${query}`),
      );
    const all = await page('size=200');
    expect(all).toMatchObject({ page: 1, size: 200, hasMore: false });
    expect(await page('memberAccount=nobody-at-all')).toEqual({
      items: [],
      page: 1,
      size: 50,
      hasMore: false,
    });
    for (const query of ['size=0', 'page=0', 'order=up', 'status=lost'])
      expect(
        (await call(finance, 'GET', `/ops/points/redemptions?merchant=demo&${query}`)).status,
        query,
      ).toBe(400);
    expect(await failureOf(await call(support, 'GET', '/ops/points/redemptions?merchant=demo'))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
  });
});
