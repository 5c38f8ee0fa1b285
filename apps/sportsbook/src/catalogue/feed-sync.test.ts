import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookApp } from '../app.ts';
import type { BookDatabase } from '../db/database.ts';
import { postgresBookDatabase } from '../db/test-database.ts';
import { verifyReveal } from '../feed/commitment.ts';
import { SCHEDULES, simulatedSource } from '../feed/simulated.ts';
import type { EventSource, FeedEvent } from '../feed/source.ts';
import type { PlatformWallet } from '../wallet.ts';
import { pricesAtMargin } from './brand-prices.ts';
import { feedSync } from './feed-sync.ts';
import { selectionsOfMarkets } from './repo.ts';

let book: BookDatabase;
let app: ReturnType<typeof buildBookApp>;

beforeAll(async () => {
  book = await postgresBookDatabase(2);
  // These tests read the board and the proofs only: no call reaches a wallet.
  app = buildBookApp({ logLevel: 'silent', db: book.db, wallet: {} as PlatformWallet });
});
afterAll(async () => {
  await app?.close();
  await book?.close();
});

const MINUTE = 60_000;
const START = new Date('2026-06-01T12:00:30Z');

const board = async (sport: string) =>
  (await app.inject(`/api/events?sport=${sport}`)).json().events as {
    eventId: string;
    status: string;
    commitment: string;
    markets: { key: string; status: string; selections: { code: string; price: string; status: string }[] }[];
  }[];

describe('the simulated feed in the book', () => {
  it('commits each outcome before the board offers it, trades football in play, and reveals what it committed to', async () => {
    const sync = feedSync(book.db, simulatedSource({ margin: 500, createdAt: START }));
    await sync(START);
    const football = await board('football');
    expect(football).toHaveLength(3);
    const [match] = football;
    if (!match) throw new Error('no match');
    expect(match.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(match.markets.map(({ key }) => key)).toEqual([
      '1x2',
      'ml',
      'ah:-1',
      'ah:-2',
      'ou:9',
      'ou:10',
      'cs',
      'btts',
    ]);
    // A priced book with the margin: the 1X2's implied chances sum to more than one.
    const implied = match.markets[0]?.selections.reduce((sum, { price }) => sum + 1000 / Number(price), 0);
    expect(implied).toBeGreaterThan(1.03);
    expect((await board('virtual'))[0]?.markets.every(({ status }) => status === 'open')).toBe(true);

    // Half-time: the match is in play, its prices moved with the clock, its commitment unchanged.
    const kickOff = Math.ceil(START.getTime() / SCHEDULES.football.everyMs) * SCHEDULES.football.everyMs;
    await sync(new Date(kickOff + SCHEDULES.football.playsMs / 2));
    const live = (await board('football')).find(({ eventId }) => eventId === match.eventId);
    expect(live?.status).toMatch(/^(live|suspended)$/);
    expect(live?.commitment).toBe(match.commitment);
    expect(live?.markets[0]?.selections).not.toEqual(match.markets[0]?.selections);

    // Over: the outcome and salt hash to the commitment, and every market's result is the drawn score.
    await sync(new Date(kickOff + SCHEDULES.football.playsMs + MINUTE));
    const proof = (await app.inject(`/api/events/${match.eventId}/proof`)).json();
    expect(proof).toMatchObject({ commitment: match.commitment, verified: true });
    const goals = proof.reveal.outcome as { home: number[]; away: number[] };
    const results = await book.db
      .selectFrom('market')
      .select(['result', 'result_version'])
      .where('event_id', '=', BigInt(match.eventId))
      .execute();
    expect(new Set(results.map(({ result }) => JSON.stringify(result)))).toEqual(
      new Set([JSON.stringify({ away: goals.away.length, home: goals.home.length })]),
    );
    expect(results.every(({ result_version }) => result_version === 1)).toBe(true);
    // Another outcome does not verify.
    expect(
      verifyReveal(proof.commitment, { ...proof.reveal, outcome: { home: goals.away, away: goals.home } }),
    ).toBe(goals.home.join() === goals.away.join());
  });

  it("keeps each selection's fair probability, which at the installation margin gives back every stored price", async () => {
    const source = simulatedSource({ margin: 700, createdAt: START });
    const sync = feedSync(book.db, source);
    const stored = async () => {
      const markets = await book.db
        .selectFrom('market as m')
        .innerJoin('event as e', 'e.id', 'm.event_id')
        .select('m.id')
        .where(
          'e.source_id',
          'in',
          source.eventsAt(START).map(({ sourceId }) => sourceId),
        )
        .execute();
      return selectionsOfMarkets(
        book.db,
        markets.map(({ id }) => id),
      );
    };
    // Before the off, and in play, when goals have ruled some selections out of their markets.
    const kickOff = Math.ceil(START.getTime() / SCHEDULES.football.everyMs) * SCHEDULES.football.everyMs;
    for (const at of [START, new Date(kickOff + SCHEDULES.football.playsMs * 0.8)]) {
      await sync(at);
      const selections = await stored();
      expect(selections.length).toBeGreaterThan(100);
      expect(selections.filter(({ fairProbability }) => fairProbability !== null).length).toBeGreaterThan(
        100,
      );
      const again = pricesAtMargin(selections, 700);
      for (const { selectionId, price } of selections) expect(again.get(selectionId)).toBe(price);
    }
    // A selection the source stopped pricing keeps no fair probability: it is out of its market's book.
    const ruledOut = await book.db
      .selectFrom('selection')
      .select(['status', 'fair_probability'])
      .where('fair_probability', 'is', null)
      .where(
        'market_id',
        'in',
        (await stored()).map(({ marketId }) => marketId),
      )
      .execute();
    expect(ruledOut.every(({ status }) => status !== 'open')).toBe(true);
  });

  it('keeps a commitment once published, and cancels an open event its source stops reporting', async () => {
    const event = (commitment: string): FeedEvent => ({
      sourceId: 'fight-1',
      sport: 'cockfighting',
      competition: 'Test Pit',
      home: 'Meron',
      away: 'Wala',
      startsAt: new Date(START.getTime() + MINUTE),
      status: 'scheduled',
      commitment,
      markets: [
        {
          key: 'fight',
          market: { kind: 'cockfight', drawRule: 'void_sides' },
          status: 'open',
          selections: [
            { code: 'meron', price: 1900n },
            { code: 'wala', price: 1900n },
            { code: 'draw', price: 20000n },
          ],
        },
      ],
    });
    let reported = [event('a'.repeat(64))];
    const source: EventSource = { name: 'adapter', eventsAt: () => reported };
    const sync = feedSync(book.db, source);
    await sync(START);
    reported = [event('b'.repeat(64))];
    await sync(START);
    const stored = () =>
      book.db
        .selectFrom('event')
        .select(['status', 'commitment'])
        .where('source', '=', 'adapter')
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ status: 'scheduled', commitment: 'a'.repeat(64) });
    reported = [];
    await sync(START);
    expect((await stored()).status).toBe('cancelled');
    const selections = await book.db
      .selectFrom('selection')
      .select('status')
      .distinct()
      .where('price', '=', 20000n)
      .execute();
    expect(selections).toEqual([{ status: 'suspended' }]);
  });
});
