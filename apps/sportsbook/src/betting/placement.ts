import { randomBytes } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import { type CallerRequest, WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import type { Kysely } from 'kysely';
import { pricesAtMargin } from '../catalogue/brand-prices.ts';
import { retrying } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { type Bet, type BetKind, betOf, type Leg, potentialReturn, totalStake } from '../rules/bets.ts';
import { type Exposure, type LimitedBet, liabilityRoom, refusalsOf } from '../rules/limits.ts';
import { DebitRolledBack, type PlatformWallet } from '../wallet.ts';
import type { OpenMarks } from './open-marks.ts';
import * as repo from './repo.ts';
import type { Reservations } from './reservations.ts';

/** How the member takes a price that moved since the slip showed it. */
type PriceChanges = 'none' | 'better' | 'any';

type Slip = {
  kind: BetKind;
  /** Per line, in minor units of the session's currency. */
  unitStake: bigint;
  /** Each selection with the price the slip showed. */
  legs: readonly { selectionId: bigint; price: bigint }[];
  priceChanges: PriceChanges;
};

/** Why the book would not take a slip; each names what the slip can change. */
type Reason =
  | { code: 'selection_unavailable'; selectionId: string }
  | { code: 'price_changed'; selectionId: string; price: string }
  | { code: 'unknown_system' | 'wrong_number_of_selections' | 'related_selections' | 'stake_not_positive' }
  | { code: 'stake_below_minimum' | 'stake_above_maximum' | 'payout_above_maximum'; limit: string }
  | { code: 'event_liability'; eventId: string }
  | { code: 'selection_liability'; selectionId: string };

type BetView = {
  betId: string;
  status: string;
  unitStake: string;
  totalStake: string;
  potentialReturn: string;
  legs: { selectionId: string; price: string }[];
};

type Placement =
  /** Taken: the stake is debited. `balance` is the wallet's after the debit (absent on a replay). */
  | { outcome: 'placed'; bet: BetView; balance?: string }
  /** The book refused the slip before any money moved. */
  | { outcome: 'refused'; reasons: Reason[] }
  /** The platform refused the stake (funds, a limit of the member's): no money moved. */
  | { outcome: 'wallet_refused'; code: string }
  /** The same slip is still being placed (a retry that overtook the first). */
  | { outcome: 'in_progress' }
  /** The debit's fate was unknown; it was rolled back and the bet not taken. */
  | { outcome: 'failed' };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const OPEN_EVENT = new Set(['scheduled', 'live']);

const NOTHING_HELD: Exposure = { events: new Map(), selections: new Map() };

/** The book's exposure on a bet's events and selections, from the liability rows' amounts by key. */
const exposureOf = (legs: readonly Leg[], amounts: ReadonlyMap<string, bigint>): Exposure => ({
  events: new Map(legs.map((leg) => [leg.eventId, amounts.get(`event:${leg.eventId}`) ?? 0n])),
  selections: new Map(
    legs.map((leg) => [leg.selectionId, amounts.get(`selection:${leg.selectionId}`) ?? 0n]),
  ),
});

function viewOf(
  bet: { id: bigint; status: string; unit_stake: bigint; total_stake: bigint; potential_return: bigint },
  legs: readonly { selection_id: bigint; price: bigint }[],
  scale: number,
): BetView {
  const money = (amount: bigint) => formatMinorUnits(amount, scale);
  return {
    betId: String(bet.id),
    status: bet.status,
    unitStake: money(bet.unit_stake),
    totalStake: money(bet.total_stake),
    potentialReturn: money(bet.potential_return),
    legs: legs.map((leg) => ({ selectionId: String(leg.selection_id), price: String(leg.price) })),
  };
}

/** What an earlier placement of the same slip (the same key) came to. */
function replayOf(bet: NonNullable<Awaited<ReturnType<typeof repo.betByKey>>>, scale: number): Placement {
  switch (bet.status) {
    case 'reserved':
      return { outcome: 'in_progress' };
    case 'refused':
      return { outcome: 'wallet_refused', code: bet.refusal ?? 'REFUSED' };
    case 'failed':
      return { outcome: 'failed' };
    default:
      return { outcome: 'placed', bet: viewOf(bet, bet.legs, scale) };
  }
}

type PricedLeg = Leg & {
  live: boolean;
  limits: { minStake: bigint | null; maxStake: bigint | null };
};

/**
 * The slip at the book's prices now, at the brand's margin (null: the installation's), from its
 * markets' selections as read: each selection open on an open market of an event with a commitment,
 * its price within what the member allows, and the slip a bet by the rules; else why not.
 */
function priced(
  slip: Slip,
  selections: Awaited<ReturnType<typeof repo.slipReads>>['selections'],
  margin: number | null,
): { legs: PricedLeg[]; bet: Bet } | { reasons: Reason[] } {
  const found = new Map(selections.map((row) => [row.selectionId, row]));
  const brandPrices = pricesAtMargin(selections, margin);
  const reasons: Reason[] = [];
  const legs: PricedLeg[] = [];
  for (const { selectionId, price: shown } of slip.legs) {
    const row = found.get(selectionId);
    // A bet is taken only on an event whose outcome is committed (published) before it.
    if (
      row?.selectionStatus !== 'open' ||
      row.marketStatus !== 'open' ||
      !OPEN_EVENT.has(row.eventStatus) ||
      row.commitment === null
    ) {
      reasons.push({ code: 'selection_unavailable', selectionId: String(selectionId) });
      continue;
    }
    const price = brandPrices.get(selectionId) ?? row.price;
    const moved =
      slip.priceChanges === 'none' ? price !== shown : slip.priceChanges === 'better' ? price < shown : false;
    if (moved)
      reasons.push({ code: 'price_changed', selectionId: String(selectionId), price: String(price) });
    legs.push({
      eventId: String(row.eventId),
      selectionId: String(selectionId),
      price,
      live: row.eventStatus === 'live',
      limits: { minStake: row.minStake, maxStake: row.maxStake },
    });
  }
  if (reasons.length > 0) return { reasons };
  const made = betOf(slip.kind, legs, slip.unitStake);
  if (!made.ok) return { reasons: [{ code: made.problem }] };
  return { legs, bet: made.bet };
}

/**
 * Places a slip: the rules (rules/bets.ts) make it a bet, its prices are checked against the book's
 * now at the brand's margin (taken at today's price as the member allows; the leg keeps it), a
 * second time after the in-play delay when a leg is in play, and in one statement the liability rows
 * it touches are locked, the limits (rules/limits.ts) applied to them and the bet recorded holding its
 * liability.
 * Only then is the stake debited through the wallet, named by the bet's round: a refusal releases the
 * liability and answers why; a debit of unknown fate is rolled back (the wallet does so) and the
 * liability released. Concurrent bets on one selection therefore never pass its limit together, and
 * the database is never locked while the wallet is called.
 */
export async function placeBet(
  deps: {
    db: Kysely<DB>;
    wallet: PlatformWallet;
    now: () => Date;
    /** How long a slip with a leg in play waits before its prices are checked again (0: not at all). */
    inPlayDelayMs: number;
    sleep: (ms: number) => Promise<void>;
    /** The session's brand's margin; null prices at the installation's. */
    margin: number | null;
    /** Reserves a bet (`reservations`, which groups those that arrive together in one commit). */
    reserve: Reservations;
    /** Marks a debited bet open (`openMarks`); false when it was no longer reserved. */
    markOpen: OpenMarks;
  },
  session: repo.PlacingSession,
  slip: Slip,
  idempotencyKey: string,
  request: CallerRequest,
): Promise<Placement> {
  const { db } = deps;
  const selectionIds = slip.legs.map((leg) => leg.selectionId);
  const read = await repo.slipReads(db, session.playerId, idempotencyKey, selectionIds);
  if (read.earlier) {
    const earlier = await repo.betByKey(db, session.playerId, idempotencyKey);
    if (earlier) return replayOf(earlier, session.scale);
  }

  const first = priced(slip, read.selections, deps.margin);
  if ('reasons' in first) return { outcome: 'refused', reasons: first.reasons };
  let { legs, bet: struck } = first;
  // In play a price can be overtaken by what happens on the field before the book has moved it (a
  // goal): the slip waits out the delay, holding nothing, and is taken only if its prices still stand.
  if (deps.inPlayDelayMs > 0 && legs.some((leg) => leg.live)) {
    await deps.sleep(deps.inPlayDelayMs);
    const reread = await repo.slipReads(db, session.playerId, idempotencyKey, selectionIds);
    const again = priced(slip, reread.selections, deps.margin);
    if ('reasons' in again) return { outcome: 'refused', reasons: again.reasons };
    ({ legs, bet: struck } = again);
  }

  const book = session.limits;
  const unit = 10n ** BigInt(session.scale);
  const limited: LimitedBet = {
    legs: legs.map((leg) => ({
      eventId: leg.eventId,
      selectionId: leg.selectionId,
      limits: {
        minStake: (leg.limits.minStake ?? book.minStake) * unit,
        maxStake: (leg.limits.maxStake ?? book.maxStake) * unit,
      },
    })),
    unitStake: struck.unitStake,
    totalStake: totalStake(struck),
    potentialReturn: potentialReturn(struck),
  };
  const bookLimits = {
    maxPayout: book.maxPayout * unit,
    maxEventLiability: book.maxEventLiability * unit,
    maxSelectionLiability: book.maxSelectionLiability * unit,
  };
  const keys = repo.liabilityKeysOf(legs);
  const liability = limited.potentialReturn - limited.totalStake;
  const reasonsOf = (exposure: Exposure) =>
    refusalsOf(limited, bookLimits, exposure).map((refusal): Reason => {
      if ('limit' in refusal)
        return { code: refusal.code, limit: formatMinorUnits(refusal.limit, session.scale) };
      return refusal;
    });
  // A limit the bet passes on its own (a stake, the payout, a liability over the maximum) refuses it
  // whatever the book holds: the reasons are said at the liability as it stands, nothing locked.
  if (refusalsOf(limited, bookLimits, NOTHING_HELD).length > 0)
    return {
      outcome: 'refused',
      reasons: reasonsOf(exposureOf(legs, await repo.liabilityOf(db, session.currency, keys))),
    };
  const walletRoundId = `sb-${randomBytes(12).toString('hex')}`;
  const newBet: repo.NewBet = {
    sessionId: session.id,
    playerId: session.playerId,
    currency: session.currency,
    idempotencyKey,
    kind: slip.kind.kind,
    systemName: slip.kind.kind === 'system' ? slip.kind.name : null,
    unitStake: limited.unitStake,
    totalStake: limited.totalStake,
    potentialReturn: limited.potentialReturn,
    liability,
    walletRoundId,
    placedAt: deps.now(),
    legs: legs.map((leg) => ({
      eventId: BigInt(leg.eventId),
      selectionId: BigInt(leg.selectionId),
      price: leg.price,
    })),
  };
  const room = liabilityRoom(limited, bookLimits);

  let reserved: Awaited<ReturnType<Reservations>>;
  try {
    reserved = await retrying(async () => {
      const first = await deps.reserve(newBet, keys, room);
      if (first.missing.length === 0) return first;
      await repo.addLiabilityRows(db, session.currency, first.missing);
      return deps.reserve(newBet, keys, room);
    });
  } catch (error) {
    // The same slip placed at the same moment by a retry: the first one's answer stands.
    if (!isUniqueViolation(error)) throw error;
    const first = await repo.betByKey(db, session.playerId, idempotencyKey);
    if (!first) throw error;
    return replayOf(first, session.scale);
  }
  if (reserved.betId === null) {
    const reasons = reasonsOf(exposureOf(legs, reserved.before));
    if (reasons.length === 0 || reserved.missing.length > 0)
      throw new Error('the reservation took no bet the limits would refuse');
    return { outcome: 'refused', reasons };
  }

  const { betId } = reserved;
  const release = (status: 'refused' | 'failed', refusal: string | null) =>
    retrying(() =>
      db.transaction().execute(async (trx) => {
        const left = await repo.leaveReserved(trx, betId, status, refusal);
        if (left) await repo.addLiability(trx, left.currency, keys, -left.liability);
      }),
    );
  let balance: string;
  try {
    balance = await deps.wallet.debit(
      {
        token: session.token,
        playerId: session.playerId,
        gameCode: session.gameCode,
        roundId: walletRoundId,
        transactionId: `${walletRoundId}:debit`,
      },
      formatMinorUnits(limited.totalStake, session.scale),
      session.currency,
      request,
    );
  } catch (error) {
    if (error instanceof WalletRefusal) {
      await release('refused', error.code);
      return { outcome: 'wallet_refused', code: error.code };
    }
    if (error instanceof DebitRolledBack) {
      await release('failed', null);
      return { outcome: 'failed' };
    }
    // Neither the debit's nor its rollback's fate is known: the bet stays reserved, holding its
    // liability, rather than free a limit a taken stake may still be using.
    throw error;
  }
  if (!(await deps.markOpen(betId))) {
    // Moved on while the wallet answered (a sweep of stale reservations): the bet as it stands.
    const bet = await repo.betByKey(db, session.playerId, idempotencyKey);
    if (!bet) throw new Error(`bet ${betId} is gone`);
    return { outcome: 'placed', bet: viewOf(bet, bet.legs, session.scale), balance };
  }
  const bet = {
    id: betId,
    status: 'open',
    unit_stake: limited.unitStake,
    total_stake: limited.totalStake,
    potential_return: limited.potentialReturn,
  };
  const struckLegs = legs.map((leg) => ({ selection_id: BigInt(leg.selectionId), price: leg.price }));
  return { outcome: 'placed', bet: viewOf(bet, struckLegs, session.scale), balance };
}
