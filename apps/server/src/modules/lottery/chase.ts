import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import { postMoneyMessage } from '../member-messages/service.ts';
import { excludedFromStake } from '../protection/exclusion.ts';
import { merchantById } from '../system/service.ts';
import * as betsRepo from './bets-repo.ts';
import * as chasesRepo from './chases-repo.ts';
import { type Brand, lotteryAccounts, move } from './money.ts';
import * as repo from './repo.ts';
import { endChase } from './settlement.ts';

/** A selection as a slip or chase keeps it: checked, with its count of single bets. */
export type StoredSelection = {
  playType: string;
  selection: unknown;
  betCount: number;
  /** Minor units as a decimal string: JSON has no bigint. */
  unitAmount: string;
  multiplier: number;
};

export const stakeOf = (selection: StoredSelection) =>
  BigInt(selection.unitAmount) * BigInt(selection.multiplier) * BigInt(selection.betCount);

/** Whether one selection's stake is within the game's per-bet limits as they are now. */
export const withinBetLimits = (selection: StoredSelection, game: { min_stake: bigint; max_stake: bigint }) =>
  stakeOf(selection) >= game.min_stake && stakeOf(selection) <= game.max_stake;

function betsFor(
  selections: readonly StoredSelection[],
  bet: { merchantId: bigint; memberId: bigint; drawId: bigint; slipId: bigint; chaseId: bigint | null },
  game: { oddsVersion: number; prizeMode: string },
  now: Date,
): betsRepo.NewBet[] {
  return selections.map((selection, position) => ({
    ...bet,
    playType: selection.playType,
    selection: selection.selection,
    betCount: selection.betCount,
    unitAmount: BigInt(selection.unitAmount),
    multiplier: selection.multiplier,
    stake: stakeOf(selection),
    oddsVersion: game.oddsVersion,
    prizeMode: game.prizeMode,
    position,
    placedAt: now,
  }));
}

/** Sentinel that rolls a chase step back: the chase ended while its bet was being placed. */
class ChaseEnded extends Error {}
/** Sentinel that rolls a chase step back: the game's limits, as they are now, refuse its bets. */
class OverLimit extends Error {}

/**
 * Stops a chase whose game's odds moved on since it was placed, giving back what it still held as a
 * member stopping it would, and tells the member (once: the message's subject is the chase).
 */
async function stopAtNewOdds(db: Kysely<DB>, brand: Brand, step: Step, now: Date) {
  await inMoneyTransaction(db, async (trx) => {
    const ended = await endChase(
      trx,
      brand,
      { chaseId: step.id },
      { status: 'stopped', reason: 'odds' },
      now,
    );
    if (!ended) return;
    await postMoneyMessage(trx, {
      merchantId: brand.id,
      memberId: step.member_id,
      kind: 'lottery.chase.odds',
      amount: ended.released,
      subject: `lottery_chase:${step.id}`,
    });
  });
}

type Step = Awaited<ReturnType<typeof chasesRepo.chaseStepsDue>>[number];

/**
 * Places each active chase's bets on its game's open draw, paid from the chase's hold. The bets'
 * unique (slip, draw, position) and the transfer's key make each step happen once, whoever runs it.
 * Each step is checked like a slip placed now: at the odds the chase was placed under (a chase whose
 * game's prize mode changed stops rather than buy draws at odds its member never saw), every bet
 * within the game's per-bet limits, and the member's stake on the draw (slips placed there meanwhile
 * included) within the per-draw limit. A step the limits refuse ends the chase as stopped and gives
 * back what it still held, as a member stopping it would.
 */
export async function advanceChases(db: Kysely<DB>, now: Date): Promise<number> {
  let placed = 0;
  for (const step of await chasesRepo.chaseStepsDue(db, now)) {
    const merchant = await merchantById(db, step.merchant_id);
    if (!merchant) continue;
    const brand = { id: merchant.id, currency: merchant.currency, timeZone: merchant.timeZone };
    const selections = step.selections as StoredSelection[];
    if (step.odds_version !== step.chase_odds_version) {
      await stopAtNewOdds(db, brand, step, now);
      continue;
    }
    // A break the member's own brand announced stopped the chase already; one found by the person's
    // keys (another brand's break, the register) stops it here, before its next draw is bought.
    if (await excludedFromStake(db, merchant, step.member_id, now)) {
      await inMoneyTransaction(db, (trx) =>
        endChase(trx, brand, { chaseId: step.id }, { status: 'stopped', reason: 'exclusion' }, now),
      );
      continue;
    }
    try {
      await inMoneyTransaction(db, async (trx) => {
        const draw = await repo.drawForBetting(trx, step.draw_id);
        if (draw.status !== 'open' || draw.closes_at <= now) return;
        if (!selections.every((selection) => withinBetLimits(selection, step))) throw new OverLimit();
        await betsRepo.lockMemberBetting(trx, step.member_id);
        const already = await betsRepo.memberStakeOnDraw(trx, step.member_id, step.draw_id);
        if (already + step.stake_per_draw > step.max_stake_per_draw) throw new OverLimit();
        const bets = await betsRepo.insertBets(
          trx,
          betsFor(
            selections,
            {
              merchantId: step.merchant_id,
              memberId: step.member_id,
              drawId: step.draw_id,
              slipId: step.slip_id,
              chaseId: step.id,
            },
            { oddsVersion: step.odds_version, prizeMode: step.prize_mode },
            now,
          ),
        );
        if (bets.length === 0) return;
        if (!(await chasesRepo.countChaseStep(trx, step.id, now))) throw new ChaseEnded();
        const accounts = await lotteryAccounts(trx, brand, step.member_id);
        await move(trx, brand, {
          key: `lottery.chase:${step.id}:${step.draw_id}`,
          kind: 'lottery.bet',
          from: accounts.chaseHold,
          to: accounts.house,
          amount: step.stake_per_draw,
        });
        placed += 1;
      });
    } catch (error) {
      if (error instanceof OverLimit)
        await inMoneyTransaction(db, (trx) =>
          endChase(trx, brand, { chaseId: step.id }, { status: 'stopped', reason: 'limit' }, now),
        );
      else if (!(error instanceof ChaseEnded)) throw error;
    }
  }
  return placed;
}
