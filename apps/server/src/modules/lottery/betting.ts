import { createHash } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { accountFor, balancesOf, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { refuseStakeIfExcluded } from '../protection/exclusion.ts';
import * as limits from '../protection/limits.ts';
import * as betsRepo from './bets-repo.ts';
import { betsFor, type StoredSelection, stakeOf, withinBetLimits } from './chase.ts';
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

async function openDrawOf(db: Kysely<DB>, game: repo.GameRow, period: string, now: Date) {
  const draw = await repo.drawForSlip(db, game.id, period);
  if (!draw) throw new AppError('lottery.draw.closed');
  if (draw.status === 'cancelled') throw new AppError('lottery.draw.cancelled');
  if (draw.status !== 'open' || draw.closes_at <= now || draw.opens_at > now)
    throw new AppError('lottery.draw.closed');
  return draw;
}

/**
 * Places a slip: every selection checked, the stake limits kept, the stake debited from the main
 * wallet in the same transaction as the bet rows (a chase also moves the later draws' stakes into its
 * hold). Idempotent on the member's key: a replay answers the slip's bets, other content a conflict.
 * Any refusal moves no money and leaves no row.
 */
export async function placeSlip(
  db: Kysely<DB>,
  member: Member,
  idempotencyKey: string,
  request: SlipRequest,
  now: Date,
): Promise<{ slipId: bigint; chaseId: bigint | null; bets: betsRepo.BetRow[] }> {
  const game = await repo.gameByCode(db, member.brand.id, request.gameCode);
  if (!game) throw new AppError('lottery.game.unknown');
  const fingerprint = fingerprintOf(request);
  const replay = await replayOf(db, member, idempotencyKey, fingerprint);
  if (replay) return replay;
  if (request.oddsVersion !== game.odds_version) throw new AppError('lottery.odds.changed');
  const selections = checkedSelections(game, request);
  const stakePerDraw = selections.reduce((sum, selection) => sum + stakeOf(selection), 0n);
  // The brand's ceiling is on one stake: the slip on one draw (a chase's later draws are each one).
  const { maxStake, currencyScale } = member.brand;
  if (maxStake !== null && stakePerDraw > maxStake)
    throw new AppError('stake.above.limit', { params: { max: formatMinorUnits(maxStake, currencyScale) } });
  const draws = request.chase?.draws ?? 1;
  await refuseStakeIfExcluded(db, member.brand, member.memberId, now);
  // Opened (or found) before the transaction, where the ledger keeps their ids for the next slip: an
  // account left opened by a refused slip holds nothing and is the one the member's next slip uses.
  const accounts = await lotteryAccounts(db, member.brand, member.memberId);
  return inMoneyTransaction(db, async (trx) => {
    const slipId = await betsRepo.insertSlip(trx, {
      merchantId: member.brand.id,
      memberId: member.memberId,
      idempotencyKey,
      fingerprint,
    });
    if (slipId === undefined) {
      const first = await replayOf(trx, member, idempotencyKey, fingerprint);
      if (!first) throw new Error('A slip key was taken but holds no slip');
      return first;
    }
    const draw = await openDrawOf(trx, game, request.period, now);
    await betsRepo.lockMemberBetting(trx, member.memberId);
    const already = await betsRepo.memberStakeOnDraw(trx, member.memberId, draw.id);
    if (already + stakePerDraw > game.max_stake_per_draw) throw new AppError('lottery.stake.limit');
    const chaseId = request.chase
      ? await chasesRepo.insertChase(trx, {
          merchantId: member.brand.id,
          memberId: member.memberId,
          gameId: game.id,
          slipId,
          selections,
          stakePerDraw,
          drawsTotal: draws,
          stopOnWin: request.chase.stopOnWin,
          oddsVersion: game.odds_version,
          createdAt: now,
        })
      : null;
    const base = { merchantId: member.brand.id, memberId: member.memberId, drawId: draw.id, slipId, chaseId };
    const bets = await betsRepo.insertBets(
      trx,
      betsFor(selections, base, { oddsVersion: game.odds_version, prizeMode: game.prize_mode }, now),
    );
    const held = stakePerDraw * BigInt(draws - 1);
    await transfer(trx, {
      merchantId: member.brand.id,
      idempotencyKey: `lottery.slip:${slipId}`,
      kind: 'lottery.bet',
      legs: [
        { accountId: accounts.main, amount: -(stakePerDraw + held) },
        { accountId: accounts.house, amount: stakePerDraw },
        ...(held > 0n ? [{ accountId: accounts.chaseHold, amount: held }] : []),
      ],
    });
    // A chase's whole debit is staked now: its later draws' money leaves the wallet with this slip.
    // After the transfer, as every stake and win is recorded (the wallet's rows, then the usage row):
    // a settlement paying this member meanwhile takes the same rows in the same order. A refusal rolls
    // the transfer back with it.
    await limits.recordStake(trx, member.brand, member.memberId, stakePerDraw + held, now);
    return { slipId, chaseId, bets };
  });
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
