import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import { accountFor, balancesOf, reverse, type Transfer, transfer } from './service.ts';

let database: TestDatabase;
let brand: Merchant;

beforeAll(async () => {
  database = await openTestDatabase();
  await createMerchant(database.db, DEMO_BRAND);
  brand = (await resolveMerchant(database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => database?.close());

/** The member-side accounts of one run: two main wallets and a vendor wallet. */
const WALLETS = ['ann', 'bob', 'vendor'] as const;
type Wallet = (typeof WALLETS)[number];

type Operation =
  | { op: 'deposit'; to: Wallet; amount: bigint }
  | { op: 'withdraw'; from: Wallet; amount: bigint }
  | { op: 'move'; from: Wallet; to: Wallet; amount: bigint }
  | { op: 'reverse'; pick: number }
  | { op: 'replay'; pick: number };

const wallet = fc.constantFrom(...WALLETS);
const amount = fc.bigInt({ min: 1n, max: 1_000n });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), to: wallet, amount }),
  fc.record({ op: fc.constant('withdraw' as const), from: wallet, amount }),
  fc.record({ op: fc.constant('move' as const), from: wallet, to: wallet, amount }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);

/** A plain model of the wallets: every accepted or refused operation must agree with it. */
type Model = Record<Wallet, bigint>;
type Done = { key: string; legs: { wallet: Wallet; amount: bigint }[]; answer: Transfer; reversed: boolean };

let runs = 0;

it(`agrees with an in-memory model over PROPERTY_RUNS random histories, and keeps every invariant`, async () => {
  const { db } = database;
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
      runs += 1;
      // Cash accounts of the history's own: its five accounts hold every entry its transfers wrote,
      // so the invariants can be checked on them alone after each history, however long the run.
      const cashIn = await accountFor(db, brand, 'system.cash_in', { subKey: `prop${runs}` });
      const cashOut = await accountFor(db, brand, 'system.cash_out', { subKey: `prop${runs}` });
      const memberId = await testMember(db, brand.id, `prop${runs}`);
      const ids: Record<Wallet, bigint> = {
        ann: await accountFor(db, brand, 'member.main', { memberId }),
        bob: await accountFor(db, brand, 'member.main', { memberId, subKey: 'second' }),
        vendor: await accountFor(db, brand, 'member.vendor', { memberId, subKey: 'house-vendor' }),
      };
      const model: Model = { ann: 0n, bob: 0n, vendor: 0n };
      const done: Done[] = [];
      let step = 0;
      const apply = async (legs: { wallet: Wallet | 'in' | 'out'; amount: bigint }[]) => {
        step += 1;
        const key = `prop-${runs}-${step}`;
        const accountOf = (name: Wallet | 'in' | 'out') =>
          name === 'in' ? cashIn : name === 'out' ? cashOut : ids[name];
        const covered = legs.every(({ wallet: name, amount: moved }) =>
          name === 'in' || name === 'out' ? true : model[name] + moved >= 0n,
        );
        const attempt = transfer(db, {
          merchantId: brand.id,
          idempotencyKey: key,
          kind: 'property',
          legs: legs.map((leg) => ({ accountId: accountOf(leg.wallet), amount: leg.amount })),
        });
        if (!covered) {
          await expect(attempt).rejects.toMatchObject({ code: 'funds.insufficient' });
          return;
        }
        const answer = await attempt;
        const walletLegs = legs.flatMap((leg) =>
          leg.wallet === 'in' || leg.wallet === 'out' ? [] : [{ wallet: leg.wallet, amount: leg.amount }],
        );
        for (const leg of walletLegs) model[leg.wallet] += leg.amount;
        done.push({ key, legs: walletLegs, answer, reversed: false });
      };

      for (const operation of operations) {
        if (operation.op === 'deposit')
          await apply([
            { wallet: 'in', amount: -operation.amount },
            { wallet: operation.to, amount: operation.amount },
          ]);
        else if (operation.op === 'withdraw')
          await apply([
            { wallet: operation.from, amount: -operation.amount },
            { wallet: 'out', amount: operation.amount },
          ]);
        else if (operation.op === 'move') {
          if (operation.from === operation.to) continue;
          await apply([
            { wallet: operation.from, amount: -operation.amount },
            { wallet: operation.to, amount: operation.amount },
          ]);
        } else if (done.length > 0) {
          const target = done[operation.pick % done.length] as Done;
          if (operation.op === 'replay') {
            const replayed = await transfer(db, {
              merchantId: brand.id,
              idempotencyKey: target.key,
              kind: target.answer.kind,
              legs: target.answer.entries.map(({ accountId, amount: moved }) => ({
                accountId,
                amount: moved,
              })),
            });
            expect(replayed).toEqual({ ...target.answer, replayed: true });
            continue;
          }
          step += 1;
          const attempt = reverse(db, {
            merchantId: brand.id,
            transferId: target.answer.transferId,
            idempotencyKey: `prop-${runs}-${step}`,
            kind: 'property.reversal',
          });
          const covered = target.legs.every(({ wallet: name, amount: moved }) => model[name] - moved >= 0n);
          if (target.reversed)
            await expect(attempt).rejects.toMatchObject({ code: 'transfer.already.reversed' });
          else if (!covered) await expect(attempt).rejects.toMatchObject({ code: 'funds.insufficient' });
          else {
            await attempt;
            for (const leg of target.legs) model[leg.wallet] -= leg.amount;
            target.reversed = true;
          }
        }
      }
      const stored = await balancesOf(
        db,
        WALLETS.map((name) => ids[name]),
      );
      const byId = new Map(stored.map((row) => [row.id, row.balance]));
      for (const name of WALLETS) expect(byId.get(ids[name])).toBe(model[name]);
      await expectLedgerHealthy(db, { accountIds: [...Object.values(ids), cashIn, cashOut] });
    }),
  );
  await expectLedgerHealthy(db);
}, 600_000);
