import { createHash, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { afterCommit } from '../../db/after-commit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import * as repo from './repo.ts';

/**
 * Kinds of account. A person's balance never goes below zero; the platform's own accounts (money
 * coming in, going out, the house's side of play, staff adjustments) may.
 */
const ACCOUNT_KINDS = {
  'member.main': { mayGoNegative: false },
  'member.vendor': { mayGoNegative: false },
  'member.bonus': { mayGoNegative: false },
  /** Money of a withdrawal from its request until staff pay it or give it back. */
  'member.held': { mayGoNegative: false },
  'system.cash_in': { mayGoNegative: true },
  'system.cash_out': { mayGoNegative: true },
  'system.house': { mayGoNegative: true },
  'system.adjustment': { mayGoNegative: true },
  /** What the brand pays out in promotion bonuses and raffle prizes. */
  'system.promotion': { mayGoNegative: true },
  /** Points (currency PTS, a ledger of their own): the member's, and the brand's side that issues them. */
  'member.points': { mayGoNegative: false },
  'system.points': { mayGoNegative: true },
  /** What the brand pays out as rewards: rebates, VIP upgrade bonuses, cash from the points mall, mission and referral rewards. */
  'system.rewards': { mayGoNegative: true },
  /** What the brand earns in payment methods' fees (a withdrawal's fee, given back when it is rejected or refunded). */
  'system.fees': { mayGoNegative: true },
  /**
   * A progressive jackpot's pool (sub-key: the jackpot's code): the brand's money set aside for its
   * next winner. It may go below zero only as the house may: a stake given back after the pool that
   * took its share was paid out takes the share back from the pool as it stands.
   */
  'system.jackpot': { mayGoNegative: true },
} as const;
export type AccountKind = keyof typeof ACCOUNT_KINDS;

type Leg = { accountId: bigint; amount: bigint };

export type TransferRequest = {
  merchantId: bigint;
  /** Unique per brand: the same key again answers the first transfer, or a conflict if it differs. */
  idempotencyKey: string;
  /** What the movement is (deposit, withdrawal, wallet transfer, ...), for the records. */
  kind: string;
  legs: readonly Leg[];
  memo?: Record<string, string | number | boolean>;
};

type TransferEntry = {
  accountId: bigint;
  amount: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  version: bigint;
};

/** The same for the first call and every replay of its key, but for `replayed`. */
export type Transfer = {
  transferId: bigint;
  /** This call found the transfer its key made before, and moved nothing. */
  replayed: boolean;
  kind: string;
  createdAt: Date;
  entries: TransferEntry[];
};

/** Serialization failures and deadlocks are retried with the same key, a few times, after a short random wait. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/**
 * The house's side of play is spread over this many accounts per brand and product, so that players'
 * bets do not queue for one balance row: a move into the house locks its row until the commit is on
 * disk, and eight rows made every ninth concurrent player wait (issue 25). Only the sum of a product's
 * house accounts means anything; a member's shard may change with this number (old shards keep their
 * balances, and a reversal moves back through the accounts its transfer used).
 */
const HOUSE_SHARDS = 1024n;

/**
 * The sub-key of the house account that takes the other side of a member's play of `product`, the one
 * place a house shard is chosen (vendor wallet and lottery). Member ids are handed out in sequence, so
 * their remainder spreads players who are playing at the same time over distinct shards better than a
 * random hash would (which puts two of 40 players on one shard more often than not).
 */
export const houseSubKey = (product: 'games' | 'lottery', memberId: bigint) =>
  `${product}-${memberId % HOUSE_SHARDS}`;

/**
 * Account ids already opened, by database and owner. An account never moves, closes or changes owner
 * once opened, so an id read outside a transaction (committed) stays right for the life of the
 * process, and a hot path such as a slip finds its accounts without a statement. An id opened inside
 * a transaction is not kept: the transaction may roll back. At most ACCOUNT_CACHE_SIZE per database,
 * the oldest forgotten first, so a brand with millions of members does not grow the process without end.
 */
const openedAccounts = new WeakMap<Kysely<DB>, Map<string, bigint>>();
const ACCOUNT_CACHE_SIZE = 100_000;

/** The account of a member (or, with `memberId` null, of the brand) of `kind`, opened on first use. */
export async function accountFor(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  kind: AccountKind,
  { memberId = null, subKey = '' }: { memberId?: bigint | null; subKey?: string } = {},
): Promise<bigint> {
  const ensure = () =>
    repo.ensureAccount(
      db,
      { merchantId: merchant.id, currency: merchant.currency, kind, memberId, subKey },
      ACCOUNT_KINDS[kind].mayGoNegative,
    );
  if (db.isTransaction) return ensure();
  let opened = openedAccounts.get(db);
  if (!opened) {
    opened = new Map();
    openedAccounts.set(db, opened);
  }
  const key = `${merchant.id}:${merchant.currency}:${kind}:${ownerKey(memberId, subKey)}`;
  const known = opened.get(key);
  if (known !== undefined) return known;
  const id = await ensure();
  if (opened.size >= ACCOUNT_CACHE_SIZE) opened.delete(opened.keys().next().value as string);
  opened.set(key, id);
  return id;
}

/**
 * The accounts of `kind` of many owners at once (a member, or the brand with `memberId` null, and a
 * sub-key), each opened on first use: answers each account id under `${memberId}:${subKey}`.
 */
export async function accountsFor(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  kind: AccountKind,
  owners: readonly { memberId: bigint | null; subKey?: string }[],
): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  if (owners.length === 0) return ids;
  const unique = new Map(
    owners.map(({ memberId, subKey = '' }) => [ownerKey(memberId, subKey), { memberId, subKey }]),
  );
  const rows = await repo.ensureAccounts(
    db,
    { merchantId: merchant.id, currency: merchant.currency, kind },
    [...unique.values()],
    ACCOUNT_KINDS[kind].mayGoNegative,
  );
  for (const row of rows) ids.set(ownerKey(row.member_id, row.sub_key), row.id);
  return ids;
}

export const ownerKey = (memberId: bigint | null, subKey = '') => `${memberId ?? ''}:${subKey}`;

/** The accounts of `kind` of these members, each opened on first use: one call for a whole batch. */
export async function accountsForMembers(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  kind: AccountKind,
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  const ids = await accountsFor(
    db,
    merchant,
    kind,
    memberIds.map((memberId) => ({ memberId })),
  );
  return new Map(
    memberIds.map((memberId) => {
      const id = ids.get(ownerKey(memberId));
      if (id === undefined) throw new Error(`No ${kind} account for member ${memberId}`);
      return [memberId, id];
    }),
  );
}

function checkLegs(legs: readonly Leg[]): void {
  // These are the calling module's mistakes, not a member's: money rules are checked before here.
  if (legs.length < 2) throw new Error('A transfer needs at least two legs');
  if (legs.some(({ amount }) => amount === 0n)) throw new Error('A leg cannot move zero');
  if (legs.reduce((sum, { amount }) => sum + amount, 0n) !== 0n)
    throw new Error('The legs of a transfer must sum to zero');
  if (new Set(legs.map(({ accountId }) => accountId)).size !== legs.length)
    throw new Error('An account appears twice in one transfer');
}

/** What a key was first used for: a replay must ask for exactly the same movement. */
function fingerprintOf(
  kind: string,
  legs: readonly Leg[],
  reversesId: bigint | null,
  memo: object,
): Uint8Array {
  const canonical = JSON.stringify({
    kind,
    legs: [...legs]
      .sort((a, b) => (a.accountId < b.accountId ? -1 : 1))
      .map(({ accountId, amount }) => [String(accountId), String(amount)]),
    reversesId: reversesId === null ? null : String(reversesId),
    memo: Object.entries(memo).sort(([a], [b]) => (a < b ? -1 : 1)),
  });
  return new Uint8Array(createHash('sha256').update(canonical).digest());
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const toEntry = (row: repo.EntryRow): TransferEntry => ({
  accountId: row.account_id,
  amount: row.amount,
  balanceBefore: row.balance_before,
  balanceAfter: row.balance_after,
  version: row.account_version,
});

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

async function retrying<T>(work: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(errorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, randomInt(5, 20 * attempt)));
    }
  }
}

/** Told of each movement once it is committed (member-live signals the members whose balance moved). */
type MovementHook = (moved: { merchantId: bigint; accountIds: readonly bigint[] }) => void;
const movementHooks = new Set<MovementHook>();

/** Tells `hook` of every movement this process commits from now on; answers what stops it. */
export function onMovement(hook: MovementHook): () => void {
  movementHooks.add(hook);
  return () => {
    movementHooks.delete(hook);
  };
}

/**
 * Says that money moved between `accountIds`, once `db`'s transaction commits: for a module that
 * moves money in its own statement (through the database's ledger_move) rather than `transfer`.
 */
export async function announceMovement(
  db: Kysely<DB>,
  merchantId: bigint,
  accountIds: readonly bigint[],
): Promise<void> {
  if (movementHooks.size === 0) return;
  await afterCommit(db, () => {
    for (const hook of movementHooks) hook({ merchantId, accountIds });
  });
}

async function move(db: Kysely<DB>, request: TransferRequest, reversesId: bigint | null): Promise<Transfer> {
  const moved = await moveOnce(db, request, reversesId);
  if (!moved.replayed)
    await announceMovement(
      db,
      request.merchantId,
      moved.entries.map(({ accountId }) => accountId),
    );
  return moved;
}

function moveOnce(db: Kysely<DB>, request: TransferRequest, reversesId: bigint | null): Promise<Transfer> {
  checkLegs(request.legs);
  const memo = request.memo ?? {};
  const fingerprint = fingerprintOf(request.kind, request.legs, reversesId, memo);
  // Inside a caller's transaction a failure aborts the whole of it: the caller retries from the start.
  return retrying(
    async () => {
      const outcome = await repo
        .moveInOneStatement(db, {
          merchantId: request.merchantId,
          idempotencyKey: request.idempotencyKey,
          kind: request.kind,
          fingerprint,
          reversesId,
          memo,
          accountIds: request.legs.map(({ accountId }) => accountId),
          amounts: request.legs.map(({ amount }) => amount),
        })
        .catch((error: unknown) => {
          if (errorCode(error) === '23505' && reversesId !== null)
            throw new AppError('transfer.already.reversed', { cause: error });
          throw error;
        });
      if (outcome.transfer)
        return {
          transferId: outcome.transfer.id,
          replayed: false,
          kind: request.kind,
          createdAt: outcome.transfer.createdAt,
          entries: outcome.entries.map(toEntry),
        };
      // Nothing written: a key used before answers its first transfer (whatever the balances are now).
      const first = await repo.findTransferByKey(db, request.merchantId, request.idempotencyKey);
      if (first) {
        if (!sameBytes(first.fingerprint, fingerprint)) throw new AppError('idempotency.conflict');
        return {
          transferId: first.id,
          replayed: true,
          kind: first.kind,
          createdAt: first.created_at,
          entries: (await repo.entriesOf(db, first.id)).map(toEntry),
        };
      }
      if (reversesId !== null && (await repo.isReversed(db, reversesId)))
        throw new AppError('transfer.already.reversed');
      if (outcome.found !== request.legs.length || outcome.foreign > 0 || outcome.currencies !== 1)
        throw new Error('A transfer moves money between accounts of one brand and one currency');
      if (outcome.overdrawn > 0) throw new AppError('funds.insufficient');
      throw new Error('The transfer was neither written nor refused');
    },
    db.isTransaction ? 1 : ATTEMPTS,
  );
}

/**
 * What a module that moves money in its own single statement (through the database's ledger_move)
 * hands it: the legs checked, and the fingerprint a replay of the key must match.
 */
export function preparedMove(request: Omit<TransferRequest, 'merchantId' | 'idempotencyKey'>) {
  checkLegs(request.legs);
  const memo = request.memo ?? {};
  return {
    fingerprint: fingerprintOf(request.kind, request.legs, null, memo),
    memo,
  };
}

/** Runs `work` again after a serialization failure or a deadlock, a few times, after a short random wait. */
export function retryingMoneyWork<T>(work: () => Promise<T>): Promise<T> {
  return retrying(work);
}

/**
 * Runs `work` in one transaction, and again from the start after a serialization failure or a
 * deadlock: for a movement that must land together with the caller's own rows (a deposit marked
 * paid, a withdrawal held, the staff action recorded), or not at all.
 */
export function inMoneyTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return retrying(() => db.transaction().execute(work));
}

/**
 * Moves money: one transfer whose legs sum to zero, written with the balance updates in one
 * transaction, or nothing at all. A person's account that would go below zero refuses it
 * (funds.insufficient); a key used before answers the first transfer when the request is the same,
 * and idempotency.conflict when it is not.
 */
export function transfer(db: Kysely<DB>, request: TransferRequest): Promise<Transfer> {
  return move(db, request, null);
}

/**
 * An account of a transfer being reversed whose leg another account takes back instead (a closed
 * jackpot's pool, whose money went to the house), from the transfer's accounts, locked.
 */
export type ReversalRedirect = (accountIds: readonly bigint[]) => Promise<ReadonlyMap<bigint, bigint>>;

/**
 * Undoes a transfer with a new one moving every leg back (the ledger is never edited). A transfer is
 * reversed at most once (transfer.already.reversed); the reversal is refused like any transfer when
 * a person's account no longer holds what it received. With `redirect`, the transfer's accounts are
 * locked first (in the order every movement locks them), then asked which of them hand their leg to
 * another: what `redirect` reads of them holds until the caller's transaction ends.
 */
export async function reverse(
  db: Kysely<DB>,
  request: {
    merchantId: bigint;
    transferId: bigint;
    idempotencyKey: string;
    kind: string;
    redirect?: ReversalRedirect;
  },
): Promise<Transfer> {
  const { redirect, ...reversal } = request;
  const original = await repo.findTransfer(db, request.merchantId, request.transferId);
  if (!original) throw new Error(`No transfer ${request.transferId} of this brand`);
  const entries = await repo.entriesOf(db, original.id);
  let instead: ReadonlyMap<bigint, bigint> = new Map();
  if (redirect) {
    const accountIds = entries.map(({ account_id }) => account_id);
    await repo.lockedBalances(db, accountIds);
    instead = await redirect(accountIds);
  }
  const legs = new Map<bigint, bigint>();
  for (const { account_id, amount } of entries) {
    const accountId = instead.get(account_id) ?? account_id;
    legs.set(accountId, (legs.get(accountId) ?? 0n) - amount);
  }
  return move(
    db,
    {
      ...reversal,
      legs: [...legs]
        .filter(([, amount]) => amount !== 0n)
        .map(([accountId, amount]) => ({ accountId, amount })),
    },
    original.id,
  );
}

/** The transfer a key made, if any: what a replay of the key would answer, without moving anything. */
export async function transferByKey(
  db: Kysely<DB>,
  merchantId: bigint,
  idempotencyKey: string,
): Promise<Omit<Transfer, 'replayed'> | undefined> {
  const found = await repo.findTransferByKey(db, merchantId, idempotencyKey);
  if (!found) return undefined;
  return {
    transferId: found.id,
    kind: found.kind,
    createdAt: found.created_at,
    entries: (await repo.entriesOf(db, found.id)).map(toEntry),
  };
}

/** Whether a reversing transfer undid this one already. */
export function isReversed(db: Kysely<DB>, transferId: bigint): Promise<boolean> {
  return repo.isReversed(db, transferId);
}

/** Balances (and versions) of the accounts, in id order. */
export function balancesOf(db: Kysely<DB>, accountIds: readonly bigint[]) {
  return repo.balances(db, accountIds);
}

/**
 * Balances of the accounts, locked until the caller's transaction ends, in the order every movement
 * locks them: for a service that reads a balance and then moves it (a jackpot paid whole) in several
 * transfers, so that nothing moves between the read and the transfers, and no lock is taken out of order.
 */
export async function lockedBalancesOf(
  trx: Kysely<DB>,
  accountIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  const rows = await repo.lockedBalances(trx, accountIds);
  return new Map(rows.map(({ id, balance }) => [id, balance]));
}

/**
 * The balances a member holds, by kind and sub-key, read without opening anything: an account not
 * opened yet holds nothing.
 */
export async function memberBalances(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  memberId: bigint,
): Promise<{ kind: string; subKey: string; balance: bigint }[]> {
  const rows = await repo.accountsOfMember(db, merchant.id, memberId);
  return rows
    .filter((row) => row.currency === merchant.currency)
    .map((row) => ({ kind: row.kind, subKey: row.sub_key, balance: row.balance }));
}

/** Each member's main-wallet balance, zero for one that has not opened it yet. */
export async function mainBalances(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  const balances = new Map(memberIds.map((id) => [id, 0n]));
  if (memberIds.length === 0) return balances;
  for (const row of await repo.mainBalancesOf(db, merchant, memberIds))
    if (row.member_id !== null) balances.set(row.member_id, row.balance);
  return balances;
}

/**
 * The member's movements, newest first: each entry on one of the member's accounts, with the kind of
 * transfer it belongs to, in the half-open time range [from, until).
 */
/** Which of these idempotency keys already name a transfer of the brand: what a movement's story has reached. */
export const transfersTaken = (db: Kysely<DB>, merchantId: bigint, keys: readonly string[]) =>
  repo.takenKeys(db, merchantId, keys);

export async function memberHistory(
  db: Kysely<DB>,
  filter: repo.HistoryFilter,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    repo.memberEntries(db, filter, page),
    repo.memberEntryCount(db, filter),
  ]);
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      memo: row.memo as Record<string, unknown>,
      wallet: row.account_kind === 'member.vendor' ? row.sub_key : row.account_kind.replace(/^member\./, ''),
      amount: row.amount,
      balanceAfter: row.balance_after,
      at: row.created_at,
    })),
  };
}

/**
 * What moved in and out of all the member's accounts in the range, summed by transfer kind: a move
 * between two of the member's own accounts (a chase hold) sums to nothing.
 */
export async function memberFlowByKind(
  db: Kysely<DB>,
  filter: repo.HistoryFilter,
): Promise<Map<string, bigint>> {
  const rows = await repo.memberAllTotals(db, filter);
  return new Map(rows.map(({ kind, total }) => [kind, BigInt(total)]));
}

/** What moved in and out of the member's main wallet in the range, summed by transfer kind. */
export async function memberMainTotals(db: Kysely<DB>, filter: repo.HistoryFilter) {
  const rows = await repo.memberTotals(db, filter);
  return rows.map(({ kind, total }) => ({ kind, total: BigInt(total) }));
}

/** What each member holds in accounts of `kind` (the bonus account: bonuses still being wagered). */
export async function memberHoldings(
  db: Kysely<DB>,
  merchantId: bigint,
  kind: AccountKind,
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await repo.holdingsOf(db, merchantId, kind, memberIds);
  return new Map(rows.map(({ member_id, total }) => [member_id as bigint, BigInt(total)]));
}

/** Each member's largest single win paid by the house since `since`, for members who had one. */
export async function largestHouseWins(
  db: Kysely<DB>,
  merchantId: bigint,
  memberIds: readonly bigint[],
  since: Date,
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await repo.largestHouseWinsOf(db, merchantId, memberIds, since);
  return new Map(rows.map(({ member_id, largest }) => [BigInt(member_id), BigInt(largest)]));
}

/** Whether any member of the brand holds money in the game wallet of the vendor account type `subKey`. */
export function anyVendorWalletHeld(db: Kysely<DB>, merchantId: bigint, subKey: string): Promise<boolean> {
  return repo.anyHolding(db, { merchantId, kind: 'member.vendor', subKey });
}

/** Whether any money (or points) ever moved in the brand: its currency is fixed from then on. */
export function hasMovements(db: Kysely<DB>, merchantId: bigint): Promise<boolean> {
  return repo.anyTransfer(db, merchantId);
}

/**
 * Per member, a mark that changes with every movement of any of their accounts (each movement moves
 * an account's version on): a live stream compares marks instead of balances.
 */
export async function movementMarks(
  db: Kysely<DB>,
  memberIds: readonly bigint[],
): Promise<Map<bigint, string>> {
  const rows = await repo.versionSumsOf(db, memberIds);
  return new Map(rows.map((row) => [row.member_id, String(row.versions)]));
}

/** The member behind each of `accountIds` that is a member's (the brand's own accounts have none). */
export async function ownersOf(db: Kysely<DB>, accountIds: readonly bigint[]): Promise<Map<bigint, bigint>> {
  const rows = await repo.ownersOf(db, accountIds);
  return new Map(rows.map((row) => [row.id, row.member_id]));
}
