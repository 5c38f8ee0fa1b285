// Beside the lottery, whose draws it opens; the other guarded paths are reached through the API.
import { ZSuccess } from '@platform/contracts/envelope';
import { ZLotteryGameInfo } from '@platform/contracts/lottery/schemas';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { demoLikeBrand } from '../../test/brand.ts';
import {
  brandCalls,
  exclusionBlocksOf,
  expectExcluded,
  guardedCalls,
  solvedLogin,
  takeBreak,
} from '../../test/exclusion.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, lotteryBrand } from '../../test/lottery.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { vendorWallets } from '../games/service.ts';
import { accountFor } from '../ledger/service.ts';
import { runLotteryJobs } from './draws.ts';

let server: TestServer;
let demo: Merchant;
let gameCode: string;
let vendor: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await demoLikeBrand(db, 'brand-a');
  // A daily draw: betting stays open through the test whatever the time of day.
  ({ merchant: demo, gameCode } = await lotteryBrand(db, { code: 'KEY_SSC_DAY', intervalSeconds: 86_400 }));
  await runLotteryJobs(db, new Date());
  const offered = await vendorWallets(db, demo);
  vendor = String(offered.find(({ inMaintenance }) => !inMaintenance)?.accountTypeId);
});
afterAll(() => server?.close());

const call = brandCalls(() => server);

/** Binds `account` to the member as the withdrawal page does once the payment password is set. */
async function withBankAccount(member: { id: bigint }, merchantId: bigint, account: string) {
  await server.database.db
    .insertInto('member_bank_accounts')
    .values({
      merchant_id: merchantId,
      member_id: member.id,
      bank_name: 'Test Bank',
      account_number: account,
      payee_name: 'Someone',
    })
    .execute();
}

describe('a person who shares only a bank account with a member on a break elsewhere', () => {
  it('is refused at login, slip, transfer, launch and deposit at once, and nothing moves', async () => {
    const { db } = server.database;
    const brandA = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'brand-a')
      .executeTakeFirstOrThrow();
    const onA = await registeredMember(server, 'bankkeya', 'brand-a');
    const onB = await registeredMember(server, 'bankkeyb', 'demo');
    await withBankAccount(onA, brandA.id, '6222000011112222');
    await withBankAccount(onB, demo.id, '6222000011112222');
    const main = await accountFor(db, demo, 'member.main', { memberId: onB.id });
    await deposit(db, demo, main, 100_00n, 'bank-key-funds');
    const game = ZSuccess(ZLotteryGameInfo).parse(
      (await call('demo', 'GET', `/lgw/lottery/game?gameCode=${gameCode}`, undefined, onB.token)).body,
    ).value;
    const slip = {
      gameCode,
      period: game.currentDraw?.period,
      oddsVersion: game.oddsVersion,
      selections: [
        { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: '1.00', multiplier: 1 },
      ],
    };
    const loginBody = await solvedLogin(server, 'demo', 'bankkeyb');
    expect((await takeBreak(call, 'brand-a', onA.token, '1m')).status).toBe(200);
    // Sent the moment the break is taken: no cache may let one through (no clock is read, which a busy
    // machine would fail for nothing).
    const answers = await Promise.all([
      call('demo', 'POST', '/wps/session/login', loginBody),
      call('demo', 'POST', '/wps/lottery/bets', slip, onB.token, { 'Idempotency-Key': 'bank-key-slip-1' }),
      call(
        'demo',
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: 'main', to: vendor, amount: '30.00', requestId: 'bank-key-move' },
        onB.token,
      ),
      ...guardedCalls(call, 'demo', onB.token, 'bank-key'),
    ]);
    expectExcluded(answers);
    expect(await exclusionBlocksOf(db, onB.id)).toEqual(
      ['bet', 'deposit', 'launch', 'login', 'transfer'].map((action) => ({
        action,
        matched_on: 'bankAccount',
        source: 'another brand',
      })),
    );
    expect(await balanceOf(db, main)).toBe(100_00n);
    await expectLedgerHealthy(db);
  });

  it('has a seamless debit of a game launched before the match refused, and nothing moved', async () => {
    const { db } = server.database;
    const onB = await registeredMember(server, 'bankkeyseamless', 'demo');
    const main = await accountFor(db, demo, 'member.main', { memberId: onB.id });
    await deposit(db, demo, main, 20_00n, 'bank-key-seamless-funds');
    const token = await houseGameToken(db, { merchantId: demo.id, memberId: onB.id }, HOUSE_GAMES.slot);
    // The same account as the member on a break on brand A (the test above).
    await withBankAccount(onB, demo.id, '6222000011112222');
    const refused = await houseWalletClient(server)('debit', {
      token,
      playerId: `P${onB.id}`,
      gameCode: HOUSE_GAMES.slot,
      roundId: 'bank-key-round',
      transactionId: 'bank-key-d1',
      amount: '1.00',
      currency: 'USD',
    });
    expect([refused.status, refused.body.code, refused.body.balance]).toEqual([
      403,
      'RESPONSIBLE_GAMING_LIMIT',
      '20.00',
    ]);
    expect(await balanceOf(db, main)).toBe(20_00n);
    await expectLedgerHealthy(db);
  });
});
