import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.ts';
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
    const server = await startServerProcess();
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.messages).toContain('shutting down');
  }, 120_000);
});
