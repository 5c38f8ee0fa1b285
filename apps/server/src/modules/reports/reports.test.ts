import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { formatMinorUnits } from '@platform/contracts/money';
import {
  ZAgentPayReport,
  ZCashFlowReport,
  ZHouseRtpReport,
  ZOverviewReport,
  ZPlayersReport,
  ZPlayReport,
} from '@platform/contracts/reports/schemas';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { demoLikeBrand } from '../../test/brand.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';

/**
 * The brand's days are GMT+8 (Asia/Shanghai): the range 2026-03-10..11 is the instants
 * [2026-03-09T16:00Z, 2026-03-11T16:00Z). The seed puts rows one second either side of each edge and of
 * the midnight between the two days, so a figure that took the wrong clock differs from the plain SQL.
 */
const FROM = '2026-03-10';
const TO = '2026-03-11';
const SINCE = '2026-03-09T16:00:00Z';
const UNTIL = '2026-03-11T16:00:00Z';

let server: TestServer;
let db: Kysely<DB>;
let demo: Merchant;
let finance: string;
let marketing: string;
let support: string;
let auditor: string;
let otherBrandFinance: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  await demoLikeBrand(db, 'reports2');
  const other = (await resolveMerchant(db, { code: 'reports2', host: '' })) as Merchant;
  await seed(db, demo.id, 1n);
  // The other brand's play, in the same hours: no figure of the demo brand may count it.
  await seed(db, other.id, 7n);
  finance = await staffToken(server, 'reports.finance', { roles: ['finance'] });
  marketing = await staffToken(server, 'reports.marketing', { roles: ['marketing'] });
  support = await staffToken(server, 'reports.support', { roles: ['support'] });
  auditor = await staffToken(server, 'reports.auditor', { roles: ['auditor'] });
  otherBrandFinance = await staffToken(server, 'reports.finance2', {
    roles: ['finance'],
    merchantIds: [other.id],
  });
});
afterAll(() => server?.close());

/**
 * The seed writes rows of other modules at chosen instants, which their services (stamping now()) cannot:
 * with triggers and foreign keys set aside for the transaction, as the console bench's load does.
 * `scale` multiplies every amount, so two brands' figures never coincide.
 */
async function seed(db: Kysely<DB>, merchantId: bigint, scale: bigint) {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    const at = (iso: string) => sql`${iso}::timestamptz`;
    const joined = [
      '2026-03-09T15:59:59Z',
      '2026-03-09T16:00:01Z',
      '2026-03-10T15:59:59Z',
      '2026-03-10T16:00:00Z',
      '2026-03-11T16:00:00Z',
    ];
    const members = await sql<{ id: string }>`
      INSERT INTO members (merchant_id, account, account_key, password_hash, language, created_at)
      SELECT ${merchantId}, 'rp' || ${String(scale)} || '_' || n, 'rp' || ${String(scale)} || '_' || n, 'x', 'EN', t
      FROM unnest(${joined}::timestamptz[]) WITH ORDINALITY AS v (t, n)
      ORDER BY n
      RETURNING id`.execute(trx);
    const [a, b, c, d] = members.rows.map(({ id }) => BigInt(id));
    const games = await sql<{ id: string; house: boolean }>`
      SELECT DISTINCT ON (v.provider_code IS NOT DISTINCT FROM 'HOUSE') g.id,
        v.provider_code IS NOT DISTINCT FROM 'HOUSE' AS house
      FROM games AS g JOIN game_vendors AS v USING (merchant_id, vendor_code, category)
      WHERE g.merchant_id = 1 AND g.game_code <> 'HOUSE_LOTUS_FORTUNE'
      ORDER BY v.provider_code IS NOT DISTINCT FROM 'HOUSE', g.id`.execute(trx);
    const house = games.rows.find((game) => game.house)?.id;
    const vendor = games.rows.find((game) => !game.house)?.id;
    const round = (
      member: bigint | undefined,
      game: string | undefined,
      closed: string,
      stake: bigint,
      win: bigint,
      refunded = 0n,
      status = 'closed',
    ) =>
      sql`INSERT INTO game_rounds (merchant_id, member_id, provider_code, round_id, game_id, account_id, stake, win, refunded, status, opened_at, closed_at)
        VALUES (${merchantId}, ${member}, ${game === house ? 'HOUSE' : 'OTHER'}, ${`r${scale}-${closed}-${stake}`}, ${game}, 0,
          ${stake * scale}, ${win * scale}, ${refunded * scale}, ${status}, ${at(closed)}, ${at(closed)})`.execute(
        trx,
      );
    await round(a, house, '2026-03-09T15:59:59Z', 999n, 0n);
    await round(a, house, '2026-03-09T16:00:00Z', 1000n, 500n);
    await round(b, house, '2026-03-10T15:59:59Z', 2000n, 3900n, 100n);
    await round(b, vendor, '2026-03-10T16:00:00Z', 5000n, 1000n);
    await round(c, vendor, '2026-03-11T15:59:59Z', 700n, 0n);
    await round(c, vendor, '2026-03-11T12:00:00Z', 800n, 0n, 800n, 'refunded');
    await round(d, house, '2026-03-11T16:00:00Z', 4444n, 0n);
    const draw = await sql<{ id: string }>`
      INSERT INTO lottery_draws (game_id, period, opens_at, closes_at, draws_at)
      SELECT id, ${`p${scale}`}, now(), now(), now() FROM lottery_games WHERE merchant_id = 1 ORDER BY id LIMIT 1
      RETURNING id`.execute(trx);
    const drawId = draw.rows[0]?.id;
    const bet = (member: bigint | undefined, settled: string, stake: bigint, win: bigint, status: string) =>
      sql`INSERT INTO lottery_bets (merchant_id, member_id, draw_id, slip_id, position, play_type, selection, bet_count, unit_amount, multiplier, stake, odds_version, placed_at, settled_at, status, win, prize_mode)
        VALUES (${merchantId}, ${member}, ${drawId}, 0, ${stake}, 'x', '[]', 1, 1, 1, ${stake * scale}, 1, ${at(settled)}, ${at(settled)}, ${status}, ${win * scale}, 'Lott')`.execute(
        trx,
      );
    await bet(a, '2026-03-10T01:00:00Z', 300n, 0n, 'lost');
    await bet(c, '2026-03-11T01:00:00Z', 200n, 1800n, 'won');
    await bet(c, '2026-03-11T02:00:00Z', 900n, 0n, 'refunded');
    await sql`INSERT INTO promotion_bonuses (merchant_id, promotion_id, member_id, amount, wagering_required, granted_at)
      VALUES (${merchantId}, 0, ${a}, ${150n * scale}, 0, ${at('2026-03-09T16:00:00Z')}),
        (${merchantId}, 0, ${b}, ${75n * scale}, 0, ${at('2026-03-11T16:00:00Z')})`.execute(trx);
    await sql`INSERT INTO mission_claims (mission_id, member_id, merchant_id, period_start, reward, created_at)
      VALUES (0, ${b}, ${merchantId}, '2026-03-11', ${20n * scale}, ${at('2026-03-10T16:00:01Z')})`.execute(
      trx,
    );
    await sql`INSERT INTO vip_rebates (merchant_id, member_id, day, level, valid_bets, amount, created_at)
      VALUES (${merchantId}, ${a}, '2026-03-09', 1, '{}', ${33n * scale}, ${at('2026-03-10T15:59:59Z')}),
        (${merchantId}, ${b}, '2026-03-08', 1, '{}', ${44n * scale}, ${at('2026-03-09T15:59:59Z')})`.execute(
      trx,
    );
    await sql`INSERT INTO agent_settlements (merchant_id, contract_id, member_id, upper_id, kind, period_start, period_end, valid_bet, profit_loss, active_members, rate, gross, downline, amount, settled_at)
      VALUES (${merchantId}, ${scale * 10n + 1n}, ${a}, ${b}, 'daily_salary', now(), now() + interval '1 day', 0, 0, 1, 1, 0, 0, ${60n * scale}, ${at('2026-03-10T00:00:00Z')}),
        (${merchantId}, ${scale * 10n + 2n}, ${a}, ${b}, 'dividend', now(), now() + interval '1 day', 0, 0, 1, 1, 0, 0, ${90n * scale}, ${at('2026-03-11T03:00:00Z')})`.execute(
      trx,
    );
    const method = (code: string) =>
      sql`(SELECT id FROM deposit_methods WHERE merchant_id = 1 AND code = ${code})`;
    const deposit = (
      member: bigint | undefined,
      code: string,
      created: string,
      amount: bigint,
      status: string,
      paid?: bigint,
    ) =>
      sql`INSERT INTO deposits (merchant_id, member_id, method_id, amount, paid_amount, status, order_id, request_key, transfer_id, created_at, decided_at)
        VALUES (${merchantId}, ${member}, ${method(code)}, ${amount * scale}, ${paid === undefined ? null : paid * scale}, ${status},
          ${`o${scale}-${created}-${amount}`}, ${`k${scale}-${created}-${amount}`}, ${paid === undefined ? null : 1}, ${at(created)}, ${at(created)})`.execute(
        trx,
      );
    await deposit(a, 'bank-transfer', '2026-03-09T10:00:00Z', 100n, 'succeeded', 100n);
    await deposit(a, 'bank-transfer', '2026-03-10T10:00:00Z', 500n, 'succeeded', 450n);
    await deposit(b, 'bank-transfer', '2026-03-09T16:00:01Z', 800n, 'succeeded', 800n);
    await deposit(b, 'sandbox-pay', '2026-03-10T17:00:00Z', 300n, 'failed');
    await deposit(c, 'sandbox-pay', '2026-03-11T15:00:00Z', 250n, 'succeeded', 250n);
    await deposit(c, 'sandbox-pay', '2026-03-11T16:00:00Z', 999n, 'succeeded', 999n);
    const withdrawal = (member: bigint | undefined, created: string, amount: bigint, status: string) =>
      sql`INSERT INTO withdrawals (merchant_id, member_id, bank_account_id, amount, status, request_key, created_at)
        VALUES (${merchantId}, ${member}, 0, ${amount * scale}, ${status}, ${`w${scale}-${created}-${amount}`}, ${at(created)})`.execute(
        trx,
      );
    await withdrawal(a, '2026-03-09T17:00:00Z', 200n, 'paid');
    await withdrawal(b, '2026-03-11T15:59:59Z', 120n, 'pending');
    await withdrawal(b, '2026-03-11T16:00:01Z', 130n, 'paid');
    const adjustment = (direction: string, requested: string, amount: bigint, state: string) =>
      sql`INSERT INTO approval_requests (merchant_id, kind, target, amount, tier, payload, reason, idempotency_key, state, requested_by, requested_at, decided_by, decided_at)
        VALUES (${merchantId}, 'balance.adjust', 'member:1', ${amount * scale}, 'standard', ${JSON.stringify({ direction })},
          'seeded reason', ${`a${requested}${amount}${scale}`}, ${state}, 1, ${at(requested)},
          ${state === 'pending' ? null : 2}, ${state === 'pending' ? null : at(requested)})`.execute(trx);
    await adjustment('credit', '2026-03-10T05:00:00Z', 50n, 'approved');
    await adjustment('debit', '2026-03-10T06:00:00Z', 20n, 'pending');
    await adjustment('credit', '2026-03-08T06:00:00Z', 70n, 'approved');
  });
}

const get = (token: string, path: string, values: Record<string, string>) =>
  server.request(`${path}?${new URLSearchParams({ merchant: 'demo', from: FROM, to: TO, ...values })}`, {
    headers: { Authorization: token },
  });
const value = async <T>(schema: { parse: (input: unknown) => T }, response: Response) => {
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
};
const money = (minor: string | bigint | null | undefined) =>
  formatMinorUnits(BigInt(minor ?? 0), demo.currencyScale);
/** GGR / stakes (or wins / stakes), percent with two decimals, rounded half away from zero as PostgreSQL's round. */
function percent(part: bigint, whole: bigint) {
  if (whole === 0n) return null;
  const sign = part < 0n ? -1n : 1n;
  const hundredths = (2n * part * 10_000n + sign * whole) / (2n * whole);
  const digits = (hundredths < 0n ? -hundredths : hundredths).toString().padStart(3, '0');
  return `${hundredths < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Settled play by GMT+8 day, written plainly: closed rounds and won or lost lottery bets. */
async function plainPlay() {
  const { rows } = await sql<{
    day: string;
    product: string;
    game_id: string;
    stake: string;
    win: string;
    bets: string;
  }>`
    SELECT to_char(closed_at + interval '8 hours', 'YYYY-MM-DD') AS day,
      CASE provider_code WHEN 'HOUSE' THEN 'house' ELSE 'vendor' END AS product, game_id::text,
      sum(stake - refunded)::text AS stake, sum(win)::text AS win, count(*)::text AS bets
    FROM game_rounds WHERE merchant_id = ${demo.id} AND status = 'closed'
      AND closed_at >= ${SINCE}::timestamptz AND closed_at < ${UNTIL}::timestamptz
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT to_char(settled_at + interval '8 hours', 'YYYY-MM-DD'), 'lottery', '0', sum(stake - refunded)::text,
      sum(win)::text, count(*)::text
    FROM lottery_bets WHERE merchant_id = ${demo.id} AND status IN ('won', 'lost')
      AND settled_at >= ${SINCE}::timestamptz AND settled_at < ${UNTIL}::timestamptz
    GROUP BY 1`.execute(db);
  return rows.map((row) => ({
    ...row,
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    bets: Number(row.bets),
  }));
}

/** One kind of cost by GMT+8 day, written plainly. */
async function plainCostByDay(
  table: 'promotion_bonuses' | 'mission_claims' | 'vip_rebates' | 'agent_settlements',
) {
  const column = {
    promotion_bonuses: 'granted_at',
    mission_claims: 'created_at',
    vip_rebates: 'created_at',
    agent_settlements: 'settled_at',
  }[table];
  const amount = table === 'mission_claims' ? 'reward' : 'amount';
  const { rows } = await sql<{ day: string; amount: string }>`
    SELECT to_char(${sql.ref(column)} + interval '8 hours', 'YYYY-MM-DD') AS day, sum(${sql.ref(amount)})::text AS amount
    FROM ${sql.table(table)} WHERE merchant_id = ${demo.id}
      AND ${sql.ref(column)} >= ${SINCE}::timestamptz AND ${sql.ref(column)} < ${UNTIL}::timestamptz
    GROUP BY 1`.execute(db);
  return new Map(rows.map((row) => [row.day, BigInt(row.amount)]));
}

const sum = <T>(rows: T[], pick: (row: T) => bigint) => rows.reduce((total, row) => total + pick(row), 0n);

describe('the figures equal a plain computation over the seeded rows', () => {
  it('overview: stakes, wins, GGR, hold, bonus cost, rebates, agent pay and NGR by day and in total', async () => {
    const report = await value(
      ZSuccess(ZOverviewReport),
      await get(finance, '/ops/reports/overview', { by: 'day' }),
    );
    const play = await plainPlay();
    const [bonuses, missions, rebates, agents] = await Promise.all([
      plainCostByDay('promotion_bonuses'),
      plainCostByDay('mission_claims'),
      plainCostByDay('vip_rebates'),
      plainCostByDay('agent_settlements'),
    ]);
    const expected = (days: string[]) => {
      const rows = play.filter((row) => days.includes(row.day));
      const stakes = sum(rows, (row) => row.stake);
      const wins = sum(rows, (row) => row.win);
      const cost = (map: Map<string, bigint>) => sum(days, (day) => map.get(day) ?? 0n);
      const bonusCost = cost(bonuses) + cost(missions);
      return {
        bets: rows.reduce((total, row) => total + row.bets, 0),
        stakes: money(stakes),
        wins: money(wins),
        ggr: money(stakes - wins),
        hold: percent(stakes - wins, stakes),
        bonusCost: money(bonusCost),
        rebates: money(cost(rebates)),
        agentPay: money(cost(agents)),
        ngr: money(stakes - wins - bonusCost - cost(rebates) - cost(agents)),
      };
    };
    expect(report.value.rows).toEqual([
      { key: FROM, ...expected([FROM]) },
      { key: TO, ...expected([TO]) },
    ]);
    expect(report.value.total).toEqual({ key: 'total', ...expected([FROM, TO]) });
    // The seed's own arithmetic, so that the plain SQL is known to see the edges too.
    expect(report.value.rows.map((row) => row.stakes)).toEqual([
      money(1000n + 1900n + 300n),
      money(5000n + 700n + 200n),
    ]);
  });

  it('play by product, vendor and game, sorted and paged on the server', async () => {
    const play = await plainPlay();
    const byProduct = await value(
      ZSuccess(ZPlayReport),
      await get(finance, '/ops/reports/play', { by: 'product', sort: 'key', order: 'asc' }),
    );
    const products = [...new Set(play.map((row) => row.product))].sort();
    expect(byProduct.value.rows).toEqual(
      products.map((product) => {
        const rows = play.filter((row) => row.product === product);
        const stakes = sum(rows, (row) => row.stake);
        const wins = sum(rows, (row) => row.win);
        return {
          key: product,
          label: null,
          bets: rows.reduce((total, row) => total + row.bets, 0),
          stakes: money(stakes),
          wins: money(wins),
          ggr: money(stakes - wins),
          hold: percent(stakes - wins, stakes),
        };
      }),
    );
    expect(byProduct.value.total).toBe(3);

    const { rows: games } = await sql<{ key: string; ggr: string }>`
      SELECT g.vendor_code || ':' || g.game_code AS key, sum(r.stake - r.refunded - r.win)::text AS ggr
      FROM game_rounds AS r JOIN games AS g ON g.id = r.game_id
      WHERE r.merchant_id = ${demo.id} AND r.status = 'closed'
        AND r.closed_at >= ${SINCE}::timestamptz AND r.closed_at < ${UNTIL}::timestamptz
      GROUP BY 1 ORDER BY 2::bigint DESC`.execute(db);
    const first = await value(
      ZSuccess(ZPlayReport),
      await get(finance, '/ops/reports/play', { by: 'game', sort: 'ggr', order: 'desc', pageSize: '1' }),
    );
    expect(first.value.total).toBe(games.length + 1);
    expect(first.value.rows.map(({ key, ggr }) => ({ key, ggr }))).toEqual([
      { key: games[0]?.key, ggr: money(games[0]?.ggr) },
    ]);
  });

  it("house games' actual return against the declared one", async () => {
    const report = await value(ZSuccess(ZHouseRtpReport), await get(finance, '/ops/reports/house-rtp', {}));
    const house = (await plainPlay()).filter((row) => row.product === 'house');
    const stakes = sum(house, (row) => row.stake);
    const wins = sum(house, (row) => row.win);
    expect(report.value.rows).toHaveLength(1);
    expect(report.value.rows[0]).toMatchObject({
      stakes: money(stakes),
      wins: money(wins),
      actual: percent(wins, stakes),
    });
    expect(report.value.rows[0]?.theoretical).toMatch(/^\d{2}\.\d{2}$/);
  });

  it('cash flow by kind, method and status', async () => {
    const report = await value(ZSuccess(ZCashFlowReport), await get(finance, '/ops/reports/cash-flow', {}));
    const { rows } = await sql<{
      flow: string;
      method: string;
      status: string;
      count: string;
      amount: string;
    }>`
      SELECT 'deposit' AS flow, m.code AS method, d.status, count(*)::text AS count,
        sum(coalesce(d.paid_amount, d.amount))::text AS amount
      FROM deposits AS d JOIN deposit_methods AS m ON m.id = d.method_id
      WHERE d.merchant_id = ${demo.id} AND d.created_at >= ${SINCE}::timestamptz AND d.created_at < ${UNTIL}::timestamptz
      GROUP BY 2, 3
      UNION ALL
      SELECT 'withdrawal', 'bank', status, count(*)::text, sum(amount)::text FROM withdrawals
      WHERE merchant_id = ${demo.id} AND created_at >= ${SINCE}::timestamptz AND created_at < ${UNTIL}::timestamptz
      GROUP BY 3
      UNION ALL
      SELECT 'adjustment', payload ->> 'direction', state, count(*)::text, sum(amount)::text FROM approval_requests
      WHERE merchant_id = ${demo.id} AND kind = 'balance.adjust'
        AND requested_at >= ${SINCE}::timestamptz AND requested_at < ${UNTIL}::timestamptz
      GROUP BY 2, 3
      ORDER BY 1, 2, 3`.execute(db);
    expect(report.value.rows).toEqual(
      rows.map((row) => ({ ...row, count: Number(row.count), amount: money(row.amount) })),
    );
    expect(
      report.value.rows.find(
        (row) => row.flow === 'deposit' && row.status === 'succeeded' && row.method === 'bank-transfer',
      )?.amount,
    ).toBe(money(1250n));
  });

  it('players: registrations, first deposits, active players and retention by signup week', async () => {
    const report = await value(
      ZSuccess(ZPlayersReport),
      await get(finance, '/ops/reports/players', { by: 'day' }),
    );
    const { rows } = await sql<{
      day: string;
      registrations: string;
      first_deposits: string;
      amount: string;
      active: string;
    }>`
      WITH days (day) AS (VALUES (${FROM}), (${TO})),
      firsts AS (
        SELECT member_id, min(decided_at) AS at FROM deposits WHERE merchant_id = ${demo.id} AND status = 'succeeded'
        GROUP BY member_id
      ), played AS (
        SELECT member_id, closed_at AS at FROM game_rounds WHERE merchant_id = ${demo.id} AND status = 'closed'
        UNION ALL
        SELECT member_id, settled_at FROM lottery_bets WHERE merchant_id = ${demo.id} AND status IN ('won', 'lost')
      )
      SELECT day,
        (SELECT count(*) FROM members WHERE merchant_id = ${demo.id} AND to_char(created_at + interval '8 hours', 'YYYY-MM-DD') = day)::text AS registrations,
        (SELECT count(*) FROM firsts WHERE to_char(at + interval '8 hours', 'YYYY-MM-DD') = day)::text AS first_deposits,
        (SELECT coalesce(sum(coalesce(d.paid_amount, d.amount)), 0) FROM firsts AS f JOIN deposits AS d
          ON d.member_id = f.member_id AND d.decided_at = f.at AND d.status = 'succeeded'
          WHERE to_char(f.at + interval '8 hours', 'YYYY-MM-DD') = day)::text AS amount,
        (SELECT count(DISTINCT member_id) FROM played WHERE to_char(at + interval '8 hours', 'YYYY-MM-DD') = day)::text AS active
      FROM days ORDER BY day`.execute(db);
    expect(report.value.rows).toEqual(
      rows.map((row) => ({
        key: row.day,
        registrations: Number(row.registrations),
        firstDeposits: Number(row.first_deposits),
        firstDepositAmount: money(row.amount),
        active: Number(row.active),
      })),
    );
    // Members b, c and d signed up in the week of Monday 9 March (GMT+8); b and c played within the
    // range, d only after its end.
    expect(report.value.retention).toEqual([{ cohort: '2026-03-09', size: 3, active: [2] }]);
  });

  it('agent pay by contract kind', async () => {
    const report = await value(
      ZSuccess(ZAgentPayReport),
      await get(finance, '/ops/reports/agents', { by: 'total' }),
    );
    const { rows } = await sql<{ kind: string; n: string; amount: string }>`
      SELECT kind, count(*)::text AS n, sum(amount)::text AS amount FROM agent_settlements
      WHERE merchant_id = ${demo.id} AND settled_at >= ${SINCE}::timestamptz AND settled_at < ${UNTIL}::timestamptz
      GROUP BY kind ORDER BY kind`.execute(db);
    expect(report.value.rows).toEqual(
      rows.map((row) => ({
        key: 'total',
        kind: row.kind,
        settlements: Number(row.n),
        amount: money(row.amount),
      })),
    );
  });
});

describe('who may read which report', () => {
  it('refuses staff without reports.read, and another brand’s staff', async () => {
    expect((await get(support, '/ops/reports/overview', {})).status).toBe(403);
    expect((await get(otherBrandFinance, '/ops/reports/overview', {})).status).toBe(403);
    expect((await get(otherBrandFinance, '/ops/reports/overview', { merchant: 'reports2' })).status).toBe(
      200,
    );
    expect((await get(auditor, '/ops/reports/cash-flow', {})).status).toBe(200);
    expect((await get(marketing, '/ops/reports/overview', {})).status).toBe(200);
  });

  it('refuses a range backwards or longer than a year', async () => {
    for (const range of [
      { from: TO, to: FROM },
      { from: '2025-01-01', to: '2026-01-02' },
    ]) {
      const response = await get(finance, '/ops/reports/overview', range);
      expect(response.status).toBe(400);
      expect(ZFailure.parse(await response.json()).errorCode).toBe('records.range.invalid');
    }
    expect((await get(finance, '/ops/reports/overview', { from: 'yesterday' })).status).toBe(400);
  });

  it('exports a report as CSV for reports.export only, and records who took it', async () => {
    expect((await get(marketing, '/ops/reports/export', { report: 'overview' })).status).toBe(403);
    const response = await get(auditor, '/ops/reports/export', { report: 'overview', by: 'day' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const overview = await value(
      ZSuccess(ZOverviewReport),
      await get(finance, '/ops/reports/overview', { by: 'day' }),
    );
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('period,bets,stakes,wins,ggr,hold_pct,bonus_cost,rebates,agent_pay,ngr');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual([
      ...overview.value.rows.map((row) => row.ggr),
      overview.value.total.ggr,
    ]);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM staff_actions WHERE action = 'reports.export' AND merchant_id = ${demo.id}`.execute(
      db,
    );
    expect(rows[0]?.n).toBe('1');
  });

  it('exports the play report by product with the same figures as its screen', async () => {
    const response = await get(auditor, '/ops/reports/export', { report: 'play', by: 'product' });
    expect(response.status).toBe(200);
    const screen = await value(
      ZSuccess(ZPlayReport),
      await get(finance, '/ops/reports/play', { by: 'product', sort: 'key', order: 'asc' }),
    );
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('product,name,bets,stakes,wins,ggr,hold_pct');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 6))).toEqual(
      screen.value.rows.map((row) => [
        row.key,
        row.label ?? '',
        String(row.bets),
        row.stakes,
        row.wins,
        row.ggr,
      ]),
    );
  });
});
