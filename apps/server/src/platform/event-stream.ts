import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LiveStreamName, liveStreamOpened } from './metrics.ts';

/** Proxies close idle streams after about a minute; a comment line keeps a stream open. */
const HEARTBEAT_MS = 20_000;
/** How soon a client reconnects after its stream ends (the event stream's `retry`). */
const RETRY_MS = 3_000;

/** Where a stream's handler sends named events (`{}` unless given data), and how it ends the stream. */
export type EventSink = { send(name: string, data?: unknown): void; end(): void };

export type OpenEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    /** Starts sending and answers what stops it. */
    start: (events: EventSink) => Promise<() => void>;
    counted: LiveStreamName;
    /** When the stream ends so the client reconnects (and its session is asked again); none when unset. */
    maxAgeMs?: number;
  },
) => Promise<void>;

/**
 * What answers every server-sent event stream of `app`: the request is answered raw (never buffered
 * or compressed: nginx is told so too), kept open by a heartbeat, told `ready` once its handler
 * started, counted while open, and ended by the client leaving, by the handler, at its age limit, or
 * at shutdown (streams never end on their own, and clients reconnect to another instance).
 */
export function eventStreams(app: FastifyInstance): OpenEventStream {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return async (request, reply, { start, counted, maxAgeMs }) => {
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    let stop: (() => void) | undefined;
    let isClosed = false;
    const end = () => {
      if (!stream.writableEnded) stream.end();
    };
    const timers = [
      setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS),
      ...(maxAgeMs === undefined ? [] : [setTimeout(end, maxAgeMs)]),
    ];
    const uncount = liveStreamOpened(counted);
    stream.on('close', () => {
      isClosed = true;
      for (const timer of timers) clearTimeout(timer);
      open.delete(stream);
      uncount();
      stop?.();
    });
    open.add(stream);
    const sink: EventSink = {
      send: (name, data = {}) => {
        if (!stream.writableEnded) stream.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end,
    };
    try {
      stop = await start(sink);
    } catch (error) {
      request.log.error({ err: error }, 'an event stream could not start');
      end();
      return;
    }
    if (isClosed) stop();
    else stream.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
  };
}
