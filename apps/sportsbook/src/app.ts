import { setTimeout as sleep } from 'node:timers/promises';
import { parseMoney } from '@platform/contracts/money';
import { WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import { SPORTSBOOK_GAMES } from '@platform/contracts/vendor-wallet/sportsbook';
import { providerServer } from '@platform/provider-kit/server';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { openMarks } from './betting/open-marks.ts';
import { placeBet } from './betting/placement.ts';
import { placingSessions } from './betting/placing-sessions.ts';
import { reservations } from './betting/reservations.ts';
import { betRoutes } from './betting/routes.ts';
import { brandMargins, pricesAtMargin } from './catalogue/brand-prices.ts';
import { boardOf, keepBrandMargin, proofOf } from './catalogue/repo.ts';
import type { DB } from './db/schema.ts';
import { type Reveal, verifyReveal } from './feed/commitment.ts';
import { openSession, sessionById } from './sessions/repo.ts';
import { sessionRoutes } from './sessions/routes.ts';
import type { PlatformWallet } from './wallet.ts';
import { webRoutes } from './web-routes.ts';

type BookOptions = {
  logLevel: string;
  db: Kysely<DB>;
  /** The platform's seamless wallet. */
  wallet: PlatformWallet;
  /** The book's time: the placement's and the launch's (tests move it). */
  now?: () => Date;
  /** How long a slip with a leg in play is held before its prices are checked again; 0 turns it off. */
  inPlayDelayMs?: number;
  /** How the placement waits out the delay (tests answer at once, after changing the board). */
  sleep?: (ms: number) => Promise<void>;
  /** The sites allowed to frame the member's page (CSP frame-ancestors); none when absent. */
  frameAncestors?: readonly string[];
  /** The brand's cash-out margin in hundredths of a percent; unset, the book's default (3%). */
  cashOutMargin?: number;
};

/** The in-play delay when the book is not told one: long enough for a goal to reach the prices. */
const INPLAY_DELAY_MS = 5000;

const ZLaunch = z.object({
  game: z.enum(SPORTSBOOK_GAMES),
  mode: z.enum(['real', 'demo']),
  token: z.string().min(16).max(128).optional(),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}$/)
    .default('EN'),
  /** The member's chosen theme on the site; absent, the page follows the device's. */
  theme: z.enum(['light', 'dark']).optional(),
});

const ZId = z.string().regex(/^[1-9][0-9]{0,17}$/);

const ZSlip = z.object({
  kind: z.enum(['single', 'accumulator', 'system']),
  /** The system's name (rules/bets.ts SYSTEMS) for a system bet. */
  system: z.string().max(16).optional(),
  /** The stake per line, in the session's currency. */
  unitStake: z.string().max(24),
  legs: z
    .array(z.object({ selectionId: ZId, price: z.string().regex(/^[1-9][0-9]{3,6}$/) }))
    .min(1)
    .max(20),
  priceChanges: z.enum(['none', 'better', 'any']).default('none'),
});

/** The slip's key: the same slip sent again answers the bet it placed instead of placing another. */
const ZSlipKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

const ZSport = z.enum(['football', 'esports', 'cricket', 'cockfighting', 'virtual']);

/** The page's session on the board: its brand's prices. */
const ZBoardSession = z
  .string()
  .regex(/^[0-9a-f]{32}$/)
  .optional();

type BoardMarket = {
  marketId: string;
  key: string;
  /** The rules' market: its kind and line, participants or draw rule. */
  market: unknown;
  status: string;
  selections: { selectionId: string; code: string; price: string; status: string }[];
};
type BoardEvent = {
  eventId: string;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  status: string;
  commitment: string | null;
  markets: Map<string, BoardMarket>;
};

const scaleOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * The sportsbook's server: a provider beside the platform, which it knows only through the launch
 * handshake (the token in the launch address) and the seamless wallet. The book's own state (events,
 * prices, bets, liability) is in its own database.
 */
export function buildBookApp(options: BookOptions): FastifyInstance {
  const { db, wallet } = options;
  const now = options.now ?? (() => new Date());
  const inPlay = {
    inPlayDelayMs: options.inPlayDelayMs ?? INPLAY_DELAY_MS,
    sleep: options.sleep ?? ((ms: number) => sleep(ms)),
  };
  const app = providerServer({ level: options.logLevel });
  const marginOf = brandMargins(db);
  const placingSessionOf = placingSessions(db);
  const reserve = reservations(db);
  const markOpen = openMarks(db);

  app.get('/healthz', async () => ({ status: 'ok', service: 'sportsbook' }));
  app.register(webRoutes, { db, frameAncestors: options.frameAncestors ?? [] });

  // The platform's launch: the member's wallet is asked who the token plays for, and a session opened.
  app.get('/play', async (request, reply) => {
    const launch = ZLaunch.safeParse(request.query);
    if (!launch.success) return reply.status(400).send({ error: 'invalid' });
    const { token, mode, game, lang, theme } = launch.data;
    if (mode !== 'real' || !token) return reply.status(400).send({ error: 'real_play_only' });
    try {
      const player = await wallet.balance(token, request);
      await keepBrandMargin(db, player.brand.code, player.brand.margin);
      const id = await openSession(
        db,
        {
          token,
          playerId: player.playerId,
          gameCode: game,
          currency: player.currency,
          scale: scaleOf(player.balance),
          language: lang.toUpperCase(),
          brandCode: player.brand.code,
          oddsFormat: player.brand.oddsFormat,
        },
        now(),
      );
      return reply.redirect(`/book/${id}${theme ? `?theme=${theme}` : ''}`, 303);
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error;
      request.log.warn({ code: error.code }, 'a launch token was refused');
      return reply.status(401).send({ error: error.code });
    }
  });

  // The board at the session's brand's prices; without a session, at the installation's margin.
  app.get<{ Querystring: { sport?: string; session?: string } }>('/api/events', async (request, reply) => {
    const sport = ZSport.safeParse(request.query.sport);
    const sessionId = ZBoardSession.safeParse(request.query.session);
    if (!sport.success || !sessionId.success) return reply.status(400).send({ error: 'invalid' });
    const session = sessionId.data === undefined ? null : await sessionById(db, sessionId.data);
    if (session === undefined) return reply.status(404).send({ error: 'not_found' });
    const rows = await boardOf(db, sport.data);
    const prices = pricesAtMargin(rows, await marginOf(session?.brandCode ?? null));
    const events = new Map<string, BoardEvent>();
    for (const row of rows) {
      const eventId = String(row.eventId);
      let event = events.get(eventId);
      if (!event) {
        event = {
          eventId,
          competition: row.competition,
          home: row.home,
          away: row.away,
          startsAt: row.startsAt.toISOString(),
          status: row.eventStatus,
          commitment: row.commitment,
          markets: new Map(),
        };
        events.set(eventId, event);
      }
      const marketId = String(row.marketId);
      let market = event.markets.get(marketId);
      if (!market) {
        market = {
          marketId,
          key: row.marketKey,
          market: row.definition,
          status: row.marketStatus,
          selections: [],
        };
        event.markets.set(marketId, market);
      }
      market.selections.push({
        selectionId: String(row.selectionId),
        code: row.code,
        price: String(prices.get(row.selectionId) ?? row.price),
        status: row.selectionStatus,
      });
    }
    return {
      events: [...events.values()].map((event) => ({ ...event, markets: [...event.markets.values()] })),
    };
  });

  // Anyone may check a finished event: its revealed outcome and salt hash to the published commitment.
  app.get<{ Params: { id: string } }>('/api/events/:id/proof', async (request, reply) => {
    const id = ZId.safeParse(request.params.id);
    const event = id.success ? await proofOf(db, BigInt(id.data)) : undefined;
    if (!event) return reply.status(404).send({ error: 'not_found' });
    const over = event.status === 'finished' || event.status === 'cancelled';
    const reveal = over ? (event.reveal as Reveal | null) : null;
    return {
      commitment: event.commitment,
      reveal,
      verified: event.commitment !== null && reveal !== null ? verifyReveal(event.commitment, reveal) : null,
    };
  });

  sessionRoutes(app, db);

  app.post<{ Params: { id: string } }>('/api/sessions/:id/bets', async (request, reply) => {
    const session = await placingSessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'not_found' });
    const slip = ZSlip.safeParse(request.body);
    const key = ZSlipKey.safeParse(request.headers['idempotency-key']);
    const unitStake = slip.success ? parseMoney(slip.data.unitStake, session.scale) : null;
    if (
      !slip.success ||
      !key.success ||
      unitStake === null ||
      (slip.data.kind === 'system') !== !!slip.data.system
    )
      return reply.status(400).send({ error: 'invalid' });
    const { kind, system, legs, priceChanges } = slip.data;
    const placed = await placeBet(
      { db, wallet, now, ...inPlay, margin: await marginOf(session.brandCode), reserve, markOpen },
      session,
      {
        kind: kind === 'system' ? { kind, name: system ?? '' } : { kind },
        unitStake,
        legs: legs.map((leg) => ({ selectionId: BigInt(leg.selectionId), price: BigInt(leg.price) })),
        priceChanges,
      },
      key.data,
      request,
    );
    switch (placed.outcome) {
      case 'placed':
        return { bet: placed.bet, ...(placed.balance ? { balance: placed.balance } : {}) };
      case 'refused':
        return reply.status(409).send({ error: 'refused', reasons: placed.reasons });
      case 'wallet_refused':
        return reply.status(409).send({ error: placed.code });
      case 'in_progress':
        return reply.status(409).send({ error: 'in_progress' });
      case 'failed':
        return reply.status(502).send({ error: 'failed' });
    }
  });

  betRoutes(app, { db, wallet, now, cashOutMargin: options.cashOutMargin, marginOf });

  return app;
}
