import type { Redis } from 'ioredis';
import type { LiveStore } from './store.ts';

// Each runs as one script, so that nothing comes between the check and what it guards.
const LEASE = `local held = redis.call('get', KEYS[1])
if held == false or held == ARGV[1] then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('del', KEYS[1]) end return 0`;
const ADD = `local sum = tonumber(redis.call('get', KEYS[1]) or '0') + tonumber(ARGV[1])
if sum < 0 then return false end
redis.call('set', KEYS[1], tostring(sum), 'KEEPTTL') return tostring(sum)`;
const ADD_BET = `if redis.call('exists', KEYS[1]) == 1 then return 0 end
redis.call('hsetnx', KEYS[2], ARGV[1], ARGV[2]) redis.call('pexpire', KEYS[2], ARGV[3]) return 1`;
const SEAL = `redis.call('set', KEYS[1], '1', 'PX', ARGV[1]) return redis.call('hvals', KEYS[2])`;

/** A round's bets and its seal are kept an hour: long after the round is settled. */
const ROUND_MS = 60 * 60_000;

/**
 * The shared tables in Redis: every instance's view of each table, the dealing lease, the open
 * round's bets, and the tables' channels (pub/sub, on a second connection: a subscribed connection
 * runs no other command). The vendor's own keys under `prefix`, never the platform's. A demo
 * balance's number fits Lua's doubles (2^53 minor units).
 */
export function redisLiveStore(redis: Redis, prefix = 'house-vendor:live:'): LiveStore {
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  const listeners = new Map<string, ((text: string) => void)[]>();
  subscriber.on('message', (channel: string, text: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(text);
  });
  const key = (name: string) => `${prefix}${name}`;
  return {
    async lease(name, token, ms) {
      return (await redis.eval(LEASE, 1, key(`lease:${name}`), token, ms)) === 1;
    },
    async release(name, token) {
      await redis.eval(RELEASE, 1, key(`lease:${name}`), token);
    },
    async get(name) {
      return (await redis.get(key(name))) ?? undefined;
    },
    async set(name, text, ms) {
      if (ms === undefined) await redis.set(key(name), text);
      else await redis.set(key(name), text, 'PX', ms);
    },
    async add(name, delta) {
      const sum = await redis.eval(ADD, 1, key(name), delta.toString());
      return typeof sum === 'string' ? BigInt(sum) : null;
    },
    async addBet(round, id, text) {
      const keys = [key(`{${round}}:sealed`), key(`{${round}}:bets`)];
      return (await redis.eval(ADD_BET, 2, ...keys, id, text, ROUND_MS)) === 1;
    },
    async sealBets(round) {
      const keys = [key(`{${round}}:sealed`), key(`{${round}}:bets`)];
      return (await redis.eval(SEAL, 2, ...keys, ROUND_MS)) as string[];
    },
    async push(name, text, keep) {
      await redis
        .multi()
        .lpush(key(name), text)
        .ltrim(key(name), 0, keep - 1)
        .pexpire(key(name), ROUND_MS * 4)
        .exec();
    },
    async list(name) {
      return redis.lrange(key(name), 0, -1);
    },
    async publish(channel, text) {
      await redis.publish(key(channel), text);
    },
    async subscribe(channel, listener) {
      const name = key(channel);
      const known = listeners.get(name);
      if (known) known.push(listener);
      else {
        listeners.set(name, [listener]);
        await subscriber.subscribe(name);
      }
    },
    async close() {
      subscriber.disconnect();
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
