import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { type CallerRequest, WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import { HOUSE_GAMES, HOUSE_JACKPOT_GAMES } from '@platform/contracts/vendor-wallet/house';
import { providerServer } from '@platform/provider-kit/server';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { INLINE_HASHES } from './assets.ts';
import { hashOfSeed } from './fair.ts';
import { aimedAt, fishingRoutes, landCatch, onScreen, schoolNow } from './fishing.ts';
import { FISH_KINDS } from './games/fishing.ts';
import { jackpotOf } from './jackpot.ts';
import { liveRoutes } from './live/routes.ts';
import { type LiveStore, memoryLiveStore } from './live/store.ts';
import { DEFAULT_LIVE_PACE, type LivePace } from './live/table.ts';
import { msUntilNextRound, paceOfLaunch, ZLaunchPace } from './pace.ts';
import { gamePage, type PageState, refusedLaunch, rulesPage, themeOf, themeQuery } from './pages.ts';
import { fishingPage } from './pages-fishing.ts';
import { DEFAULT_ROOM_PACE } from './rooms/engine.ts';
import type { RoomPace } from './rooms/room-game.ts';
import { roomRoutes } from './rooms/routes.ts';
import { GAME_KINDS, type GameKind, isValidChoice, outcomeOf, type RoundChoice } from './rounds.ts';
import { type PlaySession, recordRound, rotateSeed, SessionStore, ZSettings } from './sessions.ts';
import { stakeLimits, type TableCode, tableOf, withinPlatformLimits } from './tables.ts';
import type { PlatformWallet } from './wallet.ts';

export type VendorOptions = {
  logLevel: string;
  /** One readable line per log entry (a terminal's reader); JSON otherwise, for a log collector. */
  logPretty?: boolean;
  /** The platform's seamless wallet; without it only demo play is offered. */
  wallet?: PlatformWallet;
  /** Origins allowed to frame the game pages (the platform's sites). */
  frameAncestors: readonly string[];
  /** Where play sessions are kept: this process's memory unless given (Redis, for several instances). */
  sessions?: SessionStore;
  /** Browser tests only: a client seed under which every jackpot roll wins (jackpot.ts). */
  jackpotWinSeed?: string;
  /** Where the shared tables are kept and their news sent: this process's memory unless given (Redis). */
  live?: LiveStore;
  /** The shared tables' betting window and result time (tests run them fast). */
  livePace?: LivePace;
  /** The card rooms' time to act and to show a hand's result (tests play them fast). */
  roomPace?: RoomPace;
};

const KIND_OF_CODE = new Map<string, GameKind>(
  Object.entries(HOUSE_GAMES).map(([kind, code]) => [code, kind as GameKind]),
);
/**
 * Brotli's level for a page, compressed as it is sent: near the smallest output at a millisecond or two
 * for a page's 40–60 KB (the top level, 11, takes tens of milliseconds for a few percent less).
 */
const PAGE_BROTLI_QUALITY = 5;
const DEMO_CREDITS = 1000_00n;
const DEMO_SCALE = 2;

const ZLaunch = z.object({
  game: z.string().max(64),
  mode: z.enum(['real', 'demo']),
  token: z.string().min(16).max(128).optional(),
  /** A table of the game (the platform's room), which sets the stakes. */
  room: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}$/)
    .default('EN'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  /** The member's chosen theme on the site; absent, the pages follow the device's scheme. */
  theme: z.enum(['light', 'dark']).optional(),
  ...ZLaunchPace.shape,
});

const ZChoice = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot') }),
  z.object({ game: z.literal('crash'), cashOut: z.number() }),
  z.object({ game: z.literal('dice'), target: z.number(), direction: z.enum(['under', 'over']) }),
  z.object({ game: z.literal('baccarat'), side: z.enum(['player', 'banker', 'tie']) }),
  // A shot names a fish of the school by its id; a check of a round, the kind it was.
  z.object({
    game: z.literal('fishing'),
    fish: z
      .string()
      .regex(/^f\d{1,4}$/)
      .optional(),
    kind: z.enum(FISH_KINDS).optional(),
  }),
]);
const ZRound = z.object({ stake: z.string().max(20), choice: ZChoice });
const ZSeed = z.object({ clientSeed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
/** The page's key for one round: the same request again answers that round instead of playing another. */
const ZRoundKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .optional();
/**
 * How long a round with a key waits for another round of its session to end (the same request
 * reaching a second instance waits for the first's answer); a round without one is refused at once.
 */
const KEYED_WAIT_MS = 10_000;

const scaleOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** A multiplier of the stake, rounded down to the currency's unit: the house never pays more than the rules. */
function winOf(stake: bigint, multiplier: number): bigint {
  return BigInt(Math.floor(Number(stake) * multiplier + 1e-9));
}

function stateOf(session: PlaySession, balance: string): PageState {
  return {
    mode: session.mode,
    currency: session.currency,
    balance,
    serverSeedHash: hashOfSeed(session.serverSeed),
    clientSeed: session.clientSeed,
    nonce: session.nonce,
    table: session.table,
    /** What the session's rounds paid less what they staked. */
    net: formatMinorUnits(session.net, session.scale),
    limits: {
      min: formatMinorUnits(session.limits.min, session.scale),
      max: formatMinorUnits(session.limits.max, session.scale),
    },
    history: session.history.map((round) => ({
      ...round,
      revealedSeed: session.revealed[round.serverSeedHash] ?? null,
    })),
  };
}

function loggerOptions(options: VendorOptions): FastifyServerOptions['logger'] {
  if (!options.logPretty) return { level: options.logLevel };
  return {
    level: options.logLevel,
    transport: {
      target: 'pino-pretty',
      // As the platform's: the line, without the fields every line repeats nor a request's, which its
      // line already says.
      options: {
        singleLine: true,
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,reqId,method,path,statusCode,ms',
      },
    },
  };
}

/**
 * The house game vendor: its own server, which knows the platform only through the launch
 * handshake (the token in the launch address) and the seamless-wallet HTTP API.
 */
export function buildVendorApp(options: VendorOptions): FastifyInstance {
  const app = providerServer(loggerOptions(options));
  const sessions = options.sessions ?? new SessionStore();
  const store = options.live ?? memoryLiveStore();
  const live = liveRoutes(app, {
    store,
    wallet: options.wallet,
    pace: options.livePace ?? DEFAULT_LIVE_PACE,
  });
  const rooms = roomRoutes(app, {
    store,
    sessions,
    wallet: options.wallet,
    pace: options.roomPace ?? DEFAULT_ROOM_PACE,
  });
  const policy = (inline: { scripts: string[]; styles: string[] }) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...inline.scripts].join(' '),
      ["style-src 'self'", ...inline.styles].join(' '),
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${options.frameAncestors.join(' ') || "'none'"}`,
    ].join('; ');
  // A page runs its own inline script and style (by their hashes) and nothing else inline.
  const pagePolicy = policy(INLINE_HASHES);
  const otherPolicy = policy({ scripts: [], styles: [] });
  app.addHook('onSend', async (request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('content-security-policy', page ? pagePolicy : otherPolicy);
    if (!page || typeof payload !== 'string') return payload;
    // A page carries its scripts and styles: compressed, it is a third of their size.
    reply.header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      reply.header('content-encoding', 'br');
      return brotliCompressSync(payload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
      });
    }
    if (/\bgzip\b/.test(accepted)) {
      reply.header('content-encoding', 'gzip');
      return gzipSync(payload);
    }
    return payload;
  });

  app.get('/healthz', async () => ({ status: 'ok', service: 'house-vendor' }));

  fishingRoutes(app, sessions);

  app.get('/play', async (request, reply) => {
    const launch = ZLaunch.safeParse(request.query);
    if (launch.success && live.offers(launch.data.game)) return live.launch(launch.data, request, reply);
    if (launch.success && rooms.offers(launch.data.game)) return rooms.launch(launch.data, request, reply);
    const kind = launch.success ? KIND_OF_CODE.get(launch.data.game) : undefined;
    if (!launch.success || !kind) return reply.status(400).type('text/plain').send('Unknown game or launch');
    const { mode, token, lang, currency, room } = launch.data;
    const pace = paceOfLaunch(launch.data);
    let table: TableCode | null = null;
    if (room !== undefined) {
      table = tableOf(kind, room) ?? null;
      if (!table) return reply.status(400).type('text/plain').send('Unknown game or launch');
    }
    if (mode === 'real') {
      if (!token || !options.wallet)
        return reply.status(400).type('text/plain').send('A real game needs a launch token');
      try {
        const player = await options.wallet.balance(token, request);
        const scale = scaleOf(player.balance);
        const session = await sessions.open({
          game: kind,
          gameCode: launch.data.game,
          mode,
          language: lang.toUpperCase(),
          currency: player.currency,
          token,
          playerId: player.playerId,
          demoBalance: 0n,
          scale,
          table,
          limits: withinPlatformLimits(stakeLimits(table, scale), player.stakeLimits, scale),
          pace,
        });
        return reply.redirect(`/game/${session.id}${themeQuery(launch.data.theme ?? null)}`, 303);
      } catch (error) {
        request.log.warn({ err: error }, 'a launch token was refused');
        return refusedLaunch(reply, lang);
      }
    }
    const session = await sessions.open({
      game: kind,
      gameCode: launch.data.game,
      mode,
      language: lang.toUpperCase(),
      currency,
      demoBalance: DEMO_CREDITS,
      scale: DEMO_SCALE,
      table,
      limits: stakeLimits(table, DEMO_SCALE),
      pace,
    });
    return reply.redirect(`/game/${session.id}${themeQuery(launch.data.theme ?? null)}`, 303);
  });

  app.get<{ Params: { id: string }; Querystring: { theme?: string } }>(
    '/game/:id',
    async (request, reply) => {
      const session = await sessions.get(request.params.id);
      if (!session) return reply.status(404).type('text/plain').send('This game session has ended.');
      // The page comes with the session's state, so it is ready to play without asking for it again on
      // a phone's slow round trip; one the wallet refused now asks, and shows why.
      let state: PageState | null = null;
      try {
        state = stateOf(session, await balanceOf(session, request));
      } catch (error) {
        if (!(error instanceof WalletRefusal)) throw error;
      }
      const sound = session.playerId ? await sessions.soundOf(session.playerId) : null;
      const theme = themeOf(request.query);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          session.game === 'fishing'
            ? // The sea comes with its fish: they swim from the page's first frame, not a round trip later.
              fishingPage(session, state, sound, theme, (await schoolNow(sessions, session.id)) ?? null)
            : gamePage(session, state, sound, theme),
        );
    },
  );

  app.get<{ Params: { game: string }; Querystring: { lang?: string; back?: string; theme?: string } }>(
    '/rules/:game',
    async (request, reply) => {
      const game = GAME_KINDS.find((kind) => kind === request.params.game);
      if (!game) return reply.status(404).type('text/plain').send('No such game');
      const language = /^[A-Za-z]{2,3}$/.test(request.query.lang ?? '') ? String(request.query.lang) : 'EN';
      return reply
        .type('text/html; charset=utf-8')
        .send(rulesPage(game, language, request.query.back, themeOf(request.query)));
    },
  );

  async function balanceOf(session: PlaySession, request: CallerRequest): Promise<string> {
    if (session.mode === 'demo' || !session.token || !options.wallet)
      return formatMinorUnits(session.demoBalance, session.scale);
    return (await options.wallet.balance(session.token, request)).balance;
  }

  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (request, reply) => {
    const session = await sessions.get(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    try {
      return stateOf(session, await balanceOf(session, request));
    } catch (error) {
      if (error instanceof WalletRefusal) return reply.status(409).send({ error: error.code });
      throw error;
    }
  });

  // The sound switch, remembered for the member in every house game and on every device; a demo
  // player has no member, and the page keeps it in the browser.
  app.put<{ Params: { id: string } }>('/api/sessions/:id/settings', async (request, reply) => {
    const body = ZSettings.safeParse(request.body);
    const session = await sessions.get(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    if (!session.playerId) return reply.status(409).send({ error: 'demo' });
    await sessions.rememberSound(session.playerId, body.data.sound);
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/seed', async (request, reply) => {
    const body = ZSeed.safeParse(request.body);
    const held = await sessions.hold(request.params.id);
    if (held === undefined) return reply.status(404).send({ error: 'generic' });
    if (!body.success) {
      await held?.release();
      return reply.status(400).send({ error: 'invalid' });
    }
    if (held === null) return reply.status(409).send({ error: 'busy' });
    const { session } = held;
    let revealed: ReturnType<typeof rotateSeed>;
    try {
      revealed = rotateSeed(session, body.data.clientSeed);
      await held.save();
    } finally {
      await held.release();
    }
    return { ...revealed, ...stateOf(session, await balanceOf(session, request)) };
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/rounds', async (request, reply) => {
    const found = await sessions.get(request.params.id);
    if (!found) return reply.status(404).send({ error: 'generic' });
    const body = ZRound.safeParse(request.body);
    const key = ZRoundKey.safeParse(request.headers['idempotency-key']);
    const asked = body.success ? body.data.choice : undefined;
    const choice =
      asked?.game === 'fishing' ? aimedAt(found, asked.fish ?? '') : (asked as RoundChoice | undefined);
    const stake = body.success ? parseMoney(body.data.stake, found.scale) : null;
    if (asked?.game === 'fishing' && found.game === 'fishing' && !choice)
      return reply.status(409).send({ error: 'FISH_GONE' });
    if (!key.success || !choice || choice.game !== found.game || !isValidChoice(choice) || stake === null)
      return reply.status(400).send({ error: 'invalid' });
    if (stake < found.limits.min || stake > found.limits.max)
      return reply.status(400).send({ error: 'STAKE_OUT_OF_LIMITS' });
    // One round at a time per session, across every instance: the lock is the session's, not this process's.
    const held = await sessions.hold(found.id, key.data === undefined ? 0 : KEYED_WAIT_MS);
    if (held === undefined) return reply.status(404).send({ error: 'generic' });
    if (held === null) return reply.status(409).send({ error: 'busy' });
    const { session } = held;
    try {
      const answered = session.answers.find((answer) => answer.key === key.data);
      if (answered) {
        const { key: _, ...answer } = answered;
        return answer;
      }
      // A new shot only at a fish swimming and not caught (the same shot again was answered above).
      if (choice.game === 'fishing' && !onScreen(session, choice.fish ?? '', Date.now()))
        return reply.status(409).send({ error: 'FISH_GONE' });
      // The page waits out the brand's minimum cycle; a round asked for sooner (another tab, a script)
      // waits here rather than meet the platform's refusal.
      const early = msUntilNextRound(session.pace, session.lastStartAt, Date.now());
      if (early > 0) await sleep(early);
      session.lastStartAt = Date.now();
      const seeds = { serverSeed: session.serverSeed, clientSeed: session.clientSeed, nonce: session.nonce };
      const money = (amount: bigint) => formatMinorUnits(amount, session.scale);
      let outcome: ReturnType<typeof outcomeOf> | undefined;
      // The nonce is spent (written) before the win is paid: a paid round is never played again from
      // the same seeds, even if this instance dies before the round is recorded.
      const settle = async () => {
        outcome = outcomeOf(seeds, choice);
        session.nonce += 1;
        landCatch(session, outcome);
        await held.save();
        return winOf(stake, outcome.multiplier);
      };
      let balance: string;
      let roundId: string;
      let win: bigint;
      let jackpot: { code: string; amount: string } | null = null;
      if (session.mode === 'demo' || !session.token || !session.playerId || !options.wallet) {
        if (session.demoBalance < stake) return reply.status(409).send({ error: 'INSUFFICIENT_FUNDS' });
        win = await settle();
        session.demoBalance += win - stake;
        balance = money(session.demoBalance);
        roundId = `demo-${session.id.slice(0, 8)}-${seeds.nonce}`;
      } else {
        // The platform counts the cycle from each debit's arrival, refused or not.
        await held.save();
        const played = await options.wallet.round(
          {
            token: session.token,
            playerId: session.playerId,
            gameCode: session.gameCode,
            currency: session.currency,
          },
          money(stake),
          async () => money(await settle()),
          request,
          () =>
            HOUSE_JACKPOT_GAMES.includes(session.gameCode) ? jackpotOf(seeds, options.jackpotWinSeed) : null,
        );
        balance = played.balance;
        jackpot = played.jackpot;
        roundId = played.roundId;
        win = parseMoney(played.win, session.scale) ?? 0n;
      }
      if (!outcome) throw new Error('the round was not settled');
      const round = {
        roundId,
        at: new Date().toISOString(),
        stake: money(stake),
        win: money(win),
        serverSeedHash: hashOfSeed(seeds.serverSeed),
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        outcome,
      };
      session.net += win - stake;
      const answer = { round, balance, nonce: session.nonce, net: money(session.net), jackpot };
      recordRound(session, answer, key.data);
      await held.save();
      return answer;
    } catch (error) {
      if (error instanceof WalletRefusal) return reply.status(409).send({ error: error.code });
      request.log.error({ err: error }, 'a round failed');
      return reply.status(502).send({ error: 'generic' });
    } finally {
      await held.release();
    }
  });

  // Anyone may recompute a round from revealed seeds: the same code as play, nothing stored.
  app.post('/api/verify', async (request, reply) => {
    const body = z
      .object({
        serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
        clientSeed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        nonce: z.number().int().min(0),
        choice: ZChoice,
      })
      .safeParse(request.body);
    if (!body.success || !isValidChoice(body.data.choice as RoundChoice))
      return reply.status(400).send({ error: 'invalid' });
    const { serverSeed, clientSeed, nonce, choice } = body.data;
    return {
      serverSeedHash: hashOfSeed(serverSeed),
      outcome: outcomeOf({ serverSeed, clientSeed, nonce }, choice as RoundChoice),
    };
  });

  return app;
}
