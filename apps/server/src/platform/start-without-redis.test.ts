import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

describe('start-up while the configured Redis is unreachable', () => {
  it('the server process starts, serves, passes the rate limit and warns, then stops cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'platform-no-redis-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: new URL('../../../../', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_PRETTY: 'false',
        DATABASE_URL: '',
        // Nothing listens on port 1: every connection is refused at once, as with Redis down.
        REDIS_URL: 'redis://127.0.0.1:1',
        RATE_LIMIT_PER_MINUTE: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const messages: string[] = [];
    const ready = new Promise<string>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const { msg } = JSON.parse(line) as { msg: string };
        messages.push(msg);
        const match = /http:\/\/localhost:(\d+)\//.exec(msg);
        if (match?.[1]) resolve(match[1]);
      });
    });
    const started = await Promise.race([
      ready,
      exited.then((code) => new Error(`exited with ${code} before serving:\n${stderr}`)),
    ]);
    if (started instanceof Error) throw started;

    const base = `http://127.0.0.1:${started}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Without Redis the shared counters are skipped, as the README says: a limit of 2 lets 4 through.
    for (let index = 0; index < 4; index += 1) {
      const brand = await fetch(`${base}/wps/system/whitelabel`, { headers: { Merchant: 'demo' } });
      expect(brand.status).toBe(200);
    }
    await expect.poll(() => messages.some((msg) => msg.startsWith('Redis unavailable'))).toBe(true);
    expect(stderr).not.toContain('Unhandled error event');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
