import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDatabase } from '../db/database.ts';
import { postgresBookDatabase } from '../db/test-database.ts';
import { settledReturn } from '../rules/bets.ts';
import type { Market } from '../rules/markets.ts';
import { type LegToGrade, outcomeOfLeg, ruleBetOf } from './grading.ts';
import { settleDecided } from './settlement.ts';

let book: BookDatabase;
const NOW = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  book = await postgresBookDatabase(4);
  await sql`INSERT INTO competition (sport_code, name) VALUES ('football', 'Property League')`.execute(
    book.db,
  );
  await sql`INSERT INTO player_session (id, token, player_id, game_code, currency, scale, language, opened_at,
      odds_format) VALUES (${'0'.repeat(32)}, 'token', 'P1', 'SPORTSBOOK_SPORTS', 'CNY', 2, 'EN', ${NOW}, 'decimal')`.execute(
    book.db,
  );
});
afterAll(async () => {
  await book?.close();
});

/** Each event's three markets, their selections in this order: the lines quarters, half and whole. */
const marketsOf = (handicap: number, total: number): Market[] => [
  { kind: 'match_result' },
  { kind: 'asian_handicap', line: handicap },
  { kind: 'over_under', line: total },
];
const CODES = [
  ['home', 'draw', 'away'],
  ['home', 'away'],
  ['over', 'under'],
];

const score = fc.record({ home: fc.nat(4), away: fc.nat(4) });
const event = fc.record({
  handicap: fc.integer({ min: -8, max: 8 }),
  total: fc.integer({ min: 1, max: 18 }),
  result: score,
  cancelled: fc.nat(4).map((n) => n === 0),
  correction: fc.option(score, { nil: undefined }),
});
const pick = fc.record({ market: fc.nat(2), code: fc.nat(2), price: fc.integer({ min: 1010, max: 9000 }) });
const bet = fc.record({
  kind: fc.constantFrom('single', 'accumulator', 'trixie', '2/3', 'patent', 'yankee'),
  events: fc.uniqueArray(fc.nat(3), { minLength: 4, maxLength: 4 }),
  picks: fc.array(pick, { minLength: 4, maxLength: 4 }),
  unitStake: fc.integer({ min: 1, max: 100_00 }),
});
const LEGS: Record<string, number> = { single: 1, accumulator: 3, trixie: 3, '2/3': 3, patent: 3, yankee: 4 };

type Stored = { id: bigint; kind: string; system_name: string | null; unit_stake: bigint };

/**
 * The per-bet settlement, as the book made it one bet a transaction before it settled in pages: each
 * leg graded from its market's result, the bet's return from the rules on its stake, won (it returned
 * something), lost, or void (every leg void or pushed).
 */
async function perBet(bets: readonly Stored[]) {
  const { rows } = await sql<LegToGrade & { betId: bigint }>`
    SELECT l.bet_id AS "betId", l.event_id AS "eventId", l.selection_id AS "selectionId", l.price, s.code,
      m.definition, m.result, m.result_version AS "resultVersion", m.status AS "marketStatus",
      e.status AS "eventStatus"
    FROM bet_leg AS l JOIN selection AS s ON s.id = l.selection_id JOIN market AS m ON m.id = s.market_id
    JOIN event AS e ON e.id = l.event_id
    WHERE l.bet_id = ANY(${`{${bets.map(({ id }) => id).join(',')}}`}::bigint[])
    ORDER BY l.bet_id, l.position`.execute(book.db);
  return bets.map((stored) => {
    const legs = rows.filter((leg) => leg.betId === stored.id);
    const outcomes = new Map(legs.map((leg) => [String(leg.selectionId), outcomeOfLeg(leg)]));
    const returned = settledReturn(
      ruleBetOf({ ...stored, kind: stored.kind as 'single' }, legs),
      (leg) => outcomes.get(leg.selectionId) ?? { kind: 'lose' },
    );
    const void_ = [...outcomes.values()].every(
      (outcome) => outcome?.kind === 'void' || outcome?.kind === 'push',
    );
    return { id: stored.id, status: returned === 0n ? 'lost' : void_ ? 'void' : 'won', returned };
  });
}

const settledAs = async (ids: readonly bigint[]) => {
  const { rows } = await sql<{ id: bigint; status: string; returned: bigint }>`
    SELECT id, status, returned FROM bet WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY id`.execute(
    book.db,
  );
  return rows;
};

let runs = 0;

describe('settlement in pages', () => {
  it('settles and re-settles random bets as the per-bet settlement does, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 4, maxLength: 4 }),
        fc.array(bet, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 2, max: 5 }),
        async (events, bets, pageSize) => {
          runs += 1;
          // Set-based, a statement a table, each from a JSON list of rows.
          const rowsOf = (list: unknown[]) =>
            JSON.stringify(list, (_, value) => (typeof value === 'bigint' ? String(value) : value));
          const { rows: made } = await sql<{ id: bigint }>`
            INSERT INTO event (source, source_id, competition_id, home, away, starts_at, status, commitment)
            SELECT 'property', x.source_id, (SELECT id FROM competition), 'H', 'A', ${NOW}, x.status, ${'0'.repeat(64)}
            FROM jsonb_to_recordset(${rowsOf(events.map((spec, index) => ({ source_id: `${runs}-${index}`, status: spec.cancelled ? 'cancelled' : 'finished' })))}::jsonb)
              AS x (source_id text, status text)
            ORDER BY x.source_id RETURNING id`.execute(book.db);
          const eventIds = made.map(({ id }) => id).sort((a, b) => (a < b ? -1 : 1));
          await sql`INSERT INTO market (event_id, key, definition, status, result, result_version)
            SELECT x.event_id, x.key, x.definition, 'closed', x.result, x.result_version
            FROM jsonb_to_recordset(${rowsOf(
              events.flatMap((spec, index) =>
                marketsOf(spec.handicap, spec.total).map((market, position) => ({
                  event_id: eventIds[index],
                  key: String(position),
                  definition: market,
                  result: spec.cancelled ? null : spec.result,
                  result_version: spec.cancelled ? 0 : 1,
                })),
              ),
            )}::jsonb) AS x (event_id bigint, key text, definition jsonb, result jsonb, result_version int)`.execute(
            book.db,
          );
          await sql`INSERT INTO selection (market_id, code, price, status)
            SELECT m.id, c.code, 2000, 'settled'
            FROM market AS m CROSS JOIN LATERAL unnest(CASE m.key WHEN '0' THEN '{home,draw,away}'::text[]
              WHEN '1' THEN '{home,away}'::text[] ELSE '{over,under}'::text[] END) AS c (code)
            WHERE m.event_id = ANY(${`{${eventIds.join(',')}}`}::bigint[])`.execute(book.db);
          const { rows: offered } = await sql<{ id: bigint; event_id: bigint; key: string; code: string }>`
            SELECT s.id, m.event_id, m.key, s.code FROM selection AS s JOIN market AS m ON m.id = s.market_id
            WHERE m.event_id = ANY(${`{${eventIds.join(',')}}`}::bigint[])`.execute(book.db);
          const selectionOf = (eventIndex: number, market: number, code: number) => {
            const codes = CODES[market] ?? [];
            const wanted = codes[code % codes.length];
            const found = offered.find(
              (row) =>
                row.event_id === eventIds[eventIndex] && row.key === String(market) && row.code === wanted,
            );
            if (!found) throw new Error('no such selection');
            return found.id;
          };
          const kinds = bets.map((spec) => ({
            kind: spec.kind === 'single' || spec.kind === 'accumulator' ? spec.kind : 'system',
            system: spec.kind === 'single' || spec.kind === 'accumulator' ? null : spec.kind,
          }));
          const { rows: placed } = await sql<{ id: bigint; idempotency_key: string }>`
            INSERT INTO bet (session_id, player_id, currency, idempotency_key, kind, system_name, unit_stake,
              total_stake, potential_return, liability, status, wallet_round_id, wallet_transaction_id, placed_at)
            SELECT ${'0'.repeat(32)}, 'P1', 'CNY', x.key, x.kind, x.system, x.unit_stake, x.unit_stake, 0, 0, 'open',
              'r' || x.key, 'r' || x.key || ':debit', ${NOW}
            FROM jsonb_to_recordset(${rowsOf(
              bets.map((spec, index) => ({
                key: `${runs}-${index}`,
                ...kinds[index],
                unit_stake: spec.unitStake,
              })),
            )}::jsonb) AS x (key text, kind text, system text, unit_stake bigint)
            RETURNING id, idempotency_key`.execute(book.db);
          const betIdOf = new Map(placed.map((row) => [row.idempotency_key, row.id]));
          const stored: Stored[] = bets.map((spec, index) => ({
            id: betIdOf.get(`${runs}-${index}`) ?? 0n,
            kind: kinds[index]?.kind ?? 'single',
            system_name: kinds[index]?.system ?? null,
            unit_stake: BigInt(spec.unitStake),
          }));
          await sql`INSERT INTO bet_leg (bet_id, position, event_id, selection_id, price)
            SELECT * FROM jsonb_to_recordset(${rowsOf(
              bets.flatMap((spec, index) =>
                Array.from({ length: LEGS[spec.kind] ?? 1 }, (_, position) => {
                  const eventIndex = spec.events[position] as number;
                  const { market, code, price } = spec.picks[position] as (typeof spec.picks)[number];
                  return {
                    bet_id: stored[index]?.id,
                    position,
                    event_id: eventIds[eventIndex],
                    selection_id: selectionOf(eventIndex, market, code),
                    price,
                  };
                }),
              ),
            )}::jsonb) AS x (bet_id bigint, position smallint, event_id bigint, selection_id bigint, price bigint)`.execute(
            book.db,
          );
          const ids = stored.map(({ id }) => id);

          expect(await settleDecided({ db: book.db, now: () => NOW }, pageSize)).toBe(stored.length);
          const first = await perBet(stored);
          expect(await settledAs(ids)).toEqual(first);
          // Nothing moved: a second run settles nothing.
          expect(await settleDecided({ db: book.db, now: () => NOW }, pageSize)).toBe(0);

          // Corrected results: every bet the corrected events touch is settled again, owing the difference.
          for (const [index, spec] of events.entries())
            if (spec.correction && !spec.cancelled)
              await sql`UPDATE market SET result = ${JSON.stringify(spec.correction)}, result_version = 2
                WHERE event_id = ${eventIds[index]}`.execute(book.db);
          await settleDecided({ db: book.db, now: () => NOW }, pageSize);
          const second = await perBet(stored);
          expect(await settledAs(ids)).toEqual(second);
          const { rows: payments } = await sql<{ bet_id: bigint; total: bigint; latest: bigint }>`
            SELECT bet_id, sum(amount)::bigint AS total, (array_agg(basis ORDER BY version DESC))[1] AS latest
            FROM payment WHERE bet_id = ANY(${`{${ids.join(',')}}`}::bigint[]) GROUP BY bet_id ORDER BY bet_id`.execute(
            book.db,
          );
          // Each bet's payments add up to what it returns now, and the latest is settled on that.
          expect(payments).toEqual(
            second.map(({ id, returned }) => ({ bet_id: id, total: returned, latest: returned })),
          );
        },
      ),
      { numRuns: 50 },
    );
  }, 90_000);
});
