import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type AccountKey = {
  merchantId: bigint;
  currency: string;
  kind: string;
  memberId: bigint | null;
  subKey: string;
};

/** The account of `key`, opened on first use; two first uses at once open one. */
export async function ensureAccount(
  db: Kysely<DB>,
  key: AccountKey,
  mayGoNegative: boolean,
): Promise<bigint> {
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: key.merchantId,
      currency: key.currency,
      kind: key.kind,
      member_id: key.memberId,
      sub_key: key.subKey,
      may_go_negative: mayGoNegative,
    })
    .onConflict((conflict) => conflict.constraint('ledger_accounts_one_per_owner').doNothing())
    .execute();
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', key.merchantId)
    .where('currency', '=', key.currency)
    .where('kind', '=', key.kind)
    .where((eb) => (key.memberId === null ? eb('member_id', 'is', null) : eb('member_id', '=', key.memberId)))
    .where('sub_key', '=', key.subKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function balances(db: Kysely<DB>, ids: readonly bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Balances of the accounts, locked for the caller's transaction in id order (ledger_move's order). */
export function lockedBalances(db: Kysely<DB>, ids: readonly bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function findTransferByKey(db: Kysely<DB>, merchantId: bigint, idempotencyKey: string) {
  return db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'fingerprint', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findTransfer(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type EntryRow = {
  account_id: bigint;
  amount: bigint;
  balance_before: bigint;
  balance_after: bigint;
  account_version: bigint;
};

export function entriesOf(db: Kysely<DB>, transferId: bigint): Promise<EntryRow[]> {
  return db
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount', 'balance_before', 'balance_after', 'account_version'])
    .where('transfer_id', '=', transferId)
    .orderBy('account_id')
    .execute();
}

export function accountsOfMember(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('ledger_accounts')
    .select(['kind', 'sub_key', 'currency', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The main-wallet balances of the members that have one, in the brand's currency. */
export function mainBalancesOf(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  memberIds: readonly bigint[],
) {
  return db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('merchant_id', '=', merchant.id)
    .where('currency', '=', merchant.currency)
    .where('kind', '=', 'member.main')
    .where('member_id', 'in', memberIds)
    .execute();
}

type MoveRow = {
  found: string | number | bigint;
  overdrawn: string | number | bigint;
  foreign_accounts: string | number | bigint;
  currencies: string | number | bigint;
  transfer_id: bigint | null;
  created_at: Date | null;
  account_id: bigint | null;
  amount: bigint | null;
  balance_before: bigint | null;
  balance_after: bigint | null;
  account_version: bigint | null;
};

/**
 * The whole transfer in one statement, one round trip (docs/architecture.md, the ledger's
 * transfer): lock the legs'
 * accounts in id order, check them, record the transfer unless its key is taken, move the balances and
 * write the entries. Nothing is written unless every account exists in the brand and currency and no
 * person's account would go below zero. Answers the check's counts and the entries written (none when
 * refused or when the key was taken).
 */
export async function moveInOneStatement(
  db: Kysely<DB>,
  transfer: {
    merchantId: bigint;
    idempotencyKey: string;
    kind: string;
    fingerprint: Uint8Array;
    reversesId: bigint | null;
    memo: Record<string, unknown>;
    accountIds: readonly bigint[];
    amounts: readonly bigint[];
  },
) {
  const ids = sql`${`{${transfer.accountIds.join(',')}}`}::bigint[]`;
  const amounts = sql`${`{${transfer.amounts.join(',')}}`}::bigint[]`;
  // The statement lives in the database as ledger_move (migrations 0023, 0030), whose generic plan the
  // connection keeps.
  const { rows } = await sql<MoveRow>`
    SELECT * FROM ledger_move(${transfer.merchantId}, ${transfer.idempotencyKey}, ${transfer.kind},
      ${transfer.fingerprint}, ${transfer.reversesId}, ${JSON.stringify(transfer.memo)}::jsonb, ${ids}, ${amounts})`.execute(
    db,
  );
  const [first] = rows;
  return {
    found: Number(first?.found ?? 0),
    overdrawn: Number(first?.overdrawn ?? 0),
    foreign: Number(first?.foreign_accounts ?? 0),
    currencies: Number(first?.currencies ?? 0),
    transfer:
      first?.transfer_id != null && first.created_at != null
        ? { id: first.transfer_id, createdAt: first.created_at }
        : null,
    entries: rows.flatMap((row): EntryRow[] =>
      row.account_id === null ||
      row.amount === null ||
      row.balance_before === null ||
      row.balance_after === null ||
      row.account_version === null
        ? []
        : [
            {
              account_id: row.account_id,
              amount: row.amount,
              balance_before: row.balance_before,
              balance_after: row.balance_after,
              account_version: row.account_version,
            },
          ],
    ),
  };
}

export async function isReversed(db: Kysely<DB>, transferId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('reverses_id', '=', transferId)
    .executeTakeFirst();
  return row !== undefined;
}

export type HistoryFilter = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  /** Transfer kinds to keep; a kind ending in '.' keeps every kind it starts (withdrawal.). */
  kinds: readonly string[] | undefined;
  from: Date;
  until: Date;
  /**
   * Leaves out the entries on the member's held accounts of transfers of these kinds ('.' ends a
   * prefix): money set aside for a withdrawal is still the member's, and the record shows the
   * withdrawal once, as it left the main wallet.
   */
  hideHeldOf?: readonly string[];
};

/**
 * Entries on the accounts of one member or of several (an agent's team, as one array parameter) in
 * the range, with their transfer and account joined.
 */
export function historyOf(
  db: Kysely<DB>,
  filter: Omit<HistoryFilter, 'memberId'> & ({ memberId: bigint } | { memberIds: readonly bigint[] }),
) {
  return db
    .selectFrom('ledger_entries as entry')
    .innerJoin('ledger_accounts as account', 'account.id', 'entry.account_id')
    .innerJoin('ledger_transfers as transfer', 'transfer.id', 'entry.transfer_id')
    .where('account.merchant_id', '=', filter.merchantId)
    .where(
      'memberId' in filter
        ? sql<boolean>`account.member_id = ${filter.memberId}`
        : sql<boolean>`account.member_id = any(${filter.memberIds.map(String)}::bigint[])`,
    )
    .where('account.currency', '=', filter.currency)
    .where('entry.created_at', '>=', filter.from)
    .where('entry.created_at', '<', filter.until)
    .$if(filter.hideHeldOf !== undefined, (query) =>
      query.where((eb) =>
        eb.not(
          eb.and([
            eb('account.kind', '=', 'member.held'),
            eb.or(
              (filter.hideHeldOf ?? []).map((kind) =>
                kind.endsWith('.') ? eb('transfer.kind', 'like', `${kind}%`) : eb('transfer.kind', '=', kind),
              ),
            ),
          ]),
        ),
      ),
    )
    .$if(filter.kinds !== undefined, (query) =>
      query.where((eb) =>
        eb.or(
          (filter.kinds ?? []).map((kind) =>
            kind.endsWith('.') ? eb('transfer.kind', 'like', `${kind}%`) : eb('transfer.kind', '=', kind),
          ),
        ),
      ),
    );
}

/** The member's entries, newest first, with their transfer's kind and the account they moved. */
export function memberEntries(
  db: Kysely<DB>,
  filter: HistoryFilter,
  page: { offset: number; limit: number },
) {
  return historyOf(db, filter)
    .select([
      'entry.id',
      'entry.amount',
      'entry.balance_after',
      'entry.created_at',
      'transfer.kind',
      'transfer.memo',
      'account.kind as account_kind',
      'account.sub_key',
    ])
    .orderBy('entry.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function memberEntryCount(db: Kysely<DB>, filter: HistoryFilter): Promise<number> {
  const row = await historyOf(db, filter).select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What moved in and out of all the member's accounts, summed by transfer kind, over the range of `filter`. */
export function memberAllTotals(db: Kysely<DB>, filter: HistoryFilter) {
  return historyOf(db, filter)
    .select(['transfer.kind', sql<string>`sum(entry.amount)`.as('total')])
    .groupBy('transfer.kind')
    .execute();
}

/** The member's movements summed by transfer kind, over the range of `filter`. */
export function memberTotals(db: Kysely<DB>, filter: HistoryFilter) {
  return historyOf(db, filter)
    .where('account.kind', '=', 'member.main')
    .select(['transfer.kind', sql<string>`sum(entry.amount)`.as('total')])
    .groupBy('transfer.kind')
    .execute();
}

/** Opens the accounts of these owners that are not open yet, and answers every one's id by owner. */
export async function ensureAccounts(
  db: Kysely<DB>,
  key: Omit<AccountKey, 'memberId' | 'subKey'>,
  owners: readonly { memberId: bigint | null; subKey: string }[],
  mayGoNegative: boolean,
) {
  // Sorted, so two callers opening overlapping sets wait on each other in one order, never in a cycle.
  const sorted = [...owners].sort((a, b) =>
    a.memberId === b.memberId
      ? a.subKey < b.subKey
        ? -1
        : 1
      : (a.memberId ?? -1n) < (b.memberId ?? -1n)
        ? -1
        : 1,
  );
  const memberIds = sql`${`{${sorted.map(({ memberId }) => memberId ?? 'NULL').join(',')}}`}::bigint[]`;
  const subKeys = sorted.map(({ subKey }) => subKey);
  await sql`
    INSERT INTO ledger_accounts (merchant_id, currency, kind, member_id, sub_key, may_go_negative)
    SELECT ${key.merchantId}, ${key.currency}, ${key.kind}, owner.member_id, owner.sub_key, ${mayGoNegative}
    FROM unnest(${memberIds}, ${subKeys}::text[]) AS owner (member_id, sub_key)
    ON CONFLICT ON CONSTRAINT ledger_accounts_one_per_owner DO NOTHING`.execute(db);
  // Members' accounts and the brand's (no member) found apart: a join on IS NOT DISTINCT FROM can
  // neither hash nor use the index, and compared every owner with every account (1,000 members of a
  // lottery draw: a million comparisons, 560 ms).
  const ofKind = sql`account.merchant_id = ${key.merchantId} AND account.currency = ${key.currency}
    AND account.kind = ${key.kind} AND account.sub_key = owner.sub_key`;
  const { rows } = await sql<{ id: bigint; member_id: bigint | null; sub_key: string }>`
    WITH owner AS (SELECT * FROM unnest(${memberIds}, ${subKeys}::text[]) AS owner (member_id, sub_key))
    SELECT account.id, account.member_id, account.sub_key
    FROM owner JOIN ledger_accounts AS account ON ${ofKind} AND account.member_id = owner.member_id
    UNION ALL
    SELECT account.id, account.member_id, account.sub_key
    FROM owner JOIN ledger_accounts AS account ON ${ofKind} AND account.member_id IS NULL
    WHERE owner.member_id IS NULL`.execute(db);
  return rows;
}

/** Which of these idempotency keys name a transfer of the brand (on the brand's unique key index). */
export async function takenKeys(
  db: Kysely<DB>,
  merchantId: bigint,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledger_transfers')
    .select('idempotency_key')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Set(rows.map(({ idempotency_key }) => idempotency_key));
}

/** Balances of the members' accounts of one kind, summed per member (one row per member holding one). */
export function holdingsOf(db: Kysely<DB>, merchantId: bigint, kind: string, memberIds: readonly bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['member_id', sql<string>`sum(balance)`.as('total')])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where(sql<boolean>`member_id = any(${memberIds.map(String)}::bigint[])`)
    .groupBy('member_id')
    .execute();
}

/**
 * Each member's largest single entry paid into their accounts since `since` by a transfer the house
 * paid out of (a game's or a draw's win), one row per member who had one.
 */
export function largestHouseWinsOf(
  db: Kysely<DB>,
  merchantId: bigint,
  memberIds: readonly bigint[],
  since: Date,
) {
  return sql<{ member_id: bigint; largest: string }>`
    SELECT account.member_id, max(entry.amount)::text AS largest
    FROM ledger_accounts account
    JOIN ledger_entries entry ON entry.account_id = account.id
    -- The house's leg of each win, looked up win by win (a LIMIT keeps the planner from turning it into
    -- a join): as a join, the planner may take the house's account for an average one of a few entries
    -- and start from all of them (bench/console.ts did on its smoke data: 420 ms a page, not 25 ms).
    JOIN LATERAL (
      SELECT 1 FROM ledger_entries paid
      JOIN ledger_accounts house ON house.id = paid.account_id
      WHERE paid.transfer_id = entry.transfer_id AND house.kind = 'system.house' AND paid.amount < 0
      LIMIT 1
    ) AS house_paid ON true
    WHERE account.merchant_id = ${merchantId}
      AND account.member_id = any(${memberIds.map(String)}::bigint[])
      AND entry.created_at >= ${since}
      AND entry.amount > 0
    GROUP BY account.member_id
  `
    .execute(db)
    .then(({ rows }) => rows);
}

export async function anyHolding(
  db: Kysely<DB>,
  scope: { merchantId: bigint; kind: string; subKey: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', scope.merchantId)
    .where('kind', '=', scope.kind)
    .where('sub_key', '=', scope.subKey)
    .where('balance', '<>', 0n)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function anyTransfer(db: Kysely<DB>, merchantId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function versionSumsOf(db: Kysely<DB>, memberIds: readonly bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['member_id', sql<string>`sum(version)`.as('versions')])
    .where('member_id', 'in', [...memberIds])
    .groupBy('member_id')
    .$narrowType<{ member_id: bigint }>()
    .execute();
}

export function ownersOf(db: Kysely<DB>, accountIds: readonly bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'member_id'])
    .where('id', 'in', [...accountIds])
    .where('member_id', 'is not', null)
    .$narrowType<{ member_id: bigint }>()
    .execute();
}
