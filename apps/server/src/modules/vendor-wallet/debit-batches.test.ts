import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { accountFor, balancesOf, preparedMove } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { batchedDebit } from './debit-batches.ts';
import { debitsInOneStatement } from './repo.ts';

/**
 * Debits arriving together share one statement and one transaction (issue 25's group commit), each
 * with the outcome it would have had alone. What the rows of one commit share, PostgreSQL shows: the
 * transaction id (xmin) that wrote them.
 */
describe('seamless debits sent together', () => {
  let database: TestDatabase;
  let brand: Merchant;
  let gameId: bigint;
  let players = 0;

  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
    const { db } = database;
    brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
    gameId = (await db.selectFrom('games').select('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database?.close());
  afterEach(() => expectLedgerHealthy(database.db));

  async function player(funds: bigint) {
    const { db } = database;
    players += 1;
    const number = players;
    const memberId = await testMember(db, brand.id, `batched${number}`);
    const main = await accountFor(db, brand, 'member.main', { memberId });
    if (funds > 0n) await deposit(db, brand, main, funds, `batched-${number}`);
    const mark = await sql<{
      mark: bigint;
    }>`SELECT coalesce(sum(mark), 0)::bigint AS mark FROM exclusion_marks
      WHERE scope IN (0, ${memberId})`.execute(db);
    // A house account of its own, as members far apart in id have (shards by member id).
    const ownHouse = await accountFor(db, brand, 'system.house', { subKey: `games-batch-test-${number}` });
    return { memberId, main, house: ownHouse, mark: mark.rows[0]?.mark ?? 0n };
  }

  const debitOf = (
    who: Awaited<ReturnType<typeof player>>,
    transactionId: string,
    amount: bigint,
    houseAccount = who.house,
  ) => {
    const move = preparedMove({
      kind: 'game.debit',
      legs: [
        { accountId: who.main, amount: -amount },
        { accountId: houseAccount, amount },
      ],
      memo: { round: transactionId },
    });
    return {
      providerCode: HOUSE_PROVIDER_CODE,
      transactionId,
      fingerprint: new Uint8Array([1, 2, 3]),
      merchantId: brand.id,
      memberId: who.memberId,
      roundId: `round-${transactionId}`,
      gameId,
      amount,
      memberAccount: who.main,
      houseAccount,
      ledgerKey: `batch-test:${transactionId}`,
      ledgerFingerprint: move.fingerprint,
      memo: move.memo,
      playerId: `P${who.memberId}`,
      currency: brand.currency,
      scale: brand.currencyScale,
      nonce: null,
      minCycleMs: 0,
      now: new Date(),
      exclusionMark: who.mark,
      countsPlay: true,
      pools: [],
    };
  };

  const balancesNow = async (accounts: bigint[]) => {
    const rows = await balancesOf(database.db, accounts);
    return accounts.map((id) => rows.find((row) => row.id === id)?.balance);
  };

  const commitsOf = async (transactionIds: string[]) => {
    const { rows } = await sql<{ commits: number }>`SELECT count(DISTINCT xmin::text)::int AS commits
      FROM vendor_transactions WHERE transaction_id = ANY(${transactionIds})`.execute(database.db);
    return rows[0]?.commits;
  };

  it('commit together, each with its own answer, refusal or replay', async () => {
    const rich = await Promise.all(Array.from({ length: 6 }, () => player(50_00n)));
    const poor = await player(1_00n);
    const ids = rich.map((_, index) => `together-${players}-${index}`);
    const debits = [
      ...rich.map((who, index) => debitOf(who, ids[index] as string, 10_00n)),
      debitOf(poor, `together-${players}-poor`, 2_00n),
      // The first debit's copy, arriving with it: answered as the first was.
      debitOf(rich[0] as Awaited<ReturnType<typeof player>>, ids[0] as string, 10_00n),
    ];
    const outcomes = await Promise.all(debits.map((debit) => batchedDebit(database.db, debit)));
    expect(outcomes.map(({ outcome }) => outcome)).toEqual([
      ...rich.map(() => 'OK'),
      'INSUFFICIENT_FUNDS',
      'REPLAY',
    ]);
    expect(outcomes[7]?.answer).toEqual(outcomes[0]?.answer);
    expect(outcomes[0]?.answer).toMatchObject({ code: 'OK', balance: '40.00', transactionId: ids[0] });
    expect(await balancesNow([...rich, poor].map(({ main }) => main))).toEqual([
      ...rich.map(() => 40_00n),
      1_00n,
    ]);
    // All arrived in one turn of the event loop: one statement, one commit.
    expect(await commitsOf(ids)).toBe(1);
  });

  it('go on one by one when one of them fails the batch, and only that one fails', async () => {
    const who = await Promise.all(Array.from({ length: 5 }, () => player(50_00n)));
    const ids = who.map((_, index) => `fallback-${players}-${index}`);
    const missingHouse = 9_000_000_000n;
    const sent = who.map((one, index) =>
      batchedDebit(
        database.db,
        debitOf(one, ids[index] as string, 5_00n, index === 3 ? missingHouse : one.house),
      ),
    );
    const settled = await Promise.allSettled(sent);
    expect(settled.map(({ status }) => status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await balancesNow(who.map(({ main }) => main))).toEqual([45_00n, 45_00n, 45_00n, 50_00n, 45_00n]);
    const written = ids.filter((_, index) => index !== 3);
    // The batch that met the failing debit wrote nothing: its other debits each committed alone.
    expect(await commitsOf(written)).toBe(written.length);
  });

  it('of the same players in two batches at once take their accounts in one order, and both commit', async () => {
    const [first, second] = await Promise.all([player(50_00n), player(50_00n)]);
    if (!first || !second) throw new Error('no players');
    const [low, high] = first.main < second.main ? [first, second] : [second, first];
    const { db } = database;
    const waiting = async (count: number) => {
      for (;;) {
        const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
        if ((rows[0]?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const tag = `order-${players}`;
    // Another transaction holds the higher account: the batch naming it first queues on it, then the
    // one naming the lower account first takes that and queues behind. Run in the order given, the
    // first would then wait for the lower account the second holds: a deadlock.
    let release = () => {};
    const held = db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${high.main} FOR UPDATE`.execute(trx);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const highFirst = debitsInOneStatement(db, [
      debitOf(high, `${tag}-a-high`, 1_00n),
      debitOf(low, `${tag}-a-low`, 1_00n),
    ]);
    await waiting(1);
    const lowFirst = debitsInOneStatement(db, [
      debitOf(low, `${tag}-b-low`, 1_00n),
      debitOf(high, `${tag}-b-high`, 1_00n),
    ]);
    await waiting(2);
    release();
    await held;
    const done = await Promise.all([highFirst, lowFirst]);
    expect(done.flat().map(({ outcome }) => outcome)).toEqual(['OK', 'OK', 'OK', 'OK']);
    expect(await balancesNow([low.main, high.main])).toEqual([48_00n, 48_00n]);
  });
  // What the round's keys to its member and the vendor transaction's to its round did (0296, 0297).
  it("debit only the member's own account, and keep a paid round from removal", async () => {
    const { db } = database;
    const who = await player(50_00n);
    const other = await player(50_00n);
    const stranger = { ...debitOf(who, `keys-${players}-stranger`, 1_00n), memberAccount: other.main };
    await expect(batchedDebit(db, stranger)).rejects.toThrow(/is not member/);
    expect(await balancesNow([who.main, other.main])).toEqual([50_00n, 50_00n]);

    const paid = debitOf(who, `keys-${players}-paid`, 1_00n);
    expect((await batchedDebit(db, paid)).outcome).toBe('OK');
    await expect(
      sql`DELETE FROM game_rounds WHERE round_id = ${paid.roundId}`.execute(db),
    ).rejects.toMatchObject({
      code: '23503',
    });

    // A member with no account (the demo clean-up's) takes their unpaid rounds along.
    const demo = await testMember(db, brand.id, `keys-demo-${players}`);
    await sql`INSERT INTO game_rounds (merchant_id, member_id, account_id, provider_code, round_id, game_id)
      VALUES (${brand.id}, ${demo}, ${who.main}, ${HOUSE_PROVIDER_CODE}, ${`keys-demo-${players}`}, ${gameId})`.execute(
      db,
    );
    await db.deleteFrom('members').where('id', '=', demo).execute();
    const left = await db.selectFrom('game_rounds').select('id').where('member_id', '=', demo).execute();
    expect(left).toEqual([]);
  });
});
