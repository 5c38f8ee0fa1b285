import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

/**
 * Issue 23, fair pace of play: under the brand's UKGC-like profile a house game's second round within
 * the minimum cycle (2.5 s for the slot, 5 s for other games) is refused with GAME_CYCLE_TOO_SHORT,
 * nothing moving, however many debits arrive at once; and a slot stake above the member's age band
 * is refused with STAKE_LIMIT_EXCEEDED. The seamless wallet's clock is the test's.
 */
let server: TestServer;
let call: ReturnType<typeof houseWalletClient>;
let players = 0;
let clockMs = Date.now();

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(clockMs) });
  call = houseWalletClient(server);
  await sql`UPDATE merchants SET protection_profile = 'ukgc' WHERE code = 'demo'`.execute(server.database.db);
});
afterAll(async () => {
  await sql`UPDATE merchants SET protection_profile = 'basic' WHERE code = 'demo'`.execute(
    server.database.db,
  );
  await server?.close();
});
afterEach(() => expectLedgerHealthy(server.database.db));

const wait = (ms: number) => {
  clockMs += ms;
};

async function player(
  game: (typeof HOUSE_GAMES)[keyof typeof HOUSE_GAMES],
  profile: Record<string, string> = {},
) {
  const { db } = server.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  players += 1;
  const memberId = await testMember(db, merchant.id, `fairpace${players}`);
  if (Object.keys(profile).length > 0)
    await db
      .updateTable('members')
      .set({ profile: JSON.stringify(profile) })
      .where('id', '=', memberId)
      .execute();
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, 100_00n, `fair-pace-${players}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, game);
  const tag = `fp${players}`;
  return {
    tag,
    balanceNow: async () => (await balancesOf(db, [main]))[0]?.balance,
    debit: (roundId: string, amount: string, transactionId = `${roundId}-d`) =>
      call('debit', {
        token,
        playerId: `P${memberId}`,
        gameCode: game,
        roundId,
        transactionId,
        amount,
        currency: 'USD',
      }),
  };
}

describe('the minimum game cycle of a house game', () => {
  it('refuses a second slot round within 2.5 s of the first one’s start, and takes it after', async () => {
    const who = await player(HOUSE_GAMES.slot, { birthday: '1980-01-01' });
    expect((await who.debit(`${who.tag}-1`, '1.00')).body.code).toBe('OK');
    wait(2_499);
    const early = await who.debit(`${who.tag}-2`, '1.00');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 'GAME_CYCLE_TOO_SHORT', balance: '99.00' });
    expect(await who.balanceNow()).toBe(99_00n);
    wait(1);
    expect((await who.debit(`${who.tag}-3`, '1.00')).body.code).toBe('OK');
    expect(await who.balanceNow()).toBe(98_00n);
    const refusedRound = await server.database.db
      .selectFrom('game_rounds')
      .select('id')
      .where('round_id', '=', `${who.tag}-2`)
      .executeTakeFirst();
    expect(refusedRound).toBeUndefined();
  });

  it('holds other games to 5 s, and lets a round take further stakes within its cycle', async () => {
    const who = await player(HOUSE_GAMES.dice);
    expect((await who.debit(`${who.tag}-1`, '1.00')).body.code).toBe('OK');
    wait(1_000);
    // The same round again: a second stake of a round in play opens nothing.
    expect((await who.debit(`${who.tag}-1`, '1.00', `${who.tag}-1-d2`)).body.code).toBe('OK');
    wait(3_000);
    expect((await who.debit(`${who.tag}-2`, '1.00')).body.code).toBe('GAME_CYCLE_TOO_SHORT');
    wait(1_000);
    expect((await who.debit(`${who.tag}-3`, '1.00')).body.code).toBe('OK');
    expect(await who.balanceNow()).toBe(97_00n);
  });

  it('lets only one of many rounds opened at once through', async () => {
    const who = await player(HOUSE_GAMES.dice);
    wait(60_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => who.debit(`${who.tag}-p${index}`, '2.00')),
    );
    const codes = answers.map(({ body }) => body.code).sort();
    expect(codes).toEqual([...Array(5).fill('GAME_CYCLE_TOO_SHORT'), 'OK']);
    expect(await who.balanceNow()).toBe(98_00n);
  });

  it('answers a replay of a debit made before with its first answer, inside the cycle too', async () => {
    const who = await player(HOUSE_GAMES.dice);
    wait(60_000);
    expect((await who.debit(`${who.tag}-1`, '1.00')).body.code).toBe('OK');
    const replay = await who.debit(`${who.tag}-1`, '1.00');
    expect(replay.body).toMatchObject({ code: 'OK', transactionId: `${who.tag}-1-d` });
    expect(await who.balanceNow()).toBe(99_00n);
  });
});

describe('slot stake bands by age', () => {
  it('holds a 24-year-old to 2 a spin and a 25-year-old to 5', async () => {
    const today = new Date(clockMs);
    const born = (years: number) =>
      `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    const under = await player(HOUSE_GAMES.slot, { birthday: born(24) });
    const over = await player(HOUSE_GAMES.slot, { birthday: born(25) });
    wait(60_000);
    expect((await under.debit(`${under.tag}-1`, '2.01')).body.code).toBe('STAKE_LIMIT_EXCEEDED');
    expect((await under.debit(`${under.tag}-2`, '2.00')).body.code).toBe('OK');
    expect((await over.debit(`${over.tag}-1`, '5.01')).body.code).toBe('STAKE_LIMIT_EXCEEDED');
    expect((await over.debit(`${over.tag}-2`, '5.00')).body.code).toBe('OK');
    expect(await under.balanceNow()).toBe(98_00n);
    expect(await over.balanceNow()).toBe(95_00n);
  });

  it('gives a member without a birthday the lowest band', async () => {
    const who = await player(HOUSE_GAMES.slot);
    const refused = await who.debit(`${who.tag}-1`, '3.00');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'STAKE_LIMIT_EXCEEDED', balance: '100.00' });
    expect((await who.debit(`${who.tag}-2`, '2.00')).body.code).toBe('OK');
  });

  it('leaves games other than slots to their own limits', async () => {
    const who = await player(HOUSE_GAMES.dice);
    expect((await who.debit(`${who.tag}-1`, '20.00')).body.code).toBe('OK');
  });
});
