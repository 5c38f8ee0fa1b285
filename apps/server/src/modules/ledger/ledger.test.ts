import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { ledgerViolations } from './invariants.ts';
import { accountFor, balancesOf, reverse, transfer } from './service.ts';

let database: TestDatabase;
let brand: Merchant;
let other: Merchant;
let keys = 0;
const key = () => {
  keys += 1;
  return `test-${keys}`;
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createMerchant(db, DEMO_BRAND);
  await createMerchant(db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  other = (await resolveMerchant(db, { code: 'other', host: '' })) as Merchant;
});
afterAll(() => database?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(database.db));

/** A member with a main wallet holding `amount`, paid in from the brand's cash-in account. */
async function fundedWallet(name: string, amount: bigint) {
  const { db } = database;
  const memberId = await testMember(db, brand.id, name);
  const wallet = await accountFor(db, brand, 'member.main', { memberId });
  const cashIn = await accountFor(db, brand, 'system.cash_in');
  if (amount > 0n) await deposit(db, brand, wallet, amount, key());
  return { memberId, wallet, cashIn, cashOut: await accountFor(db, brand, 'system.cash_out') };
}

const withdrawal = (wallet: bigint, cashOut: bigint, amount: bigint, idempotencyKey = key()) => ({
  merchantId: brand.id,
  idempotencyKey,
  kind: 'withdrawal',
  legs: [
    { accountId: wallet, amount: -amount },
    { accountId: cashOut, amount },
  ],
});

const balanceOf = async (account: bigint) => (await balancesOf(database.db, [account]))[0]?.balance;
const transferCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('ledger transfers', () => {
  it('moves money in one transfer whose entries keep the balances before and after and the versions', async () => {
    const { db } = database;
    const { wallet, cashIn } = await fundedWallet('ann', 0n);
    const before = (await balancesOf(db, [cashIn]))[0];
    const done = await transfer(db, {
      merchantId: brand.id,
      idempotencyKey: key(),
      kind: 'deposit',
      legs: [
        { accountId: wallet, amount: 12_345n },
        { accountId: cashIn, amount: -12_345n },
      ],
      memo: { reference: 'bank-1' },
    });
    expect(done.kind).toBe('deposit');
    expect(done.entries).toContainEqual({
      accountId: wallet,
      amount: 12_345n,
      balanceBefore: 0n,
      balanceAfter: 12_345n,
      version: 1n,
    });
    expect(done.entries).toContainEqual({
      accountId: cashIn,
      amount: -12_345n,
      balanceBefore: before?.balance,
      balanceAfter: (before?.balance ?? 0n) - 12_345n,
      version: (before?.version ?? 0n) + 1n,
    });
    expect(await balanceOf(wallet)).toBe(12_345n);
  });

  it('refuses what would take a person below zero, and writes nothing', async () => {
    const { db } = database;
    const { wallet, cashOut } = await fundedWallet('ben', 500n);
    const count = await transferCount();
    await expect(transfer(db, withdrawal(wallet, cashOut, 501n))).rejects.toMatchObject({
      code: 'funds.insufficient',
      status: 422,
    });
    expect(await balanceOf(wallet)).toBe(500n);
    expect(await transferCount()).toBe(count);
    await transfer(db, withdrawal(wallet, cashOut, 500n));
    expect(await balanceOf(wallet)).toBe(0n);
  });

  it('answers a replayed key with the first transfer; the key with another amount is a conflict that moves nothing', async () => {
    const { db } = database;
    const { wallet, cashOut } = await fundedWallet('cat', 1_000n);
    const first = await transfer(db, withdrawal(wallet, cashOut, 300n, 'wd-cat-1'));
    const again = await transfer(db, withdrawal(wallet, cashOut, 300n, 'wd-cat-1'));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(transfer(db, withdrawal(wallet, cashOut, 301n, 'wd-cat-1'))).rejects.toMatchObject({
      code: 'idempotency.conflict',
      status: 409,
    });
    await expect(
      transfer(db, { ...withdrawal(wallet, cashOut, 300n, 'wd-cat-1'), kind: 'bonus' }),
    ).rejects.toMatchObject({ code: 'idempotency.conflict' });
    expect(await balanceOf(wallet)).toBe(700n);
    // Keys are per brand: another brand may use the same one.
    const elsewhere = await accountFor(db, other, 'system.cash_in');
    const elsewhereOut = await accountFor(db, other, 'system.cash_out');
    await transfer(db, {
      merchantId: other.id,
      idempotencyKey: 'wd-cat-1',
      kind: 'test',
      legs: [
        { accountId: elsewhere, amount: -1n },
        { accountId: elsewhereOut, amount: 1n },
      ],
    });
  });

  it.each([
    ['one leg', [1n]],
    ['legs that do not sum to zero', [5n, -4n]],
    ['a zero leg', [0n, 0n]],
  ])('refuses %s as a programming error, writing nothing', async (_, amounts) => {
    const { wallet, cashIn } = await fundedWallet(`leg-${key()}`, 0n);
    const accounts = [cashIn, wallet];
    const count = await transferCount();
    await expect(
      transfer(database.db, {
        merchantId: brand.id,
        idempotencyKey: key(),
        kind: 'test',
        legs: amounts.map((amount, index) => ({ accountId: accounts[index] ?? wallet, amount })),
      }),
    ).rejects.toThrow(Error);
    expect(await transferCount()).toBe(count);
  });

  it('refuses an account twice in one transfer, and accounts of another brand', async () => {
    const { db } = database;
    const { wallet, cashIn } = await fundedWallet('dan', 100n);
    const foreign = await accountFor(db, other, 'system.cash_in');
    const legs = (accountId: bigint) => [
      { accountId: cashIn, amount: -10n },
      { accountId, amount: 10n },
    ];
    await expect(
      transfer(db, { merchantId: brand.id, idempotencyKey: key(), kind: 'test', legs: legs(cashIn) }),
    ).rejects.toThrow('An account appears twice');
    await expect(
      transfer(db, { merchantId: brand.id, idempotencyKey: key(), kind: 'test', legs: legs(foreign) }),
    ).rejects.toThrow('one brand and one currency');
    expect(await balanceOf(wallet)).toBe(100n);
  });

  it('refuses in the database too an account named twice, for modules that call ledger_move themselves (0066)', async () => {
    const { db } = database;
    const { wallet, cashIn } = await fundedWallet('dana', 100n);
    const count = await transferCount();
    const { rows } = await sql<{ found: bigint; transfer_id: bigint | null }>`
      SELECT found, transfer_id FROM ledger_move(${brand.id}, ${key()}, 'test', '\\x00'::bytea, NULL,
        '{}'::jsonb, ${`{${wallet},${wallet},${cashIn}}`}::bigint[], '{-10,-10,20}'::bigint[])`.execute(db);
    expect(rows).toEqual([{ found: 2n, transfer_id: null }]);
    expect(await transferCount()).toBe(count);
    expect(await balanceOf(wallet)).toBe(100n);
  });

  it('reverses a transfer once, with a new transfer; a reversal the member can no longer cover is refused', async () => {
    const { db } = database;
    const { wallet, cashOut } = await fundedWallet('eve', 0n);
    const paid = await deposit(db, brand, wallet, 800n, key());
    const back = await reverse(db, {
      merchantId: brand.id,
      transferId: paid.transferId,
      idempotencyKey: key(),
      kind: 'deposit.reversal',
    });
    expect(back.transferId).not.toBe(paid.transferId);
    expect(await balanceOf(wallet)).toBe(0n);
    await expect(
      reverse(db, { merchantId: brand.id, transferId: paid.transferId, idempotencyKey: key(), kind: 'x' }),
    ).rejects.toMatchObject({ code: 'transfer.already.reversed' });

    const second = await deposit(db, brand, wallet, 800n, key());
    await transfer(db, withdrawal(wallet, cashOut, 500n));
    await expect(
      reverse(db, { merchantId: brand.id, transferId: second.transferId, idempotencyKey: key(), kind: 'x' }),
    ).rejects.toMatchObject({ code: 'funds.insufficient' });
    expect(await balanceOf(wallet)).toBe(300n);
  });
});

/**
 * A test that opens a scratch database of its own: on the embedded database that is a copy of a migrated
 * data directory, 3–8 s alone and past 30 s on CI's two cores shared with the browser run.
 */
const SCRATCH_DATABASE_MS = 120_000;

/**
 * Runs `use` on a scratch database of its own (closed afterwards) with the demo brand and `name`'s
 * main wallet, into which `amount` was deposited under the key `k1`; the ledger is sound before `use`.
 */
async function withScratchWallet(
  name: string,
  amount: bigint,
  use: (scratch: {
    db: TestDatabase['db'];
    demo: Merchant;
    wallet: Awaited<ReturnType<typeof accountFor>>;
    moved: Awaited<ReturnType<typeof deposit>>;
  }) => Promise<void>,
): Promise<void> {
  const scratch = await openTestDatabase();
  try {
    const { db } = scratch;
    await createMerchant(db, DEMO_BRAND);
    const demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
    const memberId = await testMember(db, demo.id, name);
    const wallet = await accountFor(db, demo, 'member.main', { memberId });
    const moved = await deposit(db, demo, wallet, amount, 'k1');
    expect(await ledgerViolations(db)).toEqual([]);
    await use({ db, demo, wallet, moved });
  } finally {
    await scratch.close();
  }
}

describe('ledger history', () => {
  it('is append-only: the database refuses to change or remove transfers and entries', async () => {
    const { db } = database;
    const { wallet } = await fundedWallet('fay', 50n);
    const attempts = [
      sql`UPDATE ledger_entries SET amount = amount + 1 WHERE account_id = ${wallet}`,
      sql`DELETE FROM ledger_entries WHERE account_id = ${wallet}`,
      sql`UPDATE ledger_transfers SET kind = 'other'`,
      sql`DELETE FROM ledger_transfers`,
      sql`TRUNCATE ledger_entries`,
    ];
    for (const statement of attempts) await expect(statement.execute(db)).rejects.toThrow(/append-only/);
    expect(await balanceOf(wallet)).toBe(50n);
  });

  it('keeps every account: the database refuses removing one, or updating it other than as a transfer does', async () => {
    const { db } = database;
    const { wallet, cashIn } = await fundedWallet('flo', 50n);
    const [before] = await balancesOf(db, [wallet]);
    const attempts = [
      sql`DELETE FROM ledger_accounts WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET balance = 0, version = 0 WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET version = version + 2 WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET may_go_negative = true, version = version + 1 WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET member_id = NULL, version = version + 1 WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET kind = 'member.bonus', version = version + 1 WHERE id = ${wallet}`,
      sql`UPDATE ledger_accounts SET currency = 'XXX', version = version + 1 WHERE id = ${cashIn}`,
    ];
    for (const statement of attempts)
      await expect(statement.execute(db)).rejects.toThrow(
        /append-only: (DELETE|UPDATE) on ledger_accounts refused/,
      );
    await expect(sql`TRUNCATE ledger_accounts CASCADE`.execute(db)).rejects.toThrow(/refused/);
    expect(await balancesOf(db, [wallet])).toEqual([before]);
    // What a transfer does is still allowed.
    await deposit(db, brand, wallet, 5n, key());
    expect(await balanceOf(wallet)).toBe(55n);
  });

  it('watches every account column: a column added later without joining a guard fails here (0060)', async () => {
    const { db } = database;
    const columns = await sql<{ name: string }>`
      SELECT attname AS name FROM pg_attribute
      WHERE attrelid = 'ledger_accounts'::regclass AND attnum > 0 AND NOT attisdropped`.execute(db);
    const guarded = await sql<{ name: string }>`
      SELECT DISTINCT a.attname AS name
      FROM pg_trigger t
      CROSS JOIN LATERAL unnest(t.tgattr::int2[]) AS col(num)
      JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = col.num
      WHERE t.tgrelid = 'ledger_accounts'::regclass AND t.tgname IN
        ('ledger_accounts_owner_fixed', 'ledger_accounts_update_only_by_transfer')`.execute(db);
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    expect(names(columns.rows).length).toBeGreaterThan(5);
    expect(names(guarded.rows)).toEqual(names(columns.rows));
  });

  it(
    'has invariant checks that catch a tampered balance and an unbalanced transfer',
    () =>
      withScratchWallet('gus', 70n, async ({ db, demo, wallet }) => {
        // Past the database's own guards, as a bad migration or a hand edit would be.
        await sql`ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_update_only_by_transfer`.execute(
          db,
        );
        await db.updateTable('ledger_accounts').set({ balance: 71n }).where('id', '=', wallet).execute();
        expect((await ledgerViolations(db)).map(({ invariant }) => invariant)).toEqual(['I1', 'I2']);
        await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_no_forbidden_negative`.execute(
          db,
        );
        await db.updateTable('ledger_accounts').set({ balance: -5n }).where('id', '=', wallet).execute();
        expect((await ledgerViolations(db)).map(({ invariant }) => invariant)).toContain('I5');
        await sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`.execute(db);
        await sql`UPDATE ledger_entries SET balance_before = 1, balance_after = 71 WHERE account_id = ${wallet}`.execute(
          db,
        );
        expect((await ledgerViolations(db)).map(({ invariant }) => invariant)).toContain('I4');
        await db
          .insertInto('ledger_transfers')
          .values({
            merchant_id: demo.id,
            idempotency_key: 'k2',
            kind: 'broken',
            fingerprint: new Uint8Array(32),
          })
          .execute();
        expect((await ledgerViolations(db)).map(({ invariant }) => invariant)).toContain('I3');
      }),
    SCRATCH_DATABASE_MS,
  );

  it(
    'finds an entry whose transfer is missing or of another brand (no foreign key holds them, 0041)',
    () =>
      withScratchWallet('hana', 30n, async ({ db, demo, moved }) => {
        await createMerchant(db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
        const other = (await resolveMerchant(db, { code: 'other', host: '' })) as Merchant;
        expect(await ledgerViolations(db)).toEqual([]);
        const i3 = async () =>
          (await ledgerViolations(db))
            .filter(({ invariant }) => invariant === 'I3')
            .map(({ detail }) => detail);
        // The deposit's transfer said to belong to the other brand: both its entries are on demo accounts.
        await sql`SET session_replication_role = replica`.execute(db);
        await sql`UPDATE ledger_transfers SET merchant_id = ${other.id} WHERE id = ${moved.transferId}`.execute(
          db,
        );
        expect(await i3()).toEqual([expect.objectContaining({ entries_of_another_brand: 2n })]);
        await sql`UPDATE ledger_transfers SET merchant_id = ${demo.id} WHERE id = ${moved.transferId}`.execute(
          db,
        );
        expect(await i3()).toEqual([]);
        // Its transfer gone: the entries stand alone.
        await sql`DELETE FROM ledger_transfers WHERE id = ${moved.transferId}`.execute(db);
        expect(await i3()).toEqual([
          expect.objectContaining({ transfer_id: moved.transferId, entries_without_transfer: 2n }),
        ]);
      }),
    SCRATCH_DATABASE_MS,
  );
});

describe('ledger under concurrency', () => {
  it('lets exactly floor(B / a) of 200 concurrent withdrawals through, never below zero', async () => {
    const { db } = database;
    const { wallet, cashOut } = await fundedWallet('hal', 1_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => transfer(db, withdrawal(wallet, cashOut, 7n))),
    );
    const through = results.filter(({ status }) => status === 'fulfilled').length;
    expect(through).toBe(Math.floor(1_000 / 7));
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'funds.insufficient' });
    expect(await balanceOf(wallet)).toBe(1_000n - 7n * BigInt(through));
  });

  it('makes one transfer of the same key sent 10 times at once, and answers all 10 the same', async () => {
    const { db } = database;
    const { wallet, cashOut } = await fundedWallet('ivy', 1_000n);
    const count = await transferCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfer(db, withdrawal(wallet, cashOut, 250n, 'wd-ivy-once'))),
    );
    // One call made it; the nine others found it, and answer the same movement.
    expect(answers.filter(({ replayed }) => !replayed)).toHaveLength(1);
    const same = ({ replayed: _, ...movement }: (typeof answers)[number]) => movement;
    for (const answer of answers) expect(same(answer)).toEqual(same(answers[0] as (typeof answers)[number]));
    expect(await transferCount()).toBe(count + 1);
    expect(await balanceOf(wallet)).toBe(750n);
  });
});
