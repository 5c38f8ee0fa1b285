import type { ZDrawEvent } from '@platform/contracts/lottery/schemas';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { createLiveSignal } from '../../platform/live-signal.ts';
import { recentDrawStates } from './live-repo.ts';

type DrawEvent = z.infer<typeof ZDrawEvent>;
type Listener = (event: DrawEvent) => void;

/**
 * Live draw updates. The draw jobs `publish` after a pass that moved draws; the signal goes through
 * Redis pub/sub to every API instance (in-process without Redis). Each instance then reads the latest
 * draws of the games its own listeners follow, once per game however many listen, and tells them
 * which draws changed state since it last looked. The signal carries no state, so a lost or doubled
 * message costs at most a late or an extra read; the database stays the only truth.
 */
export type LotteryLive = {
  publish(): void;
  subscribe(gameId: bigint, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
};

const SIGNAL = 'draws';

/** The pub/sub channel of one deployment (its Redis name space). */
export const liveChannel = (nameSpace: string) => `${nameSpace}lottery:draws`;

export function createLotteryLive(
  db: Kysely<DB>,
  options: { redis?: Redis | undefined; channel: string; onError?: (err: unknown) => void },
): LotteryLive {
  const { channel } = options;
  const onError = options.onError ?? (() => {});
  const listeners = new Map<bigint, Set<Listener>>();
  /** Per followed game, the status of each of its latest draws as last told. */
  const known = new Map<bigint, Map<string, DrawEvent['status']>>();
  let reading: Promise<void> = Promise.resolve();

  async function compare(gameIds: readonly bigint[], isFirstLook: boolean): Promise<void> {
    const rows = await recentDrawStates(db, gameIds);
    for (const gameId of gameIds) {
      const previous = known.get(gameId);
      const seen = new Map<string, DrawEvent['status']>();
      for (const row of rows.filter((draw) => draw.gameId === gameId)) {
        seen.set(row.period, row.status);
        if (isFirstLook || !previous || previous.get(row.period) === row.status) continue;
        const event: DrawEvent = { gameCode: row.code, period: row.period, status: row.status };
        for (const listener of listeners.get(gameId) ?? []) listener(event);
      }
      if (isFirstLook || previous) known.set(gameId, seen);
    }
  }

  /** Reads one after another, so two signals never compare against the same snapshot twice. */
  const queue = (gameIds: readonly bigint[], isFirstLook: boolean) => {
    reading = reading.then(() => compare(gameIds, isFirstLook)).catch(onError);
    return reading;
  };
  const signal = createLiveSignal({
    redis: options.redis,
    channel,
    hear: () => void queue([...listeners.keys()], false),
    onError,
  });

  return {
    publish() {
      signal.publish(SIGNAL);
    },
    async subscribe(gameId, listener) {
      const set = listeners.get(gameId) ?? new Set<Listener>();
      const isFirst = set.size === 0;
      set.add(listener);
      listeners.set(gameId, set);
      await signal.listening;
      if (isFirst) await queue([gameId], true);
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(gameId);
        known.delete(gameId);
      };
    },
    async close() {
      listeners.clear();
      await signal.close();
      await reading;
    },
  };
}
