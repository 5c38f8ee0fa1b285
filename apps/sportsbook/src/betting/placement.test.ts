import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLikeBrand } from '../../../server/src/test/brand.ts';
import { expectLedgerHealthy } from '../../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { buildBookApp } from '../app.ts';
import { feedSync } from '../catalogue/feed-sync.ts';
import type { BookDatabase } from '../db/database.ts';
import { postgresBookDatabase, selectionIdOf } from '../db/test-database.ts';
import { commitmentOf } from '../feed/commitment.ts';
import type { EventSource, FeedEvent } from '../feed/source.ts';
import { priceAtMargin } from '../rules/pricing.ts';
import { memberWithToken, registerBook } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';

let platform: TestServer;
let book: BookDatabase;
let app: ReturnType<typeof buildBookApp>;
let walletSecret = '';

const NOW = new Date('2026-06-01T12:00:00Z');

/** Two football matches an hour off, at 2.000 home and away, their outcomes committed. */
const matches: FeedEvent[] = ['m1', 'm2'].map((sourceId) => ({
  sourceId,
  sport: 'football',
  competition: 'Test League',
  home: 'Home',
  away: 'Away',
  startsAt: new Date(NOW.getTime() + 3600_000),
  status: 'scheduled',
  commitment: commitmentOf({ outcome: { home: [], away: [] }, salt: sourceId }),
  markets: [
    {
      key: 'ml',
      market: { kind: 'money_line' },
      status: 'open',
      selections: [
        { code: 'home', price: 2000n },
        { code: 'away', price: 2000n },
      ],
    },
  ],
}));
/** The installation's margin the feed prices at, and another brand's own. */
const [INSTALLATION_MARGIN, BRAND_MARGIN] = [500, 1200];
/** A third match priced by its model, home 0.6 and away 0.4, as the simulated feed reports one. */
const FAIR = { home: 0.6, away: 0.4 } as const;
const fairOf = (code: string) => FAIR[code as keyof typeof FAIR];
const pricesAt = (margin: number) =>
  new Map(
    priceAtMargin({ kind: 'money_line' }, fairOf, margin).map(({ selection, price }) => [selection, price]),
  );
const modelled: FeedEvent = {
  ...(matches[0] as FeedEvent),
  sourceId: 'm3',
  commitment: commitmentOf({ outcome: { home: [], away: [] }, salt: 'm3' }),
  markets: [
    {
      key: 'ml',
      market: { kind: 'money_line' },
      status: 'open',
      selections: ['home', 'away'].map((code) => ({
        code,
        price: pricesAt(INSTALLATION_MARGIN).get(code) ?? 0n,
        fairProbability: fairOf(code),
      })),
    },
  ],
};
const source: EventSource = { name: 'test', eventsAt: () => [...matches, modelled] };

beforeAll(async () => {
  [platform, book] = await Promise.all([startTestServer(), postgresBookDatabase(20)]);
  const secret = await registerBook(platform, 'http://127.0.0.1:4839/play');
  walletSecret = secret;
  app = buildBookApp({
    logLevel: 'silent',
    db: book.db,
    wallet: platformWallet({
      baseUrl: `${platform.url}/vendor-wallet/v1`,
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret,
    }),
    now: () => NOW,
  });
  await feedSync(book.db, source)(NOW);
});
afterAll(async () => {
  await app?.close();
  await book?.close();
  await platform?.close();
});

/** The book's session of a member launched with `amount` in the wallet, as the platform's launch opens it. */
async function launched(amount: bigint, book = app, brand = 'demo') {
  const member = await memberWithToken(platform, amount, brand);
  const response = await book.inject({
    method: 'GET',
    url: `/play?game=${SPORTSBOOK_GAMES.football}&mode=real&lang=EN&token=${member.token}`,
  });
  expect(response.statusCode).toBe(303);
  const session = String(response.headers.location).replace('/book/', '');
  const bet = (body: object, key = randomBytes(12).toString('hex')) =>
    book.inject({
      method: 'POST',
      url: `/api/sessions/${session}/bets`,
      headers: { 'idempotency-key': key },
      payload: body,
    });
  const board = async () => {
    const answer = await book.inject(`/api/events?sport=football&session=${session}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().events as { markets: { selections: { selectionId: string; price: string }[] }[] }[];
  };
  return { ...member, session, bet, board };
}

const liabilityOf = async (subject: 'event' | 'selection', id: string) =>
  (
    await book.db
      .selectFrom('liability')
      .select('amount')
      .where('subject', '=', subject)
      .where('subject_id', '=', BigInt(id))
      .executeTakeFirst()
  )?.amount ?? 0n;

describe('placing a bet', () => {
  it('debits the stake once per slip, and refuses a moved price or a short wallet with no money moved', async () => {
    const member = await launched(50_00n);
    const home = await selectionIdOf(book.db, 'm1', 'home');
    const single = { kind: 'single', unitStake: '10.00', legs: [{ selectionId: home, price: '2000' }] };

    const first = await member.bet(single, 'slip-key-0000000001');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      bet: { status: 'open', totalStake: '10.00', potentialReturn: '20.00' },
      balance: '40.00',
    });
    // The same slip again (a retry) answers the same bet and moves nothing.
    const again = await member.bet(single, 'slip-key-0000000001');
    expect(again.json().bet.betId).toBe(first.json().bet.betId);
    expect(await member.balance()).toBe(40_00n);
    expect(await liabilityOf('selection', home)).toBe(10_00n);

    // The slip showed 2.100: the book's price is 2.000, which only "any price" takes.
    const moved = { ...single, legs: [{ selectionId: home, price: '2100' }] };
    const refused = await member.bet(moved);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'refused',
      reasons: [{ code: 'price_changed', selectionId: home, price: '2000' }],
    });
    expect((await member.bet({ ...moved, priceChanges: 'better' })).statusCode).toBe(409);
    expect((await member.bet({ ...moved, unitStake: '1.00', priceChanges: 'any' })).json().bet.legs).toEqual([
      { selectionId: home, price: '2000' },
    ]);

    // More than the wallet holds: the platform's refusal is the answer, and the liability is given back.
    const short = await member.bet({ ...single, unitStake: '100.00' });
    expect(short.json()).toEqual({ error: 'INSUFFICIENT_FUNDS' });
    expect(await member.balance()).toBe(39_00n);
    expect(await liabilityOf('selection', home)).toBe(11_00n);
    await expectLedgerHealthy(platform.database.db);
  });

  it('never lets 1,000 concurrent bets on one selection pass its liability limit', async () => {
    const away = await selectionIdOf(book.db, 'm2', 'away');
    // The selection may lose 100.00 and already stands to lose 60.00: forty bets of 1.00 at 2.000 fit.
    await book.db
      .updateTable('book_limits')
      .set({ max_selection_liability: 100n })
      .where('currency', '=', '*')
      .execute();
    await book.db
      .insertInto('liability')
      .values({ subject: 'selection', subject_id: BigInt(away), currency: 'USD', amount: 60_00n })
      .execute();
    const member = await launched(100_00n);
    const single = { kind: 'single', unitStake: '1.00', legs: [{ selectionId: away, price: '2000' }] };

    const answers = await Promise.all(Array.from({ length: 1000 }, () => member.bet(single)));

    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(40);
    const refusals = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json());
    expect(new Set(refusals.map((refusal) => JSON.stringify(refusal)))).toEqual(
      new Set([
        JSON.stringify({ error: 'refused', reasons: [{ code: 'selection_liability', selectionId: away }] }),
      ]),
    );
    expect(await liabilityOf('selection', away)).toBe(100_00n);
    expect(await member.balance()).toBe(60_00n);
    const statuses = await book.db
      .selectFrom('bet')
      .innerJoin('bet_leg', 'bet_leg.bet_id', 'bet.id')
      .select((eb) => ['bet.status', eb.fn.countAll<bigint>().as('bets')])
      .where('bet_leg.selection_id', '=', BigInt(away))
      .groupBy('bet.status')
      .execute();
    expect(statuses).toEqual([{ status: 'open', bets: 40n }]);
    // About 15 s with the machine's 2 cores shared (load 18); a loaded machine needs more.
  }, 90_000);

  it('rolls back a debit whose answer was lost, and takes no bet for it', async () => {
    // Between the book and the platform, a connection that drops each debit's answer after the debit landed.
    const cutting: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
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
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    const { port } = cutting.address() as { port: number };
    const cut = buildBookApp({
      logLevel: 'silent',
      db: book.db,
      wallet: platformWallet({
        baseUrl: `http://127.0.0.1:${port}/vendor-wallet/v1`,
        vendorCode: SPORTSBOOK_PROVIDER_CODE,
        secret: walletSecret,
      }),
      now: () => NOW,
    });
    try {
      const member = await launched(20_00n, cut);
      const draw = await selectionIdOf(book.db, 'm1', 'away');
      const answer = await member.bet({
        kind: 'single',
        unitStake: '5.00',
        legs: [{ selectionId: draw, price: '2000' }],
      });
      expect(answer.statusCode).toBe(502);
      expect(await member.balance()).toBe(20_00n);
      expect(await liabilityOf('selection', draw)).toBe(0n);
      const [bet] = await book.db.selectFrom('bet').select('status').where('status', '=', 'failed').execute();
      expect(bet).toEqual({ status: 'failed' });
      await expectLedgerHealthy(platform.database.db);
    } finally {
      await cut.close();
      await new Promise((resolve) => cutting.close(resolve));
    }
  });
});

describe('prices by brand', () => {
  it("shows each brand its own margin's prices, strikes a bet at its brand's price, and keeps the installation's as the default", async () => {
    await demoLikeBrand(platform.database.db, 'wide-margin');
    // Staff set the brand's margin on the platform; the book learns it at the launch.
    await platform.database.db
      .updateTable('merchants')
      .set({ sportsbook_margin: BRAND_MARGIN })
      .where('code', '=', 'wide-margin')
      .execute();
    const [demo, wide] = [await launched(50_00n), await launched(50_00n, app, 'wide-margin')];
    const home = await selectionIdOf(book.db, 'm3', 'home');
    const priceOn = (events: Awaited<ReturnType<typeof demo.board>>) =>
      events
        .flatMap(({ markets }) => markets.flatMap(({ selections }) => selections))
        .find(({ selectionId }) => selectionId === home)?.price;

    // The demo brand keeps the platform's default margin, the installation's: the price the feed stored.
    const installation = pricesAt(INSTALLATION_MARGIN).get('home');
    const brand = pricesAt(BRAND_MARGIN).get('home');
    expect(installation).toBe(1606n);
    expect(brand).toBe(1529n);
    expect(priceOn(await demo.board())).toBe(String(installation));
    expect(priceOn((await app.inject('/api/events?sport=football')).json().events)).toBe(
      String(installation),
    );
    expect(priceOn(await wide.board())).toBe(String(brand));
    // A match whose source gave no fair probabilities is priced alike for every brand.
    const plain = await selectionIdOf(book.db, 'm1', 'away');
    const plainOn = (events: Awaited<ReturnType<typeof demo.board>>) =>
      events
        .flatMap(({ markets }) => markets.flatMap(({ selections }) => selections))
        .find(({ selectionId }) => selectionId === plain)?.price;
    expect(plainOn(await wide.board())).toBe('2000');

    // The wider brand's member is refused the installation's price and struck at the brand's.
    const single = (price: bigint | undefined) => ({
      kind: 'single',
      unitStake: '10.00',
      legs: [{ selectionId: home, price: String(price) }],
    });
    expect((await wide.bet(single(installation))).json()).toEqual({
      error: 'refused',
      reasons: [{ code: 'price_changed', selectionId: home, price: String(brand) }],
    });
    const before = await liabilityOf('selection', home);
    const struck = await wide.bet(single(brand));
    expect(struck.json()).toMatchObject({
      bet: { potentialReturn: '15.29', legs: [{ selectionId: home, price: String(brand) }] },
      balance: '40.00',
    });
    expect(await liabilityOf('selection', home)).toBe(before + 5_29n);
    const taken = await demo.bet(single(installation));
    expect(taken.json()).toMatchObject({
      bet: { potentialReturn: '16.06', legs: [{ selectionId: home, price: String(installation) }] },
    });
    expect(await liabilityOf('selection', home)).toBe(before + 5_29n + 6_06n);
    const legs = await book.db
      .selectFrom('bet_leg')
      .select('price')
      .where('selection_id', '=', BigInt(home))
      .orderBy('bet_id')
      .execute();
    expect(legs.map(({ price }) => price)).toEqual([brand, installation]);

    // The board's session is checked: malformed, or unknown.
    expect((await app.inject('/api/events?sport=football&session=nope')).statusCode).toBe(400);
    expect((await app.inject(`/api/events?sport=football&session=${'0'.repeat(32)}`)).statusCode).toBe(404);
    await expectLedgerHealthy(platform.database.db);
  });
});
