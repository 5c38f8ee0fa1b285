import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { ZExclusionState } from '@platform/contracts/protection/exclusion-schemas';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../platform/domain-events.ts';
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
import { registeredMember, TEST_PASSWORD } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { exclusionOf, takeExclusion } from './exclusion.ts';

let server: TestServer;
let brandB: Merchant;

beforeAll(async () => {
  server = await startTestServer();
  await demoLikeBrand(server.database.db, 'brand-a');
  brandB = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

const call = brandCalls(() => server);
const failure = (answer: { body: unknown }) => ZFailure.parse(answer.body);

/** A member of `brand` whose verified mobile is `mobile` (as after verifying it by SMS). */
async function memberWithMobile(username: string, brand: string, mobile: string) {
  const member = await registeredMember(server, username, brand);
  await server.database.db
    .updateTable('members')
    .set({ verified_mobile: mobile })
    .where('id', '=', member.id)
    .execute();
  return member;
}

describe('a time-out or self-exclusion follows the person to every brand', () => {
  it('blocks login, deposit and launch on brand B the moment of the break on brand A', async () => {
    const onB = await memberWithMobile('samepersonb', 'demo', '+84 912 000 777');
    const onA = await memberWithMobile('samepersona', 'brand-a', '0912000777');

    const wrongPassword = await call(
      'brand-a',
      'POST',
      '/wps/member/exclusion',
      { period: '1w', password: 'nope' },
      onA.token,
    );
    expect(failure(wrongPassword).errorCode).toBe('password.wrong');
    const loginBody = await solvedLogin(server, 'demo', 'samepersonb');
    const taken = await takeBreak(call, 'brand-a', onA.token, '1w');
    // The calls below go the moment the break is taken: no cache may let one through (no clock is
    // read, which a busy machine would fail for nothing).
    const state = ZSuccess(ZExclusionState).parse(taken.body).value;
    expect(state.active).toMatchObject({ kind: 'time-out', period: '1w' });

    const [login, ...guarded] = await Promise.all([
      call('demo', 'POST', '/wps/session/login', loginBody),
      ...guardedCalls(call, 'demo', onB.token, 'excluded-1'),
    ]);
    expectExcluded([login, ...guarded]);
    if (!login) throw new Error('the login was not answered');
    expect(failure(login).value?.excludedUntil).toBe(state.active?.endsAt);
    expect(failure(login).message).toContain(state.active?.endsAt.slice(0, 4));

    // The refusals say which key matched, for the console.
    expect(await exclusionBlocksOf(server.database.db, onB.id)).toEqual(
      ['deposit', 'launch', 'login'].map((action) => ({
        action,
        matched_on: 'phone',
        source: 'another brand',
      })),
    );
  });

  it('refuses a registration on another brand with the excluded phone', async () => {
    const excluded = await memberWithMobile('regblocked', 'brand-a', '0912000888');
    await takeBreak(call, 'brand-a', excluded.token, '6m');
    const mobile = '0912000888';
    expect(
      (
        await call('demo', 'POST', '/wps/verification/sms/noLogin', {
          mobileNum: mobile,
          purpose: 'register',
        })
      ).status,
    ).toBe(200);
    const [sent] = await server.database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', mobile)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const code = sent?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const registration = await call('demo', 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      verificationCode: code,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      ageConfirmed: true,
      registerMethod: 'WEB',
    });
    expect(failure(registration).errorCode).toBe('protection.excluded');
    const opened = await server.database.db
      .selectFrom('members')
      .select('id')
      .where('verified_mobile', '=', mobile)
      .where('merchant_id', '=', brandB.id)
      .execute();
    expect(opened).toEqual([]);
  });

  it('lets the excluded member log in to withdraw only: reads and withdrawals pass, play does not', async () => {
    const member = await registeredMember(server, 'withdrawonly');
    await takeBreak(call, 'demo', member.token, '24h');
    const login = await call('demo', 'POST', '/wps/session/login', {
      username: 'withdrawonly',
      password: TEST_PASSWORD,
      withdrawOnly: true,
    });
    const token = ZSuccess(ZLoginValue).parse(login.body).value.token ?? '';
    expect((await call('demo', 'GET', '/wps/member/exclusion', undefined, token)).status).toBe(200);
    const withdrawal = await call(
      'demo',
      'POST',
      '/wps/withdrawals',
      { amount: '10.00', bankAccountId: '1', paymentPassword: '000000', requestId: 'excluded-withdrawal-1' },
      token,
    );
    expect(failure(withdrawal).errorCode).not.toMatch(/member.suspended|protection.excluded/);
    const deposit = await call(
      'demo',
      'POST',
      '/wps/deposits',
      { method: 'bank-transfer', amount: '10.00', requestId: 'excluded-deposit-2' },
      token,
    );
    expect(failure(deposit).errorCode).toBe('member.suspended');
  });
});

describe('the seamless wallet during a break', () => {
  it('refuses a debit with RESPONSIBLE_GAMING_LIMIT and moves nothing; the open round still credits', async () => {
    const { db } = server.database;
    const member = await registeredMember(server, 'seamlessbreak');
    const main = await accountFor(db, brandB, 'member.main', { memberId: member.id });
    await deposit(db, brandB, main, 50_00n, 'seamless-break-funds');
    const player = { merchantId: brandB.id, memberId: member.id };
    const token = await houseGameToken(db, player, HOUSE_GAMES.slot);
    const wallet = houseWalletClient(server);
    const base = { token, playerId: `P${member.id}`, gameCode: HOUSE_GAMES.slot, roundId: 'break-round' };
    const staked = await wallet('debit', {
      ...base,
      transactionId: 'break-d1',
      amount: '1.00',
      currency: 'USD',
    });
    expect(staked.body.code).toBe('OK');
    await takeExclusion(db, createDomainEvents(), brandB, member.id, '1w', {}, new Date());
    const refused = await wallet('debit', {
      ...base,
      transactionId: 'break-d2',
      amount: '1.00',
      currency: 'USD',
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'RESPONSIBLE_GAMING_LIMIT']);
    expect(refused.body.balance).toBe('49.00');
    const won = await wallet('credit', {
      ...base,
      transactionId: 'break-c1',
      amount: '2.00',
      currency: 'USD',
      closeRound: true,
    });
    expect([won.body.code, won.body.balance]).toEqual(['OK', '51.00']);
    await expectLedgerHealthy(db);
  });
});

describe('the seamless wallet’s kept exclusion checks (issue 25)', () => {
  /** A funded player of brand B with a launch, and a debit of 1.00 in a round of its own. */
  async function seamlessPlayer(member: { id: bigint }, funds: string) {
    const { db } = server.database;
    const main = await accountFor(db, brandB, 'member.main', { memberId: member.id });
    await deposit(db, brandB, main, 50_00n, funds);
    const token = await houseGameToken(db, { merchantId: brandB.id, memberId: member.id }, HOUSE_GAMES.dice);
    const wallet = houseWalletClient(server);
    return (id: string) =>
      wallet('debit', {
        token,
        playerId: `P${member.id}`,
        gameCode: HOUSE_GAMES.dice,
        roundId: `${id}-round`,
        transactionId: id,
        amount: '1.00',
        currency: 'USD',
      });
  }

  it('refuses the next debit after the same person’s break on another brand commits', async () => {
    const onB = await memberWithMobile('keptcheckb', 'demo', '+84 912 000 555');
    const onA = await memberWithMobile('keptchecka', 'brand-a', '0912000555');
    const debit = await seamlessPlayer(onB, 'kept-check-funds');
    // Twice: the second debit is answered on the kept check.
    for (const id of ['kept-d1', 'kept-d2']) expect((await debit(id)).body.code).toBe('OK');
    const taken = await call(
      'brand-a',
      'POST',
      '/wps/member/exclusion',
      { period: '24h', password: TEST_PASSWORD },
      onA.token,
    );
    expect(taken.status).toBe(200);
    const refused = await debit('kept-d3');
    expect([refused.status, refused.body.code]).toEqual([403, 'RESPONSIBLE_GAMING_LIMIT']);
  });

  it('refuses the next debit once the member’s own keys come to match a break', async () => {
    const excluded = await memberWithMobile('keptkeysa', 'brand-a', '0912000666');
    await call(
      'brand-a',
      'POST',
      '/wps/member/exclusion',
      { period: '24h', password: TEST_PASSWORD },
      excluded.token,
    );
    const player = await registeredMember(server, 'keptkeysb');
    const debit = await seamlessPlayer(player, 'kept-keys-funds');
    for (const id of ['keys-d1', 'keys-d2']) expect((await debit(id)).body.code).toBe('OK');
    // The member verifies the excluded person's mobile here: the break is theirs too from now on.
    await server.database.db
      .updateTable('members')
      .set({ verified_mobile: '+84 912 000 666' })
      .where('id', '=', player.id)
      .execute();
    const refused = await debit('keys-d3');
    expect([refused.status, refused.body.code]).toEqual([403, 'RESPONSIBLE_GAMING_LIMIT']);
  });
});

describe('a break ends by itself', () => {
  it('holds until its end and not a moment after', async () => {
    const member = await registeredMember(server, 'timeoutends');
    const { db } = server.database;
    const start = new Date('2026-12-01T10:00:00Z');
    const state = await takeExclusion(
      db,
      createDomainEvents(),
      brandB,
      member.id,
      '24h',
      { email: 'ends@example.com' },
      start,
    );
    expect(state.active?.endsAt).toBe('2026-12-02T10:00:00.000Z');
    const person = { memberId: member.id, keys: {} };
    expect(await exclusionOf(db, brandB, person, new Date('2026-12-02T09:59:59Z'))).toMatchObject({
      matchedOn: 'member',
    });
    expect(await exclusionOf(db, brandB, person, new Date('2026-12-02T10:00:00Z'))).toBeUndefined();
    expect(
      await exclusionOf(
        db,
        brandB,
        { keys: { email: ' Ends@Example.com ' } },
        new Date('2026-12-02T10:00:00Z'),
      ),
    ).toBeUndefined();
  });
});
