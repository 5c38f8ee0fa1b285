import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formatMinorUnits } from '@platform/contracts/money';
import type { CallerRequest } from '@platform/contracts/vendor-wallet/client';
import type { FastifyBaseLogger } from 'fastify';
import { newServerSeed } from '../fair.ts';
import type { LiveStore } from '../live/store.ts';
import type { PlatformWallet } from '../wallet.ts';
import {
  type CollusionSignal,
  type RoomGame,
  type RoomPace,
  RoomRefusal,
  type RoomStakes,
  type SeatOrigin,
} from './room-game.ts';

export const DEFAULT_ROOM_PACE: RoomPace = { actMs: 8_000, showMs: 6_000 };

/** The room's driver lease, as the shared tables' dealer's: another instance takes over this long after. */
const LEASE_MS = 3_000;
/** A change of a room (a move, a sit-down) holds it this long at most: one instance at a time. */
const LOCK_MS = 2_000;
const TICK_MS = 250;
/** How often an instance looks for rooms another opened, to drive them when it can. */
const INDEX_MS = 1_000;
const HISTORY_KEPT = 20;
/**
 * A seat is one open wallet round, and the platform refunds a round left a day without a call
 * (its stale-round sweep, never under 24 hours): a seat sitting this long is cashed out between two
 * hands, well before, so the sweep never finds a round whose chips are still at a table.
 */
const SEAT_MAX_MS = 12 * 60 * 60_000;

export type RoomPlayer = { token: string; playerId: string; gameCode: string; currency: string };

/** A member at a room, as the engine keeps it beside the game's seat: who pays and who is paid. */
export type SeatHolder = {
  /** The game's seat id: opaque, published to every seat. */
  seat: string;
  /** Whose hand history it writes to: the platform's player, or the demo launch. */
  member: string;
  mode: 'real' | 'demo';
  /** The seat's wallet round: the buy-in's debit opened it, the cash-out's credit closes it. */
  roundId: string;
  buyIn: bigint;
  scale: number;
  player?: RoomPlayer;
  since: number;
  /** When its event stream dropped, null while it is connected. */
  goneAt: number | null;
  /** Asked to leave during a hand: cashed out when it ends. */
  leaving: boolean;
};

/** A cash-out owed: taken from the room, credited by whichever instance gets to it first. */
type CashOut = { holder: SeatHolder; chips: bigint };

/** A room as the store keeps it: the game's state, who sits, what is owed, the money's totals. */
export type RoomRecord = {
  id: string;
  game: string;
  stake: string;
  state: unknown;
  holders: SeatHolder[];
  cashOuts: CashOut[];
  lastHand: number;
  totals: { buyIns: bigint; cashOuts: bigint; raked: bigint };
};

/** One line of a member's hand history. */
export type HandLine = {
  room: string;
  hand: number;
  label: string;
  /** Minor units, after the rake, and the rake. */
  net: string;
  rake: string;
  scale: number;
  at: number;
};

/** A room of the lobby: which game, at which stake, in which money (a currency, or demo credits). */
export type RoomSpec = { id: string; game: string; stake: string; stakes: RoomStakes };

// The records' bigints go through JSON tagged, and come back as bigints.
const encode = (value: unknown) =>
  JSON.stringify(value, (_key, one: unknown) => (typeof one === 'bigint' ? { $n: String(one) } : one));
const decode = <T>(text: string): T =>
  JSON.parse(text, (_key, one: unknown) =>
    one !== null && typeof one === 'object' && '$n' in one && typeof one.$n === 'string'
      ? BigInt(one.$n)
      : one,
  ) as T;

const recordKey = (room: string) => `room:${room}`;
const channelOf = (room: string) => `room:${room}`;
const INDEX_KEY = 'rooms:index';
export const handsKey = (member: string) => `rooms:hands:${member}`;
export const demoChipsKey = (member: string) => `rooms:demo:${member}`;

/** Thrown when a room stays locked by others longer than a change may take. */
export class RoomBusy extends Error {}

/**
 * The card rooms as one vendor instance runs them. Every change of a room (a sit-down, a move, a
 * dropped stream, the clock) is made under the room's short lock on the stored record, by whichever
 * instance the request reached; the holder of the room's lease runs its clock and pays the cash-outs
 * left owed. Every change is published on the room's channel; each instance writes it to the event
 * streams of the seats it serves.
 */
export class CardRooms {
  readonly #store: LiveStore;
  readonly #wallet: PlatformWallet | undefined;
  readonly #pace: RoomPace;
  readonly #log: FastifyBaseLogger;
  readonly #games: Map<string, RoomGame<unknown>>;
  readonly #now: () => number;
  readonly #token = randomBytes(16).toString('hex');
  readonly #views = new Map<string, unknown>();
  readonly #streams = new Map<string, Map<ServerResponse, string | null>>();
  readonly #known = new Set<string>();
  #indexedAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: {
    store: LiveStore;
    wallet?: PlatformWallet | undefined;
    pace: RoomPace;
    log: FastifyBaseLogger;
    games: RoomGame<unknown>[];
    now?: () => number;
  }) {
    this.#store = options.store;
    this.#wallet = options.wallet;
    this.#pace = options.pace;
    this.#log = options.log;
    this.#games = new Map(options.games.map((game) => [game.code, game]));
    this.#now = options.now ?? Date.now;
  }

  start(): void {
    this.#tick();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    for (const streams of this.#streams.values()) for (const stream of streams.keys()) stream.destroy();
  }

  #game(code: string): RoomGame<unknown> {
    const game = this.#games.get(code);
    if (!game) throw new Error(`no card game ${code}`);
    return game;
  }

  async record(room: string): Promise<RoomRecord | undefined> {
    const text = await this.#store.get(recordKey(room));
    return text ? decode<RoomRecord>(text) : undefined;
  }

  /** The room's public view, as its seats are pushed it. */
  async view(room: string): Promise<unknown> {
    const known = this.#views.get(room);
    if (known) return known;
    const record = await this.record(room);
    return record ? this.#viewOf(record) : null;
  }

  #viewOf(record: RoomRecord) {
    const game = this.#game(record.game);
    return {
      id: record.id,
      game: record.game,
      stake: record.stake,
      state: game.view(record.state),
      leaving: record.holders.filter((one) => one.leaving).map((one) => one.seat),
      at: this.#now(),
    };
  }

  /**
   * Changes the room under its lock: `change` gets the stored record (the room opened from `spec`
   * when there is none yet) and the game; the room is saved and, when `change` says so, published.
   */
  async #withRoom<T>(
    spec: RoomSpec | string,
    change: (
      record: RoomRecord,
      game: RoomGame<unknown>,
    ) => { publish: boolean; answer: T } | Promise<{ publish: boolean; answer: T }>,
  ): Promise<T> {
    const id = typeof spec === 'string' ? spec : spec.id;
    const token = randomBytes(8).toString('hex');
    const lock = `room-lock:${id}`;
    const until = Date.now() + LOCK_MS * 2;
    while (!(await this.#store.lease(lock, token, LOCK_MS))) {
      if (Date.now() > until) throw new RoomBusy(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    try {
      let record = await this.record(id);
      if (!record) {
        if (typeof spec === 'string') throw new RoomRefusal('ROOM_NOT_SEATED');
        const game = this.#game(spec.game);
        record = {
          id,
          game: spec.game,
          stake: spec.stake,
          state: game.open(id, spec.stakes, this.#pace, this.#now()),
          holders: [],
          cashOuts: [],
          lastHand: 0,
          totals: { buyIns: 0n, cashOuts: 0n, raked: 0n },
        };
        await this.#store.push(INDEX_KEY, id, 1_000);
        this.#known.add(id);
      }
      const { publish, answer } = await change(record, this.#game(record.game));
      await this.#store.set(recordKey(id), encode(record));
      if (publish) await this.#publish(record);
      return answer;
    } finally {
      await this.#store.release(lock, token);
    }
  }

  async #publish(record: RoomRecord) {
    const game = this.#game(record.game);
    const mine: Record<string, unknown> = {};
    for (const holder of record.holders) {
      const own = game.seatView(record.state, holder.seat);
      if (own !== null) mine[holder.seat] = own;
    }
    await this.#store.publish(
      channelOf(record.id),
      encode({ type: 'view', view: this.#viewOf(record), mine }),
    );
  }

  /** Adds an event stream for a room; `seat` is the game's seat of the member watching, if seated. */
  async watch(room: string, seat: string | null, stream: ServerResponse): Promise<void> {
    let streams = this.#streams.get(room);
    if (!streams) {
      streams = new Map();
      this.#streams.set(room, streams);
      await this.#store.subscribe(channelOf(room), (text) => this.#received(room, text));
    }
    streams.set(stream, seat);
    const view = await this.view(room);
    if (view) stream.write(`data: ${JSON.stringify({ type: 'view', view, mine: null })}\n\n`);
    if (seat === null) {
      stream.on('close', () => streams.delete(stream));
      return;
    }
    await this.#connected(room, seat, true);
    stream.on('close', () => {
      streams.delete(stream);
      if (!this.#closed)
        this.#connected(room, seat, false).catch((error: unknown) =>
          this.#log.warn({ err: error, room }, 'a card room did not hear a seat leave'),
        );
    });
  }

  async #connected(room: string, seat: string, connected: boolean) {
    await this.#withRoom(room, (record, game) => {
      const holder = record.holders.find((one) => one.seat === seat);
      if (!holder) return { publish: false, answer: undefined };
      holder.goneAt = connected ? null : this.#now();
      game.setConnected(record.state, seat, connected);
      return { publish: true, answer: undefined };
    });
  }

  #received(room: string, text: string) {
    const message = JSON.parse(text) as { type: string; view?: unknown; mine?: Record<string, unknown> };
    if (message.type === 'view') this.#views.set(room, message.view);
    // Formatted once for every seat without a view of its own, and once more for each that has one.
    const shared = `data: ${JSON.stringify({ type: message.type, view: message.view, mine: null })}\n\n`;
    for (const [stream, seat] of this.#streams.get(room) ?? []) {
      const own = seat === null ? undefined : message.mine?.[seat];
      stream.write(
        own === undefined
          ? shared
          : `data: ${JSON.stringify({ type: message.type, view: message.view, mine: own })}\n\n`,
      );
    }
  }

  /**
   * Seats a member whose buy-in is already debited (or taken from its demo credits): the caller gives
   * the debit back when this refuses. The same round again (a request repeated) answers its seat.
   */
  async sit(
    spec: RoomSpec,
    holder: Omit<SeatHolder, 'since' | 'goneAt' | 'leaving'>,
    origin: SeatOrigin,
  ): Promise<string> {
    return this.#withRoom(spec, (record, game) => {
      const same = record.holders.find((one) => one.roundId === holder.roundId);
      if (same) return { publish: false, answer: same.seat };
      game.join(record.state, holder.seat, holder.buyIn, origin);
      // Gone until its event stream comes: a member who never opens the room is cashed out as one who left.
      record.holders.push({ ...holder, since: this.#now(), goneAt: this.#now(), leaving: false });
      record.totals.buyIns += holder.buyIn;
      return { publish: true, answer: holder.seat };
    });
  }

  async act(room: string, seat: string, action: { type: string; value: number }): Promise<void> {
    await this.#withRoom(room, async (record, game) => {
      if (!record.holders.some((one) => one.seat === seat)) throw new RoomRefusal('ROOM_NOT_SEATED');
      game.act(record.state, seat, action, this.#now());
      // A move may end the step (everybody acted): the room moves on at once, not at the next tick.
      game.advance(record.state, this.#now(), newServerSeed);
      await this.#afterHand(record, game);
      return { publish: true, answer: undefined };
    });
  }

  /**
   * Stands a member up: between hands at once, else at the end of the hand (the game plays for it
   * meanwhile). Its cash-out is then paid. Answers whether it has left already.
   */
  async leave(room: string, seat: string, request: CallerRequest): Promise<boolean> {
    const left = await this.#withRoom(room, (record, game) => {
      const holder = record.holders.find((one) => one.seat === seat);
      if (!holder) return { publish: false, answer: true };
      if (!game.betweenHands(record.state)) {
        holder.leaving = true;
        return { publish: true, answer: false };
      }
      this.#standUp(record, game, holder);
      return { publish: true, answer: true };
    });
    if (left) await this.payOut(room, request);
    return left;
  }

  #standUp(record: RoomRecord, game: RoomGame<unknown>, holder: SeatHolder) {
    const chips = game.leave(record.state, holder.seat);
    record.holders = record.holders.filter((one) => one !== holder);
    record.cashOuts.push({ holder, chips });
  }

  /** Records a hand just settled: each member's line of history and the house's rake. */
  async #afterHand(record: RoomRecord, game: RoomGame<unknown>) {
    const settled = game.lastHand(record.state);
    if (!settled || settled.hand <= record.lastHand) return;
    record.lastHand = settled.hand;
    const at = this.#now();
    for (const one of settled.seats) {
      record.totals.raked += one.rake;
      const holder = record.holders.find((seated) => seated.seat === one.seat);
      if (!holder) continue;
      const line: HandLine = {
        room: record.id,
        hand: settled.hand,
        label: one.label,
        net: String(one.net),
        rake: String(one.rake),
        scale: holder.scale,
        at,
      };
      await this.#store.push(handsKey(holder.member), JSON.stringify(line), HISTORY_KEPT);
    }
  }

  /**
   * Credits every cash-out the room owes and closes each seat's round with it. A credit is named by
   * the seat's round, so two instances paying the same one move the money once; the record forgets
   * a cash-out only once it is paid.
   */
  async payOut(room: string, request: CallerRequest): Promise<void> {
    const record = await this.record(room);
    for (const { holder, chips } of record?.cashOuts ?? []) {
      // Demo credits are the vendor's own: given back under the lock, where a second payer finds them paid.
      if (holder.mode === 'real' && holder.player && this.#wallet)
        await this.#wallet.settle(
          holder.player,
          holder.roundId,
          formatMinorUnits(chips, holder.scale),
          request,
        );
      await this.#withRoom(room, async (stored) => {
        const owed = stored.cashOuts.find((one) => one.holder.roundId === holder.roundId);
        if (!owed) return { publish: false, answer: undefined };
        if (holder.mode === 'demo') await this.#store.add(demoChipsKey(holder.member), owed.chips);
        stored.cashOuts = stored.cashOuts.filter((one) => one !== owed);
        stored.totals.cashOuts += owed.chips;
        return { publish: false, answer: undefined };
      });
    }
  }

  /** The room's clock, for the lease holder: moves the game on and stands up who must go. */
  async step(room: string): Promise<number> {
    const now = this.#now();
    const next = await this.#withRoom(room, async (record, game) => {
      let changed = game.advance(record.state, now, newServerSeed);
      await this.#afterHand(record, game);
      if (game.betweenHands(record.state))
        for (const holder of [...record.holders]) {
          const gone = holder.goneAt !== null && now - holder.goneAt >= this.#pace.showMs;
          if (holder.leaving || gone || now - holder.since >= SEAT_MAX_MS) {
            this.#standUp(record, game, holder);
            changed = true;
          }
        }
      return { publish: changed, answer: game.deadline(record.state) };
    });
    await this.payOut(room, { id: `room-${room}`, log: this.#log });
    return next;
  }

  /** A room's collusion signals, each seat named by its member and, for a real seat, its platform player. */
  async signalsAt(
    room: string,
  ): Promise<(CollusionSignal & { members: [string, string]; players: [string?, string?] })[]> {
    const record = await this.record(room);
    if (!record) return [];
    const holderOf = (seat: string) => record.holders.find((one) => one.seat === seat);
    return this.#game(record.game)
      .collusionSignals(record.state)
      .map((signal) => ({
        ...signal,
        members: [holderOf(signal.seats[0])?.member ?? '', holderOf(signal.seats[1])?.member ?? ''],
        players: [holderOf(signal.seats[0])?.player?.playerId, holderOf(signal.seats[1])?.player?.playerId],
      }));
  }

  /** Every room's collusion signals, each seat named by its member: for the platform's risk role. */
  async collusionSignals(): Promise<(CollusionSignal & { members: [string, string] })[]> {
    const signals: (CollusionSignal & { members: [string, string] })[] = [];
    for (const id of new Set(await this.#store.list(INDEX_KEY)))
      for (const { players: _players, ...signal } of await this.signalsAt(id)) signals.push(signal);
    return signals;
  }

  #tick() {
    if (this.#closed) return;
    let wait = TICK_MS;
    const run = async () => {
      if (Date.now() - this.#indexedAt >= INDEX_MS) {
        this.#indexedAt = Date.now();
        for (const id of await this.#store.list(INDEX_KEY)) this.#known.add(id);
      }
      await Promise.all(
        [...this.#known].map(async (room) => {
          if (!(await this.#store.lease(`room:${room}`, this.#token, LEASE_MS))) return;
          const next = await this.step(room);
          const now = this.#now();
          // A room waiting for players has a deadline behind it: it is looked at each tick.
          if (next > now) wait = Math.min(wait, Math.max(5, next - now));
        }),
      );
    };
    run()
      .catch((error: unknown) => this.#log.error({ err: error }, 'a card room could not be moved on'))
      .finally(() => {
        if (!this.#closed) this.#timer = setTimeout(() => this.#tick(), wait);
      });
  }
}
