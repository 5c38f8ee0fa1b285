import type { CallerRequest } from '@platform/contracts/vendor-wallet/client';
import type { Kysely } from 'kysely';
import { marketPricesAt } from '../catalogue/brand-prices.ts';
import type { DB } from '../db/schema.ts';
import { type Bet, type Leg, potentialReturn, totalStake } from '../rules/bets.ts';
import { cashOutValue, type LegState, partialCashOut } from '../rules/cash-out.ts';
import { type LegToGrade, outcomeOfLeg, ruleBetOf } from '../settlement/grading.ts';
import * as settlementRepo from '../settlement/repo.ts';
import { payOwed } from '../settlement/settlement.ts';
import type { PlatformWallet } from '../wallet.ts';
import { addLiability, liabilityKeysOf } from './repo.ts';

type LegNow = LegToGrade & { marketId: bigint; currentPrice: bigint; selectionStatus: string };

const OPEN_EVENT = new Set(['scheduled', 'live']);

/**
 * Each leg as cash-out sees it: graded once its market has a result (or its event was cancelled),
 * else open at its selection's price now, or unpriced (null) while it takes no bets.
 */
function legStatesOf(legs: readonly LegNow[]): (leg: Leg) => LegState {
  const states = new Map(
    legs.map((leg): [string, LegState] => {
      const outcome = outcomeOfLeg(leg);
      if (outcome) return [String(leg.selectionId), { kind: 'graded', outcome }];
      const priced =
        leg.selectionStatus === 'open' && leg.marketStatus === 'open' && OPEN_EVENT.has(leg.eventStatus);
      return [String(leg.selectionId), { kind: 'open', currentPrice: priced ? leg.currentPrice : null }];
    }),
  );
  return (leg) => states.get(leg.selectionId) ?? { kind: 'open', currentPrice: null };
}

/**
 * The legs with their selections' current prices at the member's brand's margin (null: the
 * installation's), the prices the brand offers today and so the ones its cash-out is valued at.
 */
export async function atBrandPrices<L extends LegNow>(
  db: Kysely<DB>,
  legs: readonly L[],
  margin: number | null,
): Promise<L[]> {
  const prices = await marketPricesAt(
    db,
    legs.map((leg) => leg.marketId),
    margin,
  );
  return legs.map((leg) => ({ ...leg, currentPrice: prices.get(leg.selectionId) ?? leg.currentPrice }));
}

/** Today's offer for the whole of an open bet, or null when none is made. */
export function offerOf(
  bet: { kind: 'single' | 'accumulator' | 'system'; system_name: string | null; unit_stake: bigint },
  legs: readonly LegNow[],
  margin: number,
): bigint | null {
  return cashOutValue(ruleBetOf(bet, legs), legStatesOf(legs), margin);
}

type CashOut =
  | { outcome: 'paid'; paid: bigint }
  | { outcome: 'offer_changed'; offer: bigint | null }
  | { outcome: 'not_offered' }
  | { outcome: 'not_found' }
  | { outcome: 'invalid' }
  /** Decided and owed, but the wallet did not take the credit yet: the settlement run sends it again. */
  | { outcome: 'failed' };

/**
 * Cashes out a member's open bet, or `part` of its unit stake, at today's offer: under the lock of
 * the bet's row the offer is computed from the current prices at the brand's margin (rules/cash-out.ts), refused if below
 * what the member accepted, and recorded with the bet's new state (cashed out, or on a smaller
 * stake with its liability reduced). The credit is made after commit, closing the round for a full
 * cash-out only. The same key again answers the same cash-out and pays nothing twice.
 */
export async function cashOut(
  deps: {
    db: Kysely<DB>;
    wallet: PlatformWallet;
    now: () => Date;
    /** The cash-out margin. */
    margin: number;
    /** The member's brand's pricing margin; null for the installation's. */
    brandMargin: number | null;
  },
  member: { playerId: string; currency: string },
  betId: bigint,
  ask: { accepted: bigint; part: bigint | null },
  idempotencyKey: string,
  request: CallerRequest,
): Promise<CashOut> {
  const { db } = deps;
  const decided = await db.transaction().execute(async (trx): Promise<CashOut> => {
    const bet = await settlementRepo.lockBet(trx, betId);
    if (!bet || bet.player_id !== member.playerId || bet.currency !== member.currency)
      return { outcome: 'not_found' };
    const earlier = await trx
      .selectFrom('payment')
      .select('amount')
      .where('bet_id', '=', betId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (earlier) return { outcome: 'paid', paid: earlier.amount };
    if (bet.status !== 'open') return { outcome: 'not_offered' };
    if (ask.part !== null && (ask.part < 1n || ask.part > bet.unit_stake)) return { outcome: 'invalid' };
    const legs = await atBrandPrices(trx, await settlementRepo.legsOf(trx, [betId]), deps.brandMargin);
    const rules = ruleBetOf(bet, legs);
    const stateOf = legStatesOf(legs);
    const full = ask.part === null || ask.part === bet.unit_stake;
    let offer: bigint | null;
    let remaining: Bet | null = null;
    if (full) offer = cashOutValue(rules, stateOf, deps.margin);
    else {
      const partial = partialCashOut(rules, stateOf, deps.margin, ask.part ?? 0n);
      offer = partial.ok ? partial.paid : null;
      if (partial.ok) remaining = partial.remaining;
    }
    if (offer === null) return { outcome: 'not_offered' };
    if (ask.accepted > offer) return { outcome: 'offer_changed', offer };
    const { count } = await trx
      .selectFrom('payment')
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .where('bet_id', '=', betId)
      .where('kind', '=', 'cash_out')
      .executeTakeFirstOrThrow();
    await settlementRepo.insertPayment(trx, {
      betId,
      kind: 'cash_out',
      version: null,
      idempotencyKey,
      basis: ask.part ?? bet.unit_stake,
      amount: offer,
      operation: 'credit',
      closeRound: full,
      transactionId: `${bet.wallet_round_id}:cash-out:${BigInt(count) + 1n}`,
      createdAt: deps.now(),
      paidAt: null,
    });
    const keys = liabilityKeysOf(legs);
    if (remaining === null) {
      await trx
        .updateTable('bet')
        .set((eb) => ({ status: 'cashed_out', cashed_out: eb('cashed_out', '+', offer) }))
        .where('id', '=', betId)
        .execute();
      await addLiability(trx, bet.currency, keys, -bet.liability);
    } else {
      const stake = totalStake(remaining);
      const potential = potentialReturn(remaining);
      const liability = potential - stake;
      const unitStake = remaining.unitStake;
      await trx
        .updateTable('bet')
        .set((eb) => ({
          unit_stake: unitStake,
          total_stake: stake,
          potential_return: potential,
          liability,
          cashed_out: eb('cashed_out', '+', offer),
        }))
        .where('id', '=', betId)
        .execute();
      await addLiability(trx, bet.currency, keys, liability - bet.liability);
    }
    return { outcome: 'paid', paid: offer };
  });
  if (decided.outcome !== 'paid') return decided;
  // This bet's owed payments, in order: this cash-out's credit, or an earlier one a lost answer left.
  await payOwed({ db, wallet: deps.wallet, now: deps.now, log: request.log }, betId);
  const owed = await db
    .selectFrom('payment')
    .select('id')
    .where('bet_id', '=', betId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return owed ? { outcome: 'failed' } : decided;
}
