import { type Kysely, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB, GameRoundStatus } from '../../db/schema.ts';
import type { StakePlace } from './stake-order.ts';

export function findProvider(db: Kysely<DB>, code: string) {
  return db
    .selectFrom('game_providers')
    .select(['code', 'name', 'signing_secret', 'launch_url'])
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function listProviderLaunchUrls(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('game_providers')
    .select('launch_url')
    .where('enabled', '=', true)
    .execute();
  return rows.map(({ launch_url }) => launch_url);
}

export async function upsertProvider(
  db: Kysely<DB>,
  provider: {
    code: string;
    name: string;
    signingSecret: string;
    launchUrl: string;
    roundIdleMinutes?: number | null;
  },
): Promise<void> {
  const idle =
    provider.roundIdleMinutes === undefined ? {} : { round_idle_minutes: provider.roundIdleMinutes };
  await db
    .insertInto('game_providers')
    .values({
      code: provider.code,
      name: provider.name,
      signing_secret: provider.signingSecret,
      launch_url: provider.launchUrl,
      ...idle,
    })
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet({
        name: provider.name,
        signing_secret: provider.signingSecret,
        launch_url: provider.launchUrl,
        ...idle,
      }),
    )
    .execute();
}

/** True when the nonce was new (and is now kept); false when the provider used it before. */
export async function keepNonce(db: Kysely<DB>, providerCode: string, nonce: string): Promise<boolean> {
  const row = await db
    .insertInto('vendor_call_nonces')
    .values({ provider_code: providerCode, nonce })
    .onConflict((conflict) => conflict.columns(['provider_code', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A debit's nonce when its statement did not spend it (a refusal decided before it): kept as
 * `keepNonce` keeps it, under the transaction id's lock, unless the id's debit was made with this
 * nonce (a copy of this call that ran meanwhile). False when either says the nonce was used.
 */
export function keepDebitNonce(
  db: Kysely<DB>,
  providerCode: string,
  nonce: string,
  transactionId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockTransactionId(trx, providerCode, transactionId);
    const made = await trx
      .selectFrom('vendor_transactions')
      .select('id')
      .where('provider_code', '=', providerCode)
      .where('transaction_id', '=', transactionId)
      .where('nonce', '=', nonce)
      .executeTakeFirst();
    return made === undefined && keepNonce(trx, providerCode, nonce);
  });
}

export async function forgetNoncesBefore(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db.deleteFrom('vendor_call_nonces').where('seen_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type CallLogRow = {
  providerCode: string | null;
  operation: string;
  rawBody: string;
  signatureValid: boolean;
  answerCode: string;
  httpStatus: number;
  requestId: string;
  /** When the call came: the row is written later, with others. */
  receivedAt: Date;
};

/** Keeps wallet calls in the raw call log, in the order given, in one statement. */
export async function logCalls(db: Kysely<DB>, calls: readonly CallLogRow[]): Promise<void> {
  if (calls.length === 0) return;
  await db
    .insertInto('vendor_calls')
    .values(
      calls.map((call) => ({
        provider_code: call.providerCode,
        operation: call.operation,
        raw_body: call.rawBody,
        signature_valid: call.signatureValid,
        answer_code: call.answerCode,
        http_status: call.httpStatus,
        request_id: call.requestId,
        received_at: call.receivedAt,
      })),
    )
    .execute();
}

export async function insertSession(
  db: Kysely<DB>,
  session: {
    tokenHash: Uint8Array;
    merchantId: bigint;
    memberId: bigint;
    providerCode: string;
    gameId: bigint;
    walletAccountType: number | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: session.tokenHash,
      merchant_id: session.merchantId,
      member_id: session.memberId,
      provider_code: session.providerCode,
      game_id: session.gameId,
      wallet_account_type: session.walletAccountType,
      expires_at: session.expiresAt,
    })
    .execute();
}

export function findSession(db: Kysely<DB>, providerCode: string, tokenHash: Uint8Array) {
  return db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.id', 'game_sessions.game_id')
    .select([
      'game_sessions.merchant_id',
      'game_sessions.member_id',
      'game_sessions.game_id',
      'games.game_code',
      'game_sessions.wallet_account_type',
      'game_sessions.expires_at',
    ])
    .where('game_sessions.token_hash', '=', tokenHash)
    .where('game_sessions.provider_code', '=', providerCode)
    .executeTakeFirst();
}

/** Held to the end of the transaction: copies of one provider call go one after another. */
export async function lockTransactionId(
  db: Kysely<DB>,
  providerCode: string,
  transactionId: string,
): Promise<void> {
  await sql`SELECT vendor_lock_transaction_id(${providerCode}, ${transactionId})`.execute(db);
}

export function findTransaction(db: Kysely<DB>, providerCode: string, transactionId: string) {
  return db
    .selectFrom('vendor_transactions')
    .select(['id', 'kind', 'round_id', 'amount', 'fingerprint', 'ledger_transfer_id', 'answer', 'created_at'])
    .where('provider_code', '=', providerCode)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The new row's id, or undefined when the provider's transaction id was taken first. */
export async function insertTransaction(
  db: Kysely<DB>,
  row: {
    providerCode: string;
    transactionId: string;
    kind: 'debit' | 'credit' | 'rollback' | 'close' | 'tombstone' | 'adjust' | 'jackpot';
    roundId: bigint | null;
    amount: bigint;
    fingerprint: Uint8Array;
    ledgerTransferId: bigint | null;
    answer: object;
  },
): Promise<bigint | undefined> {
  const inserted = await db
    .insertInto('vendor_transactions')
    .values({
      provider_code: row.providerCode,
      transaction_id: row.transactionId,
      kind: row.kind,
      round_id: row.roundId,
      amount: row.amount,
      fingerprint: row.fingerprint,
      ledger_transfer_id: row.ledgerTransferId,
      answer: JSON.stringify(row.answer),
    })
    .onConflict((conflict) => conflict.columns(['provider_code', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function anyOpenRound(db: Kysely<DB>, merchantId: bigint, gameIds: readonly bigint[]) {
  const row = await db
    .selectFrom('game_rounds')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'open')
    .where(sql<boolean>`game_id = any(${gameIds.map(String)}::bigint[])`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findRound(db: Kysely<DB>, providerCode: string, roundId: string) {
  return db
    .selectFrom('game_rounds')
    .select([
      'id',
      'member_id',
      'account_id',
      'round_id',
      'game_id',
      'stake',
      'win',
      'refunded',
      'status',
      'credited',
    ])
    .where('provider_code', '=', providerCode)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

export async function settleRound(
  db: Kysely<DB>,
  id: bigint,
  change: { win?: bigint; refunded?: bigint; status?: GameRoundStatus; credited?: true },
): Promise<{ merchant_id: bigint; member_id: bigint } | undefined> {
  return db
    .updateTable('game_rounds')
    .set((eb) => ({
      win: eb('win', '+', change.win ?? 0n),
      refunded: eb('refunded', '+', change.refunded ?? 0n),
      last_activity_at: sql<Date>`now()`,
      ...(change.credited ? { credited: true } : {}),
      ...(change.status ? { status: change.status } : {}),
      ...(change.status && change.status !== 'open' ? { closed_at: new Date() } : {}),
    }))
    .where('id', '=', id)
    .returning(['merchant_id', 'member_id'])
    .executeTakeFirst();
}

/**
 * Rounds still open whose last call was longer ago than their provider's idle time (its own, else
 * `defaultMinutes`, never under `minimumMinutes`), longest idle first. The floor alone bounds the
 * scan of the idle index; the provider's time is applied to what it finds.
 */
export function staleRounds(
  db: Kysely<DB>,
  now: Date,
  idle: { defaultMinutes: number; minimumMinutes: number },
  limit: number,
) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('game_providers as p', 'p.code', 'r.provider_code')
    .select(['r.id', 'r.merchant_id', 'r.provider_code', 'r.round_id'])
    .where('r.status', '=', 'open')
    .where('r.last_activity_at', '<', new Date(now.getTime() - idle.minimumMinutes * 60_000))
    .where(
      sql<boolean>`r.last_activity_at < ${now}::timestamptz - make_interval(mins =>
        greatest(coalesce(p.round_idle_minutes, ${idle.defaultMinutes}::integer), ${idle.minimumMinutes}::integer))`,
    )
    .orderBy('r.last_activity_at')
    .limit(limit)
    .execute();
}

/**
 * Moves a closed round's win by an adjustment, and records the adjustment as settled play of the
 * moment (migration 0291): the round keeps counting the win it closed with in its close's window.
 */
export async function adjustRound(
  db: Kysely<DB>,
  round: { id: bigint; merchantId: bigint; memberId: bigint; winBefore: bigint },
  amount: bigint,
) {
  await db
    .updateTable('game_rounds')
    .set((eb) => ({
      win: eb('win', '+', amount),
      adjusted: eb('adjusted', '+', amount),
      last_activity_at: sql<Date>`now()`,
    }))
    .where('id', '=', round.id)
    .execute();
  await db
    .insertInto('game_round_adjustments')
    .values({
      merchant_id: round.merchantId,
      member_id: round.memberId,
      round_id: round.id,
      win_before: round.winBefore,
      amount,
    })
    .execute();
}

/** Who a round is of, without locking it: an adjustment names its player by the round. */
export function roundOwner(db: Kysely<DB>, providerCode: string, roundId: string) {
  return db
    .selectFrom('game_rounds')
    .select(['merchant_id', 'member_id', 'game_id'])
    .where('provider_code', '=', providerCode)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

/** The debits of a round (some may have been rolled back since). */
export function roundDebits(db: Kysely<DB>, roundId: bigint) {
  return db
    .selectFrom('vendor_transactions')
    .select(['transaction_id', 'amount', 'ledger_transfer_id'])
    .where('round_id', '=', roundId)
    .where('kind', '=', 'debit')
    .orderBy('id')
    .execute();
}

/** Rounds of one member (the betting record) or of several (an agent's team betting). */
export type RoundFilter = { merchantId: bigint; memberIds: readonly bigint[]; from: Date; until: Date };

function roundsOf(db: Kysely<DB>, filter: RoundFilter) {
  return db
    .selectFrom('game_rounds')
    .where('merchant_id', '=', filter.merchantId)
    .where(sql<boolean>`member_id = any(${filter.memberIds.map(String)}::bigint[])`)
    .where('opened_at', '>=', filter.from)
    .where('opened_at', '<', filter.until);
}

/** The members' rounds opened in the range, newest first. */
export function memberRounds(db: Kysely<DB>, filter: RoundFilter, page: { offset: number; limit: number }) {
  return roundsOf(db, filter)
    .select([
      'id',
      'member_id',
      'round_id',
      'game_id',
      'stake',
      'win',
      'refunded',
      'status',
      'opened_at',
      'closed_at',
    ])
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function memberRoundTotals(db: Kysely<DB>, filter: RoundFilter) {
  const row = await roundsOf(db, filter)
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('stake'), sql<string>`0`).as('stake'),
      eb.fn.coalesce(eb.fn.sum<string>('win'), sql<string>`0`).as('win'),
      eb.fn.coalesce(eb.fn.sum<string>('refunded'), sql<string>`0`).as('refunded'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    refunded: BigInt(row.refunded),
  };
}

export type DebitOutcome =
  | 'OK'
  | 'NONCE_REPLAYED'
  | 'REPLAY'
  | 'TRANSACTION_ROLLED_BACK'
  | 'DUPLICATE_TRANSACTION'
  | 'ROUND_CLOSED'
  | 'INSUFFICIENT_FUNDS'
  | 'GAME_CYCLE_TOO_SHORT'
  | 'REALITY_CHECK_DUE'
  | 'EXCLUSION_UNCHECKED'
  | 'LIMITS_COUNTED'
  | 'POOL_CLOSED';

type DebitRow = { outcome: DebitOutcome; answer: unknown };

/** A debit `debitInOneStatement` sends, and `debitsInOneStatement` sends with others. */
export type OneDebit = {
  providerCode: string;
  transactionId: string;
  fingerprint: Uint8Array;
  merchantId: bigint;
  memberId: bigint;
  roundId: string;
  gameId: bigint;
  amount: bigint;
  /** The member's account the launch plays: the main wallet, or a vendor wallet. */
  memberAccount: bigint;
  houseAccount: bigint;
  ledgerKey: string;
  ledgerFingerprint: Uint8Array;
  memo: object;
  playerId: string;
  currency: string;
  scale: number;
  /** Null when the nonce was spent already, in Redis. */
  nonce: string | null;
  /** The brand's minimum game cycle for this game (0: none), counted to `now`. */
  minCycleMs: number;
  now: Date;
  /** The exclusion mark this instance last found the member not excluded at (null: none). */
  exclusionMark: bigint | null;
  /** The stake counts against the member's limits and reality check (it comes from the main wallet). */
  countsPlay: boolean;
  /** The caller counts the stake against the limits itself, in the transaction it runs the debit in. */
  callerCounts: boolean;
  /** The jackpot pools the stake feeds and each one's share, taken from the house's side. */
  pools: readonly { accountId: bigint; amount: bigint }[];
};

/**
 * The call of vendor_debit, a named prepared statement on PostgreSQL: each connection parses and plans
 * it once, where an unnamed one was parsed, analysed and planned again on every debit (issue 25).
 */
const debitStatement = prepared(
  (db, v: Omit<OneDebit, 'memo' | 'pools'> & { memo: string; poolAccounts: string; poolShares: string }) =>
    db
      .selectFrom(
        sql<DebitRow>`vendor_debit(${v.providerCode}, ${v.transactionId}, ${v.fingerprint}, ${v.merchantId},
          ${v.memberId}, ${v.roundId}, ${v.gameId}, ${v.amount}, ${v.memberAccount}, ${v.houseAccount},
          ${v.ledgerKey}, ${v.ledgerFingerprint}, ${v.memo}::jsonb, ${v.playerId}, ${v.currency}, ${v.scale}::int,
          ${v.nonce}, ${v.minCycleMs}::int, ${v.now}, ${v.exclusionMark}::bigint, ${v.countsPlay}::boolean,
          ${v.callerCounts}::boolean, ${v.poolAccounts}::bigint[], ${v.poolShares}::bigint[])`.as('debit'),
      )
      .selectAll(),
  { name: 'vendor_debit' },
);

/** A debit in one round trip: vendor_debit (db/functions), whose plan the connection keeps. */
export async function debitInOneStatement(db: Kysely<DB>, debit: OneDebit): Promise<DebitRow> {
  const { pools, memo, ...values } = debit;
  const { rows } = await debitStatement(db, {
    ...values,
    memo: JSON.stringify(memo),
    poolAccounts: poolArray(pools, 'accountId'),
    poolShares: poolArray(pools, 'amount'),
  });
  const [row] = rows;
  if (!row) throw new Error('vendor_debit answered nothing');
  return row;
}

const poolArray = (pools: OneDebit['pools'], field: 'accountId' | 'amount') =>
  `{${pools.map((pool) => pool[field]).join(',')}}`;

const hex = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');

/** The call of vendor_debit_batch, a named prepared statement as `debitStatement` is. */
const debitBatchStatement = prepared(
  (db, v: { rows: string }) =>
    db
      .selectFrom(sql<{ ordinal: number } & DebitRow>`vendor_debit_batch(${v.rows}::jsonb)`.as('batch'))
      .select(['ordinal', 'outcome', 'answer']),
  { name: 'vendor_debit_batch' },
);

/**
 * Debits sent together as one statement, one transaction (vendor_debit_batch): each row's outcome as
 * `debitInOneStatement` would give it, answered in the given order (the statement runs them in the
 * order of the player's account). A row whose caller counts the stake itself has its own transaction
 * to run in, so it is never one of these. A failure of any row undoes them all and rejects the call.
 */
export async function debitsInOneStatement(
  db: Kysely<DB>,
  debits: readonly Omit<OneDebit, 'callerCounts'>[],
): Promise<DebitRow[]> {
  const rows = debits.map((debit) => ({
    provider: debit.providerCode,
    transaction_id: debit.transactionId,
    fingerprint: hex(debit.fingerprint),
    merchant_id: String(debit.merchantId),
    member_id: String(debit.memberId),
    round_id: debit.roundId,
    game_id: String(debit.gameId),
    amount: String(debit.amount),
    main_account: String(debit.memberAccount),
    house_account: String(debit.houseAccount),
    ledger_key: debit.ledgerKey,
    ledger_fingerprint: hex(debit.ledgerFingerprint),
    memo: debit.memo,
    player_id: debit.playerId,
    currency: debit.currency,
    scale: debit.scale,
    nonce: debit.nonce,
    min_cycle_ms: debit.minCycleMs,
    now: debit.now.toISOString(),
    exclusion_mark: debit.exclusionMark === null ? null : String(debit.exclusionMark),
    counts_play: debit.countsPlay,
    pool_accounts: debit.pools.map(({ accountId }) => String(accountId)),
    pool_shares: debit.pools.map(({ amount }) => String(amount)),
  }));
  const { rows: done } = await debitBatchStatement(db, { rows: JSON.stringify(rows) });
  const outcomes: (DebitRow | undefined)[] = debits.map(() => undefined);
  for (const { ordinal, outcome, answer } of done) outcomes[ordinal] = { outcome, answer };
  return outcomes.map((outcome, at) => {
    if (!outcome) throw new Error(`vendor_debit_batch answered nothing for debit ${at} of ${debits.length}`);
    return outcome;
  });
}

/** The brand's latest rounds that paid more than their stake, newest first. */
export function recentWins(db: Kysely<DB>, merchantId: bigint, limit: number) {
  return db
    .selectFrom('game_rounds')
    .select(['member_id', 'game_id', 'win', 'closed_at'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'closed')
    .whereRef('win', '>', 'stake')
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Rounds played to their end after `after` (by close time, then id) and before `until`, oldest first. */
export function closedRoundsSince(
  db: Kysely<DB>,
  after: { at: Date; id: bigint },
  until: Date,
  limit: number,
) {
  return db
    .selectFrom('game_rounds')
    .select(['id', 'merchant_id', 'member_id', 'game_id', 'stake', 'refunded', 'closed_at'])
    .where('status', '=', 'closed')
    .where(sql<boolean>`(closed_at, id) > (${after.at}, ${after.id})`)
    .where('closed_at', '<', until)
    .orderBy('closed_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Valid bets (stake less what was given back) of rounds closed in [from, until), by member and game. */
export function validBetsByGame(
  db: Kysely<DB>,
  range: { from: Date; until: Date; merchantId?: bigint; memberId?: bigint },
) {
  return db
    .selectFrom('game_rounds')
    .select(['merchant_id', 'member_id', 'game_id', sql<string>`sum(stake - refunded)`.as('valid_bet')])
    .where('status', '=', 'closed')
    .where('closed_at', '>=', range.from)
    .where('closed_at', '<', range.until)
    .$if(range.merchantId !== undefined, (query) => query.where('merchant_id', '=', range.merchantId ?? 0n))
    .$if(range.memberId !== undefined, (query) => query.where('member_id', '=', range.memberId ?? 0n))
    .groupBy(['merchant_id', 'member_id', 'game_id'])
    .execute();
}

type SettledStakeFilter = { merchantId: bigint; memberId: bigint; after: StakePlace; until: Date };

/** The member's closed rounds after a place and before `until`; `source` is the rounds' place in the order. */
function closedRoundsOf(db: Kysely<DB>, filter: SettledStakeFilter, source: number) {
  const { after } = filter;
  return db
    .selectFrom('game_rounds')
    .where('member_id', '=', filter.memberId)
    .where('merchant_id', '=', filter.merchantId)
    .where('status', '=', 'closed')
    .where('closed_at', '>=', after.at)
    .where('closed_at', '<', filter.until)
    .where(
      sql<boolean>`(date_trunc('milliseconds', closed_at), ${source}::int, id) > (${after.at}, ${after.source}::int, ${after.id}::bigint)`,
    );
}

/** What the member's closed rounds after a place staked less what they gave back. */
export async function closedStakeTotal(db: Kysely<DB>, filter: SettledStakeFilter, source: number) {
  const row = await closedRoundsOf(db, filter, source)
    .select(sql<string>`coalesce(sum(stake - refunded), 0)`.as('amount'))
    .executeTakeFirstOrThrow();
  return BigInt(row.amount);
}

/** The member's closed rounds after a place, in order, the first `limit`, each with its stake less what it gave back. */
export function closedStakes(db: Kysely<DB>, filter: SettledStakeFilter, source: number, limit: number) {
  return closedRoundsOf(db, filter, source)
    .select(['id', 'closed_at', sql<bigint>`stake - refunded`.as('amount')])
    .orderBy(sql`date_trunc('milliseconds', closed_at)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Ends the member's game launches still live; answers how many were. */
export async function expireSessionsOf(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  at: Date,
): Promise<number> {
  const rows = await db
    .updateTable('game_sessions')
    .set({ expires_at: at })
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .where('expires_at', '>', at)
    .returning('id')
    .execute();
  return rows.length;
}

export type TransactionSearch = {
  provider?: string | undefined;
  transactionId?: string | undefined;
  roundId?: string | undefined;
  memberId?: bigint | undefined;
  before?: bigint | undefined;
  limit: number;
};

/** A brand's wallet transactions (through their rounds, which name the brand and member), newest first. */
export function transactionsOf(db: Kysely<DB>, merchantId: bigint, search: TransactionSearch) {
  let query = db
    .selectFrom('vendor_transactions as t')
    .innerJoin('game_rounds as r', 'r.id', 't.round_id')
    .select([
      't.id',
      't.provider_code',
      't.transaction_id',
      't.kind',
      't.amount',
      't.ledger_transfer_id',
      't.answer',
      't.created_at',
      'r.round_id',
      'r.status as round_status',
      'r.member_id',
    ])
    .where('r.merchant_id', '=', merchantId);
  if (search.provider) query = query.where('t.provider_code', '=', search.provider);
  if (search.transactionId) query = query.where('t.transaction_id', '=', search.transactionId);
  if (search.roundId) query = query.where('r.round_id', '=', search.roundId);
  if (search.memberId !== undefined) query = query.where('r.member_id', '=', search.memberId);
  if (search.before !== undefined) query = query.where('t.id', '<', search.before);
  return query.orderBy('t.id', 'desc').limit(search.limit).execute();
}

export type CallSearch = {
  provider?: string | undefined;
  operation?: string | undefined;
  answerCode?: string | undefined;
  contains?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  before?: bigint | undefined;
  limit: number;
};

/** The wallet call log, newest first; each request cut to its first 4,000 characters. */
export function callsOf(db: Kysely<DB>, search: CallSearch) {
  let query = db
    .selectFrom('vendor_calls')
    .select([
      'id',
      'provider_code',
      'operation',
      sql<string>`left(raw_body, 4000)`.as('raw_body'),
      'signature_valid',
      'answer_code',
      'http_status',
      'received_at',
      'request_id',
    ]);
  if (search.provider) query = query.where('provider_code', '=', search.provider);
  if (search.operation) query = query.where('operation', '=', search.operation);
  if (search.answerCode) query = query.where('answer_code', '=', search.answerCode);
  if (search.from) query = query.where('received_at', '>=', search.from);
  if (search.to) query = query.where('received_at', '<', search.to);
  // The text is matched as it is: LIKE's own wildcards in it are escaped.
  if (search.contains)
    query = query.where('raw_body', 'like', `%${search.contains.replace(/[\\%_]/g, '\\$&')}%`);
  if (search.before !== undefined) query = query.where('id', '<', search.before);
  return query.orderBy('id', 'desc').limit(search.limit).execute();
}

/**
 * The brand of each member who has had a launch of this provider's game (by its code): who the
 * provider may say it saw at one of its tables.
 */
export async function launchedBrands(
  db: Kysely<DB>,
  providerCode: string,
  gameCode: string,
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.id', 'game_sessions.game_id')
    .select(['game_sessions.member_id', 'game_sessions.merchant_id'])
    .distinct()
    .where('game_sessions.provider_code', '=', providerCode)
    .where('game_sessions.member_id', 'in', memberIds)
    .where('games.game_code', '=', gameCode)
    .execute();
  return new Map(rows.map(({ member_id, merchant_id }) => [member_id, merchant_id]));
}
