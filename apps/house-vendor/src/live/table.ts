import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formatMinorUnits } from '@platform/contracts/money';
import { type CallerRequest, WalletRefusal } from '@platform/contracts/vendor-wallet/client';
import type { FastifyBaseLogger } from 'fastify';
import { hashOfSeed, newServerSeed, roundFloats } from '../fair.ts';
import type { PlatformWallet } from '../wallet.ts';
import type { Shoe } from './game.ts';
import { LIVE_GAMES, LIVE_KINDS, type LiveKind } from './games.ts';
import type { LiveStore } from './store.ts';

/** How long the betting window stays open and the result stays up before the next round. */
export type LivePace = { bettingMs: number; resultMs: number };
export const DEFAULT_LIVE_PACE: LivePace = { bettingMs: 15_000, resultMs: 9_000 };

/**
 * "No more bets": between the window's close and the deal. A bet whose debit was on its way when the
 * window closed lands in it; one that lands later finds the round sealed and is given back.
 */
const CLOSING_MS = 1_000;
/** The dealer's lease: an instance that stops renewing it hands the table to another this long after. */
const LEASE_MS = 3_000;
const TICK_MS = 250;
/** More rounds than a shoe deals: the road is the whole shoe's, which the page's verify compares. */
const ROAD_LENGTH = 120;
const HISTORY_KEPT = 20;
/** Settlements of one round in flight at once: the platform's wallet takes them a few at a time. */
const SETTLING_AT_ONCE = 8;

/** What every seat sees of a table, published at each change and kept as the table's latest. */
export type TableView = {
  kind: LiveKind;
  /** The table's run: a new one (a store that lost the table) starts its rounds at 1 again. */
  run: string;
  round: number;
  phase: 'betting' | 'closing' | 'result';
  closesAt: number;
  /** When the round's result is dealt (phase closing) or the next round opens (phase result). */
  nextAt: number;
  /** The shoe (or seed) in play: its number, the hash committed before its first round, rounds dealt. */
  shoe: { number: number; hash: string; dealt: number; cardsLeft: number };
  outcome: unknown;
  /** What the road maps show: the shoe's results so far, oldest first. */
  road: string[];
  /** The shoe before this one, its seed revealed: anyone can deal it again and compare. */
  revealed: { number: number; hash: string; serverSeed: string } | null;
  /** When the view was published (ms since the epoch): the seats measure the push by it. */
  at: number;
};

/** The table as its dealer keeps it: the view and the secrets behind it. */
type Engine = { view: TableView; serverSeed: string; shoe: Shoe };

/** One stake, as the instance that took it records it for the dealer to settle. */
export type TableBet = {
  seat: string;
  key: string;
  spot: string;
  /** Minor units. */
  stake: string;
  scale: number;
  mode: 'real' | 'demo';
  /** The member's round at the table, in the platform's wallet. */
  roundId: string;
  player?: { token: string; playerId: string; gameCode: string; currency: string };
};

export type SeatResult = { round: number; staked: string; won: string; outcome: string };

const viewKey = (kind: LiveKind) => `table:${kind}:view`;
const engineKey = (kind: LiveKind) => `table:${kind}:engine`;
const channelOf = (kind: LiveKind) => `table:${kind}`;
export const roundKey = (view: Pick<TableView, 'kind' | 'run' | 'round'>) =>
  `${view.kind}:${view.run}:${view.round}`;
export const demoKey = (seat: string) => `seat:${seat}:demo`;
export const historyKey = (seat: string) => `seat:${seat}:history`;

/** The floats a shoe is dealt from: the table's kind is the client seed, the shoe's rounds the nonces. */
const shoeFloats = (serverSeed: string, kind: LiveKind, nonce: number) =>
  roundFloats({ serverSeed, clientSeed: `live-${kind}`, nonce });

/**
 * Every outcome a revealed seed deals, in order, by the same code as the table: what the page's
 * "verify" compares with the road it saw.
 */
export function dealSeed(kind: LiveKind, serverSeed: string): unknown[] {
  const game = LIVE_GAMES[kind];
  const shoe = game.shoe(shoeFloats(serverSeed, kind, 0));
  const outcomes: unknown[] = [];
  while (!game.finished(shoe))
    outcomes.push(game.deal(shoe, shoeFloats(serverSeed, kind, outcomes.length + 1)));
  return outcomes;
}

function newShoe(kind: LiveKind): Pick<Engine, 'serverSeed' | 'shoe'> & { hash: string } {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    hash: hashOfSeed(serverSeed),
    shoe: LIVE_GAMES[kind].shoe(shoeFloats(serverSeed, kind, 0)),
  };
}

const cardsLeft = (shoe: Shoe) => Math.max(0, shoe.cutAt - shoe.position);

/**
 * The shared tables as one vendor instance runs them: it keeps each table's latest view (from the
 * table's channel), pushes every change to the seats it serves over their event streams, takes
 * their bets, and deals a table while it holds that table's lease. Every instance is ready to deal;
 * one at a time does, and the next takes over within LEASE_MS of its stopping.
 */
export class LiveTables {
  readonly #store: LiveStore;
  readonly #wallet: PlatformWallet | undefined;
  readonly #pace: LivePace;
  readonly #log: FastifyBaseLogger;
  readonly #token = randomBytes(16).toString('hex');
  readonly #views = new Map<LiveKind, TableView>();
  readonly #streams = new Map<LiveKind, Set<ServerResponse>>();
  readonly #engines = new Map<LiveKind, Engine>();
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: {
    store: LiveStore;
    wallet?: PlatformWallet;
    pace: LivePace;
    log: FastifyBaseLogger;
  }) {
    this.#store = options.store;
    this.#wallet = options.wallet;
    this.#pace = options.pace;
    this.#log = options.log;
  }

  async start(): Promise<void> {
    for (const kind of LIVE_KINDS) {
      this.#streams.set(kind, new Set());
      await this.#store.subscribe(channelOf(kind), (text) => this.#received(kind, text));
      const stored = await this.#store.get(viewKey(kind));
      if (stored) this.#keep(JSON.parse(stored) as TableView);
    }
    this.#tick();
  }

  view(kind: LiveKind): TableView | undefined {
    return this.#views.get(kind);
  }

  /** Adds a seat's event stream: it gets the table's view now and every message after. */
  watch(kind: LiveKind, stream: ServerResponse): void {
    const streams = this.#streams.get(kind);
    if (!streams) return;
    streams.add(stream);
    stream.on('close', () => streams.delete(stream));
    const view = this.#views.get(kind);
    if (view) stream.write(`data: ${JSON.stringify({ type: 'view', view })}\n\n`);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    // A stream ended gracefully would keep its connection open for another request.
    for (const streams of this.#streams.values()) for (const stream of streams) stream.destroy();
  }

  #keep(view: TableView) {
    const known = this.#views.get(view.kind);
    // Messages of two dealers (a lease handed over) may cross: the later one published wins.
    if (known && known.run === view.run && known.at > view.at) return;
    this.#views.set(view.kind, view);
  }

  /** A table's message: kept if it is a view, and written once, as is, to every seat's stream here. */
  #received(kind: LiveKind, text: string) {
    const message = JSON.parse(text) as { type: string; view?: TableView };
    if (message.type === 'view' && message.view) this.#keep(message.view);
    const event = `data: ${text}\n\n`;
    for (const stream of this.#streams.get(kind) ?? []) stream.write(event);
  }

  #tick() {
    if (this.#closed) return;
    const now = Date.now();
    let wait = TICK_MS;
    Promise.all(
      LIVE_KINDS.map(async (kind) => {
        if (!(await this.#store.lease(channelOf(kind), this.#token, LEASE_MS))) {
          this.#engines.delete(kind);
          return;
        }
        const next = await this.#step(kind, now);
        wait = Math.min(wait, Math.max(5, next - Date.now()));
      }),
    )
      .catch((error: unknown) => this.#log.error({ err: error }, 'a shared table could not be dealt'))
      .finally(() => {
        if (!this.#closed) this.#timer = setTimeout(() => this.#tick(), wait);
      });
  }

  /** Moves the table on if its phase is over; answers when the current phase ends. */
  async #step(kind: LiveKind, now: number): Promise<number> {
    let engine = this.#engines.get(kind);
    if (!engine) {
      // Taking the table over: the stored engine is the last dealer's, and its rounds go on.
      const stored = await this.#store.get(engineKey(kind));
      engine = stored ? (JSON.parse(stored) as Engine) : this.#firstRound(kind, now);
      this.#engines.set(kind, engine);
      if (!stored) await this.#publish(engine);
    }
    const { view } = engine;
    if (view.phase === 'betting' && now >= view.closesAt) {
      view.phase = 'closing';
      view.nextAt = view.closesAt + CLOSING_MS;
      await this.#publish(engine);
    } else if (view.phase === 'closing' && now >= view.nextAt) {
      const bets = await this.#store.sealBets(roundKey(view));
      const game = LIVE_GAMES[kind];
      view.shoe.dealt += 1;
      view.outcome = game.deal(engine.shoe, shoeFloats(engine.serverSeed, kind, view.shoe.dealt));
      view.shoe.cardsLeft = cardsLeft(engine.shoe);
      view.road = [...view.road, game.summary(view.outcome as never)].slice(-ROAD_LENGTH);
      view.phase = 'result';
      view.nextAt = now + this.#pace.resultMs;
      await this.#publish(engine);
      const round = view.round;
      this.#settle(kind, round, view.outcome, bets).then(
        () => this.#store.publish(channelOf(kind), JSON.stringify({ type: 'settled', round })),
        (error: unknown) => this.#log.error({ err: error, round }, 'a shared round was not settled'),
      );
    } else if (view.phase === 'result' && now >= view.nextAt) {
      this.#nextRound(kind, engine, now);
      await this.#publish(engine);
    }
    return view.phase === 'betting' ? view.closesAt : view.nextAt;
  }

  #firstRound(kind: LiveKind, now: number): Engine {
    const { serverSeed, hash, shoe } = newShoe(kind);
    return {
      serverSeed,
      shoe,
      view: {
        kind,
        run: randomBytes(4).toString('hex'),
        round: 1,
        phase: 'betting',
        closesAt: now + this.#pace.bettingMs,
        nextAt: now + this.#pace.bettingMs,
        shoe: { number: 1, hash, dealt: 0, cardsLeft: cardsLeft(shoe) },
        outcome: null,
        road: [],
        revealed: null,
        at: now,
      },
    };
  }

  /** Opens the next round; a shoe used up is revealed first and a new one committed. */
  #nextRound(kind: LiveKind, engine: Engine, now: number) {
    const { view } = engine;
    if (LIVE_GAMES[kind].finished(engine.shoe)) {
      view.revealed = { number: view.shoe.number, hash: view.shoe.hash, serverSeed: engine.serverSeed };
      const next = newShoe(kind);
      engine.serverSeed = next.serverSeed;
      engine.shoe = next.shoe;
      view.shoe = {
        number: view.shoe.number + 1,
        hash: next.hash,
        dealt: 0,
        cardsLeft: cardsLeft(next.shoe),
      };
      view.road = [];
    }
    view.round += 1;
    view.phase = 'betting';
    view.outcome = null;
    view.closesAt = now + this.#pace.bettingMs;
    view.nextAt = view.closesAt;
  }

  /** Saves the engine (so that the next dealer goes on from it), then tells every instance. */
  async #publish(engine: Engine) {
    engine.view.at = Date.now();
    const text = JSON.stringify({ type: 'view', view: engine.view });
    await this.#store.set(engineKey(engine.view.kind), JSON.stringify(engine));
    await this.#store.set(viewKey(engine.view.kind), JSON.stringify(engine.view));
    await this.#store.publish(channelOf(engine.view.kind), text);
  }

  /**
   * Pays each member's round what its bets won and closes it. A credit is named by the round, so a
   * second dealer settling the same round (a lease lost mid-settlement) moves nothing twice.
   */
  async #settle(kind: LiveKind, round: number, outcome: unknown, texts: string[]) {
    const game = LIVE_GAMES[kind];
    const bySeat = new Map<string, TableBet[]>();
    for (const text of texts) {
      const bet = JSON.parse(text) as TableBet;
      bySeat.set(bet.roundId, [...(bySeat.get(bet.roundId) ?? []), bet]);
    }
    const request: CallerRequest = { id: `live-${kind}-${round}`, log: this.#log };
    const seats = [...bySeat.values()];
    const settleOne = async (bets: TableBet[]) => {
      const [first] = bets;
      if (!first) return;
      let staked = 0n;
      let won = 0n;
      for (const bet of bets) {
        staked += BigInt(bet.stake);
        // Rounded down to the currency's unit: the house never pays more than the rules.
        won += BigInt(Math.floor(Number(bet.stake) * game.returnOf(bet.spot, outcome as never) + 1e-9));
      }
      if (first.mode === 'demo') await this.#store.add(demoKey(first.seat), won);
      else if (first.player && this.#wallet)
        await this.#wallet.settle(first.player, first.roundId, formatMinorUnits(won, first.scale), request);
      const result: SeatResult = {
        round,
        staked: formatMinorUnits(staked, first.scale),
        won: formatMinorUnits(won, first.scale),
        outcome: game.summary(outcome as never),
      };
      await this.#store.push(historyKey(first.seat), JSON.stringify(result), HISTORY_KEPT);
    };
    const failures: unknown[] = [];
    for (let index = 0; index < seats.length; index += SETTLING_AT_ONCE)
      await Promise.all(
        seats.slice(index, index + SETTLING_AT_ONCE).map((bets) =>
          settleOne(bets).catch((error: unknown) => {
            // The platform closes a round left open with its stakes given back (settleStaleRounds).
            if (!(error instanceof WalletRefusal)) failures.push(error);
            this.#log.error(
              { err: error, round: bets[0]?.roundId },
              'a member’s shared round was not settled',
            );
          }),
        ),
      );
    if (failures.length > 0) throw failures[0];
  }
}
