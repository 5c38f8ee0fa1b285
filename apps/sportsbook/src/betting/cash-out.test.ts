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
import { settlementRun } from '../settlement/settlement.ts';
import { memberWithToken, registerBook } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';

let platform: TestServer;
let book: BookDatabase;
let app: ReturnType<typeof buildBookApp>;
let wallet: ReturnType<typeof platformWallet>;

const NOW = new Date('2026-06-01T12:00:00Z');

/** A football match at `home` and 2.000 away; suspended, or over with a score. */
function match(
  sourceId: string,
  home: bigint,
  state: { suspended?: true; over?: { home: number; away: number } } = {},
): FeedEvent {
  return {
    sourceId,
    sport: 'football',
    competition: 'Test League',
    home: `Home ${sourceId}`,
    away: `Away ${sourceId}`,
    startsAt: new Date(NOW.getTime() + 3600_000),
    status: state.over ? 'finished' : 'scheduled',
    commitment: commitmentOf({ outcome: { home: [], away: [] }, salt: sourceId }),
    markets: [
      {
        key: 'ml',
        market: { kind: 'money_line' },
        status: state.over ? 'closed' : state.suspended ? 'suspended' : 'open',
        selections: [
          { code: 'home', price: home },
          { code: 'away', price: 2000n },
        ],
        ...(state.over ? { result: state.over } : {}),
      },
    ],
  };
}

/**
 * A football match priced by its model, home at `home` and away the rest, as the simulated feed
 * reports one: at the installation's 5% margin, with each selection's fair probability.
 */
function modelled(sourceId: string, home: number): FeedEvent {
  const fair = new Map([
    ['home', home],
    ['away', 1 - home],
  ]);
  const priced = priceAtMargin({ kind: 'money_line' }, (code) => fair.get(code) ?? 0, 500);
  const [market] = match(sourceId, 2000n).markets;
  if (!market) throw new Error('no market');
  return {
    ...match(sourceId, 2000n),
    markets: [
      {
        ...market,
        selections: priced.map(({ selection, price }) => ({
          code: selection,
          price,
          fairProbability: fair.get(selection) ?? 0,
        })),
      },
    ],
  };
}

let reported: FeedEvent[] = [match('p', 2000n), match('q', 2000n)];
const source: EventSource = { name: 'test', eventsAt: () => reported };
let sync: ReturnType<typeof feedSync>;
const report = async (events: FeedEvent[]) => {
  reported = events;
  await sync(NOW);
};

beforeAll(async () => {
  [platform, book] = await Promise.all([startTestServer(), postgresBookDatabase(10)]);
  const secret = await registerBook(platform, 'http://127.0.0.1:4829/play');
  wallet = platformWallet({
    baseUrl: `${platform.url}/vendor-wallet/v1`,
    vendorCode: SPORTSBOOK_PROVIDER_CODE,
    secret,
  });
  app = buildBookApp({ logLevel: 'silent', db: book.db, wallet, now: () => NOW, cashOutMargin: 300 });
  sync = feedSync(book.db, source);
  await sync(NOW);
});
afterAll(async () => {
  await app?.close();
  await book?.close();
  await platform?.close();
});

const selectionLiability = async (event: string, code: string) =>
  (
    await book.db
      .selectFrom('liability')
      .select('amount')
      .where('subject', '=', 'selection')
      .where('subject_id', '=', BigInt(await selectionIdOf(book.db, event, code)))
      .executeTakeFirst()
  )?.amount ?? 0n;

async function launched(amount: bigint, brand = 'demo') {
  const member = await memberWithToken(platform, amount, brand);
  const response = await app.inject({
    method: 'GET',
    url: `/play?game=${SPORTSBOOK_GAMES.football}&mode=real&lang=EN&token=${member.token}`,
  });
  const session = String(response.headers.location).replace('/book/', '');
  return {
    ...member,
    session,
    bet: async (event: string, code: string, unitStake: string, key: string, price = '2000') =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/sessions/${session}/bets`,
          headers: { 'idempotency-key': key },
          payload: {
            kind: 'single',
            unitStake,
            legs: [{ selectionId: await selectionIdOf(book.db, event, code), price }],
          },
        })
      ).json().bet.betId as string,
    bets: async () => (await app.inject({ method: 'GET', url: `/api/sessions/${session}/bets` })).json().bets,
    cashOut: (betId: string, body: object, key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/sessions/${session}/bets/${betId}/cash-out`,
        headers: { 'idempotency-key': key },
        payload: body,
      }),
  };
}

describe('cash-out', () => {
  it('pays part of a bet at today’s offer, once per key, and the settlement pays only the rest', async () => {
    const member = await launched(100_00n);
    const betId = await member.bet('p', 'home', '10.00', 'cash-out-bet-000001');
    // Placed at 2.000 and still priced so: the fair value is the stake, 3% kept.
    const [placed] = await member.bets();
    expect(placed).toMatchObject({
      betId,
      kind: 'single',
      system: null,
      status: 'open',
      unitStake: '10.00',
      totalStake: '10.00',
      potentialReturn: '20.00',
      paid: null,
      legs: [{ home: 'Home p', away: 'Away p', marketKey: 'ml', code: 'home', price: '2000', outcome: null }],
      cashOut: { offer: '9.70' },
    });

    // Home shortens to 1.500: 10.00 × 2 ÷ 1.5 = 13.33 fair, 12.93 offered.
    await report([match('p', 1500n), match('q', 2000n)]);
    expect((await member.bets())[0].cashOut).toEqual({ offer: '12.93' });
    const tooMuch = await member.cashOut(betId, { offer: '13.00' }, 'cash-out-key-000001');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: 'offer_changed', offer: '12.93' });

    // Four of the ten: 5.33 fair, 5.17 offered; the bet stays open on 6.00.
    const part = await member.cashOut(betId, { offer: '5.17', part: '4.00' }, 'cash-out-key-000002');
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      paid: '5.17',
      bet: {
        betId,
        status: 'open',
        unitStake: '6.00',
        totalStake: '6.00',
        potentialReturn: '12.00',
        paid: '5.17',
      },
    });
    expect(await member.balance()).toBe(90_00n + 5_17n);
    expect(await selectionLiability('p', 'home')).toBe(6_00n);
    // The same key again answers the same and pays nothing more.
    const again = await member.cashOut(betId, { offer: '5.17', part: '4.00' }, 'cash-out-key-000002');
    expect(again.json().paid).toBe('5.17');
    expect(await member.balance()).toBe(95_17n);

    // Home wins: the settlement pays the 6.00 left at 2.000, and closes the round.
    await report([match('p', 1500n, { over: { home: 1, away: 0 } }), match('q', 2000n)]);
    await settlementRun({ db: book.db, wallet, now: () => NOW, log: { info: () => {} } });
    expect(await member.balance()).toBe(95_17n + 12_00n);
    expect((await member.bets())[0]).toMatchObject({
      status: 'won',
      paid: '17.17',
      cashOut: null,
      legs: [{ outcome: 'win' }],
    });
    expect(await selectionLiability('p', 'home')).toBe(0n);
    await expectLedgerHealthy(platform.database.db);
  });

  it('closes a whole bet, which then settles for nothing more; offers nothing on a suspended market', async () => {
    const member = await launched(50_00n);
    const betId = await member.bet('q', 'away', '10.00', 'cash-out-bet-000002');
    await report([match('p', 1500n, { over: { home: 1, away: 0 } }), match('q', 2000n, { suspended: true })]);
    expect((await member.bets())[0].cashOut).toBeNull();
    expect((await member.cashOut(betId, { offer: '1.00' }, 'cash-out-key-000003')).json()).toEqual({
      error: 'not_offered',
    });

    await report([match('p', 1500n, { over: { home: 1, away: 0 } }), match('q', 2000n)]);
    const whole = await member.cashOut(betId, { offer: '9.50' }, 'cash-out-key-000004');
    expect(whole.json()).toMatchObject({
      paid: '9.70',
      bet: { status: 'cashed_out', paid: '9.70', cashOut: null },
    });
    expect(await member.balance()).toBe(40_00n + 9_70n);
    expect(await selectionLiability('q', 'away')).toBe(0n);
    expect((await member.cashOut(betId, { offer: '9.50' }, 'cash-out-key-000005')).json()).toEqual({
      error: 'not_offered',
    });

    // Away wins: the bet was cashed out, and nothing more is paid.
    await report([
      match('p', 1500n, { over: { home: 1, away: 0 } }),
      match('q', 2000n, { over: { home: 0, away: 1 } }),
    ]);
    await settlementRun({ db: book.db, wallet, now: () => NOW, log: { info: () => {} } });
    expect(await member.balance()).toBe(49_70n);
    await expectLedgerHealthy(platform.database.db);
  });

  it('pays one of ten simultaneous cash-outs of a bet', async () => {
    const member = await launched(20_00n);
    await report([...reported, match('s', 2000n)]);
    const betId = await member.bet('s', 'away', '10.00', 'cash-out-bet-000004');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        member.cashOut(betId, { offer: '9.70' }, `cash-out-race-${String(index).padStart(6, '0')}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)),
    ).toEqual(new Set([JSON.stringify({ error: 'not_offered' })]));
    expect(await member.balance()).toBe(10_00n + 9_70n);
    await expectLedgerHealthy(platform.database.db);
  });

  it('refuses a malformed ask, and another member’s bet', async () => {
    const member = await launched(10_00n);
    const other = await launched(10_00n);
    await report([...reported, match('r', 2000n)]);
    const betId = await member.bet('r', 'home', '1.00', 'cash-out-bet-000003');
    expect((await member.cashOut(betId, { offer: 'x' }, 'cash-out-key-000006')).statusCode).toBe(400);
    expect(
      (await member.cashOut(betId, { offer: '0.50', part: '0' }, 'cash-out-key-000007')).statusCode,
    ).toBe(400);
    expect((await member.cashOut(betId, { offer: '0.50' }, 'short')).statusCode).toBe(400);
    expect((await other.cashOut(betId, { offer: '0.01' }, 'cash-out-key-000008')).statusCode).toBe(404);
    expect(
      (await member.cashOut(betId, { offer: '0.01', part: '2.00' }, 'cash-out-key-000009')).statusCode,
    ).toBe(400);
  });

  it('values an open bet at its brand’s prices now', async () => {
    await demoLikeBrand(platform.database.db, 'cash-brand');
    await platform.database.db
      .updateTable('merchants')
      .set({ sportsbook_margin: 1200 })
      .where('code', '=', 'cash-brand')
      .execute();
    const [branded, demo] = [await launched(20_00n, 'cash-brand'), await launched(20_00n)];
    await report([...reported, modelled('t', 0.6)]);
    // Home at 0.6 is 1.529 at the brand's 12% and 1.606 at the installation's 5%: each member is
    // struck at their brand's price, and while it stands the offer is the stake, 3% kept.
    const brandBet = await branded.bet('t', 'home', '10.00', 'cash-out-bet-000005', '1529');
    const demoBet = await demo.bet('t', 'home', '10.00', 'cash-out-bet-000006', '1606');
    expect((await branded.bets())[0]).toMatchObject({ betId: brandBet, cashOut: { offer: '9.70' } });
    expect((await demo.bets())[0]).toMatchObject({ betId: demoBet, cashOut: { offer: '9.70' } });

    // Home drifts to 0.5: 1.785 at the brand's margin, 1.904 at the installation's.
    // 10.00 × 1.529 ÷ 1.785 × 0.97 = 8.308…, and 10.00 × 1.606 ÷ 1.904 × 0.97 = 8.181….
    await report([...reported.filter(({ sourceId }) => sourceId !== 't'), modelled('t', 0.5)]);
    expect((await branded.bets())[0].cashOut).toEqual({ offer: '8.30' });
    expect((await demo.bets())[0].cashOut).toEqual({ offer: '8.18' });
    const paid = await branded.cashOut(brandBet, { offer: '8.30' }, 'cash-out-key-000010');
    expect(paid.json()).toMatchObject({ paid: '8.30', bet: { status: 'cashed_out' } });
    expect(await branded.balance()).toBe(10_00n + 8_30n);
    await expectLedgerHealthy(platform.database.db);
  });
});
