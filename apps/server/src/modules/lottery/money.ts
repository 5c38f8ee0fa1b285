import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  accountFor,
  accountsFor,
  houseSubKey as ledgerHouseSubKey,
  ownerKey,
  transfer,
} from '../ledger/service.ts';

/** A brand as its lottery money needs it: its zone is the day a win or a refund counts on for limits. */
export type Brand = { id: bigint; currency: string; timeZone: string };

/** The house's lottery side, sharded by member as the ledger chooses, so no one balance row serialises every bet. */
const houseSubKey = (memberId: bigint) => ledgerHouseSubKey('lottery', memberId);

/**
 * The accounts a member's lottery money moves between: the main wallet, the house (sharded), and the
 * member's chase hold (a member.held account of its own, so a withdrawal's hold is never mixed in).
 */
export async function lotteryAccounts(db: Kysely<DB>, brand: Brand, memberId: bigint) {
  const [main, house, chaseHold] = await Promise.all([
    accountFor(db, brand, 'member.main', { memberId }),
    accountFor(db, brand, 'system.house', { subKey: houseSubKey(memberId) }),
    accountFor(db, brand, 'member.held', { memberId, subKey: 'lottery-chase' }),
  ]);
  return { main, house, chaseHold };
}

/**
 * The main wallet and the house shard of many members at once, opened on first use: what a settlement
 * pays between, found in two statements for a whole batch of bets.
 */
export async function payoutAccounts(db: Kysely<DB>, brand: Brand, memberIds: readonly bigint[]) {
  const [mains, houses] = await Promise.all([
    accountsFor(
      db,
      brand,
      'member.main',
      memberIds.map((memberId) => ({ memberId })),
    ),
    accountsFor(
      db,
      brand,
      'system.house',
      memberIds.map((memberId) => ({ memberId: null, subKey: houseSubKey(memberId) })),
    ),
  ]);
  return (memberId: bigint) => {
    const main = mains.get(ownerKey(memberId));
    const house = houses.get(ownerKey(null, houseSubKey(memberId)));
    if (main === undefined || house === undefined)
      throw new Error(`No payout accounts of member ${memberId}`);
    return { main, house };
  };
}

/** One movement of `amount` from one account to another, under a key that makes it happen once. */
export function move(
  db: Kysely<DB>,
  brand: Brand,
  movement: { key: string; kind: string; from: bigint; to: bigint; amount: bigint },
) {
  return transfer(db, {
    merchantId: brand.id,
    idempotencyKey: movement.key,
    kind: movement.kind,
    legs: [
      { accountId: movement.from, amount: -movement.amount },
      { accountId: movement.to, amount: movement.amount },
    ],
  });
}
