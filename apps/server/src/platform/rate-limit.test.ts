import { randomBytes } from 'node:crypto';
import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { connectRedis } from './redis.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function start(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const status = (server: TestServer, path = '/wps/system/whitelabel', headers: Record<string, string> = {}) =>
  server.request(path, { headers: { Merchant: 'demo', ...headers } });

describe('API rate limit per client address', () => {
  it('answers 429 rate.limited past the limit, with the wait in Retry-After and in the message', async () => {
    const server = await start({ rateLimitPerMinute: 3 });
    for (let index = 0; index < 3; index += 1) expect((await status(server)).status).toBe(200);
    const refused = await status(server, '/wps/system/status', { Language: 'VI' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = ZFailure.parse(await refused.json());
    expect(body.errorCode).toBe('rate.limited');
    expect(body.message).toContain(`${retryAfter} giây`);
  });

  it('never limits health probes', async () => {
    const server = await start({ rateLimitPerMinute: 1 });
    for (let index = 0; index < 5; index += 1) expect((await status(server, '/readyz')).status).toBe(200);
  });
});

describe('when Redis is down', () => {
  it('lets requests through rather than failing them', async () => {
    // Nothing listens on this port: every command fails at once.
    const redis = connectRedis('redis://127.0.0.1:1');
    redis.on('error', () => {});
    try {
      const server = await start({ rateLimitPerMinute: 1, redis, redisNameSpace: 'down:' });
      for (let index = 0; index < 3; index += 1) expect((await status(server)).status).toBe(200);
    } finally {
      redis.disconnect();
    }
  });
});

describe('with Redis (REDIS_URL)', () => {
  it('two instances share one count, as instances behind a load balancer must', async () => {
    const redisUrl = process.env.REDIS_URL ?? '';
    const redis = [connectRedis(redisUrl), connectRedis(redisUrl)];
    const nameSpace = `test-${randomBytes(6).toString('hex')}:`;
    try {
      const [first, second] = await Promise.all(
        redis.map((client) => start({ rateLimitPerMinute: 3, redis: client, redisNameSpace: nameSpace })),
      );
      if (!first || !second) throw new Error('servers did not start');
      expect((await status(first)).status).toBe(200);
      expect((await status(second)).status).toBe(200);
      expect((await status(first)).status).toBe(200);
      expect((await status(second)).status).toBe(429);
    } finally {
      for (const client of redis) await client.quit();
    }
  });

  it('lets a client through no more than its limit over both instances, and no less than all but a place or two', async () => {
    const redisUrl = process.env.REDIS_URL ?? '';
    const redis = [connectRedis(redisUrl), connectRedis(redisUrl)];
    const nameSpace = `test-${randomBytes(6).toString('hex')}:`;
    try {
      const [first, second] = await Promise.all(
        redis.map((client) => start({ rateLimitPerMinute: 50, redis: client, redisNameSpace: nameSpace })),
      );
      if (!first || !second) throw new Error('servers did not start');
      // Each instance takes places in advance: the first's unused ones are what the second may miss.
      const answered: number[] = [];
      for (let index = 0; index < 40; index += 1) answered.push((await status(first)).status);
      for (let index = 0; index < 20; index += 1) answered.push((await status(second)).status);
      expect(answered.slice(0, 40)).toEqual(Array(40).fill(200));
      const passed = answered.filter((code) => code === 200).length;
      expect(passed).toBeLessThanOrEqual(50);
      expect(passed).toBeGreaterThanOrEqual(48);
      expect((await status(first)).status).toBe(429);
      expect((await status(second)).status).toBe(429);
    } finally {
      for (const client of redis) await client.quit();
    }
  });
});
