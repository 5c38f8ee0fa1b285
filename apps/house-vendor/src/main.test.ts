import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('the house vendor server', () => {
  it('does not start without the signing key, naming the variable (no key ships in the source)', () => {
    const { HOUSE_VENDOR_SECRET: _, ...env } = process.env;
    const run = spawnSync(process.execPath, [main], {
      env: { ...env, HOUSE_VENDOR_PORT: '0', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('HOUSE_VENDOR_SECRET: not set');
  });

  it('does not start when the Redis named for its sessions does not answer', () => {
    const run = spawnSync(process.execPath, [main], {
      env: {
        ...process.env,
        HOUSE_VENDOR_PORT: '0',
        HOUSE_VENDOR_SECRET: randomBytes(32).toString('hex'),
        // Port 1 on this machine: nothing listens there.
        HOUSE_VENDOR_REDIS_URL: 'redis://127.0.0.1:1',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Start-up failed: the sessions' Redis (HOUSE_VENDOR_REDIS_URL) does not answer",
    );
  });

  it('refuses the browser tests’ forced jackpot win in production', () => {
    const run = spawnSync(process.execPath, [main], {
      env: {
        ...process.env,
        HOUSE_VENDOR_PORT: '0',
        HOUSE_VENDOR_SECRET: randomBytes(32).toString('hex'),
        NODE_ENV: 'production',
        TEST_JACKPOT_WIN_SEED: 'force',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'TEST_JACKPOT_WIN_SEED is for tests: it is refused under NODE_ENV=production',
    );
  });

  describe('logs one line per request, without the launch token', () => {
    let vendor: ChildProcess | undefined;
    afterEach(() => {
      vendor?.kill('SIGKILL');
    });

    /** Starts the vendor on a free port and answers its address and what it has written so far. */
    async function started(logPretty: 'true' | 'false') {
      vendor = spawn(process.execPath, [main], {
        env: {
          ...process.env,
          HOUSE_VENDOR_PORT: '0',
          HOUSE_VENDOR_SECRET: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'info',
          LOG_PRETTY: logPretty,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      vendor.stdout?.setEncoding('utf8').on('data', (text: string) => {
        output += text;
      });
      await expect.poll(() => output, { timeout: 20_000 }).toMatch(/listening at http:\/\/127\.0\.0\.1:\d+/);
      const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      return { address, log: () => output };
    }

    it('as a readable line when asked (development)', async () => {
      const { address, log } = await started('true');
      await fetch(`${address}/healthz`);
      await fetch(`${address}/play?game=nope&mode=demo&token=${'t'.repeat(32)}`);
      await expect.poll(log, { timeout: 10_000 }).toMatch(/GET \/play 400 \d+ ms/);
      const requestLines = log()
        .split('\n')
        .filter((line) => / GET \//.test(line));
      expect(requestLines).toHaveLength(2);
      expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/healthz 200 \d+ ms$/);
      expect(log()).not.toContain('{');
      expect(log()).not.toContain('tttt');
    });

    it('as one JSON object otherwise (production)', async () => {
      const { address, log } = await started('false');
      await fetch(`${address}/healthz`);
      await expect.poll(log, { timeout: 10_000 }).toContain('GET /healthz 200');
      const entries = log()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestEntries = entries.filter((entry) => entry.reqId !== undefined);
      expect(requestEntries).toHaveLength(1);
      expect(requestEntries[0]).toMatchObject({ method: 'GET', path: '/healthz', statusCode: 200 });
    });
  });
});
