import { EventEmitter } from 'node:events';

/**
 * What every instance of the vendor shares about the shared tables: the table's state, who deals it
 * (a lease), the bets of the open round, the seats, and a channel each table's news is published on.
 * This process's memory (one instance, and the tests) or Redis (redis-store.ts), as sessions.ts.
 */
export interface LiveStore {
  /** Takes the lease `name` for `ms`, or extends it if `token` holds it; false while another holds it. */
  lease(name: string, token: string, ms: number): Promise<boolean>;
  /** Gives the lease `name` up at once if `token` holds it. */
  release(name: string, token: string): Promise<void>;
  get(key: string): Promise<string | undefined>;
  /** Writes `key`, kept `ms` from now (forever without). */
  set(key: string, text: string, ms?: number): Promise<void>;
  /** Adds `delta` to the number at `key` (0 if none) unless it would fall below zero: the sum, or null. */
  add(key: string, delta: bigint): Promise<bigint | null>;
  /** Records a bet of the round under `id` (once: the same id again is a no-op); false once the round is sealed. */
  addBet(round: string, id: string, text: string): Promise<boolean>;
  /** Seals the round, so that no bet joins it, and answers every bet it took. */
  sealBets(round: string): Promise<string[]>;
  /** Adds `text` at the head of the list `key`, keeping its newest `keep`. */
  push(key: string, text: string, keep: number): Promise<void>;
  list(key: string): Promise<string[]>;
  publish(channel: string, text: string): Promise<void>;
  subscribe(channel: string, listener: (text: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** One process's memory: instances built on the same one share it as if it were Redis. */
export function memoryLiveStore(): LiveStore {
  const values = new Map<string, { text: string; until: number }>();
  const leases = new Map<string, { token: string; until: number }>();
  const rounds = new Map<string, { sealed: boolean; bets: Map<string, string> }>();
  const lists = new Map<string, string[]>();
  const channels = new EventEmitter().setMaxListeners(0);
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.until <= Date.now()) values.delete(key);
    return values.get(key);
  };
  const roundOf = (round: string) => {
    const entry = rounds.get(round) ?? { sealed: false, bets: new Map<string, string>() };
    rounds.set(round, entry);
    return entry;
  };
  return {
    async lease(name, token, ms) {
      const held = leases.get(name);
      if (held && held.until > Date.now() && held.token !== token) return false;
      leases.set(name, { token, until: Date.now() + ms });
      return true;
    },
    async release(name, token) {
      if (leases.get(name)?.token === token) leases.delete(name);
    },
    async get(key) {
      return live(key)?.text;
    },
    async set(key, text, ms) {
      values.set(key, { text, until: ms === undefined ? Number.POSITIVE_INFINITY : Date.now() + ms });
    },
    async add(key, delta) {
      const sum = BigInt(live(key)?.text ?? '0') + delta;
      if (sum < 0n) return null;
      values.set(key, { text: String(sum), until: live(key)?.until ?? Number.POSITIVE_INFINITY });
      return sum;
    },
    async addBet(round, id, text) {
      const entry = roundOf(round);
      if (entry.sealed) return false;
      if (!entry.bets.has(id)) entry.bets.set(id, text);
      return true;
    },
    async sealBets(round) {
      const entry = roundOf(round);
      entry.sealed = true;
      // Sealed rounds older than the last few are forgotten, as Redis expires them.
      const keys = [...rounds.keys()];
      for (const old of keys.slice(0, Math.max(0, keys.length - 20))) rounds.delete(old);
      return [...entry.bets.values()];
    },
    async push(key, text, keep) {
      const list = [text, ...(lists.get(key) ?? [])];
      lists.set(key, list.slice(0, keep));
    },
    async list(key) {
      return lists.get(key) ?? [];
    },
    async publish(channel, text) {
      channels.emit(channel, text);
    },
    async subscribe(channel, listener) {
      channels.on(channel, listener);
    },
    async close() {
      channels.removeAllListeners();
    },
  };
}
