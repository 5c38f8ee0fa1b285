import { createHash, randomBytes } from 'node:crypto';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { ageOn, minCycleMsOf, slotStakeCeilingMajor } from '@platform/contracts/protection/pace';
import { protectionProfile } from '@platform/contracts/protection/profiles';
import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import {
  VENDOR_WALLET_STATUS,
  type VendorWalletCode,
  type VendorWalletResponse,
  type ZAdjustRequest,
  type ZBalanceRequest,
  type ZCloseRoundRequest,
  type ZCreditRequest,
  type ZDebitRequest,
  type ZJackpotWinRequest,
  type ZRiskSignalRequest,
  type ZRollbackRequest,
} from '@platform/contracts/vendor-wallet/protocol';
import { SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type PlayFilter, playByMember, settledMarks } from '../../db/play-totals.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { memberChanged } from '../../platform/member-changes.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { RETIRED_PUBLIC_KEYS } from '../../platform/retired-keys.ts';
import { type Jackpot, jackpotsOf, payJackpot, poolShares, poolStates } from '../jackpots/service.ts';
import {
  accountFor,
  announceMovement,
  balancesOf,
  houseSubKey,
  inMoneyTransaction,
  isReversed,
  preparedMove,
  type ReversalRedirect,
  retryingMoneyWork,
  reverse,
  transfer,
} from '../ledger/service.ts';
import { clearedExclusionMark, excludedFromStake } from '../protection/exclusion.ts';
import * as protection from '../protection/limits.ts';
import { recordSignal } from '../risk/service.ts';
import type { SecretBox } from '../system/secrets.ts';
import { batchedDebit } from './debit-batches.ts';
import * as repo from './repo.ts';

export type WalletAnswer = {
  status: number;
  body: VendorWalletResponse;
  /** The call's nonce is spent already (the debit spends it in its one statement). */
  nonceSpent?: true;
};

/** What a wallet call needs beyond its body: the provider that signed it and the brands it may reach. */
export type CallContext = {
  db: Kysely<DB>;
  providerCode: string;
  merchantById: (id: bigint) => Promise<Merchant | undefined>;
  /** The launch a token opened (hashed token → session row), kept briefly per instance. */
  sessionOf: (tokenHash: Uint8Array) => Promise<GameSession | undefined>;
  /** A game of the brand this provider runs, by code. */
  gameIdOf: (merchantId: bigint, gameCode: string) => Promise<bigint | undefined>;
  /** The most a round of the game may pay, in stakes (null: no cap), read on `db`. */
  maxWinMultiplierOf: (db: Kysely<DB>, gameId: bigint) => Promise<number | null>;
  /** The smallest and largest stake a debit of the game may be, in minor units (null: no limit). */
  stakeLimitsOf: (gameId: bigint) => Promise<{ min: bigint | null; max: bigint | null }>;
  /** Whether the game is a slot (the catalogue gives it pay lines), for the brand's fair-pace rules. */
  isSlot: (gameId: bigint) => Promise<boolean>;
  /** The member's birthday (YYYY-MM-DD), or null while none is set: slot stake bands go by age. */
  birthdayOf: (merchantId: bigint, memberId: bigint) => Promise<string | null>;
  /** The platform's time: a launch's expiry and the minimum game cycle count to it. */
  now: () => Date;
  /** Where a refused credit above a game's cap is raised as an alert. */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The brand's jackpots, kept briefly per instance: a debit of a game that feeds one pays its share. */
  jackpotsOf: (merchantId: bigint) => Promise<Jackpot[]>;
  /** The signed call's nonce, not yet spent (null: spent already, in Redis). */
  call: { nonce: string | null };
};

type GameSession = NonNullable<Awaited<ReturnType<typeof repo.findSession>>>;

type Player = {
  merchant: Merchant;
  memberId: bigint;
  playerId: string;
  /** The game the launch opened, by id and code. */
  gameId: bigint;
  gameCode: string;
  /** The vendor wallet (its account type) the launch plays, or null for the main wallet. */
  walletAccountType: number | null;
  expiresAt: Date;
};

/**
 * Ledger idempotency keys. A provider picks its transaction ids: they sit under `vendor:<code>/`,
 * and the platform's own movements of a round under a prefix of their own, so that no id a provider
 * picks can name a movement of the platform's (and take it, or be refused by it). Provider codes
 * hold no '/', and keys written before used ':' after the code, so old keys are out of reach too.
 */
const providerLedgerKey = (providerCode: string, transactionId: string) =>
  `vendor:${providerCode}/${transactionId}`;
const refundLedgerKey = (providerCode: string, debitId: string) =>
  `game-round-refund:${providerCode}/${debitId}`;

/**
 * How often a debit checks the member's exclusion in full because its mark moved before the debit's
 * statement read it: each time means another change committed within moments; the provider's retry of
 * an answer that failed is a debit like any other.
 */
const EXCLUSION_RECHECKS = 4;

/** A round is never timed out sooner after its last call: a provider may take that long to settle it. */
const ROUND_IDLE_MINIMUM_MINUTES = 24 * 60;

const hashToken = (token: string) => new Uint8Array(createHash('sha256').update(token).digest());
const playerIdOf = (memberId: bigint) => `P${memberId}`;

/** A refusal: nothing moved; the answer names the player's balance when the player is known. */
class Refusal extends Error {
  readonly code: Exclude<VendorWalletCode, 'OK'>;
  readonly player: Player | undefined;

  constructor(code: Exclude<VendorWalletCode, 'OK'>, player?: Player) {
    super(code);
    this.code = code;
    this.player = player;
  }
}

function fingerprintOf(operation: string, fields: Record<string, string | boolean>): Uint8Array {
  const canonical = JSON.stringify([
    operation,
    ...Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
  return new Uint8Array(createHash('sha256').update(canonical).digest());
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * Account ids never change once opened: each instance keeps the ones it has found, per database, so a
 * debit or credit spends no statement on finding its accounts. Only ids found outside a transaction
 * are kept (one opened inside a transaction that then rolls back does not exist). Bounded: a flood of
 * players empties it.
 */
const knownAccounts = new WeakMap<Kysely<DB>, Map<string, bigint>>();
const KNOWN_ACCOUNTS_MAX = 100_000;

async function knownAccount(db: Kysely<DB>, key: string, open: () => Promise<bigint>): Promise<bigint> {
  if (db.isTransaction) return open();
  let known = knownAccounts.get(db);
  if (!known) {
    known = new Map();
    knownAccounts.set(db, known);
  }
  const id = known.get(key);
  if (id !== undefined) return id;
  const opened = await open();
  if (known.size >= KNOWN_ACCOUNTS_MAX) known.clear();
  known.set(key, opened);
  return opened;
}

/** The member's account the launch plays: the main wallet, or the wallet of a vendor in transfer mode. */
function walletAccount(db: Kysely<DB>, player: Player): Promise<bigint> {
  const { merchant, memberId, walletAccountType } = player;
  if (walletAccountType === null)
    return knownAccount(db, `main:${merchant.id}:${memberId}:${merchant.currency}`, () =>
      accountFor(db, merchant, 'member.main', { memberId }),
    );
  const subKey = String(walletAccountType);
  return knownAccount(db, `vendor:${merchant.id}:${memberId}:${subKey}:${merchant.currency}`, () =>
    accountFor(db, merchant, 'member.vendor', { memberId, subKey }),
  );
}

async function balanceOfAccount(db: Kysely<DB>, accountId: bigint): Promise<bigint> {
  const [row] = await balancesOf(db, [accountId]);
  return row?.balance ?? 0n;
}

async function balanceOf(db: Kysely<DB>, player: Player): Promise<bigint> {
  return balanceOfAccount(db, await walletAccount(db, player));
}

function okAnswer(player: Player, balance: bigint, transactionId?: string): VendorWalletResponse {
  return {
    code: 'OK',
    playerId: player.playerId,
    currency: player.merchant.currency,
    balance: formatMinorUnits(balance, player.merchant.currencyScale),
    ...(transactionId ? { transactionId } : {}),
  };
}

async function refusalAnswer(db: Kysely<DB>, refusal: Refusal): Promise<WalletAnswer> {
  const body: VendorWalletResponse = { code: refusal.code };
  if (refusal.player) {
    body.playerId = refusal.player.playerId;
    body.currency = refusal.player.merchant.currency;
    body.balance = formatMinorUnits(
      await balanceOf(db, refusal.player),
      refusal.player.merchant.currencyScale,
    );
  }
  return { status: VENDOR_WALLET_STATUS[refusal.code], body };
}

/** The player a launch token names; the token's expiry is the caller's to check (debits only). */
async function playerOf(context: CallContext, token: string, playerId?: string): Promise<Player> {
  const session = await context.sessionOf(hashToken(token));
  if (!session) throw new Refusal('UNKNOWN_PLAYER');
  const merchant = await context.merchantById(session.merchant_id);
  if (!merchant) throw new Refusal('UNKNOWN_PLAYER');
  const player = {
    merchant,
    memberId: session.member_id,
    playerId: playerIdOf(session.member_id),
    gameId: session.game_id,
    gameCode: session.game_code,
    walletAccountType: session.wallet_account_type,
    expiresAt: session.expires_at,
  };
  // The token names its player: the answer carries that player's balance, which the signed caller
  // holding the token may read anyway.
  if (playerId !== undefined && playerId !== player.playerId) throw new Refusal('UNKNOWN_PLAYER', player);
  return player;
}

/**
 * A request the schema refused, answered with the balance of the player its token names when it
 * names one: every error answer carries the balance where there is a player to name.
 */
export async function invalidRequest(context: CallContext, token: unknown): Promise<WalletAnswer> {
  const refused = new Refusal('INVALID_REQUEST');
  if (typeof token !== 'string' || token.length === 0 || token.length > 512)
    return refusalAnswer(context.db, refused);
  try {
    return await refusalAnswer(context.db, new Refusal('INVALID_REQUEST', await playerOf(context, token)));
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(context.db, refused);
    throw error;
  }
}

function amountOf(player: Player, text: string, currency: string, { zeroAllowed }: { zeroAllowed: boolean }) {
  if (currency !== player.merchant.currency) throw new Refusal('WRONG_CURRENCY', player);
  const amount = parseMoney(text, player.merchant.currencyScale);
  if (amount === null || (amount === 0n && !zeroAllowed)) throw new Refusal('INVALID_REQUEST', player);
  return amount;
}

/**
 * How a stake given back (a rollback, a stale round's refund) undoes its debit, whose legs are the
 * stake's account, the house's side and the pools' shares: a share paid into the pool of a jackpot
 * closed since comes back from the house's side, where the closing moved the pool's money, so a
 * closed pool never goes below nothing and the member gets their whole stake back.
 */
function stakeGivenBack(db: Kysely<DB>, stakeAccount: bigint): ReversalRedirect {
  return async (accountIds) => {
    const pools = await poolStates(db, accountIds);
    const closed = pools.filter(({ open }) => !open);
    if (closed.length === 0) return new Map();
    const house = accountIds.find(
      (id) => id !== stakeAccount && !pools.some(({ accountId }) => accountId === id),
    );
    if (house === undefined) throw new Error('A debit with a jackpot share has no house side');
    return new Map(closed.map(({ accountId }) => [accountId, house]));
  };
}

function houseAccount(db: Kysely<DB>, player: Player): Promise<bigint> {
  const subKey = houseSubKey('games', player.memberId);
  return knownAccount(db, `house:${player.merchant.id}:${subKey}:${player.merchant.currency}`, () =>
    accountFor(db, player.merchant, 'system.house', { subKey }),
  );
}

/** The answer a provider's transaction id already has, if it was taken: its first answer, or a refusal. */
async function answerFromTaken(
  db: Kysely<DB>,
  providerCode: string,
  player: Player,
  request: { transactionId: string; fingerprint: Uint8Array; isDebit: boolean },
): Promise<WalletAnswer | undefined> {
  const taken = await repo.findTransaction(db, providerCode, request.transactionId);
  if (!taken) return undefined;
  if (taken.kind === 'tombstone')
    return refusalAnswer(
      db,
      new Refusal(request.isDebit ? 'TRANSACTION_ROLLED_BACK' : 'DUPLICATE_TRANSACTION', player),
    );
  if (!sameBytes(taken.fingerprint, request.fingerprint))
    return refusalAnswer(db, new Refusal('DUPLICATE_TRANSACTION', player));
  return { status: 200, body: taken.answer as VendorWalletResponse };
}

/**
 * Runs a call that writes under the provider's transaction id: a replay answers what the first call
 * answered, the same id with other content (or a debit the id of which a rollback tombstoned) is
 * refused, and anything else runs `work` in one transaction that also records the answer.
 */
async function once(
  context: CallContext,
  player: Player,
  request: { transactionId: string; fingerprint: Uint8Array; isDebit: boolean },
  work: (db: Kysely<DB>) => Promise<VendorWalletResponse>,
): Promise<WalletAnswer> {
  // Most copies come after the first has finished: those are answered without taking the lock.
  const earlier = await answerFromTaken(context.db, context.providerCode, player, request);
  if (earlier) return earlier;
  try {
    return await inMoneyTransaction(context.db, async (db) => {
      // The id decides first: a copy that arrived at the same moment waits here, then answers what
      // the first answered, whatever the round has become since (closed by that very first copy).
      await repo.lockTransactionId(db, context.providerCode, request.transactionId);
      const taken = await answerFromTaken(db, context.providerCode, player, request);
      if (taken) return taken;
      return { status: 200, body: await work(db) };
    });
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(context.db, error);
    if (error instanceof AppError && error.code === 'funds.insufficient')
      return refusalAnswer(context.db, new Refusal('INSUFFICIENT_FUNDS', player));
    throw error;
  }
}

/** Keeps the call's answer under its id, which the caller holds the lock of. */
async function record(
  db: Kysely<DB>,
  context: CallContext,
  row: Omit<Parameters<typeof repo.insertTransaction>[1], 'providerCode'>,
): Promise<void> {
  const id = await repo.insertTransaction(db, { ...row, providerCode: context.providerCode });
  if (id === undefined) throw new Error(`transaction id ${row.transactionId} was taken under its lock`);
}

async function guarded(context: CallContext, run: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(context.db, error);
    throw error;
  }
}

/**
 * A credit that would take the round's wins above its standing stake times the game's top multiplier
 * is refused, and raised: only a game that cheats, or a stolen vendor key, asks for one.
 */
async function refuseAboveCap(
  db: Kysely<DB>,
  context: CallContext,
  player: Player,
  round: { round_id: string; game_id: bigint; stake: bigint; win: bigint; refunded: bigint },
  amount: bigint,
): Promise<void> {
  const cap = await context.maxWinMultiplierOf(db, round.game_id);
  if (cap === null) return;
  const most = (round.stake - round.refunded) * BigInt(cap);
  if (round.win + amount <= most) return;
  context.log.error(
    {
      alert: 'game.win-above-cap',
      provider: context.providerCode,
      round: round.round_id,
      gameId: String(round.game_id),
      merchantId: String(player.merchant.id),
      memberId: String(player.memberId),
      stake: String(round.stake - round.refunded),
      paidBefore: String(round.win),
      credit: String(amount),
      maxWinMultiplier: cap,
    },
    'a game credit above the game’s top multiplier was refused',
  );
  throw new Refusal('WIN_LIMIT_EXCEEDED', player);
}

export function balance(context: CallContext, body: z.output<typeof ZBalanceRequest>): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const player = await playerOf(context, body.token);
    const [held, limits] = await Promise.all([
      balanceOf(context.db, player),
      context.stakeLimitsOf(player.gameId),
    ]);
    const money = (amount: bigint) => formatMinorUnits(amount, player.merchant.currencyScale);
    const stakeLimits = {
      ...(limits.min === null ? {} : { min: money(limits.min) }),
      ...(limits.max === null ? {} : { max: money(limits.max) }),
    };
    // The book prices and shows by brand; it learns the brand here, from the platform, not from the
    // launch address the player could edit. Other providers are told nothing they have no use for.
    const brand =
      context.providerCode === SPORTSBOOK_PROVIDER_CODE
        ? {
            brand: {
              code: player.merchant.code,
              oddsFormat: player.merchant.oddsFormat,
              margin: player.merchant.sportsbookMargin,
            },
          }
        : {};
    return {
      status: 200,
      body: {
        ...okAnswer(player, held),
        ...(Object.keys(stakeLimits).length === 0 ? {} : { stakeLimits }),
        ...brand,
      },
    };
  });
}

/**
 * The brand's fair-pace rules for a debit of the game (issue 23): the largest slot stake for the
 * member's age (minor units; null: none), and the minimum game cycle, which only the house vendor's
 * games are held to (the launch tells the house vendor the cycle so it paces itself; another
 * vendor, told nothing, would meet refusals it cannot explain to its player).
 */
async function fairPace(
  context: CallContext,
  player: Player,
  gameId: bigint,
  now: Date,
): Promise<{ maxStake: bigint | null; minCycleMs: number }> {
  const profile = protectionProfile(player.merchant.protectionProfile);
  const isHouse = context.providerCode === HOUSE_PROVIDER_CODE;
  const hasCycle = isHouse && (profile.minCycleMs.slots > 0 || profile.minCycleMs.other > 0);
  if (!hasCycle && profile.slotStakeBands === null) return { maxStake: null, minCycleMs: 0 };
  const isSlot = await context.isSlot(gameId);
  let maxStake: bigint | null = null;
  if (isSlot && profile.slotStakeBands !== null) {
    const birthday = await context.birthdayOf(player.merchant.id, player.memberId);
    const ceiling = slotStakeCeilingMajor(profile, birthday === null ? null : ageOn(birthday, now));
    if (ceiling !== null) maxStake = BigInt(ceiling) * 10n ** BigInt(player.merchant.currencyScale);
  }
  return { maxStake, minCycleMs: hasCycle ? minCycleMsOf(profile, isSlot) : 0 };
}

export function debit(context: CallContext, body: z.output<typeof ZDebitRequest>): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const player = await playerOf(context, body.token, body.playerId);
    const amount = amountOf(player, body.amount, body.currency, { zeroAllowed: false });
    // The launched game, when the call names it: another vendor of the provider may list the same code.
    const gameId =
      body.gameCode === player.gameCode
        ? player.gameId
        : await context.gameIdOf(player.merchant.id, body.gameCode);
    if (gameId === undefined) throw new Refusal('UNKNOWN_GAME', player);
    const [wallet, house] = await Promise.all([
      walletAccount(context.db, player),
      houseAccount(context.db, player),
    ]);
    const fingerprint = fingerprintOf('debit', {
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
      amount: String(amount),
    });
    const request = { transactionId: body.transactionId, fingerprint, isDebit: true };
    // Only a debit spends the player's money on the launch's authority, so only a debit checks it is
    // current; a replay of a debit made before still gets its first answer.
    const now = context.now();
    if (player.expiresAt.getTime() <= now.getTime())
      return (
        (await answerFromTaken(context.db, context.providerCode, player, request)) ??
        refusalAnswer(context.db, new Refusal('TOKEN_EXPIRED', player))
      );
    // The game's stake limits (staff's) and the brand's largest single stake may have moved since a
    // debit was made: its replay still gets its first answer.
    const limits = await context.stakeLimitsOf(gameId);
    const { maxStake } = player.merchant;
    const pace = await fairPace(context, player, gameId, now);
    const stakeRefusal =
      (limits.min !== null && amount < limits.min) || (limits.max !== null && amount > limits.max)
        ? 'STAKE_OUT_OF_LIMITS'
        : (maxStake !== null && amount > maxStake) || (pace.maxStake !== null && amount > pace.maxStake)
          ? 'STAKE_LIMIT_EXCEEDED'
          : null;
    const refused = async (code: Exclude<VendorWalletCode, 'OK'>) =>
      (await answerFromTaken(context.db, context.providerCode, player, request)) ??
      refusalAnswer(context.db, new Refusal(code, player));
    if (stakeRefusal) return refused(stakeRefusal);
    const memo = { provider: context.providerCode, round: body.roundId, game: body.gameCode };
    // The jackpots' shares come out of the house's side in the debit's own transfer: the member's
    // stake is the same, and a rollback of the debit takes them back with it.
    const movedWith = async (jackpots: readonly Jackpot[]) => {
      const pools = await poolShares(context.db, player.merchant, jackpots, body.gameCode, amount);
      const pooled = pools.reduce((sum, pool) => sum + pool.amount, 0n);
      const move = preparedMove({
        kind: 'game.debit',
        legs: [
          { accountId: wallet, amount: -amount },
          { accountId: house, amount: amount - pooled },
          ...pools,
        ],
        memo,
      });
      return { pools, move };
    };
    let { pools, move } = await movedWith(await context.jackpotsOf(player.merchant.id));
    // A stake from a game wallet was counted when the money moved into it (wallet transfers); one
    // from the main wallet counts now. Either way a reality check waiting for an answer stops it.
    const fromMain = player.walletAccountType === null;
    const debitOf = (exclusionMark: bigint | null) => ({
      providerCode: context.providerCode,
      transactionId: body.transactionId,
      fingerprint,
      merchantId: player.merchant.id,
      memberId: player.memberId,
      roundId: body.roundId,
      gameId,
      amount,
      memberAccount: wallet,
      houseAccount: house,
      ledgerKey: providerLedgerKey(context.providerCode, body.transactionId),
      ledgerFingerprint: move.fingerprint,
      memo: move.memo,
      playerId: player.playerId,
      currency: player.merchant.currency,
      scale: player.merchant.currencyScale,
      nonce: context.call.nonce,
      minCycleMs: pace.minCycleMs,
      now,
      exclusionMark,
      countsPlay: fromMain,
      pools,
    });
    const debitOnce = (db: Kysely<DB>, exclusionMark: bigint | null, callerCounts: boolean) =>
      repo.debitInOneStatement(db, { ...debitOf(exclusionMark), callerCounts });
    // A member with a wager or loss limit: the limits are checked and the stake recorded after the
    // debit's statement, in its transaction, so a refusal rolls both back (and the nonce with them),
    // and the usage row's lock orders parallel debits.
    const countedDebit = (exclusionMark: bigint | null) =>
      retryingMoneyWork(() =>
        context.db.transaction().execute(async (trx) => {
          const done = await debitOnce(trx, exclusionMark, true);
          if (done.outcome === 'OK')
            await protection.recordStake(trx, player.merchant, player.memberId, amount, now);
          return done;
        }),
      );
    let exclusionMark = clearedExclusionMark(context.db, player.merchant, player.memberId);
    let callerCounts = false;
    for (let attempt = 0; attempt < EXCLUSION_RECHECKS; attempt += 1) {
      // A break the member took after the launch stops the next stake: open rounds still credit. The
      // debit's statement goes on only while nothing the check read has changed since (0180 marks).
      if (exclusionMark === null) {
        if (await excludedFromStake(context.db, player.merchant, player.memberId, now))
          return refused('RESPONSIBLE_GAMING_LIMIT');
        exclusionMark = clearedExclusionMark(context.db, player.merchant, player.memberId);
      }
      let debited: Awaited<ReturnType<typeof debitOnce>>;
      try {
        // Most debits are one statement with player protection inside, shared with the debits that
        // arrive with it (debit-batches.ts).
        debited = callerCounts
          ? await countedDebit(exclusionMark)
          : await batchedDebit(context.db, debitOf(exclusionMark));
      } catch (error) {
        if (!(error instanceof AppError && error.code.startsWith('protection.'))) throw error;
        return refused(
          error.code === 'protection.reality.due' ? 'REALITY_CHECK_DUE' : 'RESPONSIBLE_GAMING_LIMIT',
        );
      }
      const { outcome, answer } = debited;
      // The money moved in the debit's own transaction, committed by now: the member's live stream hears it.
      if (outcome === 'OK')
        await announceMovement(context.db, player.merchant.id, [
          wallet,
          house,
          ...pools.map(({ accountId }) => accountId),
        ]);
      // A jackpot the brand's cached list still showed open was closed: the debit goes again with the
      // jackpots as they are now, so that pool's share stays with the house (vendor_debit.sql).
      if (outcome === 'POOL_CLOSED')
        ({ pools, move } = await movedWith(await jackpotsOf(context.db, player.merchant.id)));
      else if (outcome === 'EXCLUSION_UNCHECKED') exclusionMark = null;
      else if (outcome === 'LIMITS_COUNTED') callerCounts = true;
      else if (outcome === 'OK' || outcome === 'REPLAY')
        return { status: 200, body: answer as VendorWalletResponse, nonceSpent: true };
      else if (outcome === 'NONCE_REPLAYED')
        return {
          status: VENDOR_WALLET_STATUS.NONCE_REPLAYED,
          body: { code: 'NONCE_REPLAYED' },
          nonceSpent: true,
        };
      else return { ...(await refusalAnswer(context.db, new Refusal(outcome, player))), nonceSpent: true };
    }
    throw new Error(`debit ${body.transactionId}: the member's exclusion mark moved at every check`);
  });
}

/** Records what a round won or gave back; a round that ends is told to its member's live stream. */
async function settleRound(db: Kysely<DB>, roundId: bigint, change: Parameters<typeof repo.settleRound>[2]) {
  const round = await repo.settleRound(db, roundId, change);
  if (round && change.status && change.status !== 'open')
    await memberChanged(db, { merchantId: round.merchant_id, kind: 'bets', memberIds: [round.member_id] });
}

export function credit(context: CallContext, body: z.output<typeof ZCreditRequest>): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const player = await playerOf(context, body.token, body.playerId);
    const amount = amountOf(player, body.amount, body.currency, { zeroAllowed: true });
    const house = await houseAccount(context.db, player);
    const fingerprint = fingerprintOf('credit', {
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
      amount: String(amount),
      closeRound: body.closeRound,
    });
    return once(
      context,
      player,
      { transactionId: body.transactionId, fingerprint, isDebit: false },
      async (db) => {
        const round = await repo.findRound(db, context.providerCode, body.roundId);
        if (!round || round.member_id !== player.memberId) throw new Refusal('UNKNOWN_ROUND', player);
        if (round.status !== 'open') throw new Refusal('ROUND_CLOSED', player);
        await refuseAboveCap(db, context, player, round, amount);
        // The win goes where the stake came from, whichever launch's token the call names.
        const wallet = round.account_id;
        let after: bigint;
        let transferId: bigint | null = null;
        if (amount > 0n) {
          const moved = await transfer(db, {
            merchantId: player.merchant.id,
            idempotencyKey: providerLedgerKey(context.providerCode, body.transactionId),
            kind: 'game.credit',
            legs: [
              { accountId: house, amount: -amount },
              { accountId: wallet, amount },
            ],
            memo: { provider: context.providerCode, round: body.roundId, game: body.gameCode },
          });
          transferId = moved.transferId;
          after = moved.entries.find(({ accountId }) => accountId === wallet)?.balanceAfter ?? 0n;
          // A win into a game wallet counts when it moves back out to the main wallet (wallet transfers).
          if (wallet === (await walletAccount(db, { ...player, walletAccountType: null })))
            await protection.recordWin(db, player.merchant, player.memberId, amount, context.now());
        } else {
          after = await balanceOfAccount(db, wallet);
        }
        await settleRound(db, round.id, {
          win: amount,
          credited: true,
          ...(body.closeRound ? { status: 'closed' } : {}),
        });
        const answer = okAnswer(player, after, body.transactionId);
        await record(db, context, {
          transactionId: body.transactionId,
          kind: 'credit',
          roundId: round.id,
          amount,
          fingerprint,
          ledgerTransferId: transferId,
          answer,
        });
        return answer;
      },
    );
  });
}

export function rollback(
  context: CallContext,
  body: z.output<typeof ZRollbackRequest>,
): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const player = await playerOf(context, body.token, body.playerId);
    const fingerprint = fingerprintOf('rollback', {
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
      refTransactionId: body.refTransactionId,
    });
    return once(
      context,
      player,
      { transactionId: body.transactionId, fingerprint, isDebit: false },
      async (db) => {
        // The debit's own id too: a copy of it arriving now waits for this rollback's tombstone.
        await repo.lockTransactionId(db, context.providerCode, body.refTransactionId);
        const target = await repo.findTransaction(db, context.providerCode, body.refTransactionId);
        const round = await repo.findRound(db, context.providerCode, body.roundId);
        if (round && round.member_id !== player.memberId) throw new Refusal('UNKNOWN_ROUND', player);
        if (target && target.kind !== 'debit' && target.kind !== 'tombstone')
          throw new Refusal('INVALID_REQUEST', player);
        if (target?.kind === 'debit' && target.round_id !== round?.id)
          throw new Refusal('INVALID_REQUEST', player);
        // Once the round paid anything, even nothing, its stakes stay: giving one back would leave the
        // win standing on a stake never made.
        if (round && (round.status === 'closed' || round.credited)) throw new Refusal('ROUND_CLOSED', player);
        let transferId: bigint | null = null;
        let given = 0n;
        if (!target) {
          // The debit never arrived (or is still on its way): its id is spent, so a late arrival is refused.
          await record(db, context, {
            transactionId: body.refTransactionId,
            kind: 'tombstone',
            roundId: round?.id ?? null,
            amount: 0n,
            fingerprint: new Uint8Array(32),
            ledgerTransferId: null,
            answer: { code: 'TRANSACTION_ROLLED_BACK' },
          });
        } else if (
          target.kind === 'debit' &&
          target.ledger_transfer_id !== null &&
          // A second rollback of the same debit gives nothing back, and says so by succeeding. The
          // round's lock, taken above, keeps two rollbacks of one debit from both giving it back.
          !(await isReversed(db, target.ledger_transfer_id))
        ) {
          const moved = await reverse(db, {
            merchantId: player.merchant.id,
            transferId: target.ledger_transfer_id,
            idempotencyKey: providerLedgerKey(context.providerCode, body.transactionId),
            kind: 'game.rollback',
            ...(round ? { redirect: stakeGivenBack(db, round.account_id) } : {}),
          });
          transferId = moved.transferId;
          given = target.amount;
          if (round?.account_id === (await walletAccount(db, { ...player, walletAccountType: null })))
            await protection.recordStakeReturned(db, player.merchant, {
              memberId: player.memberId,
              amount: given,
              stakedAt: target.created_at,
            });
        }
        if (round && given > 0n) {
          const refundedAll = round.refunded + given === round.stake && round.win === 0n;
          await settleRound(db, round.id, {
            refunded: given,
            ...(refundedAll ? { status: 'refunded' } : {}),
          });
        }
        // The stake went back where it came from: the answer names that wallet's balance.
        const after = round ? await balanceOfAccount(db, round.account_id) : await balanceOf(db, player);
        const answer = okAnswer(player, after, body.transactionId);
        await record(db, context, {
          transactionId: body.transactionId,
          kind: 'rollback',
          roundId: round?.id ?? null,
          amount: given,
          fingerprint,
          ledgerTransferId: transferId,
          answer,
        });
        return answer;
      },
    );
  });
}

export function closeRound(
  context: CallContext,
  body: z.output<typeof ZCloseRoundRequest>,
): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const player = await playerOf(context, body.token, body.playerId);
    const fingerprint = fingerprintOf('close-round', {
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
    });
    return once(
      context,
      player,
      { transactionId: body.transactionId, fingerprint, isDebit: false },
      async (db) => {
        const round = await repo.findRound(db, context.providerCode, body.roundId);
        if (!round || round.member_id !== player.memberId) throw new Refusal('UNKNOWN_ROUND', player);
        if (round.status === 'open') await settleRound(db, round.id, { status: 'closed' });
        const answer = okAnswer(player, await balanceOfAccount(db, round.account_id), body.transactionId);
        await record(db, context, {
          transactionId: body.transactionId,
          kind: 'close',
          roundId: round.id,
          amount: 0n,
          fingerprint,
          ledgerTransferId: null,
          answer,
        });
        return answer;
      },
    );
  });
}

/**
 * A jackpot the vendor decided a round won: the jackpot's whole pool goes to the wallet the round's
 * stakes came from and the pool is restored to its seed amount from the house, in the transaction
 * that records the answer (jackpots/service.ts payJackpot). Only an open round of the token's player
 * wins, once per jackpot; the round counts as paid from then on, so its stakes are no longer given
 * back. The jackpot is not the round's win: it is not held to the game's top multiplier.
 */
export function jackpotWin(
  context: CallContext,
  body: z.output<typeof ZJackpotWinRequest>,
): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const player = await playerOf(context, body.token, body.playerId);
    if (body.currency !== player.merchant.currency) throw new Refusal('WRONG_CURRENCY', player);
    const fingerprint = fingerprintOf('jackpot-win', {
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
      jackpotCode: body.jackpotCode,
    });
    return once(
      context,
      player,
      { transactionId: body.transactionId, fingerprint, isDebit: false },
      async (db) => {
        const round = await repo.findRound(db, context.providerCode, body.roundId);
        if (!round || round.member_id !== player.memberId) throw new Refusal('UNKNOWN_ROUND', player);
        if (round.status !== 'open') throw new Refusal('ROUND_CLOSED', player);
        const paid = await payJackpot(db, player.merchant, {
          code: body.jackpotCode,
          gameCode: body.gameCode,
          memberId: player.memberId,
          gameRoundId: round.id,
          wallet: round.account_id,
          idempotencyKey: providerLedgerKey(context.providerCode, body.transactionId),
          memo: { provider: context.providerCode, round: body.roundId, game: body.gameCode },
        });
        if (paid === 'unknown') throw new Refusal('UNKNOWN_JACKPOT', player);
        if (paid === 'closed') throw new Refusal('JACKPOT_CLOSED', player);
        if (paid === 'won-already') throw new Refusal('DUPLICATE_TRANSACTION', player);
        await settleRound(db, round.id, { credited: true });
        const answer = {
          ...okAnswer(player, await balanceOfAccount(db, round.account_id), body.transactionId),
          amount: formatMinorUnits(paid.paid, player.merchant.currencyScale),
        };
        await record(db, context, {
          transactionId: body.transactionId,
          kind: 'jackpot',
          roundId: round.id,
          amount: paid.paid,
          fingerprint,
          ledgerTransferId: paid.transferId,
          answer,
        });
        return answer;
      },
    );
  });
}

/** The member a player id this platform gave names (P<member id>), if it is one. */
function memberOfPlayerId(playerId: string): bigint | null {
  const match = /^P([1-9]\d{0,18})$/.exec(playerId);
  return match?.[1] === undefined ? null : BigInt(match[1]);
}

/**
 * Two players the provider saw at one of its tables from one address or device, kept for the risk
 * role (risk/service.ts). Only players who have launched this provider's game, both of one brand, may
 * be named: a provider reports its own tables' players, never another brand's or anyone's it guessed
 * (UNKNOWN_PLAYER). The same signal again answers OK and keeps one row. No money moves, and no
 * balance is answered.
 */
export function riskSignal(
  context: CallContext,
  body: z.output<typeof ZRiskSignalRequest>,
): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const members = body.players.map(memberOfPlayerId);
    const [a, b] = members;
    if (a == null || b == null) throw new Refusal('UNKNOWN_PLAYER');
    const brands = await repo.launchedBrands(context.db, context.providerCode, body.gameCode, [a, b]);
    const merchantId = brands.get(a);
    if (merchantId === undefined || brands.get(b) !== merchantId) throw new Refusal('UNKNOWN_PLAYER');
    await recordSignal(context.db, {
      merchantId,
      providerCode: context.providerCode,
      gameCode: body.gameCode,
      table: body.table,
      hand: body.hand,
      kind: body.kind,
      members: [a, b],
      observedAt: new Date(body.observedAt),
    });
    return { status: VENDOR_WALLET_STATUS.OK, body: { code: 'OK' } };
  });
}

/**
 * A correction of a round a credit closed: its win moves up or down by the amount, in one ledger
 * transfer of its own kind. The round names the player (the launch's token may be long expired); a
 * token, when sent, must name the same player. The round's win stays within [0, stake × the game's
 * top multiplier], and a debit the member's balance cannot cover is refused and moves nothing: the
 * provider keeps it owed and asks again, rather than the platform overdraw a member.
 */
export function adjust(context: CallContext, body: z.output<typeof ZAdjustRequest>): Promise<WalletAnswer> {
  return guarded(context, async () => {
    const owner = await repo.roundOwner(context.db, context.providerCode, body.roundId);
    const merchant = owner && (await context.merchantById(owner.merchant_id));
    if (!owner || !merchant) throw new Refusal('UNKNOWN_ROUND');
    const player: Player = {
      merchant,
      memberId: owner.member_id,
      playerId: playerIdOf(owner.member_id),
      gameId: owner.game_id,
      gameCode: body.gameCode,
      walletAccountType: null,
      expiresAt: new Date(0),
    };
    if (body.playerId !== player.playerId) throw new Refusal('UNKNOWN_ROUND');
    if (body.token !== undefined) await playerOf(context, body.token, body.playerId);
    const amount = amountOf(player, body.amount, body.currency, { zeroAllowed: false });
    const fingerprint = fingerprintOf('adjust', {
      playerId: body.playerId,
      gameCode: body.gameCode,
      roundId: body.roundId,
      refTransactionId: body.refTransactionId ?? '',
      amount: String(amount),
      direction: body.direction,
    });
    return once(
      context,
      player,
      { transactionId: body.transactionId, fingerprint, isDebit: false },
      async (db) => {
        const round = await repo.findRound(db, context.providerCode, body.roundId);
        if (!round || round.member_id !== player.memberId) throw new Refusal('UNKNOWN_ROUND', player);
        // Only a settled round is corrected: an open one is still paid by credits.
        if (round.status !== 'closed' || !round.credited) throw new Refusal('INVALID_REQUEST', player);
        const change = body.direction === 'credit' ? amount : -amount;
        if (round.win + change < 0n) throw new Refusal('INVALID_REQUEST', player);
        if (change > 0n) await refuseAboveCap(db, context, player, round, change);
        const house = await houseAccount(db, player);
        // The correction goes where the win went.
        const wallet = round.account_id;
        const moved = await transfer(db, {
          merchantId: player.merchant.id,
          idempotencyKey: providerLedgerKey(context.providerCode, body.transactionId),
          kind: 'game.adjust',
          legs: [
            { accountId: house, amount: -change },
            { accountId: wallet, amount: change },
          ],
          memo: { provider: context.providerCode, round: body.roundId, game: body.gameCode },
        });
        await repo.adjustRound(
          db,
          { id: round.id, merchantId: player.merchant.id, memberId: player.memberId, winBefore: round.win },
          change,
        );
        // Counted toward the member's loss limits as the win it corrects was, where that win was.
        if (wallet === (await walletAccount(db, player)))
          await protection.recordWinCorrected(db, player.merchant, player.memberId, change, context.now());
        // The round's win changed though it stays closed: the member's bet record is told again.
        await memberChanged(db, {
          merchantId: player.merchant.id,
          kind: 'bets',
          memberIds: [player.memberId],
        });
        const answer = okAnswer(
          player,
          moved.entries.find(({ accountId }) => accountId === wallet)?.balanceAfter ?? 0n,
          body.transactionId,
        );
        await record(db, context, {
          transactionId: body.transactionId,
          kind: 'adjust',
          roundId: round.id,
          amount: change,
          fingerprint,
          ledgerTransferId: moved.transferId,
          answer,
        });
        return answer;
      },
    );
  });
}

/**
 * A launch's token for the provider: random, kept only as its hash, good for debits until it
 * expires (credits and rollbacks of rounds begun before then still land). The token plays the main
 * wallet, or with `walletAccountType` the member's wallet of that vendor account type.
 */
export async function openGameSession(
  db: Kysely<DB>,
  session: {
    merchantId: bigint;
    memberId: bigint;
    providerCode: string;
    gameId: bigint;
    walletAccountType?: number | null;
    lifetimeMinutes: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    merchantId: session.merchantId,
    memberId: session.memberId,
    providerCode: session.providerCode,
    gameId: session.gameId,
    walletAccountType: session.walletAccountType ?? null,
    expiresAt: new Date(Date.now() + session.lifetimeMinutes * 60_000),
  });
  return token;
}

/**
 * Rounds a provider left without a call too long (its provider's `round_idle_minutes`, else
 * `idleForMinutes`, never under a day): with no credit, every debit
 * still standing is given back and the round is refunded; with a credit (a win or a loss told), the
 * round is closed as it stands. Each round in its own transaction.
 */
export async function settleStaleRounds(
  db: Kysely<DB>,
  idleForMinutes: number,
  now = new Date(),
): Promise<{ refunded: number; closed: number }> {
  const counts = { refunded: 0, closed: 0 };
  const stale = await repo.staleRounds(
    db,
    now,
    { defaultMinutes: idleForMinutes, minimumMinutes: ROUND_IDLE_MINIMUM_MINUTES },
    100,
  );
  for (const candidate of stale) {
    await inMoneyTransaction(db, async (trx) => {
      const round = await repo.findRound(trx, candidate.provider_code, candidate.round_id);
      if (round?.status !== 'open') return;
      if (round.credited) {
        await settleRound(trx, round.id, { status: 'closed' });
        counts.closed += 1;
        return;
      }
      let given = 0n;
      for (const debit of await repo.roundDebits(trx, round.id)) {
        if (debit.ledger_transfer_id === null || (await isReversed(trx, debit.ledger_transfer_id))) continue;
        await reverse(trx, {
          merchantId: candidate.merchant_id,
          transferId: debit.ledger_transfer_id,
          idempotencyKey: refundLedgerKey(candidate.provider_code, debit.transaction_id),
          kind: 'game.refund',
          redirect: stakeGivenBack(trx, round.account_id),
        });
        given += debit.amount;
      }
      await settleRound(trx, round.id, { refunded: given, status: 'refunded' });
      counts.refunded += 1;
    });
  }
  return counts;
}

/** Nonces older than the timestamp window can go: a call that old is refused by its timestamp. */
export function forgetOldNonces(db: Kysely<DB>, windowMs: number, now = new Date()): Promise<number> {
  return repo.forgetNoncesBefore(db, new Date(now.getTime() - 2 * windowMs));
}

/** Where a player's browser opens the provider's games, if the provider is live. */
export async function providerLaunchUrl(db: Kysely<DB>, providerCode: string): Promise<string | undefined> {
  return (await repo.findProvider(db, providerCode))?.launch_url;
}

/**
 * Adds a game provider, or updates its address and key; a key published in the source is refused.
 * The key is kept sealed: a dump of the table cannot sign wallet calls. `roundIdleMinutes`, when
 * given, is how long its rounds may go without a call before the open-round job ends them (null: the
 * installation's time); left out, the provider keeps what it has.
 */
export async function registerProvider(
  db: Kysely<DB>,
  box: SecretBox,
  provider: {
    code: string;
    name: string;
    signingSecret: string;
    launchUrl: string;
    roundIdleMinutes?: number | null;
  },
): Promise<void> {
  if (Object.values<string>(RETIRED_PUBLIC_KEYS).includes(provider.signingSecret))
    throw new Error(`Provider ${provider.code}: its signing key is one published in the source`);
  await repo.upsertProvider(db, { ...provider, signingSecret: box.seal(provider.signingSecret) });
}

/** Origins of the providers' game pages, which the site's /game page frames. */
export async function providerOrigins(db: Kysely<DB>): Promise<string[]> {
  const urls = await repo.listProviderLaunchUrls(db);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Per member, the game rounds closed in [from, until) with a stake of at least `minStake`: what the
 * agent settlements pay on.
 */
export function closedPlayByMember(db: Kysely<DB>, filter: PlayFilter) {
  return playByMember(db, 'game_rounds', filter);
}

/** Whether a round of any of the brand's games `gameIds` is still open. */
export function hasOpenRounds(
  db: Kysely<DB>,
  merchantId: bigint,
  gameIds: readonly bigint[],
): Promise<boolean> {
  if (gameIds.length === 0) return Promise.resolve(false);
  return repo.anyOpenRound(db, merchantId, gameIds);
}

/**
 * Ends the member's game launches (staff locked, suspended or closed the player, or ended the
 * sessions): the provider's next debit answers TOKEN_EXPIRED, while credits and rollbacks of rounds
 * already played still settle.
 */
export function endGameLaunches(db: Kysely<DB>, merchantId: bigint, memberId: bigint, now = new Date()) {
  return repo.expireSessionsOf(db, merchantId, memberId, now);
}

/** Per member, a mark that moves when one more of their game rounds closes (member-live). */
export function roundMarks(db: Kysely<DB>, memberIds: readonly bigint[]): Promise<Map<bigint, string>> {
  return settledMarks(db, 'game_rounds', memberIds);
}
