import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { DEMO_BRAND } from '../apps/server/src/db/seed/demo-brand.ts';
import { insertMember } from '../apps/server/src/modules/identity/repo.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';
import { accountFor, transfer } from '../apps/server/src/modules/ledger/service.ts';
import { placeSlip } from '../apps/server/src/modules/lottery/betting.ts';
import { runLotteryJobs } from '../apps/server/src/modules/lottery/draws.ts';
import { checkSelection } from '../apps/server/src/modules/lottery/rules/index.ts';
import { addLotteryGames, lotteryGame } from '../apps/server/src/modules/lottery/service.ts';
import { settleDue } from '../apps/server/src/modules/lottery/settlement.ts';
import { setMemberKeySource } from '../apps/server/src/modules/protection/exclusion.ts';
import { createMerchant, resolveMerchant } from '../apps/server/src/modules/system/service.ts';
import { memberKeysWithBankAccounts } from '../apps/server/src/modules/withdrawals/service.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';
import {
  benchArguments,
  closedLoop,
  goal,
  goalTable,
  machine,
  measureSide,
  ms,
  oneMinuteLoad,
  packageVersion,
  roundLines,
  roundsTable,
  type Side,
  spread,
  type Task,
  writeResults,
} from './measure.ts';

/**
 * The lottery on PostgreSQL, by the method of docs/benchmarks.md, two goals:
 *
 * 1. Settling a drawn draw of 100,000 bets (2,000 in a smoke) with the settlement job the app runs,
 *    against the bare set-based UPDATE that marks the same bets settled, interleaved per round, with
 *    the bets, payouts and balances put back and the tables vacuumed between runs. The bets are a
 *    third sure wins, a third even chances and a third long shots over 1,000 members. Target: under
 *    5 s; the ratio to the bare UPDATE is printed beside it.
 * 2. Slips placed per second (one bet each) at 16 clients through the service the API calls, against
 *    the bare `UPDATE ... RETURNING` loop of bench/ledger.ts, throughput from a closed loop and p99
 *    from an open loop at half of it. Target: at least a quarter of the bare loop. The statements one
 *    slip sends are counted and printed beside it.
 *
 * `--seconds 2 --rounds 1` is the CI smoke; exits non-zero only when a bet is paid twice or not at
 * all, money does not add up, or a ledger invariant broke.
 */
// Slips check exclusions with the member's full keys, as the app composes them.
setMemberKeySource(memberKeysWithBankAccounts);
const { seconds, rounds, warmUpSeconds } = benchArguments(12);
const isSmoke = seconds < 10;
const BETS = isSmoke ? 2_000 : 100_000;
const MEMBERS = isSmoke ? 50 : 1_000;
const SETTLE_TARGET_MS = 5_000;
const CONCURRENCY = 16;
const PLACE_TARGET = 0.25;
const FUNDS = 1_000_000_000n;
const GAME = 'BENCH_SSC_DAY';
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SELECTIONS = [
  { playType: 'fixed-position', selection: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
  { playType: 'fixed-position', selection: [[0, 1, 2, 3, 4], [], [], [], []] },
  { playType: 'five-direct', selection: [[1], [2], [3], [4], [5]] },
].map(({ playType, selection }) => {
  const checked = checkSelection('SSC', playType, selection);
  if (!checked.ok) throw new Error(`bench selection ${playType} does not check`);
  return { playType, selection: JSON.stringify(checked.selection), bets: checked.bets };
});

const loadBefore = oneMinuteLoad();
const schema = `bench_lottery_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const database = await openDatabase({ kind: 'postgres', url, poolMax: CONCURRENCY, searchPath: schema });
const { db } = database;
const settleRounds: { bareMs: number; settleMs: number; ratio: number }[] = [];
const placeRounds: { bare: Side; place: Side; ratio: number }[] = [];
const problems: string[] = [];
let refused = 0;
let postgres = '';
let statementsPerSlip = 0;

const newMember = async (brand: Merchant, account: string) => {
  const id = await insertMember(db, {
    merchantId: brand.id,
    account,
    verifiedMobile: null,
    passwordHash: '!',
    paymentPasswordHash: null,
    language: 'EN',
    profile: {},
    ip: null,
    uplineId: null,
  });
  if (id === undefined) throw new Error(`bench member ${account} exists`);
  return id;
};

/**
 * Undoes what a run wrote: the bench's schema is thrown away afterwards, so the ledger's append-only
 * triggers are set aside (replica role) for this one transaction to delete the transfers after
 * `keptUpTo` and put the balances and versions back as the snapshot holds them.
 */
async function resetLedger(keptUpTo: bigint) {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`DELETE FROM ledger_entries WHERE transfer_id > ${keptUpTo}`.execute(trx);
    await sql`DELETE FROM ledger_transfers WHERE id > ${keptUpTo}`.execute(trx);
    await sql`UPDATE ledger_accounts AS a SET balance = coalesce(s.balance, 0), version = coalesce(s.version, 0)
      FROM ledger_accounts AS b LEFT JOIN bench_snapshot AS s ON s.id = b.id WHERE b.id = a.id`.execute(trx);
  });
}
const lastTransfer = async () => {
  const { last } = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  return BigInt(last ?? 0);
};

try {
  postgres =
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '';
  await migrateToLatest(db, { schema });
  await createMerchant(db, DEMO_BRAND);
  const brand = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  // A daily draw: betting stays open through the run whatever the time of day.
  await addLotteryGames(db, brand.id, [
    {
      code: GAME,
      name: 'Bench SSC',
      family: 'SSC',
      kind: 'ELOTT',
      prizeMode: 'Elott',
      groupCode: 'SSC',
      groupLabel: 'Time Lottery',
      intervalSeconds: 86_400,
      scheduleTimes: [],
      closeSeconds: 10,
      minStake: 100n,
      maxStake: 1_000_000n,
      maxStakePerDraw: FUNDS,
      sortOrder: 0,
    },
  ]);
  await runLotteryJobs(db, new Date());
  const game = await lotteryGame(db, brand, GAME, new Date());
  if (!game.currentDraw) throw new Error('the bench game has no open draw');
  const { id: gameId } = await db
    .selectFrom('lottery_games')
    .select('id')
    .where('code', '=', GAME)
    .executeTakeFirstOrThrow();

  // --- 1. Settling a drawn draw -------------------------------------------------------------------
  // A past draw of the game, as the jobs leave one once its time has come: drawn, its bets to settle.
  const { rows: drawRows } = await sql<{ id: bigint }>`
    INSERT INTO lottery_draws (game_id, period, opens_at, closes_at, draws_at, status, balls, drawn_at)
    VALUES (${gameId}, 'bench', now() - interval '2 days', now() - interval '1 day 10 seconds',
      now() - interval '1 day', 'drawn', '{3,1,4,1,5}', now())
    RETURNING id`.execute(db);
  const settleDraw = drawRows[0] as { id: bigint };
  const members = [];
  for (let index = 0; index < MEMBERS; index += 1) members.push(await newMember(brand, `settle${index}`));
  const memberIds = sql`${`{${members.join(',')}}`}::bigint[]`;
  await sql`INSERT INTO lottery_slips (merchant_id, member_id, idempotency_key, fingerprint)
    SELECT ${brand.id}, member_id, 'bench', '\\x00'::bytea FROM unnest(${memberIds}) AS member_id`.execute(
    db,
  );
  await sql`INSERT INTO lottery_bets (merchant_id, member_id, draw_id, slip_id, play_type, selection, bet_count,
      unit_amount, multiplier, stake, odds_version, prize_mode, placed_at, position)
    SELECT ${brand.id}, slip.member_id, ${settleDraw.id}, slip.id, pick.play_type, pick.selection::jsonb, pick.bets,
      100, 1, 100 * pick.bets, ${game.oddsVersion}, (SELECT prize_mode FROM lottery_games WHERE id = ${gameId}), now(), g
    FROM generate_series(0, ${BETS - 1}) AS g
      JOIN (SELECT id, member_id, row_number() OVER (ORDER BY id) - 1 AS n FROM lottery_slips) AS slip
        ON slip.n = g % ${MEMBERS}
      JOIN unnest(${SELECTIONS.map(({ playType }) => playType)}::text[], ${SELECTIONS.map(({ selection }) => selection)}::text[],
        ${SELECTIONS.map(({ bets }) => bets)}::int[]) WITH ORDINALITY AS pick (play_type, selection, bets, n)
        ON pick.n - 1 = g % 3`.execute(db);
  const markDrawn = () =>
    sql`UPDATE lottery_draws SET status = 'drawn', balls = '{3,1,4,1,5}', drawn_at = now(), settled_at = NULL
      WHERE id = ${settleDraw.id}`.execute(db);
  await markDrawn();
  await sql`CREATE TABLE bench_snapshot AS SELECT id, balance, version FROM ledger_accounts`.execute(db);
  const resetSettlement = async () => {
    await resetLedger(0n);
    await sql`UPDATE lottery_bets SET status = 'open', win = 0, refunded = 0, settled_at = NULL
      WHERE draw_id = ${settleDraw.id}`.execute(db);
    await markDrawn();
    await sql`VACUUM ANALYZE lottery_bets, lottery_draws, ledger_accounts, ledger_transfers, ledger_entries`.execute(
      db,
    );
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const bareSettle = () =>
    sql`UPDATE lottery_bets SET status = 'lost', settled_at = now() WHERE draw_id = ${settleDraw.id} AND status = 'open'`.execute(
      db,
    );
  /**
   * Every bet settled, the payout transfers moving exactly what the bets won, and each member's
   * wallet holding exactly what that member's bets won: a bet paid twice or not at all shows here.
   */
  const checkSettled = async () => {
    const { rows } = await sql<{ open: string; paid: string; payouts: string; wrongWallets: string }>`
      SELECT
        (SELECT count(*) FROM lottery_bets WHERE draw_id = ${settleDraw.id} AND status = 'open') AS open,
        (SELECT coalesce(sum(win + refunded), 0) FROM lottery_bets WHERE draw_id = ${settleDraw.id}) AS paid,
        (SELECT coalesce(sum(entry.amount), 0) FROM ledger_transfers AS transfer
          JOIN ledger_entries AS entry ON entry.transfer_id = transfer.id
          WHERE transfer.idempotency_key LIKE ${`lottery.payout:${settleDraw.id}:%`} AND entry.amount > 0) AS payouts,
        (SELECT count(*) FROM (
          SELECT bet.member_id FROM lottery_bets AS bet
            LEFT JOIN ledger_accounts AS wallet ON wallet.member_id = bet.member_id AND wallet.kind = 'member.main'
          WHERE bet.draw_id = ${settleDraw.id}
          GROUP BY bet.member_id, wallet.balance
          HAVING coalesce(wallet.balance, 0) <> sum(bet.win + bet.refunded)
        ) AS wrong) AS "wrongWallets"`.execute(db);
    const row = rows[0];
    if (!row || Number(row.open) > 0) problems.push('bets left open after settling');
    if (row && row.paid !== row.payouts) problems.push(`bets won ${row.paid}, payouts moved ${row.payouts}`);
    if (row && Number(row.wrongWallets) > 0)
      problems.push(`${row.wrongWallets} wallets hold other than their bets won`);
    if ((await ledgerViolations(db)).length > 0) problems.push('ledger invariants broken after settling');
  };

  // Warm-up: the first settlement also opens every member's accounts, which later runs find open.
  await settleDue(db, new Date());
  await checkSettled();
  await sql`DROP TABLE bench_snapshot`.execute(db);
  await sql`CREATE TABLE bench_snapshot AS SELECT id, 0::bigint AS balance, 0::bigint AS version FROM ledger_accounts`.execute(
    db,
  );
  await resetSettlement();
  for (let round = 0; round < rounds; round += 1) {
    const bareMs = await timed(bareSettle);
    await resetSettlement();
    const settleMs = await timed(() => settleDue(db, new Date()));
    await checkSettled();
    await resetSettlement();
    settleRounds.push({ bareMs, settleMs, ratio: settleMs / bareMs });
  }

  // --- 2. Slips placed per second -----------------------------------------------------------------
  const cashIn = await accountFor(db, brand, 'system.cash_in');
  const players = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const memberId = await newMember(brand, `place${worker}`);
      const main = await accountFor(db, brand, 'member.main', { memberId });
      await transfer(db, {
        merchantId: brand.id,
        idempotencyKey: `fund-${worker}`,
        kind: 'deposit',
        legs: [
          { accountId: cashIn, amount: -FUNDS },
          { accountId: main, amount: FUNDS },
        ],
      });
      return { memberId, main };
    }),
  );
  await sql`DROP TABLE bench_snapshot`.execute(db);
  await sql`CREATE TABLE bench_snapshot AS SELECT id, balance, version FROM ledger_accounts`.execute(db);
  const fundedUpTo = await lastTransfer();
  await sql`CREATE TABLE bench_balances (id bigint PRIMARY KEY, balance bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_balances SELECT g, 0 FROM generate_series(0, ${CONCURRENCY - 1}) AS g`.execute(
    db,
  );
  const playerIds = sql`${`{${players.map(({ memberId }) => memberId).join(',')}}`}::bigint[]`;
  const resetPlacing = async () => {
    await resetLedger(fundedUpTo);
    await sql`DELETE FROM lottery_bets WHERE member_id = ANY(${playerIds})`.execute(db);
    await sql`DELETE FROM lottery_slips WHERE member_id = ANY(${playerIds})`.execute(db);
    await sql`UPDATE bench_balances SET balance = 0`.execute(db);
    await sql`VACUUM ANALYZE bench_balances, lottery_bets, lottery_slips, ledger_accounts, ledger_transfers, ledger_entries`.execute(
      db,
    );
  };
  const bare: Task = async (worker) => {
    const { rows } = await sql<{
      balance: bigint;
    }>`UPDATE bench_balances SET balance = balance + 1 WHERE id = ${worker} RETURNING balance`.execute(db);
    if (rows.length !== 1) throw new Error('the bare update found no row');
  };
  let run = 0;
  const place: Task = async (worker, step) => {
    const { memberId } = players[worker] as { memberId: bigint };
    try {
      const placed = await placeSlip(
        db,
        { brand, memberId },
        `r${run}-s${step}`,
        {
          gameCode: GAME,
          period: game.currentDraw?.period ?? '',
          oddsVersion: game.oddsVersion,
          selections: [
            { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: 100n, multiplier: 1 },
          ],
        },
        new Date(),
      );
      if (placed.bets.length !== 1) throw new Error('the slip answered no bet');
    } catch (error) {
      refused += 1;
      if (refused === 1) console.error(error);
    }
  };
  const loop = { clients: CONCURRENCY, seconds };
  const measure = (task: Task) =>
    measureSide(task, loop, async () => {
      run += 1;
      await resetPlacing();
    });
  await closedLoop(bare, { ...loop, seconds: warmUpSeconds });
  await closedLoop(place, { ...loop, seconds: warmUpSeconds });
  run += 1;
  await resetPlacing();
  for (let round = 0; round < rounds; round += 1) {
    const bareSide = await measure(bare);
    const placeSide = await measure(place);
    placeRounds.push({
      bare: bareSide,
      place: placeSide,
      ratio: placeSide.closed.perSecond / bareSide.closed.perSecond,
    });
  }
  // The statements one slip sends, counted as Kysely runs them (a transaction's BEGIN and COMMIT go to
  // the driver directly and are added for each transaction the slip opens): each is a round trip, what
  // the slip's rate is bound by on a busy machine.
  let sent = 0;
  let transactions = 0;
  // Counted as they come back: a statement compiled once (db/prepared.ts) is run without being built
  // again, so it never passes a plugin's transformQuery.
  const counted = db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      sent += 1;
      return result;
    },
  });
  const startTransaction = counted.transaction.bind(counted);
  counted.transaction = () => {
    transactions += 1;
    return startTransaction();
  };
  const counter = players[0] as { memberId: bigint };
  // Twice, the second counted: the ledger keeps account ids per Kysely instance, and this is a new one.
  for (const key of ['counted-1', 'counted-2']) {
    sent = 0;
    transactions = 0;
    await placeSlip(
      counted,
      { brand, memberId: counter.memberId },
      key,
      {
        gameCode: GAME,
        period: game.currentDraw?.period ?? '',
        oddsVersion: game.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[7], [], [], [], []], unitAmount: 100n, multiplier: 1 },
        ],
      },
      new Date(),
    );
  }
  statementsPerSlip = sent + 2 * transactions;
  // A last closed loop kept, to check its money: every slip's stake left its member's wallet once.
  await closedLoop(place, { ...loop, seconds: Math.min(2, seconds) });
  const { rows } = await sql<{ unbalanced: string }>`
    SELECT count(*) AS unbalanced FROM (
      SELECT account.member_id FROM ledger_accounts AS account
        LEFT JOIN lottery_bets AS bet ON bet.member_id = account.member_id
      WHERE account.member_id = ANY(${playerIds}) AND account.kind = 'member.main'
      GROUP BY account.member_id, account.balance
      HAVING account.balance <> ${FUNDS} - coalesce(sum(bet.stake), 0)
    ) AS off`.execute(db);
  if (Number(rows[0]?.unbalanced ?? 0) > 0)
    problems.push(`${rows[0]?.unbalanced} players' wallets do not add up`);
  if ((await ledgerViolations(db)).length > 0) problems.push('ledger invariants broken after placing');
} finally {
  await database.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}

const settleMs = spread(settleRounds.map(({ settleMs }) => settleMs));
const settleRatios = spread(settleRounds.map(({ ratio }) => ratio));
const settleVerdict = settleMs.median < SETTLE_TARGET_MS ? 'PASS' : 'WARN';
const placeRatios = spread(placeRounds.map(({ ratio }) => ratio));
const placeGoal = goal('slips placed/s over bare UPDATE ... RETURNING/s', placeRatios, PLACE_TARGET);
const placeP99 = spread(placeRounds.map(({ place }) => place.open.p99)).median;
const placeRate = spread(placeRounds.map(({ place }) => place.closed.perSecond)).median;
const environment = {
  ...machine(),
  postgres,
  packages: { kysely: await packageVersion('kysely'), pg: await packageVersion('pg') },
  durability: 'fsync and synchronous_commit as the server has them (on)',
  loadAverage: { before: loadBefore, after: oneMinuteLoad() },
};
const paired = placeRounds.map(({ bare, place, ratio }) => ({ sides: [bare, place] as [Side, Side], ratio }));
const settleLine = `settle ${BETS.toLocaleString('en')} bets: median ${ms(settleMs.median)} (min ${ms(settleMs.min)}, max ${ms(settleMs.max)}); target under ${SETTLE_TARGET_MS} ms: ${settleVerdict}; ÷ bare UPDATE of the same bets: median ${settleRatios.median.toFixed(1)} (min ${settleRatios.min.toFixed(1)}, max ${settleRatios.max.toFixed(1)})`;
const lines = [
  `PostgreSQL ${postgres}, ${rounds} interleaved rounds; settlement over ${MEMBERS} members; placing at ${CONCURRENCY} clients, pool ${CONCURRENCY}, ${seconds} s loops (warm-up ${warmUpSeconds} s)`,
  ...settleRounds.map(
    (round, index) =>
      `round ${index + 1}: bare UPDATE ${ms(round.bareMs)}, settlement ${ms(round.settleMs)}, ratio ${round.ratio.toFixed(1)}`,
  ),
  settleLine,
  ...roundLines(['bare UPDATE ... RETURNING', 'slip placed'], paired, { width: 26, digits: 0 }),
  `slips placed / bare update: median ${placeRatios.median.toFixed(2)} (min ${placeRatios.min.toFixed(2)}, max ${placeRatios.max.toFixed(2)}); target ${PLACE_TARGET.toFixed(2)}: ${placeGoal.verdict}; ${placeRate.toFixed(0)} slips/s, open-loop p99 ${ms(placeP99)}`,
  `statements per slip (one bet, accounts already open): ${statementsPerSlip}`,
  `refused slips: ${refused}; problems: ${problems.length === 0 ? 'none' : problems.join('; ')}`,
];
console.log(lines.join('\n'));

const date = new Date().toISOString();
await writeResults(
  { name: 'lottery', seconds, date },
  {
    date,
    command: `node bench/lottery.ts --seconds ${seconds} --rounds ${rounds}`,
    environment,
    seconds,
    warmUpSeconds,
    rounds,
    database: 'postgres',
    settlement: {
      bets: BETS,
      members: MEMBERS,
      rounds: settleRounds,
      medianMs: Number(settleMs.median.toFixed(0)),
      minMs: Number(settleMs.min.toFixed(0)),
      maxMs: Number(settleMs.max.toFixed(0)),
      targetMs: SETTLE_TARGET_MS,
      verdict: settleVerdict,
      ratioToBareUpdate: settleRatios,
    },
    placing: {
      concurrency: CONCURRENCY,
      rounds: placeRounds,
      goal: placeGoal,
      openLoopP99Ms: Number(placeP99.toFixed(1)),
      statementsPerSlip,
    },
    refused,
    problems,
  },
  [
    `# Lottery settlement and betting (${date.slice(0, 10)})`,
    '',
    `\`node bench/lottery.ts --seconds ${seconds} --rounds ${rounds}\`: node ${environment.node}, PostgreSQL ${postgres}, ${environment.nproc} CPUs, ${environment.memoryGiB} GiB, kysely ${environment.packages.kysely}, pg ${environment.packages.pg}; ${environment.durability}; 1-minute load average ${environment.loadAverage.before} before, ${environment.loadAverage.after} after.`,
    '',
    settleLine,
    '',
    ...goalTable(`slips placed/s ÷ bare UPDATE/s, ${CONCURRENCY} clients`, placeRatios, PLACE_TARGET),
    '',
    ...roundsTable(['bare', 'slip'], paired, 0),
    '',
    `Statements per slip (one bet, accounts already open, with BEGIN and COMMIT when it opens a transaction): ${statementsPerSlip}.`,
    '',
    `Refused slips: ${refused}; problems: ${problems.length === 0 ? 'none' : problems.join('; ')}.`,
    '',
  ],
);
process.exitCode = problems.length > 0 ? 1 : 0;
