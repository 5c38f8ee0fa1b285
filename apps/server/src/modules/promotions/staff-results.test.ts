import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { formatMinorUnits } from '@platform/contracts/money';
import { ZPromotionResults, ZStaffPromotionList } from '@platform/contracts/promotions/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../test/api-client.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let marketing: string;
let support: string;
const HOUR = 3_600_000;
// Codes of this file's promotions start with a run tag, so the brand's seeded ones never match the filter.
const RUN = `R${Date.now() % 1_000_000}`;

beforeAll(async () => {
  server = await startTestServer();
  marketing = await staffToken(server, 'results.marketing', { roles: ['marketing'] });
  support = await staffToken(server, 'results.support', { roles: ['support'] });
});
afterAll(() => server?.close());

const { call } = testClient(() => server);

async function promotion(code: string, changes: Record<string, unknown> = {}) {
  const response = await call(marketing, 'POST', '/ops/promotions', {
    merchant: 'demo',
    code,
    category: 'event',
    kind: 'claim',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    bonusAmount: '3.00',
    wageringMultiple: 1,
    contents: [{ language: 'EN', title: code, body: 'Results test.' }],
    ...changes,
  });
  expect(response.status).toBe(200);
}

let members = 0;
const member = () => {
  members += 1;
  return registeredMember(server, `res${members}${Date.now() % 100_000}`);
};

/** The figures computed apart from the endpoint's statement: one plain query per table, summed here. */
async function independentFigures(code: string) {
  const { db } = server.database;
  const { id } = await db
    .selectFrom('promotions')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const applications = await db
    .selectFrom('promotion_applications')
    .select(['member_id', 'status'])
    .where('promotion_id', '=', id)
    .execute();
  const bonuses = await db
    .selectFrom('promotion_bonuses')
    .select(['member_id', 'amount', 'released_at'])
    .where('promotion_id', '=', id)
    .execute();
  const draws = await db
    .selectFrom('promotion_raffle_draws')
    .select(['member_id', 'amount'])
    .where('promotion_id', '=', id)
    .execute();
  const sum = (rows: { amount: bigint }[]) => rows.reduce((total, row) => total + row.amount, 0n);
  const count = (status: string) => applications.filter((row) => row.status === status).length;
  const cents = (amount: bigint) => formatMinorUnits(amount, 2);
  return {
    code,
    participants: new Set([...applications, ...bonuses, ...draws].map((row) => String(row.member_id))).size,
    applications: { applying: count('applying'), approved: count('approved'), rejected: count('rejected') },
    bonuses: bonuses.length,
    bonusesReleased: bonuses.filter((row) => row.released_at !== null).length,
    bonusCost: cents(sum(bonuses)),
    raffleDraws: draws.length,
    raffleCost: cents(sum(draws)),
    cost: cents(sum(bonuses) + sum(draws)),
  };
}

const resultsOf = async (code: string) =>
  ZSuccess(ZPromotionResults).parse(
    await (await call(marketing, 'GET', `/ops/promotions/results?merchant=demo&code=${code}`)).json(),
  ).value;

describe('promotion results', () => {
  it('count claims, applications, raffle draws and their cost as an independent computation does', async () => {
    const claim = `${RUN}-claim`;
    const apply = `${RUN}-apply`;
    const raffle = `${RUN}-raffle`;
    await promotion(claim);
    await promotion(apply, { kind: 'apply', bonusAmount: '5.00' });
    await promotion(raffle, {
      kind: 'raffle',
      bonusAmount: '0',
      rafflePeriod: 'daily',
      prizeTable: [
        { amount: '1.00', weight: 1 },
        { amount: '2.00', weight: 1 },
      ],
    });
    expect(await resultsOf(claim)).toEqual(await independentFigures(claim));
    expect((await resultsOf(claim)).participants).toBe(0);

    const [ann, bob, cy] = await Promise.all([member(), member(), member()]);
    // Ann takes part in all three, Bob in two, Cy applies and is refused.
    for (const { token } of [ann, bob]) {
      expect((await call(token, 'POST', '/wps/promotions/claim', { code: claim })).status).toBe(200);
      await call(token, 'POST', '/wps/promotions/apply', { code: apply, remark: 'me', images: [] });
    }
    await call(cy.token, 'POST', '/wps/promotions/apply', { code: apply, remark: 'me too', images: [] });
    expect((await call(ann.token, 'POST', '/wps/promotions/raffle/claim', { code: raffle })).status).toBe(
      200,
    );
    const { db } = server.database;
    const applications = await db
      .selectFrom('promotion_applications')
      .innerJoin('promotions', 'promotions.id', 'promotion_applications.promotion_id')
      .select(['promotion_applications.id', 'promotion_applications.member_id'])
      .where('promotions.code', '=', apply)
      .execute();
    const applicationOf = (memberId: bigint) =>
      String(applications.find((row) => row.member_id === memberId)?.id);
    const decide = (action: string, memberId: bigint, reason: string) =>
      call(support, 'POST', `/ops/promotions/applications/${action}`, {
        merchant: 'demo',
        applicationId: applicationOf(memberId),
        reason,
      });
    expect((await decide('approve', ann.id, 'Deposit checked')).status).toBe(200);
    expect((await decide('reject', cy.id, 'No deposit found')).status).toBe(200);

    for (const code of [claim, apply, raffle])
      expect(await resultsOf(code)).toEqual(await independentFigures(code));
    expect(await resultsOf(apply)).toMatchObject({
      participants: 3,
      applications: { applying: 1, approved: 1, rejected: 1 },
      bonuses: 1,
      bonusCost: '5.00',
    });
    expect(await resultsOf(claim)).toMatchObject({ participants: 2, bonuses: 2, cost: '6.00' });
    const drawn = await resultsOf(raffle);
    expect([drawn.participants, drawn.raffleDraws, ['1.00', '2.00'].includes(drawn.cost)]).toEqual([
      1,
      1,
      true,
    ]);
    await expectLedgerHealthy(db);
  });

  it('answers promotion.not.found for another code, and refuses staff without promotions.read', async () => {
    const missing = await call(marketing, 'GET', '/ops/promotions/results?merchant=demo&code=NOPE-NOPE');
    expect([missing.status, ZFailure.parse(await missing.json()).errorCode]).toEqual([
      404,
      'promotion.not.found',
    ]);
    const refused = await call(support, 'GET', `/ops/promotions/results?merchant=demo&code=${RUN}-claim`);
    expect([refused.status, ZFailure.parse(await refused.json()).errorCode]).toEqual([
      403,
      'access.forbidden',
    ]);
  });
});

describe('the staff promotion list', () => {
  const list = async (query: string) =>
    ZSuccess(ZStaffPromotionList).parse(
      await (await call(marketing, 'GET', `/ops/promotions?merchant=demo&${query}`)).json(),
    ).value;

  it('pages, sorts and filters by state on the server', async () => {
    const soon = new Date(Date.now() + 2 * HOUR).toISOString();
    const later = new Date(Date.now() + 48 * HOUR).toISOString();
    for (const letter of ['a', 'b', 'c'])
      await promotion(`${RUN}-s${letter}`, { startsAt: soon, endsAt: later });
    await promotion(`${RUN}-closed`);
    expect(
      (
        await call(marketing, 'POST', '/ops/promotions/close', {
          merchant: 'demo',
          code: `${RUN}-closed`,
          reason: 'Ended early',
        })
      ).status,
    ).toBe(200);

    const scheduled = await list('state=scheduled&sort=code&order=asc&size=2');
    const ours = (page: typeof scheduled) => page.items.filter((item) => item.code.startsWith(RUN));
    const { total } = await list('state=scheduled&size=200');
    expect(scheduled.total).toBe(total);
    expect(total).toBeGreaterThanOrEqual(3);
    const everyScheduled = (await list('state=scheduled&sort=code&order=asc&size=200')).items;
    expect(everyScheduled.every((item) => item.state === 'scheduled')).toBe(true);
    expect(scheduled.items.map((item) => item.code)).toEqual(
      everyScheduled.slice(0, 2).map((item) => item.code),
    );
    const second = await list('state=scheduled&sort=code&order=asc&size=2&page=2');
    expect(second.items.map((item) => item.code)).toEqual(
      everyScheduled.slice(2, 4).map((item) => item.code),
    );
    expect(ours({ ...scheduled, items: everyScheduled }).map((item) => item.code)).toEqual([
      `${RUN}-sa`,
      `${RUN}-sb`,
      `${RUN}-sc`,
    ]);
    const closed = (await list('state=closed&size=200')).items.map((item) => item.code);
    expect(closed).toContain(`${RUN}-closed`);
    expect((await list('state=running&size=200')).items.map((item) => item.code)).not.toContain(
      `${RUN}-closed`,
    );
    // The editor offers a tab for each of the brand's languages, opening on its default one.
    const brand = await server.database.db
      .selectFrom('merchants')
      .select(['languages', 'default_language'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect([scheduled.languages, scheduled.defaultLanguage]).toEqual([
      brand.languages,
      brand.default_language,
    ]);
    const bad = await call(marketing, 'GET', '/ops/promotions?merchant=demo&state=nope');
    expect([bad.status, ZFailure.parse(await bad.json()).errorCode]).toEqual([400, 'request.invalid']);
  });
});
