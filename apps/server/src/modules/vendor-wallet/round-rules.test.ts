import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { settleStaleRounds } from './service.ts';

/**
 * Issue 18, rule 6: a round's stakes cannot come back once it paid anything, copies of a call answer
 * what the first answered, the provider's ids share no key with the platform's own, and a round in
 * play is never timed out; and rule 1: a house game never pays more than its own top multiplier.
 */
let server: TestServer;
let call: ReturnType<typeof houseWalletClient>;
let players = 0;

beforeAll(async () => {
  server = await startTestServer();
  call = houseWalletClient(server);
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

async function player(game: (typeof HOUSE_GAMES)[keyof typeof HOUSE_GAMES] = HOUSE_GAMES.dice) {
  const { db } = server.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  players += 1;
  const memberId = await testMember(db, merchant.id, `roundrule${players}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, 100_00n, `round-rule-${players}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, game);
  const balanceNow = async () => (await balancesOf(db, [main]))[0]?.balance;
  const tag = `rr${players}`;
  const base = (roundId: string) => ({ token, playerId: `P${memberId}`, gameCode: game, roundId });
  return {
    tag,
    token,
    balanceNow,
    debit: (roundId: string, transactionId: string, amount: string) =>
      call('debit', { ...base(roundId), transactionId, amount, currency: 'USD' }),
    credit: (roundId: string, transactionId: string, amount: string, closeRound: boolean) =>
      call('credit', { ...base(roundId), transactionId, amount, currency: 'USD', closeRound }),
    rollback: (roundId: string, transactionId: string, refTransactionId: string) =>
      call('rollback', { ...base(roundId), transactionId, refTransactionId }),
  };
}

describe('a rollback of a round that paid', () => {
  it('is refused once the round has a credit that did not close it', async () => {
    const who = await player();
    const round = `${who.tag}-open-credit`;
    expect((await who.debit(round, `${round}-d`, '10.00')).body.code).toBe('OK');
    expect((await who.credit(round, `${round}-c`, '30.00', false)).body.code).toBe('OK');
    expect((await who.rollback(round, `${round}-r`, `${round}-d`)).body.code).toBe('ROUND_CLOSED');
    expect(await who.balanceNow()).toBe(100_00n - 10_00n + 30_00n);
  });

  it('is refused after a credit of nothing too (a loss told), and the stale job keeps the stake', async () => {
    const who = await player();
    const round = `${who.tag}-zero-credit`;
    expect((await who.debit(round, `${round}-d`, '10.00')).body.code).toBe('OK');
    expect((await who.credit(round, `${round}-c`, '0.00', false)).body.code).toBe('OK');
    expect((await who.rollback(round, `${round}-r`, `${round}-d`)).body.code).toBe('ROUND_CLOSED');
    await sql`UPDATE game_rounds SET opened_at = now() - interval '3 days', last_activity_at = now() - interval '3 days'
      WHERE round_id = ${round}`.execute(server.database.db);
    expect(await settleStaleRounds(server.database.db, 25 * 60)).toMatchObject({ refunded: 0 });
    expect(await who.balanceNow()).toBe(100_00n - 10_00n);
  });

  it('is refused for a debit that never arrived, once the round paid', async () => {
    const who = await player();
    const round = `${who.tag}-ghost`;
    expect((await who.debit(round, `${round}-d1`, '10.00')).body.code).toBe('OK');
    expect((await who.credit(round, `${round}-c`, '5.00', false)).body.code).toBe('OK');
    expect((await who.rollback(round, `${round}-r`, `${round}-d2`)).body.code).toBe('ROUND_CLOSED');
  });
});

describe('provider ids and the platform’s own keys', () => {
  it('a provider id shaped like the stale-round refund’s key takes nothing from it', async () => {
    const who = await player();
    const stale = `${who.tag}-stale`;
    const other = `${who.tag}-other`;
    expect((await who.debit(stale, `${stale}-d`, '10.00')).body.code).toBe('OK');
    expect((await who.debit(other, `${other}-d`, '1.00')).body.code).toBe('OK');
    // The provider's own credit id is what the refund of the stale debit would have been keyed as.
    expect((await who.credit(other, `expired:${stale}-d`, '2.00', true)).body.code).toBe('OK');
    await sql`UPDATE game_rounds SET opened_at = now() - interval '3 days', last_activity_at = now() - interval '3 days'
      WHERE round_id = ${stale}`.execute(server.database.db);
    expect(await settleStaleRounds(server.database.db, 25 * 60)).toMatchObject({ refunded: 1 });
    expect(await who.balanceNow()).toBe(100_00n - 1_00n + 2_00n);
  });
});

describe('a round in play', () => {
  it('is kept open from its last call, not its opening', async () => {
    const who = await player();
    const round = `${who.tag}-long`;
    expect((await who.debit(round, `${round}-d1`, '1.00')).body.code).toBe('OK');
    // Opened two days ago: each call since then has been recent.
    await sql`UPDATE game_rounds SET opened_at = now() - interval '2 days' WHERE round_id = ${round}`.execute(
      server.database.db,
    );
    expect((await who.debit(round, `${round}-d2`, '1.00')).body.code).toBe('OK');
    expect(await settleStaleRounds(server.database.db, 25 * 60)).toEqual({ refunded: 0, closed: 0 });
    expect((await who.credit(round, `${round}-c`, '3.00', true)).body.code).toBe('OK');
    expect(await who.balanceNow()).toBe(100_00n - 2_00n + 3_00n);
  });

  it('is never timed out in under a day, whatever the job is asked', async () => {
    const who = await player();
    const round = `${who.tag}-short`;
    expect((await who.debit(round, `${round}-d`, '1.00')).body.code).toBe('OK');
    await sql`UPDATE game_rounds SET opened_at = now() - interval '3 hours', last_activity_at = now() - interval '3 hours'
      WHERE round_id = ${round}`.execute(server.database.db);
    expect(await settleStaleRounds(server.database.db, 60)).toEqual({ refunded: 0, closed: 0 });
  });
});

describe('a house game’s win', () => {
  it('is refused above the stake times the game’s top multiplier, and the round stays payable', async () => {
    const who = await player(HOUSE_GAMES.dice);
    const round = `${who.tag}-big`;
    expect((await who.debit(round, `${round}-d`, '0.10')).body.code).toBe('OK');
    // Dice pays at most 99 times the stake: 9.90 on 0.10.
    const refused = await who.credit(round, `${round}-c1`, '50000.00', true);
    expect(refused.body.code).toBe('WIN_LIMIT_EXCEEDED');
    expect(await who.balanceNow()).toBe(100_00n - 10n);
    expect((await who.credit(round, `${round}-c2`, '9.90', true)).body.code).toBe('OK');
    expect(await who.balanceNow()).toBe(100_00n - 10n + 9_90n);
  });

  it('counts every credit of the round toward the cap', async () => {
    const who = await player(HOUSE_GAMES.baccarat);
    const round = `${who.tag}-split`;
    expect((await who.debit(round, `${round}-d`, '1.00')).body.code).toBe('OK');
    // Baccarat pays at most 9 times (a tie at 8:1).
    expect((await who.credit(round, `${round}-c1`, '5.00', false)).body.code).toBe('OK');
    expect((await who.credit(round, `${round}-c2`, '5.00', true)).body.code).toBe('WIN_LIMIT_EXCEEDED');
    expect((await who.credit(round, `${round}-c3`, '4.00', true)).body.code).toBe('OK');
  });
});

describe('a house game’s stake limits', () => {
  it('refuses a debit outside them, moving nothing, and the balance call names them', async () => {
    const who = await player(HOUSE_GAMES.crash);
    const { db } = server.database;
    const setLimits = (min: bigint | null, max: bigint | null) =>
      db
        .updateTable('games')
        .set({ min_stake: min, max_stake: max })
        .where('game_code', '=', HOUSE_GAMES.crash)
        .execute();
    const round = `${who.tag}-limits`;
    expect((await who.debit(round, `${round}-d0`, '0.50')).body.code).toBe('OK');
    await setLimits(1_00n, 5_00n);
    try {
      const balance = await call('balance', { token: who.token });
      expect(balance.body).toMatchObject({ code: 'OK', stakeLimits: { min: '1.00', max: '5.00' } });
      for (const amount of ['0.99', '5.01']) {
        const refused = await who.debit(round, `${round}-${amount}`, amount);
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ code: 'STAKE_OUT_OF_LIMITS', balance: '99.50' });
      }
      // A debit made before the limits moved still answers what it answered.
      expect((await who.debit(round, `${round}-d0`, '0.50')).body.code).toBe('OK');
      expect((await who.debit(round, `${round}-d1`, '5.00')).body.code).toBe('OK');
      expect(await who.balanceNow()).toBe(100_00n - 50n - 5_00n);
      await setLimits(null, 2_00n);
      expect((await call('balance', { token: who.token })).body.stakeLimits).toEqual({ max: '2.00' });
      expect((await who.debit(round, `${round}-d2`, '0.01')).body.code).toBe('OK');
    } finally {
      await setLimits(null, null);
    }
    expect((await call('balance', { token: who.token })).body).not.toHaveProperty('stakeLimits');
  });
});

describe('copies arriving at once (PostgreSQL: the embedded database serialises calls)', () => {
  const COPIES = 10;
  const same = async (send: () => ReturnType<typeof call>) => {
    const answers = await Promise.all(Array.from({ length: COPIES }, send));
    // Field by field: a replay comes back from the database, which keeps no field order.
    return answers.map(({ status, body }) =>
      JSON.stringify({ status, body: Object.fromEntries(Object.entries(body).sort()) }),
    );
  };

  it('of a closing credit all answer what the first answered', async () => {
    const who = await player();
    const round = `${who.tag}-cc`;
    expect((await who.debit(round, `${round}-d`, '5.00')).body.code).toBe('OK');
    const answers = await same(() => who.credit(round, `${round}-c`, '7.00', true));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('"code":"OK"');
    expect(await who.balanceNow()).toBe(100_00n - 5_00n + 7_00n);
  });

  it('of a debit all answer what the first answered', async () => {
    const who = await player();
    const round = `${who.tag}-cd`;
    const answers = await same(() => who.debit(round, `${round}-d`, '5.00'));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('"code":"OK"');
    expect(await who.balanceNow()).toBe(100_00n - 5_00n);
  });

  it('of a rollback all answer what the first answered', async () => {
    const who = await player();
    const round = `${who.tag}-cr`;
    expect((await who.debit(round, `${round}-d`, '5.00')).body.code).toBe('OK');
    const answers = await same(() => who.rollback(round, `${round}-r`, `${round}-d`));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('"code":"OK"');
    expect(await who.balanceNow()).toBe(100_00n);
  });

  it('of a new round id from several members, one opens the round and the others move nothing', async () => {
    // Each finds no round before the first commits, so the others meet it only as they write theirs.
    const who: Awaited<ReturnType<typeof player>>[] = [];
    // One after the other: player() numbers its member from a shared count across its awaits.
    for (let index = 0; index < 6; index += 1) who.push(await player());
    const round = `${who[0]?.tag}-shared`;
    const answers = await Promise.all(who.map((one) => one.debit(round, `${one.tag}-shared-d`, '5.00')));
    const codes = answers.map(({ body }) => body.code).sort();
    expect(codes).toEqual(['OK', ...Array(5).fill('ROUND_CLOSED')]);
    // The one OK moved its player's stake; every refused player still has all of theirs.
    const balances = await Promise.all(who.map((one) => one.balanceNow()));
    expect(balances).toEqual(answers.map(({ body }) => (body.code === 'OK' ? 95_00n : 100_00n)));
  });
});

describe('the brand’s largest single stake', () => {
  it('refuses a debit above it, takes one at it, and answers a copy of an earlier debit as before', async () => {
    const who = await player(HOUSE_GAMES.dice);
    const { db } = server.database;
    const round = `${who.tag}-ceiling`;
    expect((await who.debit(round, `${round}-d1`, '8.00')).body.code).toBe('OK');
    await sql`UPDATE merchants SET max_stake = 500 WHERE code = 'demo'`.execute(db);
    try {
      const refused = await who.debit(round, `${round}-d2`, '5.01');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'STAKE_LIMIT_EXCEEDED', balance: '92.00' });
      expect((await who.debit(round, `${round}-d1`, '8.00')).body).toMatchObject({
        code: 'OK',
        balance: '92.00',
      });
      expect((await who.debit(round, `${round}-d3`, '5.00')).body.code).toBe('OK');
      expect(await who.balanceNow()).toBe(100_00n - 8_00n - 5_00n);
    } finally {
      await sql`UPDATE merchants SET max_stake = NULL WHERE code = 'demo'`.execute(db);
    }
  });
});
