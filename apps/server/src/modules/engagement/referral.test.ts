import { ZReferral, ZReferralClaim } from '@platform/contracts/engagement/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZOneClickRegisterValue } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { slotRound } from '../../test/house-game.ts';
import { passedChecks } from '../../test/human-check.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { maskAccount } from '../identity/directory.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { recordReferral } from './referral.ts';

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

const asMember = (token: string, path: string, method = 'GET') =>
  server.request(path, { method, headers: { Merchant: 'demo', Authorization: token } });
const referralOf = async (token: string) =>
  ZSuccess(ZReferral).parse(await (await asMember(token, '/wps/member/referral')).json()).value;
const mainBalance = async (memberId: bigint) =>
  (await memberBalances(server.database.db, demo, memberId)).find(({ kind }) => kind === 'member.main')
    ?.balance ?? 0n;

/** The friend deposits, then stakes and loses a house slot round played to its end (or left open). */
async function play(memberId: bigint, depositMinor: bigint, stake: string, key: string, close = true) {
  const { db } = server.database;
  const main = await accountFor(db, demo, 'member.main', { memberId });
  await deposit(db, demo, main, depositMinor, `${key}:deposit`);
  await slotRound(server, { merchantId: demo.id, memberId }, `${key}:bet`, { debits: [stake], close });
}

describe('referral of friends', () => {
  it('records who came by a member’s link, qualifies them by deposits and bets, and pays once per friend', async () => {
    const referrer = await registeredMember(server, 'host01');
    const { code } = await referralOf(referrer.token);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await referralOf(referrer.token)).code).toBe(code);

    const friend = await registeredMember(server, 'guest01', 'demo', { referralCode: code.toLowerCase() });
    const stranger = await registeredMember(server, 'guest02', 'demo', { referralCode: 'NOSUCHCODE' });
    const waiting = await referralOf(referrer.token);
    expect(waiting).toMatchObject({
      minDeposit: '100.00',
      minBets: '100.00',
      reward: '10.00',
      claimable: '0.00',
    });
    expect(waiting.friends).toEqual([
      expect.objectContaining({
        player: 'gu***1',
        deposited: '0.00',
        bets: '0.00',
        isQualified: false,
        reward: null,
      }),
    ]);
    const early = await asMember(referrer.token, '/wps/member/referral/claim', 'POST');
    expect(early.status).toBe(409);
    expect(ZFailure.parse(await early.json()).errorCode).toBe('referral.nothing.claimable');

    await play(friend.id, 20_000n, '99.99', 'guest01:a');
    expect((await referralOf(referrer.token)).friends[0]?.isQualified).toBe(false);
    await play(friend.id, 1n, '0.01', 'guest01:b');
    await play(stranger.id, 50_000n, '500.00', 'guest02');
    const qualified = await referralOf(referrer.token);
    expect(qualified.friends[0]).toMatchObject({ deposited: '200.01', bets: '100.00', isQualified: true });
    expect(qualified.claimable).toBe('10.00');

    const before = await mainBalance(referrer.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => asMember(referrer.token, '/wps/member/referral/claim', 'POST')),
    );
    const paid = answers.filter(({ status }) => status === 200);
    expect(paid).toHaveLength(1);
    expect(ZSuccess(ZReferralClaim).parse(await paid[0]?.json()).value).toEqual({
      paid: '10.00',
      friends: 1,
    });
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(4);
    expect(await mainBalance(referrer.id)).toBe(before + 1_000n);
    const after = await referralOf(referrer.token);
    expect(after).toMatchObject({ claimable: '0.00' });
    expect(after.friends[0]?.reward).toBe('10.00');
    await expectLedgerHealthy(server.database.db);
  });

  it('qualifies a friend by bets that can no longer come back, not by open or rolled-back ones', async () => {
    const referrer = await registeredMember(server, 'host03');
    const { code } = await referralOf(referrer.token);
    const friend = await registeredMember(server, 'guest03', 'demo', { referralCode: code });
    await play(friend.id, 20_000n, '150.00', 'guest03:open', false);
    await slotRound(server, { merchantId: demo.id, memberId: friend.id }, 'guest03:back', {
      debits: ['50.00'],
      rollBack: [0],
      close: false,
    });
    expect((await referralOf(referrer.token)).friends[0]).toMatchObject({ bets: '0.00', isQualified: false });
    const early = await asMember(referrer.token, '/wps/member/referral/claim', 'POST');
    expect(ZFailure.parse(await early.json()).errorCode).toBe('referral.nothing.claimable');
    // Played to its end, the open round's stake is spent: it counts from then on.
    await slotRound(server, { merchantId: demo.id, memberId: friend.id }, 'guest03:open:bet', {
      debits: [],
      close: true,
    });
    expect((await referralOf(referrer.token)).friends[0]).toMatchObject({
      bets: '150.00',
      isQualified: true,
    });
    await expectLedgerHealthy(server.database.db);
  });

  it('records a friend who opens an account in one click by the link', async () => {
    const referrer = await registeredMember(server, 'host04');
    const { code } = await referralOf(referrer.token);
    const checks = await passedChecks(server);
    const response = await server.request('/wps/member/register/oneClick', {
      method: 'PUT',
      headers: { Merchant: 'demo', 'content-type': 'application/json', ...checks.headers },
      body: JSON.stringify({ ageConfirmed: true, referralCode: ` ${code} `, ...checks.body }),
    });
    const { account } = ZSuccess(ZOneClickRegisterValue).parse(await response.json()).value;
    expect((await referralOf(referrer.token)).friends).toEqual([
      expect.objectContaining({ player: maskAccount(account), isQualified: false }),
    ]);
  });

  it('does not let a member refer themselves, and shows guests nothing', async () => {
    const member = await registeredMember(server, 'host02');
    const { code } = await referralOf(member.token);
    const { db } = server.database;
    await db
      .transaction()
      .execute((trx) =>
        recordReferral(trx, { merchant: demo, memberId: member.id, affiliateCode: '', referralCode: code }),
      );
    expect((await referralOf(member.token)).friends).toEqual([]);
    expect((await server.request('/wps/member/referral', { headers: { Merchant: 'demo' } })).status).toBe(
      401,
    );
  });
});
