import { randomBytes } from 'node:crypto';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { type CallerRequest, WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import { HOUSE_LIVE_GAMES } from '@platform/contracts/vendor-wallet/house';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Theme } from '../assets.ts';
import { hashOfSeed } from '../fair.ts';
import { refusedLaunch, themeOf, themeQuery } from '../pages.ts';
import { IDLE_MS } from '../sessions.ts';
import { stakeLimits, withinPlatformLimits } from '../tables.ts';
import type { PlatformWallet } from '../wallet.ts';
import { LIVE_GAMES, LIVE_KINDS, type LiveKind, liveKindOf } from './games.ts';
import { livePage } from './page.ts';
import type { LiveSeatState, Seat } from './seat.ts';
import type { LiveStore } from './store.ts';
import {
  dealSeed,
  demoKey,
  historyKey,
  type LivePace,
  LiveTables,
  roundKey,
  type SeatResult,
  type TableBet,
} from './table.ts';

type LiveLaunch = {
  game: string;
  mode: 'real' | 'demo';
  token?: string | undefined;
  lang: string;
  currency: string;
  theme?: Theme | undefined;
};

const DEMO_CREDITS = 1000_00n;
const DEMO_SCALE = 2;
const seatKey = (id: string) => `seat:${id}`;
/** The page's key for one bet: the same request again takes the same bet, never a second. */
const ZBetKey = z.string().regex(/^[A-Za-z0-9_-]{16,24}$/);
const ZBet = z.object({
  round: z.number().int().min(1),
  spot: z.string().max(16),
  stake: z.string().max(20),
});

/**
 * The shared tables' pages and API beside the single-player games': a launch of a table's game
 * seats the member; the page follows the table over server-sent events and bets through
 * `POST /api/live/:seat/bets`, each bet a debit of the member's round at the table, which the table's
 * dealer closes with the win.
 */
export function liveRoutes(
  app: FastifyInstance,
  options: { store: LiveStore; wallet?: PlatformWallet | undefined; pace: LivePace },
) {
  const { store, wallet } = options;
  const tables = new LiveTables({ store, wallet, pace: options.pace, log: app.log });
  app.addHook('onReady', () => tables.start());
  // The seats' streams never end by themselves: ended before the server waits for its connections.
  app.addHook('preClose', () => tables.close());
  app.addHook('onClose', () => store.close());

  const seatOf = async (id: string): Promise<Seat | undefined> => {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    const text = await store.get(seatKey(id));
    return text ? (JSON.parse(text) as Seat) : undefined;
  };
  const balanceOf = async (seat: Seat, request: CallerRequest): Promise<string> => {
    if (seat.mode === 'demo' || !seat.player || !wallet)
      return formatMinorUnits(BigInt((await store.get(demoKey(seat.id))) ?? '0'), seat.scale);
    return (await wallet.balance(seat.player.token, request)).balance;
  };

  /** What the seat's page shows of it: its balance, its last rounds, the table as it is now. */
  const stateOf = async (seat: Seat, request: CallerRequest): Promise<LiveSeatState> => ({
    balance: await balanceOf(seat, request),
    currency: seat.currency,
    limits: {
      min: formatMinorUnits(BigInt(seat.limits.min), seat.scale),
      max: formatMinorUnits(BigInt(seat.limits.max), seat.scale),
    },
    history: (await store.list(historyKey(seat.id))).map((text) => JSON.parse(text) as SeatResult),
    view: tables.view(seat.kind) ?? null,
  });

  app.get<{ Params: { id: string }; Querystring: { theme?: string } }>(
    '/live/:id',
    async (request, reply) => {
      const seat = await seatOf(request.params.id);
      if (!seat) return reply.status(404).type('text/plain').send('This game session has ended.');
      // The page comes with the seat's state, ready without a second round trip; one the wallet
      // refused now asks for it, and shows why.
      let state: LiveSeatState | null = null;
      try {
        state = await stateOf(seat, request);
      } catch (error) {
        if (!(error instanceof WalletRefusal)) throw error;
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(livePage(seat, state, themeOf(request.query)));
    },
  );

  app.get<{ Params: { id: string } }>('/api/live/:id', async (request, reply) => {
    const seat = await seatOf(request.params.id);
    if (!seat) return reply.status(404).send({ error: 'generic' });
    try {
      return await stateOf(seat, request);
    } catch (error) {
      if (error instanceof WalletRefusal) return reply.status(409).send({ error: error.code });
      throw error;
    }
  });

  app.get<{ Params: { id: string } }>('/api/live/:id/events', async (request, reply) => {
    const seat = await seatOf(request.params.id);
    if (!seat) return reply.status(404).send({ error: 'generic' });
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // A proxy in front of the vendor must pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 1000\n\n');
    // A comment now and then keeps idle proxies from closing a stream between rounds.
    const heartbeat = setInterval(() => reply.raw.write(':\n\n'), 15_000);
    reply.raw.on('close', () => clearInterval(heartbeat));
    tables.watch(seat.kind, reply.raw);
  });

  app.post<{ Params: { id: string } }>('/api/live/:id/bets', async (request, reply) => {
    const seat = await seatOf(request.params.id);
    if (!seat) return reply.status(404).send({ error: 'generic' });
    const body = ZBet.safeParse(request.body);
    const key = ZBetKey.safeParse(request.headers['idempotency-key']);
    const stake = body.success ? parseMoney(body.data.stake, seat.scale) : null;
    if (
      !body.success ||
      !key.success ||
      stake === null ||
      !LIVE_GAMES[seat.kind].spots.includes(body.data.spot)
    )
      return reply.status(400).send({ error: 'invalid' });
    if (stake < BigInt(seat.limits.min) || stake > BigInt(seat.limits.max))
      return reply.status(400).send({ error: 'STAKE_OUT_OF_LIMITS' });
    const view = tables.view(seat.kind);
    if (!view || view.round !== body.data.round || view.phase !== 'betting' || Date.now() >= view.closesAt)
      return reply.status(409).send({ error: 'BETTING_CLOSED' });
    const roundId = `${view.run}-${view.round}-${seat.kind}-${seat.id.slice(0, 16)}`;
    const bet: TableBet = {
      seat: seat.id,
      key: key.data,
      spot: body.data.spot,
      stake: String(stake),
      scale: seat.scale,
      mode: seat.mode,
      roundId,
      ...(seat.player ? { player: seat.player } : {}),
    };
    try {
      let balance: string;
      let giveBack: () => Promise<unknown>;
      if (seat.mode === 'real' && seat.player && wallet) {
        const taken = await wallet.bet(
          seat.player,
          roundId,
          `${roundId}:${key.data}`,
          formatMinorUnits(stake, seat.scale),
          request,
        );
        balance = taken.balance;
        giveBack = taken.rollback;
      } else {
        const left = await store.add(demoKey(seat.id), -stake);
        if (left === null) return reply.status(409).send({ error: 'INSUFFICIENT_FUNDS' });
        balance = formatMinorUnits(left, seat.scale);
        giveBack = () => store.add(demoKey(seat.id), stake);
      }
      if (!(await store.addBet(roundKey(view), `${seat.id}:${key.data}`, JSON.stringify(bet)))) {
        await giveBack();
        return reply.status(409).send({ error: 'BETTING_CLOSED' });
      }
      return { round: view.round, spot: bet.spot, stake: formatMinorUnits(stake, seat.scale), balance };
    } catch (error) {
      if (error instanceof WalletRefusal) return reply.status(409).send({ error: error.code });
      request.log.error({ err: error }, 'a bet at a shared table failed');
      return reply.status(502).send({ error: 'generic' });
    }
  });

  // A revealed shoe dealt again by the table's own code: the page compares it with the road it saw.
  app.post('/api/live/verify', async (request, reply) => {
    const body = z
      .object({
        kind: z.enum(LIVE_KINDS as [LiveKind, ...LiveKind[]]),
        serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
      })
      .safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    const { kind, serverSeed } = body.data;
    const outcomes = dealSeed(kind, serverSeed);
    return {
      hash: hashOfSeed(serverSeed),
      road: outcomes.map((outcome) => LIVE_GAMES[kind].summary(outcome as never)),
      outcomes,
    };
  });

  return {
    offers: (gameCode: string) => liveKindOf(gameCode) !== undefined,

    /** Seats the launch's member at the game's table and sends the browser to its page. */
    async launch(launch: LiveLaunch, request: CallerRequest, reply: FastifyReply) {
      const kind = liveKindOf(launch.game);
      if (!kind) return reply.status(400).type('text/plain').send('Unknown game or launch');
      const id = randomBytes(16).toString('hex');
      const language = launch.lang.toUpperCase();
      let seat: Seat;
      if (launch.mode === 'real') {
        if (!launch.token || !wallet)
          return reply.status(400).type('text/plain').send('A real game needs a launch token');
        try {
          const player = await wallet.balance(launch.token, request);
          const scale = player.balance.split('.')[1]?.length ?? 0;
          const limits = withinPlatformLimits(stakeLimits(null, scale), player.stakeLimits, scale);
          seat = {
            id,
            kind,
            mode: 'real',
            language,
            currency: player.currency,
            scale,
            limits: { min: String(limits.min), max: String(limits.max) },
            player: {
              token: launch.token,
              playerId: player.playerId,
              gameCode: HOUSE_LIVE_GAMES[kind],
              currency: player.currency,
            },
          };
        } catch {
          return refusedLaunch(reply, language);
        }
      } else {
        const limits = stakeLimits(null, DEMO_SCALE);
        seat = {
          id,
          kind,
          mode: 'demo',
          language,
          currency: launch.currency,
          scale: DEMO_SCALE,
          limits: { min: String(limits.min), max: String(limits.max) },
        };
        await store.set(demoKey(id), String(DEMO_CREDITS), IDLE_MS);
      }
      await store.set(seatKey(id), JSON.stringify(seat), IDLE_MS);
      return reply.redirect(`/live/${id}${themeQuery(launch.theme ?? null)}`, 303);
    },
  };
}
