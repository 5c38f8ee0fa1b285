import { addDays, gmt8DayOf, gmt8Span } from '@platform/contracts/gmt8';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { closeSettledPlayWindows } from '../../db/settled-play-barrier.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { lotteryValidBets } from '../lottery/service.ts';
import { merchantById } from '../system/service.ts';
import { validBetsByCategory } from '../vendor-wallet/volumes.ts';
import * as repo from './repo.ts';
import { type GameType, gameTypeOf, rebateFor } from './rules.ts';
import { levelAt, type VipSettings, vipSettingsOf } from './vip.ts';

/** Pays from the brand's rewards account into the member's main wallet, once per key. */
async function payReward(
  db: Kysely<DB>,
  merchant: Merchant,
  payment: { memberId: bigint; amount: bigint; key: string; kind: string; memo: Record<string, string> },
) {
  return transfer(db, {
    merchantId: merchant.id,
    idempotencyKey: payment.key,
    kind: payment.kind,
    legs: [
      { accountId: await accountFor(db, merchant, 'system.rewards'), amount: -payment.amount },
      {
        accountId: await accountFor(db, merchant, 'member.main', { memberId: payment.memberId }),
        amount: payment.amount,
      },
    ],
    memo: payment.memo,
  });
}

/**
 * Each level's upgrade bonus, once the first time the member reaches it: the ledger key names the
 * member and level, so a bonus paid before is not paid again (a bonus changed since is not topped up).
 */
async function payUpgradeBonuses(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  level: number,
  settings: VipSettings,
) {
  for (const rule of settings.levels) {
    if (rule.level > level || rule.upgradeBonus === 0n) continue;
    await payReward(db, merchant, {
      memberId,
      amount: rule.upgradeBonus,
      key: `vip:upgrade:${memberId}:${rule.level}`,
      kind: 'vip.upgrade',
      memo: { level: String(rule.level) },
    }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'idempotency.conflict')) throw error;
    });
  }
}

type DayVolumes = Map<
  string,
  { merchantId: bigint; memberId: bigint; bets: Partial<Record<GameType, bigint>> }
>;

async function volumesOfDay(db: Kysely<DB>, range: { from: Date; until: Date }): Promise<DayVolumes> {
  const [rounds, lottery] = await Promise.all([validBetsByCategory(db, range), lotteryValidBets(db, range)]);
  const members: DayVolumes = new Map();
  const add = (merchantId: bigint, memberId: bigint, type: GameType, amount: bigint) => {
    const key = `${merchantId}:${memberId}`;
    const member = members.get(key) ?? { merchantId, memberId, bets: {} };
    member.bets[type] = (member.bets[type] ?? 0n) + amount;
    members.set(key, member);
  };
  for (const row of rounds) add(row.merchantId, row.memberId, gameTypeOf(row.category), row.amount);
  for (const row of lottery) add(row.merchantId, row.memberId, 'lott', row.amount);
  return members;
}

/**
 * One GMT+8 day's rebates: every member with valid bets that day gets their level's rate on each game
 * type's valid bet (the level as of the day's end), recorded and paid in one transaction. The record
 * is unique per member and day and the payment's ledger key names both, so a day run twice, or by two
 * instances at once, pays once. Answers how many members were paid.
 */
export async function rebateDay(db: Kysely<DB>, day: string): Promise<number> {
  const range = gmt8Span({ from: day, to: day });
  await closeSettledPlayWindows(db, range.until);
  const merchants = new Map<bigint, { merchant: Merchant; settings: VipSettings } | undefined>();
  let paid = 0;
  for (const member of (await volumesOfDay(db, range)).values()) {
    if (!merchants.has(member.merchantId)) {
      const merchant = await merchantById(db, member.merchantId);
      merchants.set(member.merchantId, merchant && { merchant, settings: await vipSettingsOf(db, merchant) });
    }
    const brand = merchants.get(member.merchantId);
    if (!brand) continue;
    const { rule } = await levelAt(db, brand.merchant, member.memberId, range.until, brand.settings);
    await payUpgradeBonuses(db, brand.merchant, member.memberId, rule.level, brand.settings);
    const amount = rebateFor(rule.rebateRates, member.bets);
    if (amount === 0n) continue;
    const isNew = await inMoneyTransaction(db, async (trx) => {
      const id = await repo.insertRebate(trx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        day,
        level: rule.level,
        validBets: Object.fromEntries(Object.entries(member.bets).map(([type, bet]) => [type, String(bet)])),
        amount,
      });
      if (id === undefined) return false;
      await payReward(trx, brand.merchant, {
        memberId: member.memberId,
        amount,
        key: `rebate:${member.memberId}:${day}`,
        kind: 'vip.rebate',
        memo: { day, rebateId: String(id) },
      });
      return true;
    });
    if (isNew) paid += 1;
  }
  return paid;
}

/**
 * The daily rebate job: every GMT+8 day from the one after the last finished up to yesterday, in order
 * (the first run does yesterday only), so days missed while the platform was down are caught up.
 */
export async function runRebates(db: Kysely<DB>, now = new Date()): Promise<{ days: number; paid: number }> {
  const yesterday = gmt8DayOf(new Date(now.getTime() - 86_400_000));
  const last = await repo.lastRebateDay(db);
  let day = last === undefined ? yesterday : addDays(last, 1);
  let days = 0;
  let paid = 0;
  while (day <= yesterday) {
    paid += await rebateDay(db, day);
    await repo.finishRebateDay(db, day);
    days += 1;
    day = addDays(day, 1);
  }
  return { days, paid };
}
