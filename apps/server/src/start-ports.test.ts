import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartPortError, startPorts } from './start-ports.ts';
import { runScript } from './test/run-script.ts';

describe('the ports npm start gives the platform, the house vendor and the sportsbook', () => {
  it('puts the vendor at 8090 and the book at 8100 beside the default 8080, each told where the others are', () => {
    expect(startPorts({})).toEqual({
      port: 8080,
      vendorPort: 8090,
      sportsbookPort: 8100,
      env: {
        HOUSE_VENDOR_PORT: '8090',
        HOUSE_VENDOR_URL: 'http://127.0.0.1:8090/play',
        SPORTSBOOK_PORT: '8100',
        SPORTSBOOK_URL: 'http://127.0.0.1:8100/play',
        SPORTSBOOK_DATA_DIR: 'data',
        PLATFORM_WALLET_URL: 'http://127.0.0.1:8080/vendor-wallet/v1',
      },
    });
  });

  it('moves the vendor and the book with PORT, so two copies on different ports do not collide', () => {
    const ports = startPorts({ PORT: '9000' });
    expect(ports.vendorPort).toBe(9010);
    expect(ports.sportsbookPort).toBe(9020);
    expect(ports.env.HOUSE_VENDOR_URL).toBe('http://127.0.0.1:9010/play');
    expect(ports.env.SPORTSBOOK_URL).toBe('http://127.0.0.1:9020/play');
    expect(startPorts({ DATA_DIR: 'data/second' }).env.SPORTSBOOK_DATA_DIR).toBe('data/second');
    expect(startPorts({ SPORTSBOOK_DATA_DIR: '/srv/book' }).env.SPORTSBOOK_DATA_DIR).toBe('/srv/book');
    expect(ports.env.PLATFORM_WALLET_URL).toBe('http://127.0.0.1:9000/vendor-wallet/v1');
  });

  it('keeps what is set: the vendor port, its address, the wallet address, the platform host', () => {
    expect(startPorts({ PORT: '9000', HOUSE_VENDOR_PORT: '7000' }).env.HOUSE_VENDOR_URL).toBe(
      'http://127.0.0.1:7000/play',
    );
    expect(
      startPorts({ PORT: '9000', SPORTSBOOK_PORT: '7001', SPORTSBOOK_HOST: '10.0.0.6' }).env,
    ).toMatchObject({
      SPORTSBOOK_PORT: '7001',
      SPORTSBOOK_URL: 'http://10.0.0.6:7001/play',
    });
    const set = startPorts({
      HOUSE_VENDOR_URL: 'https://games.example.com/play',
      SPORTSBOOK_URL: 'https://sports.example.com/play',
      PLATFORM_WALLET_URL: 'https://api.example.com/vendor-wallet/v1',
    });
    expect(set.env.HOUSE_VENDOR_URL).toBe('https://games.example.com/play');
    expect(set.env.SPORTSBOOK_URL).toBe('https://sports.example.com/play');
    expect(set.env.PLATFORM_WALLET_URL).toBe('https://api.example.com/vendor-wallet/v1');
    expect(startPorts({ HOST: '10.0.0.5', PORT: '' }).env.PLATFORM_WALLET_URL).toBe(
      'http://10.0.0.5:8080/vendor-wallet/v1',
    );
  });

  it.each([
    [{ PORT: 'http' }, 'PORT=http is not a port'],
    [{ PORT: '65530' }, 'set HOUSE_VENDOR_PORT'],
    [{ PORT: '7000', HOUSE_VENDOR_PORT: '7000' }, 'both 7000'],
    [{ PORT: '65520' }, 'leaves no port for the sportsbook (PORT+20): set SPORTSBOOK_PORT'],
    [{ PORT: '7000', SPORTSBOOK_PORT: '7000' }, 'PORT and SPORTSBOOK_PORT are both 7000'],
    [{ HOUSE_VENDOR_PORT: '8100' }, 'would both take port 8100: set HOUSE_VENDOR_PORT or SPORTSBOOK_PORT'],
  ])('refuses %o, saying what to change', (env, message) => {
    expect(() => startPorts(env)).toThrow(StartPortError);
    expect(() => startPorts(env)).toThrow(message);
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const run = (script: string, env: Record<string, string>) => runScript(script, [], env, 20_000);

/**
 * What a script printed, less Node's own notice that an experimental API was used (the house vendor
 * strips its pages' types with `stripTypeScriptTypes` as it loads): the runtime's line, not the app's.
 */
const ownLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => !/^\(node:\d+\) ExperimentalWarning: |^\(Use `node --trace-warnings/.test(line))
    .join('\n')
    .trim();

describe('a start on a port in use', () => {
  let busy: Server;
  let port: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, resolve));
    port = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('npm start says which port is taken and how to move, before building or opening anything', async () => {
    const platform = await run('scripts/start.ts', { PORT: String(port) });
    expect(platform.code).toBe(1);
    expect(platform.output).toContain(`port ${port} is in use: set PORT=<another port>`);
    const vendor = await run('scripts/start.ts', {
      PORT: String(await freePort()),
      HOUSE_VENDOR_PORT: String(port),
    });
    expect(vendor.code).toBe(1);
    expect(vendor.output).toContain(`port ${port} is in use: set HOUSE_VENDOR_PORT=<another port>`);
    const book = await run('scripts/start.ts', {
      PORT: String(await freePort()),
      HOUSE_VENDOR_PORT: String(await freePort()),
      SPORTSBOOK_PORT: String(port),
    });
    expect(book.code).toBe(1);
    expect(book.output).toContain(`port ${port} is in use: set SPORTSBOOK_PORT=<another port>`);
  });

  it('the house vendor alone says so in one line instead of exiting silently', async () => {
    const vendor = await run('apps/house-vendor/src/main.ts', {
      HOUSE_VENDOR_PORT: String(port),
      HOUSE_VENDOR_HOST: '',
      HOUSE_VENDOR_SECRET: 'x'.repeat(32),
    });
    expect(vendor.code).toBe(1);
    expect(ownLines(vendor.output)).toBe(
      `Start-up failed: port ${port} is in use: set HOUSE_VENDOR_PORT=<another port> (or another PORT under npm start), or stop the other process`,
    );
  });

  it('the sportsbook alone says so in one line too', async () => {
    const book = await run('apps/sportsbook/src/main.ts', {
      SPORTSBOOK_PORT: String(port),
      SPORTSBOOK_HOST: '',
      SPORTSBOOK_SECRET: 'x'.repeat(32),
      SPORTSBOOK_DATA_DIR: await mkdtemp(join(tmpdir(), 'sportsbook-')),
    });
    expect(book.code).toBe(1);
    expect(ownLines(book.output)).toBe(
      `Start-up failed: port ${port} is in use: set SPORTSBOOK_PORT=<another port>, or stop the other process`,
    );
  });
});
