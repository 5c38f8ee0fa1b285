import { permissionsOf } from '@platform/contracts/operator/roles';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { accountFor, balancesOf } from '../modules/ledger/service.ts';
import { runLotteryJobs } from '../modules/lottery/draws.ts';
import { addLotteryGames, lotteryGame } from '../modules/lottery/service.ts';
import { createOperator } from '../modules/operator/service.ts';
import { resolveMerchant } from '../modules/system/service.ts';
import type { OperatorSession } from '../platform/endpoint.ts';
import type { Merchant } from '../platform/merchant.ts';
import { deposit, testMember } from './ledger.ts';

/** A test's own lottery game, the only one enabled in its database, so the jobs touch nothing else. */
export async function lotteryBrand(
  db: Kysely<DB>,
  game: Partial<Parameters<typeof addLotteryGames>[2][number]> = {},
): Promise<{ merchant: Merchant; gameCode: string }> {
  await seedIfEmpty(db);
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  await db.updateTable('lottery_games').set({ enabled: false }).execute();
  const gameCode = game.code ?? 'TEST_SSC_1M';
  await addLotteryGames(db, merchant.id, [
    {
      code: gameCode,
      name: 'Test SSC',
      family: 'SSC',
      kind: 'ELOTT',
      prizeMode: 'Elott',
      groupCode: 'SSC',
      groupLabel: 'Time Lottery',
      intervalSeconds: 60,
      scheduleTimes: [],
      closeSeconds: 10,
      minStake: 100n,
      maxStake: 1_000_000n,
      maxStakePerDraw: 2_000_000n,
      sortOrder: 0,
      ...game,
    },
  ]);
  return { merchant, gameCode };
}

/** A member holding `amount` in the main wallet; answers the member and the main account. */
export async function fundedMember(db: Kysely<DB>, merchant: Merchant, account: string, amount: bigint) {
  const memberId = await testMember(db, merchant.id, account);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  if (amount > 0n) await deposit(db, merchant, main, amount, `deposit-${account}`);
  const { id, currency, currencyScale, maxStake, timeZone } = merchant;
  return { member: { brand: { id, currency, currencyScale, maxStake, timeZone }, memberId }, main };
}

export async function balanceOf(db: Kysely<DB>, accountId: bigint): Promise<bigint> {
  const [row] = await balancesOf(db, [accountId]);
  return row?.balance ?? 0n;
}

/** Runs the jobs at `now` and answers the game's current draw as members see it. */
export async function currentDrawAt(db: Kysely<DB>, merchant: Merchant, gameCode: string, now: Date) {
  await runLotteryJobs(db, now);
  const game = await lotteryGame(db, merchant, gameCode, now);
  if (!game.currentDraw) throw new Error(`no current draw of ${gameCode} at ${now.toISOString()}`);
  return { game, draw: game.currentDraw };
}

/** A staff session of a new staff account, as the operator API hands its handlers. */
export async function staffSession(db: Kysely<DB>, account: string): Promise<OperatorSession> {
  const { id } = await createOperator(db, {
    account,
    roles: ['admin'],
    merchantIds: [],
    password: 'x'.repeat(20),
  });
  return {
    sessionId: 0n,
    operatorId: id,
    roles: ['admin'],
    permissions: permissionsOf(['admin']),
    allBrands: true,
    merchantIds: [],
    merchantCodes: [],
    mustChangePassword: false,
    next: 'done',
    ip: '127.0.0.1',
  };
}
