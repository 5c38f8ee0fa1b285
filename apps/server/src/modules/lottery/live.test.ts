import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { connectRedis } from '../../platform/redis.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { runLotteryJobs } from './draws.ts';
import { createLotteryLive, type LotteryLive, liveChannel } from './live.ts';
import { addLotteryGames } from './service.ts';

const GAME = 'SSC_1M';
const MINUTE_MS = 60_000;

type Stream = {
  /** The first event of that name whose data passes `isWanted`; the others stay for later reads. */
  next(name: string, isWanted?: (data: unknown) => boolean): Promise<unknown>;
  close(): void;
};

/** Reads a server-sent event stream as a browser's EventSource would: named events, JSON data. */
async function openStream(server: TestServer, query: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await server.request(`/lgw/lottery/live?${query}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let buffer = '';
  const events: { name: string; data: unknown }[] = [];
  async function next(name: string, isWanted: (data: unknown) => boolean = () => true): Promise<unknown> {
    for (;;) {
      const index = events.findIndex((event) => event.name === name && isWanted(event.data));
      if (index >= 0) return events.splice(index, 1)[0]?.data;
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before a ${name} event`);
      buffer += value;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const field = (key: string) =>
          frame
            .split('\n')
            .find((line) => line.startsWith(`${key}: `))
            ?.slice(key.length + 2);
        const eventName = field('event');
        if (eventName) events.push({ name: eventName, data: JSON.parse(field('data') ?? 'null') });
      }
    }
  }
  return { next, close: () => controller.abort() };
}

/** A time well inside a one-minute draw's betting window, so that draw is open whenever the test runs. */
const midWindow = () => new Date(Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS / 3);

/** Only the SSC game draws here: the other families' draw rules are not part of this test. */
async function onlyOneGame(db: Kysely<DB>) {
  await db.updateTable('lottery_games').set({ enabled: false }).where('code', '<>', GAME).execute();
}

describe('the live draw stream', () => {
  let server: TestServer;
  let live: LotteryLive;

  beforeAll(async () => {
    server = await startTestServer({
      lotteryLive: (db) => {
        live = createLotteryLive(db, { channel: liveChannel('test:') });
        return live;
      },
    });
    await onlyOneGame(server.database.db);
  });
  afterAll(async () => {
    await server.close();
    await live.close();
  });

  it('tells a page each state its game draws pass through, without a reload', async () => {
    const db = server.database.db;
    await runLotteryJobs(db, midWindow(), { publishChange: () => live.publish() });
    const stream = await openStream(server, `gameCode=${GAME}&merchant=demo`);
    try {
      await stream.next('ready');
      const before = await db
        .selectFrom('lottery_draws')
        .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
        .select(['period', 'draws_at'])
        .where('lottery_games.code', '=', GAME)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();

      // A minute and more later: the open draw closes, is drawn and settled; the next one opens.
      await runLotteryJobs(db, new Date(before.draws_at.getTime() + MINUTE_MS / 6), {
        publishChange: () => live.publish(),
      });
      const isOf = (period: string) => (data: unknown) => (data as { period: string }).period === period;
      expect(await stream.next('draw', isOf(before.period))).toEqual({
        gameCode: GAME,
        period: before.period,
        status: 'settled',
      });
      expect(await stream.next('draw', (data) => !isOf(before.period)(data))).toMatchObject({
        gameCode: GAME,
        status: 'open',
      });
    } finally {
      stream.close();
    }
  });

  it('tells a page when staff approve an official result and when staff cancel a draw', async () => {
    const db = server.database.db;
    const OFFICIAL = 'LIVE_SSC_DAILY';
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    await addLotteryGames(db, merchant?.id ?? 0n, [
      {
        code: OFFICIAL,
        name: 'Daily SSC',
        family: 'SSC',
        kind: 'LOTT',
        prizeMode: 'Lott',
        groupCode: 'SSC',
        groupLabel: 'Time Lottery',
        intervalSeconds: null,
        scheduleTimes: ['20:00'],
        closeSeconds: 600,
        minStake: 100n,
        maxStake: 1_000_000n,
        maxStakePerDraw: 2_000_000n,
        sortOrder: 1,
      },
    ]);
    // Only the official game moves here: the jobs jump to its closing time without the minute game.
    await db.updateTable('lottery_games').set({ enabled: false }).where('code', '=', GAME).execute();
    await runLotteryJobs(db, new Date('2026-12-01T19:55:00+08:00'));
    const tokens = await Promise.all(
      ['live-first', 'live-second'].map((account) => staffToken(server, account, { roles: ['admin'] })),
    );
    const staffCall = (path: string, token: string, body: object) =>
      server.request(path, {
        method: 'POST',
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ merchant: 'demo', gameCode: OFFICIAL, ...body }),
      });
    const stream = await openStream(server, `gameCode=${OFFICIAL}&merchant=demo`);
    try {
      await stream.next('ready');
      const period = '20261201-2000';
      const entered = await staffCall('/ops/lottery/results', tokens[0] ?? '', {
        period,
        balls: [1, 2, 3, 4, 5],
      });
      expect(entered.status).toBe(200);
      const approved = await staffCall('/ops/lottery/results/approve', tokens[1] ?? '', {
        period,
        balls: [1, 2, 3, 4, 5],
      });
      expect(approved.status).toBe(200);
      expect(await stream.next('draw')).toEqual({ gameCode: OFFICIAL, period, status: 'drawn' });

      const next = await db
        .selectFrom('lottery_draws')
        .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
        .select('period')
        .where('lottery_games.code', '=', OFFICIAL)
        .where('status', 'in', ['scheduled', 'open'])
        .orderBy('draws_at')
        .executeTakeFirstOrThrow();
      const cancelled = await staffCall('/ops/lottery/draws/cancel', tokens[0] ?? '', {
        period: next.period,
        reason: 'results feed down',
      });
      expect(cancelled.status).toBe(200);
      expect(await stream.next('draw')).toEqual({
        gameCode: OFFICIAL,
        period: next.period,
        status: 'cancelled',
      });
    } finally {
      stream.close();
      await db.updateTable('lottery_games').set({ enabled: true }).where('code', '=', GAME).execute();
    }
  });

  it('ends open streams when the server closes, so shutting down does not wait on them', async () => {
    const extra = await startTestServer();
    const stream = await openStream(extra, `gameCode=${GAME}&merchant=demo`);
    await stream.next('ready');
    const closing = extra.close();
    await expect(stream.next('draw')).rejects.toThrow('the stream ended');
    await closing;
  });

  it('answers an unknown game with its code, in the envelope', async () => {
    const response = await server.request('/lgw/lottery/live?gameCode=NOPE_1M', {
      headers: { Merchant: 'demo' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'lottery.game.unknown' });
  });
});

describe('across instances through Redis (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL ?? '';
  const channel = liveChannel(`test:${process.pid}:${Date.now()}:`);
  const clients = [connectRedis(redisUrl), connectRedis(redisUrl)];
  let server: TestServer;
  let listening: LotteryLive;
  let publishing: LotteryLive;

  beforeAll(async () => {
    server = await startTestServer({
      lotteryLive: (db) => {
        listening = createLotteryLive(db, { redis: clients[0], channel });
        return listening;
      },
    });
    await onlyOneGame(server.database.db);
    // Another API instance on the same database: its jobs announce through Redis only.
    publishing = createLotteryLive(server.database.db, { redis: clients[1], channel });
  });
  afterAll(async () => {
    await server.close();
    await listening.close();
    await publishing.close();
    for (const client of clients) await client.quit();
  });

  it("delivers the other instance's draw changes to this instance's page", async () => {
    const db = server.database.db;
    await runLotteryJobs(db, midWindow());
    const stream = await openStream(server, `gameCode=${GAME}&merchant=demo`);
    try {
      await stream.next('ready');
      const open = await db
        .selectFrom('lottery_draws')
        .select(['period', 'closes_at'])
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      await runLotteryJobs(db, open.closes_at, { publishChange: () => publishing.publish() });
      const isOpenOne = (data: unknown) => (data as { period: string }).period === open.period;
      expect(await stream.next('draw', isOpenOne)).toEqual({
        gameCode: GAME,
        period: open.period,
        status: 'closed',
      });
    } finally {
      stream.close();
    }
  });
});
