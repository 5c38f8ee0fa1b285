import { Redis } from 'ioredis';

/**
 * The Redis connection, when REDIS_URL is set. Commands fail fast instead of queueing while it is
 * down, so a Redis outage slows nothing: callers treat a failed command as "no shared state".
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
}

/** Says goodbye when Redis answers; while it is down, a QUIT could only fail or wait for it. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
