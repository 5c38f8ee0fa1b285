import { randomBytes } from 'node:crypto';
import { Agent, createServer, get, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { buildVendorApp } from '../apps/house-vendor/src/app.ts';
import { redisLiveStore } from '../apps/house-vendor/src/live/redis-store.ts';
import type { TableView } from '../apps/house-vendor/src/live/table.ts';
import { connectSessionRedis } from '../apps/house-vendor/src/redis-sessions.ts';
import { benchArguments, machine, oneMinuteLoad, spread, writeResults } from './measure.ts';

/**
 * One shared baccarat table (the house vendor, its tables over Redis pub/sub as in production) with
 * 500 seated members, each following it on its own event stream over HTTP as a browser's EventSource
 * does, and each betting on every round. Measured per round: from the dealer publishing the result
 * to the last seat receiving it, and to the last seat told its round was settled (the wallet's part
 * is demo credits here: the push is what is measured). Beside it, in the same run, a bare broadcast:
 * the same message written to 500 streams of a plain Node server, to the last client. Goal: every
 * seat within 1 s. `--seconds` is the betting window (3 s by default), `--rounds` the rounds measured;
 * `--seconds 3 --rounds 1` is the smoke. Exits non-zero when a seat missed a result.
 */
const { seconds, rounds } = benchArguments(3);
const SEATS = 500;
const GOAL_MS = 1_000;
const VENDOR_PORT = Number(process.env.BENCH_LIVE_PORT ?? 4892);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const loadBefore = oneMinuteLoad();
// Every stream on its own connection, as 500 browsers would have.
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** Follows an event stream; `onEvent` gets each message's text as it is parsed, with its arrival time. */
function follow(url: string, onEvent: (text: string, at: number) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = Date.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('data: ')) onEvent(event.slice(6), at);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(response);
    }).on('error', reject);
  });
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const text = JSON.stringify(body);
    const call = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(text);
  });
}

const prefix = `bench-live:${randomBytes(4).toString('hex')}:`;
const redis = await connectSessionRedis(redisUrl);
const vendor = buildVendorApp({
  logLevel: 'warn',
  frameAncestors: [],
  live: redisLiveStore(redis, prefix),
  livePace: { bettingMs: seconds * 1000, resultMs: 1_000 },
});
await vendor.listen({ port: VENDOR_PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${VENDOR_PORT}`;

const seats: string[] = [];
for (let index = 0; index < SEATS; index += 1) {
  const response = await fetch(`${base}/play?game=HOUSE_LIVE_BACCARAT&mode=demo`, { redirect: 'manual' });
  seats.push((response.headers.get('location') ?? '').replace('/live/', ''));
}

/** Per round: when each seat received the result and the settlement. */
const results = new Map<number, { publishedAt: number; received: number[]; settled: number[] }>();
let latest: TableView | undefined;
const streams = await Promise.all(
  seats.map((seat) =>
    follow(`${base}/api/live/${seat}/events`, (text, at) => {
      const message = JSON.parse(text) as { type: string; view?: TableView; round?: number };
      if (message.type === 'view' && message.view) {
        latest = message.view;
        if (message.view.phase !== 'result') return;
        const round = results.get(message.view.round) ?? {
          publishedAt: message.view.at,
          received: [],
          settled: [],
        };
        round.received.push(at);
        results.set(message.view.round, round);
      } else if (message.type === 'settled' && message.round !== undefined)
        results.get(message.round)?.settled.push(at);
    }),
  ),
);

/** The same message, written to 500 streams of a bare server, to the last client: the floor for the push. */
async function bareBroadcast(text: string): Promise<number> {
  const open: ServerResponse[] = [];
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(':\n\n');
    open.push(response);
  });
  await new Promise<void>((resolve) => server.listen(VENDOR_PORT + 1, '127.0.0.1', resolve));
  const received: number[] = [];
  let sentAt = 0;
  const clients = await Promise.all(
    Array.from({ length: SEATS }, () =>
      follow(`http://127.0.0.1:${VENDOR_PORT + 1}/`, (_text, at) => received.push(at)),
    ),
  );
  while (open.length < SEATS) await new Promise((resolve) => setTimeout(resolve, 10));
  sentAt = Date.now();
  const event = `data: ${text}\n\n`;
  for (const response of open) response.write(event);
  while (received.length < SEATS) await new Promise((resolve) => setTimeout(resolve, 1));
  const last = Math.max(...received) - sentAt;
  for (const client of clients) client.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return last;
}

const measured: {
  round: number;
  seats: number;
  lastMs: number;
  medianMs: number;
  settledMs: number;
  bareMs: number;
}[] = [];
let missed = 0;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The first round may already be under way: its window is not the bench's.
while (latest?.phase !== 'betting' || latest.closesAt - Date.now() < 1_000) await wait(20);
for (let index = 0; index < rounds; index += 1) {
  const view = latest as TableView;
  const round = view.round;
  await Promise.all(
    seats.map((seat, at) =>
      post(
        `${base}/api/live/${seat}/bets`,
        { round, spot: ['player', 'banker', 'tie'][at % 3], stake: '1.00' },
        {
          'idempotency-key': randomBytes(8).toString('hex'),
        },
      ),
    ),
  );
  const deadline = Date.now() + seconds * 1000 + 5_000;
  while ((results.get(round)?.settled.length ?? 0) < SEATS && Date.now() < deadline) await wait(20);
  const result = results.get(round);
  if (!result || result.received.length < SEATS) missed += SEATS - (result?.received.length ?? 0);
  const text = JSON.stringify({ type: 'view', view: { ...latest, phase: 'result' } });
  const bareMs = await bareBroadcast(text);
  const delays = (result?.received ?? []).map((at) => at - (result?.publishedAt ?? at));
  measured.push({
    round,
    seats: result?.received.length ?? 0,
    lastMs: Math.max(0, ...delays),
    medianMs: spread(delays).median,
    settledMs: Math.max(0, ...(result?.settled ?? []).map((at) => at - (result?.publishedAt ?? at))),
    bareMs,
  });
  while (latest?.phase !== 'betting' || latest.round === round) await wait(20);
}

for (const stream of streams) stream.destroy();
vendor.server.closeAllConnections();
// The bench's keys go with it, before the vendor closes the store's connection.
for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>)
  if (keys.length > 0) await redis.del(...keys);
await vendor.close();
agent.destroy();

const last = spread(measured.map(({ lastMs }) => lastMs));
const ratio = spread(measured.map(({ lastMs, bareMs }) => lastMs / Math.max(1, bareMs)));
const lines = [
  `# Shared table: the result pushed to ${SEATS} seats`,
  '',
  '| round | seats | median | last seat | settled, last seat | bare broadcast, last | ratio |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...measured.map(
    (m) =>
      `| ${m.round} | ${m.seats} | ${m.medianMs} ms | ${m.lastMs} ms | ${m.settledMs} ms | ${m.bareMs} ms | ${(m.lastMs / Math.max(1, m.bareMs)).toFixed(2)} |`,
  ),
  '',
  `goal: the last seat within ${GOAL_MS} ms: median ${last.median} ms (max ${last.max}) — ${last.max <= GOAL_MS && missed === 0 ? 'PASS' : 'WARN'}; ratio to the bare broadcast ${ratio.median.toFixed(2)}`,
];
console.log(lines.join('\n'));
await writeResults(
  { name: 'live-table', seconds, date: new Date().toISOString() },
  {
    seats: SEATS,
    rounds: measured,
    goalMs: GOAL_MS,
    missed,
    machine: machine(),
    load: [loadBefore, oneMinuteLoad()],
  },
  lines,
);
if (missed > 0) {
  console.error(`${missed} results never reached their seat`);
  process.exitCode = 1;
}
