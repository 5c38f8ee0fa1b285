import { randomBytes } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import { type CallerRequest, WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import type { Kysely } from 'kysely';
import { marketPricesAt } from '../catalogue/brand-prices.ts';
import { retrying } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { type Bet, type BetKind, betOf, type Leg, potentialReturn, totalStake } from '../rules/bets.ts';
import { type Exposure, type LimitedBet, refusalsOf } from '../rules/limits.ts';
import { DebitRolledBack, type PlatformWallet } from '../wallet.ts';
import * as repo from './repo.ts';

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

type Session = {
  id: string;
  token: string;
  playerId: string;
  gameCode: string;
  currency: string;
  scale: number;
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

/** A bet over a limit: thrown to roll back its reservation (its bet row and the liability added). */
class Refused extends Error {
  readonly reasons: Reason[];
  constructor(reasons: Reason[]) {
    super('refused by the limits');
    this.reasons = reasons;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const OPEN_EVENT = new Set(['scheduled', 'live']);

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
 * The slip at the book's prices now, at the brand's margin (null: the installation's): each selection
 * open on an open market of an event with a commitment, its price within what the member allows, and
 * the slip a bet by the rules; else why not.
 */
async function priced(
  db: Kysely<DB>,
  slip: Slip,
  margin: number | null,
): Promise<{ legs: PricedLeg[]; bet: Bet } | { reasons: Reason[] }> {
  const rows = await repo.selectionsForSlip(
    db,
    slip.legs.map((leg) => leg.selectionId),
  );
  const found = new Map(rows.map((row) => [row.selectionId, row]));
  const brandPrices = await marketPricesAt(
    db,
    rows.map((row) => row.marketId),
    margin,
  );
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
 * second time after the in-play delay when a leg is in play, and in one transaction the limits
 * (rules/limits.ts) are applied on the liability rows it touches, locked, and the bet is recorded holding its liability.
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
  },
  session: Session,
  slip: Slip,
  idempotencyKey: string,
  request: CallerRequest,
): Promise<Placement> {
  const { db } = deps;
  const earlier = await repo.betByKey(db, session.playerId, idempotencyKey);
  if (earlier) return replayOf(earlier, session.scale);

  const first = await priced(db, slip, deps.margin);
  if ('reasons' in first) return { outcome: 'refused', reasons: first.reasons };
  let { legs, bet: struck } = first;
  // In play a price can be overtaken by what happens on the field before the book has moved it (a
  // goal): the slip waits out the delay, holding nothing, and is taken only if its prices still stand.
  if (deps.inPlayDelayMs > 0 && legs.some((leg) => leg.live)) {
    await deps.sleep(deps.inPlayDelayMs);
    const again = await priced(db, slip, deps.margin);
    if ('reasons' in again) return { outcome: 'refused', reasons: again.reasons };
    ({ legs, bet: struck } = again);
  }

  const book = await repo.bookLimitsFor(db, session.currency);
  const unit = 10n ** BigInt(session.scale);
  const limited: LimitedBet = {
    legs: legs.map((leg) => ({
      eventId: leg.eventId,
      selectionId: leg.selectionId,
      limits: {
        minStake: (leg.limits.minStake ?? book.min_stake) * unit,
        maxStake: (leg.limits.maxStake ?? book.max_stake) * unit,
      },
    })),
    unitStake: struck.unitStake,
    totalStake: totalStake(struck),
    potentialReturn: potentialReturn(struck),
  };
  const bookLimits = {
    maxPayout: book.max_payout * unit,
    maxEventLiability: book.max_event_liability * unit,
    maxSelectionLiability: book.max_selection_liability * unit,
  };
  const keys = repo.liabilityKeysOf(legs);
  const liability = limited.potentialReturn - limited.totalStake;
  const walletRoundId = `sb-${randomBytes(12).toString('hex')}`;
  const kind = slip.kind.kind;

  let reserved: { betId: bigint } | { replay: Placement };
  try {
    reserved = await retrying(() =>
      db.transaction().execute(async (trx) => {
        // The bet is written first and the liability rows locked last, so they are held only for the
        // statement that adds to them and the commit.
        const betId = await repo.insertBet(trx, {
          sessionId: session.id,
          playerId: session.playerId,
          currency: session.currency,
          idempotencyKey,
          kind,
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
        });
        const before = await repo.reserveLiability(trx, session.currency, keys, liability);
        const exposure: Exposure = {
          events: new Map(legs.map((leg) => [leg.eventId, before.get(`event:${leg.eventId}`) ?? 0n])),
          selections: new Map(
            legs.map((leg) => [leg.selectionId, before.get(`selection:${leg.selectionId}`) ?? 0n]),
          ),
        };
        const refusals = refusalsOf(limited, bookLimits, exposure);
        if (refusals.length > 0)
          throw new Refused(
            refusals.map((refusal): Reason => {
              if ('limit' in refusal)
                return { code: refusal.code, limit: formatMinorUnits(refusal.limit, session.scale) };
              return refusal;
            }),
          );
        return { betId };
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return { outcome: 'refused', reasons: error.reasons };
    // The same slip placed at the same moment by a retry: the first one's answer stands.
    if (!isUniqueViolation(error)) throw error;
    const first = await repo.betByKey(db, session.playerId, idempotencyKey);
    if (!first) throw error;
    reserved = { replay: replayOf(first, session.scale) };
  }
  if ('replay' in reserved) return reserved.replay;

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
  if (!(await repo.markOpen(db, betId))) {
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
