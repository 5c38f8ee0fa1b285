import { ZApprovalList } from '@platform/contracts/approvals/schemas';
import {
  ZPointsAdjustment,
  ZPointsDetails,
  ZPointsSummary,
  ZProducts,
  ZRedemption,
  ZRedemptions,
  ZStaffProduct,
  ZStaffRedemption,
} from '@platform/contracts/loyalty/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { errorOf, requestIds } from '../../test/api-client.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { answerOf, confirmedDeposit, demoCall, lostRound } from '../../test/loyalty.ts';
import { TEST_PASSWORD as PASSWORD, registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { awardPoints } from './awards.ts';
import { redeem } from './mall.ts';
import { movePoints, pointsBalance } from './points.ts';

const PIN = '135790';
let server: TestServer;
let demo: Merchant;
let content: string;
let finance: string;
const requestId = requestIds('pm');

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  content = await staffToken(server, 'mall.content', { roles: ['content'] });
  finance = await staffToken(server, 'mall.finance', { roles: ['finance'] });
});
afterAll(() => server?.close());
// Points and money share the ledger's engine and its invariants: every test ends with both checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const call = (token: string, method: string, path: string, body?: unknown) =>
  demoCall(server, token, method, path, body);

async function product(fields: Record<string, unknown>) {
  return answerOf(
    ZStaffProduct,
    await call(content, 'POST', '/ops/points/products', {
      merchant: 'demo',
      kind: 'gift',
      names: { EN: 'Lotus mug', CN: '莲花杯', VI: 'Cốc hoa sen' },
      points: '500',
      stock: 5,
      ...fields,
    }),
  );
}

/** A registered member with a payment password and `points` granted. */
async function pointsMember(username: string, points: bigint) {
  const member = await registeredMember(server, username);
  await call(member.token, 'POST', '/wps/member/payment-password', {
    password: PASSWORD,
    newPaymentPassword: PIN,
  });
  if (points > 0n)
    await movePoints(server.database.db, {
      merchantId: demo.id,
      memberId: member.id,
      points,
      kind: 'points.deposit',
      key: `test-grant:${username}`,
    });
  return member;
}

const redeemCall = (token: string, productId: string, extra: Record<string, unknown> = {}) =>
  call(token, 'POST', '/wps/points/redeem', {
    productId,
    quantity: 1,
    paymentPassword: PIN,
    requestId: requestId(),
    ...extra,
  });
const decide = (action: string, redemptionId: string, extra: Record<string, unknown> = {}) =>
  call(finance, 'POST', `/ops/points/redemptions/${action}`, { merchant: 'demo', redemptionId, ...extra });
const stockOf = async (id: string) =>
  (await answerOf(ZProducts, await call('', 'GET', '/wps/points/products'))).products.find(
    (item) => item.id === id,
  )?.stock;

describe('points awards', () => {
  it('awards a confirmed deposit and a finished round by the brand ratios, once however often the job runs', async () => {
    const { db } = server.database;
    const member = await registeredMember(server, 'ptsaward1');
    await confirmedDeposit(server, { member: member.token, finance }, '250.00', requestId());
    await lostRound(server, { merchantId: demo.id, memberId: member.id }, 'pts-r1', '230.00');

    // Items are read a minute after they settle, so that nothing still committing is skipped.
    expect(await awardPoints(db)).toBe(0);
    const later = new Date(Date.now() + 120_000);
    expect(await awardPoints(db, later)).toBe(2);
    expect(await awardPoints(db, later)).toBe(0);
    // 250.00 at 10.00 a point and 230.00 of slots at 100.00 a point: 25 + 2.
    expect(await pointsBalance(db, demo.id, member.id)).toBe(27n);
    const summary = await answerOf(ZPointsSummary, await call(member.token, 'GET', '/wps/points'));
    expect(summary.points).toBe('27');
    expect(summary.ratios).toContainEqual({ type: 'deposit', moneyPerPoint: '10.00' });
    const details = await answerOf(ZPointsDetails, await call(member.token, 'GET', '/wps/points/details'));
    expect(details.entries.map(({ type, change, balance }) => ({ type, change, balance }))).toEqual([
      { type: 'rng', change: '2', balance: '27' },
      { type: 'deposit', change: '25', balance: '25' },
    ]);
  });
});

describe('points mall', () => {
  it('redeems a cash product: points and stock taken at once, approved, completed into the main wallet', async () => {
    const cash = await product({
      kind: 'cash',
      names: { EN: 'Cash 5', VI: 'Tiền mặt 5' },
      cashAmount: '5.00',
      stock: 3,
    });
    const member = await pointsMember('ptsmall1', 1_200n);
    const first = await answerOf(
      ZRedemption,
      await redeemCall(member.token, cash.id, { requestId: 'same-request-1' }),
    );
    expect(first).toMatchObject({
      exchangeType: 'cash',
      productName: 'Cash 5',
      quantity: 1,
      points: '500',
      amount: '5.00',
      status: 'applying',
      remark: null,
    });
    expect(first.transactionNo).toMatch(/^PM\d{8}[0-9A-F]{10}$/);
    // The same request again answers the same redemption and takes nothing more.
    const replay = await answerOf(
      ZRedemption,
      await redeemCall(member.token, cash.id, { requestId: 'same-request-1' }),
    );
    expect(replay.id).toBe(first.id);
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(700n);
    expect(await stockOf(cash.id)).toBe(2);

    expect(await errorOf(await decide('complete', first.id))).toBe('mall.redemption.state');
    expect((await answerOf(ZStaffRedemption, await decide('approve', first.id))).status).toBe('approved');
    const done = await answerOf(ZStaffRedemption, await decide('complete', first.id));
    expect(done).toMatchObject({ status: 'completed', memberAccount: 'ptsmall1' });
    const balances = await memberBalances(server.database.db, demo, member.id);
    expect(balances.find(({ kind }) => kind === 'member.main')?.balance).toBe(500n);
    expect(await errorOf(await decide('reject', first.id, { remark: 'too late' }))).toBe(
      'mall.redemption.state',
    );

    const records = await answerOf(ZRedemptions, await call(member.token, 'GET', '/wps/points/redeem'));
    expect(records.total).toBe(1);
    expect(records.records[0]).toMatchObject({ id: first.id, status: 'completed' });
    const actions = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('subject', '=', `redemption:${first.id}`)
      .orderBy('id')
      .execute();
    expect(actions.map(({ action }) => action)).toEqual([
      'mall.redemption.approve',
      'mall.redemption.complete',
    ]);
  });

  it('gives the points and the stock back when staff reject, with the remark shown to the member', async () => {
    const gift = await product({ stock: 1 });
    const member = await pointsMember('ptsmall2', 500n);
    const applied = await answerOf(ZRedemption, await redeemCall(member.token, gift.id));
    expect(await stockOf(gift.id)).toBe(0);
    expect(await errorOf(await decide('reject', applied.id))).toBe('request.invalid');
    const rejected = await answerOf(
      ZStaffRedemption,
      await decide('reject', applied.id, { remark: 'Address unknown' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'Address unknown' });
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(500n);
    expect(await stockOf(gift.id)).toBe(1);
    const details = await answerOf(ZPointsDetails, await call(member.token, 'GET', '/wps/points/details'));
    expect(details.entries.slice(0, 2).map(({ type, change }) => [type, change])).toEqual([
      ['redeem', '500'],
      ['redeem', '-500'],
    ]);
  });

  it('refuses without the points, the stock, the product or the payment password, and moves nothing', async () => {
    const gift = await product({ points: '300', stock: 2 });
    const member = await pointsMember('ptsmall3', 400n);
    expect(await errorOf(await redeemCall(member.token, gift.id, { quantity: 2 }))).toBe(
      'points.insufficient',
    );
    expect(await errorOf(await redeemCall(member.token, gift.id, { quantity: 3 }))).toBe(
      'mall.stock.insufficient',
    );
    expect(await errorOf(await redeemCall(member.token, '999999'))).toBe('mall.product.unknown');
    expect(await errorOf(await redeemCall(member.token, gift.id, { paymentPassword: '000000' }))).toBe(
      'payment.password.wrong',
    );
    const hidden = await product({ enabled: false });
    expect(await errorOf(await redeemCall(member.token, hidden.id))).toBe('mall.product.unknown');
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(400n);
    expect(await stockOf(gift.id)).toBe(2);
    expect((await answerOf(ZRedemptions, await call(member.token, 'GET', '/wps/points/redeem'))).total).toBe(
      0,
    );
  });

  it('names products in the request language and refuses a cash amount on anything but cash', async () => {
    const mug = await product({});
    const products = await answerOf(
      ZProducts,
      await server.request('/wps/points/products', { headers: { Merchant: 'demo', Language: 'VI' } }),
    );
    expect(products.products.find(({ id }) => id === mug.id)?.name).toBe('Cốc hoa sen');
    expect(
      await errorOf(
        await call(content, 'POST', '/ops/points/products', {
          merchant: 'demo',
          kind: 'gift',
          names: { EN: 'Odd' },
          points: '1',
          cashAmount: '1.00',
          stock: 1,
        }),
      ),
    ).toBe('loyalty.settings.invalid');
    const valid = { merchant: 'demo', kind: 'gift', names: { EN: 'Mug' }, points: '1', stock: 1 };
    expect(await errorOf(await call(finance, 'POST', '/ops/points/products', valid))).toBe(
      'access.forbidden',
    );
  });
});

describe('racing redemptions', () => {
  async function racers(prefix: string, count: number, points: bigint) {
    const { db } = server.database;
    const hash = await hashPassword(PIN);
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const memberId = await testMember(db, demo.id, `${prefix}${index}`, { paymentPasswordHash: hash });
        await movePoints(db, {
          merchantId: demo.id,
          memberId,
          points,
          kind: 'points.deposit',
          key: `grant:${prefix}${index}`,
        });
        return memberId;
      }),
    );
  }
  const attempt = (memberId: bigint, productId: string) =>
    redeem(
      server.database.db,
      demo,
      memberId,
      { productId, quantity: 1, paymentPassword: PIN, requestId: requestId() },
      'EN',
    ).then(
      () => 'redeemed',
      (error: { code?: string }) => error.code,
    );

  it('50 members at once for the last 10 items: exactly 10 redeemed, nothing oversold', async () => {
    const gift = await product({ points: '100', stock: 10 });
    const members = await racers('race', 50, 100n);
    const outcomes = await Promise.all(members.map((memberId) => attempt(memberId, gift.id)));
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'mall.stock.insufficient')).toHaveLength(40);
    expect(await stockOf(gift.id)).toBe(0);
    const balances = await Promise.all(members.map((id) => pointsBalance(server.database.db, demo.id, id)));
    expect(balances.filter((points) => points === 0n)).toHaveLength(10);
  });

  it('one member racing 20 redemptions with the points for 3: exactly 3, the stock given back for the rest', async () => {
    const gift = await product({ points: '100', stock: 50 });
    const [memberId] = await racers('solo', 1, 300n);
    if (memberId === undefined) throw new Error('no member');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt(memberId, gift.id)));
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'points.insufficient')).toHaveLength(17);
    expect(await stockOf(gift.id)).toBe(47);
    expect(await pointsBalance(server.database.db, demo.id, memberId)).toBe(0n);
  });
});

describe('staff points adjustments', () => {
  const adjust = (memberAccount: string, points: string, idempotencyKey: string) =>
    call(finance, 'POST', '/ops/points/adjustments', {
      merchant: 'demo',
      memberAccount,
      points,
      reason: 'Goodwill for a late payout',
      idempotencyKey,
    });

  it('credit and take back points once per key, audited, never below zero', async () => {
    const member = await pointsMember('ptsadjust', 0n);
    expect(await answerOf(ZPointsAdjustment, await adjust('ptsadjust', '250', 'adjust-key-1'))).toEqual({
      memberAccount: 'ptsadjust',
      points: '250',
      balance: '250',
      pendingApproval: null,
    });
    expect(
      (await answerOf(ZPointsAdjustment, await adjust('ptsadjust', '250', 'adjust-key-1'))).balance,
    ).toBe('250');
    expect(await errorOf(await adjust('ptsadjust', '-300', 'adjust-key-2'))).toBe('points.insufficient');
    expect(
      (await answerOf(ZPointsAdjustment, await adjust('ptsadjust', '-50', 'adjust-key-3'))).balance,
    ).toBe('200');
    expect(await errorOf(await adjust('nobody-here', '5', 'adjust-key-4'))).toBe('member.not.found');
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(200n);
    const details = await answerOf(ZPointsDetails, await call(member.token, 'GET', '/wps/points/details'));
    expect(details.entries.map(({ type, change }) => [type, change])).toEqual([
      ['adjust', '-50'],
      ['adjust', '250'],
    ]);
    const audited = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('subject', '=', `member:${member.id}`)
      .execute();
    expect(audited.map(({ action }) => action)).toEqual(['points.adjust', 'points.adjust']);
  });

  it('from the brand’s four-eyes amount, are requests a second person approves', async () => {
    const admin = await staffToken(server, 'mall.admin', { roles: ['admin'] });
    const checker = await staffToken(server, 'mall.finance.two', { roles: ['finance'] });
    const setting = await call(admin, 'PUT', '/ops/approvals/settings', {
      merchant: 'demo',
      kind: 'points.adjust',
      highAmount: null,
      fourEyesAmount: '1000',
    });
    expect(setting.status).toBe(200);
    const member = await pointsMember('ptsfoureyes', 0n);
    const small = await answerOf(ZPointsAdjustment, await adjust('ptsfoureyes', '999', 'adjust-eyes-1'));
    expect(small).toMatchObject({ balance: '999', pendingApproval: null });
    const large = await answerOf(ZPointsAdjustment, await adjust('ptsfoureyes', '-1000', 'adjust-eyes-2'));
    expect(large).toMatchObject({ balance: '999', pendingApproval: expect.any(String) });
    const requestId = large.pendingApproval ?? '';
    const listed = await call(
      finance,
      'GET',
      '/ops/approvals?merchant=demo&kind=points.adjust&state=pending',
    );
    expect((await answerOf(ZApprovalList, listed)).requests).toMatchObject([
      { id: requestId, amount: '1000', detail: { direction: 'debit' }, requestedBy: 'mall.finance' },
    ]);
    const decide = (token: string) =>
      call(token, 'POST', '/ops/approvals/approve', { merchant: 'demo', requestId });
    expect(await errorOf(await decide(finance))).toBe('staff.second.person');
    // Taking back more than the member holds leaves the request pending.
    expect(await errorOf(await decide(checker))).toBe('points.insufficient');
    expect((await adjust('ptsfoureyes', '1', 'adjust-eyes-3')).status).toBe(200);
    expect((await decide(checker)).status).toBe(200);
    expect(await pointsBalance(server.database.db, demo.id, member.id)).toBe(0n);
    await call(admin, 'PUT', '/ops/approvals/settings', {
      merchant: 'demo',
      kind: 'points.adjust',
      highAmount: null,
      fourEyesAmount: null,
    });
  });
});

describe('points never leave the ledger', () => {
  it('keeps points apart from money: a member holds points in their own currency code', async () => {
    const { db } = server.database;
    const member = await pointsMember('ptsapart', 40n);
    await deposit(
      db,
      demo,
      await accountFor(db, demo, 'member.main', { memberId: member.id }),
      100n,
      'pts-apart',
    );
    const money = await memberBalances(db, demo, member.id);
    expect(money.map(({ kind, balance }) => [kind, balance])).toEqual([['member.main', 100n]]);
    expect(await pointsBalance(db, demo.id, member.id)).toBe(40n);
  });
});
