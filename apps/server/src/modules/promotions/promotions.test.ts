import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import {
  ZApplicationImages,
  ZBonus,
  ZBonusList,
  ZPromotionDetail,
  ZPromotionList,
  ZRaffleDraw,
  ZStaffApplication,
  ZStaffApplicationList,
  ZStaffPromotion,
} from '@platform/contracts/promotions/schemas';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { testClient } from '../../test/api-client.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { confirmedDeposit, lostRound } from '../../test/loyalty.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { releaseMetBonuses } from './bonuses.ts';

let server: TestServer;
let demo: Merchant;
let content: string;
let support: string;
const HOUR = 3_600_000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8]);
const GIF = Buffer.from('GIF89a-not-allowed');

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  content = await staffToken(server, 'promo.content', { roles: ['content'] });
  support = await staffToken(server, 'promo.support', { roles: ['support'] });
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const call = (token: string, method: string, path: string, body?: unknown, language = 'EN') =>
  server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      Authorization: token,
      Language: language,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const errorOf = async (response: Response) => ZFailure.parse(await response.json()).errorCode;
const { upload } = testClient(() => server);
const detail = async (token: string, code: string, language = 'EN') =>
  ZSuccess(ZPromotionDetail).parse(
    await (await call(token, 'GET', `/wps/promotions/detail?code=${code}`, undefined, language)).json(),
  ).value;

let promotions = 0;
/** Creates a promotion through the operator API; `changes` override the open claim promotion below. */
async function promotion(changes: Record<string, unknown> = {}) {
  promotions += 1;
  const code = `P${promotions}-${Date.now()}`;
  const response = await call(content, 'POST', '/ops/promotions', {
    merchant: 'demo',
    code,
    category: 'deposit',
    kind: 'claim',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    bonusAmount: '10.00',
    wageringMultiple: 2,
    contents: [
      {
        language: 'EN',
        title: 'Welcome bonus',
        body: 'Ten dollars to play with.',
        bannerUrl: 'banners/welcome.svg',
      },
      { language: 'CN', title: '欢迎红利', body: '十美元。' },
    ],
    ...changes,
  });
  expect(response.status).toBe(200);
  return { code, value: ZSuccess(ZStaffPromotion).parse(await response.json()).value };
}

let members = 0;
async function member() {
  members += 1;
  return registeredMember(server, `promo${members}${Date.now() % 100_000}`);
}

const balancesOf = async (memberId: bigint) => {
  const rows = await memberBalances(server.database.db, demo, memberId);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of('member.main'), bonus: of('member.bonus') };
};

/** Valid bets of `amount` on a house game, played and settled through the seamless wallet. */
async function bet(memberId: bigint, amount: string, round: string) {
  const { db } = server.database;
  await deposit(
    db,
    demo,
    await accountFor(db, demo, 'member.main', { memberId }),
    100_00n,
    `promo-fund-${round}`,
  );
  const token = await houseGameToken(db, { merchantId: demo.id, memberId }, HOUSE_GAMES.slot);
  const wallet = houseWalletClient(server);
  const base = { token, playerId: `P${memberId}`, gameCode: HOUSE_GAMES.slot, roundId: round };
  await wallet('debit', { ...base, transactionId: `${round}-d`, amount, currency: 'USD' });
  await wallet('credit', {
    ...base,
    transactionId: `${round}-c`,
    amount: '0.00',
    currency: 'USD',
    closeRound: true,
  });
}

describe('the promotions lobby and detail', () => {
  it('shows each promotion in the request’s language, else the brand default, with the viewer’s status', async () => {
    const { code } = await promotion();
    const soon = await promotion({
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      category: 'event',
    });
    const guest = ZSuccess(ZPromotionList).parse(
      await (await call('', 'GET', '/wps/promotions?category=deposit', undefined, 'CN')).json(),
    ).value;
    const mine = guest.promotions.find((row) => row.code === code);
    expect(mine).toMatchObject({
      title: '欢迎红利',
      status: 'claim',
      bonusAmount: '10.00',
      wageringMultiple: 2,
    });
    expect(guest.promotions.some((row) => row.code === soon.code)).toBe(false);
    expect(guest.categories).toEqual(expect.arrayContaining(['deposit', 'event']));
    expect((await detail('', soon.code, 'VI')).status).toBe('coming_soon');
    const vietnamese = await detail('', code, 'VI');
    expect(vietnamese).toMatchObject({
      title: 'Welcome bonus',
      body: 'Ten dollars to play with.',
      unmetRules: [],
    });
    expect((await call('', 'GET', '/wps/promotions/detail?code=nope')).status).toBe(404);
  });
});

describe('claiming a bonus', () => {
  it('pays it once into the bonus balance; wagering plays it through to the main wallet', async () => {
    const { code } = await promotion();
    const { id, token } = await member();
    const claimed = await call(token, 'POST', '/wps/promotions/claim', { code });
    expect(claimed.status).toBe(200);
    const after = ZSuccess(ZPromotionDetail).parse(await claimed.json()).value;
    expect(after.status).toBe('process');
    expect(after.bonus).toMatchObject({
      amount: '10.00',
      wageringRequired: '20.00',
      wagered: '0.00',
      progress: 0,
    });
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 10_00n });

    const again = await call(token, 'POST', '/wps/promotions/claim', { code });
    expect([again.status, await errorOf(again)]).toEqual([409, 'promotion.already.claimed']);
    const bonusId = after.bonus?.id ?? '';
    const early = await call(token, 'POST', '/wps/promotions/bonuses/release', { bonusId });
    expect([early.status, await errorOf(early)]).toEqual([409, 'bonus.wagering.unmet']);
    // Another member naming this bonus learns nothing about it.
    const other = await member();
    const foreign = await call(other.token, 'POST', '/wps/promotions/bonuses/release', { bonusId });
    expect([foreign.status, await errorOf(foreign)]).toEqual([404, 'bonus.not.found']);
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 10_00n });

    await bet(id, '12.00', `w1-${id}`);
    const half = ZSuccess(ZBonusList).parse(
      await (await call(token, 'GET', '/wps/promotions/bonuses')).json(),
    ).value;
    expect(half.bonuses[0]).toMatchObject({ wagered: '12.00', progress: 60, status: 'process' });
    expect(half.bonusBalance).toBe('10.00');

    await bet(id, '8.00', `w2-${id}`);
    const done = ZSuccess(ZBonusList).parse(
      await (await call(token, 'GET', '/wps/promotions/bonuses')).json(),
    ).value;
    expect(done.bonuses[0]).toMatchObject({
      wagered: '20.00',
      progress: 100,
      status: 'released',
      title: 'Welcome bonus',
    });
    expect(done.bonusBalance).toBe('0.00');
    // 100.00 deposited twice, 20.00 staked and lost, the 10.00 bonus released.
    expect(await balancesOf(id)).toEqual({ main: 190_00n, bonus: 0n });
    expect((await detail(token, code)).status).toBe('claimed');
    const released = await call(token, 'POST', '/wps/promotions/bonuses/release', { bonusId });
    expect(ZSuccess(ZBonus).parse(await released.json()).value.status).toBe('released');
    expect(await balancesOf(id)).toEqual({ main: 190_00n, bonus: 0n });
  });

  it('moves a bonus played through to the main wallet on the scheduled job too, once', async () => {
    const { code } = await promotion({ wageringMultiple: 1 });
    const { id, token } = await member();
    expect((await call(token, 'POST', '/wps/promotions/claim', { code })).status).toBe(200);
    await bet(id, '10.00', `job-${id}`);
    const runs = await Promise.all([
      releaseMetBonuses(server.database.db),
      releaseMetBonuses(server.database.db),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    // 100.00 deposited, 10.00 staked and lost, the 10.00 bonus released.
    expect(await balancesOf(id)).toEqual({ main: 100_00n, bonus: 0n });
  });

  it('admits a member whose deposits and bets reached the VIP level the promotion asks for', async () => {
    const finance = await staffToken(server, 'promo.finance', { roles: ['finance'] });
    const { token, id } = await member();
    const vip = await promotion({ minVipLevel: 1 });
    expect((await detail(token, vip.code)).unmetRules).toEqual(['vipLevel']);
    // The default VIP1 asks 1,000.00 deposited and 5,000.00 validly bet in the rolling window.
    await confirmedDeposit(server, { member: token, finance }, '5000.00', `promo-vip-${id}`);
    await lostRound(server, { merchantId: demo.id, memberId: id }, `promo-vip-${id}`, '5000.00');
    expect((await detail(token, vip.code)).unmetRules).toEqual([]);
  });

  it("asks for the Zalo the spec's Zalo reward names, met once the member adds it to the profile", async () => {
    const { token } = await member();
    const zalo = await promotion({ requiredContact: 'zalo' });
    expect((await detail(token, zalo.code)).rules.requiredContact).toBe('zalo');
    expect((await detail(token, zalo.code)).unmetRules).toEqual(['contact']);
    const refused = await call(token, 'POST', '/wps/promotions/claim', { code: zalo.code });
    expect([refused.status, await errorOf(refused)]).toEqual([403, 'promotion.not.eligible']);
    const saved = await call(token, 'PUT', '/wps/member/profile', { zalo: '0912345678' });
    expect(saved.status).toBe(200);
    expect((await detail(token, zalo.code)).unmetRules).toEqual([]);
    expect((await call(token, 'POST', '/wps/promotions/claim', { code: zalo.code })).status).toBe(200);
  });

  it('refuses members the rules leave out, closed promotions and the wrong action, moving nothing', async () => {
    const { token, id } = await member();
    const deposits = await promotion({ minDeposit: '50.00', depositWindowDays: 7 });
    expect((await detail(token, deposits.code)).unmetRules).toEqual(['deposit']);
    const refused = await call(token, 'POST', '/wps/promotions/claim', { code: deposits.code });
    expect([refused.status, await errorOf(refused)]).toEqual([403, 'promotion.not.eligible']);
    // A new member is VIP level 0.
    const vip = await promotion({ minVipLevel: 1 });
    expect((await detail(token, vip.code)).unmetRules).toEqual(['vipLevel']);
    const newcomers = await promotion({ newMemberDays: 1 });
    expect((await detail(token, newcomers.code)).unmetRules).toEqual([]);

    const closed = await promotion();
    const closing = await call(content, 'POST', '/ops/promotions/close', {
      merchant: 'demo',
      code: closed.code,
      reason: 'Budget spent',
    });
    expect(ZSuccess(ZStaffPromotion).parse(await closing.json()).value.closedAt).not.toBeNull();
    expect((await detail(token, closed.code)).status).toBe('close');
    const late = await call(token, 'POST', '/wps/promotions/claim', { code: closed.code });
    expect([late.status, await errorOf(late)]).toEqual([409, 'promotion.not.open']);

    const activity = await promotion({ kind: 'apply' });
    const wrong = await call(token, 'POST', '/wps/promotions/claim', { code: activity.code });
    expect([wrong.status, await errorOf(wrong)]).toEqual([409, 'promotion.action.invalid']);
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 0n });
  });

  it('answers 20 claims at once with one payment', async () => {
    const { code } = await promotion();
    const { id, token } = await member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(token, 'POST', '/wps/promotions/claim', { code })),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 10_00n });
    const transfers = await server.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('merchant_id', '=', demo.id)
      .where('kind', '=', 'bonus')
      .where('memo', '@>', JSON.stringify({ promotion: code }))
      .execute();
    expect(transfers).toHaveLength(1);
  });
});

describe('applying to an activity', () => {
  it('takes a remark and up to 3 PNG or JPEG images; staff approve it and its bonus is paid, audited', async () => {
    const { code } = await promotion({ kind: 'apply', bonusAmount: '5.00', wageringMultiple: 1 });
    const { id, token } = await member();
    const apply = (body: Record<string, unknown>) =>
      upload(token, '/wps/promotions/apply', {
        code,
        remark: 'My first deposit',
        images: [PNG],
        ...body,
      });
    expect(await errorOf(await apply({ images: [PNG, GIF] }))).toBe('promotion.image.invalid');
    expect(await errorOf(await apply({ images: [PNG, PNG, PNG, PNG] }))).toBe('request.invalid');
    expect(await errorOf(await apply({ remark: 'x'.repeat(141) }))).toBe('request.invalid');
    const applied = await apply({ images: [PNG, JPEG] });
    expect(applied.status).toBe(200);
    expect(ZSuccess(ZPromotionDetail).parse(await applied.json()).value).toMatchObject({
      status: 'applying',
      application: { status: 'applying', remark: 'My first deposit', imageCount: 2 },
    });
    const twice = await apply({});
    expect([twice.status, await errorOf(twice)]).toEqual([409, 'promotion.already.claimed']);

    const list = ZSuccess(ZStaffApplicationList).parse(
      await (await call(support, 'GET', '/ops/promotions/applications?merchant=demo&status=applying')).json(),
    ).value.items;
    const mine = list.find((row) => row.promotionCode === code);
    expect(mine).toMatchObject({ remark: 'My first deposit', imageCount: 2, status: 'applying' });
    const images = ZSuccess(ZApplicationImages).parse(
      await (
        await call(
          support,
          'GET',
          `/ops/promotions/applications/images?merchant=demo&applicationId=${mine?.id}`,
        )
      ).json(),
    ).value.images;
    expect(images.map(({ dataUrl }) => dataUrl.slice(0, 15))).toEqual(['data:image/png;', 'data:image/jpeg']);

    const approve = () =>
      call(support, 'POST', '/ops/promotions/applications/approve', {
        merchant: 'demo',
        applicationId: mine?.id,
        reason: 'Deposit checked',
      });
    const approved = await approve();
    expect(ZSuccess(ZStaffApplication).parse(await approved.json()).value.status).toBe('approved');
    const again = await approve();
    expect([again.status, await errorOf(again)]).toEqual([409, 'promotion.application.state']);
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 5_00n });
    expect(await detail(token, code)).toMatchObject({
      status: 'process',
      bonus: { amount: '5.00', wageringRequired: '5.00', progress: 0 },
    });
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'subject'])
      .where('action', 'like', 'promotion.%')
      .where('subject', '=', `promotion-application:${mine?.id}`)
      .execute();
    expect(audit.map(({ action }) => action)).toEqual(['promotion.application.approve']);
  });

  it('from the brand’s four-eyes amount, approving asks a second person, who pays the bonus once', async () => {
    const admin = await staffToken(server, 'promo.settings', { roles: ['admin'] });
    const finance = await staffToken(server, 'promo.grant.checker', { roles: ['finance'] });
    const setFourEyes = (fourEyesAmount: string | null) =>
      call(admin, 'PUT', '/ops/approvals/settings', {
        merchant: 'demo',
        kind: 'promotion.grant',
        highAmount: null,
        fourEyesAmount,
      });
    expect((await setFourEyes('50')).status).toBe(200);
    const { code } = await promotion({ kind: 'apply', bonusAmount: '100.00', wageringMultiple: 1 });
    const { id, token } = await member();
    await upload(token, '/wps/promotions/apply', { code, remark: 'Big one', images: [] });
    const applications = ZSuccess(ZStaffApplicationList).parse(
      await (await call(support, 'GET', '/ops/promotions/applications?merchant=demo&status=applying')).json(),
    ).value.items;
    const applicationId = applications.find((row) => row.promotionCode === code)?.id;
    const approve = () =>
      call(support, 'POST', '/ops/promotions/applications/approve', {
        merchant: 'demo',
        applicationId,
        reason: 'Deposit checked',
      });
    const asked = ZSuccess(ZStaffApplication).parse(await (await approve()).json()).value;
    expect(asked.status).toBe('applying');
    expect(asked.pendingApproval).toBeDefined();
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 0n });
    const again = await approve();
    expect([again.status, await errorOf(again)]).toEqual([409, 'approval.target.locked']);

    const decided = await call(finance, 'POST', '/ops/approvals/approve', {
      merchant: 'demo',
      requestId: asked.pendingApproval,
    });
    expect(decided.status).toBe(200);
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 100_00n });
    const twice = await call(finance, 'POST', '/ops/approvals/approve', {
      merchant: 'demo',
      requestId: asked.pendingApproval,
    });
    expect([twice.status, await errorOf(twice)]).toEqual([409, 'approval.decided']);
    expect(await balancesOf(id)).toEqual({ main: 0n, bonus: 100_00n });
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('subject', '=', `promotion-application:${applicationId}`)
      .orderBy('id')
      .execute();
    expect(audit.map(({ action }) => action)).toEqual([
      'promotion.grant.request',
      'promotion.application.approve',
      'promotion.grant',
    ]);
    expect((await setFourEyes(null)).status).toBe(200);
  });

  it('a rejection carries its reason to the member; an activity without a bonus is joined', async () => {
    const rejected = await promotion({ kind: 'apply' });
    const joined = await promotion({ kind: 'apply', bonusAmount: '0' });
    const { token } = await member();
    for (const { code } of [rejected, joined])
      expect((await upload(token, '/wps/promotions/apply', { code, remark: '', images: [] })).status).toBe(
        200,
      );
    const applications = ZSuccess(ZStaffApplicationList).parse(
      await (await call(support, 'GET', '/ops/promotions/applications?merchant=demo')).json(),
    ).value.items;
    const idOf = (code: string) => applications.find((row) => row.promotionCode === code)?.id;
    const reason = 'Deposit not found';
    await call(support, 'POST', '/ops/promotions/applications/reject', {
      merchant: 'demo',
      applicationId: idOf(rejected.code),
      reason,
    });
    await call(support, 'POST', '/ops/promotions/applications/approve', {
      merchant: 'demo',
      applicationId: idOf(joined.code),
      reason: 'Deposit checked',
    });
    expect(await detail(token, rejected.code)).toMatchObject({ status: 'rejected', application: { reason } });
    expect(await detail(token, joined.code)).toMatchObject({ status: 'signed', bonus: null });
  });
});

describe('raffle claims', () => {
  it('draw a prize of the table once per period, paid to the main wallet; the same period answers the first draw', async () => {
    const { code } = await promotion({
      kind: 'raffle',
      bonusAmount: '0',
      rafflePeriod: 'daily',
      prizeTable: [
        { amount: '1.00', weight: 1 },
        { amount: '2.00', weight: 1 },
      ],
    });
    const { id, token } = await member();
    expect((await detail(token, code)).status).toBe('claim');
    const draws = await Promise.all(
      Array.from(
        { length: 5 },
        async () =>
          ZSuccess(ZRaffleDraw).parse(
            await (await call(token, 'POST', '/wps/promotions/raffle/claim', { code })).json(),
          ).value,
      ),
    );
    expect(new Set(draws.map((draw) => JSON.stringify(draw))).size).toBe(1);
    const [draw] = draws;
    expect(['1.00', '2.00']).toContain(draw?.amount);
    expect((await balancesOf(id)).main).toBe(draw?.amount === '1.00' ? 1_00n : 2_00n);
    expect(await detail(token, code)).toMatchObject({
      status: 'claimed',
      raffle: { prizes: ['1.00', '2.00'] },
    });
  });
});

describe('the operator API', () => {
  it('refuses a taken code and roles that may not write promotions', async () => {
    const { code } = await promotion();
    const taken = await call(content, 'POST', '/ops/promotions', {
      merchant: 'demo',
      code,
      category: 'new',
      kind: 'apply',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      contents: [{ language: 'EN', title: 'Again', body: '' }],
    });
    expect([taken.status, await errorOf(taken)]).toEqual([409, 'promotion.code.taken']);
    const forbidden = await call(support, 'POST', '/ops/promotions/close', {
      merchant: 'demo',
      code,
      reason: 'Not mine to close',
    });
    expect(forbidden.status).toBe(403);
    const updated = await call(content, 'PUT', '/ops/promotions', {
      merchant: 'demo',
      code,
      category: 'vip',
      kind: 'claim',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      bonusAmount: '3.00',
      contents: [{ language: 'EN', title: 'Renamed', body: '' }],
    });
    expect(ZSuccess(ZStaffPromotion).parse(await updated.json()).value).toMatchObject({
      category: 'vip',
      bonusAmount: '3.00',
      contents: [{ language: 'EN', title: 'Renamed' }],
    });
  });
});
