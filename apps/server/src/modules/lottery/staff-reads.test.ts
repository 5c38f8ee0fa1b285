import { createHash } from 'node:crypto';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZStaffDraws, ZStaffLotteryGames } from '@platform/contracts/lottery/schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { testClient } from '../../test/api-client.ts';
import { currentDrawAt, fundedMember, lotteryBrand } from '../../test/lottery.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { addLotteryGames } from './service.ts';

let server: TestServer;
let merchant: Merchant;
let gameCode: string;
let entering: string;
let approving: string;
let marketing: string;
let auditor: string;
const OFFICIAL = 'TEST_STAFF_DAILY';
const PERIOD = '20261127-2000';
const at = (text: string) => new Date(`${text}+08:00`);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  ({ merchant, gameCode } = await lotteryBrand(db));
  await addLotteryGames(db, merchant.id, [
    {
      code: OFFICIAL,
      name: 'Staff daily',
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
  entering = await staffToken(server, 'draws.enter', { roles: ['risk'] });
  approving = await staffToken(server, 'draws.approve', { roles: ['risk'] });
  marketing = await staffToken(server, 'draws.marketing', { roles: ['marketing'] });
  auditor = await staffToken(server, 'draws.auditor', { roles: ['auditor'] });
});
afterAll(() => server?.close());

const { call } = testClient(() => server, { brand: null });
const draws = async (query: string, token = entering) =>
  ZSuccess(ZStaffDraws).parse(
    await (await call(token, 'GET', `/ops/lottery/draws?merchant=demo&${query}`)).json(),
  ).value;

/** The view's draws counted apart from the endpoint: by status, over the brand's games. */
async function countByStatus(
  statuses: readonly ('scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled')[],
) {
  const row = await server.database.db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lottery_games.merchant_id', '=', merchant.id)
    .where('lottery_draws.status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('staff lottery reads', () => {
  it('list every game with its settings, disabled ones included', async () => {
    const { games } = ZSuccess(ZStaffLotteryGames).parse(
      await (await call(auditor, 'GET', '/ops/lottery/games?merchant=demo')).json(),
    ).value;
    expect(games.find((game) => game.gameCode === gameCode)).toMatchObject({
      kind: 'ELOTT',
      enabled: true,
      minStake: '1.00',
      intervalSeconds: 60,
    });
    expect(games.find((game) => game.gameCode === OFFICIAL)).toMatchObject({
      kind: 'LOTT',
      scheduleTimes: ['20:00'],
      closeSeconds: 600,
    });
    expect(games.some((game) => !game.enabled)).toBe(true);
  });

  it('page the calendar, the draws awaiting a result and the history with bets, entries and the seeds', async () => {
    const { db } = server.database;
    const { member } = await fundedMember(db, merchant, 'staff-reads', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-27T19:40:05'));
    await placeSlip(
      db,
      member,
      'staff-reads-1',
      {
        gameCode,
        period: draw.period,
        oddsVersion: game.oddsVersion,
        selections: [
          { playType: 'fixed-position', selection: [[1], [], [], [], []], unitAmount: 2_00n, multiplier: 3 },
        ],
      },
      at('2026-11-27T19:40:10'),
    );
    await runLotteryJobs(db, at('2026-11-27T19:52:00'));

    const upcoming = await draws('view=upcoming&size=5');
    expect(upcoming.total).toBe(await countByStatus(['scheduled', 'open']));
    expect(upcoming.items).toHaveLength(5);
    const times = upcoming.items.map((item) => Date.parse(item.drawsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(upcoming.items.every((item) => item.seed === null && item.balls === null)).toBe(true);
    const second = await draws('view=upcoming&size=5&page=2');
    expect((second.items[0]?.drawsAt ?? '') >= (upcoming.items[4]?.drawsAt ?? '')).toBe(true);
    const official = await draws(`view=awaiting&gameCode=${OFFICIAL}`);
    expect(official.items.map((item) => [item.period, item.status, item.result])).toEqual([
      [PERIOD, 'closed', null],
    ]);

    const ref = { merchant: 'demo', gameCode: OFFICIAL, period: PERIOD };
    expect(
      (await call(entering, 'POST', '/ops/lottery/results', { ...ref, balls: [3, 1, 4, 1, 5] })).status,
    ).toBe(200);
    const [pending] = (await draws(`view=awaiting&gameCode=${OFFICIAL}`)).items;
    expect(pending?.result).toMatchObject({
      balls: [3, 1, 4, 1, 5],
      source: 'operator',
      enteredBy: 'draws.enter',
      approvedBy: null,
      approvedAt: null,
    });
    expect(
      (await call(approving, 'POST', '/ops/lottery/results/approve', { ...ref, balls: [3, 1, 4, 1, 5] }))
        .status,
    ).toBe(200);

    const history = await draws('view=history&size=200');
    expect(history.total).toBe(await countByStatus(['drawn', 'settled', 'cancelled']));
    const done = history.items.find((item) => item.gameCode === OFFICIAL && item.period === PERIOD);
    expect(done).toMatchObject({
      status: 'drawn',
      balls: [3, 1, 4, 1, 5],
      seed: null,
      result: { enteredBy: 'draws.enter', approvedBy: 'draws.approve' },
    });
    const bet = history.items.find((item) => item.gameCode === gameCode && item.period === draw.period);
    const stake = await db
      .selectFrom('lottery_bets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_bets.draw_id')
      .select(['lottery_bets.stake'])
      .where('lottery_draws.period', '=', draw.period)
      .execute();
    expect(bet).toMatchObject({
      bets: stake.length,
      stake: formatMinorUnits(
        stake.reduce((sum, row) => sum + row.stake, 0n),
        2,
      ),
    });
    // The commit-reveal proof: the seed revealed hashes to the hash committed before betting opened.
    expect(bet?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(
      createHash('sha256')
        .update(Buffer.from(bet?.seed ?? '', 'hex'))
        .digest('hex'),
    ).toBe(bet?.seedHash);
    expect(bet?.seedHash).toBe(draw.seedHash);
  });

  it('are for staff with lottery.read, on their brands, and refuse a hostile query', async () => {
    const refused = await call(marketing, 'GET', '/ops/lottery/draws?merchant=demo');
    expect([refused.status, ZFailure.parse(await refused.json()).errorCode]).toEqual([
      403,
      'access.forbidden',
    ]);
    expect((await call(auditor, 'GET', '/ops/lottery/draws?merchant=demo&view=history')).status).toBe(200);
    for (const query of ['view=all', 'gameCode=a;drop', 'size=0', 'page=abc']) {
      const bad = await call(auditor, 'GET', `/ops/lottery/draws?merchant=demo&${query}`);
      expect([bad.status, ZFailure.parse(await bad.json()).errorCode]).toEqual([400, 'request.invalid']);
    }
  });
});
