import { randomBytes } from 'node:crypto';
import type { HousePace } from '@platform/contracts/protection/pace';
import { hashOfSeed, newClientSeed, newServerSeed } from './fair.ts';
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
  revealed: Map<string, string>;
  history: PlayedRound[];
  /** One round at a time per session. */
  busy: boolean;
  lastUsed: number;
};

const HISTORY_LENGTH = 50;
const IDLE_MS = 4 * 60 * 60_000;

/**
 * Play sessions live in this process's memory: a restart ends them (the player opens the game
 * again from the site; the platform's wallet holds every balance, so nothing of value is lost).
 */
export class SessionStore {
  readonly #sessions = new Map<string, PlaySession>();

  open(
    fields: Omit<
      PlaySession,
      | 'id'
      | 'serverSeed'
      | 'clientSeed'
      | 'nonce'
      | 'revealed'
      | 'history'
      | 'busy'
      | 'lastUsed'
      | 'lastStartAt'
      | 'net'
    >,
  ): PlaySession {
    this.#sweep();
    const session: PlaySession = {
      ...fields,
      id: randomBytes(16).toString('hex'),
      serverSeed: newServerSeed(),
      clientSeed: newClientSeed(),
      nonce: 0,
      revealed: new Map(),
      history: [],
      busy: false,
      lastUsed: Date.now(),
      lastStartAt: null,
      net: 0n,
    };
    this.#sessions.set(session.id, session);
    return session;
  }

  get(id: string): PlaySession | undefined {
    const session = this.#sessions.get(id);
    if (session) session.lastUsed = Date.now();
    return session;
  }

  /** Reveals the server seed in use and commits to a new one; the client seed may change with it. */
  rotate(session: PlaySession, clientSeed: string): { revealedSeed: string; revealedHash: string } {
    const revealedSeed = session.serverSeed;
    const revealedHash = hashOfSeed(revealedSeed);
    session.revealed.set(revealedHash, revealedSeed);
    session.serverSeed = newServerSeed();
    session.clientSeed = clientSeed;
    session.nonce = 0;
    return { revealedSeed, revealedHash };
  }

  record(session: PlaySession, round: PlayedRound): void {
    session.history.unshift(round);
    session.history.length = Math.min(session.history.length, HISTORY_LENGTH);
  }

  #sweep(): void {
    const now = Date.now();
    for (const [id, session] of this.#sessions)
      if (now - session.lastUsed > IDLE_MS) this.#sessions.delete(id);
  }
}
