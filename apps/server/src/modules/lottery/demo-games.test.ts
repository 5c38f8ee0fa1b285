import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { fundedMember } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { resolveMerchant } from '../system/service.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { checkBalls, checkSelection, type Family } from './rules/index.ts';
import { lotteryGame, lottoMenu } from './service.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;

const START = new Date('2026-12-02T09:00:05+08:00').getTime();
const MINUTE = 60_000;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  const found = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!found) throw new Error('no demo brand');
  merchant = found;
});
afterAll(() => database.close());

describe("the demo brand's lottery", () => {
  it('takes a bet on every play type of every e-lottery game and draws and settles them all', {
    timeout: 300_000,
  }, async () => {
    const { member } = await fundedMember(db, merchant, 'demo-lotto', 1_000_000_00n);
    const { gameMenus } = await lottoMenu(db, merchant);
    const games = gameMenus.flatMap(({ games }) => games);
    expect(new Set(games.map(({ family }) => family))).toEqual(
      new Set(['SSC', 'PK10', '11X5', 'K3', 'LHC', 'VN', 'LF']),
    );
    const now = new Date(START);
    await runLotteryJobs(db, now);
    let placed = 0;
    const skipped: string[] = [];
    for (const summary of games.filter(({ kind }) => kind === 'ELOTT')) {
      const game = await lotteryGame(db, merchant, summary.gameCode, now);
      const draw = game.currentDraw;
      expect(draw?.status, summary.gameCode).toBe('open');
      for (const play of game.playTypes) {
        // The fewest picks each row allows (one where it allows none), each row starting one option
        // further on, so plays that forbid a number in two positions get distinct ones.
        const selection = play.rows.map((row, index) =>
          Array.from(
            { length: Math.max(row.min, 1) },
            (_, pick) => row.options[(index + pick) % row.options.length],
          ),
        );
        if (!checkSelection(summary.family as Family, play.code, selection).ok) {
          skipped.push(`${summary.family} ${play.code}`);
          continue;
        }
        await placeSlip(
          db,
          member,
          `demo-${summary.gameCode}-${play.code}`,
          {
            gameCode: summary.gameCode,
            period: draw?.period ?? '',
            oddsVersion: game.oddsVersion,
            selections: [{ playType: play.code, selection, unitAmount: 100n, multiplier: 1 }],
          },
          now,
        );
        placed += 1;
      }
    }
    expect(skipped).toEqual([]);
    for (let minute = 1; minute <= 6; minute += 1)
      await runLotteryJobs(db, new Date(START + minute * MINUTE));

    const bets = await db
      .selectFrom('lottery_bets')
      .select(['status'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(bets).toHaveLength(placed);
    expect(bets.filter(({ status }) => status === 'open')).toEqual([]);
    const drawn = await db
      .selectFrom('lottery_draws')
      .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
      .select(['lottery_games.family', 'lottery_draws.balls'])
      .where('lottery_draws.status', '=', 'settled')
      .execute();
    expect(new Set(drawn.map(({ family }) => family)).size).toBe(6);
    for (const { family, balls } of drawn)
      expect(checkBalls(family as Family, balls ?? []), family).toBe(true);
    await expectLedgerHealthy(db);
  });
});
