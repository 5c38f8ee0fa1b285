import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { BrandMargins } from '../catalogue/brand-prices.ts';
import type { BetStatus, DB } from '../db/schema.ts';
import { sessionById } from '../sessions/repo.ts';
import { outcomeOfLeg } from '../settlement/grading.ts';
import { legsOf } from '../settlement/repo.ts';
import type { PlatformWallet } from '../wallet.ts';
import { atBrandPrices, cashOut, offerOf } from './cash-out.ts';

/** The brand's cash-out margin when none is given, in hundredths of a percent (3%). */
const DEFAULT_CASH_OUT_MARGIN = 300;

/** How many bets the history shows, newest first. */
const HISTORY_LENGTH = 50;

const ZBetId = z.string().regex(/^[1-9][0-9]{0,17}$/);
const ZKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const ZCashOut = z.object({ offer: z.string().max(24), part: z.string().max(24).optional() });

/**
 * What the page shows of a status: a bet still being placed is pending. A bet the book or the wallet
 * refused, or whose debit failed, was never taken and is not shown.
 */
const STATUS_SHOWN: Partial<Record<BetStatus, string>> = {
  reserved: 'pending',
  open: 'open',
  won: 'won',
  lost: 'lost',
  void: 'void',
  cashed_out: 'cashed_out',
};

type BetRow = Awaited<ReturnType<typeof betRows>>[number];

function betRows(db: Kysely<DB>, member: { playerId: string; currency: string }, betId?: bigint) {
  let query = db
    .selectFrom('bet')
    .selectAll()
    .where('player_id', '=', member.playerId)
    .where('currency', '=', member.currency)
    .where('status', 'not in', ['refused', 'failed']);
  if (betId !== undefined) query = query.where('id', '=', betId);
  return query.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(HISTORY_LENGTH).execute();
}

/**
 * The member's bets as the page shows them, money in the session's currency, each open bet's cash-out
 * offer at the cash-out margin from the brand's prices (`brandMargin`, null for the installation's).
 */
async function viewsOf(
  db: Kysely<DB>,
  bets: readonly BetRow[],
  scale: number,
  margins: { margin: number; brandMargin: number | null },
) {
  const { margin } = margins;
  const legs = await atBrandPrices(
    db,
    await legsOf(
      db,
      bets.map((bet) => bet.id),
    ),
    margins.brandMargin,
  );
  const money = (amount: bigint) => formatMinorUnits(amount, scale);
  return bets.map((bet) => {
    const own = legs.filter((leg) => leg.betId === bet.id);
    const settled = bet.returned !== null && bet.status !== 'open';
    const paid =
      bet.status === 'cashed_out'
        ? bet.cashed_out
        : settled
          ? (bet.returned ?? 0n) + bet.cashed_out
          : bet.cashed_out > 0n
            ? bet.cashed_out
            : null;
    const offer = bet.status === 'open' ? offerOf(bet, own, margin) : null;
    return {
      betId: String(bet.id),
      placedAt: bet.placed_at.toISOString(),
      kind: bet.kind,
      system: bet.system_name,
      unitStake: money(bet.unit_stake),
      totalStake: money(bet.total_stake),
      potentialReturn: money(bet.potential_return),
      status: STATUS_SHOWN[bet.status] ?? bet.status,
      paid: paid === null ? null : money(paid),
      legs: own.map((leg) => ({
        eventId: String(leg.eventId),
        home: leg.home,
        away: leg.away,
        marketKey: leg.marketKey,
        code: leg.code,
        price: String(leg.price),
        outcome: outcomeOfLeg(leg)?.kind ?? null,
      })),
      cashOut: offer === null ? null : { offer: money(offer) },
    };
  });
}

/**
 * The member's bets (history) and cash-out, for the book's page: `GET /api/sessions/:id/bets` and
 * `POST /api/sessions/:id/bets/:betId/cash-out` (docs/sportsbook.md).
 */
export function betRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<DB>;
    wallet: PlatformWallet;
    now: () => Date;
    cashOutMargin: number | undefined;
    /** A brand's pricing margin (null: the installation's). */
    marginOf: BrandMargins;
  },
): void {
  const { db } = deps;
  const margin = deps.cashOutMargin ?? DEFAULT_CASH_OUT_MARGIN;

  app.get<{ Params: { sessionId: string } }>('/api/sessions/:sessionId/bets', async (request, reply) => {
    const session = await sessionById(db, request.params.sessionId);
    if (!session) return reply.status(404).send({ error: 'not_found' });
    const brandMargin = await deps.marginOf(session.brandCode);
    return { bets: await viewsOf(db, await betRows(db, session), session.scale, { margin, brandMargin }) };
  });

  app.post<{ Params: { sessionId: string; betId: string } }>(
    '/api/sessions/:sessionId/bets/:betId/cash-out',
    async (request, reply) => {
      const session = await sessionById(db, request.params.sessionId);
      if (!session) return reply.status(404).send({ error: 'not_found' });
      const betId = ZBetId.safeParse(request.params.betId);
      const key = ZKey.safeParse(request.headers['idempotency-key']);
      const body = ZCashOut.safeParse(request.body);
      const accepted = body.success ? parseMoney(body.data.offer, session.scale) : null;
      const part =
        body.success && body.data.part !== undefined ? parseMoney(body.data.part, session.scale) : undefined;
      if (!betId.success || !key.success || accepted === null || part === null || part === 0n)
        return reply.status(400).send({ error: 'invalid' });
      const brandMargin = await deps.marginOf(session.brandCode);
      const done = await cashOut(
        { db, wallet: deps.wallet, now: deps.now, margin, brandMargin },
        session,
        BigInt(betId.data),
        { accepted, part: part ?? null },
        key.data,
        request,
      );
      const money = (amount: bigint) => formatMinorUnits(amount, session.scale);
      switch (done.outcome) {
        case 'paid': {
          const [bet] = await viewsOf(db, await betRows(db, session, BigInt(betId.data)), session.scale, {
            margin,
            brandMargin,
          });
          return { paid: money(done.paid), bet };
        }
        case 'offer_changed':
          return reply
            .status(409)
            .send({ error: 'offer_changed', offer: done.offer === null ? null : money(done.offer) });
        case 'not_offered':
          return reply.status(409).send({ error: 'not_offered' });
        case 'not_found':
          return reply.status(404).send({ error: 'not_found' });
        case 'invalid':
          return reply.status(400).send({ error: 'invalid' });
        case 'failed':
          return reply.status(502).send({ error: 'failed' });
      }
    },
  );
}
