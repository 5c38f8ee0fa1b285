import { formatMinorUnits } from '@platform/contracts/money';
import type { Bonus } from '@platform/contracts/promotions/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { accountFor, inMoneyTransaction, memberBalances, transfer } from '../ledger/service.ts';
import type { Merchant } from '../system/merchant.ts';
import { merchantById } from '../system/service.ts';
import { memberValidBets } from '../vendor-wallet/bets.ts';
import * as repo from './repo.ts';

/**
 * Pays a promotion's bonus into the member's bonus account, in the caller's transaction: at most one
 * bonus per member and promotion (the row's unique key decides between racing claims, and the ledger
 * key is the bonus's own). A bonus without wagering goes on to the main wallet at once.
 */
export async function grantBonus(
  trx: Kysely<DB>,
  merchant: Merchant,
  promotion: repo.PromotionRow,
  memberId: bigint,
  now: Date,
): Promise<bigint> {
  const amount = promotion.bonus_amount;
  const id = await repo.insertBonus(trx, {
    merchantId: merchant.id,
    promotionId: promotion.id,
    memberId,
    amount,
    wageringRequired: amount * BigInt(promotion.wagering_multiple),
  });
  if (id === undefined) throw new AppError('promotion.already.claimed');
  await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `promotion-bonus:${id}`,
    kind: 'bonus',
    legs: [
      { accountId: await accountFor(trx, merchant, 'system.promotion'), amount: -amount },
      { accountId: await accountFor(trx, merchant, 'member.bonus', { memberId }), amount },
    ],
    memo: { promotion: promotion.code, bonusId: String(id) },
  });
  if (promotion.wagering_multiple === 0)
    await moveToMain(trx, merchant, { id, member_id: memberId, amount }, now);
  return id;
}

async function moveToMain(
  trx: Kysely<DB>,
  merchant: Merchant,
  bonus: { id: bigint; member_id: bigint; amount: bigint },
  now: Date,
): Promise<void> {
  await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `promotion-bonus:${bonus.id}:release`,
    kind: 'bonus.release',
    legs: [
      {
        accountId: await accountFor(trx, merchant, 'member.bonus', { memberId: bonus.member_id }),
        amount: -bonus.amount,
      },
      {
        accountId: await accountFor(trx, merchant, 'member.main', { memberId: bonus.member_id }),
        amount: bonus.amount,
      },
    ],
    memo: { bonusId: String(bonus.id) },
  });
  await repo.markReleased(trx, bonus.id, now);
}

/** Valid bets since the bonus was paid, counted by the games' and lottery's own records. */
function wageredFor(db: Kysely<DB>, merchant: Merchant, bonus: repo.BonusRow, now: Date): Promise<bigint> {
  return memberValidBets(db, {
    merchantId: merchant.id,
    memberId: bonus.member_id,
    from: bonus.granted_at,
    until: now,
  });
}

export function bonusView(merchant: Merchant, bonus: repo.BonusRow, wagered: bigint, title: string): Bonus {
  const required = bonus.wagering_required;
  const shown = bonus.released_at !== null || wagered > required ? required : wagered;
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    id: String(bonus.id),
    promotionCode: bonus.promotion_code,
    title,
    amount: money(bonus.amount),
    wageringRequired: money(required),
    wagered: money(shown),
    progress: required === 0n ? 100 : Number((shown * 100n) / required),
    status: bonus.released_at === null ? 'process' : 'released',
    grantedAt: bonus.granted_at.toISOString(),
    releasedAt: bonus.released_at?.toISOString() ?? null,
  };
}

/**
 * Moves the member's bonus to the main wallet once valid bets have played its wagering through;
 * before that it stays in the bonus account and cannot be withdrawn (bonus.wagering.unmet). Once only:
 * a released bonus answers as it is.
 */
export async function releaseBonus(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  bonusId: bigint,
  now = new Date(),
): Promise<{ bonus: repo.BonusRow; wagered: bigint }> {
  return inMoneyTransaction(db, async (trx) => {
    const bonus = await repo.lockBonus(trx, memberId, bonusId);
    if (!bonus || bonus.merchant_id !== merchant.id) throw new AppError('bonus.not.found');
    const wagered = await wageredFor(trx, merchant, bonus, now);
    if (bonus.released_at !== null) return { bonus, wagered };
    if (wagered < bonus.wagering_required) throw new AppError('bonus.wagering.unmet');
    await moveToMain(trx, merchant, bonus, now);
    return { bonus: { ...bonus, released_at: now }, wagered };
  });
}

/**
 * The member's bonuses with their progress, newest first. A bonus whose wagering is met is moved
 * to the main wallet on the way, so the page never shows a finished bonus still held.
 */
export async function memberBonuses(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  now = new Date(),
): Promise<{ bonus: repo.BonusRow; wagered: bigint }[]> {
  const rows = (await repo.bonusesOfMember(db, memberId)).filter((row) => row.merchant_id === merchant.id);
  return Promise.all(
    rows.map(async (bonus) => {
      if (bonus.released_at !== null) return { bonus, wagered: bonus.wagering_required };
      const wagered = await wageredFor(db, merchant, bonus, now);
      return wagered < bonus.wagering_required
        ? { bonus, wagered }
        : releaseBonus(db, merchant, memberId, bonus.id, now);
    }),
  );
}

/** What the member's bonus account holds: bonuses still being wagered. */
export async function bonusBalance(db: Kysely<DB>, merchant: Merchant, memberId: bigint): Promise<bigint> {
  const balances = await memberBalances(db, merchant, memberId);
  return balances
    .filter(({ kind }) => kind === 'member.bonus')
    .reduce((sum, { balance }) => sum + balance, 0n);
}

const RELEASE_BATCH = 500;

/**
 * The scheduled job: bonuses whose wagering is met move to the main wallet even when the member does
 * not look. Each release locks its bonus and its ledger key is the bonus's own, so instances running it
 * at once, or a member's own page, release a bonus once. Answers how many it found played through.
 */
export async function releaseMetBonuses(db: Kysely<DB>, now = new Date()): Promise<number> {
  let released = 0;
  for (const bonus of await repo.unreleasedBonuses(db, RELEASE_BATCH)) {
    const merchant = await merchantById(db, bonus.merchant_id);
    if (!merchant || (await wageredFor(db, merchant, bonus, now)) < bonus.wagering_required) continue;
    await releaseBonus(db, merchant, bonus.member_id, bonus.id, now);
    released += 1;
  }
  return released;
}
