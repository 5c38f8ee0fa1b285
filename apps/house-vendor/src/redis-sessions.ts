import { Redis } from 'ioredis';
import { IDLE_MS, SETTING_MS, type SessionBackend } from './sessions.ts';

// Each runs as one script, so that nothing comes between the check of the lock and what it guards.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const WRITE = `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3]) return 1 end return 0`;
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * Sessions in Redis, shared by every instance of the vendor: the vendor's own keys (under `prefix`,
 * on a Redis or database number of its own in production), never the platform's data. A session's
 * key expires when it has idled too long; its lock beside it (one hash slot: `{id}`).
 */
export function redisBackend(redis: Redis, prefix = 'house-vendor:'): SessionBackend {
  const sessionKey = (id: string) => `${prefix}{${id}}:session`;
  const lockKey = (id: string) => `${prefix}{${id}}:lock`;
  const settingKey = (key: string) => `${prefix}setting:${key}`;
  return {
    async read(id) {
      return (await redis.getex(sessionKey(id), 'PX', IDLE_MS)) ?? undefined;
    },
    async create(id, text) {
      await redis.set(sessionKey(id), text, 'PX', IDLE_MS, 'NX');
    },
    async lock(id, token, ms) {
      return (await redis.set(lockKey(id), token, 'PX', ms, 'NX')) === 'OK';
    },
    async renew(id, token, ms) {
      return (await redis.eval(RENEW, 1, lockKey(id), token, ms)) === 1;
    },
    async write(id, token, text) {
      return (await redis.eval(WRITE, 2, lockKey(id), sessionKey(id), token, text, IDLE_MS)) === 1;
    },
    async unlock(id, token) {
      await redis.eval(UNLOCK, 1, lockKey(id), token);
    },
    async readSetting(key) {
      return (await redis.get(settingKey(key))) ?? undefined;
    },
    async writeSetting(key, value) {
      await redis.set(settingKey(key), value, 'PX', SETTING_MS);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

/**
 * Connects before the vendor serves: with Redis configured, sessions live nowhere else, so a vendor
 * that cannot reach it does not start. Afterwards a command fails at once while Redis is down (the
 * player is told to try again) rather than wait in a queue.
 */
export async function connectSessionRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  await redis.connect();
  return redis;
}
