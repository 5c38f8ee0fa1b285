import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.ts';

describe('start-up while the configured Redis is unreachable', () => {
  it('the server process starts, serves, passes the rate limit and warns, then stops cleanly', async () => {
    const server = await startServerProcess({
      // Nothing listens on port 1: every connection is refused at once, as with Redis down.
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_PER_MINUTE: '2',
    });
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Without Redis the shared counters are skipped, as the README says: a limit of 2 lets 4 through.
    for (let index = 0; index < 4; index += 1) {
      const brand = await fetch(`${base}/wps/system/whitelabel`, { headers: { Merchant: 'demo' } });
      expect(brand.status).toBe(200);
    }
    await expect.poll(() => server.messages.some((msg) => msg.startsWith('Redis unavailable'))).toBe(true);
    expect(server.stderr()).not.toContain('Unhandled error event');
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
