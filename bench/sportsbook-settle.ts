import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateBook, openBookDatabase } from '../apps/sportsbook/src/db/database.ts';
import { payOwed, settleDecided } from '../apps/sportsbook/src/settlement/settlement.ts';
import type { PlatformWallet } from '../apps/sportsbook/src/wallet.ts';
import {
  benchArguments,
  machine,
  ms,
  oneMinuteLoad,
  ownDatabase,
  packageVersion,
  spread,
  table,
  writeResults,
} from './measure.ts';

/**
 * Settling a finished football match with 100,000 open bets (5,000 in the CI smoke) on the book's own
 * PostgreSQL, by the method of docs/benchmarks.md: the settlement the book's run makes
 * (`settleDecided`: pages of 10,000 bets, each graded by the rules and written back set-based with
 * its payment rows in one transaction) against the bare SQL of the same writes (one statement setting
 * the same bets' status and return from precomputed values and inserting the same payment rows),
 * interleaved per round, with the bets, payments and liability put back and the tables vacuumed
 * between runs. The bets are 70% singles on the match's 1X2, quarter-line handicap and quarter-line
 * total, 20% trebles and 10% Trixies, each multiple with one leg on the match and the others on
 * matches already over, over 1,000 sessions. Target: at most 3 times the bare statement.
 *
 * Paying is the sender's job, after commit, one wallet call a bet: an informational line times the
 * sender's own side (its pages of owed payments and the marks) for its first run's 2,000 payments
 * against a wallet that answers OK at once; the platform's credit is a debit's cost
 * (bench/sportsbook-place.ts, bench/seamless-wallet.ts).
 *
 * `--seconds` only tells a smoke (under 3: 5,000 bets) from a measurement; `--rounds` as every bench.
 * Exits non-zero only when a settlement differs from the first one's statuses, returns and payments,
 * a bet is left open or paid twice, or liability is left held.
 */
const { seconds, rounds } = benchArguments(10);
const BETS = seconds < 3 ? 5_000 : 100_000;
const SESSIONS = 1_000;
const RATIO_TARGET = 3;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NOW = new Date('2026-06-01T12:00:00Z');

const loadBefore = oneMinuteLoad();
const own = await ownDatabase(adminUrl, 'bench_book');
const book = await openBookDatabase({ url: own.url, poolMax: 4 });
const { db } = book;
const results: { bareMs: number; settleMs: number; ratio: number; load: number }[] = [];
const problems: string[] = [];
let paying = { payments: 0, ms: 0 };

try {
  await migrateBook(db);
  // The match to settle (2-1) and four matches already over, each graded at version 1.
  await sql`INSERT INTO competition (sport_code, name) VALUES ('football', 'Bench League')`.execute(db);
  await sql`INSERT INTO event (source, source_id, competition_id, home, away, starts_at, status, commitment)
    SELECT 'bench', source_id, (SELECT id FROM competition), 'Home ' || source_id, 'Away ' || source_id,
      ${NOW}::timestamptz - interval '2 hours', 'finished', repeat('0', 64)
    FROM unnest('{main,o0,o1,o2,o3}'::text[]) AS source_id`.execute(db);
  await sql`INSERT INTO market (event_id, key, definition, status, result, result_version)
    SELECT e.id, m.key, m.definition::jsonb, 'closed', m.result::jsonb, 1
    FROM event AS e
    JOIN (VALUES ('main', '1x2', '{"kind":"match_result"}', '{"home":2,"away":1}'),
      ('main', 'ah:-1', '{"kind":"asian_handicap","line":-1}', '{"home":2,"away":1}'),
      ('main', 'ou:11', '{"kind":"over_under","line":11}', '{"home":2,"away":1}'),
      ('o0', '1x2', '{"kind":"match_result"}', '{"home":1,"away":0}'),
      ('o1', '1x2', '{"kind":"match_result"}', '{"home":1,"away":1}'),
      ('o2', '1x2', '{"kind":"match_result"}', '{"home":0,"away":2}'),
      ('o3', '1x2', '{"kind":"match_result"}', '{"home":3,"away":1}'))
      AS m (source_id, key, definition, result) ON m.source_id = e.source_id`.execute(db);
  await sql`INSERT INTO selection (market_id, code, price, status)
    SELECT m.id, s.code, s.price, 'settled'
    FROM market AS m
    JOIN (VALUES ('1x2', 'home', 2100), ('1x2', 'draw', 3300), ('1x2', 'away', 3600),
      ('ah:-1', 'home', 1950), ('ah:-1', 'away', 1900), ('ou:11', 'over', 2050), ('ou:11', 'under', 1800))
      AS s (key, code, price) ON s.key = m.key`.execute(db);
  await sql`INSERT INTO player_session (id, token, player_id, game_code, currency, scale, language, opened_at,
      brand_code, odds_format)
    SELECT lpad(to_hex(g), 32, '0'), 'token' || g, 'P' || g, 'SPORTSBOOK_SPORTS', 'CNY', 2, 'EN', ${NOW}::timestamptz,
      'demo', 'decimal'
    FROM generate_series(1, ${SESSIONS}) AS g`.execute(db);
  // Bet g: a single on the main match's selection g % 7 (g % 10 < 7), a treble (7, 8) or a Trixie (9),
  // the multiples' other legs on two of the four matches over, 10.00 a line.
  await sql`INSERT INTO bet (id, session_id, player_id, currency, idempotency_key, kind, system_name, unit_stake,
      total_stake, potential_return, liability, status, wallet_round_id, wallet_transaction_id, placed_at)
    SELECT g, lpad(to_hex(g % ${SESSIONS} + 1), 32, '0'), 'P' || (g % ${SESSIONS} + 1), 'CNY', 'bench-' || g,
      CASE WHEN g % 10 < 7 THEN 'single' WHEN g % 10 < 9 THEN 'accumulator' ELSE 'system' END,
      CASE WHEN g % 10 = 9 THEN 'trixie' END, 1000,
      CASE WHEN g % 10 = 9 THEN 4000 ELSE 1000 END, 0, 1000, 'open', 'round-' || g, 'round-' || g || ':debit',
      ${NOW}::timestamptz - interval '3 hours'
    FROM generate_series(1, ${BETS}) AS g`.execute(db);
  await sql`SELECT setval('bet_id_seq', ${BETS})`.execute(db);
  const selections = sql`(SELECT s.id, e.id AS event_id, s.price, e.source_id,
      row_number() OVER (PARTITION BY e.id ORDER BY s.id) - 1 AS n
    FROM selection AS s JOIN market AS m ON m.id = s.market_id JOIN event AS e ON e.id = m.event_id)`;
  await sql`INSERT INTO bet_leg (bet_id, position, event_id, selection_id, price)
    SELECT b.id, leg.position, s.event_id, s.id, s.price
    FROM bet AS b
    CROSS JOIN LATERAL (VALUES (0, 'main', b.id % 7), (1, 'o' || (b.id % 4), b.id % 3),
      (2, 'o' || ((b.id + 1) % 4), (b.id / 10) % 3)) AS leg (position, source_id, n)
    JOIN ${selections} AS s ON s.source_id = leg.source_id AND s.n = leg.n
    WHERE leg.position = 0 OR b.kind <> 'single'`.execute(db);
  // Each bet's liability held on its events and selections, as the placement leaves it.
  await sql`INSERT INTO liability (subject, subject_id, currency, amount)
    SELECT 'event', event_id, 'CNY', sum(b.liability) FROM (SELECT DISTINCT bet_id, event_id FROM bet_leg) AS l
      JOIN bet AS b ON b.id = l.bet_id GROUP BY event_id
    UNION ALL
    SELECT 'selection', selection_id, 'CNY', sum(b.liability) FROM bet_leg AS l JOIN bet AS b ON b.id = l.bet_id
      GROUP BY selection_id`.execute(db);
  await sql`CREATE TABLE bench_liability AS SELECT * FROM liability`.execute(db);
  await sql`ANALYZE`.execute(db);

  const reset = async () => {
    await db.transaction().execute(async (trx) => {
      await sql`TRUNCATE payment`.execute(trx);
      await sql`UPDATE bet SET status = 'open', returned = NULL`.execute(trx);
      await sql`UPDATE market SET settled_version = NULL`.execute(trx);
      await sql`UPDATE liability AS l SET amount = s.amount FROM bench_liability AS s
        WHERE (l.subject, l.subject_id, l.currency) = (s.subject, s.subject_id, s.currency)`.execute(trx);
    });
    await sql`VACUUM ANALYZE bet, payment, liability, market`.execute(db);
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const settle = () => settleDecided({ db, now: () => NOW });

  // Warm-up, and the reference: the first settlement's statuses, returns and payment rows are what
  // the bare statement writes from, and what every later settlement must write again.
  const settledFirst = await settle();
  if (settledFirst !== BETS) problems.push(`the first settlement settled ${settledFirst} of ${BETS} bets`);
  await sql`CREATE TABLE bench_expected AS
    SELECT b.id, b.status, b.returned, p.version, p.amount, p.operation
    FROM bet AS b JOIN payment AS p ON p.bet_id = b.id`.execute(db);
  await sql`ALTER TABLE bench_expected ADD PRIMARY KEY (id)`.execute(db);
  const { rows: mix } = await sql<{ status: string; count: string }>`
    SELECT status, count(*) FROM bench_expected GROUP BY status ORDER BY status`.execute(db);

  // The sender's own side, for its first run: pages of owed payments, each marked paid as the
  // wallet answers (here at once).
  const answering = { pay: async () => 'OK' } as unknown as PlatformWallet;
  const payStarted = performance.now();
  const payments = await payOwed({ db, wallet: answering, now: () => NOW, log: { info: () => {} } });
  paying = { payments, ms: performance.now() - payStarted };

  const bare = () =>
    sql`WITH settled AS (
        UPDATE bet SET status = x.status, returned = x.returned FROM bench_expected AS x
        WHERE bet.id = x.id AND bet.status = 'open'
        RETURNING bet.id, bet.wallet_round_id, x.version, x.returned, x.amount, x.operation
      )
      INSERT INTO payment (bet_id, kind, version, basis, amount, operation, close_round, transaction_id, created_at)
      SELECT id, 'settlement', version, returned, amount, operation, true, wallet_round_id || ':settle:' || version,
        ${NOW}::timestamptz
      FROM settled`.execute(db);
  /** Every bet settled once, as the first settlement did, and no liability left held. */
  const check = async (side: string) => {
    const { rows } = await sql<{ open: string; differing: string; payments: string; held: string }>`
      SELECT (SELECT count(*) FROM bet WHERE status = 'open') AS open,
        (SELECT count(*) FROM bet AS b JOIN bench_expected AS x ON x.id = b.id
          LEFT JOIN payment AS p ON p.bet_id = b.id
          WHERE (b.status, b.returned, p.version, p.amount, p.operation)
            IS DISTINCT FROM (x.status, x.returned, x.version, x.amount, x.operation)) AS differing,
        (SELECT count(*) FROM payment) AS payments,
        (SELECT count(*) FROM liability WHERE amount <> 0) AS held`.execute(db);
    const row = rows[0];
    if (!row) return;
    if (Number(row.open) > 0) problems.push(`${side}: ${row.open} bets left open`);
    if (Number(row.differing) > 0) problems.push(`${side}: ${row.differing} bets settled otherwise`);
    if (Number(row.payments) !== BETS) problems.push(`${side}: ${row.payments} payments for ${BETS} bets`);
    if (side === 'settlement' && Number(row.held) > 0)
      problems.push(`${side}: ${row.held} liability rows still held`);
  };

  await reset();
  await timed(bare);
  await reset();
  for (let round = 0; round < rounds; round += 1) {
    const load = oneMinuteLoad();
    const bareMs = await timed(bare);
    await check('bare statement');
    await reset();
    const settleMs = await timed(settle);
    await check('settlement');
    await reset();
    results.push({ bareMs, settleMs, ratio: settleMs / bareMs, load });
  }
  console.log(`bets settled: ${mix.map(({ status, count }) => `${count} ${status}`).join(', ')}`);
} finally {
  await book.close();
  await own.drop();
}

const ratios = spread(results.map(({ ratio }) => ratio));
const settleMs = spread(results.map(({ settleMs }) => settleMs));
const verdict = ratios.median <= RATIO_TARGET ? 'PASS' : 'WARN';
const environment = {
  ...machine(),
  postgres: own.version,
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const payingLine = `paying (informational): the sender's first run sent ${paying.payments} payments in ${ms(paying.ms)} (${((paying.payments * 1000) / paying.ms).toFixed(0)}/s, 8 at a time) against a wallet answering at once; each is also one platform credit`;
const goalLine = `settlement ÷ bare statement: median ${ratios.median.toFixed(2)} (min ${ratios.min.toFixed(2)}, max ${ratios.max.toFixed(2)}); target ≤ ${RATIO_TARGET}: ${verdict}; settlement median ${ms(settleMs.median)} (${((BETS * 1000) / settleMs.median).toFixed(0)} bets/s)`;
console.log(
  [
    `PostgreSQL ${own.version}, ${BETS.toLocaleString('en')} open bets on one match, ${rounds} interleaved rounds`,
    ...results.map(
      (round, index) =>
        `round ${index + 1}: bare statement ${ms(round.bareMs)}, settlement ${ms(round.settleMs)}, ratio ${round.ratio.toFixed(2)} (1-minute load ${round.load})`,
    ),
    goalLine,
    payingLine,
    `problems: ${problems.length === 0 ? 'none' : problems.join('; ')}; 1-minute load ${environment.loadAverage.before} before, ${environment.loadAverage.after} after`,
  ].join('\n'),
);

const date = new Date().toISOString();
await writeResults(
  { name: 'sportsbook-settle', seconds, date },
  {
    date,
    command: `node bench/sportsbook-settle.ts --seconds ${seconds} --rounds ${rounds}`,
    environment,
    rounds,
    bets: BETS,
    database: 'postgres',
    results,
    goals: [
      {
        goal: 'settlement ms over the bare statement ms',
        median: Number(ratios.median.toFixed(2)),
        min: Number(ratios.min.toFixed(2)),
        max: Number(ratios.max.toFixed(2)),
        target: RATIO_TARGET,
        verdict,
      },
    ],
    paying,
    problems,
  },
  [
    `# Sportsbook: settling ${BETS.toLocaleString('en')} open bets (${date.slice(0, 10)})`,
    '',
    `\`node bench/sportsbook-settle.ts --seconds ${seconds} --rounds ${rounds}\`: node ${environment.node}, PostgreSQL ${own.version}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    goalLine,
    '',
    ...table([
      ['round', 'bare statement', 'settlement', 'ratio', '1-minute load'],
      ...results.map((round, index) => [
        String(index + 1),
        ms(round.bareMs),
        ms(round.settleMs),
        round.ratio.toFixed(2),
        String(round.load),
      ]),
    ]),
    '',
    payingLine,
    '',
    `Problems: ${problems.length === 0 ? 'none' : problems.join('; ')}.`,
    '',
  ],
);
process.exitCode = problems.length > 0 ? 1 : 0;
