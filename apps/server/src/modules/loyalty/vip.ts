import type {
  ZVipLevel,
  ZVipSettings,
  ZVipSettingsBody,
  ZVipStatus,
} from '@platform/contracts/loyalty/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { depositedBetween } from '../deposits/service.ts';
import { lotteryValidBets } from '../lottery/service.ts';
import { merchantById } from '../system/service.ts';
import { validBetsByCategory } from '../vendor-wallet/volumes.ts';
import * as repo from './repo.ts';
import { areLevelsValid, type LevelRule, levelFor } from './rules.ts';

const DEFAULT_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** The platform's levels for a brand that has set none: thresholds and bonuses in major units. */
const DEFAULT_LEVELS = [
  { name: 'VIP0', deposit: 0n, bet: 0n, bonus: 0n, rate: 20 },
  { name: 'VIP1', deposit: 1_000n, bet: 5_000n, bonus: 18n, rate: 30 },
  { name: 'VIP2', deposit: 10_000n, bet: 50_000n, bonus: 58n, rate: 50 },
  { name: 'VIP3', deposit: 50_000n, bet: 250_000n, bonus: 188n, rate: 70 },
  { name: 'VIP4', deposit: 200_000n, bet: 1_000_000n, bonus: 888n, rate: 100 },
];

export type VipSettings = { windowDays: number; levels: LevelRule[] };

export async function vipSettingsOf(
  db: Kysely<DB>,
  merchant: { id: bigint; currencyScale: number },
): Promise<VipSettings> {
  const [rows, windowDays] = await Promise.all([
    repo.levelsOf(db, merchant.id),
    repo.windowDaysOf(db, merchant.id),
  ]);
  const unit = 10n ** BigInt(merchant.currencyScale);
  const levels: LevelRule[] =
    rows.length > 0
      ? rows.map((row) => ({
          level: row.level,
          name: row.name,
          minDeposit: row.min_deposit,
          minBet: row.min_bet,
          upgradeBonus: row.upgrade_bonus,
          rebateRates: row.rebate_rates,
        }))
      : DEFAULT_LEVELS.map((rule, level) => ({
          level,
          name: rule.name,
          minDeposit: rule.deposit * unit,
          minBet: rule.bet * unit,
          upgradeBonus: rule.bonus * unit,
          rebateRates: {
            live: rule.rate,
            lott: rule.rate,
            pvp: rule.rate,
            rng: rule.rate,
            sports: rule.rate,
          },
        }));
  return { windowDays: windowDays ?? DEFAULT_WINDOW_DAYS, levels };
}

/** A member's deposits and valid bets over the window that ends at `at`. */
async function volumesOf(db: Kysely<DB>, merchantId: bigint, memberId: bigint, windowDays: number, at: Date) {
  const range = { from: new Date(at.getTime() - windowDays * DAY_MS), until: at, merchantId, memberId };
  const [deposit, rounds, lottery] = await Promise.all([
    depositedBetween(db, merchantId, memberId, range),
    validBetsByCategory(db, range),
    lotteryValidBets(db, range),
  ]);
  const validBet = [...rounds, ...lottery].reduce((sum, { amount }) => sum + amount, 0n);
  return { deposit, validBet };
}

/** The member's level at `at` under the brand's settings. */
export async function levelAt(
  db: Kysely<DB>,
  merchant: { id: bigint; currencyScale: number },
  memberId: bigint,
  at: Date,
  settings?: VipSettings,
) {
  const rules = settings ?? (await vipSettingsOf(db, merchant));
  const volumes = await volumesOf(db, merchant.id, memberId, rules.windowDays, at);
  return { ...volumes, rule: levelFor(rules.levels, volumes.deposit, volumes.validBet), settings: rules };
}

/**
 * A member's VIP level now: the highest level whose thresholds their deposits and valid bets over the
 * brand's rolling window reach. For other modules (promotions' eligibility by level).
 */
export async function vipLevelOf(db: Kysely<DB>, merchantId: bigint, memberId: bigint): Promise<number> {
  const merchant = await merchantById(db, merchantId);
  if (!merchant) throw new Error(`No active brand ${merchantId}`);
  return (await levelAt(db, merchant, memberId, new Date())).rule.level;
}

function levelView(merchant: Merchant, rule: LevelRule): z.input<typeof ZVipLevel> {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    level: rule.level,
    name: rule.name,
    minDeposit: money(rule.minDeposit),
    minBet: money(rule.minBet),
    upgradeBonus: money(rule.upgradeBonus),
    rebateRates: rule.rebateRates,
  };
}

export async function vipStatus(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  now = new Date(),
): Promise<z.input<typeof ZVipStatus>> {
  const { rule, deposit, validBet, settings } = await levelAt(db, merchant, memberId, now);
  const next = settings.levels.find(({ level }) => level === rule.level + 1);
  return {
    level: rule.level,
    name: rule.name,
    windowDays: settings.windowDays,
    deposit: formatMinorUnits(deposit, merchant.currencyScale),
    validBet: formatMinorUnits(validBet, merchant.currencyScale),
    next: next ? levelView(merchant, next) : null,
    levels: settings.levels.map((level) => levelView(merchant, level)),
  };
}

export async function staffVipSettings(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<z.input<typeof ZVipSettings>> {
  const settings = await vipSettingsOf(db, merchant);
  return {
    windowDays: settings.windowDays,
    levels: settings.levels.map((rule) => levelView(merchant, rule)),
  };
}

/** Replaces the brand's levels and window, recorded with the settings before in the staff audit log. */
export async function setVipSettings(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZVipSettingsBody>,
) {
  const amount = (text: string) => {
    const value = parseMoney(text, merchant.currencyScale);
    if (value === null) throw new AppError('loyalty.settings.invalid');
    return value;
  };
  const levels = body.levels.map((rule) => ({
    level: rule.level,
    name: rule.name,
    minDeposit: amount(rule.minDeposit),
    minBet: amount(rule.minBet),
    upgradeBonus: amount(rule.upgradeBonus),
    rebateRates: rule.rebateRates,
  }));
  if (!areLevelsValid(levels)) throw new AppError('loyalty.settings.invalid');
  const before = await staffVipSettings(db, merchant);
  await db.transaction().execute(async (trx) => {
    await repo.replaceLevels(trx, merchant.id, { windowDays: body.windowDays, levels });
    await recordStaffAction(trx, staff, {
      action: 'vip.levels.update',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: { before, after: { windowDays: body.windowDays, levels: body.levels } },
    });
  });
  return staffVipSettings(db, merchant);
}
