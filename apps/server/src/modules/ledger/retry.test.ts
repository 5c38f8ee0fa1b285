import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { accountFor, balancesOf, inMoneyTransaction, transfer } from './service.ts';

/**
 * The ledger runs a movement again after a serialization failure (40001) or a deadlock (40P01), and
 * only then. The failures are real PostgreSQL errors: raised by a trigger of this file's schema for
 * the first calls, or a true deadlock between two transactions taking the same rows in opposite
 * orders. A sequence counts the attempts, since it is the one thing a rolled-back attempt keeps.
 */
describe('ledger retries on PostgreSQL', () => {
  let database: TestDatabase;
  let brand: Merchant;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await createMerchant(db, DEMO_BRAND);
    brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
    await sql`CREATE SEQUENCE attempts`.execute(db);
    await sql`CREATE TABLE failure_plan (sqlstate text NOT NULL, times integer NOT NULL)`.execute(db);
    // Fails the first `times` inserts of a transfer from the plan's first row with its SQLSTATE.
    await sql`
      CREATE FUNCTION fail_as_planned() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        v_plan failure_plan;
      BEGIN
        SELECT * INTO v_plan FROM failure_plan LIMIT 1;
        IF v_plan.sqlstate IS NOT NULL AND nextval('attempts') <= v_plan.times THEN
          RAISE EXCEPTION 'failure planned by the test' USING ERRCODE = v_plan.sqlstate;
        END IF;
        RETURN NEW;
      END
      $$`.execute(db);
    await sql`CREATE TRIGGER fail_as_planned BEFORE INSERT ON ledger_transfers
      FOR EACH ROW EXECUTE FUNCTION fail_as_planned()`.execute(db);
  });
  afterAll(() => database?.close());
  afterEach(async () => {
    await sql`DELETE FROM failure_plan`.execute(database.db);
    await sql`ALTER SEQUENCE attempts RESTART`.execute(database.db);
    await expectLedgerHealthy(database.db);
  });

  async function plan(sqlstate: string, times: number) {
    await sql`INSERT INTO failure_plan VALUES (${sqlstate}, ${times})`.execute(database.db);
  }
  const attemptsMade = async () =>
    Number(
      (
        await sql<{
          last_value: bigint;
          is_called: boolean;
        }>`SELECT last_value, is_called FROM attempts`.execute(database.db)
      ).rows.map(({ last_value, is_called }) => (is_called ? last_value : 0n))[0],
    );

  async function fundedPair(name: string, amount: bigint) {
    const { db } = database;
    const memberId = await testMember(db, brand.id, name);
    const main = await accountFor(db, brand, 'member.main', { memberId });
    const vendor = await accountFor(db, brand, 'member.vendor', { memberId, subKey: 'retry' });
    await deposit(db, brand, main, amount, `fund-${name}`);
    return { main, vendor };
  }
  const move = (from: bigint, to: bigint, amount: bigint, idempotencyKey: string) => ({
    merchantId: brand.id,
    idempotencyKey,
    kind: 'wallet.transfer',
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
  const transfersWithKey = async (idempotencyKey: string) =>
    database.db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .select(['ledger_transfers.id', 'ledger_entries.amount'])
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
  const balances = async (...ids: bigint[]) =>
    (await balancesOf(database.db, ids)).map(({ balance }) => balance);

  it.each(['40001', '40P01'])(
    'retries a transfer that failed with %s, and moves the money once',
    async (code) => {
      const { main, vendor } = await fundedPair(`retry${code}`, 100n);
      await plan(code, 2);
      const moved = await transfer(database.db, move(main, vendor, 30n, `move-${code}`));
      expect(moved.replayed).toBe(false);
      expect(await attemptsMade()).toBe(3);
      expect(await transfersWithKey(`move-${code}`)).toHaveLength(2);
      expect(await balances(main, vendor)).toEqual([70n, 30n]);
    },
  );

  it('gives up after five attempts, moving nothing', async () => {
    const { main, vendor } = await fundedPair('stubborn', 100n);
    await plan('40001', 100);
    await expect(transfer(database.db, move(main, vendor, 30n, 'move-stubborn'))).rejects.toMatchObject({
      code: '40001',
    });
    expect(await attemptsMade()).toBe(5);
    expect(await transfersWithKey('move-stubborn')).toEqual([]);
    expect(await balances(main, vendor)).toEqual([100n, 0n]);
  });

  it('does not retry any other failure', async () => {
    const { main, vendor } = await fundedPair('once', 100n);
    for (const code of ['23514', '57014', 'P0001']) {
      await sql`DELETE FROM failure_plan`.execute(database.db);
      await sql`ALTER SEQUENCE attempts RESTART`.execute(database.db);
      await plan(code, 1);
      await expect(transfer(database.db, move(main, vendor, 30n, `move-once-${code}`))).rejects.toMatchObject(
        {
          code,
        },
      );
      expect(await attemptsMade()).toBe(1);
      expect(await transfersWithKey(`move-once-${code}`)).toEqual([]);
    }
    expect(await balances(main, vendor)).toEqual([100n, 0n]);
  });

  it('runs the victim of a true deadlock again from the start: each movement lands exactly once', async () => {
    const { db } = database;
    const first = await fundedPair('dora', 100n);
    const second = await fundedPair('dirk', 100n);
    // Each transaction moves within one member, then within the other, in opposite orders: with both
    // first moves made, each waits on rows the other holds, and PostgreSQL aborts one of them.
    let bothHoldFirstRows: () => void = () => {};
    const bothHold = new Promise<void>((resolve) => {
      let holding = 0;
      bothHoldFirstRows = () => {
        holding += 1;
        if (holding === 2) resolve();
      };
    });
    const runs = { a: 0, b: 0 };
    const crossing = (name: 'a' | 'b', one: typeof first, other: typeof first) =>
      inMoneyTransaction(db, async (trx) => {
        runs[name] += 1;
        await transfer(trx, move(one.main, one.vendor, 10n, `${name}-1`));
        if (runs[name] === 1) {
          bothHoldFirstRows();
          await bothHold;
        }
        await transfer(trx, move(other.main, other.vendor, 5n, `${name}-2`));
      });
    await Promise.all([crossing('a', first, second), crossing('b', second, first)]);

    expect(runs.a + runs.b).toBeGreaterThanOrEqual(3);
    for (const key of ['a-1', 'a-2', 'b-1', 'b-2']) expect(await transfersWithKey(key)).toHaveLength(2);
    // Each member: 10 to the vendor wallet from one transaction, 5 from the other.
    expect(await balances(first.main, first.vendor)).toEqual([85n, 15n]);
    expect(await balances(second.main, second.vendor)).toEqual([85n, 15n]);
  });
});
