import { randomUUID } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import type { CallerRequest } from '@platform/contracts/vendor-wallet/client';
import type { Kysely } from 'kysely';
import { addLiability, leaveReserved, liabilityKeysOf } from '../betting/repo.ts';
import { retrying } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { settledReturn } from '../rules/bets.ts';
import type { Outcome } from '../rules/markets.ts';
import type { PlatformWallet } from '../wallet.ts';
import { outcomeOfLeg, ruleBetOf, versionOf } from './grading.ts';
import { markSettledMarkets } from './markets.ts';
import * as repo from './repo.ts';
import { isFinalRefusal, nextAttemptAt } from './retries.ts';

type Deps = { db: Kysely<DB>; now: () => Date };
type PayDeps = Deps & { wallet: PlatformWallet; log: CallerRequest['log'] & { warn?: Log } };
type Log = CallerRequest['log']['info'];

/** How many bets a run takes at most; the next run takes the rest. */
const BATCH = 200;

const standsBack = (outcome: Outcome) => outcome.kind === 'void' || outcome.kind === 'push';

/**
 * Settles one bet at its legs' current results, under the lock of its row: once per version (a
 * corrected result is a new one). The first settlement owes the whole return, as the credit that
 * closes the round; a later one owes the difference from the last, as an adjustment. The payment
 * is written here and made after commit (`payOwed`); the bet's liability is released at its first
 * settlement.
 */
async function settleOne(db: Kysely<DB>, betId: bigint, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const bet = await repo.lockBet(trx, betId);
    if (!bet || !['open', 'won', 'lost', 'void'].includes(bet.status)) return false;
    const legs = await repo.legsOf(trx, [betId]);
    const outcomes = legs.map(outcomeOfLeg);
    if (outcomes.some((outcome) => outcome === null)) return false;
    const version = versionOf(legs);
    const last = await repo.lastSettlement(trx, betId);
    if (last && (last.version ?? -1) >= version) return false;
    const rules = ruleBetOf(bet, legs);
    const bySelection = new Map(legs.map((leg, index) => [String(leg.selectionId), outcomes[index]]));
    const returned = settledReturn(rules, (leg) => {
      const outcome = bySelection.get(leg.selectionId);
      if (!outcome) throw new Error(`bet ${betId}: leg ${leg.selectionId} has no outcome`);
      return outcome;
    });
    const amount = last ? returned - last.basis : returned;
    await repo.insertPayment(trx, {
      betId,
      kind: 'settlement',
      version,
      idempotencyKey: null,
      basis: returned,
      amount,
      operation: !last ? 'credit' : amount === 0n ? 'none' : 'adjust',
      closeRound: !last,
      transactionId: `${bet.wallet_round_id}:settle:${version}`,
      createdAt: now,
      paidAt: last && amount === 0n ? now : null,
    });
    const status =
      returned === 0n ? 'lost' : outcomes.every((outcome) => outcome && standsBack(outcome)) ? 'void' : 'won';
    await trx.updateTable('bet').set({ status, returned }).where('id', '=', betId).execute();
    if (bet.status === 'open') await addLiability(trx, bet.currency, liabilityKeysOf(legs), -bet.liability);
    return true;
  });
}

/**
 * How many bets are settled, or paid, at once: each is its own transaction or wallet call. A run of
 * 200 single bets took 9.6 s one at a time and 3.4 s eight at a time (the book and the platform on
 * PostgreSQL, the shared 2-core machine at a load of 8 to 11).
 */
const WIDTH = 8;

/** Runs `work` on every item, `WIDTH` at a time. */
async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WIDTH, items.length) }, worker));
}

/** Settles every bet whose legs are all decided and whose results moved past its last settlement. */
async function settleBets(deps: Deps): Promise<number> {
  let settled = 0;
  await eachAtOnce(await repo.betsToSettle(deps.db, BATCH), async (betId) => {
    if (await retrying(() => settleOne(deps.db, betId, deps.now()))) settled += 1;
  });
  return settled;
}

/**
 * Makes the payments owed (settlements, corrections, cash-outs whose credit did not land), each
 * bet's in order, under its own transaction id: the platform answers a repeated one once. A refusal
 * that may pass (a correction down the member cannot cover yet) stays owed and is asked again a
 * minute later, a call the network lost on the next run, each later failure in a row waiting longer
 * (`retries.ts`); a refusal for good is kept for staff and never sent again, and the bet's next
 * payment goes. No lock is held during a call.
 */
export async function payOwed(deps: PayDeps, betId?: bigint): Promise<number> {
  let paid = 0;
  const request: CallerRequest = { id: `sportsbook-pay-${randomUUID()}`, log: deps.log };
  // One payment per bet at most (the earliest owed), so payments made at once never cross.
  await eachAtOnce(await repo.owedPayments(deps.db, deps.now(), BATCH, betId), async (payment) => {
    const round = {
      token: payment.token,
      playerId: payment.playerId,
      gameCode: payment.gameCode,
      roundId: payment.roundId,
      transactionId: payment.transactionId,
    };
    const money = (amount: bigint) => formatMinorUnits(amount, payment.scale);
    let code: string;
    try {
      code =
        payment.operation === 'credit'
          ? await deps.wallet.pay(
              {
                operation: 'credit',
                round,
                amount: money(payment.amount),
                currency: payment.currency,
                closeRound: payment.closeRound,
              },
              request,
            )
          : await deps.wallet.pay(
              {
                operation: 'adjust',
                round,
                refTransactionId: payment.closingTransactionId ?? payment.transactionId,
                amount: money(payment.amount < 0n ? -payment.amount : payment.amount),
                direction: payment.amount < 0n ? 'debit' : 'credit',
                currency: payment.currency,
              },
              request,
            );
    } catch (error) {
      await notReached(deps, payment, error);
      return;
    }
    if (code === 'OK') {
      await repo.markPaid(deps.db, payment.id, deps.now());
      paid += 1;
    } else await refused(deps, payment, code);
  });
  return paid;
}

type OwedPayment = { id: bigint; betId: bigint; transactionId: string; attempts: number };

/** A payment whose call failed on the way: owed, sent again at the next run, then ever more slowly. */
async function notReached(deps: PayDeps, payment: OwedPayment, error: unknown): Promise<void> {
  const attempts = payment.attempts + 1;
  await repo.markNotReached(deps.db, payment.id, nextAttemptAt(deps.now(), attempts, 'not_reached'));
  deps.log.info(
    { err: error, payment: String(payment.id), attempts },
    'a payment is owed: the wallet was not reached',
  );
}

/**
 * A payment the wallet refused. For good (`isFinalRefusal`): kept for staff in `refused_payment`,
 * never sent again, logged as a warning (the line an operator's alert counts). Otherwise owed, and
 * asked again later.
 */
async function refused(deps: PayDeps, payment: OwedPayment, code: string): Promise<void> {
  const attempts = payment.attempts + 1;
  if (isFinalRefusal(code)) {
    await repo.markRefusedForGood(deps.db, payment.id, code, deps.now());
    const detail = {
      payment: String(payment.id),
      bet: String(payment.betId),
      transactionId: payment.transactionId,
      code,
    };
    const message = 'a payment was refused for good: staff settle it by hand (refused_payment)';
    if (deps.log.warn) deps.log.warn(detail, message);
    else deps.log.info(detail, message);
    return;
  }
  await repo.markRefused(deps.db, payment.id, code, nextAttemptAt(deps.now(), attempts, 'refused'));
  deps.log.info({ payment: String(payment.id), code, attempts }, 'a payment is owed: the wallet refused it');
}

/** A bet left reserved longer than this had its debit and its rollback fail: the sweep insists. */
const RESERVED_FOR_MS = 60_000;

/**
 * Bets left reserved (the debit's fate unknown and its rollback failed too): the rollback of the
 * debit is asked for again (idempotent: one stake given back, or a debit never seen refused for
 * ever); once the wallet says OK no stake is held, and the bet fails and releases its liability.
 */
export async function sweepReserved(deps: PayDeps): Promise<number> {
  let swept = 0;
  const request: CallerRequest = { id: `sportsbook-sweep-${randomUUID()}`, log: deps.log };
  const before = new Date(deps.now().getTime() - RESERVED_FOR_MS);
  for (const bet of await repo.reservedBefore(deps.db, before, BATCH)) {
    let code: string;
    try {
      code = await deps.wallet.rollback(
        { token: bet.token, playerId: bet.playerId, gameCode: bet.gameCode, roundId: bet.roundId },
        request,
      );
    } catch (error) {
      request.log.info(
        { err: error, bet: String(bet.id) },
        'a reserved bet waits: the wallet was not reached',
      );
      continue;
    }
    if (code !== 'OK') {
      request.log.info({ bet: String(bet.id), code }, 'a reserved bet waits: the rollback was refused');
      continue;
    }
    await retrying(() =>
      deps.db.transaction().execute(async (trx) => {
        // As the placement releases a bet whose debit was rolled back.
        const left = await leaveReserved(trx, bet.id, 'failed', null);
        if (!left) return;
        const legs = left.legs.map((leg) => ({ eventId: leg.event_id, selectionId: leg.selection_id }));
        await addLiability(trx, left.currency, liabilityKeysOf(legs), -left.liability);
        swept += 1;
      }),
    );
  }
  return swept;
}

/** One run of the book's settlement: settle what is decided, sweep reserved bets, pay what is owed. */
export async function settlementRun(deps: PayDeps) {
  const settled = await settleBets(deps);
  const swept = await sweepReserved(deps);
  const paid = await payOwed(deps);
  // The markets whose every bet this run (or an earlier one) settled at their result's version.
  await markSettledMarkets(deps.db);
  return { settled, swept, paid };
}
