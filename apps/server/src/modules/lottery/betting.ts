import { createHash } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import {
  accountFor,
  announceMovement,
  balancesOf,
  inMoneyTransaction,
  preparedMove,
  retryingMoneyWork,
} from '../ledger/service.ts';
import { clearedExclusionMark, refuseStakeIfExcluded } from '../protection/exclusion.ts';
import * as limits from '../protection/limits.ts';
import * as betsRepo from './bets-repo.ts';
import { type StoredSelection, stakeOf, withinBetLimits } from './chase.ts';
import * as chasesRepo from './chases-repo.ts';
import { type Brand, lotteryAccounts, move } from './money.ts';
import * as repo from './repo.ts';
import { checkSelection, type Family } from './rules/index.ts';
import { endChase } from './settlement.ts';

export type SlipRequest = {
  gameCode: string;
  /** The draw the member saw and bets on. */
  period: string;
  /** The odds version the member saw: betting on other odds than shown is refused. */
  oddsVersion: number;
  selections: readonly { playType: string; selection: unknown; unitAmount: bigint; multiplier: number }[];
  /** The same slip over this many draws from `period` on (2 or more), optionally ending after a win. */
  chase?: { draws: number; stopOnWin: boolean } | undefined;
};

/** A member placing a slip, with what of their brand the slip is checked against. */
export type Member = {
  brand: Brand & Pick<Merchant, 'currencyScale' | 'maxStake' | 'timeZone'>;
  memberId: bigint;
};

function fingerprintOf(request: SlipRequest): Uint8Array {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'bigint' ? String(value) : value,
  );
  return new Uint8Array(createHash('sha256').update(canonical).digest());
}

/** Checks each selection against the rules and the game's stake limits; answers them as stored. */
function checkedSelections(game: repo.GameRow, request: SlipRequest): StoredSelection[] {
  return request.selections.map((entry) => {
    const checked = checkSelection(game.family as Family, entry.playType, entry.selection);
    if (!checked.ok) throw new AppError(checked.code);
    const stored: StoredSelection = {
      playType: entry.playType,
      selection: checked.selection,
      betCount: checked.bets,
      unitAmount: String(entry.unitAmount),
      multiplier: entry.multiplier,
    };
    if (!withinBetLimits(stored, game)) throw new AppError('lottery.stake.limit');
    return stored;
  });
}

/** What a refusal of lottery_place_slip is to the member. */
const REFUSALS = {
  DRAW_CANCELLED: 'lottery.draw.cancelled',
  DRAW_CLOSED: 'lottery.draw.closed',
  STAKE_LIMIT: 'lottery.stake.limit',
  REALITY_CHECK_DUE: 'protection.reality.due',
  INSUFFICIENT_FUNDS: 'funds.insufficient',
} as const;

/** How many times a slip asks the exclusion check again when the member's exclusion mark moved meanwhile. */
const EXCLUSION_RECHECKS = 4;

/** How many times a slip reads its game again when the game changed between the read and the slip. */
const GAME_RECHECKS = 4;

/**
 * The lottery games each instance read last, per database, by brand and code: a slip is checked and
 * priced against the kept row, and lottery_place_slip finds the game still the same (or the slip reads
 * it again). Bounded: a flood of brands empties it.
 */
const keptGames = new WeakMap<Kysely<DB>, Map<string, repo.GameRow>>();
const KEPT_GAMES_MAX = 10_000;

async function freshGame(db: Kysely<DB>, brandId: bigint, code: string): Promise<repo.GameRow> {
  const game = await repo.gameByCode(db, brandId, code);
  let kept = keptGames.get(db);
  if (!kept) {
    kept = new Map();
    keptGames.set(db, kept);
  }
  if (kept.size >= KEPT_GAMES_MAX) kept.clear();
  if (!game) {
    kept.delete(`${brandId}:${code}`);
    throw new AppError('lottery.game.unknown');
  }
  kept.set(`${brandId}:${code}`, game);
  return game;
}

/** The game changed since this instance read it: the slip reads it again and is checked anew. */
const GAME_CHANGED = Symbol('game changed');

/**
 * Places a slip: every selection checked, the stake limits kept, the stake debited from the main
 * wallet together with the bet rows (a chase also moves the later draws' stakes into its hold).
 * Idempotent on the member's key: a replay answers the slip's bets, other content a conflict, and a
 * refusal found here asks first whether the key holds a slip, as a replay answers whatever changed
 * since. Any refusal moves no money and leaves no row.
 *
 * The rules (selections, pricing, the brand's ceiling) are checked here, against the game as this
 * instance last read it; what must see the database is one statement, lottery_place_slip
 * (db/functions), which finds the game unchanged (else the slip reads it again and starts over) and
 * asks player protection inside it as the seamless debit does: most slips are that one statement. A
 * member with a wager or loss limit has the statement and the limits' count in one transaction (the
 * limits are the protection service's rules), and one whose exclusion mark moved is checked in full
 * first.
 */
export async function placeSlip(
  db: Kysely<DB>,
  member: Member,
  idempotencyKey: string,
  request: SlipRequest,
  now: Date,
): Promise<{ slipId: bigint; chaseId: bigint | null; bets: betsRepo.BetRow[] }> {
  const kept = keptGames.get(db)?.get(`${member.brand.id}:${request.gameCode}`);
  if (kept) {
    const placed = await placeOnGame(db, kept, false, member, idempotencyKey, request, now);
    if (placed !== GAME_CHANGED) return placed;
  }
  for (let attempt = 0; attempt < GAME_RECHECKS; attempt += 1) {
    const game = await freshGame(db, member.brand.id, request.gameCode);
    const placed = await placeOnGame(db, game, true, member, idempotencyKey, request, now);
    if (placed !== GAME_CHANGED) return placed;
  }
  throw new Error(`Slip ${idempotencyKey}: game ${request.gameCode} changed at every read`);
}

/**
 * placeSlip on `game` as read (`fresh`) or kept: a refusal the rules find on a kept game, or a game
 * the statement finds changed, answers GAME_CHANGED instead.
 */
async function placeOnGame(
  db: Kysely<DB>,
  game: repo.GameRow,
  fresh: boolean,
  member: Member,
  idempotencyKey: string,
  request: SlipRequest,
  now: Date,
): Promise<{ slipId: bigint; chaseId: bigint | null; bets: betsRepo.BetRow[] } | typeof GAME_CHANGED> {
  const fingerprint = fingerprintOf(request);
  const replayOr = async (refusal: unknown) => {
    if (!(refusal instanceof AppError)) throw refusal;
    const replay = await replayOf(db, member, idempotencyKey, fingerprint);
    if (replay) return replay;
    throw refusal;
  };
  let selections: StoredSelection[];
  try {
    selections = pricedSelections(game, member.brand, request);
  } catch (refusal) {
    return fresh ? replayOr(refusal) : GAME_CHANGED;
  }
  const stakes = selections.map(stakeOf);
  const stakePerDraw = stakes.reduce((sum, stake) => sum + stake, 0n);
  const held = stakePerDraw * BigInt((request.chase?.draws ?? 1) - 1);
  // Opened (or found) before the statement, where the ledger keeps their ids for the next slip: an
  // account left opened by a refused slip holds nothing and is the one the member's next slip uses.
  const accounts = await lotteryAccounts(db, member.brand, member.memberId);
  // A chase's whole debit is staked now: its later draws' money leaves the wallet with this slip.
  const legs = [
    { accountId: accounts.main, amount: -(stakePerDraw + held) },
    { accountId: accounts.house, amount: stakePerDraw },
    ...(held > 0n ? [{ accountId: accounts.chaseHold, amount: held }] : []),
  ];
  const movement = preparedMove({ kind: 'lottery.bet', legs });
  const placeOnce = async (executor: Kysely<DB>, exclusionMark: bigint | null, callerCounts: boolean) => {
    const placed = await betsRepo.placeSlipInOneStatement(executor, {
      merchantId: member.brand.id,
      memberId: member.memberId,
      idempotencyKey,
      fingerprint,
      game,
      period: request.period,
      now,
      selections,
      stakes,
      chase: request.chase ?? null,
      accountIds: legs.map(({ accountId }) => accountId),
      amounts: legs.map(({ amount }) => amount),
      transferFingerprint: movement.fingerprint,
      transferMemo: movement.memo,
      exclusionMark,
      callerCounts,
    });
    if (placed.outcome === 'OK')
      await announceMovement(
        executor,
        member.brand.id,
        legs.map(({ accountId }) => accountId),
      );
    return placed;
  };
  // A member with a wager or loss limit: the limits count the stake after the statement, in its
  // transaction, so that their refusal rolls both back, and the usage row's lock orders the member's
  // parallel stakes (after the wallet's rows, as a settlement paying the member takes them).
  const countedPlace = (exclusionMark: bigint | null) =>
    inMoneyTransaction(db, async (trx) => {
      const placed = await placeOnce(trx, exclusionMark, true);
      if (placed.outcome === 'OK')
        await limits.recordStake(trx, member.brand, member.memberId, stakePerDraw + held, now);
      return placed;
    });
  let exclusionMark = clearedExclusionMark(db, member.brand, member.memberId);
  let callerCounts = false;
  for (let attempt = 0; attempt < EXCLUSION_RECHECKS; attempt += 1) {
    // The statement goes on only while nothing the full check read has changed since (0180 marks).
    if (exclusionMark === null) {
      try {
        await refuseStakeIfExcluded(db, member.brand, member.memberId, now);
      } catch (refusal) {
        return replayOr(refusal);
      }
      exclusionMark = clearedExclusionMark(db, member.brand, member.memberId);
    }
    const placed = callerCounts
      ? await countedPlace(exclusionMark)
      : await retryingMoneyWork(() => placeOnce(db, exclusionMark, false));
    if (placed.outcome === 'OK') return { slipId: placed.slipId, chaseId: placed.chaseId, bets: placed.bets };
    if (placed.outcome === 'GAME_CHANGED') return GAME_CHANGED;
    if (placed.outcome === 'REPLAY') {
      const replay = await replayOf(db, member, idempotencyKey, fingerprint);
      if (!replay) throw new Error(`Slip key ${idempotencyKey} holds a slip that cannot be read`);
      return replay;
    }
    if (placed.outcome === 'EXCLUSION_UNCHECKED') exclusionMark = null;
    else if (placed.outcome === 'LIMITS_COUNTED') callerCounts = true;
    else throw new AppError(REFUSALS[placed.outcome]);
  }
  throw new Error(`Slip ${idempotencyKey}: the member's exclusion mark moved at every check`);
}

/** The selections as stored, each checked and priced, within the game's limits and the brand's ceiling. */
function pricedSelections(
  game: repo.GameRow,
  brand: Member['brand'],
  request: SlipRequest,
): StoredSelection[] {
  if (request.oddsVersion !== game.odds_version) throw new AppError('lottery.odds.changed');
  const selections = checkedSelections(game, request);
  const stakePerDraw = selections.reduce((sum, selection) => sum + stakeOf(selection), 0n);
  // The brand's ceiling is on one stake: the slip on one draw (a chase's later draws are each one).
  const { maxStake, currencyScale } = brand;
  if (maxStake !== null && stakePerDraw > maxStake)
    throw new AppError('stake.above.limit', { params: { max: formatMinorUnits(maxStake, currencyScale) } });
  return selections;
}

async function replayOf(db: Kysely<DB>, member: Member, idempotencyKey: string, fingerprint: Uint8Array) {
  const slip = await betsRepo.slipByKey(db, member.memberId, idempotencyKey);
  if (!slip) return undefined;
  if (!Buffer.from(slip.fingerprint).equals(Buffer.from(fingerprint)))
    throw new AppError('idempotency.conflict');
  const bets = await betsRepo.betsOfSlip(db, slip.id);
  return { slipId: slip.id, chaseId: bets[0]?.chase_id ?? null, bets };
}

/** Cancels the member's open bet before its draw closes, and gives its stake back. */
export async function cancelBet(db: Kysely<DB>, member: Member, betId: bigint, now: Date): Promise<void> {
  await inMoneyTransaction(db, async (trx) => {
    const bet = await betsRepo.memberBetForUpdate(trx, member.memberId, betId);
    // Someone else's bet answers as a bet that cannot be cancelled: nothing says it exists.
    if (bet?.status !== 'open') throw new AppError('lottery.bet.not.cancellable');
    const draw = await repo.drawForBetting(trx, bet.draw_id);
    if (draw.status !== 'open' || draw.closes_at <= now) throw new AppError('lottery.bet.not.cancellable');
    await betsRepo.settleBet(trx, bet.id, { status: 'cancelled', win: 0n, refunded: bet.stake, at: now });
    const accounts = await lotteryAccounts(trx, member.brand, member.memberId);
    await move(trx, member.brand, {
      key: `lottery.cancel:${bet.id}`,
      kind: 'lottery.cancel',
      from: accounts.house,
      to: accounts.main,
      amount: bet.stake,
    });
    await limits.recordStakeReturned(trx, member.brand, {
      memberId: member.memberId,
      amount: bet.stake,
      stakedAt: bet.staked_at,
    });
  });
}

/** Stops the member's active chase: the draws not yet bet on are given back from its hold. */
export async function stopChase(db: Kysely<DB>, member: Member, chaseId: bigint, now: Date): Promise<void> {
  await inMoneyTransaction(db, async (trx) => {
    const ending = { status: 'stopped', reason: 'member' } as const;
    if (!(await endChase(trx, member.brand, { chaseId, memberId: member.memberId }, ending, now)))
      throw new AppError('lottery.chase.not.found');
  });
}

/**
 * Stops every active chase of the member, in the caller's money transaction (staff locked, suspended
 * or closed the player; the member's break started): the draws not yet bet on are given back from
 * the hold, one movement per chase; bets already on a draw stand and settle. Answers how many.
 */
export async function stopChasesOf(
  trx: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  reason: 'staff' | 'exclusion',
  now = new Date(),
) {
  const ids = await chasesRepo.activeChaseIds(trx, brand.id, memberId);
  for (const chaseId of ids)
    await endChase(trx, brand, { chaseId, memberId }, { status: 'stopped', reason }, now);
  return ids.length;
}

/** The member's main wallet balance, answered with a placed slip. */
export async function mainBalance(db: Kysely<DB>, member: Member): Promise<bigint> {
  const main = await accountFor(db, member.brand, 'member.main', { memberId: member.memberId });
  const [row] = await balancesOf(db, [main]);
  return row?.balance ?? 0n;
}
