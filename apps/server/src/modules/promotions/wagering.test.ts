import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLotteryGameInfo, ZSlipValue } from '@platform/contracts/lottery/schemas';
import { ZBonusList, ZPromotionDetail, ZStaffPromotion } from '@platform/contracts/promotions/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { slotRound } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { lotteryBrand } from '../../test/lottery.ts';
import { lostRound } from '../../test/loyalty.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { runLotteryJobs } from '../lottery/draws.ts';
import { memberBonuses, releaseMetBonuses } from './bonuses.ts';

/**
 * Issue 18, rule 3: bonus wagering counts a stake only once it can no longer come back (a lottery bet
 * won or lost, a game round closed, less what it gave back), and each stake towards one bonus only.
 */
let server: TestServer;
let demo: Merchant;
let content: string;
let gameCode: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  // A daily e-lottery draw: betting stays open through the test whatever the time of day.
  const brand = await lotteryBrand(server.database.db, { code: 'WAGER_SSC_DAY', intervalSeconds: 86_400 });
  demo = brand.merchant;
  gameCode = brand.gameCode;
  await runLotteryJobs(server.database.db, new Date());
  content = await staffToken(server, 'wager.content', { roles: ['content'] });
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const call = (token: string, method: string, path: string, body?: unknown, headers = {}) =>
  server.request(path, {
    method,
    headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let promotions = 0;
/** A claim promotion of a 50.00 bonus with 10x wagering: 500.00 to play through. */
async function promotion() {
  promotions += 1;
  const code = `W${promotions}-${Date.now()}`;
  const response = await call(content, 'POST', '/ops/promotions', {
    merchant: 'demo',
    code,
    category: 'deposit',
    kind: 'claim',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    bonusAmount: '50.00',
    wageringMultiple: 10,
    contents: [{ language: 'EN', title: 'Wager me', body: 'Fifty to play through ten times.' }],
  });
  expect(response.status).toBe(200);
  ZSuccess(ZStaffPromotion).parse(await response.json());
  return code;
}

let members = 0;
/** A member holding 500.00 who claimed a fresh 50.00 bonus. */
async function claimant() {
  members += 1;
  const member = await registeredMember(server, `wager${members}${Date.now() % 100_000}`);
  const { db } = server.database;
  const main = await accountFor(db, demo, 'member.main', { memberId: member.id });
  await deposit(db, demo, main, 500_00n, `wager-fund-${member.id}`);
  const claimed = await call(member.token, 'POST', '/wps/promotions/claim', { code: await promotion() });
  expect(ZSuccess(ZPromotionDetail).parse(await claimed.json()).value.status).toBe('process');
  return member;
}

const balancesOf = async (memberId: bigint) => {
  const rows = await memberBalances(server.database.db, demo, memberId);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of('member.main'), bonus: of('member.bonus') };
};

const bonusPage = async (token: string) =>
  ZSuccess(ZBonusList).parse(await (await call(token, 'GET', '/wps/promotions/bonuses')).json()).value;

/** A 500.00 bet on the current daily draw, through the member API. */
async function lotteryBet(token: string, key: string) {
  const game = ZSuccess(ZLotteryGameInfo).parse(
    await (await call(token, 'GET', `/lgw/lottery/game?gameCode=${gameCode}`)).json(),
  ).value;
  const body = {
    gameCode,
    period: game.currentDraw?.period,
    oddsVersion: game.oddsVersion,
    selections: [
      { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: '500.00', multiplier: 1 },
    ],
  };
  const placed = await call(token, 'POST', '/wps/lottery/bets', body, { 'Idempotency-Key': key });
  const slip = ZSuccess(ZSlipValue).parse(await placed.json()).value;
  expect(slip.bets).toMatchObject([{ stake: '500.00', status: 'open' }]);
  return { betId: slip.bets[0]?.betId ?? '', drawsAt: new Date(game.currentDraw?.drawsAt ?? '') };
}

const round = (
  member: { id: bigint },
  roundId: string,
  play: { debits: string[]; rollBack?: number[]; close: boolean },
) => slotRound(server, { merchantId: demo.id, memberId: member.id }, roundId, play);

describe('bonus wagering counts settled stakes only', () => {
  it('does not release a bonus on an open lottery bet the member then cancels', async () => {
    const member = await claimant();
    const { betId } = await lotteryBet(member.token, `attack-${member.id}`);
    const during = await bonusPage(member.token);
    expect(during.bonuses[0]).toMatchObject({ status: 'process', wagered: '0.00', progress: 0 });
    const cancelled = await call(member.token, 'POST', '/wps/lottery/bets/cancel', { betId });
    expect(cancelled.status).toBe(200);
    expect((await bonusPage(member.token)).bonuses[0]).toMatchObject({ status: 'process', wagered: '0.00' });
    // The 500.00 came back; the 50.00 bonus is still held for wagering, not withdrawable.
    expect(await balancesOf(member.id)).toEqual({ main: 500_00n, bonus: 50_00n });
  });

  it('counts a lottery bet once its draw settles it, by its settlement time', async () => {
    const member = await claimant();
    const { drawsAt } = await lotteryBet(member.token, `settled-${member.id}`);
    const { db } = server.database;
    const settledAt = new Date(drawsAt.getTime() + 60_000);
    await runLotteryJobs(db, settledAt);
    const [before] = await memberBonuses(db, demo, member.id, new Date(settledAt.getTime() - 1));
    expect(before?.bonus.released_at).toBeNull();
    expect(before?.wagered).toBe(0n);
    const [after] = await memberBonuses(db, demo, member.id, new Date(settledAt.getTime() + 1));
    expect(after?.bonus.released_at).not.toBeNull();
    const { main, bonus } = await balancesOf(member.id);
    expect(bonus).toBe(0n);
    // The stake is spent either way; the bonus moved to the main wallet with whatever the bet won.
    expect(main).toBeGreaterThanOrEqual(50_00n);
  });

  it('counts a closed round less what it gave back, and neither an open round nor a refunded one', async () => {
    const member = await claimant();
    await round(member, `open-${member.id}`, { debits: ['300.00'], close: false });
    await round(member, `refunded-${member.id}`, { debits: ['100.00'], rollBack: [0], close: false });
    expect((await bonusPage(member.token)).bonuses[0]).toMatchObject({ status: 'process', wagered: '0.00' });
    await round(member, `partial-${member.id}`, { debits: ['60.00', '40.00'], rollBack: [1], close: true });
    expect((await bonusPage(member.token)).bonuses[0]).toMatchObject({
      status: 'process',
      wagered: '60.00',
      progress: 12,
    });
    // The open round, closed at last, counts from then on.
    await round(member, `open-${member.id}`, { debits: [], close: true });
    await lostRound(server, { merchantId: demo.id, memberId: member.id }, `last-${member.id}`, '140.00');
    expect((await bonusPage(member.token)).bonuses[0]).toMatchObject({ status: 'released' });
    // 500.00 deposited, 500.00 staked and lost, the 50.00 bonus released.
    expect(await balancesOf(member.id)).toEqual({ main: 50_00n, bonus: 0n });
  });
});

describe('one stake towards one bonus', () => {
  it('plays two bonuses through one after the other, each stake counted once', async () => {
    const member = await claimant();
    const second = await call(member.token, 'POST', '/wps/promotions/claim', { code: await promotion() });
    expect(second.status).toBe(200);
    const shown = (page: Awaited<ReturnType<typeof bonusPage>>) =>
      page.bonuses.map(({ status, wagered, waiting }) => [status, wagered, waiting]);
    // Newest first: the later claim waits for the earlier one.
    expect(shown(await bonusPage(member.token))).toEqual([
      ['process', '0.00', true],
      ['process', '0.00', false],
    ]);
    await lostRound(server, { merchantId: demo.id, memberId: member.id }, `one-${member.id}`, '500.00');
    const page = await bonusPage(member.token);
    // The 500.00 played the earlier one through, and is spent there.
    expect(shown(page)).toEqual([
      ['process', '0.00', false],
      ['released', '500.00', false],
    ]);
    expect(await balancesOf(member.id)).toEqual({ main: 50_00n, bonus: 50_00n });
    const early = await call(member.token, 'POST', '/wps/promotions/bonuses/release', {
      bonusId: page.bonuses[0]?.id,
    });
    expect(ZFailure.parse(await early.json()).errorCode).toBe('bonus.wagering.unmet');
    await lostRound(server, { merchantId: demo.id, memberId: member.id }, `two-${member.id}`, '50.00');
    expect((await bonusPage(member.token)).bonuses[0]).toMatchObject({
      wagered: '50.00',
      progress: 10,
      waiting: false,
    });
  });

  it('releases each bonus once when pages and the job read it at the same moment', async () => {
    const member = await claimant();
    expect(
      (await call(member.token, 'POST', '/wps/promotions/claim', { code: await promotion() })).status,
    ).toBe(200);
    await deposit(
      server.database.db,
      demo,
      await accountFor(server.database.db, demo, 'member.main', { memberId: member.id }),
      500_00n,
      `wager-more-${member.id}`,
    );
    await lostRound(server, { merchantId: demo.id, memberId: member.id }, `c1-${member.id}`, '500.00');
    await lostRound(server, { merchantId: demo.id, memberId: member.id }, `c2-${member.id}`, '500.00');
    const [released, ...pages] = await Promise.all([
      releaseMetBonuses(server.database.db),
      ...Array.from({ length: 8 }, () => call(member.token, 'GET', '/wps/promotions/bonuses')),
    ]);
    expect(pages.map((page) => (page instanceof Response ? page.status : page))).toEqual(Array(8).fill(200));
    expect(released).toBeLessThanOrEqual(2);
    const page = await bonusPage(member.token);
    expect(page.bonuses.map(({ status }) => status)).toEqual(['released', 'released']);
    // 1,000.00 deposited and lost, two 50.00 bonuses released once each.
    expect(await balancesOf(member.id)).toEqual({ main: 100_00n, bonus: 0n });
  });
});
