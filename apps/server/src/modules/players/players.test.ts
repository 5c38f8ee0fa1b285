import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZBets } from '@platform/contracts/games/bets';
import { addDays, gmt8DayOf } from '@platform/contracts/gmt8';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { ZMyBets } from '@platform/contracts/lottery/schemas';
import { ZPointsDetails } from '@platform/contracts/loyalty/schemas';
import { ZPlatformMessages } from '@platform/contracts/member-messages/schemas';
import {
  ZPlayerAudit,
  ZPlayerDetail,
  ZPlayerLedger,
  ZPlayerLinked,
  ZPlayerNotes,
  ZPlayerPage,
  ZPlayerSessions,
  ZPlayerStatusValue,
  ZSavedFilter,
  ZSavedFilters,
} from '@platform/contracts/players/schemas';
import { ZBonusList } from '@platform/contracts/promotions/schemas';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { ZBankAccount, ZWithdrawalList } from '@platform/contracts/withdrawals/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { demoLikeBrand } from '../../test/brand.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { withHumanCheck } from '../../test/human-check.ts';
import { deposit } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, lotteryBrand } from '../../test/lottery.ts';
import { registeredMember, TEST_PASSWORD } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { treeMember } from '../agents/test-tree.ts';
import { accountFor } from '../ledger/service.ts';
import { placeSlip } from '../lottery/betting.ts';
import { memberChases } from '../lottery/service.ts';
import { resolveMerchant } from '../system/service.ts';

const PIN = '246810';
let server: TestServer;
let demo: Merchant;
let risk: string;
let support: string;
let otherBrandRisk: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  await demoLikeBrand(db, 'players2');
  const other = (await resolveMerchant(db, { code: 'players2', host: '' })) as Merchant;
  risk = await staffToken(server, 'players.risk', { roles: ['risk'] });
  support = await staffToken(server, 'players.support', { roles: ['support'] });
  otherBrandRisk = await staffToken(server, 'players.risk2', { roles: ['risk'], merchantIds: [other.id] });
});
afterAll(() => server?.close());

const send = (token: string, method: string, path: string, body?: unknown, merchant = 'demo') =>
  server.request(path, {
    method,
    headers: { Merchant: merchant, Authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const ops = (token: string, method: string, path: string, body?: unknown) =>
  server.request(path, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
const search = async (token: string, values: Record<string, string | number>) => {
  const response = await ops(token, 'GET', `/ops/players?${query({ merchant: 'demo', ...values })}`);
  expect(response.status).toBe(200);
  return ZSuccess(ZPlayerPage).parse(await response.json()).value;
};
const failure = async (response: Response) => ZFailure.parse(await response.json());

async function logIn(username: string, password = TEST_PASSWORD) {
  const path = '/wps/session/login';
  const body = await withHumanCheck(server.url, 'demo', {
    method: 'POST',
    path,
    body: { username, password },
  });
  const response = await send('', 'POST', path, body);
  return { status: response.status, body: (await response.json()) as unknown };
}
const memberInfo = (token: string) => send(token, 'GET', '/wps/member/info');

/** A member with a full name, a payment password, a bank account and `cents` in the main wallet. */
async function fundedMember(username: string, cents: bigint, accountNumber = '1234567890') {
  const member = await registeredMember(server, username);
  const { db } = server.database;
  await deposit(
    db,
    demo,
    await accountFor(db, demo, 'member.main', { memberId: member.id }),
    cents,
    `fund-${username}`,
  );
  await send(member.token, 'PUT', '/wps/member/profile', { payeeName: 'Tran Van Binh' });
  await send(member.token, 'POST', '/wps/member/payment-password', {
    password: TEST_PASSWORD,
    newPaymentPassword: PIN,
  });
  const bound = await send(member.token, 'POST', '/wps/member/bank-accounts', {
    bankName: 'Lotus Commercial Bank',
    accountNumber,
    paymentPassword: PIN,
  });
  return { ...member, bankAccountId: ZSuccess(ZBankAccount).parse(await bound.json()).value.id };
}

const detailOf = async (memberId: bigint) => {
  const response = await ops(risk, 'GET', `/ops/players/detail?merchant=demo&memberId=${memberId}`);
  return ZSuccess(ZPlayerDetail).parse(await response.json()).value;
};

const setStatus = (token: string, memberId: bigint, status: string, reason = 'Chargeback fraud ring') =>
  ops(token, 'POST', '/ops/players/status', { merchant: 'demo', memberId: String(memberId), status, reason });

describe('player search', () => {
  let alpha: { id: bigint };
  let beta: { id: bigint };

  beforeAll(async () => {
    alpha = await fundedMember('findAlpha01', 5_000n, '5550001111');
    beta = await fundedMember('findBeta02', 7_000n, '5550002222');
    await registeredMember(server, 'findGamma03');
    await ops(risk, 'PUT', '/ops/players/tags', {
      merchant: 'demo',
      memberId: String(beta.id),
      tags: ['VIP'],
    });
  });

  it('finds by account prefix and contains, by id, real name, bank account, address and tag', async () => {
    const accounts = async (values: Record<string, string | number>) =>
      (await search(risk, values)).players.map(({ account }) => account);
    expect(
      await accounts({ field: 'account', q: 'find', match: 'prefix', sort: 'account', order: 'asc' }),
    ).toEqual(['findAlpha01', 'findBeta02', 'findGamma03']);
    expect(await accounts({ field: 'account', q: 'ETA0', match: 'contains' })).toEqual(['findBeta02']);
    expect(await accounts({ field: 'account', q: 'eta0', match: 'prefix' })).toEqual([]);
    expect(await accounts({ field: 'id', q: String(alpha.id) })).toEqual(['findAlpha01']);
    expect(await accounts({ field: 'bankAccount', q: '5550002222' })).toEqual(['findBeta02']);
    expect(
      await accounts({ field: 'realName', q: 'van bi', match: 'contains', sort: 'id', order: 'asc' }),
    ).toEqual(['findAlpha01', 'findBeta02']);
    // Every member here registered from the test's own address.
    const { registration_ip: address } = await server.database.db
      .selectFrom('members')
      .select('registration_ip')
      .where('id', '=', alpha.id)
      .executeTakeFirstOrThrow();
    expect(await accounts({ field: 'ip', q: String(address), pageSize: 100 })).toEqual(
      expect.arrayContaining(['findAlpha01', 'findBeta02', 'findGamma03']),
    );
    expect(await accounts({ field: 'ip', q: '203.0.113.9' })).toEqual([]);
    expect(await accounts({ tag: 'vip' })).toEqual(['findBeta02']);
    // LIKE's wildcards in the text are matched literally.
    expect(await accounts({ field: 'account', q: 'find%', match: 'prefix' })).toEqual([]);
  });

  it('answers a page at a time, with the main balance and tags of each row', async () => {
    const first = await search(risk, {
      field: 'account',
      q: 'find',
      match: 'prefix',
      sort: 'account',
      order: 'asc',
      pageSize: 2,
    });
    expect(first.players.map(({ account }) => account)).toEqual(['findAlpha01', 'findBeta02']);
    expect(first.hasMore).toBe(true);
    expect(first.players[0]).toMatchObject({
      mainBalance: '50.00',
      status: 'ACTIVE',
      realName: 'Tran Van Binh',
    });
    expect(first.players[1]?.tags).toEqual(['vip']);
    const second = await search(risk, {
      field: 'account',
      q: 'find',
      match: 'prefix',
      sort: 'account',
      order: 'asc',
      pageSize: 2,
      page: 2,
    });
    expect(second.players.map(({ account }) => account)).toEqual(['findGamma03']);
    expect(second.hasMore).toBe(false);
  });

  it("filters by an agent's whole downline, by status and by registration day", async () => {
    const { db } = server.database;
    const top = await treeMember(db, demo, 'lineTop01');
    const sub = await treeMember(db, demo, 'lineSub01', { uplineId: top.id });
    const leaf = await treeMember(db, demo, 'lineLeaf01', { type: 0, uplineId: sub.id });
    const accounts = async (values: Record<string, string | number>) =>
      (await search(risk, { sort: 'account', order: 'asc', ...values })).players.map(
        ({ account }) => account,
      );
    expect(await accounts({ agent: 'linetop01' })).toEqual(['lineLeaf01', 'lineSub01']);
    expect(await accounts({ agent: 'lineSub01' })).toEqual(['lineLeaf01']);
    expect(await accounts({ agent: 'noSuchAgent' })).toEqual([]);
    expect(await accounts({ agent: 'linetop01', tag: 'vip' })).toEqual([]);

    const detail = await ops(risk, 'GET', `/ops/players/detail?merchant=demo&memberId=${leaf.id}`);
    expect(ZSuccess(ZPlayerDetail).parse(await detail.json()).value.agentLine).toEqual([
      { memberId: String(sub.id), account: 'lineSub01', type: 1, depth: 1 },
      { memberId: String(top.id), account: 'lineTop01', type: 1, depth: 2 },
    ]);

    await setStatus(risk, sub.id, 'SUSPENDED');
    expect(await accounts({ agent: 'linetop01', status: 'SUSPENDED' })).toEqual(['lineSub01']);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await accounts({ agent: 'linetop01', registeredFrom: today, registeredTo: today })).toEqual([
      'lineLeaf01',
      'lineSub01',
    ]);
    expect(await accounts({ agent: 'linetop01', registeredTo: '2020-01-01' })).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [values, field] of [
      [{ field: 'account' }, 'q'],
      [{ q: 'x' }, 'field'],
      [{ field: 'ip', q: '999.1.1.1' }, 'q'],
      [{ field: 'id', q: 'abc' }, 'q'],
      [{ field: 'bankAccount', q: '12' }, 'q'],
      [{ sort: 'password_hash' }, 'sort'],
      [{ status: 'GONE' }, 'status'],
      [{ registeredFrom: '2026-05-02', registeredTo: '2026-05-01' }, 'registeredTo'],
      [{ pageSize: 1000 }, 'pageSize'],
    ] as const) {
      const response = await ops(risk, 'GET', `/ops/players?${query({ merchant: 'demo', ...values })}`);
      expect(response.status, JSON.stringify(values)).toBe(400);
      const { errorCode, issues } = await failure(response);
      expect(errorCode).toBe('request.invalid');
      expect(issues?.map(({ path }) => path.split('.').at(-1))).toContain(field);
    }
  });

  it("keeps to the staff member's brands: another brand is forbidden, another brand's player not found", async () => {
    expect((await ops(otherBrandRisk, 'GET', `/ops/players?merchant=demo`)).status).toBe(403);
    const response = await ops(risk, 'GET', `/ops/players/detail?merchant=players2&memberId=${alpha.id}`);
    expect(response.status).toBe(404);
    expect((await failure(response)).errorCode).toBe('player.not.found');
    const otherStaff = await ops(
      otherBrandRisk,
      'GET',
      `/ops/players/detail?merchant=demo&memberId=${alpha.id}`,
    );
    expect(otherStaff.status).toBe(403);
  });
});

describe('player status', () => {
  it("locks a player: the live session's next request is refused, login too, until reopened", async () => {
    const member = await registeredMember(server, 'lockMe01');
    expect((await memberInfo(member.token)).status).toBe(200);
    expect((await setStatus(support, member.id, 'LOCKED')).status).toBe(403);
    const locked = await setStatus(risk, member.id, 'LOCKED');
    expect(ZSuccess(ZPlayerStatusValue).parse(await locked.json()).value).toEqual({
      before: 'ACTIVE',
      status: 'LOCKED',
      sessionsEnded: 1,
    });
    const next = await memberInfo(member.token);
    expect(next.status).toBe(401);
    expect((await failure(next)).errorCode).toBe('login.not.session');
    expect((await logIn('lockMe01')).status).toBe(401);
    expect((await setStatus(risk, member.id, 'LOCKED')).status).toBe(409);
    expect((await detailOf(member.id)).statusChange).toEqual({
      reason: 'Chargeback fraud ring',
      operatorAccount: 'players.risk',
      at: expect.any(String),
    });

    expect((await setStatus(risk, member.id, 'ACTIVE', 'Cleared by the bank')).status).toBe(200);
    expect((await detailOf(member.id)).statusChange).toBeNull();
    const again = await logIn('lockMe01');
    expect(again.status).toBe(200);
    const token = ZSuccess(ZLoginValue).parse(again.body).value.token ?? '';
    expect((await memberInfo(token)).status).toBe(200);

    const trail = await ops(risk, 'GET', `/ops/players/audit?merchant=demo&memberId=${member.id}`);
    const actions = ZSuccess(ZPlayerAudit).parse(await trail.json()).value.actions;
    expect(
      actions
        .filter(({ action }) => action !== 'player.view')
        .map(({ action, reason, detail }) => [action, reason, detail.before, detail.after]),
    ).toEqual([
      ['player.reopen', 'Cleared by the bank', 'LOCKED', 'ACTIVE'],
      ['player.lock', 'Chargeback fraud ring', 'ACTIVE', 'LOCKED'],
    ]);
    expect(actions[0]?.operatorAccount).toBe('players.risk');
  });

  it("ends the player's game launches: the provider's next debit is refused, the round still settles", async () => {
    const member = await fundedMember('lockGame01', 10_000n);
    const player = { merchantId: demo.id, memberId: member.id };
    const token = await houseGameToken(server.database.db, player, HOUSE_GAMES.slot);
    const wallet = houseWalletClient(server);
    const round = { token, playerId: `P${member.id}`, gameCode: HOUSE_GAMES.slot, roundId: 'lock-round-1' };
    const debit = (transactionId: string) =>
      wallet('debit', { ...round, transactionId, amount: '1.00', currency: 'USD' });
    expect((await debit('lock-d1')).body.code).toBe('OK');
    expect((await setStatus(risk, member.id, 'LOCKED')).status).toBe(200);
    expect((await debit('lock-d2')).body.code).toBe('TOKEN_EXPIRED');
    const credit = await wallet('credit', {
      ...round,
      transactionId: 'lock-c',
      amount: '3.00',
      currency: 'USD',
      closeRound: true,
    });
    expect(credit.body.code).toBe('OK');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const bets = await ops(
      risk,
      'GET',
      `/ops/players/bets?merchant=demo&memberId=${member.id}&from=${today}&to=${today}`,
    );
    expect(ZSuccess(ZBets).parse(await bets.json()).value.bets).toMatchObject([
      { roundId: 'lock-round-1', stake: '1.00', win: '3.00', status: 'closed' },
    ]);
  });

  it("stops the player's lottery chases: the draws not yet bought go back to the main wallet", async () => {
    const { db } = server.database;
    const { merchant, gameCode } = await lotteryBrand(db);
    const member = await fundedMember('lockChase01', 100_00n);
    const main = await accountFor(db, merchant, 'member.main', { memberId: member.id });
    const at = (text: string) => new Date(`${text}+08:00`);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-26T10:00:05'));
    const five = [[1], [2], [3], [4], [5]];
    await placeSlip(
      db,
      { brand: merchant, memberId: member.id },
      'lock-chase',
      {
        gameCode,
        period: draw.period,
        oddsVersion: game.oddsVersion,
        selections: [{ playType: 'five-direct', selection: five, unitAmount: 10_00n, multiplier: 1 }],
        chase: { draws: 3, stopOnWin: false },
      },
      at('2026-11-26T10:00:10'),
    );
    expect(await balanceOf(db, main)).toBe(70_00n);
    expect((await setStatus(risk, member.id, 'SUSPENDED')).status).toBe(200);
    expect(await balanceOf(db, main)).toBe(90_00n);
    const { chases } = await memberChases(db, merchant, member.id);
    expect(chases.map(({ status }) => status)).toEqual(['stopped']);
    const lotteryBets = async (filter: string) => {
      const path = `/ops/players/lottery-bets?merchant=${merchant.code}&memberId=${member.id}&${filter}`;
      return ZSuccess(ZMyBets).parse(await (await ops(risk, 'GET', path)).json()).value;
    };
    expect(await lotteryBets('status=open&pageSize=1')).toMatchObject({
      bets: [{ status: 'open', stake: '10.00' }],
      hasMore: false,
    });
    expect(await lotteryBets('status=won')).toEqual({ bets: [], hasMore: false });
  });

  it('a live session is checked on each request, whatever ended it', async () => {
    const member = await registeredMember(server, 'lockMe02');
    // The database alone changes: the check is the session's, not the lock call's.
    await server.database.db
      .updateTable('members')
      .set({ status: 'LOCKED' })
      .where('id', '=', member.id)
      .execute();
    expect((await memberInfo(member.token)).status).toBe(401);
  });

  it('suspends a player: logs in, reads and withdraws, but cannot bet, claim or transfer', async () => {
    const member = await fundedMember('suspendMe01', 50_000n);
    expect((await setStatus(risk, member.id, 'SUSPENDED', 'Source of funds check')).status).toBe(200);
    expect((await memberInfo(member.token)).status).toBe(200);
    expect((await logIn('suspendMe01')).status).toBe(200);
    const claim = await send(member.token, 'POST', '/wps/member/referral/claim', {});
    expect(claim.status).toBe(403);
    expect((await failure(claim)).errorCode).toBe('member.suspended');
    const withdrawal = await send(member.token, 'POST', '/wps/withdrawals', {
      bankAccountId: member.bankAccountId,
      amount: '100.00',
      paymentPassword: PIN,
      requestId: `suspended-${Date.now()}`,
    });
    expect(withdrawal.status).toBe(200);
    const listed = await ops(risk, 'GET', `/ops/players/withdrawals?merchant=demo&memberId=${member.id}`);
    expect(ZSuccess(ZWithdrawalList).parse(await listed.json()).value.withdrawals).toHaveLength(1);
  });

  it('closing is final, and every status change needs a reason', async () => {
    const member = await registeredMember(server, 'closeMe01');
    const noReason = await ops(risk, 'POST', '/ops/players/status', {
      merchant: 'demo',
      memberId: String(member.id),
      status: 'CLOSED',
    });
    expect(noReason.status).toBe(400);
    expect((await setStatus(risk, member.id, 'CLOSED', 'Self-exclusion, permanent')).status).toBe(200);
    expect((await memberInfo(member.token)).status).toBe(401);
    const reopen = await setStatus(risk, member.id, 'ACTIVE');
    expect(reopen.status).toBe(409);
    expect((await failure(reopen)).errorCode).toBe('player.status.invalid');
  });

  it("refuses another brand's player and another brand's staff", async () => {
    const member = await registeredMember(server, 'otherBrand01');
    const wrongBrand = await ops(risk, 'POST', '/ops/players/status', {
      merchant: 'players2',
      memberId: String(member.id),
      status: 'LOCKED',
      reason: 'Not this brand',
    });
    expect(wrongBrand.status).toBe(404);
    expect((await setStatus(otherBrandRisk, member.id, 'LOCKED')).status).toBe(403);
    expect((await memberInfo(member.token)).status).toBe(200);
  });
});

describe('player actions and 360', () => {
  it('forces a password change: sessions end, the next password login may only change it', async () => {
    const member = await registeredMember(server, 'resetMe01');
    const forced = await ops(risk, 'POST', '/ops/players/password-reset', {
      merchant: 'demo',
      memberId: String(member.id),
      reason: 'Account takeover suspected',
    });
    expect(forced.status).toBe(200);
    expect((await memberInfo(member.token)).status).toBe(401);
    const login = await logIn('resetMe01');
    const token = ZSuccess(ZLoginValue).parse(login.body).value.token ?? '';
    const claim = await send(token, 'POST', '/wps/member/referral/claim', {});
    expect((await failure(claim)).errorCode).toBe('password.change.required');
    const changed = await send(token, 'POST', '/wps/member/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Lotus-2027!x',
      confirmNewPassword: 'Lotus-2027!x',
    });
    expect(changed.status).toBe(200);
    expect((await send(token, 'POST', '/wps/member/referral/claim', {})).status).not.toBe(403);
  });

  it('ends sessions, and lists them with address and device', async () => {
    const member = await registeredMember(server, 'sessions01');
    const ended = await ops(support, 'POST', '/ops/players/sessions/end', {
      merchant: 'demo',
      memberId: String(member.id),
      reason: 'Member asked, lost phone',
    });
    expect(await ended.json()).toMatchObject({ value: { sessionsEnded: 1 } });
    expect((await memberInfo(member.token)).status).toBe(401);
    const listed = await ops(support, 'GET', `/ops/players/sessions?merchant=demo&memberId=${member.id}`);
    const { sessions } = ZSuccess(ZPlayerSessions).parse(await listed.json()).value;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ live: false });
    expect(sessions[0]?.ip).not.toBeNull();
  });

  it('adds notes, sets tags and sends a message, each on the audit trail', async () => {
    const member = await registeredMember(server, 'notes01');
    const ref = { merchant: 'demo', memberId: String(member.id) };
    expect(
      (await ops(support, 'POST', '/ops/players/notes', { ...ref, body: 'Called about a bonus' })).status,
    ).toBe(200);
    expect((await ops(support, 'POST', '/ops/players/notes', { ...ref, body: '' })).status).toBe(400);
    const notes = await ops(support, 'GET', `/ops/players/notes?merchant=demo&memberId=${member.id}`);
    expect(ZSuccess(ZPlayerNotes).parse(await notes.json()).value.notes).toMatchObject([
      { body: 'Called about a bonus', operatorAccount: 'players.support' },
    ]);
    const badTag = await ops(support, 'PUT', '/ops/players/tags', { ...ref, tags: ['no spaces'] });
    expect(badTag.status).toBe(400);
    await ops(support, 'PUT', '/ops/players/tags', { ...ref, tags: ['watch', 'vip'] });
    await ops(support, 'PUT', '/ops/players/tags', { ...ref, tags: ['vip'] });
    const sent = await ops(support, 'POST', '/ops/players/message', {
      ...ref,
      title: 'Hello',
      content: 'Your bonus is on its way',
    });
    expect(sent.status).toBe(200);
    const inbox = await send(member.token, 'GET', '/wps/member/messages?page=1&pageSize=10');
    expect(
      ZSuccess(ZPlatformMessages)
        .parse(await inbox.json())
        .value.messages.map(({ title }) => title),
    ).toContain('Hello');
    const trail = await ops(support, 'GET', `/ops/players/audit?merchant=demo&memberId=${member.id}`);
    expect(
      ZSuccess(ZPlayerAudit)
        .parse(await trail.json())
        .value.actions.map(({ action, detail }) =>
          action === 'player.tags' ? [action, detail.before, detail.after] : [action],
        ),
    ).toEqual([
      ['message.send'],
      ['player.tags', ['vip', 'watch'], ['vip']],
      ['player.tags', [], ['vip', 'watch']],
      ['player.note'],
    ]);
  });

  it('sets the labels the member sees, in the order given, audited; risk may not, and bad lists are refused', async () => {
    const member = await registeredMember(server, 'labels01');
    const ref = { merchant: 'demo', memberId: String(member.id) };
    const labelsOf = async () => {
      const info = await send(member.token, 'GET', '/wps/member/info');
      const { value } = (await info.json()) as { value: { memberLabel: { labelName: string }[] } };
      return value.memberLabel.map(({ labelName }) => labelName);
    };
    expect((await ops(risk, 'PUT', '/ops/players/labels', { ...ref, labels: ['VIP Gold'] })).status).toBe(
      403,
    );
    for (const labels of [
      ['a, b'],
      ['x'.repeat(33)],
      ['Twice', 'Twice'],
      ['1', '2', '3', '4', '5', '6'],
      ['  '],
    ]) {
      const refused = await ops(support, 'PUT', '/ops/players/labels', { ...ref, labels });
      expect(refused.status).toBe(400);
    }
    expect(await labelsOf()).toEqual([]);
    const set = await ops(support, 'PUT', '/ops/players/labels', {
      ...ref,
      labels: ['Verified', 'VIP Gold'],
    });
    expect(await set.json()).toMatchObject({ value: { labels: ['Verified', 'VIP Gold'] } });
    expect(await labelsOf()).toEqual(['Verified', 'VIP Gold']);
    await ops(support, 'PUT', '/ops/players/labels', { ...ref, labels: ['VIP Gold', 'Verified'] });
    expect(await labelsOf()).toEqual(['VIP Gold', 'Verified']);
    expect((await detailOf(member.id)).labels).toEqual(['VIP Gold', 'Verified']);
    const trail = await ops(support, 'GET', `/ops/players/audit?merchant=demo&memberId=${member.id}`);
    expect(
      ZSuccess(ZPlayerAudit)
        .parse(await trail.json())
        .value.actions.filter(({ action }) => action === 'player.labels')
        .map(({ detail }) => [detail.before, detail.after]),
    ).toEqual([
      [
        ['Verified', 'VIP Gold'],
        ['VIP Gold', 'Verified'],
      ],
      [[], ['Verified', 'VIP Gold']],
    ]);
  });

  it('shows the 360 summary, the ledger with running balance, and linked accounts', async () => {
    const first = await fundedMember('linked01', 10_000n, '7770001111');
    const second = await fundedMember('linked02', 2_000n, '7770001111');
    const value = await detailOf(first.id);
    expect(value).toMatchObject({ account: 'linked01', status: 'ACTIVE', realName: 'Tran Van Binh' });
    expect(value.balances).toContainEqual({ wallet: 'main', balance: '100.00' });
    expect(value.bankAccounts.map(({ accountNumber }) => accountNumber)).toEqual(['7770001111']);

    const ledger = await ops(risk, 'GET', `/ops/players/ledger?merchant=demo&memberId=${first.id}`);
    const { entries, total } = ZSuccess(ZPlayerLedger).parse(await ledger.json()).value;
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({ wallet: 'main', amount: '100.00', balanceAfter: '100.00' });
    const ledgerOf = async (filter: Record<string, string>) => {
      const response = await ops(
        risk,
        'GET',
        `/ops/players/ledger?${query({ merchant: 'demo', memberId: String(first.id), ...filter })}`,
      );
      return response.status === 200
        ? ZSuccess(ZPlayerLedger).parse(await response.json()).value.total
        : response.status;
    };
    const today = gmt8DayOf(new Date());
    expect(await ledgerOf({ kind: 'deposit', from: today, to: today })).toBe(1);
    expect(await ledgerOf({ kind: 'game.' })).toBe(0);
    expect(await ledgerOf({ from: addDays(today, 1) })).toBe(0);
    expect(await ledgerOf({ to: addDays(today, -1) })).toBe(0);
    expect(await ledgerOf({ from: today, to: addDays(today, -1) })).toBe(400);
    expect(await ledgerOf({ kind: "deposit' or 1=1" })).toBe(400);

    const linked = await ops(risk, 'GET', `/ops/players/linked?merchant=demo&memberId=${first.id}`);
    const links = ZSuccess(ZPlayerLinked).parse(await linked.json()).value.links;
    expect(links).toContainEqual({
      memberId: String(second.id),
      account: 'linked02',
      signal: 'bankAccount',
      shared: '7770001111',
    });
    expect(links.some((link) => link.signal === 'address' && link.account === 'linked02')).toBe(true);
  });
});

describe('player 360 sections of other modules', () => {
  it("answers bets of every product, bonuses and points, and not another brand's player's", async () => {
    const member = await registeredMember(server, 'sections01');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const read = (path: string, merchant = 'demo') =>
      ops(risk, 'GET', `${path}${path.includes('?') ? '&' : '?'}merchant=${merchant}&memberId=${member.id}`);
    const bets = await read(`/ops/players/bets?from=${today}&to=${today}`);
    expect(ZSuccess(ZBets).parse(await bets.json()).value.bets).toEqual([]);
    const bonuses = await read('/ops/players/bonuses');
    expect(ZSuccess(ZBonusList).parse(await bonuses.json()).value.bonuses).toEqual([]);
    const points = await read('/ops/players/points');
    expect(ZSuccess(ZPointsDetails).parse(await points.json()).value.total).toBe(0);
    for (const path of [
      `/ops/players/bets?from=${today}&to=${today}`,
      '/ops/players/bonuses',
      '/ops/players/points',
      '/ops/players/ledger',
      '/ops/players/deposits',
      '/ops/players/withdrawals',
      '/ops/players/lottery-bets',
      '/ops/players/messages',
      '/ops/players/sessions',
      '/ops/players/notes',
      '/ops/players/audit',
      '/ops/players/linked',
    ]) {
      const response = await read(path, 'players2');
      expect(response.status, path).toBe(404);
      expect((await failure(response)).errorCode, path).toBe('player.not.found');
    }
  });
});

describe('saved filters', () => {
  it('saves, lists and deletes a staff member’s own filters; bad ones are refused', async () => {
    const filter = { field: 'account', q: 'find', match: 'prefix', status: 'ACTIVE' };
    const saved = await ops(risk, 'POST', '/ops/players/filters', {
      merchant: 'demo',
      name: 'New finds',
      filter,
    });
    const { id } = ZSuccess(ZSavedFilter).parse(await saved.json()).value;
    const again = await ops(risk, 'POST', '/ops/players/filters', {
      merchant: 'demo',
      name: 'New finds',
      filter,
    });
    expect((await failure(again)).errorCode).toBe('player.filter.exists');
    const bad = await ops(risk, 'POST', '/ops/players/filters', {
      merchant: 'demo',
      name: 'Bad',
      filter: { field: 'ip', q: 'nope' },
    });
    expect(bad.status).toBe(400);
    const list = await ops(risk, 'GET', '/ops/players/filters?merchant=demo');
    expect(ZSuccess(ZSavedFilters).parse(await list.json()).value.filters).toMatchObject([
      { name: 'New finds', filter: { ...filter, sort: 'registeredAt', order: 'desc' } },
    ]);
    expect(
      (await ops(support, 'GET', '/ops/players/filters?merchant=demo').then((r) => r.json())) as unknown,
    ).toMatchObject({
      value: { filters: [] },
    });
    expect((await ops(support, 'DELETE', `/ops/players/filters?merchant=demo&id=${id}`)).status).toBe(404);
    expect((await ops(risk, 'DELETE', `/ops/players/filters?merchant=demo&id=${id}`)).status).toBe(200);
  });
});
