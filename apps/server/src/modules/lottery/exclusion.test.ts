import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { createDomainEvents } from '../../platform/domain-events.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { demoLikeBrand } from '../../test/brand.ts';
import { expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { balanceOf, currentDrawAt, fundedMember, lotteryBrand } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { accountFor } from '../ledger/service.ts';
import { takeExclusion } from '../protection/exclusion.ts';
import { resolveMerchant } from '../system/service.ts';
import { placeSlip } from './betting.ts';
import { runLotteryJobs } from './draws.ts';
import { lotterySubscriptions } from './service.ts';

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
  // Another brand for the cross-brand case, opened first: the test's game is then the only one enabled.
  await demoLikeBrand(db, 'brand-a');
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
    await takeExclusion(
      db,
      createDomainEvents(),
      merchant,
      member.memberId,
      '1m',
      {},
      at('2026-11-28T09:00:20'),
    );
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

/** Each chase below stakes 10.00 a draw, on a selection that always wins (every digit of the first ball). */
const STAKE = 10_00n;

async function chaseOf(
  member: Awaited<ReturnType<typeof fundedMember>>['member'],
  key: string,
  draws: number,
  time: string,
) {
  const { game, draw } = await currentDrawAt(db, merchant, gameCode, at(time));
  const placed = await placeSlip(
    db,
    member,
    key,
    {
      gameCode,
      period: draw.period,
      oddsVersion: game.oddsVersion,
      selections: SELECTIONS,
      chase: { draws, stopOnWin: false },
    },
    at(time),
  );
  return placed.chaseId ?? 0n;
}

const chaseRow = (chaseId: bigint) =>
  db
    .selectFrom('lottery_chases')
    .select(['status', 'stop_reason', 'draws_placed'])
    .where('id', '=', chaseId)
    .executeTakeFirstOrThrow();

/** The chase's releases in the ledger: one movement, whatever runs after the stop. */
const releasesOf = (chaseId: bigint) =>
  db
    .selectFrom('ledger_transfers')
    .select('kind')
    .where('idempotency_key', '=', `lottery.chase.release:${chaseId}`)
    .execute();

const betsOfChase = (chaseId: bigint) =>
  db
    .selectFrom('lottery_bets')
    .select(['draw_id', 'status'])
    .where('chase_id', '=', chaseId)
    .orderBy('draw_id')
    .execute();

describe("a break stops the member's chases", () => {
  it('gives back the draws not yet bet on at once; the bets already on a draw settle and pay', async () => {
    const { member, main } = await fundedMember(db, merchant, 'chasebreak', 100_00n);
    const hold = await accountFor(db, merchant, 'member.held', {
      memberId: member.memberId,
      subKey: 'lottery-chase',
    });
    const chaseId = await chaseOf(member, 'chase-before-break', 5, '2026-11-28T10:00:05');
    // The chase's second draw opens and is bet on from the hold; the first is drawn and pays.
    await runLotteryJobs(db, at('2026-11-28T10:01:01'));
    expect(await balanceOf(db, hold)).toBe(3n * STAKE);
    const beforeBreak = await balanceOf(db, main);

    const events = createDomainEvents();
    lotterySubscriptions(events);
    await takeExclusion(db, events, merchant, member.memberId, '24h', {}, at('2026-11-28T10:01:20'));
    expect(await chaseRow(chaseId)).toEqual({ status: 'stopped', stop_reason: 'exclusion', draws_placed: 2 });
    expect(await balanceOf(db, hold)).toBe(0n);
    expect(await balanceOf(db, main)).toBe(beforeBreak + 3n * STAKE);

    // The bet on the open draw settles as usual; no later draw is bought, and a longer break releases nothing twice.
    await runLotteryJobs(db, at('2026-11-28T10:02:01'));
    await runLotteryJobs(db, at('2026-11-28T10:03:01'));
    await takeExclusion(db, events, merchant, member.memberId, '6m', {}, at('2026-11-28T10:03:10'));
    const bets = await betsOfChase(chaseId);
    expect(new Set(bets.map(({ draw_id }) => draw_id)).size).toBe(2);
    expect(bets.every(({ status }) => status === 'won')).toBe(true);
    expect(await releasesOf(chaseId)).toEqual([{ kind: 'lottery.chase.release' }]);
    expect(await balanceOf(db, hold)).toBe(0n);
    await expectLedgerHealthy(db);
  });

  it("stops at its next draw when the person's break is found on another brand by a shared bank account", async () => {
    const { member, main } = await fundedMember(db, merchant, 'chasecross', 100_00n);
    await db
      .insertInto('member_bank_accounts')
      .values({
        merchant_id: merchant.id,
        member_id: member.memberId,
        bank_name: 'Test Bank',
        account_number: '6222000033334444',
        payee_name: 'Someone',
      })
      .execute();
    const chaseId = await chaseOf(member, 'chase-cross-brand', 4, '2026-11-28T11:00:05');
    const brandA = (await resolveMerchant(db, { code: 'brand-a', host: '' })) as Merchant;
    const onA = await testMember(db, brandA.id, 'chasecrossa');
    await takeExclusion(
      db,
      createDomainEvents(),
      brandA,
      onA,
      '1m',
      { bankAccounts: ['6222 0000 3333 4444'] },
      at('2026-11-28T11:00:30'),
    );
    const beforeStep = await balanceOf(db, main);
    await runLotteryJobs(db, at('2026-11-28T11:01:01'));
    expect(await chaseRow(chaseId)).toEqual({ status: 'stopped', stop_reason: 'exclusion', draws_placed: 1 });
    // The first draw's win is paid with it; the three draws never bought come back.
    const firstWin = await winOf(chaseId);
    expect(await balanceOf(db, main)).toBe(beforeStep + 3n * STAKE + firstWin);
    await runLotteryJobs(db, at('2026-11-28T11:02:01'));
    expect(await releasesOf(chaseId)).toEqual([{ kind: 'lottery.chase.release' }]);
    expect(new Set((await betsOfChase(chaseId)).map(({ draw_id }) => draw_id)).size).toBe(1);
    await expectLedgerHealthy(db);
  });
});

async function winOf(chaseId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('lottery_bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('win'), eb.val('0')).as('total'))
    .where('chase_id', '=', chaseId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
