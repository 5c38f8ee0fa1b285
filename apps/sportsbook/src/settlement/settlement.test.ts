import { createServer, type Server } from 'node:http';
import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleStaleRounds } from '../../../server/src/modules/vendor-wallet/service.ts';
import { expectLedgerHealthy } from '../../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { buildBookApp } from '../app.ts';
import { feedSync } from '../catalogue/feed-sync.ts';
import type { BookDatabase } from '../db/database.ts';
import { postgresBookDatabase, selectionIdOf } from '../db/test-database.ts';
import { commitmentOf } from '../feed/commitment.ts';
import type { EventSource, FeedEvent } from '../feed/source.ts';
import { memberWithToken, registerBook } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';
import { settlementRun, sweepReserved } from './settlement.ts';

let platform: TestServer;
let book: BookDatabase;
let app: ReturnType<typeof buildBookApp>;
let secret = '';
let wallet: ReturnType<typeof platformWallet>;

const NOW = new Date('2026-06-01T12:00:00Z');
const silent = { info: () => {} };

/** A football match an hour off at 2.000 either side; `over` gives it a final score. */
function match(sourceId: string, over?: { home: number; away: number }): FeedEvent {
  return {
    sourceId,
    sport: 'football',
    competition: 'Test League',
    home: `Home ${sourceId}`,
    away: `Away ${sourceId}`,
    startsAt: new Date(NOW.getTime() + 3600_000),
    status: over ? 'finished' : 'scheduled',
    commitment: commitmentOf({ outcome: { home: [], away: [] }, salt: sourceId }),
    markets: [
      {
        key: 'ml',
        market: { kind: 'money_line' },
        status: over ? 'closed' : 'open',
        selections: [
          { code: 'home', price: 2000n },
          { code: 'away', price: 2000n },
        ],
        ...(over ? { result: over } : {}),
      },
    ],
  };
}

let reported: FeedEvent[] = ['a', 'b', 'c', 'd'].map((id) => match(id));
const source: EventSource = { name: 'test', eventsAt: () => reported };
let sync: ReturnType<typeof feedSync>;
const report = async (events: FeedEvent[]) => {
  reported = events;
  await sync(NOW);
};

beforeAll(async () => {
  [platform, book] = await Promise.all([startTestServer(), postgresBookDatabase(10)]);
  secret = await registerBook(platform, 'http://127.0.0.1:4829/play');
  wallet = platformWallet({
    baseUrl: `${platform.url}/vendor-wallet/v1`,
    vendorCode: SPORTSBOOK_PROVIDER_CODE,
    secret,
  });
  app = buildBookApp({ logLevel: 'silent', db: book.db, wallet, now: () => NOW });
  sync = feedSync(book.db, source);
  await sync(NOW);
});
afterAll(async () => {
  await app?.close();
  await book?.close();
  await platform?.close();
});

let keys = 0;
async function launched(amount: bigint, through = app) {
  const member = await memberWithToken(platform, amount);
  const response = await through.inject({
    method: 'GET',
    url: `/play?game=${SPORTSBOOK_GAMES.football}&mode=real&lang=EN&token=${member.token}`,
  });
  const session = String(response.headers.location).replace('/book/', '');
  const bet = async (kind: 'single' | 'accumulator', unitStake: string, picks: [string, string][]) => {
    keys += 1;
    const legs = await Promise.all(
      picks.map(async ([event, code]) => ({
        selectionId: await selectionIdOf(book.db, event, code),
        price: '2000',
      })),
    );
    const answer = await through.inject({
      method: 'POST',
      url: `/api/sessions/${session}/bets`,
      headers: { 'idempotency-key': `settle-test-key-${String(keys).padStart(4, '0')}` },
      payload: { kind, unitStake, legs },
    });
    return answer;
  };
  return { ...member, session, bet };
}

const run = (now = NOW, through = wallet) =>
  settlementRun({ db: book.db, wallet: through, now: () => now, log: silent });

const liabilityTotal = async () =>
  (
    await book.db
      .selectFrom('liability')
      .select(sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('total'))
      .executeTakeFirstOrThrow()
  ).total;

const selectionLiability = async (event: string, code: string) =>
  (
    await book.db
      .selectFrom('liability')
      .select('amount')
      .where('subject', '=', 'selection')
      .where('subject_id', '=', BigInt(await selectionIdOf(book.db, event, code)))
      .executeTakeFirst()
  )?.amount ?? 0n;

const statusOf = async (betId: string) =>
  await book.db
    .selectFrom('bet')
    .select(['status', 'returned'])
    .where('id', '=', BigInt(betId))
    .executeTakeFirstOrThrow();

describe('settlement', () => {
  it('pays each bet once per result version, corrects a result with one adjustment per bet, and never overdraws', async () => {
    const x = await launched(100_00n);
    const y = await launched(20_00n);
    const single = (await x.bet('single', '10.00', [['a', 'home']])).json().bet.betId as string;
    const lost = (await x.bet('single', '10.00', [['a', 'away']])).json().bet.betId as string;
    const double = (
      await x.bet('accumulator', '10.00', [
        ['a', 'home'],
        ['b', 'home'],
      ])
    ).json().bet.betId as string;
    const yBet = (await y.bet('single', '10.00', [['a', 'home']])).json().bet.betId as string;
    expect(await x.balance()).toBe(70_00n);
    expect(await liabilityTotal()).toBeGreaterThan(0n);

    // Nothing is decided yet: nothing settles.
    expect(await run()).toEqual({ settled: 0, swept: 0, paid: 0 });

    // a ends 2-1; b is no longer reported (cancelled): the double's b leg is void, and it pays at 2.0.
    await report([match('a', { home: 2, away: 1 }), match('c'), match('d')]);
    // The wallet cannot be reached: the settlements are decided and owed, no money moves.
    const unreachable = platformWallet({
      baseUrl: 'http://127.0.0.1:4828/vendor-wallet/v1',
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret,
    });
    expect(await run(NOW, unreachable)).toEqual({ settled: 4, swept: 0, paid: 0 });
    expect(await x.balance()).toBe(70_00n);
    expect(await liabilityTotal()).toBe(0n);
    // The next run pays what is owed, once.
    expect(await run()).toEqual({ settled: 0, swept: 0, paid: 4 });
    expect(await x.balance()).toBe(70_00n + 20_00n + 20_00n);
    expect(await y.balance()).toBe(30_00n);
    expect(await statusOf(single)).toEqual({ status: 'won', returned: 20_00n });
    expect(await statusOf(lost)).toEqual({ status: 'lost', returned: 0n });
    expect(await statusOf(double)).toEqual({ status: 'won', returned: 20_00n });
    expect(await run()).toEqual({ settled: 0, swept: 0, paid: 0 });
    expect(await x.balance()).toBe(110_00n);
    const rounds = await platform.database.db
      .selectFrom('game_rounds')
      .select(['status'])
      .where('provider_code', '=', SPORTSBOOK_PROVIDER_CODE)
      .execute();
    expect(new Set(rounds.map(({ status }) => status))).toEqual(new Set(['closed']));
    // The book's rounds wait for their events: the platform keeps them open for its provider's time.
    expect(
      await platform.database.db
        .selectFrom('game_providers')
        .select('round_idle_minutes')
        .where('code', '=', SPORTSBOOK_PROVIDER_CODE)
        .executeTakeFirst(),
    ).toEqual({ round_idle_minutes: 30 * 24 * 60 });
    await expectLedgerHealthy(platform.database.db);

    // y stakes everything on c, so a correction down cannot be covered yet.
    expect((await y.bet('single', '30.00', [['c', 'home']])).statusCode).toBe(200);
    expect(await y.balance()).toBe(0n);

    // a's result is corrected to 0-1: version 2. Each bet of a gets one adjustment: the new return
    // less what it was paid.
    // Two runs at once (two instances of the book): each bet is settled by one of them, and a payment
    // both send lands once.
    await report([match('a', { home: 0, away: 1 }), match('c'), match('d')]);
    const [one, other] = await Promise.all([run(), run()]);
    expect(one.settled + other.settled).toBe(4);
    expect(await x.balance()).toBe(100_00n - 30_00n + 20_00n);
    expect(await statusOf(single)).toEqual({ status: 'lost', returned: 0n });
    expect(await statusOf(lost)).toEqual({ status: 'won', returned: 20_00n });
    expect(await statusOf(double)).toEqual({ status: 'lost', returned: 0n });
    // y's correction is refused (y holds nothing) and stays owed: y is never overdrawn.
    expect(await y.balance()).toBe(0n);
    const owed = await book.db
      .selectFrom('payment')
      .select(['amount', 'operation', 'refusal'])
      .where('bet_id', '=', BigInt(yBet))
      .where('paid_at', 'is', null)
      .execute();
    expect(owed).toEqual([{ amount: -20_00n, operation: 'adjust', refusal: 'INSUFFICIENT_FUNDS' }]);
    await expectLedgerHealthy(platform.database.db);

    // c pays y 60.00. The refused correction is asked again a minute after its refusal, not before.
    await report([match('a', { home: 0, away: 1 }), match('c', { home: 1, away: 0 }), match('d')]);
    expect(await run()).toEqual({ settled: 1, swept: 0, paid: 1 });
    expect(await y.balance()).toBe(60_00n);
    expect(await run(new Date(NOW.getTime() + 61_000))).toEqual({ settled: 0, swept: 0, paid: 1 });
    expect(await y.balance()).toBe(20_00n - 10_00n + 20_00n - 30_00n + 60_00n - 20_00n);
    expect(await run()).toEqual({ settled: 0, swept: 0, paid: 0 });
    // Each member paid the right net once: x staked 30 and is owed 20; y staked 40 and is owed 60.
    expect(await x.balance()).toBe(90_00n);
    expect(await y.balance()).toBe(40_00n);
    await expectLedgerHealthy(platform.database.db);
  });

  it('sweeps a bet left reserved: the debit is rolled back and the liability released', async () => {
    // Between the book and the platform, a connection that loses each debit's answer after the debit
    // landed and every rollback before it arrives: the placement cannot tell whether it took the stake.
    const cutting: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        if (request.url?.endsWith('/rollback')) return request.socket.destroy();
        const forwarded = await fetch(`${platform.url}${request.url}`, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        });
        if (request.url?.endsWith('/debit')) return request.socket.destroy();
        response.writeHead(forwarded.status, { 'content-type': 'application/json' });
        response.end(await forwarded.text());
      });
    });
    await new Promise<void>((resolve) => cutting.listen(4827, '127.0.0.1', resolve));
    const cut = buildBookApp({
      logLevel: 'silent',
      db: book.db,
      wallet: platformWallet({
        baseUrl: 'http://127.0.0.1:4827/vendor-wallet/v1',
        vendorCode: SPORTSBOOK_PROVIDER_CODE,
        secret,
      }),
      now: () => NOW,
    });
    try {
      const member = await launched(20_00n, cut);
      const answer = await member.bet('single', '5.00', [['d', 'away']]);
      expect(answer.statusCode).toBe(500);
      expect(await member.balance()).toBe(15_00n);
      const [held] = await book.db
        .selectFrom('bet')
        .select(['id', 'status'])
        .where('status', '=', 'reserved')
        .execute();
      expect(held?.status).toBe('reserved');
      expect(await selectionLiability('d', 'away')).toBe(5_00n);

      // Within a minute the placement may still be on its way: the sweep waits.
      expect(await sweepReserved({ db: book.db, wallet, now: () => NOW, log: silent })).toBe(0);
      const later = new Date(NOW.getTime() + 2 * 60_000);
      expect(await sweepReserved({ db: book.db, wallet, now: () => later, log: silent })).toBe(1);
      expect(await member.balance()).toBe(20_00n);
      expect(await selectionLiability('d', 'away')).toBe(0n);
      expect(
        await book.db
          .selectFrom('bet')
          .select('status')
          .where('id', '=', held?.id ?? 0n)
          .executeTakeFirst(),
      ).toEqual({ status: 'failed' });
      // Again: nothing left to sweep, and the stake is given back once.
      expect(await sweepReserved({ db: book.db, wallet, now: () => later, log: silent })).toBe(0);
      expect(await member.balance()).toBe(20_00n);
      await expectLedgerHealthy(platform.database.db);
    } finally {
      await cut.close();
      await new Promise((resolve) => cutting.close(resolve));
    }
  });
});

describe("a market's status", () => {
  const marketStatus = async (event: string) =>
    (
      await book.db
        .selectFrom('market as m')
        .innerJoin('event as e', 'e.id', 'm.event_id')
        .select('m.status')
        .where('e.source_id', '=', event)
        .executeTakeFirstOrThrow()
    ).status;
  const others = () => reported.filter(({ sourceId }) => !['s1', 's2', 's3'].includes(sourceId));

  it('says settled once every bet on it is settled at its result version, and closed again for a correction', async () => {
    await report([...others(), match('s1'), match('s2'), match('s3')]);
    const member = await launched(50_00n);
    expect((await member.bet('single', '5.00', [['s1', 'home']])).statusCode).toBe(200);
    const double = await member.bet('accumulator', '5.00', [
      ['s1', 'home'],
      ['s2', 'home'],
    ]);
    expect(double.statusCode).toBe(200);

    // s1 is over, s2 not: the double still waits on s2, so s1 is not settled. s3 had no bets.
    await report([
      ...others(),
      match('s1', { home: 1, away: 0 }),
      match('s2'),
      match('s3', { home: 0, away: 0 }),
    ]);
    await run();
    expect([await marketStatus('s1'), await marketStatus('s3')]).toEqual(['closed', 'settled']);

    await report([
      ...others(),
      match('s1', { home: 1, away: 0 }),
      match('s2', { home: 2, away: 0 }),
      match('s3', { home: 0, away: 0 }),
    ]);
    await run();
    expect([await marketStatus('s1'), await marketStatus('s2')]).toEqual(['settled', 'settled']);
    expect(await member.balance()).toBe(40_00n + 10_00n + 20_00n);

    // A corrected result: s1 is closed until both its bets are settled again, then settled.
    await report([
      ...others(),
      match('s1', { home: 0, away: 1 }),
      match('s2', { home: 2, away: 0 }),
      match('s3', { home: 0, away: 0 }),
    ]);
    expect([await marketStatus('s1'), await marketStatus('s2')]).toEqual(['closed', 'settled']);
    await run();
    expect(await marketStatus('s1')).toBe('settled');
    expect(await member.balance()).toBe(40_00n);
    await expectLedgerHealthy(platform.database.db);
  });
});

describe('a payment the wallet refuses', () => {
  const others = () => reported.filter(({ sourceId }) => !['r1', 'r2', 'r3'].includes(sourceId));
  const paymentsOf = (betId: string) =>
    book.db
      .selectFrom('payment')
      .select(['amount', 'operation', 'refusal', 'attempts', 'paid_at', 'refused_at'])
      .where('bet_id', '=', BigInt(betId))
      .orderBy('id')
      .execute();

  it('for good is kept for staff, never asked again, and holds neither the next payments nor its bet’s later one', async () => {
    await report([...others(), match('r1'), match('r2')]);
    const member = await launched(30_00n);
    const early = (await member.bet('single', '10.00', [['r1', 'home']])).json().bet.betId as string;
    // The platform times the first bet's round out (its provider's 30 days passed) and refunds it.
    expect(
      await settleStaleRounds(platform.database.db, 25 * 60, new Date(Date.now() + 31 * 86_400_000)),
    ).toEqual({
      refunded: 1,
      closed: 0,
    });
    const late = (await member.bet('single', '10.00', [['r2', 'home']])).json().bet.betId as string;
    expect(await member.balance()).toBe(20_00n);

    const warnings: object[] = [];
    const log = { info: () => {}, warn: (detail: object) => warnings.push(detail) };
    const runLogged = (now = NOW) => settlementRun({ db: book.db, wallet, now: () => now, log });
    await report([...others(), match('r1', { home: 1, away: 0 }), match('r2', { home: 1, away: 0 })]);
    expect(await runLogged()).toEqual({ settled: 2, swept: 0, paid: 1 });
    // The refunded round's credit is refused for good; the other bet is paid in the same run.
    expect(await member.balance()).toBe(40_00n);
    expect(await paymentsOf(early)).toEqual([
      expect.objectContaining({
        amount: 20_00n,
        refusal: 'ROUND_CLOSED',
        attempts: 1,
        paid_at: null,
        refused_at: NOW,
      }),
    ]);
    expect(await paymentsOf(late)).toEqual([
      expect.objectContaining({ amount: 20_00n, refusal: null, paid_at: NOW, refused_at: null }),
    ]);
    expect(warnings).toEqual([expect.objectContaining({ bet: early, code: 'ROUND_CLOSED' })]);
    const shown = await sql<{ bet_id: bigint; code: string; amount: bigint }>`
      SELECT bet_id, code, amount FROM refused_payment WHERE bet_id = ${BigInt(early)}`.execute(book.db);
    expect(shown.rows).toEqual([{ bet_id: BigInt(early), code: 'ROUND_CLOSED', amount: 20_00n }]);

    // An hour on, it is not asked again.
    expect(await runLogged(new Date(NOW.getTime() + 3600_000))).toEqual({ settled: 0, swept: 0, paid: 0 });
    expect((await paymentsOf(early))[0]?.attempts).toBe(1);

    // A correction of the refused bet is sent, not held behind the refusal (and refused in its turn:
    // the platform has no credit of that round to correct).
    await report([...others(), match('r1', { home: 0, away: 1 }), match('r2', { home: 1, away: 0 })]);
    expect(await runLogged()).toEqual({ settled: 1, swept: 0, paid: 0 });
    expect(
      (await paymentsOf(early)).map(({ amount, operation, refusal, attempts }) => ({
        amount,
        operation,
        refusal,
        attempts,
      })),
    ).toEqual([
      { amount: 20_00n, operation: 'credit', refusal: 'ROUND_CLOSED', attempts: 1 },
      { amount: -20_00n, operation: 'adjust', refusal: 'INVALID_REQUEST', attempts: 1 },
    ]);
    expect(await member.balance()).toBe(40_00n);
    await expectLedgerHealthy(platform.database.db);
  });

  it('on the way is sent again at the next run, then ever more slowly', async () => {
    await report([...others(), match('r3')]);
    const member = await launched(10_00n);
    const betId = (await member.bet('single', '10.00', [['r3', 'home']])).json().bet.betId as string;
    await report([...others(), match('r3', { home: 2, away: 0 })]);
    const unreachable = platformWallet({
      baseUrl: 'http://127.0.0.1:4827/vendor-wallet/v1',
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret,
    });
    expect(await run(NOW, unreachable)).toEqual({ settled: 1, swept: 0, paid: 0 });
    expect(await run(NOW, unreachable)).toEqual({ settled: 0, swept: 0, paid: 0 });
    expect((await paymentsOf(betId))[0]).toMatchObject({ attempts: 2, refused_at: null });
    // The third attempt waits a second.
    expect(await run(NOW)).toEqual({ settled: 0, swept: 0, paid: 0 });
    expect(await run(new Date(NOW.getTime() + 1000))).toEqual({ settled: 0, swept: 0, paid: 1 });
    expect(await member.balance()).toBe(20_00n);
    await expectLedgerHealthy(platform.database.db);
  });
});
