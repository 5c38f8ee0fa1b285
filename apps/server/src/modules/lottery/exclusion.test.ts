import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { takeExclusion } from '../protection/exclusion.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;
let gameCode: string;

const at = (text: string) => new Date(`${text}+08:00`);
const SELECTIONS = [
  { playType: 'fixed-position', selection: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
].map((selection) => ({ ...selection, unitAmount: 100n, multiplier: 1 }));

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ merchant, gameCode } = await lotteryBrand(db));
});
afterAll(() => database.close());

describe('a member who takes a break with a lottery bet open', () => {
  it('places no new slip, and the open bet still settles and pays', async () => {
    const { member, main } = await fundedMember(db, merchant, 'breakwithbet', 100_00n);
    const { game, draw } = await currentDrawAt(db, merchant, gameCode, at('2026-11-28T09:00:05'));
    const slip = (key: string, time: string) =>
      placeSlip(
        db,
        member,
        key,
        { gameCode, period: draw.period, oddsVersion: game.oddsVersion, selections: SELECTIONS },
        at(time),
      );
    await slip('before-the-break', '2026-11-28T09:00:10');
    await takeExclusion(db, merchant, member.memberId, '1m', {}, at('2026-11-28T09:00:20'));
    const before = await balanceOf(db, main);
    await expect(slip('during-the-break', '2026-11-28T09:00:30')).rejects.toMatchObject({
      code: 'protection.excluded',
    });
    expect(await balanceOf(db, main)).toBe(before);
    // A replay of the slip made before the break still answers it.
    await expect(slip('before-the-break', '2026-11-28T09:00:40')).resolves.toMatchObject({
      bets: [expect.anything()],
    });

    await runLotteryJobs(db, at('2026-11-28T09:01:01'));
    const bets = await db
      .selectFrom('lottery_bets')
      .select(['status', 'win'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(bets).toEqual([{ status: 'won', win: expect.any(BigInt) }]);
    expect(await balanceOf(db, main)).toBe(before + (bets[0]?.win ?? 0n));
    await expectLedgerHealthy(db);
  });
});
