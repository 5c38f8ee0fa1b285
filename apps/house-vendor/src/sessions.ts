import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HousePace } from '@platform/contracts/protection/pace';
import { z } from 'zod';
import { hashOfSeed, newClientSeed, newServerSeed } from './fair.ts';
import type { School } from './games/fishing.ts';
import type { GameKind, Outcome } from './rounds.ts';
import type { StakeLimits, TableCode } from './tables.ts';

/** A round as the player's history shows it: enough to check it once the seed is revealed. */
export type PlayedRound = {
  roundId: string;
  at: string;
  stake: string;
  win: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Outcome;
};

/**
 * What a round answered, kept under the key its request carried: the same request again (a retry, a
 * second instance reached with it) gets this answer instead of playing a second round.
 */
export type RoundAnswer = {
  key: string;
  round: PlayedRound;
  balance: string;
  nonce: number;
  net: string;
  /** The jackpot the round won and what it paid, which the balance includes. */
  jackpot: { code: string; amount: string } | null;
};

export type PlaySession = {
  id: string;
  game: GameKind;
  gameCode: string;
  mode: 'real' | 'demo';
  language: string;
  currency: string;
  /** Real mode: the platform's launch token and player id. */
  token?: string;
  playerId?: string;
  /** Demo mode: demo credits in minor units, never the wallet. */
  demoBalance: bigint;
  scale: number;
  /** The table the launch chose (its room), if any, and the stakes the session takes. */
  table: TableCode | null;
  limits: StakeLimits;
  /** The brand's pace the launch told: minimum cycle, auto-play, turbo, net position. */
  pace: HousePace;
  /** When the session's last round started (ms since the epoch), for the minimum cycle. */
  lastStartAt: number | null;
  /** The session's rounds' wins less their stakes, in minor units: the player's net position. */
  net: bigint;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Seeds rotated away, revealed: hash → seed. */
  revealed: Record<string, string>;
  history: PlayedRound[];
  /** The latest rounds' answers by their request's key, newest first. */
  answers: RoundAnswer[];
  /** The fishing game's school on screen, which its shots aim at. */
  school?: School;
};

type Opened = Omit<
  PlaySession,
  'id' | 'serverSeed' | 'clientSeed' | 'nonce' | 'revealed' | 'history' | 'answers' | 'lastStartAt' | 'net'
>;

const HISTORY_LENGTH = 50;
const ANSWERS_KEPT = 20;
/** A session nobody has read for this long is forgotten: the player opens the game again from the site. */
export const IDLE_MS = 4 * 60 * 60_000;
/** A member's settings as a page sends them: the sound switch, on or off. */
export const ZSettings = z.strictObject({ sound: z.boolean() });

/** A player's settings outlast their sessions: a year after they were last changed. */
export const SETTING_MS = 365 * 24 * 60 * 60_000;
/**
 * A change to a session (a round, a seed rotation) holds its lock, renewed while the change runs: an
 * instance that dies mid-round frees the session this long after its last renewal.
 */
const LOCK_MS = 15_000;
const RENEW_EVERY_MS = LOCK_MS / 3;

/**
 * Where sessions are kept: as text, so that memory and Redis hold them alike and no instance shares
 * a live object with another. Every write of a session is fenced by its lock's token.
 */
export interface SessionBackend {
  /** The session's text, its idle time restarted; undefined when there is none (or it idled out). */
  read(id: string): Promise<string | undefined>;
  create(id: string, text: string): Promise<void>;
  /** Takes the session's lock for `ms` as `token`; false while another holds it. */
  lock(id: string, token: string, ms: number): Promise<boolean>;
  /** Extends the lock; false when `token` no longer holds it. */
  renew(id: string, token: string, ms: number): Promise<boolean>;
  /** Writes the session if `token` holds its lock; false, writing nothing, otherwise. */
  write(id: string, token: string, text: string): Promise<boolean>;
  unlock(id: string, token: string): Promise<void>;
  /** A player's own setting (by the platform's player id), kept across sessions for SETTING_MS. */
  readSetting(key: string): Promise<string | undefined>;
  writeSetting(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** The lock was lost (its renewals failed past its expiry): what was changed under it is not written. */
class HoldLost extends Error {
  constructor(id: string) {
    super(`the lock of session ${id} was lost`);
  }
}

/** A session held for one change: read after the lock was taken, written only while it is held. */
export type Held = {
  session: PlaySession;
  save(): Promise<void>;
  release(): Promise<void>;
};

// Money is bigint, which JSON lacks: written as {"$big": "123"}.
const encode = (session: PlaySession): string =>
  JSON.stringify(session, (_key, value: unknown) =>
    typeof value === 'bigint' ? { $big: value.toString() } : value,
  );
const decode = (text: string): PlaySession =>
  JSON.parse(text, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && '$big' in value && typeof value.$big === 'string'
      ? BigInt(value.$big)
      : value,
  ) as PlaySession;

/**
 * The play sessions: a launch on one instance and its rounds on another see one session, and one
 * change at a time runs on it, whichever instance makes it. The wallet holds every balance, so a
 * session lost (a memory store's restart) loses nothing of value: the player opens the game again.
 */
export class SessionStore {
  readonly #backend: SessionBackend;

  constructor(backend: SessionBackend = memoryBackend()) {
    this.#backend = backend;
  }

  async open(fields: Opened): Promise<PlaySession> {
    const session: PlaySession = {
      ...fields,
      id: randomBytes(16).toString('hex'),
      serverSeed: newServerSeed(),
      clientSeed: newClientSeed(),
      nonce: 0,
      revealed: {},
      history: [],
      answers: [],
      lastStartAt: null,
      net: 0n,
    };
    await this.#backend.create(session.id, encode(session));
    return session;
  }

  async get(id: string): Promise<PlaySession | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    const text = await this.#backend.read(id);
    return text === undefined ? undefined : decode(text);
  }

  /**
   * Holds the session for a change, waiting up to `waitMs` for another change to end: null when
   * another still holds it, undefined when there is no such session.
   */
  /** The player's sound switch as they last set it in any game: on, off, or never set. */
  async soundOf(playerId: string): Promise<boolean | null> {
    const value = await this.#backend.readSetting(`${playerId}:sound`);
    return value === undefined ? null : value === 'on';
  }

  async rememberSound(playerId: string, on: boolean): Promise<void> {
    await this.#backend.writeSetting(`${playerId}:sound`, on ? 'on' : 'off');
  }

  async hold(id: string, waitMs = 0): Promise<Held | null | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    const backend = this.#backend;
    const token = randomBytes(16).toString('hex');
    const deadline = Date.now() + waitMs;
    while (!(await backend.lock(id, token, LOCK_MS))) {
      if (Date.now() >= deadline) return null;
      await sleep(50);
    }
    const text = await backend.read(id).catch(async (error: unknown) => {
      await backend.unlock(id, token);
      throw error;
    });
    if (text === undefined) {
      await backend.unlock(id, token);
      return undefined;
    }
    const session = decode(text);
    // A failed renewal is not fatal by itself: the write is fenced, and says whether the lock held.
    const renewal = setInterval(() => {
      backend.renew(id, token, LOCK_MS).catch(() => false);
    }, RENEW_EVERY_MS);
    renewal.unref();
    return {
      session,
      async save() {
        if (!(await backend.write(id, token, encode(session)))) throw new HoldLost(id);
      },
      async release() {
        clearInterval(renewal);
        await backend.unlock(id, token);
      },
    };
  }

  close(): Promise<void> {
    return this.#backend.close();
  }
}

/** Reveals the server seed in use and commits to a new one; the client seed may change with it. */
export function rotateSeed(
  session: PlaySession,
  clientSeed: string,
): { revealedSeed: string; revealedHash: string } {
  const revealedSeed = session.serverSeed;
  const revealedHash = hashOfSeed(revealedSeed);
  session.revealed[revealedHash] = revealedSeed;
  session.serverSeed = newServerSeed();
  session.clientSeed = clientSeed;
  session.nonce = 0;
  return { revealedSeed, revealedHash };
}

/** Adds a played round to the session's history and, when its request had a key, its answer. */
export function recordRound(session: PlaySession, answer: Omit<RoundAnswer, 'key'>, key?: string): void {
  session.history.unshift(answer.round);
  session.history.length = Math.min(session.history.length, HISTORY_LENGTH);
  if (key === undefined) return;
  session.answers.unshift({ key, ...answer });
  session.answers.length = Math.min(session.answers.length, ANSWERS_KEPT);
}

/** This process's memory: one instance only, and a restart ends every session. */
export function memoryBackend(): SessionBackend {
  const sessions = new Map<string, { text: string; until: number }>();
  const locks = new Map<string, { token: string; until: number }>();
  const settings = new Map<string, string>();
  const heldBy = (id: string, token: string) => {
    const lock = locks.get(id);
    return lock !== undefined && lock.token === token && lock.until > Date.now();
  };
  return {
    async read(id) {
      const entry = sessions.get(id);
      if (!entry || entry.until <= Date.now()) return undefined;
      entry.until = Date.now() + IDLE_MS;
      return entry.text;
    },
    async create(id, text) {
      const now = Date.now();
      for (const [key, entry] of sessions) if (entry.until <= now) sessions.delete(key);
      for (const [key, lock] of locks) if (lock.until <= now) locks.delete(key);
      sessions.set(id, { text, until: now + IDLE_MS });
    },
    async lock(id, token, ms) {
      const lock = locks.get(id);
      if (lock && lock.until > Date.now()) return false;
      locks.set(id, { token, until: Date.now() + ms });
      return true;
    },
    async renew(id, token, ms) {
      if (!heldBy(id, token)) return false;
      locks.set(id, { token, until: Date.now() + ms });
      return true;
    },
    async write(id, token, text) {
      if (!heldBy(id, token)) return false;
      sessions.set(id, { text, until: Date.now() + IDLE_MS });
      return true;
    },
    async unlock(id, token) {
      if (locks.get(id)?.token === token) locks.delete(id);
    },
    async readSetting(key) {
      return settings.get(key);
    },
    async writeSetting(key, value) {
      settings.set(key, value);
    },
    async close() {
      sessions.clear();
      locks.clear();
    },
  };
}
