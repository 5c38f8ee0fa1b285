import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

let platform: TestServer;
let book: BookDatabase;
let app: ReturnType<typeof buildBookApp>;

const NOW = new Date('2026-06-01T12:00:00Z');
const DELAY_MS = 5000;

/** A football match at `status` with a money line at `home` and 2.000 away, its outcome committed. */
const match = (sourceId: string, status: 'scheduled' | 'live' | 'suspended', home = 2000n): FeedEvent => ({
  sourceId,
  sport: 'football',
  competition: 'Test League',
  home: 'Home',
  away: 'Away',
  startsAt: new Date(NOW.getTime() + (status === 'scheduled' ? 3600_000 : -600_000)),
  status,
  commitment: commitmentOf({ outcome: { home: [], away: [] }, salt: sourceId }),
  markets: [
    {
      key: 'ml',
      market: { kind: 'money_line' },
      status: 'open',
      selections: [
        { code: 'home', price: home },
        { code: 'away', price: 2000n },
      ],
    },
  ],
});

/** The board before each test: one match in play, one an hour off, both at 2.000. */
const OPENING = [match('live', 'live'), match('later', 'scheduled')];
let board: FeedEvent[] = OPENING;
const source: EventSource = { name: 'test', eventsAt: () => board };
let synced: ReturnType<typeof feedSync>;

/** Every wait the placement asked for, and what happens on the field while it waits. */
let waits: number[] = [];
let duringDelay: () => Promise<void> = async () => {};

beforeAll(async () => {
  [platform, book] = await Promise.all([startTestServer(), postgresBookDatabase()]);
  const secret = await registerBook(platform, 'http://127.0.0.1:4859/play');
  app = buildBookApp({
    logLevel: 'silent',
    db: book.db,
    wallet: platformWallet({
      baseUrl: `${platform.url}/vendor-wallet/v1`,
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret,
    }),
    now: () => NOW,
    inPlayDelayMs: DELAY_MS,
    // The delay passes at once: the test plays what happens during it instead of waiting 5 s.
    sleep: async (ms) => {
      waits.push(ms);
      await duringDelay();
    },
  });
  synced = feedSync(book.db, source);
});
afterAll(async () => {
  await app?.close();
  await book?.close();
  await platform?.close();
});
/** The board back at its opening prices. */
async function reopen() {
  board = OPENING;
  await synced(NOW);
}

beforeEach(async () => {
  await reopen();
  waits = [];
  duringDelay = async () => {};
});

/** While the slip waits: the board becomes `events`, as the feed would report them. */
const onTheField = (events: FeedEvent[]) => async () => {
  board = events;
  await synced(NOW);
};

const betsOn = async (selection: string) =>
  (
    await book.db
      .selectFrom('bet_leg')
      .select((eb) => eb.fn.countAll<bigint>().as('bets'))
      .where('selection_id', '=', BigInt(selection))
      .executeTakeFirstOrThrow()
  ).bets;

const liabilityOf = async (selection: string) =>
  (
    await book.db
      .selectFrom('liability')
      .select('amount')
      .where('subject', '=', 'selection')
      .where('subject_id', '=', BigInt(selection))
      .executeTakeFirst()
  )?.amount ?? 0n;

let keys = 0;

async function launched(amount: bigint) {
  const member = await memberWithToken(platform, amount);
  const response = await app.inject({
    method: 'GET',
    url: `/play?game=${SPORTSBOOK_GAMES.football}&mode=real&lang=EN&token=${member.token}`,
  });
  expect(response.statusCode).toBe(303);
  const session = String(response.headers.location).replace('/book/', '');
  const single = async (selection: string, priceChanges: 'none' | 'better' | 'any' = 'none') => {
    keys += 1;
    return app.inject({
      method: 'POST',
      url: `/api/sessions/${session}/bets`,
      headers: { 'idempotency-key': `in-play-delay-${String(keys).padStart(4, '0')}` },
      payload: {
        kind: 'single',
        unitStake: '10.00',
        legs: [{ selectionId: selection, price: '2000' }],
        priceChanges,
      },
    });
  };
  return { ...member, single };
}

describe('the in-play bet delay', () => {
  it('holds a bet on a live match for the delay, reserving nothing meanwhile, then takes it', async () => {
    const member = await launched(50_00n);
    const home = await selectionIdOf(book.db, 'live', 'home');
    const [bets, liability] = [await betsOn(home), await liabilityOf(home)];
    duringDelay = async () => {
      // Nothing is recorded, held or debited while the slip waits: no lock, no transaction open.
      expect(await betsOn(home)).toBe(bets);
      expect(await liabilityOf(home)).toBe(liability);
      expect(await member.balance()).toBe(50_00n);
    };

    const answer = await member.single(home);

    expect(waits).toEqual([DELAY_MS]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      bet: { status: 'open', potentialReturn: '20.00', legs: [{ selectionId: home, price: '2000' }] },
      balance: '40.00',
    });
    expect(await betsOn(home)).toBe(bets + 1n);
    expect(await liabilityOf(home)).toBe(liability + 10_00n);
  });

  it('refuses a price that moved against the member during the delay, unless any price is taken', async () => {
    const member = await launched(50_00n);
    const home = await selectionIdOf(book.db, 'live', 'home');
    const [bets, liability] = [await betsOn(home), await liabilityOf(home)];
    duringDelay = onTheField([match('live', 'live', 1800n), match('later', 'scheduled')]);

    const refused = await member.single(home, 'none');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'refused',
      reasons: [{ code: 'price_changed', selectionId: home, price: '1800' }],
    });
    await reopen();
    const better = await member.single(home, 'better');
    expect(better.json().reasons).toEqual([{ code: 'price_changed', selectionId: home, price: '1800' }]);
    expect(await member.balance()).toBe(50_00n);
    expect(await betsOn(home)).toBe(bets);
    expect(await liabilityOf(home)).toBe(liability);

    // Under "any price" the bet is struck at the price after the delay, not the one the slip showed.
    await reopen();
    const taken = await member.single(home, 'any');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      bet: { potentialReturn: '18.00', legs: [{ selectionId: home, price: '1800' }] },
      balance: '40.00',
    });
    expect(await liabilityOf(home)).toBe(liability + 8_00n);
    expect(waits).toEqual([DELAY_MS, DELAY_MS, DELAY_MS]);
    await expectLedgerHealthy(platform.database.db);
  });

  it('refuses a bet whose match was suspended by a goal during the delay, with no money moved', async () => {
    const member = await launched(50_00n);
    const away = await selectionIdOf(book.db, 'live', 'away');
    const bets = await betsOn(away);
    duringDelay = onTheField([match('live', 'suspended'), match('later', 'scheduled')]);

    const answer = await member.single(away, 'any');

    expect(waits).toEqual([DELAY_MS]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: 'refused',
      reasons: [{ code: 'selection_unavailable', selectionId: away }],
    });
    expect(await member.balance()).toBe(50_00n);
    expect(await betsOn(away)).toBe(bets);
  });

  it('does not hold a bet on a match not yet in play', async () => {
    const member = await launched(50_00n);
    const home = await selectionIdOf(book.db, 'later', 'home');

    const answer = await member.single(home);

    expect(answer.statusCode).toBe(200);
    expect(waits).toEqual([]);
    expect(await member.balance()).toBe(40_00n);
  });
});
