import { JACKPOT_WINNERS_SHOWN, type ZJackpots } from '@platform/contracts/jackpots/schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { maskAccount, memberAccounts } from '../identity/directory.ts';
import { accountFor, balancesOf, houseSubKey, lockedBalancesOf, transfer } from '../ledger/service.ts';
import * as repo from './repo.ts';

type Brand = Pick<Merchant, 'id' | 'currency'>;

/** A jackpot's rules, as the brand set them. */
export type Jackpot = {
  id: bigint;
  code: string;
  contributionBp: number;
  seedAmount: bigint;
  /** opening until its seed is in the pool, open, or closed (its pool given back to the house). */
  state: JackpotState;
  gameCodes: string[];
};

export type JackpotState = 'opening' | 'open' | 'closed';

const BASIS_POINTS = 10_000n;

/** The pool of a jackpot: one ledger account of the brand's, opened on first use. */
const poolOf = (db: Kysely<DB>, merchant: Brand, code: string) =>
  accountFor(db, merchant, 'system.jackpot', { subKey: code });

/** The house's side of games the seeds come from: the shard of the member whose win emptied the pool. */
const houseOf = (db: Kysely<DB>, merchant: Brand, memberId: bigint) =>
  accountFor(db, merchant, 'system.house', { subKey: houseSubKey('games', memberId) });

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

const seedKey = (jackpotId: bigint, cause: string) => `jackpot-seed:${jackpotId}/${cause}`;

/**
 * Opens the brand's jackpots (the demo brand's, a new installation's) and funds each pool with its
 * seed amount from the house, in the caller's transaction.
 */
export async function openJackpots(
  trx: Transaction<DB>,
  merchant: Brand,
  jackpots: readonly {
    code: string;
    contributionBp: number;
    seedAmount: bigint;
    gameCodes: readonly string[];
  }[],
): Promise<void> {
  for (const jackpot of jackpots) {
    const opened = await repo.insertJackpot(trx, { merchantId: merchant.id, ...jackpot, state: 'open' });
    if (!opened) throw new Error(`The brand has a jackpot ${jackpot.code} already`);
    const { id } = opened;
    await repo.insertJackpotGames(trx, id, jackpot.gameCodes);
    await fundPool(trx, merchant, { id, code: jackpot.code }, jackpot.seedAmount, 'opened');
  }
}

/**
 * Moves `amount` from the house into a jackpot's pool (its opening seed, a raised seed, a top-up), in
 * the caller's transaction, once per `cause`. A jackpot.seed transfer, as a win's reseed is: the
 * pool's invariant counts it as a seed.
 */
export async function fundPool(
  trx: Kysely<DB>,
  merchant: Brand,
  jackpot: { id: bigint; code: string },
  amount: bigint,
  cause: string,
): Promise<bigint> {
  const { transferId } = await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: seedKey(jackpot.id, cause),
    kind: 'jackpot.seed',
    legs: [
      { accountId: await houseOf(trx, merchant, 0n), amount: -amount },
      { accountId: await poolOf(trx, merchant, jackpot.code), amount },
    ],
    memo: { jackpot: jackpot.code },
  });
  return transferId;
}

/**
 * Gives a closed jackpot's pool back to the house, whatever it holds (below zero, the house tops it up
 * to nothing), in the caller's transaction with the jackpot locked, once per `cause`. Answers what
 * moved and its transfer (none when the pool held nothing).
 */
export async function emptyPool(
  trx: Kysely<DB>,
  merchant: Brand,
  jackpot: { id: bigint; code: string },
  cause: string,
): Promise<{ moved: bigint; transferId: bigint | null }> {
  const pool = await poolOf(trx, merchant, jackpot.code);
  const house = await houseOf(trx, merchant, 0n);
  const held = (await lockedBalancesOf(trx, [pool, house])).get(pool) ?? 0n;
  if (held === 0n) return { moved: 0n, transferId: null };
  const { transferId } = await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `jackpot-close:${jackpot.id}/${cause}`,
    kind: 'jackpot.close',
    legs: [
      { accountId: pool, amount: -held },
      { accountId: house, amount: held },
    ],
    memo: { jackpot: jackpot.code },
  });
  return { moved: held, transferId };
}

/**
 * Of these ledger accounts, the jackpot pools, and whether each one's jackpot is open: a stake given
 * back takes a closed pool's share from the house, where the closing moved the pool's money. Asked
 * with the accounts locked (see jackpot_pool_states).
 */
export async function poolStates(
  db: Kysely<DB>,
  accountIds: readonly bigint[],
): Promise<{ accountId: bigint; open: boolean }[]> {
  return (await repo.poolStates(db, accountIds)).map(({ account_id, open }) => ({
    accountId: account_id,
    open,
  }));
}

/** What each pool holds now, by jackpot code. */
export async function poolAmounts(
  db: Kysely<DB>,
  merchant: Brand,
  codes: readonly string[],
): Promise<Map<string, bigint>> {
  const pools = await Promise.all(codes.map((code) => poolOf(db, merchant, code)));
  const held = new Map((await balancesOf(db, pools)).map(({ id, balance }) => [id, balance]));
  return new Map(codes.map((code, at) => [code, held.get(pools[at] ?? -1n) ?? 0n]));
}

/** The brand's jackpots with their games, largest seed first. */
export async function jackpotsOf(db: Kysely<DB>, merchantId: bigint): Promise<Jackpot[]> {
  const byId = new Map<bigint, Jackpot>();
  for (const row of await repo.jackpotsOf(db, merchantId)) {
    const jackpot = byId.get(row.id) ?? {
      id: row.id,
      code: row.code,
      contributionBp: row.contribution_bp,
      seedAmount: row.seed_amount,
      state: row.state,
      gameCodes: [],
    };
    if (row.game_code !== null) jackpot.gameCodes.push(row.game_code);
    byId.set(row.id, jackpot);
  }
  return [...byId.values()];
}

/**
 * The legs a stake of `gameCode` adds to its debit's transfer: each jackpot the game feeds takes its
 * share (rounded down; a share of nothing is no leg), which the debit takes from the house's side.
 * `jackpots` are the brand's, as the caller last read them.
 */
export async function poolShares(
  db: Kysely<DB>,
  merchant: Brand,
  jackpots: readonly Jackpot[],
  gameCode: string,
  stake: bigint,
): Promise<{ accountId: bigint; amount: bigint }[]> {
  const legs: { accountId: bigint; amount: bigint }[] = [];
  for (const jackpot of jackpots) {
    if (!jackpot.gameCodes.includes(gameCode)) continue;
    const share = (stake * BigInt(jackpot.contributionBp)) / BASIS_POINTS;
    if (share > 0n) legs.push({ accountId: await poolOf(db, merchant, jackpot.code), amount: share });
  }
  return legs;
}

/**
 * Why a claim pays nothing: the brand has no such jackpot or the game does not feed it, staff closed
 * it, or the round won it already.
 */
export type JackpotRefusal = 'unknown' | 'closed' | 'won-already';

/**
 * Pays a jackpot's whole pool to `wallet` and restores the pool to its seed amount from the house, in
 * the caller's transaction: the jackpot's row is locked first, so two wins of one jackpot take turns
 * and the second is paid what the first left (the seed, and the shares taken since). The pool, the
 * wallet and the house are locked before the pool is read, so no share lands between the read and
 * the payment. Answers what was paid, never negative.
 */
export async function payJackpot(
  trx: Kysely<DB>,
  merchant: Brand,
  claim: {
    code: string;
    gameCode: string;
    memberId: bigint;
    gameRoundId: bigint;
    wallet: bigint;
    /** The win's ledger key (the provider's transaction), and what the reseed's key is made from. */
    idempotencyKey: string;
    memo: Record<string, string>;
  },
): Promise<{ paid: bigint; transferId: bigint | null } | JackpotRefusal> {
  const jackpot = await repo.lockJackpot(trx, merchant.id, claim.code);
  if (jackpot?.state === 'closed') return 'closed';
  if (!jackpot || !(await repo.isGameOf(trx, jackpot.id, claim.gameCode))) return 'unknown';
  if (await repo.winOfRound(trx, jackpot.id, claim.gameRoundId)) return 'won-already';
  const pool = await poolOf(trx, merchant, claim.code);
  const house = await houseOf(trx, merchant, claim.memberId);
  const held = (await lockedBalancesOf(trx, [pool, claim.wallet, house])).get(pool) ?? 0n;
  const paid = maxOf(held, 0n);
  let transferId: bigint | null = null;
  if (paid > 0n)
    ({ transferId } = await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: claim.idempotencyKey,
      kind: 'game.jackpot',
      legs: [
        { accountId: pool, amount: -paid },
        { accountId: claim.wallet, amount: paid },
      ],
      memo: { ...claim.memo, jackpot: claim.code },
    }));
  await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: seedKey(jackpot.id, claim.idempotencyKey),
    kind: 'jackpot.seed',
    legs: [
      { accountId: house, amount: -(jackpot.seed_amount - (held - paid)) },
      { accountId: pool, amount: jackpot.seed_amount - (held - paid) },
    ],
    memo: { jackpot: claim.code },
  });
  await repo.insertWin(trx, {
    jackpotId: jackpot.id,
    merchantId: merchant.id,
    memberId: claim.memberId,
    gameRoundId: claim.gameRoundId,
    amount: paid,
    ledgerTransferId: transferId,
  });
  return { paid, transferId };
}

/** The site's view: each pool's amount now and the latest winners, their accounts masked. */
export async function jackpotBoard(db: Kysely<DB>, merchant: Merchant): Promise<z.input<typeof ZJackpots>> {
  const [all, wins] = await Promise.all([
    jackpotsOf(db, merchant.id),
    repo.latestWins(db, merchant.id, JACKPOT_WINNERS_SHOWN),
  ]);
  // An opening not funded yet, or a closed jackpot, is nothing a member can win.
  const jackpots = all.filter(({ state }) => state === 'open');
  const pools = await Promise.all(jackpots.map(({ code }) => poolOf(db, merchant, code)));
  const [balances, accounts] = await Promise.all([
    balancesOf(db, pools),
    memberAccounts(db, merchant.id, [...new Set(wins.map(({ member_id }) => member_id))]),
  ]);
  const held = new Map(balances.map(({ id, balance }) => [id, balance]));
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    jackpots: jackpots.map((jackpot, at) => ({
      code: jackpot.code,
      // A pool below zero (stakes given back after it was paid) pays nothing: it shows nothing.
      amount: money(maxOf(held.get(pools[at] ?? -1n) ?? 0n, 0n)),
      gameCodes: jackpot.gameCodes,
    })),
    winners: wins.map((win) => ({
      player: maskAccount(accounts.get(win.member_id) ?? ''),
      jackpot: win.code,
      amount: money(win.amount),
      wonAt: win.created_at.toISOString(),
    })),
  };
}
