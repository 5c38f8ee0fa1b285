import { connect, createServer, type Socket } from 'node:net';

export type FaultProxy = {
  /** The local port that stands for the upstream service. */
  port: number;
  /** Holds every chunk, both ways, this long before passing it on (0: none). */
  delay: (ms: number) => void;
  /** Drops every open connection and refuses new ones until `heal`. */
  cut: () => void;
  heal: () => void;
  /** Connections dropped or refused while cut, so far. */
  cuts: () => number;
  close: () => Promise<void>;
};

/**
 * A TCP proxy on a free local port in front of `upstream` (PostgreSQL, Redis) that a test can slow
 * down or cut, as a failing network or a restarting server would: what a process behind it sees is a
 * connection that stalls, is reset mid-query, or is refused.
 */
export async function startFaultProxy(upstream: { host: string; port: number }): Promise<FaultProxy> {
  const open = new Set<Socket>();
  let delayMs = 0;
  let isCut = false;
  let cuts = 0;

  /** Passes `from`'s bytes to `to` in order, each chunk held `delayMs` while a delay is on. */
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (delayMs === 0) {
        to.write(chunk);
        return;
      }
      from.pause();
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
        from.resume();
      }, delayMs);
    });
  };

  const server = createServer((client) => {
    if (isCut) {
      cuts += 1;
      client.destroy();
      return;
    }
    const backend = connect(upstream.port, upstream.host);
    for (const socket of [client, backend]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        backend.destroy();
      });
    }
    forward(client, backend);
    forward(backend, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fault proxy has no port');

  return {
    port: address.port,
    delay: (ms) => {
      delayMs = ms;
    },
    cut: () => {
      isCut = true;
      // Each connection is a pair of sockets: count the client's side.
      cuts += Math.floor(open.size / 2);
      for (const socket of open) socket.resetAndDestroy();
    },
    heal: () => {
      isCut = false;
      delayMs = 0;
    },
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
