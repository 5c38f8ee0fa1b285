import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server.ts';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, refuses new connections, then closes', async () => {
    let releaseSlowRequest = () => {};
    const slowRequestStarted = Promise.withResolvers<void>();
    const server = await startTestServer({
      extend: (app) =>
        app.get('/wps/probe/slow', async () => {
          slowRequestStarted.resolve();
          await new Promise<void>((resolve) => {
            releaseSlowRequest = resolve;
          });
          return { success: true, value: 'finished' };
        }),
    });
    // A kept-alive connection whose request is still running when shutdown begins.
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /wps/probe/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await slowRequestStarted.promise;

    let isClosed = false;
    const closing = server.app.close().then(() => {
      isClosed = true;
    });
    // New connections are no longer accepted, and the server waits for the running request.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(isClosed).toBe(false);

    releaseSlowRequest();
    // The answer arrives whole and closes the connection, so the server can stop at once rather
    // than after the keep-alive timeout (which would time this test out).
    await socketClosed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain(JSON.stringify({ success: true, value: 'finished' }));
    await closing;
    expect(isClosed).toBe(true);
    await server.database.close();
  });

  it('the server process stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'platform-shutdown-'));
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: new URL('../../../../', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_PRETTY: 'false',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout });
    const messages: string[] = [];
    const ready = new Promise<string>((resolve) => {
      lines.on('line', (line) => {
        const { msg } = JSON.parse(line) as { msg: string };
        messages.push(msg);
        const match = /http:\/\/localhost:(\d+)\//.exec(msg);
        if (match?.[1]) resolve(match[1]);
      });
    });
    const port = await ready;
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(messages).toContain('shutting down');
    await rm(dataDir, { recursive: true, force: true });
  });
});
