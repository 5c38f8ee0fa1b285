import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSettledPlayWindows } from '../../db/settled-play-barrier.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ledgerViolations } from '../ledger/invariants.ts';
import { accountFor, balancesOf, transfer } from '../ledger/service.ts';
import { changeLimit } from '../protection/limits.ts';
import { resolveMerchant } from '../system/service.ts';
import { flushCallLogs } from './call-log.ts';
import { closedPlayByMember, forgetOldNonces, settleStaleRounds } from './service.ts';

let server: TestServer;
let call: ReturnType<typeof houseWalletClient>;
let players = 0;

beforeAll(async () => {
  server = await startTestServer();
  call = houseWalletClient(server);
});
afterAll(() => server?.close());

async function player(balance = 50_00n) {
  const { db } = server.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  players += 1;
  const memberId = await testMember(db, merchant.id, `walletjob${players}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, balance, `job-${players}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.dice);
  const balanceNow = async () => (await balancesOf(db, [main]))[0]?.balance;
  return { token, playerId: `P${memberId}`, balanceNow };
}

function play(who: { token: string; playerId: string }, roundId: string) {
  const base = { token: who.token, playerId: who.playerId, gameCode: HOUSE_GAMES.dice, roundId };
  return {
    debit: (transactionId: string, amount: string) =>
      call('debit', { ...base, transactionId, amount, currency: 'USD' }),
    credit: (transactionId: string, amount: string, closeRound: boolean) =>
      call('credit', { ...base, transactionId, amount, currency: 'USD', closeRound }),
  };
}

// Time passing: the round opened, and last heard of, that long ago.
const ageRounds = (roundIds: string[], minutes: number) =>
  sql`UPDATE game_rounds SET opened_at = ${new Date(Date.now() - minutes * 60_000)},
        last_activity_at = ${new Date(Date.now() - minutes * 60_000)}
      WHERE round_id = ANY(${roundIds})`.execute(server.database.db);

describe('the seamless wallet’s records', () => {
  it('keeps every call’s raw body with its answer, refused and unsigned ones too', async () => {
    const who = await player();
    const raw = JSON.stringify({ token: who.token });
    await call('balance', raw);
    await call('balance', raw, { signature: 'f'.repeat(64) });
    await flushCallLogs();
    const rows = await server.database.db
      .selectFrom('vendor_calls')
      .select(['provider_code', 'operation', 'raw_body', 'signature_valid', 'answer_code', 'http_status'])
      .where('raw_body', '=', raw)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        provider_code: HOUSE_PROVIDER_CODE,
        operation: 'balance',
        raw_body: raw,
        signature_valid: true,
        answer_code: 'OK',
        http_status: 200,
      },
      {
        provider_code: HOUSE_PROVIDER_CODE,
        operation: 'balance',
        raw_body: raw,
        signature_valid: false,
        answer_code: 'BAD_SIGNATURE',
        http_status: 401,
      },
    ]);
  });

  it('keeps a debit’s raw body with its answer, a refused replay of its nonce too', async () => {
    const who = await player();
    const raw = JSON.stringify({
      token: who.token,
      playerId: who.playerId,
      gameCode: HOUSE_GAMES.dice,
      roundId: 'logged-round',
      transactionId: 'logged-debit',
      amount: '1.50',
      currency: 'USD',
    });
    const nonce = 'logged-debit-nonce-01';
    expect((await call('debit', raw, { nonce })).body.code).toBe('OK');
    expect((await call('debit', raw, { nonce })).body.code).toBe('NONCE_REPLAYED');
    await flushCallLogs();
    const rows = await server.database.db
      .selectFrom('vendor_calls')
      .select(['operation', 'signature_valid', 'answer_code', 'http_status'])
      .where('raw_body', '=', raw)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { operation: 'debit', signature_valid: true, answer_code: 'OK', http_status: 200 },
      { operation: 'debit', signature_valid: true, answer_code: 'NONCE_REPLAYED', http_status: 401 },
    ]);
    expect(await who.balanceNow()).toBe(50_00n - 1_50n);
  });

  it('records each round as a bet: stake, win and status from the wallet calls', async () => {
    const who = await player();
    const round = play(who, 'bet-record-1');
    await round.debit('bet-d1', '2.00');
    await round.debit('bet-d2', '3.00');
    await round.credit('bet-c1', '12.50', true);
    const row = await server.database.db
      .selectFrom('game_rounds')
      .select(['stake', 'win', 'refunded', 'status'])
      .where('round_id', '=', 'bet-record-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stake: 500n, win: 1250n, refunded: 0n, status: 'closed' });
    expect(await who.balanceNow()).toBe(50_00n - 5_00n + 12_50n);
  });
});

const openRoundAlerts = async () =>
  (await ledgerViolations(server.database.db, { withAlerts: true }))
    .filter((found) => found.invariant === 'I6' && 'alert' in found && found.alert)
    .map(({ detail }) => String(detail.round_id))
    .sort();

describe('the open-round job', () => {
  it('refunds a round left open with no win, and closes one that paid a win', async () => {
    const who = await player();
    await play(who, 'stale-lost').debit('stale-d1', '4.00');
    await play(who, 'stale-lost').debit('stale-d2', '1.00');
    await play(who, 'stale-won').debit('stale-d3', '2.00');
    await play(who, 'stale-won').credit('stale-c1', '3.00', false);
    await play(who, 'fresh').debit('fresh-d1', '1.00');
    expect(await who.balanceNow()).toBe(50_00n - 5_00n - 2_00n + 3_00n - 1_00n);
    await ageRounds(['stale-lost', 'stale-won'], 26 * 60);
    // I6: rounds open over 24 hours are an alert for staff, which a healthy ledger may carry.
    expect(await openRoundAlerts()).toEqual(['stale-lost', 'stale-won']);
    await expectLedgerHealthy(server.database.db);

    expect(await settleStaleRounds(server.database.db, 25 * 60)).toEqual({ refunded: 1, closed: 1 });
    expect(await openRoundAlerts()).toEqual([]);
    expect(await who.balanceNow()).toBe(50_00n - 2_00n + 3_00n - 1_00n);
    const statuses = await server.database.db
      .selectFrom('game_rounds')
      .select(['round_id', 'status', 'refunded'])
      .where('round_id', 'in', ['stale-lost', 'stale-won', 'fresh'])
      .orderBy('round_id')
      .execute();
    expect(statuses).toEqual([
      { round_id: 'fresh', status: 'open', refunded: 0n },
      { round_id: 'stale-lost', status: 'refunded', refunded: 5_00n },
      { round_id: 'stale-won', status: 'closed', refunded: 0n },
    ]);
    // A late credit for the refunded round is refused, and a second run finds nothing to do.
    expect((await play(who, 'stale-lost').credit('stale-c2', '9.00', true)).body.code).toBe('ROUND_CLOSED');
    expect(await settleStaleRounds(server.database.db, 25 * 60)).toEqual({ refunded: 0, closed: 0 });
    await expectLedgerHealthy(server.database.db);
  });

  it('does not give back a debit the provider rolled back already', async () => {
    const who = await player();
    await play(who, 'half-rolled').debit('half-d1', '4.00');
    await play(who, 'half-rolled').debit('half-d2', '6.00');
    const rolledBack = await call('rollback', {
      token: who.token,
      playerId: who.playerId,
      gameCode: HOUSE_GAMES.dice,
      roundId: 'half-rolled',
      transactionId: 'half-r1',
      refTransactionId: 'half-d1',
    });
    expect(rolledBack.body.code).toBe('OK');
    await ageRounds(['half-rolled'], 26 * 60);
    expect(await settleStaleRounds(server.database.db, 25 * 60)).toEqual({ refunded: 1, closed: 0 });
    expect(await who.balanceNow()).toBe(50_00n);
    await expectLedgerHealthy(server.database.db);
  });
});

describe('a provider’s own idle time', () => {
  it('keeps its rounds open for as long as it says, and times them out after', async () => {
    const { db } = server.database;
    const setIdle = (minutes: number | null) =>
      db
        .updateTable('game_providers')
        .set({ round_idle_minutes: minutes })
        .where('code', '=', HOUSE_PROVIDER_CODE)
        .execute();
    const who = await player();
    await play(who, 'long-lived').debit('long-d1', '5.00');
    // A bet on an event three days away: the provider keeps its rounds a week.
    await setIdle(7 * 24 * 60);
    try {
      await ageRounds(['long-lived'], 3 * 24 * 60);
      expect(await settleStaleRounds(db, 25 * 60)).toEqual({ refunded: 0, closed: 0 });
      // Not an alert either: the round is within its provider's time.
      expect(await openRoundAlerts()).toEqual([]);
      await ageRounds(['long-lived'], 8 * 24 * 60);
      expect(await openRoundAlerts()).toEqual(['long-lived']);
      expect(await settleStaleRounds(db, 25 * 60)).toEqual({ refunded: 1, closed: 0 });
      expect(await who.balanceNow()).toBe(50_00n);
    } finally {
      await setIdle(null);
    }
  });
});

describe('adjust', () => {
  const adjust = (
    who: { playerId: string },
    roundId: string,
    transactionId: string,
    amount: string,
    direction: 'credit' | 'debit',
  ) =>
    call('adjust', {
      playerId: who.playerId,
      gameCode: HOUSE_GAMES.dice,
      roundId,
      transactionId,
      refTransactionId: `${roundId}-c`,
      amount,
      direction,
      currency: 'USD',
    });

  it('corrects a closed round up and down, once per id, never overdrawing the member', async () => {
    const who = await player(10_00n);
    await play(who, 'adj-1').debit('adj-1-d', '4.00');
    // An open round is paid by credits, not corrected.
    expect((await adjust(who, 'adj-1', 'adj-1-early', '1.00', 'credit')).body.code).toBe('INVALID_REQUEST');
    await play(who, 'adj-1').credit('adj-1-c', '8.00', true);
    expect(await who.balanceNow()).toBe(14_00n);

    // The result was corrected: the round paid 2.00 too little.
    const up = await adjust(who, 'adj-1', 'adj-1-a1', '2.00', 'credit');
    expect(up.body).toMatchObject({ code: 'OK', balance: '16.00', transactionId: 'adj-1-a1' });
    // The same call again answers the same and moves nothing; the same id with another body is refused.
    expect((await adjust(who, 'adj-1', 'adj-1-a1', '2.00', 'credit')).body).toEqual(up.body);
    expect((await adjust(who, 'adj-1', 'adj-1-a1', '3.00', 'credit')).body.code).toBe(
      'DUPLICATE_TRANSACTION',
    );
    expect(await who.balanceNow()).toBe(16_00n);

    // Taking back more than the round paid is malformed; more than the member holds moves nothing.
    expect((await adjust(who, 'adj-1', 'adj-1-a2', '10.01', 'debit')).body.code).toBe('INVALID_REQUEST');
    const { db } = server.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const memberId = BigInt(who.playerId.slice(1));
    const main = await accountFor(db, merchant, 'member.main', { memberId });
    const elsewhere = await accountFor(db, merchant, 'member.main', {
      memberId: await testMember(db, merchant.id, `walletjob-sink${players}`),
    });
    await transfer(db, {
      merchantId: merchant.id,
      idempotencyKey: `adj-spend-${players}`,
      kind: 'test.spend',
      legs: [
        { accountId: main, amount: -12_00n },
        { accountId: elsewhere, amount: 12_00n },
      ],
    });
    const short = await adjust(who, 'adj-1', 'adj-1-a3', '6.00', 'debit');
    expect(short.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: '4.00' });
    expect(await who.balanceNow()).toBe(4_00n);
    // The same correction, once the member can cover it, goes through under the same id.
    expect((await adjust(who, 'adj-1', 'adj-1-a3', '3.00', 'debit')).body).toMatchObject({
      code: 'OK',
      balance: '1.00',
    });
    const round = await db
      .selectFrom('game_rounds')
      .select(['win', 'status'])
      .where('round_id', '=', 'adj-1')
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ win: 7_00n, status: 'closed' });
    await expectLedgerHealthy(db);
  });

  it('refuses a correction above the game’s top multiplier, and a round of another player', async () => {
    const who = await player();
    const other = await player();
    await play(who, 'adj-2').debit('adj-2-d', '1.00');
    await play(who, 'adj-2').credit('adj-2-c', '2.00', true);
    // Dice pays at most 99 stakes: 2.00 paid, 97.00 more fits, 97.01 does not.
    expect((await adjust(who, 'adj-2', 'adj-2-a1', '97.01', 'credit')).body.code).toBe('WIN_LIMIT_EXCEEDED');
    expect((await adjust(other, 'adj-2', 'adj-2-a2', '1.00', 'credit')).body.code).toBe('UNKNOWN_ROUND');
    expect((await adjust(who, 'adj-2', 'adj-2-a3', '97.00', 'credit')).body.code).toBe('OK');
    await expectLedgerHealthy(server.database.db);
  });

  it('counts toward the loss limit as the win it corrects: taking a win back refuses the next stake', async () => {
    const who = await player();
    const { db } = server.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const memberId = BigInt(who.playerId.slice(1));
    await changeLimit(
      db,
      merchant,
      memberId,
      { kind: 'loss', period: 'day' },
      { type: 'set', amount: 10_00n },
      new Date(),
    );
    await play(who, 'adj-3').debit('adj-3-d', '9.00');
    await play(who, 'adj-3').credit('adj-3-c', '9.00', true);
    // Even so far: the win gave the stake's room back. The result is corrected: the bet lost.
    expect((await adjust(who, 'adj-3', 'adj-3-a1', '9.00', 'debit')).body.code).toBe('OK');
    expect((await play(who, 'adj-4').debit('adj-4-d1', '1.01')).body.code).toBe('RESPONSIBLE_GAMING_LIMIT');
    // Corrected again (a push): the room comes back as the win's did.
    expect((await adjust(who, 'adj-3', 'adj-3-a2', '4.00', 'credit')).body.code).toBe('OK');
    expect((await play(who, 'adj-4').debit('adj-4-d2', '5.00')).body.code).toBe('OK');
    expect((await play(who, 'adj-4').debit('adj-4-d3', '0.01')).body.code).toBe('RESPONSIBLE_GAMING_LIMIT');
    expect(await who.balanceNow()).toBe(50_00n - 9_00n + 4_00n - 5_00n);
    await expectLedgerHealthy(db);
  });

  it('counts in the window in which it is made: a window already read never changes', async () => {
    const who = await player();
    const { db } = server.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const memberId = BigInt(who.playerId.slice(1));
    const figures = async (from: Date, until: Date) =>
      (await closedPlayByMember(db, { merchantId: merchant.id, from, until, minStake: 0n })).find(
        (row) => row.memberId === memberId,
      );
    const start = new Date(Date.now() - 1000);
    await play(who, 'adj-5').debit('adj-5-d', '4.00');
    await play(who, 'adj-5').credit('adj-5-c', '6.00', true);
    const settled = new Date();
    await closeSettledPlayWindows(db, settled);
    const first = { memberId, validBet: 4_00n, profitLoss: 2_00n, wonValid: 4_00n, lostValid: 0n };
    expect(await figures(start, settled)).toEqual(first);
    // The bet lost after all: 6.00 back from the member, which turns the won bet into a lost one.
    expect((await adjust(who, 'adj-5', 'adj-5-a1', '6.00', 'debit')).body.code).toBe('OK');
    const later = new Date(Date.now() + 1000);
    expect(await figures(start, settled)).toEqual(first);
    expect(await figures(settled, later)).toEqual({
      memberId,
      validBet: 0n,
      profitLoss: -6_00n,
      wonValid: -4_00n,
      lostValid: 4_00n,
    });
    // Read whole, the two windows are the round as it now stands.
    expect(await figures(start, later)).toEqual({
      ...first,
      profitLoss: -4_00n,
      wonValid: 0n,
      lostValid: 4_00n,
    });
    await expectLedgerHealthy(db);
  });
});

describe('nonces', () => {
  it('are forgotten once older than twice the timestamp window', async () => {
    const { db } = server.database;
    await db
      .insertInto('vendor_call_nonces')
      .values([
        {
          provider_code: HOUSE_PROVIDER_CODE,
          nonce: 'old-nonce-0000000001',
          seen_at: new Date(Date.now() - 11 * 60_000),
        },
        { provider_code: HOUSE_PROVIDER_CODE, nonce: 'new-nonce-0000000001', seen_at: new Date() },
      ])
      .execute();
    expect(await forgetOldNonces(db, 5 * 60_000)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('vendor_call_nonces')
      .select('nonce')
      .where('nonce', 'in', ['old-nonce-0000000001', 'new-nonce-0000000001'])
      .execute();
    expect(left).toEqual([{ nonce: 'new-nonce-0000000001' }]);
  });
});

describe('a NUL in a wallet call', () => {
  it('is the protocol’s INVALID_REQUEST in any string, escaped or raw, moving nothing and never a 500', async () => {
    const who = await player();
    const before = await who.balanceNow();
    const debit = { token: who.token, playerId: who.playerId, gameCode: HOUSE_GAMES.dice, currency: 'USD' };
    const bodies: unknown[] = [
      { ...debit, roundId: 'nul-1', transactionId: 'nul\u0000d1', amount: '1.00' },
      { ...debit, roundId: 'nul\u00002', transactionId: 'nul-d2', amount: '1.00' },
      { ...debit, roundId: 'nul-3', transactionId: 'nul-d3', amount: '1.00', extra: { 'a\u0000': 'b' } },
      { ...debit, token: `${who.token}\u0000`, roundId: 'nul-4', transactionId: 'nul-d4', amount: '1.00' },
      `{"token":"${who.token}","roundId":"nul-5\u0000","transactionId":"nul-d5","amount":"1.00"}`,
    ];
    const answers = [];
    for (const body of bodies) {
      const answer = await call('debit', body);
      answers.push({ status: answer.status, code: answer.body.code });
    }
    const path = await call('de\u0000bit', bodies[0]);
    answers.push({ status: path.status, code: path.body.code });
    expect(answers).toEqual([...bodies, path].map(() => ({ status: 400, code: 'INVALID_REQUEST' })));
    expect(await who.balanceNow()).toBe(before);
    await expectLedgerHealthy(server.database.db);
  });
});
