import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand, staffSession } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { accountFor } from '../ledger/service.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { setGameSettings } from './game-settings.ts';
import { memberChases } from './service.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let merchant: Merchant;
let gameCode: string;
let staff: OperatorSession;

const at = (text: string) => new Date(`${text}+08:00`);
/** Two long-shot bets of 10.00 each: 20.00 a draw. */
const SELECTIONS = [
  { playType: 'five-direct', selection: [[1], [2], [3], [4], [5]], unitAmount: 10_00n, multiplier: 1 },
  { playType: 'five-direct', selection: [[5], [4], [3], [2], [1]], unitAmount: 10_00n, multiplier: 1 },
];
const STAKE_PER_DRAW = 20_00n;
const FUNDS = 1_000_00n;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ merchant, gameCode } = await lotteryBrand(db));
  staff = await staffSession(db, 'chase-limits-staff');
});
afterAll(() => database.close());

/**
 * A five-draw chase placed on the draw open at `opensAt`, then the game's limits changed by staff to
 * `limits` before the chase's second draw opens: answers what the member holds after that opening.
 */
async function chaseThenLimits(account: string, opensAt: string, nextOpens: string, limits: object) {
  const { member, main } = await fundedMember(db, merchant, account, FUNDS);
  const hold = await accountFor(db, merchant, 'member.held', {
    memberId: member.memberId,
    subKey: 'lottery-chase',
  });
  const { game, draw } = await currentDrawAt(db, merchant, gameCode, at(opensAt));
  await placeSlip(
    db,
    member,
    `${account}-chase`,
    {
      gameCode,
      period: draw.period,
      oddsVersion: game.oddsVersion,
      selections: SELECTIONS,
      chase: { draws: 5, stopOnWin: false },
    },
    new Date(at(opensAt).getTime() + 5_000),
  );
  expect(await balanceOf(db, hold)).toBe(4n * STAKE_PER_DRAW);
  await setGameSettings(db, staff, merchant, { merchant: merchant.code, gameCode, ...limits });
  await runLotteryJobs(db, at(nextOpens));
  const bets = await db
    .selectFrom('lottery_bets')
    .select(['draw_id', 'stake'])
    .where('member_id', '=', member.memberId)
    .execute();
  const { chases } = await memberChases(db, merchant, member.memberId);
  return { bets, chase: chases[0], main: await balanceOf(db, main), hold: await balanceOf(db, hold) };
}

const ORIGINAL = { minStake: '1.00', maxStake: '10000.00', maxStakePerDraw: '20000.00' };

describe('a chase over later draws', () => {
  it('stops and gives back its hold when the per-draw limit no longer takes its stake', async () => {
    const after = await chaseThenLimits('per-draw', '2026-11-28T08:00:05', '2026-11-28T08:01:00', {
      maxStake: '10.00',
      maxStakePerDraw: '15.00',
    });
    await setGameSettings(db, staff, merchant, { merchant: merchant.code, gameCode, ...ORIGINAL });
    expect(after.bets).toHaveLength(2);
    expect(after.chase).toMatchObject({ status: 'stopped', drawsTotal: 5, drawsPlaced: 1 });
    expect(after.hold).toBe(0n);
    // The first draw's two long shots lost (or won, paid back into main): main holds the rest.
    const won = await db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('win'), eb.val('0')).as('total'))
      .where('draw_id', '=', after.bets[0]?.draw_id ?? 0n)
      .executeTakeFirstOrThrow();
    expect(after.main).toBe(FUNDS - STAKE_PER_DRAW + BigInt(won.total));
    await expectLedgerHealthy(db);
  });

  it('stops and gives back its hold when a bet is over the per-bet limit as it is now', async () => {
    const after = await chaseThenLimits('per-bet', '2026-11-28T09:00:05', '2026-11-28T09:01:00', {
      maxStake: '5.00',
    });
    await setGameSettings(db, staff, merchant, { merchant: merchant.code, gameCode, ...ORIGINAL });
    expect(after.bets).toHaveLength(2);
    expect(after.chase).toMatchObject({ status: 'stopped', drawsPlaced: 1 });
    expect(after.hold).toBe(0n);
    await expectLedgerHealthy(db);
  });

  it('goes on betting while the limits take each step', async () => {
    const after = await chaseThenLimits('within', '2026-11-28T10:00:05', '2026-11-28T10:01:00', {
      maxStake: '10.00',
      maxStakePerDraw: '20.00',
    });
    await setGameSettings(db, staff, merchant, { merchant: merchant.code, gameCode, ...ORIGINAL });
    expect(after.bets).toHaveLength(4);
    expect(after.chase).toMatchObject({ status: 'active', drawsPlaced: 2 });
    expect(after.hold).toBe(3n * STAKE_PER_DRAW);
    await expectLedgerHealthy(db);
  });
});
