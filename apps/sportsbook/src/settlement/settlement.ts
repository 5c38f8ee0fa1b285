import { randomUUID } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import type { CallerRequest } from '@platform/contracts/vendor-wallet/client';
import type { Kysely, Transaction } from 'kysely';
import {
  addLiabilities,
  addLiability,
  type LiabilityKey,
  leaveReserved,
  liabilityKeysOf,
} from '../betting/repo.ts';
import { retrying } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { settledReturn } from '../rules/bets.ts';
import type { Outcome } from '../rules/markets.ts';
import type { PlatformWallet } from '../wallet.ts';
import { type LegToGrade, outcomeOfLeg, ruleBetOf, versionOf } from './grading.ts';
import { markSettledMarkets } from './markets.ts';
import * as repo from './repo.ts';
import { isFinalRefusal, nextAttemptAt } from './retries.ts';

type Deps = { db: Kysely<DB>; now: () => Date };
type PayDeps = Deps & { wallet: PlatformWallet; log: CallerRequest['log'] & { warn?: Log } };
type Log = CallerRequest['log']['info'];

/** How many payments a page of the sender holds, and how many pages a run sends at most. */
const BATCH = 200;
const PAY_PAGES = 10;
type Owed = Awaited<ReturnType<typeof repo.owedPayments>>[number];

/**
 * How many bets one transaction settles: a page is read, graded and written in a few statements, so
 * an event of 100,000 bets is ten transactions, each holding its bets' rows for about a second.
 */
const PAGE = 10_000;
const ANALYZE_AFTER = 1_000;

const standsBack = (outcome: Outcome) => outcome.kind === 'void' || outcome.kind === 'push';

/**
 * Settles a page of bets at their legs' current results, under the lock of their rows: each once per
 * version (a corrected result is a new one), graded by the rules bet by bet, written back set-based.
 * The first settlement owes the whole return, as the credit that closes the round; a later one owes
 * the difference from the last, as an adjustment. The payments are written here and made after
 * commit (`payOwed`); a bet's liability is released at its first settlement.
 */
async function settlePage(trx: Transaction<DB>, betIds: readonly bigint[], now: Date): Promise<number> {
  const bets = await repo.lockBets(trx, betIds);
  const ids = bets.map(({ id }) => id);
  const legsByBet = Map.groupBy(await repo.legsToGrade(trx, ids), (leg) => leg.betId);
  const lasts = await repo.lastSettlements(trx, ids);
  // A leg's outcome is its selection's: graded once a page.
  const graded = new Map<bigint, Outcome | null>();
  const outcomeOf = (leg: LegToGrade) => {
    if (!graded.has(leg.selectionId)) graded.set(leg.selectionId, outcomeOfLeg(leg));
    return graded.get(leg.selectionId) ?? null;
  };
  const settled: repo.Settled[] = [];
  const released = new Map<string, Map<string, LiabilityKey & { amount: bigint }>>();
  for (const bet of bets) {
    const legs = legsByBet.get(bet.id) ?? [];
    const outcomes = legs.map(outcomeOf);
    if (outcomes.some((outcome) => outcome === null)) continue;
    const version = versionOf(legs);
    const last = lasts.get(bet.id);
    if (last && (last.version ?? -1) >= version) continue;
    const bySelection = new Map(legs.map((leg, index) => [String(leg.selectionId), outcomes[index]]));
    const returned = settledReturn(ruleBetOf(bet, legs), (leg) => {
      const outcome = bySelection.get(leg.selectionId);
      if (!outcome) throw new Error(`bet ${bet.id}: leg ${leg.selectionId} has no outcome`);
      return outcome;
    });
    const amount = last ? returned - last.basis : returned;
    settled.push({
      betId: bet.id,
      status:
        returned === 0n
          ? 'lost'
          : outcomes.every((outcome) => outcome && standsBack(outcome))
            ? 'void'
            : 'won',
      version,
      returned,
      amount,
      operation: !last ? 'credit' : amount === 0n ? 'none' : 'adjust',
    });
    if (bet.status !== 'open') continue;
    const ofCurrency = released.get(bet.currency) ?? new Map();
    released.set(bet.currency, ofCurrency);
    for (const key of liabilityKeysOf(legs)) {
      const name = `${key.subject}:${key.subjectId}`;
      const amount = (ofCurrency.get(name)?.amount ?? 0n) - bet.liability;
      ofCurrency.set(name, { ...key, amount });
    }
  }
  await repo.writeSettlements(trx, settled, now);
  for (const [currency, amounts] of [...released].sort(([a], [b]) => (a < b ? -1 : 1)))
    await addLiabilities(trx, currency, [...amounts.values()]);
  return settled.length;
}

/**
 * Settles the bets of every event with a market decided past its last settlement (a result, a
 * correction, a void, a cancellation), read in pages of `pageSize` in id order, each page one
 * transaction; then marks those markets settled at the version read. A bet whose other legs are
 * still open waits for the event that decides its last one, and a bet two due events share is
 * settled by the first and left alone by the second.
 */
export async function settleDecided(deps: Deps, pageSize = PAGE): Promise<number> {
  let settled = 0;
  for (const [eventId, markets] of Map.groupBy(await repo.dueMarkets(deps.db), (market) => market.eventId)) {
    for (let after = 0n; ; ) {
      const page = await repo.betsOfEvent(deps.db, eventId, after, pageSize);
      if (page.length === 0) break;
      settled += await retrying(() =>
        deps.db.transaction().execute((trx) => settlePage(trx, page, deps.now())),
      );
      if (page.length < pageSize) break;
      after = page.at(-1) ?? after;
    }
    await repo.markSettled(deps.db, markets);
  }
  // Thousands of new owed payments at once: their statistics are brought up to date before the
  // sender reads them, which autovacuum would only do a while later. On the old ones the planner
  // took the owed payments for a dozen rows and compared each with every other (9.4 s for 5,000).
  if (settled >= ANALYZE_AFTER) await repo.analyzePayments(deps.db);
  return settled;
}

/**
 * How many payments are sent at once: each is its own wallet call, and a bet has at most one in
 * flight. A run of 200 single bets took 9.6 s one at a time and 3.4 s eight at a time (the book and
 * the platform on PostgreSQL, the shared 2-core machine at a load of 8 to 11).
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
  const landed: bigint[] = [];
  const request: CallerRequest = { id: `sportsbook-pay-${randomUUID()}`, log: deps.log };
  const pay = async (payment: Owed) => {
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
    if (code === 'OK') landed.push(payment.id);
    else await refused(deps, payment, code);
  };
  // A page at a time while pages come back full and the wallet answers, PAY_PAGES at most, so a run
  // after a large event returns to settling within seconds. One payment per bet at most in a page
  // (the earliest owed), so payments made at once never cross.
  for (let page = 0; page < PAY_PAGES; page += 1) {
    const owed = await repo.owedPayments(deps.db, deps.now(), BATCH, betId);
    await eachAtOnce(owed, pay);
    // The page's landed payments marked in one statement: a commit each held the sender to about 75
    // a second on the shared machine. Should the mark be lost, the next run sends them again under
    // their transaction ids, which the platform answers once.
    const marked = landed.splice(0);
    await repo.markPaid(deps.db, marked, deps.now());
    paid += marked.length;
    if (owed.length < BATCH || marked.length === 0) break;
  }
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
  const settled = await settleDecided(deps);
  const swept = await sweepReserved(deps);
  const paid = await payOwed(deps);
  // The markets whose every bet this run (or an earlier one) settled at their result's version.
  await markSettledMarkets(deps.db);
  return { settled, swept, paid };
}
