import { once } from 'node:events';
import { connect, createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createLotteryLive, liveChannel } from './live.ts';

/** A doorway to Redis that refuses every connection until opened, as a Redis that is down and comes back. */
async function redisDoor(target: URL): Promise<{ url: string; open: () => void; server: Server }> {
  let isOpen = false;
  const server = createServer((socket) => {
    if (!isOpen) {
      socket.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end);
    upstream.on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    open: () => {
      isOpen = true;
    },
    server,
  };
}

let database: TestDatabase | undefined;
afterAll(() => database?.close());

describe('live draw updates when Redis is down at start (REDIS_URL)', () => {
  it('subscribe again once Redis answers, so other instances are heard after the outage', async () => {
    database = await openTestDatabase();
    const upstream = new URL(process.env.REDIS_URL ?? '');
    const door = await redisDoor(upstream);
    const redis = connectRedis(door.url);
    redis.on('error', () => {});
    const channel = liveChannel(`test:outage:${process.pid}:${Date.now()}:`);
    const live = createLotteryLive(database.db, { redis, channel });
    const observer = connectRedis(upstream.href);
    try {
      // While Redis is down the subscription fails (the shared connection fails fast, the subscriber retries).
      await live.subscribe(1n, () => {});
      door.open();
      await expect
        .poll(async () => (await observer.pubsub('NUMSUB', channel))[1], { timeout: 15_000 })
        .toBe(1);
    } finally {
      await live.close();
      redis.disconnect();
      await observer.quit();
      door.server.close();
    }
  }, 30_000);
});
