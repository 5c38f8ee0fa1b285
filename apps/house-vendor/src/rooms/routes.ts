import { randomBytes } from 'node:crypto';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { type CallerRequest, WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import {
  HOUSE_CARD_ROOM_BUY_IN,
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_CARD_ROOM_STAKES,
} from '@platform/contracts/vendor-wallet/house';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Theme } from '../assets.ts';
import { hashOfSeed } from '../fair.ts';
import { rakeAt } from '../live/niuniu.ts';
import type { LiveStore } from '../live/store.ts';
import { refusedLaunch, themeOf, themeQuery } from '../pages.ts';
import { IDLE_MS, type SessionStore, ZSettings } from '../sessions.ts';
import type { PlatformWallet } from '../wallet.ts';
import { CardRooms, demoChipsKey, type HandLine, handsKey, RoomBusy, type RoomSpec } from './engine.ts';
import { NIUNIU } from './niuniu.ts';
import { roomsPage } from './page.ts';
import { reportCollusion } from './risk-report.ts';
import { type RoomGame, type RoomPace, RoomRefusal } from './room-game.ts';
import type { RoomSession } from './session.ts';
import { TEENPATTI } from './teenpatti.ts';

type RoomLaunch = {
  game: string;
  mode: 'real' | 'demo';
  token?: string | undefined;
  room?: string | undefined;
  lang: string;
  currency: string;
  theme?: Theme | undefined;
};

/** Tables of each stake, for each currency (members of one currency meet; demo credits apart). */
const ROOMS_PER_STAKE = 3;
const DEMO_CREDITS = 1000_00n;
const DEMO_SCALE = 2;
const GAME_OF_CODE = new Map<string, string>(
  Object.entries(HOUSE_CARD_ROOM_GAMES).map(([game, code]) => [code, game]),
);
const sessionKey = (id: string) => `rooms:session:${id}`;
const actKey = (session: string, key: string) => `rooms:act:${session}:${key}`;
const ZKey = z.string().regex(/^[A-Za-z0-9_-]{16,24}$/);
const ZRoomId = z.string().regex(/^[a-z]+-[A-Z]+-[A-Za-z]+-[0-9]$/);
const ZSit = z.object({ room: ZRoomId, buyIn: z.string().max(20) });
const ZAct = z.object({ type: z.string().regex(/^[a-z]{1,16}$/), value: z.number().int().min(0).max(100) });
const ZDevice = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** Every card game the rooms play, by its code (a room's id begins with it). */
const GAMES = new Map<string, RoomGame<never>>(
  [NIUNIU, TEENPATTI].map((game) => [game.code, game as RoomGame<never>]),
);

/** The rooms a session may sit at: its game and stake, in its money. */
function roomsOf(session: Pick<RoomSession, 'game' | 'stake' | 'mode' | 'currency' | 'scale'>): RoomSpec[] {
  const stake =
    HOUSE_CARD_ROOM_STAKES.find(({ code }) => code === session.stake) ?? HOUSE_CARD_ROOM_STAKES[0];
  const unit = 10n ** BigInt(session.scale);
  const base = BigInt(stake.base) * unit;
  const money = session.mode === 'demo' ? 'demo' : session.currency;
  return Array.from({ length: ROOMS_PER_STAKE }, (_, index) => ({
    id: `${session.game}-${stake.code}-${money}-${index + 1}`,
    game: session.game,
    stake: stake.code,
    stakes: {
      base,
      minBuyIn: base * BigInt(HOUSE_CARD_ROOM_BUY_IN.min),
      maxBuyIn: base * BigInt(HOUSE_CARD_ROOM_BUY_IN.max),
      seats: stake.seats,
      rake: rakeAt(session.scale),
    },
  }));
}

/**
 * The card rooms' pages and API: a launch of a card game opens its stake's lobby; the member sits
 * at a room (the buy-in a debit opening the seat's wallet round), follows it over server-sent events,
 * plays its moves, and leaves (the credit of its chips closing the round).
 */
export function roomRoutes(
  app: FastifyInstance,
  options: {
    store: LiveStore;
    /** The play sessions' store, which keeps each member's sound switch for every house game. */
    sessions: SessionStore;
    wallet?: PlatformWallet | undefined;
    pace: RoomPace;
  },
) {
  const { store, sessions, wallet } = options;
  const rooms = new CardRooms({
    store,
    wallet,
    pace: options.pace,
    log: app.log,
    games: [...GAMES.values()],
  });
  app.addHook('onReady', async () => rooms.start());
  app.addHook('preClose', () => rooms.close());

  /**
   * A member who sat down at a table where another seat shares their address or device is reported to
   * the platform's risk staff, pair by pair; the room's play does not wait for it (reportCollusion).
   */
  const reportSignals = async (room: string, seat: string, gameCode: string, request: CallerRequest) => {
    if (!wallet) return;
    const signals = (await rooms.signalsAt(room)).filter(({ seats }) => seats.includes(seat));
    if (signals.length === 0) return;
    const playerOf = new Map<string, string | undefined>(
      signals.flatMap(({ seats, players }) => [
        [seats[0], players[0]],
        [seats[1], players[1]],
      ]),
    );
    await reportCollusion(
      wallet,
      { gameCode, table: room, observedAt: new Date(), signals, playerOf: (one) => playerOf.get(one) },
      request,
    );
  };

  const sessionOf = async (id: string): Promise<RoomSession | undefined> => {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    const text = await store.get(sessionKey(id));
    return text ? (JSON.parse(text) as RoomSession) : undefined;
  };
  /** The session's seat, wherever it is: the room's record is the truth (the engine may have stood it up). */
  const seatOf = async (session: RoomSession) => {
    for (const spec of roomsOf(session)) {
      const holder = (await rooms.record(spec.id))?.holders.find((one) => one.member === session.member);
      if (holder) return { room: spec.id, seat: holder.seat };
    }
    return null;
  };
  const balanceOf = async (session: RoomSession, request: CallerRequest): Promise<string> => {
    if (session.mode === 'demo' || !session.player || !wallet)
      return formatMinorUnits(BigInt((await store.get(demoChipsKey(session.member))) ?? '0'), session.scale);
    return (await wallet.balance(session.player.token, request)).balance;
  };
  /** The room's refusals and the wallet's, as the page's texts name them; anything else is ours. */
  const refused = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RoomRefusal || error instanceof WalletRefusal)
      return reply.status(409).send({ error: error.code });
    if (error instanceof RoomBusy) return reply.status(503).send({ error: 'busy' });
    request.log.error({ err: error }, 'a card room request failed');
    return reply.status(502).send({ error: 'generic' });
  };

  /** What the page shows: the balance, the member's seat and table, the stake's rooms, their hands. */
  const pageState = async (session: RoomSession, request: FastifyRequest) => {
    const specs = roomsOf(session);
    const records = await Promise.all(specs.map((spec) => rooms.record(spec.id)));
    const seat = await seatOf(session);
    return {
      balance: await balanceOf(session, request),
      currency: session.currency,
      seat,
      rooms: specs.map((spec, index) => ({
        id: spec.id,
        seated: records[index]?.holders.length ?? 0,
        seats: spec.stakes.seats,
        base: formatMinorUnits(spec.stakes.base, session.scale),
        minBuyIn: formatMinorUnits(spec.stakes.minBuyIn, session.scale),
        maxBuyIn: formatMinorUnits(spec.stakes.maxBuyIn, session.scale),
      })),
      hands: (await store.list(handsKey(session.member))).map((text) => {
        const line = JSON.parse(text) as HandLine;
        return {
          ...line,
          net: formatMinorUnits(BigInt(line.net), line.scale),
          rake: formatMinorUnits(BigInt(line.rake), line.scale),
        };
      }),
      view: seat ? await rooms.view(seat.room) : null,
    };
  };

  app.get<{ Params: { id: string }; Querystring: { theme?: string } }>(
    '/rooms/:id',
    async (request, reply) => {
      const session = await sessionOf(request.params.id);
      if (!session) return reply.status(404).type('text/plain').send('This game session has ended.');
      const sound = session.player ? await sessions.soundOf(session.player.playerId) : null;
      // The page comes with its state; should the wallet not answer now, the script asks again and says why.
      const state = await pageState(session, request).catch(() => null);
      return reply
        .type('text/html; charset=utf-8')
        .send(roomsPage(session, sound, themeOf(request.query), state));
    },
  );

  // The member's sound switch, kept for every house game as the single-player games keep it.
  app.put<{ Params: { id: string } }>('/api/rooms/:id/settings', async (request, reply) => {
    const session = await sessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    const body = ZSettings.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    if (!session.player) return reply.status(409).send({ error: 'demo' });
    await sessions.rememberSound(session.player.playerId, body.data.sound);
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/rooms/:id', async (request, reply) => {
    const session = await sessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    try {
      return await pageState(session, request);
    } catch (error) {
      return refused(error, request, reply);
    }
  });

  app.get<{ Params: { id: string }; Querystring: { room?: string } }>(
    '/api/rooms/:id/events',
    async (request, reply) => {
      const session = await sessionOf(request.params.id);
      const room = ZRoomId.safeParse(request.query.room);
      if (!session) return reply.status(404).send({ error: 'generic' });
      if (!room.success || !roomsOf(session).some((spec) => spec.id === room.data))
        return reply.status(400).send({ error: 'invalid' });
      const seat = await seatOf(session);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 1000\n\n');
      const heartbeat = setInterval(() => reply.raw.write(':\n\n'), 15_000);
      reply.raw.on('close', () => clearInterval(heartbeat));
      await rooms.watch(room.data, seat?.room === room.data ? seat.seat : null, reply.raw);
    },
  );

  app.post<{ Params: { id: string } }>('/api/rooms/:id/sit', async (request, reply) => {
    const session = await sessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    const body = ZSit.safeParse(request.body);
    const key = ZKey.safeParse(request.headers['idempotency-key']);
    const spec = body.success ? roomsOf(session).find((one) => one.id === body.data.room) : undefined;
    const buyIn = body.success ? parseMoney(body.data.buyIn, session.scale) : null;
    if (!spec || !key.success || buyIn === null) return reply.status(400).send({ error: 'invalid' });
    if (buyIn < spec.stakes.minBuyIn || buyIn > spec.stakes.maxBuyIn)
      return reply.status(400).send({ error: 'ROOM_BUY_IN' });
    const device = ZDevice.safeParse(request.headers['x-device']);
    // The seat's round is named by the request's key: the same request again is the same seat.
    const roundId = `${session.game}-${session.id.slice(0, 12)}-${key.data}`;
    try {
      const seated = await seatOf(session);
      const record = await rooms.record(spec.id);
      const again = record?.holders.find((one) => one.roundId === roundId);
      if (again) return { room: spec.id, seat: again.seat, balance: await balanceOf(session, request) };
      if (seated) return reply.status(409).send({ error: 'ROOM_SEATED' });
      let giveBack: () => Promise<unknown>;
      if (session.mode === 'real' && session.player && wallet) {
        const taken = await wallet.bet(
          session.player,
          roundId,
          `${roundId}:buy-in`,
          formatMinorUnits(buyIn, session.scale),
          request,
        );
        giveBack = taken.rollback;
      } else {
        if ((await store.add(demoChipsKey(session.member), -buyIn)) === null)
          return reply.status(409).send({ error: 'INSUFFICIENT_FUNDS' });
        giveBack = () => store.add(demoChipsKey(session.member), buyIn);
      }
      let seat: string;
      try {
        seat = await rooms.sit(
          spec,
          {
            seat: randomBytes(6).toString('hex'),
            member: session.member,
            mode: session.mode,
            roundId,
            buyIn,
            scale: session.scale,
            ...(session.player ? { player: session.player } : {}),
          },
          { address: session.address, device: device.success ? device.data : null },
        );
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (session.player && wallet) void reportSignals(spec.id, seat, session.player.gameCode, request);
      return { room: spec.id, seat, balance: await balanceOf(session, request) };
    } catch (error) {
      return refused(error, request, reply);
    }
  });

  app.post<{ Params: { id: string } }>('/api/rooms/:id/act', async (request, reply) => {
    const session = await sessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    const body = ZAct.safeParse(request.body);
    const key = ZKey.safeParse(request.headers['idempotency-key']);
    if (!body.success || !key.success) return reply.status(400).send({ error: 'invalid' });
    // A move sent again (a retry after a lost answer) answers as it did, and is not played twice.
    if (await store.get(actKey(session.id, key.data))) return { done: true };
    try {
      const seat = await seatOf(session);
      if (!seat) return reply.status(409).send({ error: 'ROOM_NOT_SEATED' });
      await rooms.act(seat.room, seat.seat, body.data);
      await store.set(actKey(session.id, key.data), '1', 60_000);
      return { done: true };
    } catch (error) {
      return refused(error, request, reply);
    }
  });

  app.post<{ Params: { id: string } }>('/api/rooms/:id/leave', async (request, reply) => {
    const session = await sessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'generic' });
    try {
      const seat = await seatOf(session);
      const left = seat ? await rooms.leave(seat.room, seat.seat, request) : true;
      return { left, balance: await balanceOf(session, request) };
    } catch (error) {
      return refused(error, request, reply);
    }
  });

  // A revealed hand dealt again by the game's own code: the page compares it with the cards it saw.
  app.post('/api/rooms/verify', async (request, reply) => {
    const body = z
      .object({
        room: ZRoomId,
        hand: z.number().int().min(1),
        serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
        seats: z.number().int().min(2).max(10),
      })
      .safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    const { room, hand, serverSeed, seats } = body.data;
    const game = GAMES.get(room.split('-')[0] ?? '');
    if (!game) return reply.status(400).send({ error: 'invalid' });
    return { hash: hashOfSeed(serverSeed), hands: game.deal(room, hand, serverSeed, seats) };
  });

  return {
    offers: (gameCode: string) => GAME_OF_CODE.has(gameCode),
    /** Every room's collusion signals, each pair named by its members: what the risk role reads. */
    collusionSignals: () => rooms.collusionSignals(),

    /** Opens the launch's stake lobby for its member. */
    async launch(launch: RoomLaunch, request: CallerRequest & FastifyRequest, reply: FastifyReply) {
      const game = GAME_OF_CODE.get(launch.game);
      const stake = HOUSE_CARD_ROOM_STAKES.find(({ code }) => code === (launch.room ?? 'NOVICE'));
      if (!game || !stake) return reply.status(400).type('text/plain').send('Unknown game or launch');
      const id = randomBytes(16).toString('hex');
      const common = {
        id,
        game,
        stake: stake.code,
        language: launch.lang.toUpperCase(),
        address: request.ip,
      };
      let session: RoomSession;
      if (launch.mode === 'real') {
        if (!launch.token || !wallet)
          return reply.status(400).type('text/plain').send('A real game needs a launch token');
        try {
          const player = await wallet.balance(launch.token, request);
          session = {
            ...common,
            mode: 'real',
            currency: player.currency,
            scale: player.balance.split('.')[1]?.length ?? 0,
            member: player.playerId,
            player: {
              token: launch.token,
              playerId: player.playerId,
              gameCode: launch.game,
              currency: player.currency,
            },
          };
        } catch {
          return refusedLaunch(reply, common.language);
        }
      } else {
        session = {
          ...common,
          mode: 'demo',
          currency: launch.currency,
          scale: DEMO_SCALE,
          member: `demo-${id}`,
        };
        await store.set(demoChipsKey(session.member), String(DEMO_CREDITS), IDLE_MS);
      }
      await store.set(sessionKey(id), JSON.stringify(session), IDLE_MS);
      return reply.redirect(`/rooms/${id}${themeQuery(launch.theme ?? null)}`, 303);
    },
  };
}
